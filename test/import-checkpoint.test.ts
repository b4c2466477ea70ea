import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BULK_CHECKPOINT_PAGES,
  BULK_WRITE_SETTINGS,
  createDb,
  withBulkWriteSettings,
} from '../src/db/connect.js';
import { BATCH_ROWS } from '../src/modules/import-export/import.run.js';
import { runCli } from './cli-run.js';

/** `crm import` on SQLite: the writer's bulk settings while the import writes, then its own again. */
describe("crm import: the SQLite writer's settings while it writes", () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-import-checkpoint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checkpoints every BULK_CHECKPOINT_PAGES pages and keeps its journals in memory during the import, and its own settings after, even when the import fails', async () => {
    const handle = createDb(`sqlite:${join(dir, 'crm.sqlite')}`);
    try {
      const settings = async () => ({
        wal_autocheckpoint: (
          await sql.raw<{ wal_autocheckpoint: number }>('pragma wal_autocheckpoint').execute(handle.writer)
        ).rows[0]!.wal_autocheckpoint,
        temp_store: (await sql.raw<{ temp_store: number }>('pragma temp_store').execute(handle.writer))
          .rows[0]!.temp_store,
      });
      await sql.raw('pragma wal_autocheckpoint = 500').execute(handle.writer);
      await sql.raw('pragma temp_store = FILE').execute(handle.writer);
      const own = { wal_autocheckpoint: 500, temp_store: 1 };
      expect(await settings()).toEqual(own);
      // 2 is MEMORY.
      expect(await withBulkWriteSettings(handle, settings)).toEqual({
        wal_autocheckpoint: BULK_CHECKPOINT_PAGES,
        temp_store: 2,
      });
      expect(BULK_WRITE_SETTINGS.wal_autocheckpoint).toBeGreaterThan(1000);
      expect(await settings()).toEqual(own);
      await expect(
        withBulkWriteSettings(handle, async () => {
          throw new Error('stopped');
        }),
      ).rejects.toThrow('stopped');
      expect(await settings()).toEqual(own);

      // A TEMP object on the writer (a server's key-change triggers) would be dropped by a change
      // of temp_store: the setting then stays, and so does the object.
      await sql.raw('create temp table kept_here (x)').execute(handle.writer);
      expect(await withBulkWriteSettings(handle, settings)).toEqual({
        wal_autocheckpoint: BULK_CHECKPOINT_PAGES,
        temp_store: 1,
      });
      expect(await settings()).toEqual(own);
      const temporary = await sql
        .raw<{ name: string }>('select name from temp.sqlite_master')
        .execute(handle.writer);
      expect(temporary.rows.map((r) => r.name)).toEqual(['kept_here']);
    } finally {
      await handle.close();
    }
  });
});

/**
 * `crm import` itself runs with fewer checkpoints: observed from outside, as
 * the size of the log. With SQLite's default (a checkpoint once the log
 * passes 1,000 pages, then the log is written again from its start) the log
 * of an import stays near one batch's commit; with BULK_CHECKPOINT_PAGES it
 * grows past it. Another connection is kept open on the file meanwhile, as
 * a running server keeps one, so that the CLI's close leaves the log as the
 * import left it.
 */
describe('crm import: the log between checkpoints, seen from outside', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-import-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('grows past what the default checkpoints allow while an import of several batches writes', async () => {
    const file = join(dir, 'crm.sqlite');
    const url = `sqlite:${file}`;
    const created = await runCli(url, ['workspace', 'create', '--name', 'Log', '--json']);
    expect(created.code).toBe(0);
    const workspaceId = JSON.parse(created.stdout).workspace.id as string;
    const rows = 3 * BATCH_ROWS;
    const lines = ['First Name,Last Name,Email,Phone,Company,Tags,City'];
    for (let i = 0; i < rows; i++)
      lines.push(
        `Person${i},Log${i},person${i}@log.example,+1 415 555 ${String(i % 10_000).padStart(4, '0')},` +
          `Company ${i % 500},Tag${i % 50}; Tag${(i * 7 + 1) % 50},City ${i % 20}`,
      );
    const csv = join(dir, 'contacts.csv');
    writeFileSync(csv, `${lines.join('\n')}\n`);

    // Open before the import, as a running server's connection would be.
    const kept = new SQLite(file);
    try {
      const pages = () => kept.pragma('page_count', { simple: true }) as number;
      const before = pages();
      const imported = await runCli(url, [
        'import',
        'contacts',
        '--workspace',
        workspaceId,
        '--file',
        csv,
        '--json',
      ]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(JSON.parse(imported.stdout)).toMatchObject({ created: rows, failed: 0 });
      const grown = pages() - before;
      // The frames in the log since it was last started again: a checkpoint of all of it now
      // (nothing reads meanwhile) answers how many there were.
      const [{ log }] = kept.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
      // Every page the import added is in the log at least once: the log was never started
      // again during the import. The default's restarts would have left the last batch's alone.
      expect(grown).toBeGreaterThan(1000);
      expect(log).toBeGreaterThanOrEqual(grown);
    } finally {
      kept.close();
    }
  });
});
