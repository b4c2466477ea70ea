import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceProblems, sqliteFileProblems } from '../../scripts/crash/integrity.js';
import { backupDatabase, restoreDatabase } from '../../src/cli/backup.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { makeContact } from '../factories.js';
import { runCli } from '../cli-run.js';
import { clientFor, startApp } from '../harness.js';

/**
 * `crm backup` takes a consistent copy of a SQLite database while the
 * service writes to it; `crm restore` refuses while the database is open and
 * brings the copy back once the service is stopped.
 */
describe('backup and restore [sqlite]', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-backup-'));
  const file = join(dir, 'crm.sqlite');
  const url = `sqlite:${file}`;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'backs up online while writes go on, refuses to restore under a running service, restores once stopped',
    {
      timeout: 60_000,
    },
    async () => {
      let started = await startApp({ name: 'sqlite', url });
      const ws = await createWorkspaceWithOwner(started.handle.db, {
        name: 'Backup',
        ownerEmail: 'backup@example.com',
        ownerName: 'Backup',
      });
      let c = clientFor(started.app, started.handle, ws);
      const t = { handle: started.handle } as any;
      const [ann, bob] = [await makeContact(t, c, 'Ann', 'A'), await makeContact(t, c, 'Bob', 'B')];
      const before: string[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await c.post('/notes', { body: `before ${i}`, contacts: i % 2 ? [ann, bob] : [ann] });
        expect(res.status).toBe(201);
        before.push(res.body.data.id);
      }

      // Writes keep coming while the backup runs.
      let writing = true;
      const during: string[] = [];
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          const res = await c.post('/notes', { body: `during ${i}`, contacts: [ann, bob] });
          expect(res.status).toBe(201);
          during.push(res.body.data.id);
          await new Promise((r) => setImmediate(r));
        }
      })();
      const target = join(dir, 'backup-1.sqlite');
      const result = await backupDatabase(url, target);
      writing = false;
      await writer;
      expect(result.backup).toEqual({
        path: target,
        bytes: expect.any(Number),
        created_at: expect.stringMatching(/Z$/),
      });
      expect(result.backup.bytes).toBeGreaterThan(0);
      expect(sqliteFileProblems(target)).toEqual([]);
      expect(during.length).toBeGreaterThan(0);

      const after: string[] = [];
      for (let i = 0; i < 5; i++)
        after.push((await c.post('/notes', { body: `after ${i}`, contacts: [bob] })).body.data.id);
      expect(
        (await c.put(`/notes/${before[0]}`, { body: 'changed after the backup', contacts: [bob] })).status,
      ).toBe(200);

      // The file is open: a restore would pull it from under the service.
      await expect(restoreDatabase(url, target)).rejects.toThrow(
        /in use by another process; stop the server/,
      );
      expect((await c.get(`/notes/${after[0]}`)).status).toBe(200);

      await started.app.close();
      await started.handle.close();
      const restored = await restoreDatabase(url, target);
      expect(restored.restored).toEqual({
        from: target,
        to: file,
        bytes: expect.any(Number),
        migrations_applied: [],
      });
      expect(existsSync(`${file}-wal`)).toBe(false);
      expect(sqliteFileProblems(file)).toEqual([]);

      started = await startApp({ name: 'sqlite', url });
      c = clientFor(started.app, started.handle, ws);
      try {
        expect(await referenceProblems(started.handle.db as any)).toEqual([]);
        const notes = (await c.get('/notes?limit=100&include=contacts&order_by=created_at:asc')).body
          .data as any[];
        const ids = notes.map((n) => n.id);
        // Everything written before the backup, as it was then; nothing written after it.
        expect(ids.slice(0, 20)).toEqual(before);
        expect(notes[0]).toMatchObject({ body: 'before 0', contacts: [{ id: ann }] });
        expect(notes[1].contacts.map((x: any) => x.id)).toEqual([ann, bob]);
        for (const id of after) expect(ids).not.toContain(id);
        // Writes that raced the backup are each there whole, or not at all, and in order.
        const raced = ids.slice(20);
        expect(raced).toEqual(during.slice(0, raced.length));
        for (const note of notes.slice(20)) expect(note.contacts.map((x: any) => x.id)).toEqual([ann, bob]);
      } finally {
        await started.app.close();
        await started.handle.close();
      }
    },
  );

  it('never overwrites a file unless told to, and refuses a backup that is not a database of the service', async () => {
    const target = join(dir, 'backup-2.sqlite');
    await backupDatabase(url, target);
    await expect(backupDatabase(url, target)).rejects.toThrow(/exists; choose another name or pass --force/);
    expect((await backupDatabase(url, target, { force: true })).backup.path).toBe(target);
    await expect(backupDatabase(url, file)).rejects.toThrow(/must not be the database itself/);

    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'this is not a database');
    await expect(restoreDatabase(url, junk)).rejects.toThrow(/cannot|damaged|not a database/);
    await expect(restoreDatabase(url, join(dir, 'missing.sqlite'))).rejects.toThrow(/there is no backup/);
    await expect(backupDatabase('sqlite::memory:', join(dir, 'x.sqlite'))).rejects.toThrow(/in-memory/);
    // The database itself is untouched by the refusals.
    expect(sqliteFileProblems(file)).toEqual([]);
  });

  it(
    'runs as `crm backup` with --json, and points PostgreSQL users to pg_dump',
    {
      timeout: 60_000,
    },
    async () => {
      const target = join(dir, 'backup-cli.sqlite');
      const [ok, pg] = await Promise.all([
        runCli(url, ['--json', 'backup', '--to', target]),
        runCli('postgres://nobody@127.0.0.1:1/none', ['backup', '--to', join(dir, 'pg.dump')]),
      ]);
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.stdout)).toEqual({
        backup: { path: target, bytes: expect.any(Number), created_at: expect.any(String) },
      });
      expect(pg.code).toBe(1);
      expect(pg.stdout).toBe('');
      expect(pg.stderr).toMatch(/^crm: the database is PostgreSQL: back it up with pg_dump .*pg_restore/);
    },
  );
});
