import { createRequire } from 'node:module';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js';
import type { AppError } from '../../core/errors.js';
import { emailKey } from '../../core/normalize.js';
import { isCalendarDate } from '../../core/time.js';
import type { ColumnTarget, CustomFieldDef, FieldKind } from './import.columns.js';

const requireModule = createRequire(import.meta.url);
let phoneLibrary: typeof import('libphonenumber-js') | undefined;
/**
 * The phone library (with its metadata of every region), loaded by the first
 * import that reads a phone number or a default country rather than by every
 * start of the server.
 */
const phones = () =>
  (phoneLibrary ??= requireModule('libphonenumber-js') as typeof import('libphonenumber-js'));

/**
 * One row of an imported file as the body of a POST (API.md section 9):
 * plain fields as the API takes them, multi-valued cells split, phones in
 * international form split into country code and national number (or read
 * in the default country), dates in the forms address books write them,
 * custom-field values by option value or user e-mail. Tags, companies and
 * lists are named, not yet IDs: the write resolves (and creates) them. An
 * empty cell sets nothing, so that an update leaves the field as it is.
 */

/** A row that cannot be written: the reason, as the summary and the errors file give it. */
export class RowError extends Error {}

export interface RowDraft {
  /** The POST body without `tags`, `companies` and `lists`. */
  body: Record<string, unknown>;
  /** Related records by name, as the row names them (trimmed, each once ignoring case). */
  names: { tags: string[]; companies: string[]; lists: string[] };
  /** The header of the column behind each body field, and behind each custom_fields entry. */
  columns: Map<string, string>;
  customColumns: string[];
  /** Values left out of the row, which is still written (a yearless birthday). */
  warnings: string[];
}

export interface DraftOptions {
  /** The workspace's user e-mails (lower case, NFC) to their IDs: what a USER field's cell names. */
  users: ReadonlyMap<string, string>;
  /** The region a phone without `+` is read in (`US`); without one it keeps its digits alone. */
  defaultCountry?: CountryCode;
}

/** A cell as a message shows it: quoted, and cut when long. */
export const shown = (cell: string) => `"${cell.length > 80 ? `${cell.slice(0, 77)}...` : cell}"`;

/** Google Contacts joins the values of one cell with ` ::: `. */
const GOOGLE = /\s+:::\s+/;

/** The values of an e-mail or phone cell: split at `;`, `,` and ` ::: `, trimmed, empty ones dropped. */
export const splitValues = (cell: string) =>
  cell
    .split(GOOGLE)
    .flatMap((part) => part.split(/[;,]/))
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** The names of a tag, company or list cell: split at `;` and ` ::: ` only (`Globex, Inc.` is one company). */
export const splitNames = (cell: string) =>
  cell
    .split(GOOGLE)
    .flatMap((part) => part.split(';'))
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** Each value once, compared by `key` (the first spelling is kept). */
function distinct(values: string[], key: (v: string) => string = (v) => v.toLowerCase()): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = key(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * A phone as the API stores it. The international form (`+44 20 7946
 * 0123`) gives its country code and national number, read by
 * libphonenumber-js; the form an export writes (`+<code> <number>`) is
 * taken as it is when the library does not know the number. Any other
 * phone is read in `defaultCountry` when one is given, and keeps its
 * digits with no country code when not, or when it is not a valid number
 * of that region (with a warning: a French `01 42 14 20 00` read in `US`
 * is no `+1 0142142000`). An extension the library finds (`x123`,
 * `ext. 123`, a `tel:` URI's `;ext=123`) is left out, with a warning
 * (API.md section 9).
 */
export function parsePhone(
  text: string,
  defaultCountry?: CountryCode,
): { country_code?: string; phone_number: string; warning?: string } {
  const value = text.trim();
  const extension = (parsed: PhoneNumber) =>
    parsed.ext ? { warning: `the extension ${parsed.ext} of ${shown(value)} is left out` } : {};
  if (value.startsWith('+')) {
    const parsed = phones().parsePhoneNumberFromString(value);
    if (parsed)
      return {
        country_code: `+${parsed.countryCallingCode}`,
        phone_number: parsed.nationalNumber,
        ...extension(parsed),
      };
    const written = /^\+(\d{1,4})[\s.-]+(\S.*)$/.exec(value);
    if (written) return { country_code: `+${written[1]}`, phone_number: written[2] };
  } else if (defaultCountry) {
    const parsed = phones().parsePhoneNumberFromString(value, defaultCountry);
    if (parsed?.isValid())
      return {
        country_code: `+${parsed.countryCallingCode}`,
        phone_number: parsed.nationalNumber,
        ...extension(parsed),
      };
    if (parsed?.ext) {
      const { ext } = parsed;
      return {
        phone_number: value.slice(0, value.lastIndexOf(ext)).replace(/[^\d]+$/, ''),
        warning:
          `${shown(value)} is not a valid number of ${defaultCountry}; kept without a country code, ` +
          `and its extension ${ext} left out`,
      };
    }
    return {
      phone_number: value,
      warning: `${shown(value)} is not a valid number of ${defaultCountry}; kept without a country code`,
    };
  }
  return { phone_number: value };
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function booleanOf(cell: string, header: string): boolean {
  const value = cell.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new RowError(`${header}: ${shown(cell)} must be true or false`);
}

/** What a date cell holds: a date, nothing (`0/0/00`), or a day without a year (left out with a warning). */
type DateCell = { date: string } | { none: true } | { yearless: true };

/**
 * A date as address books write it: `YYYY-MM-DD`; an ISO date and time
 * (its date as written, no conversion); Outlook's `M/D/YYYY`, whose
 * `0/0/00` is no date; vCard's `19061209`; Google's and vCard's yearless
 * `--MM-DD` and `--1209`. Anything else, and a date the calendar lacks
 * (30 February, month 13) or outside the years 0001 to 9999, fails its row.
 */
export function parseDate(cell: string, header: string): DateCell {
  const value = cell.trim();
  if (/^0{1,2}\/0{1,2}\/0{2,4}$/.test(value)) return { none: true };
  if (/^--\d{2}-?\d{2}$/.test(value)) return { yearless: true };
  let date: string | undefined;
  const iso =
    /^(\d{4}-\d{2}-\d{2})(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(
      value,
    );
  const basic = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  const outlook = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (iso) date = iso[1];
  else if (basic) date = `${basic[1]}-${basic[2]}-${basic[3]}`;
  else if (outlook) date = `${outlook[3]}-${outlook[1].padStart(2, '0')}-${outlook[2].padStart(2, '0')}`;
  else
    throw new RowError(
      `${header}: ${shown(cell)} is not a date; write YYYY-MM-DD, an ISO date and time, or M/D/YYYY`,
    );
  if (!isCalendarDate(date))
    throw new RowError(`${header}: ${shown(cell)} is not a real calendar date in the years 0001 to 9999`);
  return { date };
}

function numberOf(kind: 'number' | 'integer', cell: string, header: string): number {
  const value = cell.trim();
  if (!NUMBER.test(value) || (kind === 'integer' && !/^\+?\d+$/.test(value)))
    throw new RowError(
      `${header}: ${shown(cell)} must be ${kind === 'integer' ? 'a whole number' : 'a number'}`,
    );
  return Number(value);
}

/** A LinkedIn profile's slug: from a `linkedin.com/in/<slug>` address; a bare slug as it is; any other address: undefined. */
export function linkedinSlug(cell: string): string | undefined {
  const value = cell.trim();
  const profile = /^(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#].*)?$/i.exec(value);
  if (profile) {
    try {
      return decodeURIComponent(profile[1]);
    } catch {
      return profile[1];
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes('/') || /^www\./i.test(value)) return undefined;
  return value;
}

/** Google's system labels: not tags; `* starred` stars the contact. */
const MY_CONTACTS = '* mycontacts';
const STARRED = '* starred';

function optionId(field: CustomFieldDef, value: string, header: string): string {
  const option =
    field.options.find((o) => o.value === value) ??
    field.options.find((o) => o.value.toLowerCase() === value.toLowerCase());
  if (!option)
    throw new RowError(
      `${header}: "${value}" is not an option of the field "${field.name}" (${field.options.map((o) => o.value).join(', ')})`,
    );
  return option.id;
}

/** A custom field's value in its write form (API.md section 5); undefined: left out (a warning says why). */
function customValue(
  field: CustomFieldDef,
  cell: string,
  header: string,
  users: ReadonlyMap<string, string>,
  warnings: string[],
): unknown {
  const value = cell.trim();
  switch (field.field_type) {
    case 'SINGLE_LINE_TEXT':
      return cell;
    case 'SINGLE_SELECT':
      return optionId(field, value, header);
    case 'MULTI_SELECT':
      return distinct(splitNames(cell)).map((v) => optionId(field, v, header));
    case 'DATE': {
      const date = parseDate(cell, header);
      if ('date' in date) return date.date;
      if ('yearless' in date) warnings.push(`${header}: ${shown(cell)} has no year; left out`);
      return undefined;
    }
    case 'NUMERIC':
      return numberOf('number', cell, header);
    case 'BOOLEAN':
      return booleanOf(cell, header);
    case 'USER': {
      const id = users.get(emailKey(value));
      if (!id) throw new RowError(`${header}: ${shown(value)} is not the e-mail of a user of this workspace`);
      return id;
    }
  }
}

/** True when no cell of the row holds anything but spaces: the row is skipped. */
export const isEmptyRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * The row's draft. Throws RowError for a cell the field cannot take. A
 * single-valued field filled by several columns (Outlook's `Home City` and
 * `Business City`) takes the first that has a value; e-mails, phones and
 * names gather every column's, the first one primary.
 */
export function draftOf(
  targets: readonly ColumnTarget[],
  cells: readonly string[],
  options: DraftOptions,
): RowDraft {
  const body: Record<string, unknown> = {};
  const names: RowDraft['names'] = { tags: [], companies: [], lists: [] };
  const columns = new Map<string, string>();
  const custom: { id: string; value: unknown }[] = [];
  const customColumns: string[] = [];
  const warnings: string[] = [];
  let fullName: string | undefined;
  let middle: string | undefined;
  let starred = false;
  const setOnce = (field: string, value: unknown, header: string) => {
    if (body[field] !== undefined) return;
    body[field] = value;
    columns.set(field, header);
  };
  const addNames = (kind: keyof RowDraft['names'], values: string[], header: string) => {
    const list = names[kind];
    list.push(...distinct(values).filter((v) => !list.some((n) => n.toLowerCase() === v.toLowerCase())));
    if (!columns.has(kind)) columns.set(kind, header);
  };
  targets.forEach((target, i) => {
    const cell = cells[i] ?? '';
    if (target.type === 'ignored' || target.type === 'unmapped' || cell.trim() === '') return;
    const { header } = target;
    if (target.type === 'custom') {
      if (custom.some((c) => c.id === target.field.id)) return;
      const value = customValue(target.field, cell, header, options.users, warnings);
      if (value === undefined) return;
      custom.push({ id: target.field.id, value });
      customColumns.push(header);
      return;
    }
    const { field, kind } = target.spec as { field: string; kind: FieldKind };
    switch (kind) {
      case 'text':
      case 'nullable':
        return setOnce(field, cell, header);
      case 'full_name':
        fullName ??= cell;
        if (!columns.has('full_name')) columns.set('full_name', header);
        return;
      case 'middle':
        middle ??= cell.trim();
        return;
      case 'boolean':
        return setOnce(field, booleanOf(cell, header), header);
      case 'number':
      case 'integer':
        return setOnce(field, numberOf(kind, cell, header), header);
      case 'date': {
        const date = parseDate(cell, header);
        if ('date' in date) setOnce(field, date.date, header);
        else if ('yearless' in date && body[field] === undefined)
          warnings.push(`${header}: ${shown(cell)} has no year; left out`);
        return;
      }
      case 'emails': {
        const values = splitValues(cell);
        body[field] = distinct([...((body[field] as string[]) ?? []), ...values], emailKey);
        if (!columns.has(field)) columns.set(field, header);
        return;
      }
      case 'email':
        return setOnce(field, splitValues(cell)[0] ?? '', header);
      case 'phones': {
        const phones = distinct(splitValues(cell), (v) => v.replace(/\D/g, '')).map((v) => {
          const { warning, ...phone } = parsePhone(v, options.defaultCountry);
          if (warning) warnings.push(`${header}: ${warning}`);
          return phone;
        });
        body[field] = [...((body[field] as unknown[]) ?? []), ...phones];
        if (!columns.has(field)) columns.set(field, header);
        return;
      }
      case 'phone': {
        if (body.phone_number !== undefined) return;
        const phone = parsePhone(splitValues(cell)[0] ?? '', options.defaultCountry);
        if (phone.warning) warnings.push(`${header}: ${phone.warning}`);
        setOnce('phone_number', phone.phone_number, header);
        if (phone.country_code) setOnce('country_code', phone.country_code, header);
        return;
      }
      case 'names':
        return addNames(field as keyof RowDraft['names'], splitNames(cell), header);
      case 'tags': {
        const tags: string[] = [];
        for (const name of splitNames(cell)) {
          const lower = name.toLowerCase();
          if (lower === STARRED) starred = true;
          else if (lower === MY_CONTACTS) continue;
          else if (name.startsWith('* ')) tags.push(name.slice(2).trim());
          else tags.push(name);
        }
        return addNames(
          'tags',
          tags.filter((t) => t !== ''),
          header,
        );
      }
      case 'linkedin': {
        if (body[field] !== undefined) return;
        const slug = linkedinSlug(cell);
        if (slug === undefined)
          warnings.push(`${header}: ${shown(cell.trim())} is not a LinkedIn profile address; left out`);
        else setOnce(field, slug, header);
        return;
      }
      case 'photo': {
        if (body[field] !== undefined) return;
        if (/^https?:\/\/\S+$/i.test(cell.trim())) setOnce(field, cell.trim(), header);
        else warnings.push(`${header}: the photo is not a URL (http or https); left out`);
        return;
      }
    }
  });
  if (middle) {
    const first = typeof body.first_name === 'string' ? body.first_name.trim() : '';
    body.first_name = first ? `${first} ${middle}` : middle;
    if (!columns.has('first_name')) columns.set('first_name', 'Middle Name');
  }
  // A full name is used only when no first or last name column has a value.
  if (fullName !== undefined && body.first_name === undefined && body.last_name === undefined)
    body.full_name = fullName;
  if (starred && body.is_starred === undefined) body.is_starred = true;
  // A company's own country_code column wins over the one read from its phone.
  const ownCode = targets.findIndex(
    (t, i) => t.type === 'field' && t.spec.field === 'country_code' && (cells[i] ?? '').trim() !== '',
  );
  if (ownCode >= 0) body.country_code = cells[ownCode];
  if (custom.length) body.custom_fields = custom;
  return { body, names, columns, customColumns, warnings };
}

/**
 * An error of the write, as one line about the row: each problem with the
 * column it came from (`Email: must be a valid e-mail address`).
 */
export function rowMessage(error: AppError, draft: RowDraft | null): string {
  // An error about the request rather than the body (an ambiguous match) says it whole.
  if (!error.details.length || !draft || error.details.some((d) => !d.path.startsWith('/body'))) {
    const ids = error.details.map((d) => d.existing_id).filter((id) => typeof id === 'string');
    return error.message.replace(/\.$/, '') + (ids.length ? ` (${ids.join(', ')})` : '');
  }
  const parts = error.details.map((detail) => {
    const [, field, index] = /^\/body(?:\/([^/]+))?(?:\/(\d+))?/.exec(detail.path) ?? [];
    let column: string | undefined;
    if (field === 'custom_fields' && index !== undefined) column = draft.customColumns[Number(index)];
    else if (field) column = draft.columns.get(field) ?? field;
    return column ? `${column}: ${detail.message}` : detail.message;
  });
  return [...new Set(parts)].join('; ');
}

/** The `--default-country` / `default_country` option: an ISO 3166 region code the phone library knows. */
export function defaultCountryOf(value: string | undefined): CountryCode | undefined {
  if (value === undefined) return undefined;
  const code = value.trim().toUpperCase();
  if (!phones().isSupportedCountry(code))
    throw new RowError(`"${value}" is not a region code such as US, GB or FR (ISO 3166-1 alpha-2)`);
  return code;
}
