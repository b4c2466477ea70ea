import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Who wrote an event, as columns (API.md section 12): `request_id` (the
 * request's `X-Request-Id`, or the one `crm import` made for its run) and
 * `api_key_id` (its actor's key; null outside a request), so that
 * `POST /undo` finds a request's events, or a key's over a time range, by
 * an index instead of reading the workspace's feed. The events recorded
 * before this migration take them from their JSON.
 *
 * Both indexes are partial: an event without a request ID or a key is
 * never looked up by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('request_id', 'text').execute();
  await db.schema.alterTable('events').addColumn('api_key_id', 'text').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`update events set request_id = payload::jsonb ->> 'request_id',
      api_key_id = payload::jsonb -> 'actor' ->> 'api_key_id'`.execute(db);
  else
    await sql`update events set request_id = json_extract(payload, '$.request_id'),
      api_key_id = json_extract(payload, '$.actor.api_key_id')`.execute(db);
  await sql`create index events_request_idx on events (workspace_id, request_id, seq) where request_id is not null`.execute(
    db,
  );
  await sql`create index events_key_idx on events (workspace_id, api_key_id, occurred_at, seq) where api_key_id is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
