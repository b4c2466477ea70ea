import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
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
