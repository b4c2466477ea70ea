import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppError } from '../../core/errors.js';
import type { ColumnTarget, CustomFieldDef, FieldKind } from './import.columns.js';

/**
 * One row of an imported file as the body of a POST (API.md section 9):
 * plain fields as the API takes them, multi-valued cells split at `;` or
 * `,`, phones in international form split into country code and national
 * number, custom-field values by option value or user e-mail. Tags,
 * companies and lists are named, not yet IDs: the write resolves (and
 * creates) them. An empty cell sets nothing, so that an update leaves the
 * field as it is.
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
}

/** The values of a multi-valued cell: split at `;` or `,`, trimmed, empty ones dropped. */
export const splitValues = (cell: string) =>
  cell
    .split(/[;,]/)
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
 * taken as it is when the library does not know the number. Anything else
 * keeps its digits with no country code.
 */
export function parsePhone(text: string): { country_code?: string; phone_number: string } {
  const value = text.trim();
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    if (parsed) return { country_code: `+${parsed.countryCallingCode}`, phone_number: parsed.nationalNumber };
    const written = /^\+(\d{1,4})[\s.-]+(\S.*)$/.exec(value);
    if (written) return { country_code: `+${written[1]}`, phone_number: written[2] };
  }
  return { phone_number: value };
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function booleanOf(cell: string, header: string): boolean {
  const value = cell.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new RowError(`${header}: "${cell}" must be true or false`);
}

function plainValue(kind: FieldKind, cell: string, header: string): unknown {
  switch (kind) {
    case 'text':
    case 'nullable':
      return cell;
    case 'boolean':
      return booleanOf(cell, header);
    case 'number':
    case 'integer': {
      const value = cell.trim();
      if (!NUMBER.test(value) || (kind === 'integer' && !/^\+?\d+$/.test(value)))
        throw new RowError(
          `${header}: "${cell}" must be ${kind === 'integer' ? 'a whole number' : 'a number'}`,
        );
      return Number(value);
    }
    case 'date': {
      const value = cell.trim();
      if (!DATE.test(value)) throw new RowError(`${header}: "${cell}" must be a date written YYYY-MM-DD`);
      return value;
    }
    case 'emails':
      return distinct(splitValues(cell));
    case 'phones':
      return distinct(splitValues(cell), (v) => v.replace(/\D/g, '')).map(parsePhone);
    case 'phone':
      return parsePhone(cell);
    case 'names':
      return distinct(splitValues(cell));
  }
}

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

/** A custom field's value in its write form (API.md section 5). */
function customValue(
  field: CustomFieldDef,
  cell: string,
  header: string,
  users: ReadonlyMap<string, string>,
): unknown {
  const value = cell.trim();
  switch (field.field_type) {
    case 'SINGLE_LINE_TEXT':
      return cell;
    case 'SINGLE_SELECT':
      return optionId(field, value, header);
    case 'MULTI_SELECT':
      return distinct(splitValues(cell)).map((v) => optionId(field, v, header));
    case 'DATE':
      return plainValue('date', cell, header);
    case 'NUMERIC':
      return plainValue('number', cell, header);
    case 'BOOLEAN':
      return booleanOf(cell, header);
    case 'USER': {
      const id = users.get(value.toLowerCase());
      if (!id) throw new RowError(`${header}: "${value}" is not the e-mail of a user of this workspace`);
      return id;
    }
  }
}

/** True when no cell of the row holds anything but spaces: the row is skipped. */
export const isEmptyRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * The row's draft. `users` maps the workspace's user e-mails (lower case)
 * to their IDs. Throws RowError for a cell the field cannot take.
 */
export function draftOf(
  targets: readonly ColumnTarget[],
  cells: readonly string[],
  users: ReadonlyMap<string, string>,
): RowDraft {
  const body: Record<string, unknown> = {};
  const names: RowDraft['names'] = { tags: [], companies: [], lists: [] };
  const columns = new Map<string, string>();
  const custom: { id: string; value: unknown }[] = [];
  const customColumns: string[] = [];
  targets.forEach((target, i) => {
    const cell = cells[i] ?? '';
    if (target.type === 'ignored' || cell.trim() === '') return;
    if (target.type === 'custom') {
      custom.push({ id: target.field.id, value: customValue(target.field, cell, target.header, users) });
      customColumns.push(target.header);
      return;
    }
    const { field, kind } = target.spec;
    const value = plainValue(kind, cell, target.header);
    if (kind === 'names') {
      const list = names[field as keyof RowDraft['names']];
      list.push(...(value as string[]).filter((v) => !list.some((n) => n.toLowerCase() === v.toLowerCase())));
    } else if (kind === 'emails' || kind === 'phones') {
      body[field] = [...((body[field] as unknown[]) ?? []), ...(value as unknown[])];
    } else if (kind === 'phone') {
      const phone = value as { country_code?: string; phone_number: string };
      body.phone_number = phone.phone_number;
      if (phone.country_code && body.country_code === undefined) body.country_code = phone.country_code;
    } else body[field] = value;
    columns.set(field, target.header);
    if (kind === 'phone') columns.set('country_code', columns.get('country_code') ?? target.header);
  });
  // A company's own country_code column wins over the one read from its phone.
  const ownCode = targets.findIndex(
    (t) => t.type === 'field' && t.spec.field === 'country_code' && (cells[targets.indexOf(t)] ?? '').trim(),
  );
  if (ownCode >= 0) body.country_code = cells[ownCode];
  // The two names, when a file has them, say more than a full name beside them.
  if (body.full_name !== undefined && (body.first_name !== undefined || body.last_name !== undefined))
    delete body.full_name;
  if (custom.length) body.custom_fields = custom;
  return { body, names, columns, customColumns };
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
