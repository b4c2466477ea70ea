import { type Compilable, type Kysely, sql, type Transaction } from 'kysely';
import type { DynamicDb } from '../db/dynamic.js';
import { preparedQuery } from '../db/prepared.js';
import type { DB, RecordTable } from '../db/types.js';
import { type ErrorDetail, unknownReference } from './errors.js';
import { slices, uniqueIds } from './id-lists.js';

/**
 * The records a write names (linked IDs, an assignee, a field): checked to
 * exist in the write's workspace, and be of the right kind, before anything
 * is written; one 422 names every one that does not.
 */
type Db = Kysely<DB> | Transaction<DB>;

export interface ReferenceCheck {
  /** Table the IDs must be found in, within the workspace. */
  table: RecordTable;
  ids: readonly string[];
  /** JSON pointer of the array (`/body/tags`); each bad ID is reported as `/body/tags/<index>`. */
  path: string;
  /** Extra condition, e.g. a list's type. */
  where?: { column: string; value: string };
  /** What the ID must be, for the message: "a tag", "a CONTACT list". */
  what: string;
  /** Pointer suffix after the index, e.g. `/id` for `{id}` objects. */
  suffix?: (index: number) => string;
  /** Columns of the found rows the caller wants back (a write building its answer from them). */
  columns?: readonly string[];
}

/** The rows found, by table and ID, with the columns the checks asked for. */
export type ReferencedRows = Map<string, Map<string, Record<string, unknown>>>;

/**
 * Which of `ids` are rows of the table (and have `column` = `value`), with
 * their workspace, compared by the caller (see core/records.ts
 * `recordsByIds`: the primary key must serve the read, statistics or not).
 */
const existingIds = preparedQuery(
  (
    db,
    shape: { table: string; column: string | null; columns: readonly string[] },
    params: { ids: string[]; value: string | null },
  ) => {
    const query = db
      .selectFrom(shape.table)
      .select(['id', 'workspace_id', ...shape.columns.filter((c) => c !== 'id' && c !== 'workspace_id')])
      .where('id', 'in', params.ids);
    return (shape.column ? query.where(shape.column, '=', params.value) : query) as Compilable<
      { id: string; workspace_id: string } & Record<string, unknown>
    >;
  },
);

interface Lookup {
  table: string;
  column: string | null;
  columns: readonly string[];
}

/**
 * `existingIds` of several lookups (a contact's companies and tags) in one
 * statement: each lookup's rows are marked with its index, and each of its
 * columns has a column of its own (`c<lookup>_<n>`, null in the other
 * lookups' rows), so no two tables' columns need to share a type.
 */
const existingIdsOfLookups = preparedQuery(
  (db, lookups: readonly Lookup[], params: Record<string, string[] | string | null>) => {
    const branches = lookups.map((lookup, i) => {
      const query = db
        .selectFrom(lookup.table)
        .select([sql.lit(i).as('lookup'), 'id', 'workspace_id'])
        .select(
          lookups.flatMap((other, j) =>
            other.columns.map((column, n) => (j === i ? sql.ref(column) : sql`null`).as(`c${j}_${n}`)),
          ),
        )
        .where('id', 'in', params[`ids${i}`]);
      return lookup.column ? query.where(lookup.column, '=', params[`value${i}`]) : query;
    });
    return branches.reduce((all, branch) => all.unionAll(branch)) as Compilable<
      { lookup: number; id: string; workspace_id: string } & Record<string, unknown>
    >;
  },
);

/**
 * Checks that every referenced ID exists in the workspace (and is of the
 * right kind); otherwise one 422 `unknown_reference` lists every bad ID,
 * followed by `more` (unknown references the caller found itself, such as
 * custom-field values), so that one answer names them all.
 */
export async function checkReferences(
  db: Db,
  workspaceId: string,
  checks: ReferenceCheck[],
  more: readonly ErrorDetail[] = [],
): Promise<ReferencedRows> {
  const details: ErrorDetail[] = [];
  const rows: ReferencedRows = new Map();
  // One lookup per table (and condition), however many checks name it: the records of a batch share theirs.
  const foundBy = new Map<string, Set<string>>();
  const keyOf = (check: ReferenceCheck) =>
    `${check.table}\n${check.where?.column ?? ''}\n${check.where?.value ?? ''}`;
  const lookups: { shape: Lookup; ids: string[]; value: string | null; found: Set<string> }[] = [];
  for (const check of checks) {
    const key = keyOf(check);
    if (foundBy.has(key)) continue;
    const found = new Set<string>();
    foundBy.set(key, found);
    const same = checks.filter((c) => keyOf(c) === key);
    const ids = uniqueIds(same.flatMap((c) => c.ids));
    const columns = [...new Set(same.flatMap((c) => c.columns ?? []))]
      .filter((c) => c !== 'id' && c !== 'workspace_id')
      .sort();
    if (!rows.has(check.table)) rows.set(check.table, new Map());
    const shape = { table: check.table, column: check.where?.column ?? null, columns };
    if (ids.length) lookups.push({ shape, ids, value: check.where?.value ?? null, found });
  }
  const keep = (
    lookup: (typeof lookups)[number],
    row: { id: string; workspace_id: string },
    columns: object,
  ) => {
    if (row.workspace_id !== workspaceId) return;
    lookup.found.add(row.id);
    rows.get(lookup.shape.table)!.set(row.id, { id: row.id, ...columns });
  };
  if (lookups.length > 1 && lookups.every((l) => slices(l.ids).length === 1)) {
    // A write naming records of several tables (a contact's companies and tags): one statement for all.
    const params: Record<string, string[] | string | null> = {};
    lookups.forEach((l, i) => ((params[`ids${i}`] = l.ids), (params[`value${i}`] = l.value)));
    const shapes = lookups.map((l) => l.shape);
    for (const row of await existingIdsOfLookups(db as DynamicDb, shapes, params)) {
      const i = Number(row.lookup);
      const columns = Object.fromEntries(shapes[i].columns.map((c, n) => [c, row[`c${i}_${n}`]]));
      keep(lookups[i], row, columns);
    }
  } else {
    for (const lookup of lookups)
      for (const slice of slices(lookup.ids))
        for (const row of await existingIds(db as DynamicDb, lookup.shape, {
          ids: slice,
          value: lookup.value,
        }))
          keep(lookup, row, row);
  }
  for (const check of checks) {
    const found = foundBy.get(keyOf(check))!;
    check.ids.forEach((id, index) => {
      if (!found.has(id))
        details.push({
          path: `${check.path}/${index}${check.suffix?.(index) ?? ''}`,
          message: `"${id}" is not ${check.what} in this workspace`,
          id,
        });
    });
  }
  details.push(...more);
  if (details.length) throw unknownReference(details);
  return rows;
}
