import { parentPort, workerData } from 'node:worker_threads';
import type { Drafted, DraftSetup } from './import.drafts.js';
import { draftOf, RowError } from './import.rows.js';

/** The drafting thread of import.drafts.ts: each message a batch's cells, answered with their drafts. */
const { targets, users, defaultCountry } = workerData as DraftSetup;

parentPort!.on('message', (rows: (string[] | null)[]) => {
  const out = rows.map((cells): Drafted | null => {
    if (!cells) return null;
    try {
      return { draft: draftOf(targets, cells, { users, defaultCountry }) };
    } catch (err) {
      if (err instanceof RowError) return { error: err.message };
      throw err;
    }
  });
  parentPort!.postMessage(out);
});
