import { sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import { inWorkspace, ownedBy } from '../../db/workspace.js';
import { slices } from '../../core/id-lists.js';
import { isPostgres } from '../../db/locking.js';

/**
 * The events an undo reads (API.md section 12): those it takes back, found
 * by request ID or by key and time range, and the later events that touch
 * the same records, from which its conflicts are told. Both read the
 * workspace's own feed only, so another workspace's request ID or key finds
 * nothing.
 */

/** An event of the feed as its JSON says it, with its place in the feed (`seq`). */
export interface FeedEvent {
  seq: number;
  id: string;
  type: string;
  resource: string;
  resource_id: string;
  occurred_at: string;
  data: Record<string, unknown>;
  changed: string[];
  previous: Record<string, unknown>;
  actor: { api_key_id: string; user_id: string } | null;
  request_id: string | null;
}

/** A link event's two sides, as its `data` names them. */
export interface LinkData {
  relation: string;
  from: { resource: string; id: string };
  to: { resource: string; id: string };
}

export const isLinkEvent = (e: FeedEvent) => e.type === 'link.added' || e.type === 'link.removed';
export const linkOf = (e: FeedEvent) => e.data as unknown as LinkData;
/** `created`, `updated`, `deleted`, `restored` of a record event. */
export const actionOf = (e: FeedEvent) => e.type.slice(e.type.lastIndexOf('.') + 1);

/**
 * What the undo takes back: a request's events, or a key's in [since,
 * until); `until` null (not given: now) bounds nothing, since every event
 * the undo reads was written before it, those of its own millisecond too.
 */
export type UndoTarget = { requestId: string } | { keyId: string; since: string; until: string | null };

const PAGE = 2_000;

/**
 * One page of the workspace's events the target names, newest first,
 * before `before` (a `seq`): the first events of the runs (migration 0014)
 * with the request ID, or the key and a time in the range, newest run
 * first, and each run's events read from the feed (runs never overlap).
 */
export function matchingPage(
  db: Database,
  workspaceId: string,
  target: UndoTarget,
  before: number | null,
  limit: number,
) {
  let heads = inWorkspace(db, workspaceId).selectFrom('events as h').where('h.run_length', 'is not', null);
  if ('requestId' in target) heads = heads.where('h.request_id', '=', target.requestId);
  else {
    heads = heads.where('h.api_key_id', '=', target.keyId).where('h.occurred_at', '>=', target.since);
    if (target.until !== null) heads = heads.where('h.occurred_at', '<', target.until);
  }
  if (before !== null) heads = heads.where('h.seq', '<', before);
  const page = isPostgres(db)
    ? // A run's seqs are contiguous among its workspace's only (other workspaces' runs take seqs
      // meanwhile): its events are the workspace's first `run_length` from its first.
      heads.innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('events')
            .select(['events.seq', 'events.payload'])
            .where(ownedBy('events', workspaceId))
            .whereRef('events.seq', '>=', 'h.seq')
            .orderBy('events.seq')
            .limit(eb.ref('h.run_length').$castTo<number>())
            .as('e'),
        (join) => join.onTrue(),
      )
    : // SQLite has one writer: a run's seqs are consecutive.
      heads
        .innerJoin('events as e', (join) =>
          join.onRef('e.seq', '>=', 'h.seq').on('e.seq', '<', sql<number>`h.seq + h.run_length`),
        )
        .where(ownedBy('e', workspaceId));
  // A run that began before `before` may go on past it: its later events were on an earlier page.
  return (before === null ? page : page.where('e.seq', '<', before))
    .select(['e.seq', 'e.payload'])
    .orderBy('h.seq', 'desc')
    .orderBy('e.seq', 'desc')
    .limit(limit);
}

/** The workspace's events the target names, newest first; at most `max`, or null when there are more. */
export async function matchingEvents(
  db: Database,
  workspaceId: string,
  target: UndoTarget,
  max: number,
): Promise<FeedEvent[] | null> {
  const found: FeedEvent[] = [];
  let before: number | null = null;
  for (;;) {
    const rows = await matchingPage(
      db,
      workspaceId,
      target,
      before,
      Math.min(PAGE, max + 1 - found.length),
    ).execute();
    for (const row of rows) found.push(parsed(row));
    if (found.length > max) return null;
    if (rows.length < PAGE) return found;
    before = Number(rows[rows.length - 1]!.seq);
  }
}

/**
 * The workspace's events after `afterSeq` that name any of `ids` (a record
 * event of one, or a link event with one on either side), oldest first:
 * two index ranges per slice of IDs (events_resource_idx, events_linked_idx).
 */
export async function laterEvents(
  db: Database,
  workspaceId: string,
  ids: readonly string[],
  afterSeq: number,
): Promise<FeedEvent[]> {
  const bySeq = new Map<number, FeedEvent>();
  for (const slice of slices(ids))
    for (const column of ['resource_id', 'linked_id'] as const) {
      const rows = await inWorkspace(db, workspaceId)
        .selectFrom('events')
        .select(['seq', 'payload'])
        .where(column, 'in', slice)
        .where('seq', '>', afterSeq)
        .execute();
      for (const row of rows) if (!bySeq.has(Number(row.seq))) bySeq.set(Number(row.seq), parsed(row));
    }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function parsed(row: { seq: number | string; payload: string }): FeedEvent {
  return { ...(JSON.parse(row.payload) as Omit<FeedEvent, 'seq'>), seq: Number(row.seq) };
}
