import type { Database } from '../../db/connect.js';
import type { EntityType, FieldType } from '../../db/types.js';

/**
 * Which field each column of an imported file fills (API.md section 9):
 * headers are compared ignoring case, spaces, `_` and `-`, with the usual
 * spellings of spreadsheets (`E-mail`, `Phone Number`, `Companies`), and a
 * custom field is found by its name. `--map "Column=field"` names the
 * field of a column whose header says something else.
 */

export type ImportResource = 'contacts' | 'companies';

/** How the cells of a column become a record's value. */
export type FieldKind =
  'text' | 'nullable' | 'boolean' | 'number' | 'integer' | 'date' | 'emails' | 'phones' | 'phone' | 'names';

export interface PlainField {
  /** The record's field the column fills (`emails`, `tags`, `first_name`). */
  field: string;
  kind: FieldKind;
  /** Header spellings besides the field's own name (compared normalised). */
  aliases?: string[];
}

export interface CustomFieldDef {
  id: string;
  name: string;
  field_type: FieldType;
  options: { id: string; value: string }[];
}

/** What a column fills: a plain field, a custom field, or nothing (a read-only field an export writes). */
export type ColumnTarget =
  | { type: 'field'; header: string; spec: PlainField }
  | { type: 'custom'; header: string; field: CustomFieldDef }
  | { type: 'ignored'; header: string };

/** Read-only fields an export writes; an import leaves them (the server manages them). */
const READ_ONLY = ['id', 'created_at', 'updated_at', 'last_team_interaction', 'team_members_connected'];

const CONTACT_FIELDS: PlainField[] = [
  { field: 'first_name', kind: 'text', aliases: ['first', 'given name', 'firstname'] },
  { field: 'last_name', kind: 'text', aliases: ['last', 'surname', 'family name'] },
  { field: 'full_name', kind: 'text', aliases: ['name', 'contact name'] },
  { field: 'job_title', kind: 'text', aliases: ['title', 'job', 'position'] },
  { field: 'description', kind: 'text' },
  { field: 'location', kind: 'text' },
  { field: 'linkedin_slug', kind: 'text', aliases: ['linkedin'] },
  { field: 'x_slug', kind: 'nullable', aliases: ['x', 'twitter'] },
  { field: 'facebook_slug', kind: 'nullable', aliases: ['facebook'] },
  { field: 'instagram_slug', kind: 'nullable', aliases: ['instagram'] },
  { field: 'image_url', kind: 'nullable', aliases: ['image', 'photo'] },
  { field: 'birthday', kind: 'date' },
  { field: 'is_starred', kind: 'boolean', aliases: ['starred'] },
  { field: 'ignore_merge', kind: 'boolean' },
  {
    field: 'emails',
    kind: 'emails',
    aliases: ['email', 'e-mail', 'e-mails', 'email address', 'email addresses', 'e-mail address'],
  },
  {
    field: 'phone_numbers',
    kind: 'phones',
    aliases: ['phone', 'phones', 'phone number', 'telephone', 'mobile'],
  },
  { field: 'companies', kind: 'names', aliases: ['company', 'organization', 'organisation'] },
  { field: 'tags', kind: 'names', aliases: ['tag'] },
  { field: 'lists', kind: 'names', aliases: ['list'] },
];

const COMPANY_FIELDS: PlainField[] = [
  { field: 'name', kind: 'text', aliases: ['company', 'company name'] },
  { field: 'description', kind: 'text' },
  { field: 'headquarters_location', kind: 'text', aliases: ['headquarters', 'location', 'hq'] },
  { field: 'linkedin_slug', kind: 'text', aliases: ['linkedin'] },
  { field: 'x_slug', kind: 'nullable', aliases: ['x', 'twitter'] },
  { field: 'facebook_slug', kind: 'nullable', aliases: ['facebook'] },
  { field: 'instagram_slug', kind: 'nullable', aliases: ['instagram'] },
  { field: 'website_url', kind: 'text', aliases: ['website', 'url', 'web site', 'domain'] },
  { field: 'logo_url', kind: 'nullable', aliases: ['logo'] },
  { field: 'email', kind: 'text', aliases: ['e-mail', 'email address', 'e-mail address'] },
  { field: 'country_code', kind: 'text' },
  { field: 'phone_number', kind: 'phone', aliases: ['phone', 'telephone'] },
  { field: 'arr_estimate', kind: 'number', aliases: ['arr'] },
  { field: 'number_of_employees', kind: 'integer', aliases: ['employees'] },
  { field: 'is_starred', kind: 'boolean', aliases: ['starred'] },
  { field: 'ignore_merge', kind: 'boolean' },
  { field: 'tags', kind: 'names', aliases: ['tag'] },
  { field: 'lists', kind: 'names', aliases: ['list'] },
];

/**
 * A company's `contacts` column (what an export writes) is left alone on
 * import: contacts are linked from the contact side, by a contacts import
 * naming their companies.
 */
const READ_ONLY_BY_RESOURCE: Record<ImportResource, string[]> = {
  contacts: [...READ_ONLY, 'notes'],
  companies: [...READ_ONLY, 'contacts'],
};

export const PLAIN_FIELDS: Record<ImportResource, PlainField[]> = {
  contacts: CONTACT_FIELDS,
  companies: COMPANY_FIELDS,
};

export const ENTITY_OF: Record<ImportResource, EntityType> = { contacts: 'CONTACT', companies: 'COMPANY' };

/** A header as compared: lower case, without spaces, `_` and `-`. */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** The custom fields of contacts or companies, with the options of select fields. */
export async function loadCustomFields(
  db: Database,
  workspaceId: string,
  entity: EntityType,
): Promise<CustomFieldDef[]> {
  const fields = await db
    .selectFrom('custom_fields')
    .select(['id', 'name', 'field_type'])
    .where('workspace_id', '=', workspaceId)
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

/** The header could not be mapped: the import does not run. */
export class HeaderError extends Error {}

/**
 * The target of each column, in order. `map` holds `Column=field` pairs
 * (a field name, or a custom field's name), which win over the header's
 * own meaning. A plain field wins over a custom field of the same
 * normalised name. Refuses a header with no column to write, and two
 * columns filling one single-valued field.
 */
export function mapColumns(
  resource: ImportResource,
  headers: string[],
  customFields: CustomFieldDef[],
  map: Record<string, string> = {},
): ColumnTarget[] {
  const plain = new Map<string, PlainField>();
  for (const spec of PLAIN_FIELDS[resource])
    for (const name of [spec.field, ...(spec.aliases ?? [])]) plain.set(normalizeHeader(name), spec);
  const custom = new Map(customFields.map((f) => [normalizeHeader(f.name), f]));
  const mapped = new Map(Object.entries(map).map(([column, field]) => [normalizeHeader(column), field]));
  const unknownMaps = [...mapped.keys()].filter(
    (column) => !headers.some((h) => normalizeHeader(h) === column),
  );
  if (unknownMaps.length)
    throw new HeaderError(
      `--map names columns the file does not have: ${Object.keys(map)
        .filter((c) => unknownMaps.includes(normalizeHeader(c)))
        .join(', ')}`,
    );

  const targets = headers.map((header): ColumnTarget => {
    const key = normalizeHeader(header);
    const wanted = mapped.get(key);
    if (wanted !== undefined) {
      const target = plain.get(normalizeHeader(wanted));
      if (target) return { type: 'field', header, spec: target };
      const field = custom.get(normalizeHeader(wanted));
      if (field) return { type: 'custom', header, field };
      throw new HeaderError(
        `--map "${header}=${wanted}": "${wanted}" is neither a ${resource === 'contacts' ? 'contact' : 'company'} field nor a custom field of this workspace`,
      );
    }
    const spec = plain.get(key);
    if (spec) return { type: 'field', header, spec };
    const field = custom.get(key);
    if (field) return { type: 'custom', header, field };
    return { type: 'ignored', header };
  });

  const seen = new Map<string, string>();
  for (const target of targets) {
    if (target.type === 'ignored') continue;
    const id = target.type === 'field' ? target.spec.field : target.field.id;
    const multi = target.type === 'field' ? ['emails', 'phones', 'names'].includes(target.spec.kind) : false;
    const first = seen.get(id);
    if (first !== undefined && !multi)
      throw new HeaderError(
        `the columns "${first}" and "${target.header}" both fill ${target.type === 'field' ? target.spec.field : `the custom field "${target.field.name}"`}; keep one, or map one elsewhere with --map`,
      );
    seen.set(id, target.header);
  }
  if (!targets.some((t) => t.type !== 'ignored')) {
    const shown = headers.map((h) => `"${h}"`).join(', ');
    throw new HeaderError(
      `no column of the header names a ${resource === 'contacts' ? 'contact' : 'company'} field or custom field ` +
        `(the header is ${shown || 'empty'}); name the columns as the fields (first_name, emails, tags, ...), ` +
        'or map them with --map "Column=field"',
    );
  }
  return targets;
}

/** The columns of the header that no field takes, for the operator to see. */
export function ignoredColumns(targets: ColumnTarget[]): string[] {
  const readOnly = (header: string) =>
    [...READ_ONLY_BY_RESOURCE.contacts, ...READ_ONLY_BY_RESOURCE.companies]
      .map(normalizeHeader)
      .includes(normalizeHeader(header));
  return targets.filter((t) => t.type === 'ignored' && !readOnly(t.header)).map((t) => t.header);
}

/** Parses `Column=field` options (the last `=` separates, so a column may hold one). */
export function parseMapOptions(values: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const at = value.lastIndexOf('=');
    const column = value.slice(0, at).trim();
    const field = value.slice(at + 1).trim();
    if (at < 0 || !column || !field) throw new HeaderError(`--map must be "Column=field", got "${value}"`);
    out[column] = field;
  }
  return out;
}
