import { contactCompanies, contactLists, contactTags } from './contacts.links.js';
import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, contactEmail, contactPhone, flag, linkedTo, search } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import {
  Closed,
  ContactNote,
  EmbeddedCompany,
  Id,
  ListLink,
  Nullable,
  TagLink,
  PartyState,
  RelationUpdate,
} from '../../core/schemas.js';
import { CustomFieldValue, CustomFieldValuesWrite } from '../custom-fields/custom-fields.values.js';

export const CONTACT_INCLUDES = [
  'emails',
  'phone_numbers',
  'companies',
  'custom_fields',
  'tags',
  'lists',
  'notes',
] as const;
export type ContactInclude = (typeof CONTACT_INCLUDES)[number];

export const NAME_MAX = 100;

export const ContactEmail = Type.Object(
  { id: Id, email: Type.String(), is_primary: Type.Boolean() },
  { $id: 'ContactEmail', additionalProperties: false },
);
export type ContactEmail = Static<typeof ContactEmail>;

export const ContactPhoneNumber = Type.Object(
  { id: Id, country_code: Type.String(), phone_number: Type.String(), is_primary: Type.Boolean() },
  { $id: 'ContactPhoneNumber', additionalProperties: false },
);
export type ContactPhoneNumber = Static<typeof ContactPhoneNumber>;

const example = {
  id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y',
  first_name: 'Mary Ann',
  last_name: 'Smith',
  full_name: 'Mary Ann Smith',
  job_title: 'Head of Purchasing',
  description: 'Met at the spring fair.',
  location: 'Lyon',
  linkedin_slug: 'maryannsmith',
  x_slug: null,
  facebook_slug: null,
  instagram_slug: null,
  image_url: null,
  birthday: '1984-02-29',
  is_starred: false,
  ignore_merge: false,
  last_team_interaction: null,
  team_members_connected: 0,
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  emails: [{ id: 'eml_01jd8k2m3n4p5q6r7s8t9v0w20', email: 'mary@acme.com', is_primary: true }],
  phone_numbers: [
    {
      id: 'phn_01jd8k2m3n4p5q6r7s8t9v0w21',
      country_code: '+33',
      phone_number: '612345678',
      is_primary: true,
    },
  ],
  companies: [{ id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1z', name: 'Acme', logo_url: null }],
  custom_fields: [],
  tags: [{ tag: { id: 'tag_01jd8k2m3n4p5q6r7s8t9v0w22', name: 'Investor' } }],
  lists: [{ list: { id: 'lst_01jd8k2m3n4p5q6r7s8t9v0w23', name: 'Warm leads' } }],
  notes: [],
};

/** A contact; each relation is present only when included (always on POST and PUT responses). */
export const Contact = Type.Object(
  {
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String({ description: 'First and last name joined by one space, trimmed' }),
    job_title: Type.String(),
    description: Type.String(),
    location: Type.String(),
    linkedin_slug: Type.String(),
    x_slug: Nullable(Type.String()),
    facebook_slug: Nullable(Type.String()),
    instagram_slug: Nullable(Type.String()),
    image_url: Nullable(Type.String()),
    birthday: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    ...PartyState,
    emails: Type.Optional(Type.Array(Type.Ref(ContactEmail))),
    phone_numbers: Type.Optional(Type.Array(Type.Ref(ContactPhoneNumber))),
    companies: Type.Optional(Type.Array(Type.Ref(EmbeddedCompany))),
    custom_fields: Type.Optional(Type.Array(Type.Ref(CustomFieldValue))),
    tags: Type.Optional(Type.Array(Type.Ref(TagLink))),
    lists: Type.Optional(Type.Array(Type.Ref(ListLink))),
    notes: Type.Optional(Type.Array(Type.Ref(ContactNote))),
  },
  { $id: 'Contact', additionalProperties: false, examples: [example] },
);
export type Contact = Static<typeof Contact>;

// --- write forms ---------------------------------------------------------------

const Name = Type.String({ maxLength: NAME_MAX, description: '"" when unset' });
const Text = (maxLength: number) => Type.String({ maxLength, description: '"" when unset' });
const Slug = Nullable(Type.String({ maxLength: 255, description: 'null when unset; "" is taken as null' }));
const ids = (what: string) =>
  Type.Array(Id, { maxItems: 1000, description: `The full set of linked ${what}` });
/** Sent by the server only; a body that carries it is refused. */
const ReadOnly = Type.Optional(Type.Never({ 'x-message': 'is read-only; the server manages it' }));

export const EmailInput = Type.Union(
  [
    // Lengths are checked with the address itself (at most 254 characters).
    Type.String(),
    Closed({ email: Type.String(), is_primary: Type.Optional(Type.Boolean()) }),
  ],
  { 'x-message': 'must be an e-mail address or an object {"email", "is_primary"}' },
);
export type EmailInput = Static<typeof EmailInput>;

export const PhoneInput = Closed({
  country_code: Type.Optional(
    Type.String({ maxLength: 10, description: '+ and 1 to 4 digits; 33 is stored as +33' }),
  ),
  phone_number: Type.String({
    maxLength: 40,
    description: 'Digits; spaces, dots, dashes and brackets are dropped',
  }),
  is_primary: Type.Optional(Type.Boolean()),
});
export type PhoneInput = Static<typeof PhoneInput>;

const writable = {
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  full_name: Type.Optional(
    Type.String({
      maxLength: 2 * NAME_MAX + 1,
      description: 'Split at its last space into first and last name; only when neither of those is sent',
    }),
  ),
  job_title: Type.Optional(Text(255)),
  description: Type.Optional(Text(5000)),
  location: Type.Optional(Text(255)),
  linkedin_slug: Type.Optional(Text(255)),
  x_slug: Type.Optional(Slug),
  facebook_slug: Type.Optional(Slug),
  instagram_slug: Type.Optional(Slug),
  image_url: Type.Optional(
    Nullable(Type.String({ maxLength: 2048, description: 'An http(s) URL; "" is taken as null' })),
  ),
  birthday: Type.Optional(
    Nullable(
      Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': 'must be a date written YYYY-MM-DD' }),
    ),
  ),
  is_starred: Type.Optional(Type.Boolean()),
  ignore_merge: Type.Optional(Type.Boolean()),
  emails: Type.Optional(
    Type.Array(EmailInput, {
      maxItems: 100,
      description: 'The full set; the first is primary unless one says so',
    }),
  ),
  phone_numbers: Type.Optional(
    Type.Array(PhoneInput, {
      maxItems: 100,
      description: 'The full set; the first is primary unless one says so',
    }),
  ),
  companies: Type.Optional(ids('companies')),
  tags: Type.Optional(ids('tags')),
  lists: Type.Optional(ids('CONTACT lists')),
  custom_fields: Type.Optional(CustomFieldValuesWrite),
  id: ReadOnly,
  last_team_interaction: ReadOnly,
  team_members_connected: ReadOnly,
  created_at: ReadOnly,
  updated_at: ReadOnly,
};

/** POST: a non-empty first_name, last_name or full_name is needed (checked after parsing). */
export const ContactCreate = Closed(writable, {
  examples: [
    {
      full_name: 'Mary Ann Smith',
      job_title: example.job_title,
      emails: ['mary@acme.com'],
      phone_numbers: [{ country_code: '33', phone_number: '6 12 34 56 78' }],
      companies: [example.companies[0].id],
    },
  ],
});
export type ContactCreate = Static<typeof ContactCreate>;

/**
 * PUT and PATCH: fields absent stay as they are; a relation sent as an array
 * replaces that relation, as `{add, remove}` changes it.
 */
export const ContactUpdate = Closed({
  ...writable,
  emails: Type.Optional(
    RelationUpdate(EmailInput, {
      what: 'e-mail addresses',
      maxItems: 100,
      setDescription: 'The full set; the first is primary unless one says so',
      addDescription:
        'Added at the end unless already on the contact (ignoring case); is_primary: true makes the address sent, new or already there, the primary',
      removeItem: Type.String({ maxLength: 320 }),
      removeDescription:
        'Addresses or eml_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary',
    }),
  ),
  phone_numbers: Type.Optional(
    RelationUpdate(PhoneInput, {
      what: 'phone numbers',
      maxItems: 100,
      setDescription: 'The full set; the first is primary unless one says so',
      addDescription:
        'Added at the end unless already on the contact (same country code and digits); is_primary: true makes the number sent, new or already there, the primary',
      removeItem: Id,
      removeDescription:
        'phn_ IDs to remove; one not on the contact is ignored. Removing the primary makes the first left primary',
    }),
  ),
  companies: Type.Optional(RelationUpdate(Id, { what: 'linked companies', maxItems: 1000 })),
  tags: Type.Optional(RelationUpdate(Id, { what: 'linked tags', maxItems: 1000 })),
  lists: Type.Optional(RelationUpdate(Id, { what: 'linked CONTACT lists', maxItems: 1000 })),
});
export type ContactUpdate = Static<typeof ContactUpdate>;

export const contactOrder: OrderFields = {
  updated_at: { column: 'updated_at' },
  created_at: { column: 'created_at' },
  last_team_interaction: { column: 'last_team_interaction', nullable: true },
  full_name: { column: 'sort_name' },
};

/** The collection's filters (API.md section 6). */
export const contactFilters = defineFilters('contacts', 'con', {
  email: contactEmail(
    'Contacts having any of these e-mail addresses (comma-separated), compared lower-cased',
  ),
  phone: contactPhone(
    'Contacts having any of these phone numbers (comma-separated); digits are compared, with or without the country code',
  ),
  q: search(
    'contacts',
    'Words that each start a word of the name, job title or an e-mail, ignoring case and accents',
  ),
  tag: linkedTo(contactTags, 'tag', 'Contacts with any of these tags (comma-separated IDs)'),
  list: linkedTo(contactLists, 'lst', 'Contacts in any of these lists (comma-separated IDs)'),
  company: linkedTo(contactCompanies, 'cmp', 'Contacts of any of these companies (comma-separated IDs)'),
  is_starred: flag('is_starred', 'Starred contacts (true) or the others (false)'),
});

export const ContactListQuery = collectionQuery({
  orderBy: contactOrder,
  include: CONTACT_INCLUDES,
  filters: contactFilters,
});
export const ContactOneQuery = Closed({ include: includeParam(CONTACT_INCLUDES) });
