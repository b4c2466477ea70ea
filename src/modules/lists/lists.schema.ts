import { listCompanies } from '../companies/companies.links.js';
import { listContacts } from '../contacts/contacts.links.js';
import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, linkedTo, oneOf, search, wholeName } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import {
  Closed,
  EmbeddedCompany,
  EmbeddedContact,
  Id,
  IdOrObject,
  RelationUpdate,
  Timestamp,
} from '../../core/schemas.js';
import type { ListType as ListTypeValue } from '../../db/types.js';

export const LIST_INCLUDES = ['contacts', 'companies'] as const;
export type ListInclude = (typeof LIST_INCLUDES)[number];

export const LIST_TYPES = ['CONTACT', 'COMPANY'] as const;
export const ListType = Type.Unsafe<ListTypeValue>(
  Type.String({
    enum: [...LIST_TYPES],
    description: 'CONTACT (a list of contacts) or COMPANY (a list of companies)',
  }),
);
export type ListType = Static<typeof ListType>;

const example = {
  id: 'lst_01jd8k2m3n4p5q6r7s8t9v0w1x',
  name: 'Warm leads',
  type: 'CONTACT',
  description: 'Met at the spring fair',
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  contacts: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y', full_name: 'Mary Ann Smith', image_url: null }],
};

/**
 * A list. `contacts` can appear only on CONTACT lists and `companies` only on
 * COMPANY lists: when included (always on POST and PUT responses).
 */
export const List = Type.Object(
  {
    id: Id,
    name: Type.String(),
    type: ListType,
    description: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
    contacts: Type.Optional(Type.Array(Type.Ref(EmbeddedContact), { description: 'CONTACT lists only' })),
    companies: Type.Optional(Type.Array(Type.Ref(EmbeddedCompany), { description: 'COMPANY lists only' })),
  },
  { $id: 'List', additionalProperties: false, examples: [example] },
);
export type List = Static<typeof List>;

const Name = Type.String({ minLength: 1, maxLength: 50 });
const Description = Type.String({ maxLength: 150, description: '"" when unset' });
const Members = (what: string, type: string) =>
  Type.Array(IdOrObject, {
    description: `The full set of ${what}, each an ID or {"id": ...}; ${type} lists only`,
  });

const fields = {
  description: Type.Optional(Description),
  contacts: Type.Optional(Members('contacts', 'CONTACT')),
  companies: Type.Optional(Members('companies', 'COMPANY')),
};

export const ListCreate = Closed(
  { name: Name, type: ListType, ...fields },
  {
    examples: [
      {
        name: example.name,
        type: 'CONTACT',
        description: example.description,
        contacts: [example.contacts[0].id],
      },
    ],
  },
);
export type ListCreate = Static<typeof ListCreate>;

const MemberChange = (what: string, type: string) =>
  RelationUpdate(IdOrObject, { what: `${what}, each an ID or {"id": ...}; ${type} lists only` });

/**
 * PUT and PATCH: fields absent stay as they are; members sent as an array
 * replace the members, as `{add, remove}` change them. `type` may be sent
 * only with the list's own type.
 */
export const ListUpdate = Closed({
  name: Type.Optional(Name),
  type: Type.Optional(ListType),
  ...fields,
  contacts: Type.Optional(MemberChange('contacts', 'CONTACT')),
  companies: Type.Optional(MemberChange('companies', 'COMPANY')),
});
export type ListUpdate = Static<typeof ListUpdate>;

export const listOrder: OrderFields = {
  created_at: { column: 'created_at' },
  name: { column: 'sort_name' },
  updated_at: { column: 'updated_at' },
};

/** The collection's filters (API.md section 6). */
export const listFilters = defineFilters('lists', 'lst', {
  type: oneOf('type', LIST_TYPES, 'Lists of these types (comma-separated): CONTACT, COMPANY'),
  name: wholeName('Lists with exactly this name, ignoring case'),
  q: search('lists', 'Words that each start a word of the name, ignoring case and accents'),
  contact: linkedTo(listContacts, 'con', 'Lists holding any of these contacts (comma-separated IDs)'),
  company: linkedTo(listCompanies, 'cmp', 'Lists holding any of these companies (comma-separated IDs)'),
});

export const ListListQuery = collectionQuery({
  orderBy: listOrder,
  include: LIST_INCLUDES,
  filters: listFilters,
});
export const ListOneQuery = Closed({ include: includeParam(LIST_INCLUDES) });
