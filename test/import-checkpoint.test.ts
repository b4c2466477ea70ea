import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_CHECKPOINT_PAGES, createDb, withFewerCheckpoints } from '../src/db/connect.js';

/** `crm import` on SQLite: the log is checkpointed less often while the import writes, then as before. */
describe('crm import: checkpoints of the SQLite log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-import-checkpoint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the writer checkpoints every BULK_CHECKPOINT_PAGES pages during the import, and its own setting after, even when the import fails', async () => {
    const handle = createDb(`sqlite:${join(dir, 'crm.sqlite')}`);
    try {
      const setting = async () =>
        (await sql.raw<{ wal_autocheckpoint: number }>('pragma wal_autocheckpoint').execute(handle.writer))
          .rows[0]!.wal_autocheckpoint;
      await sql.raw('pragma wal_autocheckpoint = 500').execute(handle.writer);
      expect(await withFewerCheckpoints(handle, setting)).toBe(BULK_CHECKPOINT_PAGES);
      expect(BULK_CHECKPOINT_PAGES).toBeGreaterThan(1000);
      expect(await setting()).toBe(500);
      await expect(
        withFewerCheckpoints(handle, async () => {
          throw new Error('stopped');
        }),
      ).rejects.toThrow('stopped');
      expect(await setting()).toBe(500);
    } finally {
      await handle.close();
    }
  });
});
