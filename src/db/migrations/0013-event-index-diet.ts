import { type Kysely, sql } from 'kysely';

/**
 * Two fewer index entries per event. Every event a write records goes into
 * each of the table's B-trees, and writes spend their time there.
 *
 * `events_occurred_at_idx` (migration 0006) served the retention clean-up
 * only. The clean-up now walks the feed in `seq` order, the primary key (or
 * `events_feed_idx` for the workspaces it is given), and stops at the first
 * event that is not expired, so no index on `occurred_at` is read any more.
 *
 * `events_linked_idx` (migration 0008) held an entry for every event,
 * though only a link event has a `linked_id`: a record event's null was
 * never looked up. It is made again partial; its readers look up
 * `linked_id = ?` or `linked_id in (...)`, which implies `is not null` on
 * both stores, so they still read it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index events_occurred_at_idx`.execute(db);
  await sql`drop index events_linked_idx`.execute(db);
  await sql`create index events_linked_idx on events (workspace_id, linked_id, seq) where linked_id is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
