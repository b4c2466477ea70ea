import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Stored answers of writes sent with an `Idempotency-Key` (API.md section 7),
 * one per workspace and key, written in the transaction of the write they
 * answer. `fingerprint` digests the request (method, path and query, body)
 * so that a key sent again with another request is told apart; `body` is
 * the answer's text exactly as it was sent, so that a replay is the same
 * bytes. Rows past `expires_at` are no longer answered and are deleted in
 * the background.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['workspace_id', 'key'])
    .execute();
  await sql`create index idempotency_keys_expires_at_idx on idempotency_keys (expires_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
