import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';

type Db = Kysely<DB>;

export interface FeedRequest {
  /** The position after which to read: the `seq` of the last event read, 0 for the start. */
  after: number;
  /** Newest first, below `before` (null: from the newest), never at or below `after`. */
  newestFirst?: { before: number | null };
  limit: number;
  types: readonly string[];
  resourceId: string | null;
  /** The resources whose events the key may read (`contact`, ...; API.md section 3); null: all of them. */
  readable?: readonly string[] | null;
}

/** Events of the workspace after a position, oldest first (or newest first), with their positions; one more than `limit` tells `has_more`. */
export async function readFeed(db: Db, workspaceId: string, request: FeedRequest) {
  const newest = request.newestFirst;
  const direction = newest ? 'desc' : 'asc';
  const wanted = request.limit + 1;
  /** The workspace's events in the page's range, by every filter but `resource_id`, in the page's order. */
  const page = () => {
    let query = inWorkspace(db, workspaceId)
      .selectFrom('events')
      .select(['seq', 'payload'])
      .where('seq', '>', request.after);
    if (newest?.before != null) query = query.where('seq', '<', newest.before);
    if (request.types.length) query = query.where('type', 'in', request.types);
    // Only events of resources the key can read, a link event when it can read both sides: a
    // condition of the query, so that paging, has_more and the cursor stay exact.
    const readable = request.readable;
    if (readable)
      query = query.where((eb) =>
        eb.and([
          eb('resource', 'in', readable.length ? [...readable] : ['']),
          eb.or([
            eb('linked_resource', 'is', null),
            eb('linked_resource', 'in', readable.length ? [...readable] : ['']),
          ]),
        ]),
      );
    return query.orderBy('seq', direction).limit(wanted);
  };
  const resourceId = request.resourceId;
  // A record's own events and the link events that have it on either side: one range of each
  // index (events_resource_idx, and events_linked_idx, which holds link events only since
  // migration 0013: `linked_id = ?` implies it is not null), merged. A condition
  // `resource_id = ? or linked_id = ?` made SQLite read the workspace's whole feed instead.
  // A link never has the same record on both sides, so no event is in both ranges.
  const rows = await (resourceId === null
    ? page().execute()
    : db
        .selectFrom(() => page().where('resource_id', '=', resourceId).as('own'))
        .selectAll()
        .unionAll(db.selectFrom(() => page().where('linked_id', '=', resourceId).as('linked')).selectAll())
        .orderBy('seq', direction)
        .limit(wanted)
        .execute());
  return {
    events: rows.slice(0, request.limit).map((r) => ({ seq: Number(r.seq), payload: r.payload })),
    hasMore: rows.length > request.limit,
  };
}

/** The highest position whose events retention has deleted in this workspace (0 when none). */
export async function purgedThrough(db: Db, workspaceId: string): Promise<number> {
  const row = await inWorkspace(db, workspaceId)
    .selectFrom('event_purges')
    .select('purged_through')
    .executeTakeFirst();
  return row ? Number(row.purged_through) : 0;
}

/** One event of the workspace, as its JSON text. */
export async function findEvent(db: Db, workspaceId: string, id: string): Promise<string | undefined> {
  const row = await inWorkspace(db, workspaceId)
    .selectFrom('events')
    .select('payload')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.payload;
}

/** Events read per step of the retention walk, and so deleted per statement at most. */
const PURGE_PAGE = 1_000;

/**
 * One step of the retention walk: the next events after `after` in `seq`
 * order, of one workspace (events_feed_idx) or of all (the primary key).
 */
export function purgePage(db: Database, workspaceId: string | null, after: number, limit = PURGE_PAGE) {
  const from =
    workspaceId === null ? db.selectFrom('events') : inWorkspace(db, workspaceId).selectFrom('events');
  return from
    .select(['seq', 'workspace_id', 'occurred_at'])
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit);
}

/**
 * Deletes the events that occurred before `cutoff`, remembering per
 * workspace the highest position deleted, so that a cursor from before it
 * is told it has lost events (410) instead of silently skipping them.
 * Answers the number of workspaces that had events deleted.
 *
 * It needs no index on `occurred_at`: it walks the feed from its oldest
 * `seq`, a page at a time, and stops at the first event that is not
 * expired; everything before that one is deleted (across workspaces by
 * design, or one walk per workspace given, each on its own feed).
 * - An event younger than the cutoff is never deleted.
 * - An older event after a younger one in `seq` order (on PostgreSQL a
 *   transaction's time is taken before its `seq`) waits for a later purge:
 *   it is only kept longer.
 * - What is deleted is a prefix of each workspace's feed in `seq` order, so
 *   `purged_through` is exact: every event at or below it is gone, every
 *   one above it is kept.
 * Each page is deleted by one statement per workspace in it, so a large
 * backlog is never one large statement.
 */
export async function purgeEvents(
  db: Database,
  cutoff: string,
  workspaceIds: readonly string[] | null = null,
): Promise<number> {
  const expiredBefore = Date.parse(cutoff);
  const through = new Map<string, number>();
  if (workspaceIds)
    for (const id of new Set(workspaceIds)) await deleteExpired(db, expiredBefore, id, through);
  else await deleteExpired(db, expiredBefore, null, through);
  for (const [workspaceId, seq] of through)
    await inWorkspace(db, workspaceId)
      .insertInto('event_purges', { purged_through: seq })
      .onConflict((oc) =>
        oc.column('workspace_id').doUpdateSet({
          purged_through: sql`case when event_purges.purged_through > excluded.purged_through then event_purges.purged_through else excluded.purged_through end`,
        }),
      )
      .execute();
  return through.size;
}

/** Deletes the expired prefix of one workspace's feed (or of the whole feed), noting in `through` each workspace's highest `seq` deleted. */
async function deleteExpired(
  db: Database,
  expiredBefore: number,
  workspaceId: string | null,
  through: Map<string, number>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await purgePage(db, workspaceId, after).execute();
    const page = new Map<string, number>();
    let kept = false;
    for (const row of rows) {
      if (!(Date.parse(row.occurred_at) < expiredBefore)) {
        kept = true;
        break;
      }
      page.set(row.workspace_id, Number(row.seq));
    }
    for (const [id, seq] of page) {
      await inWorkspace(db, id).deleteFrom('events').where('seq', '<=', seq).execute();
      through.set(id, seq);
    }
    if (kept || rows.length < PURGE_PAGE) return;
    after = Number(rows[rows.length - 1]!.seq);
  }
}
