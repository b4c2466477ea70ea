import { type TSchema, Type } from '@sinclair/typebox';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ParamValue } from '../db/prepared.js';
import { matchesSearch, type SearchedTable, searchQueryText } from '../db/search.js';
import type { DB } from '../db/types.js';
import { ownedBy } from '../db/workspace.js';
import { AppError, type ErrorDetail, validationError } from './errors.js';
import type { IdPrefix } from './ids.js';
import type { Relation } from './links.js';
import { hostOf, normalizeEmail } from './normalize.js';
import { searchWords } from './search-text.js';
import { instantIso, TIMESTAMP_RULE } from './time.js';

/**
 * Filters of collection reads (API.md section 6). A resource declares its
 * filters once, by kind; each kind gives the query parameter's schema (so
 * validation and the OpenAPI document come from it), how a validated value
 * becomes bound values, and the indexed condition it adds to the page and
 * to its count. Filters combine with AND; list kinds take comma-separated
 * values meaning any of them.
 */

/** Items at most in one comma-separated filter value. */
export const MAX_FILTER_ITEMS = 100;

type Value = ParamValue | readonly ParamValue[];

/** Everything a condition may refer to: the rows' table and the bound values. */
export interface ConditionContext<V extends Value = Value> {
  db: Kysely<DB>;
  table: string;
  /** Parameter slots (or values) of the workspace ID and of this filter's value (what its `parse` gave). */
  workspaceId: string;
  value: V;
}

/** A kind of filter, whose `parse` gives the value `V` its condition binds (a list for the comma-separated kinds). */
export interface FilterKind<V extends Value = Value> {
  schema: TSchema;
  /** The validated query value as bound values; a value of the wrong form throws (400). */
  parse(raw: string, path: string, db: Kysely<DB>): V;
  where(ctx: ConditionContext<V>): Expression<SqlBool>;
}

/** One filter of one collection; its JSON form names it in the shapes of prepared queries. */
export interface Filter extends FilterKind {
  key: string;
  name: string;
  toJSON(): string;
}

/** A filter as a read applies it: which one, and its bound values. */
export interface Condition {
  filter: Filter;
  value: Value;
}

export interface FilterSet {
  table: string;
  filters: Record<string, Filter>;
}

/** The filters of a collection, with those every collection takes (`ids`, created/updated bounds). */
export function defineFilters(table: string, prefix: IdPrefix, kinds: Record<string, FilterKind>): FilterSet {
  const all: Record<string, FilterKind> = {
    ids: idList(prefix, `Records with these IDs (up to ${MAX_FILTER_ITEMS}, comma-separated)`),
    created_after: timeBound('created_at', '>', 'Created strictly after this instant'),
    created_before: timeBound('created_at', '<', 'Created strictly before this instant'),
    updated_after: timeBound('updated_at', '>', 'Updated strictly after this instant'),
    updated_before: timeBound('updated_at', '<', 'Updated strictly before this instant'),
    ...kinds,
  };
  const filters: Record<string, Filter> = {};
  for (const [name, kind] of Object.entries(all)) {
    const key = `${table}.${name}`;
    filters[name] = { ...kind, key, name, toJSON: () => key };
  }
  return { table, filters };
}

/** The query-string schema properties of a filter set. */
export function filterParams(set: FilterSet): Record<string, TSchema> {
  return Object.fromEntries(Object.entries(set.filters).map(([name, f]) => [name, Type.Optional(f.schema)]));
}

/** The conditions of a validated query string, in a fixed order (so that equal reads share a plan). */
export function parseFilters(set: FilterSet | undefined, query: Record<string, unknown>, db: Kysely<DB>) {
  const conditions: Condition[] = [];
  if (!set) return conditions;
  const problems: ErrorDetail[] = [];
  for (const name of Object.keys(set.filters).sort()) {
    const raw = query[name];
    if (raw === undefined) continue;
    const filter = set.filters[name];
    try {
      conditions.push({ filter, value: filter.parse(String(raw), `/query/${name}`, db) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      problems.push(...err.details);
    }
  }
  if (problems.length) throw validationError(problems);
  return conditions;
}

// --- kinds --------------------------------------------------------------------------

/** A comma-separated list of items matching `item` (a regular expression source), at most MAX_FILTER_ITEMS. */
function listSchema(item: string, description: string, message: string): TSchema {
  return Type.String({
    pattern: `^\\s*${item}\\s*(,\\s*${item}\\s*){0,${MAX_FILTER_ITEMS - 1}}$`,
    description,
    'x-message': message,
  });
}

const items = (raw: string) => raw.split(',').map((s) => s.trim());

/** The form of an ID of a resource: its prefix, then 26 letters or digits. */
const idPattern = (prefix: IdPrefix) => `${prefix}_[0-9A-Za-z]{26}`;

/** Comma-separated IDs with the given prefix: any of them. */
function idValues(prefix: IdPrefix, description: string) {
  return {
    schema: listSchema(
      idPattern(prefix),
      description,
      `must be one or more ${prefix}_ IDs (up to ${MAX_FILTER_ITEMS}), comma-separated`,
    ),
    parse: (raw: string) => [...new Set(items(raw))],
  };
}

/** `id` is one of the IDs. */
function idList(prefix: IdPrefix, description: string): FilterKind<string[]> {
  return { ...idValues(prefix, description), where: ({ value }) => inList('id', value) };
}

function inList(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})`;
}

/** A timestamp column strictly after or before the instant. */
export function timeBound(column: string, cmp: '>' | '<', description: string): FilterKind<string> {
  return {
    schema: Type.String({ format: 'date-time', description: `${description} (ISO 8601)` }),
    parse: (raw, path) => {
      const ms = Date.parse(raw);
      // Both stores keep the years 0001 to 9999 only: a bound outside them is refused, not compared.
      if (instantIso(ms) === null) throw validationError([{ path, message: TIMESTAMP_RULE }]);
      // Stored instants have milliseconds and parsing drops finer digits: a record at
      // .123 is earlier than a bound of .1235, so such a `before` bound becomes .124.
      const finer = /\.\d{3}(\d+)/.exec(raw)?.[1] ?? '';
      return new Date(cmp === '<' && /[1-9]/.test(finer) ? ms + 1 : ms).toISOString();
    },
    where: ({ value }) => sql<SqlBool>`${sql.ref(column)} ${sql.raw(cmp)} ${value}`,
  };
}

/** A column holding one of the given values (comma-separated: any of them). */
export function oneOf(column: string, values: readonly string[], description: string): FilterKind<string[]> {
  const item = `(${values.join('|')})`;
  return {
    schema: listSchema(item, description, `must be one or more of ${values.join(', ')}, comma-separated`),
    parse: (raw) => [...new Set(items(raw))],
    where: ({ value }) => inList(column, value),
  };
}

/** A column naming a record of another resource (a task's assignee): any of the IDs. */
export function referenceTo(column: string, prefix: IdPrefix, description: string): FilterKind<string[]> {
  return { ...idValues(prefix, description), where: ({ value }) => inList(column, value) };
}

/** `true` or `false`. */
function booleanSchema(description: string) {
  return Type.String({ enum: ['true', 'false'], description, 'x-message': 'must be true or false' });
}

/** A boolean column. */
export function flag(column: string, description: string): FilterKind<boolean> {
  return {
    schema: booleanSchema(description),
    parse: (raw) => raw === 'true',
    where: ({ value }) => sql<SqlBool>`${sql.ref(column)} = ${value}`,
  };
}

/**
 * Whether a nullable column has a value (a task's `completed`), written as
 * the `(column is null)` of its ordering indexes so that they serve it.
 */
export function isSet(column: string, description: string): FilterKind<boolean> {
  return {
    schema: booleanSchema(description),
    parse: (raw) => raw !== 'true',
    where: ({ value }) => sql<SqlBool>`(${sql.ref(column)} is null) = ${value}`,
  };
}

/**
 * Records linked, through `relation` seen from them, to any of the IDs
 * (`tag=tag_a,tag_b`: tagged with either). Each link table has an index
 * from either side.
 */
export function linkedTo(relation: Relation, prefix: IdPrefix, description: string): FilterKind<string[]> {
  return {
    ...idValues(prefix, description),
    where: ({ value }) =>
      sql<SqlBool>`${sql.ref('id')} in (select ${sql.ref(relation.owner)} from ${sql.table(relation.link)}
        where ${sql.ref(relation.other)} in (${sql.join(value)}))`,
  };
}

/** Comma-separated e-mail addresses, compared lower-cased. */
function emailValues(description: string) {
  return {
    schema: Type.String({ minLength: 1, maxLength: 10_000, description }),
    parse: (raw: string, path: string) => {
      const problems: ErrorDetail[] = [];
      const list = items(raw).map((e) => normalizeEmail(e, path, problems));
      if (list.some((e) => e === '')) problems.push({ path, message: 'must not have an empty item' });
      tooMany(list, path, problems);
      if (problems.length) throw validationError(problems.slice(0, 1));
      return [...new Set(list)];
    },
  };
}

function tooMany(list: unknown[], path: string, problems: ErrorDetail[]) {
  if (list.length > MAX_FILTER_ITEMS)
    problems.push({ path, message: `must have at most ${MAX_FILTER_ITEMS} comma-separated items` });
}

/** A contact having any of the e-mail addresses. */
export function contactEmail(description: string): FilterKind<string[]> {
  return {
    ...emailValues(description),
    where: ({ workspaceId, value }) =>
      sql<SqlBool>`${sql.ref('id')} in (select contact_id from contact_emails
        where ${ownedBy('contact_emails', workspaceId)} and email in (${sql.join(value)}))`,
  };
}

/** A record whose own e-mail column is any of the addresses. */
export function ownEmail(column: string, description: string): FilterKind<string[]> {
  return { ...emailValues(description), where: ({ value }) => inList(column, value) };
}

/**
 * A contact with a phone number whose digits, or its country code's digits
 * followed by them, are any value's digits. Both forms are indexed
 * (migration 0004 indexes the expression as written here).
 */
export function contactPhone(description: string): FilterKind<string[]> {
  return {
    schema: Type.String({ minLength: 1, maxLength: 10_000, description }),
    parse: (raw, path) => {
      const list = items(raw).map((p) => p.replace(/\D/g, ''));
      const problems: ErrorDetail[] = [];
      if (list.some((d) => d.length < 4 || d.length > 24))
        problems.push({ path, message: 'each phone number must have 4 to 24 digits' });
      tooMany(list, path, problems);
      if (problems.length) throw validationError(problems.slice(0, 1));
      return [...new Set(list)];
    },
    where: ({ workspaceId, value }) =>
      sql<SqlBool>`${sql.ref('id')} in (select contact_id from contact_phone_numbers
        where ${ownedBy('contact_phone_numbers', workspaceId)} and phone_number in (${sql.join(value)})
        union select contact_id from contact_phone_numbers
        where ${ownedBy('contact_phone_numbers', workspaceId)} and (replace(country_code, '+', '') || phone_number) in (${sql.join(value)}))`,
  };
}

/** A company whose website host is any of the values' hosts. */
export function domain(description: string): FilterKind<string[]> {
  return {
    schema: Type.String({ minLength: 1, maxLength: 10_000, description }),
    parse: (raw, path) => {
      const list = items(raw).map(hostOf);
      const problems: ErrorDetail[] = [];
      if (list.some((h) => h === ''))
        problems.push({ path, message: 'each value must be a domain such as acme.com' });
      tooMany(list, path, problems);
      if (problems.length) throw validationError(problems.slice(0, 1));
      return [...new Set(list)];
    },
    where: ({ value }) => inList('domain', value),
  };
}

/** The whole name, ignoring case: its case-folded sort key (as stored by every write). */
export function wholeName(description: string): FilterKind<string> {
  return {
    schema: Type.String({ minLength: 1, maxLength: 255, description }),
    parse: (raw) => raw.toLowerCase(),
    where: ({ value }) => sql<SqlBool>`${sql.ref('sort_name')} = ${value}`,
  };
}

/** `q`: every word must start a word of the record's search text (core/search.ts). */
export function search(table: SearchedTable, description: string): FilterKind<string> {
  return {
    schema: Type.String({ minLength: 1, maxLength: 200, description }),
    parse: (raw, path, db) => {
      const words = [...new Set(searchWords(raw))];
      if (!words.length) throw validationError([{ path, message: 'must contain a letter or a digit' }]);
      return searchQueryText(db, words);
    },
    where: ({ db, value }) => matchesSearch(db, table, 'id', value),
  };
}
