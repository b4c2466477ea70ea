import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DB } from './types.js';

export type LockableTable = 'companies' | 'contacts' | 'tags' | 'lists' | 'notes' | 'tasks' | 'custom_fields';

/**
 * Reads a record of the workspace at the start of a write and holds it until
 * the transaction ends, so that concurrent writes to one record run one after
 * the other: a relation replaced by two PUTs at once ends as one of the sent
 * sets, never a mix, and `updated_at` never goes backwards. PostgreSQL takes a
 * row lock (`FOR UPDATE`); SQLite needs none, since it runs one write
 * transaction at a time.
 */
export async function lockRecord(
  trx: Transaction<DB> | Kysely<DB>,
  table: LockableTable,
  workspaceId: string,
  id: string,
): Promise<{ id: string; updated_at: string } | undefined> {
  let query = (trx as Kysely<any>)
    .selectFrom(table)
    .select(['id', 'updated_at'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Takes the lock named `name` until the transaction ends, or answers false
 * at once when another transaction, on any instance, holds it. PostgreSQL:
 * an advisory transaction lock on a 64-bit hash of the name, released by
 * the commit, the rollback or the death of the connection. SQLite runs one
 * write transaction at a time and needs none.
 */
export async function tryLockName(trx: Transaction<DB> | Kysely<DB>, name: string): Promise<boolean> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return true;
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
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
