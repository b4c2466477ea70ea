import { type Kysely, sql } from 'kysely';

/**
 * How `POST /undo` finds a request's events, or a key's over a time range
 * (API.md section 12), with index entries per write instead of per event.
 * Migration 0012 indexed every event by its `request_id` and by its key and
 * time: two more B-tree entries per event, so a PUT of a 50-contact list
 * (101 events) wrote 202 of them and an import of 100,000 contacts several
 * hundred thousand.
 *
 * A write appends its events as one run (core/event-append.ts), all with
 * one request ID, key and time, and a run is contiguous in its workspace's
 * feed: SQLite writes one transaction at a time, and on PostgreSQL the
 * workspace's feed lock is held from before the run's first `seq` is taken
 * until its commit. So the first event of a run carries its length
 * (`run_length`; null on the others, and on runs with neither a request ID
 * nor a key, which are never looked up), and only those first events are in
 * the two indexes. An undo reads them, then each run's events from the feed
 * by `events_feed_idx`.
 *
 * The events recorded before this migration each count as a run of one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('run_length', 'integer').execute();
  await sql`update events set run_length = 1 where request_id is not null or api_key_id is not null`.execute(
    db,
  );
  await sql`create index events_run_request_idx on events (workspace_id, request_id, seq)
    where run_length is not null and request_id is not null`.execute(db);
  await sql`create index events_run_key_idx on events (workspace_id, api_key_id, occurred_at, seq)
    where run_length is not null and api_key_id is not null`.execute(db);
  await sql`drop index events_request_idx`.execute(db);
  await sql`drop index events_key_idx`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
