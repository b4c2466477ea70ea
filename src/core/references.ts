import type { Compilable, Kysely, Transaction } from 'kysely';
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
  for (const check of checks) {
    const key = keyOf(check);
    if (foundBy.has(key)) continue;
    const found = new Set<string>();
    foundBy.set(key, found);
    const same = checks.filter((c) => keyOf(c) === key);
    const ids = uniqueIds(same.flatMap((c) => c.ids));
    const columns = [...new Set(same.flatMap((c) => c.columns ?? []))].sort();
    let ofTable = rows.get(check.table);
    if (!ofTable) rows.set(check.table, (ofTable = new Map()));
    for (const slice of slices(ids)) {
      const shape = { table: check.table, column: check.where?.column ?? null, columns };
      const params = { ids: slice, value: check.where?.value ?? null };
      for (const row of await existingIds(db as DynamicDb, shape, params))
        if (row.workspace_id === workspaceId) {
          found.add(row.id);
          ofTable.set(row.id, row);
        }
    }
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
