import type { Transaction } from 'kysely';
import type { DbHandle } from '../db/connect.js';
import type { DB } from '../db/types.js';

const ATTEMPTS = 3;

/**
 * Runs one write request as one transaction. When the store rolls it back
 * for a reason that a rerun resolves (a race lost on a unique name, a
 * deadlock), it runs again from the start: the rerun sees the committed
 * winner and answers as if the requests had come one after the other (for a
 * name, 409 with the holder's ID).
 */
export async function writeTransaction<T>(
  handle: DbHandle,
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await handle.db.transaction().execute(write);
    } catch (err) {
      if (attempt >= ATTEMPTS || !handle.dialect.isRetryable(err)) throw err;
    }
  }
}
