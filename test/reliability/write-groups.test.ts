import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/ids.js';
import { writeTransaction } from '../../src/core/transaction.js';
import { createDb } from '../../src/db/connect.js';
import { revokeApiKey } from '../../src/modules/api-keys/api-keys.queries.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { type Client, clientFor, startApp } from '../harness.js';

/**
 * SQLite in a file, as it is served: reads on one connection, writes on
 * another, and writes that arrive together committed as one group
 * (core/transaction.ts). The other tests use an in-memory database, which
 * has a single connection.
 */
describe('SQLite in a file: write groups, the read connection, keys revoked elsewhere', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-write-groups-'));
  const url = `sqlite:${join(dir, 'crm.sqlite')}`;
  let started: Awaited<ReturnType<typeof startApp>>;
  let c: Client;

  beforeAll(async () => {
    started = await startApp({ name: 'sqlite', url });
    const ws = await createWorkspaceWithOwner(started.handle.db, {
      name: 'Groups',
      ownerEmail: 'owner@groups.example',
      ownerName: 'Owner',
    });
    c = clientFor(started.app, started.handle, ws);
  });

  afterAll(async () => {
    await started?.app.close();
    await started?.handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The workspace's tag names, read through a connection of its own. */
  async function tagNamesOnDisk(): Promise<string[]> {
    const other = createDb(url);
    try {
      const rows = await other.db
        .selectFrom('tags')
        .select('name')
        .where('workspace_id', '=', c.workspace.id)
        .orderBy('name')
        .execute();
      return rows.map((r) => r.name);
    } finally {
      await other.close();
    }
  }

  /** The workspace's tags as its collection count has them (kept by triggers, undone with their rows). */
  async function countedTags(): Promise<number> {
    const counted = await sql<{ total: number }>`
      select sum(total) as total from collection_counts
      where workspace_id = ${c.workspace.id} and collection = 'tags'`.execute(started.handle.db);
    return Number(counted.rows[0].total);
  }

  it('answers writes sent together each on its own: refused ones leave nothing, the others are on disk', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `group-${String(i).padStart(2, '0')}`);
    const unknownTag = newId('tag');
    const requests = [
      ...names.map((name) => c.post('/tags', { name })),
      // Refused among them: a name taken within the same burst (409) and a contact
      // that links to a tag that does not exist (422).
      c.post('/tags', { name: 'GROUP-00' }),
      c.post('/contacts', { first_name: 'Refused', tags: [unknownTag] }),
      c.post('/tags', { name: 7 }),
    ];
    const answers = await Promise.all(requests);
    expect(answers.slice(0, 40).map((r) => r.status)).toEqual(names.map(() => 201));
    expect(answers.slice(40).map((r) => r.status)).toEqual([409, 422, 400]);
    expect(answers[40].body.error.details[0].existing_id).toBe(answers[0].body.data.id);

    // Every acknowledged write is readable through another connection: committed, not pending.
    expect(await tagNamesOnDisk()).toEqual(names);
    const contacts = await c.get('/contacts');
    expect(contacts.body.meta.total).toBe(0);
  });

  it('a read neither waits for a write group in progress nor sees it before its commit', async () => {
    const name = `held-${Date.now()}`;
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = writeTransaction(started.handle, async (trx) => {
      await trx.insertInto('tags').values(tagRow(c.workspace.id, name)).execute();
      inserted();
      await held;
    });
    await insertedYet;

    const during = await c.get(`/tags?limit=100`);
    expect(during.status).toBe(200);
    expect(during.body.data.map((t: { name: string }) => t.name)).not.toContain(name);

    release();
    await writing;
    const after = await c.get(`/tags?limit=100`);
    expect(after.body.data.map((t: { name: string }) => t.name)).toContain(name);
  });

  it('rolls back only the write that throws; the rest of its group commits', async () => {
    const tag = (name: string) => tagRow(c.workspace.id, name);
    const results = await Promise.allSettled([
      writeTransaction(started.handle, (trx) => trx.insertInto('tags').values(tag('kept-1')).execute()),
      writeTransaction(started.handle, async (trx) => {
        await trx.insertInto('tags').values(tag('undone')).execute();
        throw new Error('the write fails after its insert');
      }),
      writeTransaction(started.handle, (trx) => trx.insertInto('tags').values(tag('kept-2')).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = await tagNamesOnDisk();
    expect(names).toContain('kept-1');
    expect(names).toContain('kept-2');
    expect(names).not.toContain('undone');
    // The kept count matches the rows: the undone insert's trigger was undone with it.
    expect(await countedTags()).toBe(names.length);
  });

  it("runs a group's first write without a savepoint: when it throws, the transaction is rolled back and the writes queued behind it commit", async () => {
    const tag = (name: string) => tagRow(c.workspace.id, name);
    let savepointOfFirst: unknown = 'not asked';
    // A savepoint of the group's is named "write": releasing it by name fails when there is none.
    const released = (trx: Parameters<Parameters<typeof writeTransaction>[1]>[0]) =>
      sql`release "write"`.execute(trx).then(
        () => 'released',
        (err: Error) => err.message,
      );
    const results = await Promise.allSettled([
      writeTransaction(started.handle, async (trx) => {
        await trx.insertInto('tags').values(tag('first-undone')).execute();
        savepointOfFirst = await released(trx);
        throw new Error('the first write fails after its insert');
      }),
      writeTransaction(started.handle, (trx) => trx.insertInto('tags').values(tag('after-1')).execute()),
      writeTransaction(started.handle, (trx) => trx.insertInto('tags').values(tag('after-2')).execute()),
    ]);
    expect(savepointOfFirst).toMatch(/no such savepoint/);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe(
      'the first write fails after its insert',
    );
    const names = await tagNamesOnDisk();
    expect(names).toEqual(expect.arrayContaining(['after-1', 'after-2']));
    expect(names).not.toContain('first-undone');
    expect(await countedTags()).toBe(names.length);
  });

  it('fails every write of a group whose savepoint commands fail, the write whose savepoint it was too', async () => {
    const tag = (name: string) => tagRow(c.workspace.id, name);
    let go!: () => void;
    const held = new Promise<void>((resolve) => (go = resolve));
    const first = writeTransaction(started.handle, async (trx) => {
      await trx.insertInto('tags').values(tag('broken-first')).execute();
      await held;
    });
    // Queued while the first runs, so the second member of its group, inside the savepoint
    // "write", which it releases itself: the group's own release of it then fails.
    const second = writeTransaction(started.handle, async (trx) => {
      await trx.insertInto('tags').values(tag('broken-second')).execute();
      await sql`release "write"`.execute(trx);
    });
    go();
    const settled = await Promise.race([
      Promise.allSettled([first, second]),
      new Promise<string>((resolve) => setTimeout(() => resolve('a write was never answered'), 3000)),
    ]);
    expect(settled).not.toBe('a write was never answered');
    expect((settled as PromiseSettledResult<unknown>[]).map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
    ]);
    const names = await tagNamesOnDisk();
    expect(names).not.toContain('broken-first');
    expect(names).not.toContain('broken-second');
    expect(await countedTags()).toBe(names.length);
  });

  it("runs a group's first write again, first in the next group, when a rerun resolves its failure", async () => {
    const taken = tagRow(c.workspace.id, 'rerun-taken');
    await writeTransaction(started.handle, (trx) => trx.insertInto('tags').values(taken).execute());
    let runs = 0;
    const id = await writeTransaction(started.handle, async (trx) => {
      runs++;
      await trx
        .insertInto('tags')
        .values(tagRow(c.workspace.id, `rerun-own-${runs}`))
        .execute();
      // A unique name lost to another write: the store's rollback, which a rerun resolves.
      if (runs === 1)
        await trx
          .insertInto('tags')
          .values({ ...taken, id: newId('tag') })
          .execute();
      return runs;
    });
    expect(id).toBe(2);
    const names = await tagNamesOnDisk();
    expect(names).toContain('rerun-own-2');
    expect(names).not.toContain('rerun-own-1');
  });

  it('refuses a key on the request after another process revokes it, though the key was just used', async () => {
    const member = await c.addUser('MEMBER');
    const me = () =>
      started.app.inject({
        method: 'GET',
        url: '/user-api/v1/me',
        headers: { 'x-service-api-key': member.key },
      });
    for (let i = 0; i < 3; i++) expect((await me()).statusCode).toBe(200);
    const other = createDb(url);
    try {
      const key = await other.db
        .selectFrom('api_keys')
        .select('id')
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(await revokeApiKey(other.db, key.id)).toBe(true);
    } finally {
      await other.close();
    }
    const refused = await me();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('The API key has been revoked.');
    // The owner's key, used before and unaffected, still works.
    expect((await c.get('/me')).status).toBe(200);
  });
});

/** A tag row as the API would store it (the name is its own sort key: lower case). */
function tagRow(workspaceId: string, name: string) {
  const now = new Date().toISOString();
  return {
    id: newId('tag'),
    workspace_id: workspaceId,
    name,
    sort_name: name,
    created_at: now,
    updated_at: now,
  };
}
