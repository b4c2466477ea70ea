import { validationError } from '../../core/errors.js';
import {
  normalizeCountryCode,
  normalizeEmail,
  normalizePhoneNumber,
  normalizeWebsite,
  type Problems,
} from '../../core/normalize.js';
import { DATE_RULE, isCalendarDate } from '../../core/time.js';
import type { RelationChange } from '../../core/relation-change.js';
import type { CustomFieldValueWrite } from '../custom-fields/custom-fields.values.js';
import {
  type ContactCreate,
  type ContactUpdate,
  type EmailInput,
  NAME_MAX,
  type PhoneInput,
} from './contacts.schema.js';

/**
 * A contact's body, checked and normalised beyond what the JSON schema can
 * say: the name rules, e-mails and phone numbers (company rules, one
 * primary), URLs, dates. Every problem of a request is reported at once, as
 * one 400 validation_error. Nothing here reads the database.
 */

/** Columns a body can set directly. */
export interface ContactColumns {
  first_name?: string;
  last_name?: string;
  job_title?: string;
  description?: string;
  location?: string;
  linkedin_slug?: string;
  x_slug?: string | null;
  facebook_slug?: string | null;
  instagram_slug?: string | null;
  image_url?: string | null;
  birthday?: string | null;
  is_starred?: boolean;
  ignore_merge?: boolean;
}

export interface EmailRow {
  email: string;
  is_primary: boolean;
}

export interface PhoneRow {
  country_code: string;
  phone_number: string;
  is_primary: boolean;
}

/**
 * E-mails or phone numbers as a write changes them: the full set, or rows to
 * add (only those marked primary say so) and what to remove (IDs, or
 * lower-cased addresses for e-mails).
 */
export type OwnedChange<Row> = { set: Row[] } | { add: Row[]; remove: string[] };

export interface ContactInput {
  columns: ContactColumns;
  /** True when the body sent `full_name` (used for the path of a later name error). */
  sentFullName: boolean;
  emails?: OwnedChange<EmailRow>;
  phoneNumbers?: OwnedChange<PhoneRow>;
  companies?: RelationChange;
  tags?: RelationChange;
  lists?: RelationChange;
  customFields?: CustomFieldValueWrite[];
}

/** `full_name` as first and last name: split at the last space, after trimming. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim();
  const match = /^(.*\S)\s+(\S+)$/s.exec(trimmed);
  if (!match) return { first_name: trimmed, last_name: '' };
  return { first_name: match[1], last_name: match[2] };
}

/** The stored full name: first and last joined by one space, trimmed. */
export function joinFullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

function names(body: ContactCreate | ContactUpdate, columns: ContactColumns, problems: Problems): void {
  const { first_name, last_name, full_name } = body;
  if (full_name !== undefined) {
    if (first_name !== undefined || last_name !== undefined) {
      problems.push({
        path: '/body/full_name',
        message:
          'cannot be sent together with first_name or last_name; send either full_name or the two names',
      });
      return;
    }
    const split = splitFullName(full_name);
    if (split.first_name.length > NAME_MAX)
      problems.push({
        path: '/body/full_name',
        message: `gives a first name longer than ${NAME_MAX} characters`,
      });
    if (split.last_name.length > NAME_MAX)
      problems.push({
        path: '/body/full_name',
        message: `gives a last name longer than ${NAME_MAX} characters`,
      });
    Object.assign(columns, split);
    return;
  }
  if (first_name !== undefined) columns.first_name = first_name.trim();
  if (last_name !== undefined) columns.last_name = last_name.trim();
}

/** A nullable text: null, or "" after trimming, is unset. */
const nullableText = (value: string | null): string | null => {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function emails(items: readonly EmailInput[], base: string, problems: Problems): EmailRow[] {
  const rows: EmailRow[] = [];
  const seen = new Map<string, number>();
  let primaries = 0;
  items.forEach((item, i) => {
    const path = typeof item === 'string' ? `${base}/${i}` : `${base}/${i}/email`;
    const raw = typeof item === 'string' ? item : item.email;
    const email = normalizeEmail(raw, path, problems);
    if (email === '') problems.push({ path, message: 'must be a valid e-mail address' });
    else if (seen.has(email))
      problems.push({ path, message: `repeats the address at ${base}/${seen.get(email)}` });
    else seen.set(email, i);
    const isPrimary = typeof item !== 'string' && item.is_primary === true;
    if (isPrimary && ++primaries > 1)
      problems.push({
        path: `${base}/${i}/is_primary`,
        message: 'only one e-mail address can be primary',
      });
    rows.push({ email, is_primary: isPrimary });
  });
  return rows;
}

function phoneNumbers(items: readonly PhoneInput[], base: string, problems: Problems): PhoneRow[] {
  const rows: PhoneRow[] = [];
  const seen = new Map<string, number>();
  let primaries = 0;
  items.forEach((item, i) => {
    const country_code = normalizeCountryCode(item.country_code ?? '', `${base}/${i}/country_code`, problems);
    const numberPath = `${base}/${i}/phone_number`;
    const before = problems.length;
    const phone_number = normalizePhoneNumber(item.phone_number, numberPath, problems);
    if (phone_number === '' && problems.length === before)
      problems.push({ path: numberPath, message: 'must have 4 to 20 digits' });
    const key = `${country_code} ${phone_number}`;
    if (phone_number !== '' && seen.has(key))
      problems.push({
        path: numberPath,
        message: `repeats the number at ${base}/${seen.get(key)}`,
      });
    else seen.set(key, i);
    if (item.is_primary === true && ++primaries > 1)
      problems.push({
        path: `${base}/${i}/is_primary`,
        message: 'only one phone number can be primary',
      });
    rows.push({ country_code, phone_number, is_primary: item.is_primary === true });
  });
  return rows;
}

/** An array is the full set (one primary, the first unless one says so); an object adds and removes. */
function ownedChange<Item, Row extends { is_primary: boolean }>(
  sent: readonly Item[] | { add?: readonly Item[]; remove?: readonly string[] },
  base: string,
  parse: (items: readonly Item[], base: string, problems: Problems) => Row[],
  removal: (value: string, path: string, problems: Problems) => string,
  problems: Problems,
): OwnedChange<Row> {
  if (Array.isArray(sent)) return { set: withOnePrimary(parse(sent, base, problems)) };
  const { add = [], remove = [] } = sent as { add?: readonly Item[]; remove?: readonly string[] };
  return {
    add: parse(add, `${base}/add`, problems),
    remove: remove.map((value, j) => removal(value, `${base}/remove/${j}`, problems)),
  };
}

/** `remove` of e-mails takes an `eml_` ID or an address (compared lower-cased). */
function emailRemoval(value: string, path: string, problems: Problems): string {
  if (value.startsWith('eml_')) return value;
  const email = normalizeEmail(value, path, problems);
  if (email === '') problems.push({ path, message: 'must be an e-mail address or an eml_ ID' });
  return email;
}

/** `remove` of phone numbers takes `phn_` IDs. */
function phoneRemoval(value: string, path: string, problems: Problems): string {
  if (!value.startsWith('phn_')) problems.push({ path, message: 'must be a phone number ID (phn_...)' });
  return value;
}

/** Exactly one primary when there are any: the one marked, else the first. */
function withOnePrimary<T extends { is_primary: boolean }>(rows: T[]): T[] {
  if (rows.length && !rows.some((r) => r.is_primary)) rows[0].is_primary = true;
  return rows;
}

/**
 * Checks and normalises a POST or PUT/PATCH body. On POST, the result has a
 * non-empty name; on update, the caller checks the merged name.
 */
export function parseContactInput(
  body: ContactCreate | ContactUpdate,
  mode: 'create' | 'update',
): ContactInput {
  const problems: Problems = [];
  const columns: ContactColumns = {};
  names(body, columns, problems);

  for (const key of ['job_title', 'description', 'location'] as const) {
    if (body[key] !== undefined) columns[key] = body[key];
  }
  if (body.linkedin_slug !== undefined) columns.linkedin_slug = body.linkedin_slug.trim();
  for (const key of ['x_slug', 'facebook_slug', 'instagram_slug'] as const) {
    const value = body[key];
    if (value !== undefined) columns[key] = nullableText(value);
  }
  if (body.image_url !== undefined) {
    const url = nullableText(body.image_url);
    columns.image_url = url === null ? null : normalizeWebsite(url, '/body/image_url', problems);
  }
  if (body.birthday !== undefined) {
    if (body.birthday !== null && !isCalendarDate(body.birthday))
      problems.push({ path: '/body/birthday', message: DATE_RULE });
    columns.birthday = body.birthday;
  }
  if (body.is_starred !== undefined) columns.is_starred = body.is_starred;
  if (body.ignore_merge !== undefined) columns.ignore_merge = body.ignore_merge;

  const input: ContactInput = { columns, sentFullName: body.full_name !== undefined };
  if (body.emails) input.emails = ownedChange(body.emails, '/body/emails', emails, emailRemoval, problems);
  if (body.phone_numbers)
    input.phoneNumbers = ownedChange(
      body.phone_numbers,
      '/body/phone_numbers',
      phoneNumbers,
      phoneRemoval,
      problems,
    );
  if (body.companies) input.companies = body.companies;
  if (body.tags) input.tags = body.tags;
  if (body.lists) input.lists = body.lists;
  if (body.custom_fields) input.customFields = body.custom_fields;

  if (mode === 'create' && !problems.some((p) => p.path === '/body/full_name')) {
    if (joinFullName(columns.first_name ?? '', columns.last_name ?? '') === '')
      problems.push({ path: '/body', message: 'needs a non-empty first_name, last_name or full_name' });
  }
  if (problems.length) throw validationError(problems);
  return input;
}
