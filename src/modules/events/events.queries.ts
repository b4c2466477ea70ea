import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import { lockKeys } from '../../db/locking.js';
import { insertRows } from '../../db/prepared.js';
import type { DB } from '../../db/types.js';
import { advanceAnswerMark } from '../../core/answers.js';
import { newId } from '../../core/ids.js';
import { nowIso } from '../../core/time.js';
import type { EventResource } from './events.types.js';

type Db = Kysely<DB>;

/** An event before it has its ID, time and place in the feed. */
export interface EventDraft {
  type: string;
  resource: EventResource;
  resource_id: string;
  data: Record<string, unknown>;
  changed: string[];
  previous: Record<string, unknown>;
}

/**
 * Appends a write's events to its workspace's feed, in its transaction.
 *
 * The feed's promise is that a reader following `seq` never skips an event:
 * an event becomes visible only when every event before it in the feed is.
 * On PostgreSQL a sequence value is taken when a row is inserted, and the
 * transactions that took 10 and 11 may commit in either order: a reader
 * between those commits would see 11, move its cursor past 10, and never
 * see 10. So the events of a workspace are appended under that workspace's
 * feed lock (an advisory transaction lock, held until the commit or
 * rollback): `seq` is taken after the lock, and the next writer of the
 * workspace gets the lock only when this transaction has committed, and
 * PostgreSQL makes a commit visible before it releases the transaction's
 * locks. So the order of `seq` is the order of commits within a workspace.
 * The lock is the write's last step, after every read and row lock, so a
 * transaction that holds it waits for nothing but its own commit. SQLite
 * runs one write transaction at a time and needs no lock.
 */
export async function appendEvents(db: Database, workspaceId: string, drafts: EventDraft[]): Promise<void> {
  await lockKeys(db, [`events ${workspaceId}`]);
  // The records changed: answers kept from before this write are not served again (core/answers.ts).
  await advanceAnswerMark(db, workspaceId);
  const occurred_at = nowIso();
  const rows = drafts.map((draft) => {
    const id = newId('evt');
    const event = {
      id,
      type: draft.type,
      occurred_at,
      resource: draft.resource,
      resource_id: draft.resource_id,
      data: draft.data,
      changed: draft.changed,
      previous: draft.previous,
    };
    return {
      id,
      workspace_id: workspaceId,
      type: draft.type,
      resource_id: draft.resource_id,
      occurred_at,
      payload: JSON.stringify(event),
    };
  });
  // In order, so `seq` keeps the drafts' order; compiled once per number of rows (db/prepared.ts):
  // a Kysely insert of 1,000 events built and compiled every time made appendEvents 4.0 s of the
  // CPU profile of an import of 100,000 contacts, 1.5 s this way.
  await insertRows(db, 'events', rows);
}

export interface FeedRequest {
  /** The position after which to read: the `seq` of the last event read, 0 for the start. */
  after: number;
  /** Newest first, below `before` (null: from the newest), never at or below `after`. */
  newestFirst?: { before: number | null };
  limit: number;
  types: readonly string[];
  resourceId: string | null;
}

/** Events of the workspace after a position, oldest first (or newest first), with their positions; one more than `limit` tells `has_more`. */
export async function readFeed(db: Db, workspaceId: string, request: FeedRequest) {
  let query = db
    .selectFrom('events')
    .select(['seq', 'payload'])
    .where('workspace_id', '=', workspaceId)
    .where('seq', '>', request.after);
  if (request.types.length) query = query.where('type', 'in', request.types);
  if (request.resourceId !== null) query = query.where('resource_id', '=', request.resourceId);
  const newest = request.newestFirst;
  if (newest?.before != null) query = query.where('seq', '<', newest.before);
  const rows = await query
    .orderBy('seq', newest ? 'desc' : 'asc')
    .limit(request.limit + 1)
    .execute();
  return {
    events: rows.slice(0, request.limit).map((r) => ({ seq: Number(r.seq), payload: r.payload })),
    hasMore: rows.length > request.limit,
  };
}

/** The highest position whose events retention has deleted in this workspace (0 when none). */
export async function purgedThrough(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('event_purges')
    .select('purged_through')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? Number(row.purged_through) : 0;
}

/** One event of the workspace, as its JSON text. */
export async function findEvent(db: Db, workspaceId: string, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.payload;
}

/**
 * Deletes the events that occurred before `cutoff`, remembering per
 * workspace the highest position deleted, so that a cursor from before it
 * is told it has lost events (410) instead of silently skipping them.
 */
export async function purgeEvents(
  db: Database,
  cutoff: string,
  workspaceIds: readonly string[] | null = null,
): Promise<number> {
  let query = db
    .selectFrom('events')
    .select(['workspace_id', sql<number>`max(seq)`.as('through')])
    .where('occurred_at', '<', cutoff);
  if (workspaceIds) query = query.where('workspace_id', 'in', workspaceIds);
  const marks = await query.groupBy('workspace_id').execute();
  if (!marks.length) return 0;
  for (const mark of marks) {
    const through = Number(mark.through);
    await db
      .insertInto('event_purges')
      .values({ workspace_id: mark.workspace_id, purged_through: through })
      .onConflict((oc) =>
        oc.column('workspace_id').doUpdateSet({
          purged_through: sql`case when event_purges.purged_through > excluded.purged_through then event_purges.purged_through else excluded.purged_through end`,
        }),
      )
      .execute();
    await db
      .deleteFrom('events')
      .where('workspace_id', '=', mark.workspace_id)
      .where('seq', '<=', through)
      .execute();
  }
  return marks.length;
}
