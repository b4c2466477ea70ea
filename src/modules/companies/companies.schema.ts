import { companyLists, companyTags } from './companies.links.js';
import { companyContacts } from '../contacts/contacts.links.js';
import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, domain, flag, linkedTo, ownEmail, search, wholeName } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import {
  Closed,
  EmbeddedContact,
  Id,
  ListLink,
  Nullable,
  PartyState,
  RelationUpdate,
  TagLink,
} from '../../core/schemas.js';
import { CustomFieldValue, CustomFieldValuesWrite } from '../custom-fields/custom-fields.values.js';

export const COMPANY_INCLUDES = ['custom_fields', 'tags', 'lists', 'contacts'] as const;
export type CompanyInclude = (typeof COMPANY_INCLUDES)[number];

/** Largest value of an integer column on both stores. */
const INT_MAX = 2_147_483_647;

const example = {
  id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1x',
  name: 'Acme',
  description: 'Anvils and rockets',
  headquarters_location: 'Paris, France',
  linkedin_slug: 'acme',
  x_slug: 'acme',
  facebook_slug: null,
  instagram_slug: null,
  website_url: 'https://acme.com',
  logo_url: null,
  email: 'hello@acme.com',
  country_code: '+33',
  phone_number: '140000000',
  arr_estimate: 1200000,
  number_of_employees: 42,
  is_starred: false,
  ignore_merge: false,
  last_team_interaction: null,
  team_members_connected: 0,
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  tags: [{ tag: { id: 'tag_01jd8k2m3n4p5q6r7s8t9v0w1y', name: 'Investor' } }],
  lists: [{ list: { id: 'lst_01jd8k2m3n4p5q6r7s8t9v0w1z', name: 'Targets' } }],
  contacts: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w20', full_name: 'Mary Ann Smith', image_url: null }],
  custom_fields: [
    {
      id: 'cfd_01jd8k2m3n4p5q6r7s8t9v0w21',
      name: 'Stage',
      field_type: 'SINGLE_SELECT',
      value: { id: 'opt_01jd8k2m3n4p5q6r7s8t9v0w22', value: 'Prospect' },
    },
  ],
};

/** A company; each relation is present only when included (always on POST and PUT responses). */
export const Company = Type.Object(
  {
    id: Id,
    name: Type.String(),
    description: Type.String(),
    headquarters_location: Type.String(),
    linkedin_slug: Type.String(),
    x_slug: Nullable(Type.String()),
    facebook_slug: Nullable(Type.String()),
    instagram_slug: Nullable(Type.String()),
    website_url: Type.String(),
    logo_url: Nullable(Type.String()),
    email: Type.String(),
    country_code: Type.String(),
    phone_number: Type.String(),
    arr_estimate: Type.Number(),
    number_of_employees: Type.Integer(),
    ...PartyState,
    tags: Type.Optional(Type.Array(Type.Ref(TagLink))),
    lists: Type.Optional(Type.Array(Type.Ref(ListLink))),
    contacts: Type.Optional(Type.Array(Type.Ref(EmbeddedContact))),
    custom_fields: Type.Optional(Type.Array(Type.Ref(CustomFieldValue))),
  },
  { $id: 'Company', additionalProperties: false, examples: [example] },
);
export type Company = Static<typeof Company>;

const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });
const slug = Type.String({ maxLength: 255 });
const nullableSlug = Nullable(Type.String({ maxLength: 255, description: '"" or null clears it' }));
const ids = (what: string) => Type.Array(Id, { description: `The full set of linked ${what}` });
const ReadOnly = Type.Optional(Type.Never({ 'x-message': 'is read-only' }));

const writable = {
  description: Type.Optional(text(5000)),
  headquarters_location: Type.Optional(text(255)),
  linkedin_slug: Type.Optional(slug),
  x_slug: Type.Optional(nullableSlug),
  facebook_slug: Type.Optional(nullableSlug),
  instagram_slug: Type.Optional(nullableSlug),
  website_url: Type.Optional(
    text(2048, 'http(s) address; one without a scheme (acme.com) is stored as https://acme.com'),
  ),
  logo_url: Type.Optional(
    Nullable(
      Type.String({ maxLength: 2048, description: 'http(s) address as website_url; "" or null clears it' }),
    ),
  ),
  email: Type.Optional(text(320, 'A valid address, stored lower-cased')),
  country_code: Type.Optional(text(16, '+ and 1 to 4 digits; 33 is stored as +33')),
  phone_number: Type.Optional(
    text(64, 'Digits only are kept (spaces, dots, dashes and brackets dropped); 4 to 20 of them'),
  ),
  arr_estimate: Type.Optional(Type.Number({ minimum: 0 })),
  number_of_employees: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX })),
  is_starred: Type.Optional(Type.Boolean()),
  ignore_merge: Type.Optional(Type.Boolean()),
  tags: Type.Optional(ids('tags')),
  lists: Type.Optional(ids('COMPANY lists')),
  contacts: Type.Optional(ids('contacts')),
  custom_fields: Type.Optional(CustomFieldValuesWrite),
  id: ReadOnly,
  created_at: ReadOnly,
  updated_at: ReadOnly,
  last_team_interaction: ReadOnly,
  team_members_connected: ReadOnly,
};

const Name = Type.String({ minLength: 1, maxLength: 255 });

export const CompanyCreate = Closed(
  { name: Name, ...writable },
  {
    examples: [
      {
        name: 'Acme',
        website_url: 'acme.com',
        email: 'Hello@Acme.com',
        country_code: '33',
        phone_number: '1 40 00 00 00',
        tags: [example.tags[0].tag.id],
        lists: [example.lists[0].list.id],
        contacts: [example.contacts[0].id],
        custom_fields: [{ id: example.custom_fields[0].id, value: example.custom_fields[0].value.id }],
      },
    ],
  },
);
export type CompanyCreate = Static<typeof CompanyCreate>;

/**
 * PUT and PATCH: fields absent stay as they are; a relation sent as an array
 * replaces that relation, as `{add, remove}` changes it; custom_fields merge.
 */
export const CompanyUpdate = Closed({
  name: Type.Optional(Name),
  ...writable,
  tags: Type.Optional(RelationUpdate(Id, { what: 'linked tags' })),
  lists: Type.Optional(RelationUpdate(Id, { what: 'linked COMPANY lists' })),
  contacts: Type.Optional(RelationUpdate(Id, { what: 'linked contacts' })),
});
export type CompanyUpdate = Static<typeof CompanyUpdate>;

export const companyOrder: OrderFields = {
  updated_at: { column: 'updated_at' },
  created_at: { column: 'created_at' },
  last_team_interaction: { column: 'last_team_interaction', nullable: true },
  name: { column: 'sort_name' },
  team_members_connected: { column: 'team_members_connected' },
};

/** The collection's filters (API.md section 6). */
export const companyFilters = defineFilters('companies', 'cmp', {
  domain: domain(
    'Companies whose website host is any of these (comma-separated; `acme.com`, `www.acme.com` and `https://acme.com/x` are alike)',
  ),
  name: wholeName('Companies with exactly this name, ignoring case'),
  email: ownEmail('email', 'Companies whose e-mail is any of these (comma-separated), compared lower-cased'),
  q: search(
    'companies',
    'Words that each start a word of the name, website host or e-mail, ignoring case and accents',
  ),
  tag: linkedTo(companyTags, 'tag', 'Companies with any of these tags (comma-separated IDs)'),
  list: linkedTo(companyLists, 'lst', 'Companies in any of these lists (comma-separated IDs)'),
  contact: linkedTo(companyContacts, 'con', 'Companies of any of these contacts (comma-separated IDs)'),
  is_starred: flag('is_starred', 'Starred companies (true) or the others (false)'),
});

export const CompanyListQuery = collectionQuery({
  orderBy: companyOrder,
  include: COMPANY_INCLUDES,
  filters: companyFilters,
});
export const CompanyOneQuery = Closed({ include: includeParam(COMPANY_INCLUDES) });
