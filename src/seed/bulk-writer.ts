import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type DbHandle, sqliteParameters } from '../db/connect.js';
import { BatchInserter, type BatchSink } from './writer.js';

/**
 * A SQLite seed's inserts on a thread of their own. Generating records and
 * inserting them each take about half of a load, and better-sqlite3 blocks
 * the thread that calls it: with the inserts on a second connection in a
 * worker thread, the next batch is generated while the last one is written.
 *
 * The worker runs the statements it is sent, in order, on its own
 * connection with the settings it is given (a bulk load's, or those of every
 * connection for `crm seed`); at most `AHEAD` transactions wait for it, so
 * that memory stays flat however fast generation runs. A transaction whose
 * `write` throws is rolled back. The first statement that fails rolls its
 * transaction back, stops the worker and is reported by the next
 * `transaction` or `drain`.
 */
const AHEAD = 2;

/** Plain JavaScript, run by the worker as it is (no build step reaches it). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
for (const setting of workerData.pragmas) db.pragma(setting);
const prepared = new Map();
parentPort.on('message', (message) => {
  try {
    if (message === 'begin' || message === 'rollback') db.exec(message);
    else if (message === 'close') {
      db.close();
      parentPort.close();
    } else if (message === 'commit') {
      db.exec('commit');
      parentPort.postMessage('committed');
    } else {
      let statement = prepared.get(message.sql);
      if (!statement) prepared.set(message.sql, (statement = db.prepare(message.sql)));
      statement.run(message.parameters);
    }
  } catch (err) {
    if (db.inTransaction) db.exec('rollback');
    db.close();
    parentPort.postMessage({ error: err.message });
    parentPort.close();
  }
});
`;

/**
 * A writer thread for a seed into `handle` with the given connection
 * settings, or nothing where there is no database file for a second
 * connection to open (PostgreSQL, SQLite in memory): the seed then writes on
 * its own connection.
 */
export function writerThread(handle: DbHandle, settings: readonly string[]): WorkerSink | undefined {
  const sqlite = handle.sqlite;
  return sqlite && !sqlite.memory ? new WorkerSink(sqlite.name, settings) : undefined;
}

export class WorkerSink implements BatchSink {
  private readonly worker: Worker;
  private pending = 0;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  private readonly exited: Promise<void>;
  private readonly inserter = new BatchInserter('sqlite');

  /** `pragmas`: settings applied to the worker's connection, such as `synchronous = OFF`. */
  constructor(file: string, pragmas: readonly string[]) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, pragmas, driver } });
    this.worker.on('message', (message: 'committed' | { error: string }) => {
      if (message === 'committed') this.pending--;
      else this.failure ??= new Error(message.error);
      this.wake?.();
    });
    this.worker.on('error', (err) => {
      this.failure ??= err;
      this.wake?.();
    });
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.failure ??=
          this.pending > 0 ? new Error("The seed's writer thread stopped unexpectedly.") : null;
        this.wake?.();
        resolve();
      }),
    );
  }

  async transaction(write: Parameters<BatchSink['transaction']>[0]): Promise<void> {
    await this.waitUntil(() => this.pending < AHEAD);
    this.worker.postMessage('begin');
    try {
      await write(async (table, rows) => {
        for (const { sql, parameters } of this.inserter.statements(table, rows))
          this.worker.postMessage({ sql, parameters: sqliteParameters(parameters) });
      });
    } catch (err) {
      this.worker.postMessage('rollback');
      throw err;
    }
    this.worker.postMessage('commit');
    this.pending++;
  }

  drain(): Promise<void> {
    return this.waitUntil(() => this.pending === 0);
  }

  private closing: Promise<void> | null = null;

  /** Waits for what is pending, then closes the worker's connection and ends the worker (once). */
  close(): Promise<void> {
    return (this.closing ??= this.closeOnce());
  }

  private async closeOnce(): Promise<void> {
    try {
      await this.drain();
    } finally {
      this.worker.postMessage('close');
      await this.exited;
    }
  }

  private async waitUntil(done: () => boolean): Promise<void> {
    while (!done()) {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
    if (this.failure) throw this.failure;
  }
}
