import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import { changesIfWriting } from './changes.js';

/**
 * A savepoint inside a write: what the write does after it can be undone
 * alone (one row of an import, one record of a batch), in the database and
 * in the write's change set (core/changes.ts), so that an undone step
 * records no event.
 */
export interface Savepoint {
  /** Keeps what was done since the savepoint. */
  release(): Promise<void>;
  /** Undoes what was done since the savepoint, which stays open. */
  undo(): Promise<void>;
  /** Undoes what was done since the savepoint, and closes it. */
  rollback(): Promise<void>;
}

export async function savepoint(trx: Database, name: string): Promise<Savepoint> {
  const id = sql.id(name);
  await sql`savepoint ${id}`.execute(trx);
  const changes = changesIfWriting(trx);
  const mark = changes?.mark() ?? 0;
  const undo = async () => {
    await sql`rollback to ${id}`.execute(trx);
    changes?.rollbackTo(mark);
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
