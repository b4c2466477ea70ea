import type { Database } from '../../db/connect.js';
import { inWorkspace } from '../../db/workspace.js';
import { slices } from '../../core/id-lists.js';

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

/** What the undo takes back: a request's events, or a key's in [since, until). */
export type UndoTarget = { requestId: string } | { keyId: string; since: string; until: string };

const PAGE = 2_000;

/**
 * One page of the workspace's events the target names, newest first,
 * before `before` (a `seq`): by the event's `request_id` column, or its
 * `api_key_id` and `occurred_at` (migration 0012: an index each).
 */
export function matchingPage(
  db: Database,
  workspaceId: string,
  target: UndoTarget,
  before: number | null,
  limit: number,
) {
  let query = inWorkspace(db, workspaceId).selectFrom('events').select(['seq', 'payload']);
  query =
    'requestId' in target
      ? query.where('request_id', '=', target.requestId)
      : query
          .where('api_key_id', '=', target.keyId)
          .where('occurred_at', '>=', target.since)
          .where('occurred_at', '<', target.until);
  if (before !== null) query = query.where('seq', '<', before);
  return query.orderBy('seq', 'desc').limit(limit);
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
