import { tagCompanies } from '../companies/companies.links.js';
import { tagContacts } from '../contacts/contacts.links.js';
import { tagTasks } from '../tasks/tasks.links.js';
import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, linkedTo, search, wholeName } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import {
  Closed,
  EmbeddedCompany,
  EmbeddedContact,
  EmbeddedTask,
  Id,
  RelationUpdate,
  Timestamp,
} from '../../core/schemas.js';

export const TAG_INCLUDES = ['contacts', 'companies', 'tasks'] as const;
export type TagInclude = (typeof TAG_INCLUDES)[number];

const example = {
  id: 'tag_01jd8k2m3n4p5q6r7s8t9v0w1x',
  name: 'Investor',
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  contacts: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y', full_name: 'Mary Ann Smith', image_url: null }],
  companies: [{ id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1z', name: 'Acme', logo_url: null }],
  tasks: [{ id: 'tsk_01jd8k2m3n4p5q6r7s8t9v0w20', body: 'Send the term sheet' }],
};

/** A tag; each relation is present only when included (always on POST and PUT responses). */
export const Tag = Type.Object(
  {
    id: Id,
    name: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
    contacts: Type.Optional(Type.Array(Type.Ref(EmbeddedContact))),
    companies: Type.Optional(Type.Array(Type.Ref(EmbeddedCompany))),
    tasks: Type.Optional(Type.Array(Type.Ref(EmbeddedTask))),
  },
  { $id: 'Tag', additionalProperties: false, examples: [example] },
);
export type Tag = Static<typeof Tag>;

/** 1 to 50 characters, unique in the workspace ignoring case. */
const Name = Type.String({
  minLength: 1,
  maxLength: 50,
  description: 'Unique in the workspace, ignoring case',
});
const ids = (what: string) => Type.Array(Id, { description: `The full set of linked ${what}` });

const relations = {
  contacts: Type.Optional(ids('contacts')),
  companies: Type.Optional(ids('companies')),
  tasks: Type.Optional(ids('tasks')),
};
const relationUpdates = {
  contacts: Type.Optional(RelationUpdate(Id, { what: 'linked contacts' })),
  companies: Type.Optional(RelationUpdate(Id, { what: 'linked companies' })),
  tasks: Type.Optional(RelationUpdate(Id, { what: 'linked tasks' })),
};

export const TagCreate = Closed(
  { name: Name, ...relations },
  {
    examples: [
      {
        name: example.name,
        contacts: [example.contacts[0].id],
        companies: [example.companies[0].id],
        tasks: [example.tasks[0].id],
      },
    ],
  },
);
export type TagCreate = Static<typeof TagCreate>;

/**
 * PUT and PATCH: fields absent stay as they are; a relation sent as an array
 * replaces that relation, as `{add, remove}` changes it.
 */
export const TagUpdate = Closed({ name: Type.Optional(Name), ...relationUpdates });
export type TagUpdate = Static<typeof TagUpdate>;

export const tagOrder: OrderFields = {
  created_at: { column: 'created_at' },
  name: { column: 'sort_name' },
  updated_at: { column: 'updated_at' },
};

/** The collection's filters (API.md section 6). */
export const tagFilters = defineFilters('tags', 'tag', {
  name: wholeName('The tag with exactly this name, ignoring case'),
  q: search('tags', 'Words that each start a word of the name, ignoring case and accents'),
  contact: linkedTo(tagContacts, 'con', 'Tags of any of these contacts (comma-separated IDs)'),
  company: linkedTo(tagCompanies, 'cmp', 'Tags of any of these companies (comma-separated IDs)'),
  task: linkedTo(tagTasks, 'tsk', 'Tags of any of these tasks (comma-separated IDs)'),
});

export const TagListQuery = collectionQuery({
  orderBy: tagOrder,
  include: TAG_INCLUDES,
  filters: tagFilters,
});
export const TagOneQuery = Closed({ include: includeParam(TAG_INCLUDES) });
