import { sql } from 'kysely';
import type { Database, DbHandle } from '../db/connect.js';
import type { Dialect } from '../db/dialect.js';
import { savepoint } from '../db/savepoint.js';
import { announceEventsCommitted } from './event-signal.js';
import { recordingChanges } from './changes.js';
import type { EventOrigin } from './event-append.js';
import { nextTurn } from './next-turn.js';

/** Runs of one write after a rollback that a rerun resolves. */
const ATTEMPTS = 3;
/** Writes at most in one SQLite commit group. */
const MAX_GROUP = 64;

/**
 * The database a write sees: a transaction of its own (PostgreSQL) or a
 * savepoint within a commit group (SQLite). Either way, what it did is
 * undone completely when it throws, and is on disk before it resolves.
 */
export type WriteDb = Database;

/**
 * Runs one write request as one transaction. When the store rolls it back
 * for a reason that a rerun resolves (a race lost on a unique name, a
 * deadlock), it runs again from the start: the rerun sees the committed
 * winner and answers as if the requests had come one after the other (for a
 * name, 409 with the holder's ID).
 *
 * On SQLite, writes that arrive together share one commit: see CommitGroup.
 * Either way the write's events (API.md section 8) are recorded at its end,
 * in its transaction, with `origin` as their actor and request ID (none
 * outside a request).
 */
export async function writeTransaction<T>(
  handle: DbHandle,
  write: (trx: WriteDb) => Promise<T>,
  origin?: EventOrigin,
): Promise<T> {
  // Each run of the write records the events of what it did before it
  // ends (core/changes.ts): a run undone records nothing.
  const recorded = (trx: WriteDb) => recordingChanges(trx, () => write(trx), origin);
  const { value, events } =
    handle.dialect.name === 'sqlite'
      ? await commitGroupOf(handle).run(recorded)
      : await ownTransaction(handle, recorded);
  if (events) announceEventsCommitted(handle);
  return value;
}

async function ownTransaction<T>(handle: DbHandle, write: (trx: WriteDb) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await handle.writer.transaction().execute(write);
    } catch (err) {
      if (attempt >= ATTEMPTS || !handle.dialect.isRetryable(err)) throw err;
    }
  }
}

const groups = new WeakMap<Database, CommitGroup>();

function commitGroupOf(handle: DbHandle): CommitGroup {
  const writer = handle.writer;
  let group = groups.get(writer);
  if (!group) groups.set(writer, (group = new CommitGroup(writer, handle.dialect)));
  return group;
}

interface QueuedWrite {
  write: (trx: WriteDb) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
  /** Runs so far that a rerun was to resolve (see `runFirst`). */
  attempts: number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** The outcome of a write until its own is known: told by the commit, so a group's failure fails it. */
const SETTLED_BY_COMMIT: Outcome = { ok: true, value: undefined };

/**
 * Group commit for SQLite, which runs one write transaction at a time and
 * syncs its log on every commit (`synchronous = FULL`): that sync, not the
 * statements, is most of a small write's time. Writes that arrive while a
 * group is open run one after the other in one transaction, each inside its
 * own savepoint, and the group commits once when no more are waiting (after
 * one turn of the event loop, so that requests already received can join)
 * or when MAX_GROUP have run.
 *
 * What each write sees and leaves is what it would alone: a write that
 * throws is rolled back to its savepoint and leaves nothing; the others go
 * on. No outcome, success or refusal, is told before the commit, so a
 * client never hears of a record that a failed commit then loses; when the
 * commit fails, every write of the group fails with it.
 *
 * The group's first write runs in the transaction itself, without a
 * savepoint: alone in it so far, it is undone by rolling the transaction
 * back, which then ends with it (the next group starts with the writes
 * still waiting). Inside a savepoint SQLite copies every page a write
 * changes to a sub-journal first, so that it can be undone alone: a write
 * that is alone, as each batch of `crm import` is, no longer pays for it.
 */
class CommitGroup {
  private readonly queue: QueuedWrite[] = [];
  private draining = false;

  constructor(
    private readonly writer: Database,
    private readonly dialect: Dialect,
  ) {}

  run<T>(write: (trx: WriteDb) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject, attempts: 0 });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length) await this.commitGroup();
    } finally {
      this.draining = false;
    }
  }

  /** One transaction for the writes waiting now and those that arrive while it runs. */
  private async commitGroup(): Promise<void> {
    const members: { queued: QueuedWrite; outcome: Outcome }[] = [];
    let failure: { error: unknown } | null = null;
    try {
      await this.writer.connection().execute(async (conn) => {
        // IMMEDIATE: the write lock is taken now, so no statement of the group
        // can fail later for want of it.
        await sql`begin immediate`.execute(conn);
        try {
          const first = this.queue.shift()!;
          const outcome = await this.runFirst(conn, first);
          if (outcome) members.push({ queued: first, outcome });
          // Failed, or to run again: the transaction ends with it, undone.
          if (!outcome?.ok) return void (await sql`rollback`.execute(conn));
          for (;;) {
            while (this.queue.length && members.length < MAX_GROUP) {
              // A member from the start: if its savepoint commands fail, it fails with the group.
              const member = { queued: this.queue.shift()!, outcome: SETTLED_BY_COMMIT };
              members.push(member);
              member.outcome = await this.runOne(conn, member.queued);
            }
            if (members.length >= MAX_GROUP) break;
            await nextTurn();
            if (!this.queue.length) break;
          }
          await sql`commit`.execute(conn);
        } catch (err) {
          await sql`rollback`.execute(conn).catch(() => {});
          throw err;
        }
      });
    } catch (err) {
      failure = { error: err };
    }
    for (const { queued, outcome } of members) {
      if (failure && outcome.ok) queued.reject(failure.error);
      else if (outcome.ok) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    }
  }

  /**
   * The group's first write, in the transaction itself. When it fails, the
   * caller rolls the transaction back; a failure that a rerun resolves puts
   * the write back at the head of the queue, to run first in the next
   * group (null), until it has run ATTEMPTS times.
   */
  private async runFirst(conn: Database, queued: QueuedWrite): Promise<Outcome | null> {
    queued.attempts++;
    try {
      return { ok: true, value: await queued.write(conn) };
    } catch (error) {
      if (queued.attempts < ATTEMPTS && this.dialect.isRetryable(error)) {
        this.queue.unshift(queued);
        return null;
      }
      return { ok: false, error };
    }
  }

  /**
   * One write inside its savepoint. A failure of the savepoint commands
   * themselves (the transaction is gone) throws, and fails the group.
   */
  private async runOne(conn: Database, queued: QueuedWrite): Promise<Outcome> {
    for (let attempt = 1; ; attempt++) {
      const point = await savepoint(conn, 'write');
      try {
        const value = await queued.write(conn);
        await point.release();
        return { ok: true, value };
      } catch (error) {
        try {
          await point.rollback();
        } catch {
          throw error;
        }
        if (attempt >= ATTEMPTS || !this.dialect.isRetryable(error)) return { ok: false, error };
      }
    }
  }
}
