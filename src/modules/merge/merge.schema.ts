import { type Static, Type } from '@sinclair/typebox';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from '../../core/collection.js';
import { Closed, EmbeddedCompany, EmbeddedContact, Id } from '../../core/schemas.js';

/** At most this many records merge into one target in one request (API.md section 9). */
export const MERGE_MAX = 20;

const mergedIds = (what: string, one: string, example: string[]) =>
  Type.Array(Id, {
    minItems: 1,
    maxItems: MERGE_MAX,
    description:
      `The ${what} to merge into the one in the path, 1 to ${MERGE_MAX}, each once and not the target. ` +
      `Where the target has no value of a field, the first ${one} listed that has one gives it.`,
    examples: [example],
  });

export const MergeContactsBody = Closed(
  { contacts: mergedIds('contacts', 'contact', ['con_01jd8k2m3n4p5q6r7s8t9v0w1z']) },
  { examples: [{ contacts: ['con_01jd8k2m3n4p5q6r7s8t9v0w1z', 'con_01jd8k2m3n4p5q6r7s8t9v0w20'] }] },
);
export type MergeContactsBody = Static<typeof MergeContactsBody>;

export const MergeCompaniesBody = Closed(
  { companies: mergedIds('companies', 'company', ['cmp_01jd8k2m3n4p5q6r7s8t9v0w1z']) },
  { examples: [{ companies: ['cmp_01jd8k2m3n4p5q6r7s8t9v0w1z'] }] },
);
export type MergeCompaniesBody = Static<typeof MergeCompaniesBody>;

/** A page of duplicate groups: `limit` and `offset` as every collection (API.md section 2). */
export const DuplicatesQuery = Closed({
  limit: Type.Integer({
    minimum: 1,
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
    description: 'Groups per page, 1 to 100',
  }),
  offset: Type.Integer({
    minimum: 0,
    maximum: MAX_OFFSET,
    default: 0,
    description: 'Groups to skip; past the last group the page is empty',
  }),
});
export type DuplicatesQuery = Static<typeof DuplicatesQuery>;

const ORDER_NOTE =
  'Groups are ordered by reason, then by value (compared byte by byte); records in a group by created_at, then id (the oldest first).';

export const ContactDuplicateGroup = Type.Object(
  {
    reason: Type.Union([Type.Literal('email'), Type.Literal('phone')], {
      description: 'What the records share: an e-mail address or a phone number',
    }),
    value: Type.String({
      description:
        'The shared e-mail address (lower case), or the phone number as digits: the country code digits followed by the number',
    }),
    records: Type.Array(Type.Ref(EmbeddedContact), { minItems: 2 }),
  },
  {
    $id: 'ContactDuplicateGroup',
    additionalProperties: false,
    description: `Contacts that share an e-mail address or a phone number; contacts with ignore_merge are never proposed. ${ORDER_NOTE}`,
    examples: [
      {
        reason: 'email',
        value: 'mary@acme.com',
        records: [
          { id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y', full_name: 'Mary Ann Smith', image_url: null },
          { id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1z', full_name: 'Mary Smith', image_url: null },
        ],
      },
    ],
  },
);
export type ContactDuplicateGroup = Static<typeof ContactDuplicateGroup>;

export const CompanyDuplicateGroup = Type.Object(
  {
    reason: Type.Union([Type.Literal('domain'), Type.Literal('name')], {
      description: "What the records share: their website's host, or their name ignoring case",
    }),
    value: Type.String({
      description: 'The shared host (as the `domain` filter compares it), or the shared name in lower case',
    }),
    records: Type.Array(Type.Ref(EmbeddedCompany), { minItems: 2 }),
  },
  {
    $id: 'CompanyDuplicateGroup',
    additionalProperties: false,
    description: `Companies that share a website host or a name; companies with ignore_merge are never proposed. ${ORDER_NOTE}`,
    examples: [
      {
        reason: 'domain',
        value: 'acme.com',
        records: [
          { id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1x', name: 'Acme', logo_url: null },
          { id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1y', name: 'ACME Corp', logo_url: null },
        ],
      },
    ],
  },
);
export type CompanyDuplicateGroup = Static<typeof CompanyDuplicateGroup>;
