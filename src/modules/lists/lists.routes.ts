import { nameValues } from '../../core/upsert.js';
import { resourceModule } from '../../core/resource-routes.js';
import {
  deleteList,
  findList,
  findLists,
  findListsByName,
  insertList,
  listLists,
  listSortName,
  LOCKED_COLUMNS,
  updateList,
} from './lists.queries.js';
import {
  LIST_INCLUDES,
  List,
  ListCreate,
  ListListQuery,
  ListOneQuery,
  ListUpdate,
  listOrder,
  listFilters,
} from './lists.schema.js';

export const listsModule = resourceModule<List, ListCreate, ListUpdate>(
  {
    description: 'Named lists of contacts (CONTACT lists) or of companies (COMPANY lists).',
    schemas: [List],
  },
  {
    path: '/lists',
    singular: 'list',
    event: 'list',
    idPrefix: 'lst',
    export: {},
    operation: 'List',
    operationPlural: 'Lists',
    table: 'lists',
    record: List,
    createBody: ListCreate,
    updateBody: ListUpdate,
    listQuery: ListListQuery,
    filters: listFilters,
    oneQuery: ListOneQuery,
    order: listOrder,
    fullIncludes: LIST_INCLUDES,
    nameColumn: 'name',
    search: { fromAnswer: (l: List) => [l.name] },
    descriptions: {
      list: '`type` keeps the lists of the types named. `include=contacts` embeds the members of CONTACT lists and `include=companies` those of COMPANY lists; a list never carries the other kind.',
      create:
        'A CONTACT list takes `contacts`, a COMPANY list `companies` (each item an ID or `{"id": ...}`); the other key is a 400. The response has the members expanded.',
      update:
        'Fields absent from the body stay as they are; the members, when sent, become exactly the IDs sent. `type` cannot change (400). The response has the members expanded.',
      delete: 'Removes the list and its memberships; the contacts and companies stay.',
    },
    list: listLists,
    find: findList,
    findMany: findLists,
    insert: (trx, auth, input) => insertList(trx, auth.workspaceId, input),
    update: (trx, auth, id, input, locked) => updateList(trx, auth.workspaceId, id, input, locked),
    lockedColumns: LOCKED_COLUMNS,
    remove: deleteList,
    upsert: {
      matchOn: {
        name: {
          description: "a list of the body's type with the body's name, ignoring case",
          path: '/body/name',
          values: (input) => nameValues(input.name, listSortName),
          scope: (input) => input.type,
          scopePath: '/body/type',
          find: (trx, workspaceId, [name], input) => findListsByName(trx, workspaceId, input.type, name),
        },
      },
      adds: ['contacts', 'companies'],
    },
  },
);
