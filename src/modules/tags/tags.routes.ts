import { inProse } from '../../core/prose.js';
import { nameValues } from '../../core/upsert.js';
import { resourceModule } from '../../core/resource-routes.js';
import {
  deleteTag,
  findTag,
  findTags,
  findTagsByName,
  insertTag,
  listTags,
  tagSortName,
  updateTag,
} from './tags.queries.js';
import {
  TAG_INCLUDES,
  Tag,
  TagCreate,
  TagListQuery,
  TagOneQuery,
  TagUpdate,
  tagOrder,
  tagFilters,
} from './tags.schema.js';

/**
 * A tag's name is checked inside the write's transaction; two requests racing
 * for one name both pass that check and the loser hits the unique index. Its
 * transaction then runs again (core/transaction.ts) and answers the same 409
 * with the winner's ID.
 */
/** The records a tag is put on: its relations (its includes), in their order. */
const linked = inProse([...TAG_INCLUDES]);

export const tagsModule = resourceModule<Tag, TagCreate, TagUpdate>(
  { description: `Labels put on ${linked}.`, schemas: [Tag] },
  {
    path: '/tags',
    singular: 'tag',
    event: 'tag',
    idPrefix: 'tag',
    export: {},
    operation: 'Tag',
    operationPlural: 'Tags',
    table: 'tags',
    record: Tag,
    createBody: TagCreate,
    updateBody: TagUpdate,
    listQuery: TagListQuery,
    filters: tagFilters,
    oneQuery: TagOneQuery,
    order: tagOrder,
    fullIncludes: TAG_INCLUDES,
    nameColumn: 'name',
    search: { fromAnswer: (t: Tag) => [t.name] },
    writeErrors: [409],
    descriptions: {
      create: `The name must be unique in the workspace ignoring case (409 names the holder). The response has ${linked} expanded.`,
      update: `Fields absent from the body stay as they are; ${inProse(
        TAG_INCLUDES.map((field) => `\`${field}\``),
        'or',
      )}, when sent, become exactly the IDs sent. The response has every relation expanded.`,
      delete: `Removes the tag and its links; the linked ${linked} stay.`,
    },
    list: listTags,
    find: findTag,
    findMany: findTags,
    insert: (trx, auth, input) => insertTag(trx, auth.workspaceId, input),
    update: (trx, auth, id, input, locked) => updateTag(trx, auth.workspaceId, id, input, locked),
    remove: deleteTag,
    upsert: {
      matchOn: {
        name: {
          description: "the tag with the body's name, ignoring case",
          path: '/body/name',
          values: (input) => nameValues(input.name, tagSortName),
          find: (trx, workspaceId, [name]) => findTagsByName(trx, workspaceId, name),
        },
      },
      adds: ['contacts', 'companies', 'tasks'],
    },
  },
);
