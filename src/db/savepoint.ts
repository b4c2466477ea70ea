import { sql } from 'kysely';
import type { Database } from './connect.js';

/**
 * Savepoints: a step of a write that can be undone alone (one row of an
 * import, one record of a batch, one write of a SQLite commit group). Both
 * stores speak the same `savepoint`, `rollback to` and `release`; this file
 * is the one place that writes them. Savepoints of one name nest: each
 * command names the newest.
 */
export interface Savepoint {
  /** Keeps what was done since the savepoint. */
  release(): Promise<void>;
  /** Undoes what was done since the savepoint, which stays open. */
  undo(): Promise<void>;
  /** Undoes what was done since the savepoint, and closes it. */
  rollback(): Promise<void>;
}

/**
 * What a write keeps beside the database that a savepoint's rollback must
 * undo with it (core/changes.ts: the write's change set).
 */
export interface SavepointFollower {
  /** A position to come back to, taken with the savepoint. */
  mark(): number;
  /** Forgets what was told since `mark`. */
  rollbackTo(mark: number): void;
}

let followerOf: (trx: object) => SavepointFollower | undefined = () => undefined;

/**
 * Makes every savepoint taken through a handle undo, on rollback, what
 * `of(handle)` keeps beside the database. Set once, by the module that
 * keeps it (core/changes.ts).
 */
export function followSavepoints(of: (trx: object) => SavepointFollower | undefined): void {
  followerOf = of;
}

/** Opens a savepoint in the transaction `trx`; the caller ends it (release or rollback). */
export async function savepoint(trx: Database, name = 'step'): Promise<Savepoint> {
  const id = sql.id(name);
  await sql`savepoint ${id}`.execute(trx);
  const follower = followerOf(trx);
  const mark = follower?.mark() ?? 0;
  const undo = async () => {
    await sql`rollback to ${id}`.execute(trx);
    follower?.rollbackTo(mark);
  };
  return {
    release: async () => void (await sql`release ${id}`.execute(trx)),
    undo,
    rollback: async () => {
      await undo();
      await sql`release ${id}`.execute(trx);
    },
  };
}

/**
 * Runs `step` in a savepoint: kept when it resolves; undone, and its error
 * thrown, when it throws. A failure of the rollback itself (the transaction
 * is lost) is thrown instead of the step's.
 */
export async function withSavepoint<T>(trx: Database, step: () => Promise<T>, name = 'step'): Promise<T> {
  const point = await savepoint(trx, name);
  let value: T;
  try {
    value = await step();
  } catch (err) {
    await point.rollback();
    throw err;
  }
  await point.release();
  return value;
}
