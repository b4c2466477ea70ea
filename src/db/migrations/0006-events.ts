import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The change feed and webhooks (API.md section 8).
 *
 * `events`: one row per record a committed write changed, written in that
 * write's transaction. `seq` is the feed's order and its cursor; it is taken
 * while the workspace's feed lock is held (core/events), so within a
 * workspace events become visible in `seq` order. `payload` is the event's
 * JSON text as the feed answers it.
 *
 * `event_purges`: per workspace, the highest `seq` the retention clean-up
 * deleted; a cursor below it has lost events (410 `cursor_expired`).
 *
 * `webhooks`: the endpoints; `feed_position` is the `seq` up to which the
 * workspace's events have been turned into deliveries. `previous_secret`
 * keeps signing for 24 hours after a rotation.
 *
 * `webhook_deliveries`: one per webhook and event (its JSON is the event's
 * `payload`, read when sent; a test event, which is not in the feed, carries
 * its own), its attempts, and the lease (`lease_until`) of the
 * process delivering it now: a lease that ran out belongs to a process that
 * died, and the delivery is made again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('events')
    .addColumn('seq', t.sequence)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await sql`create index events_feed_idx on events (workspace_id, seq)`.execute(db);
  await sql`create index events_resource_idx on events (workspace_id, resource_id, seq)`.execute(db);
  await sql`create index events_occurred_at_idx on events (occurred_at)`.execute(db);

  await db.schema
    .createTable('event_purges')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('purged_through', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', t.timestamp)
    .addColumn('feed_position', 'bigint', (c) => c.notNull())
    .addColumn('failing_since', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`create index webhooks_workspace_idx on webhooks (workspace_id, created_at, id)`.execute(db);
  await sql`create index webhooks_enabled_idx on webhooks (enabled, workspace_id)`.execute(db);

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('lease_until', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('webhook_deliveries_event_unique', ['webhook_id', 'event_id'])
    .execute();
  await sql`create index webhook_deliveries_list_idx on webhook_deliveries (webhook_id, created_at, id)`.execute(
    db,
  );
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
