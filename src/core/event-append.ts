import type { Database } from '../db/connect.js';
import { CompiledQuery } from 'kysely';
import { markInsertCarrier } from '../db/deferred-inserts.js';
import { isPostgres } from '../db/locking.js';
import { inWorkspace } from '../db/workspace.js';
import { advanceAnswerMark } from './answers.js';
import type { EventActor, EventResource } from './event-types.js';
import { newId } from './ids.js';
import { nowIso } from './time.js';

/** An event before it has its ID, time and place in the feed. */
export interface EventDraft {
  type: string;
  resource: EventResource;
  resource_id: string;
  data: Record<string, unknown>;
  changed: string[];
  previous: Record<string, unknown>;
  /** A link event's `to` side (the feed's `resource_id=` matches either side); absent for a record event. */
  linked?: { resource: EventResource; id: string };
  /** A `.deleted` event's JSON of what a restore needs (modules/trash): never shown in the feed. */
  kept?: string;
}

/** Who made a write, as its events say (API.md section 8). */
export interface EventOrigin {
  actor: EventActor | null;
  request_id: string | null;
}

export const NO_ORIGIN: EventOrigin = { actor: null, request_id: null };

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
export async function appendEvents(
  db: Database,
  workspaceId: string,
  drafts: EventDraft[],
  origin: EventOrigin,
): Promise<void> {
  const rows = eventRows(drafts, origin);
  if (isPostgres(db)) return appendOnPostgres(db, workspaceId, rows);
  // The records changed: answers kept from before this write are not served again (core/answers.ts).
  await advanceAnswerMark(db, workspaceId);
  // In order, so `seq` keeps the drafts' order; compiled once per number of rows (db/prepared.ts):
  // a Kysely insert of 1,000 events built and compiled every time made appendEvents 4.0 s of the
  // CPU profile of an import of 100,000 contacts, 1.5 s this way.
  await inWorkspace(db, workspaceId).insertRows('events', rows);
}

/**
 * The events table's rows of `drafts`, in their order, with their IDs and
 * time. The first row of a run that has a request ID or a key carries the
 * run's length (`run_length`, migration 0014): an undo finds a request's
 * events, or a key's, by the first events of their runs, which alone are
 * in the two indexes it reads, and takes each run from the feed.
 */
function eventRows(drafts: EventDraft[], origin: EventOrigin) {
  const occurred_at = nowIso();
  const api_key_id = origin.actor?.api_key_id ?? null;
  const runLength = origin.request_id !== null || api_key_id !== null ? drafts.length : null;
  return drafts.map((draft, i) => {
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
      actor: origin.actor,
      request_id: origin.request_id,
    };
    return {
      id,
      type: draft.type,
      resource: draft.resource,
      resource_id: draft.resource_id,
      linked_resource: draft.linked?.resource ?? null,
      linked_id: draft.linked?.id ?? null,
      occurred_at,
      payload: JSON.stringify(event),
      kept: draft.kept ?? null,
      request_id: origin.request_id,
      api_key_id,
      run_length: i === 0 ? runLength : null,
    };
  });
}

type EventRow = ReturnType<typeof eventRows>[number];

/** The events' columns as appendOnPostgres sends them: one array each. */
const EVENT_COLUMNS = [
  'id',
  'type',
  'resource',
  'resource_id',
  'linked_resource',
  'linked_id',
  'occurred_at',
  'payload',
  'kept',
  'request_id',
  'api_key_id',
  'run_length',
] as const satisfies readonly (keyof EventRow)[];

/** The arrays' element types where they are not text. */
const COLUMN_TYPES: Partial<Record<(typeof EVENT_COLUMNS)[number], string>> = {
  occurred_at: 'timestamptz',
  run_length: 'integer',
};

/**
 * On PostgreSQL the feed lock, the answer mark and the events in one
 * statement, whatever the number of events (the columns go as arrays): the
 * lock is held from this statement to the commit, and every round trip in
 * between made each write of the workspace wait longer for the one before.
 * The mark and the events are written from the lock's row, so both come
 * after it is taken (their order as separate statements), and the events
 * are inserted in the drafts' order, which `seq` keeps. Held until the
 * commit, the lock also keeps every other event of the workspace out of
 * this run's stretch of the feed, which an undo reads as one (`run_length`).
 */
const APPEND_ON_POSTGRES = `with feed_lock as materialized (
  select pg_advisory_xact_lock(hashtextextended($1, 0)) as locked
), answer_mark as (
  insert into answer_marks (mark, workspace_id) select 1, $2 from feed_lock
  on conflict (workspace_id) do update set mark = answer_marks.mark + 1
)
insert into events (${EVENT_COLUMNS.join(', ')}, workspace_id)
select ${EVENT_COLUMNS.map((c) => `e.${c}`).join(', ')}, $2 from feed_lock,
  unnest(${EVENT_COLUMNS.map((c, i) => `$${i + 3}::${COLUMN_TYPES[c] ?? 'text'}[]`).join(', ')})
    with ordinality as e(${EVENT_COLUMNS.join(', ')}, n)
order by e.n`;
// The inserts of the write go inside it: it reads none of their tables.
markInsertCarrier(APPEND_ON_POSTGRES, ['events', 'answer_marks']);

async function appendOnPostgres(db: Database, workspaceId: string, rows: EventRow[]): Promise<void> {
  const columns = EVENT_COLUMNS.map((c) => rows.map((row) => row[c]));
  await db.executeQuery(
    CompiledQuery.raw(APPEND_ON_POSTGRES, [`events ${workspaceId}`, workspaceId, ...columns]),
  );
}
