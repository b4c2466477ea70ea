import { Worker } from 'node:worker_threads';
import type { CountryCode } from 'libphonenumber-js';
import type { ColumnTarget } from './import.columns.js';
import { type RowDraft, RowError } from './import.rows.js';

/**
 * Rows drafted (import.rows.ts `draftOf`: cells split, phones parsed, values
 * read) in a worker thread, while the main thread writes the batch before:
 * `crm import` uses a second core for the part of a row's work that needs
 * neither the database nor the resource's schema. The worker runs the same
 * `draftOf` on the same cells; a RowError's message comes back and is
 * thrown again where the row is checked, so a row fails as it would have.
 * One batch is drafted at a time: what waits is one batch's cells and drafts.
 */

/** The drafting thread's young generation (MB): a batch's drafts are a few MB. */
const DRAFTER_YOUNG_MB = 4;

/** What the worker is given once: what `draftOf` reads besides the cells. */
export interface DraftSetup {
  targets: readonly ColumnTarget[];
  users: ReadonlyMap<string, string>;
  defaultCountry?: CountryCode;
}

/** A row drafted elsewhere: its draft, or the message of the RowError it threw. */
export type Drafted = { draft: RowDraft } | { error: string };

/** The draft of a row drafted elsewhere; throws its RowError again. */
export function draftOfDrafted(drafted: Drafted): RowDraft {
  if ('error' in drafted) throw new RowError(drafted.error);
  return drafted.draft;
}

export interface Drafter {
  /** The drafts of a batch's rows, in order (null where a row needs none). */
  draft(rows: (string[] | null)[]): Promise<(Drafted | null)[]>;
  close(): Promise<void>;
}

/** A worker thread drafting rows, one batch at a time (import.drafts.worker.ts). */
export function openDrafter(setup: DraftSetup): Drafter {
  const worker = new Worker(new URL('./import.drafts.worker.js', import.meta.url), {
    workerData: setup,
    // Its objects live for one batch: a small young generation keeps the process's peak low.
    resourceLimits: { maxYoungGenerationSizeMb: DRAFTER_YOUNG_MB },
  });
  let waiting: { resolve(out: (Drafted | null)[]): void; reject(err: unknown): void } | null = null;
  let failed: unknown = null;
  const fail = (err: unknown) => {
    failed ??= err;
    waiting?.reject(err);
    waiting = null;
  };
  worker.on('message', (out: (Drafted | null)[]) => {
    waiting?.resolve(out);
    waiting = null;
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the import's drafting thread stopped (exit code ${code})`)));
  let queue: Promise<unknown> = Promise.resolve();
  return {
    draft(rows) {
      const asked = queue.then(
        () =>
          new Promise<(Drafted | null)[]>((resolve, reject) => {
            if (failed) return reject(failed);
            waiting = { resolve, reject };
            worker.postMessage(rows);
          }),
      );
      queue = asked.catch(() => undefined);
      return asked;
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
