import type { Database } from '../../db/connect.js';
import type { EntityType, FieldType } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';

/**
 * Which field each column of an imported file fills (API.md section 9):
 * headers are compared ignoring case, spaces, `_` and `-`; the spellings of
 * the address books users bring (Google Contacts, Outlook, HubSpot,
 * LinkedIn) are one table, HEADERS below, the contract's own table as data;
 * a custom field is found by its name. `--map "Column=field"` names the
 * field of a column whose header says something else, and `--map "Column="`
 * leaves a column out.
 */

export type ImportResource = 'contacts' | 'companies';

/** How the cells of a column become a record's value. */
export type FieldKind =
  | 'text'
  | 'nullable'
  | 'boolean'
  | 'number'
  | 'integer'
  | 'date'
  /** Every address of the cell (contacts' `emails`). */
  | 'emails'
  /** The first address of the cell (a company's `email`). */
  | 'email'
  | 'phones'
  /** The first phone of the cell (a company's `phone_number` and `country_code`). */
  | 'phone'
  /** Names of companies or lists, created when missing. */
  | 'names'
  /** Names of tags, with Google's system labels read as it means them. */
  | 'tags'
  /** Appended to the first name, one space between (`Middle Name`). */
  | 'middle'
  /** A full name, used only when no first or last name column has a value. */
  | 'full_name'
  /** A LinkedIn profile's slug, from its address or as it is. */
  | 'linkedin'
  /** A picture's address; anything else is left out with a warning. */
  | 'photo';

export interface PlainField {
  /** The record's field the column fills (`emails`, `tags`, `first_name`). */
  field: string;
  kind: FieldKind;
}

export interface CustomFieldDef {
  id: string;
  name: string;
  field_type: FieldType;
  options: { id: string; value: string }[];
}

/** What a column fills: a plain field, a custom field, or nothing. */
export type ColumnTarget =
  | { type: 'field'; header: string; spec: PlainField }
  | { type: 'custom'; header: string; field: CustomFieldDef }
  /** No field of that name: named in the summary's `ignored_columns`. */
  | { type: 'ignored'; header: string }
  /** Left out on purpose with `--map "Column="`: not named. */
  | { type: 'unmapped'; header: string };

/**
 * The fields an import writes, each by its own name (the columns an export
 * writes), with how its cells are read. Multi-valued kinds gather every
 * column that fills them; a single-valued field takes the first column
 * that has a value.
 */
const FIELDS: Record<ImportResource, Record<string, FieldKind>> = {
  contacts: {
    first_name: 'text',
    last_name: 'text',
    full_name: 'full_name',
    job_title: 'text',
    description: 'text',
    location: 'text',
    linkedin_slug: 'linkedin',
    x_slug: 'nullable',
    facebook_slug: 'nullable',
    instagram_slug: 'nullable',
    image_url: 'photo',
    birthday: 'date',
    is_starred: 'boolean',
    ignore_merge: 'boolean',
    emails: 'emails',
    phone_numbers: 'phones',
    companies: 'names',
    tags: 'tags',
    lists: 'names',
  },
  companies: {
    name: 'text',
    description: 'text',
    headquarters_location: 'text',
    linkedin_slug: 'text',
    x_slug: 'nullable',
    facebook_slug: 'nullable',
    instagram_slug: 'nullable',
    website_url: 'text',
    logo_url: 'nullable',
    email: 'email',
    country_code: 'text',
    phone_number: 'phone',
    arr_estimate: 'number',
    number_of_employees: 'integer',
    is_starred: 'boolean',
    ignore_merge: 'boolean',
    tags: 'tags',
    lists: 'names',
  },
};

const E_MAILS = [
  'E-mail',
  'Email',
  'Email Address',
  'E-mail Address',
  'Emails',
  'E-mail 1 - Value',
  'Work Email',
  'Personal Email',
];
const PHONES = [
  'Phone',
  'Phone Number',
  'Phones',
  'Phone 1 - Value',
  'Mobile',
  'Mobile Phone',
  'Mobile Phone Number',
  'Business Phone',
  'Home Phone',
  'Work Phone',
];
const LOCATIONS = ['Location', 'City', 'Address 1 - City', 'Home City', 'Business City'];
const TAGS = ['Tags', 'Labels', 'Group Membership', 'Categories'];

/**
 * API.md section 9's table of headers: for each field, the headers of the
 * address books' exports that fill it. A header with a number
 * (`E-mail 2 - Value`, `E-mail 3 Address`, `Home Phone 2`) is the numbered
 * form of the spelling it equals without its numbers. Outlook's `Title` is
 * an honorific (Mr., Dr.): no field takes it.
 */
export const HEADERS: Record<ImportResource, [field: string, headers: string[], kind?: FieldKind][]> = {
  contacts: [
    ['first_name', ['First Name', 'Given Name', 'First']],
    ['first_name', ['Middle Name'], 'middle'],
    ['last_name', ['Last Name', 'Family Name', 'Surname', 'Last']],
    ['full_name', ['Name', 'Full Name', 'Display Name']],
    ['emails', E_MAILS],
    ['phone_numbers', PHONES],
    [
      'companies',
      ['Company', 'Companies', 'Company Name', 'Organization', 'Organization Name', 'Organization 1 - Name'],
    ],
    ['job_title', ['Job Title', 'Position', 'Organization Title', 'Organization 1 - Title']],
    ['tags', TAGS],
    ['lists', ['Lists']],
    ['description', ['Description', 'Notes']],
    ['location', LOCATIONS],
    ['birthday', ['Birthday', 'Birth Date']],
    ['image_url', ['Photo', 'Image URL']],
    ['linkedin_slug', ['LinkedIn', 'LinkedIn URL', 'URL']],
  ],
  companies: [
    ['name', ['Name', 'Company', 'Company Name', 'Organization']],
    ['email', E_MAILS],
    ['phone_number', PHONES],
    ['headquarters_location', LOCATIONS],
    ['website_url', ['Website', 'Website URL', 'Web Page', 'Domain', 'Company Domain Name']],
    ['tags', TAGS],
    ['lists', ['Lists']],
    ['description', ['Description', 'Notes']],
  ],
};

/** Read-only fields (an export writes them); an import leaves them, and a map to one stops it. */
const READ_ONLY: Record<ImportResource, string[]> = {
  contacts: ['id', 'created_at', 'updated_at', 'last_team_interaction', 'team_members_connected'],
  companies: [
    'id',
    'created_at',
    'updated_at',
    'last_team_interaction',
    'team_members_connected',
    'contacts',
  ],
};

export const ENTITY_OF: Record<ImportResource, EntityType> = { contacts: 'CONTACT', companies: 'COMPANY' };

/** A header as compared: lower case, without spaces, `_` and `-`. */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** A header as its numbered forms compare: without its numbers. */
const unnumbered = (header: string) => normalizeHeader(header).replace(/\d+/g, '');

/** The custom fields of contacts or companies, with the options of select fields. */
export async function loadCustomFields(
  db: Database,
  workspaceId: string,
  entity: EntityType,
): Promise<CustomFieldDef[]> {
  const fields = await inWorkspace(db, workspaceId)
    .selectFrom('custom_fields')
    .select(['id', 'name', 'field_type'])
    .where('entity_type', '=', entity)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const ids = fields.map((f) => f.id);
  const options = ids.length
    ? await db
        .selectFrom('custom_field_options')
        .select(['id', 'field_id', 'value'])
        .where('field_id', 'in', ids)
        .orderBy('position')
        .execute()
    : [];
  return fields.map((f) => ({
    ...f,
    options: options.filter((o) => o.field_id === f.id).map((o) => ({ id: o.id, value: o.value })),
  }));
}

/** The header or the maps cannot be used: the import does not run. `path` is `/query/map` for a map's fault. */
export class HeaderError extends Error {
  constructor(
    message: string,
    readonly path = '/body',
  ) {
    super(message);
  }
}

/** `--map` options as pairs: `[column, field]`, field `""` to leave the column out. */
export type ColumnMap = readonly (readonly [column: string, field: string])[];

/** The headers each plain field is known by: its own name first, then the table's spellings. */
function plainHeaders(resource: ImportResource) {
  const exact = new Map<string, PlainField>();
  const numbered = new Map<string, PlainField>();
  for (const [field, kind] of Object.entries(FIELDS[resource]))
    exact.set(normalizeHeader(field), { field, kind });
  for (const [field, headers, kind] of HEADERS[resource]) {
    const spec = { field, kind: kind ?? FIELDS[resource][field]! };
    for (const header of headers) {
      if (!exact.has(normalizeHeader(header))) exact.set(normalizeHeader(header), spec);
      if (!numbered.has(unnumbered(header))) numbered.set(unnumbered(header), spec);
    }
  }
  return { exact, numbered };
}

const MAP = '/query/map';

const singular = (resource: ImportResource) => (resource === 'contacts' ? 'contact' : 'company');

/**
 * The target of each column, in order. `map` holds `[column, field]` pairs
 * (a field's own name, a custom field's name, or `""`), which win over the
 * header's own meaning. Then a header is a plain field (by its own name or
 * the table's spellings), a custom field by its name, or the numbered form
 * of a spelling of the table. Refuses (HeaderError) a map of a column the
 * file lacks, to a field that does not exist or is read-only, and a header
 * with no column to write.
 */
export function mapColumns(
  resource: ImportResource,
  headers: string[],
  customFields: CustomFieldDef[],
  map: ColumnMap = [],
): ColumnTarget[] {
  const { exact, numbered } = plainHeaders(resource);
  const custom = new Map(customFields.map((f) => [normalizeHeader(f.name), f]));
  const present = new Set(headers.map(normalizeHeader));
  const lacking = map.filter(([column]) => !present.has(normalizeHeader(column))).map(([column]) => column);
  if (lacking.length)
    throw new HeaderError(
      `--map names columns the file does not have: ${lacking.map((c) => `"${c}"`).join(', ')}`,
      MAP,
    );
  const mapped = new Map<string, ColumnTarget | ((header: string) => ColumnTarget)>();
  for (const [column, wanted] of map) {
    const key = normalizeHeader(column);
    if (wanted === '') {
      mapped.set(key, (header) => ({ type: 'unmapped', header }));
      continue;
    }
    const own = Object.entries(FIELDS[resource]).find(
      ([name]) => normalizeHeader(name) === normalizeHeader(wanted),
    );
    const field = custom.get(normalizeHeader(wanted));
    if (own) {
      const spec = { field: own[0], kind: own[1] };
      mapped.set(key, (header) => ({ type: 'field', header, spec }));
    } else if (field) mapped.set(key, (header) => ({ type: 'custom', header, field }));
    else if (READ_ONLY[resource].some((name) => normalizeHeader(name) === normalizeHeader(wanted)))
      throw new HeaderError(`--map "${column}=${wanted}": ${wanted} is read-only; the server sets it`, MAP);
    else
      throw new HeaderError(
        `--map "${column}=${wanted}": "${wanted}" is neither a ${singular(resource)} field nor a custom field of this workspace`,
        MAP,
      );
  }

  const targets = headers.map((header): ColumnTarget => {
    const key = normalizeHeader(header);
    const byMap = mapped.get(key);
    if (byMap) return typeof byMap === 'function' ? byMap(header) : byMap;
    const spec = exact.get(key);
    if (spec) return { type: 'field', header, spec };
    const field = custom.get(key);
    if (field) return { type: 'custom', header, field };
    const byNumber = /\d/.test(header) ? numbered.get(unnumbered(header)) : undefined;
    if (byNumber) return { type: 'field', header, spec: byNumber };
    return { type: 'ignored', header };
  });

  if (!targets.some((t) => t.type === 'field' || t.type === 'custom')) {
    const shown = headers.map((h) => `"${h}"`).join(', ');
    throw new HeaderError(
      `no column of the header names a ${singular(resource)} field or custom field ` +
        `(the header is ${shown || 'empty'}); name the columns as the fields (first_name, emails, tags, ...), ` +
        'or map them with --map "Column=field"',
    );
  }
  return targets;
}

/** The columns no field takes, in file order, for the summary's `ignored_columns` (not those a map left out). */
export function ignoredColumns(targets: readonly ColumnTarget[]): string[] {
  return targets.filter((t) => t.type === 'ignored' && t.header.trim() !== '').map((t) => t.header);
}

/**
 * Parses `Column=field` options (the last `=` separates, so a column may
 * hold one; `Column=` leaves the column out). Pairs, not an object: a
 * column named `__proto__` is a column like any other.
 */
export function parseMapOptions(values: readonly string[]): ColumnMap {
  return values.map((value) => {
    const at = value.lastIndexOf('=');
    const column = value.slice(0, at).trim();
    const field = value.slice(at + 1).trim();
    if (at < 0 || !column)
      throw new HeaderError(
        `--map must be "Column=field" (or "Column=" to leave a column out), got "${value}"`,
        MAP,
      );
    return [column, field] as const;
  });
}
