import { type Kysely, PostgresAdapter, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DynamicDb } from './dynamic.js';
import type { DB, RecordTable } from './types.js';

/** Whether `db` writes to PostgreSQL. */
export const isPostgres = (db: Transaction<DB> | Kysely<DB>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Makes a select hold the rows it reads until the transaction ends, for a
 * read followed by a write that must not interleave with another's:
 * `trx.selectFrom(...).where(...).$call(lockRows(trx))`. PostgreSQL takes
 * row locks (`FOR UPDATE`); with `skipHeld`, rows another transaction
 * holds are passed over instead of waited for, so that processes sharing a
 * queue each take what no other holds (`SKIP LOCKED`). SQLite runs one
 * write transaction at a time and needs neither: the select is unchanged.
 */
export function lockRows(db: Transaction<DB> | Kysely<DB>, options: { skipHeld?: boolean } = {}) {
  return <D, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>): SelectQueryBuilder<D, TB, O> => {
    if (!isPostgres(db)) return query;
    const locked = query.forUpdate();
    return options.skipHeld ? locked.skipLocked() : locked;
  };
}

/** A table whose records `lockRecord` locks: one with `id`, `workspace_id` and `updated_at`. */
export type LockableTable = RecordTable;

/**
 * Reads a record of the workspace at the start of a write and holds it until
 * the transaction ends, so that concurrent writes to one record run one after
 * the other: a relation replaced by two PUTs at once ends as one of the sent
 * sets, never a mix, and `updated_at` never goes backwards. PostgreSQL takes a
 * row lock (`FOR UPDATE`); SQLite needs none, since it runs one write
 * transaction at a time. `columns`: more of the row the write needs, read
 * with the lock rather than again after it.
 */
export async function lockRecord(
  trx: Transaction<DB> | Kysely<DB>,
  table: LockableTable,
  workspaceId: string,
  id: string,
  columns: readonly string[] = [],
): Promise<LockedRow | undefined> {
  const more = columns.filter((c) => c !== 'id' && c !== 'updated_at');
  return (trx as DynamicDb)
    .selectFrom(table)
    .select(['id', 'updated_at', ...more])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .$call(lockRows(trx))
    .executeTakeFirst() as Promise<LockedRow | undefined>;
}

/** A record's row as `lockRecord` read and locked it: its ID, `updated_at` and the columns asked for. */
export type LockedRow = { id: string; updated_at: string } & Readonly<Record<string, unknown>>;

/**
 * Takes the lock named `name` until the transaction ends, or answers false
 * at once when another transaction, on any instance, holds it. PostgreSQL:
 * an advisory transaction lock on a 64-bit hash of the name, released by
 * the commit, the rollback or the death of the connection. SQLite runs one
 * write transaction at a time and needs none.
 */
export async function tryLockName(trx: Transaction<DB> | Kysely<DB>, name: string): Promise<boolean> {
  if (!isPostgres(trx)) return true;
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/**
 * Takes the locks named `keys` until the transaction ends, waiting for
 * whichever another transaction, on any instance, holds: what an upsert
 * takes before it looks for its match, so that two racing with one value
 * run one after the other and the second finds what the first made.
 * PostgreSQL: advisory transaction locks on 64-bit hashes of the names,
 * always taken in sorted order so that two writes never wait on each other.
 * SQLite runs one write transaction at a time and needs none.
 */
export async function lockKeys(trx: Transaction<DB> | Kysely<DB>, keys: readonly string[]): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
