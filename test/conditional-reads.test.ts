import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownBytes } from '../src/core/answers.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { runCli } from './cli-run.js';
import {
  type Client,
  clientFor,
  describeEachDatabase,
  newWorkspace,
  startApp,
  testDatabases,
} from './harness.js';

/**
 * An app of its own (to read its memory's counters, or with other settings) and a new
 * workspace's client on it; closed after `use`.
 */
async function withOwnApp(
  db: Parameters<typeof startApp>[0],
  overrides: Parameters<typeof startApp>[1],
  use: (c: Client, app: Awaited<ReturnType<typeof startApp>>['app']) => Promise<void>,
) {
  const { app, handle } = await startApp(db, overrides);
  try {
    await use(await newWorkspace(app, handle, 'Own app'), app);
  } finally {
    await app.close();
    await handle.close();
  }
}

/**
 * Conditional reads (API.md section 10): every GET has a strong ETag, a
 * matching If-None-Match gets 304, and an answer kept in memory is never
 * older than the last write committed before the request.
 */
describeEachDatabase('conditional reads', (t) => {
  it('every GET carries a strong ETag; If-None-Match with it, in a list, weak or * answers 304 with no body', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Ada' })).body.data;
    await c.post('/webhooks', { url: 'https://example.com/hook' });
    for (const path of [
      `/contacts/${contact.id}`,
      '/contacts?include=tags',
      '/me',
      '/events',
      '/workspace-users',
      '/webhooks',
    ]) {
      const first = await c.get(path);
      expect(first.status, path).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect((await c.get(path)).headers.etag, path).toBe(etag);
      for (const sent of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
        const again = await c.get(path, { 'if-none-match': sent });
        expect(again.status, `${path} ${sent}`).toBe(304);
        expect(again.raw.body, path).toBe('');
        expect(again.headers.etag, path).toBe(etag);
      }
      expect((await c.get(path, { 'if-none-match': '"stale"' })).status, path).toBe(200);
    }
    // The same answer under the version-less prefix has the same ETag.
    const v1 = await c.request('GET', `/v1/contacts/${contact.id}`);
    expect(v1.headers.etag).toBe((await c.get(`/contacts/${contact.id}`)).headers.etag);
  });

  it('the ETag changes with the record, with what it embeds, and never with another workspace', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Lead' })).body.data;
    const contact = (await c.post('/contacts', { full_name: 'Ada', tags: [tag.id] })).body.data;
    const page = '/contacts?include=tags';
    const before = await c.get(page);
    const one = await c.get(`/contacts/${contact.id}?include=tags`);
    // Another workspace's writes change nothing here.
    await other.post('/contacts', { full_name: 'Someone else' });
    await other.post('/tags', { name: 'Lead' });
    expect((await c.get(page, { 'if-none-match': String(before.headers.etag) })).status).toBe(304);
    // A tag renamed: every answer that embeds it changes.
    await c.put(`/tags/${tag.id}`, { name: 'Customer' });
    const renamed = await c.get(page, { 'if-none-match': String(before.headers.etag) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data[0].tags).toEqual([{ tag: { id: tag.id, name: 'Customer' } }]);
    const oneAfter = await c.get(`/contacts/${contact.id}?include=tags`, {
      'if-none-match': String(one.headers.etag),
    });
    expect(oneAfter.status).toBe(200);
    expect(oneAfter.body.data.tags[0].tag.name).toBe('Customer');
    // A delete changes the page and makes the record a 404.
    await c.del(`/contacts/${contact.id}`);
    expect((await c.get(page)).body.data).toEqual([]);
    expect((await c.get(`/contacts/${contact.id}`)).status).toBe(404);
  });

  it('custom-field changes reach every cached page that shows the values', async () => {
    const c = await t.workspace();
    const field = (
      await c.post('/custom-fields', {
        name: 'Tier',
        field_type: 'SINGLE_SELECT',
        entity_type: 'CONTACT',
        multi_select_options: [{ value: 'Gold' }, { value: 'Silver' }],
      })
    ).body.data;
    const gold = field.multi_select_options[0];
    await c.post('/contacts', { full_name: 'Ada', custom_fields: [{ id: field.id, value: gold.id }] });
    const path = '/contacts?include=custom_fields';
    expect((await c.get(path)).body.data[0].custom_fields[0].value).toEqual(gold);
    await c.put(`/custom-fields/${field.id}`, {
      name: 'Level',
      multi_select_options: [{ id: gold.id, value: 'Platinum' }],
    });
    const after = (await c.get(path)).body.data[0].custom_fields[0];
    expect(after).toMatchObject({ name: 'Level', value: { id: gold.id, value: 'Platinum' } });
    await c.del(`/custom-fields/${field.id}`);
    expect((await c.get(path)).body.data[0].custom_fields).toEqual([]);
  });

  it('interleaved writes and reads: every read equals the database read without memory', async () => {
    // Two servers on one database, one without memory (SQLite: one file, which both open).
    const dir = mkdtempSync(join(tmpdir(), 'crm-answers-'));
    const database =
      t.db.name === 'sqlite' ? { name: 'sqlite' as const, url: `sqlite:${join(dir, 'crm.sqlite')}` } : t.db;
    const { app, handle } = await startApp(database);
    const { app: plain, handle: plainHandle } = await startApp(database, { answerCacheMb: 0 });
    const ws = await createWorkspaceWithOwner(handle.db, {
      name: 'Interleaved',
      ownerEmail: `interleaved-${Date.now()}@example.com`,
      ownerName: 'Owner',
    });
    const c = clientFor(app, handle, ws);
    const uncached = clientFor(plain, plainHandle, ws);
    try {
      const tags: string[] = [];
      for (let i = 0; i < 3; i++) tags.push((await c.post('/tags', { name: `T${i}` })).body.data.id);
      const paths = [
        '/contacts?include=tags',
        '/tags?include=contacts',
        '/contacts?order_by=full_name',
        '/tags',
      ];
      for (let round = 0; round < 8; round++) {
        // Reads fill the memory; writes and reads then go at once.
        await Promise.all(paths.map((p) => c.get(p)));
        await Promise.all([
          c.post('/contacts', { full_name: `Round ${round}`, tags: [tags[round % 3]] }),
          c.put(`/tags/${tags[round % 3]}`, { name: `T${round % 3}-${round}` }),
          ...paths.map((p) => c.get(p)),
        ]);
        // After the writes have answered, every read sees them.
        for (const p of paths)
          expect((await c.get(p)).body, `${p} round ${round}`).toEqual((await uncached.get(p)).body);
      }
    } finally {
      for (const [a, h] of [
        [app, handle],
        [plain, plainHandle],
      ] as const) {
        await a.close();
        await h.close();
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('concurrent reads of one answer after a write compute it once, and all see the write; an error leaves no one waiting', async () => {
    await withOwnApp(t.db, {}, async (c, app) => {
      const tag = (await c.post('/tags', { name: 'Lead' })).body.data;
      await c.post('/contacts', { full_name: 'Ada', tags: [tag.id] });
      const page = '/contacts?include=tags&order_by=created_at:desc';
      const before = await c.get(page);
      expect(before.body.data).toHaveLength(1);
      for (let round = 0; round < 3; round++) {
        await c.post('/contacts', { full_name: `Grace ${round}`, tags: [tag.id] });
        const memory = (app as any).answerMemory();
        const answers = await Promise.all(Array.from({ length: 8 }, () => c.get(page)));
        // The others waited for it or, arriving after it was kept, found it kept.
        expect((app as any).answerMemory().computed - memory.computed, 'computed once for the eight').toBe(1);
        for (const res of answers) {
          expect(res.status).toBe(200);
          expect(res.body.data[0].full_name).toBe(`Grace ${round}`);
          expect(res.body.data).toHaveLength(round + 2);
          expect(res.headers.etag).toBe(answers[0].headers.etag);
        }
      }
      // Concurrent reads of a record deleted meanwhile: each gets its 404 at once. Those that
      // waited for the first are released when it ends without an answer, not after the 5 s a
      // waiter gives another's computation.
      const gone = (await c.post('/contacts', { full_name: 'Gone' })).body.data.id;
      await c.get(`/contacts/${gone}`);
      await c.del(`/contacts/${gone}`);
      const started = performance.now();
      const missing = await Promise.all(Array.from({ length: 5 }, () => c.get(`/contacts/${gone}`)));
      expect(missing.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
      expect(performance.now() - started).toBeLessThan(2_500);
    });
  });

  it('memory stays within ANSWER_CACHE_MB, and answers stay right as old ones are dropped', async () => {
    await withOwnApp(t.db, { answerCacheMb: 0.005 }, async (c, app) => {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push((await c.post('/contacts', { full_name: `Person ${i}` })).body.data.id);
      for (let round = 0; round < 3; round++)
        for (const [i, id] of ids.entries()) {
          const res = await c.get(`/contacts/${id}?include=emails,phone_numbers,tags`);
          expect(res.body.data.full_name).toBe(`Person ${i}`);
          const memory = (app as any).answerMemory();
          expect(memory.bytes).toBeLessThanOrEqual(0.005 * 1024 * 1024);
        }
      expect((app as any).answerMemory().entries).toBeLessThan(12);
      expect((app as any).answerMemory().entries).toBeGreaterThan(0);
    });
  });
});

const pg = testDatabases().find((d) => d.name === 'postgres');

describe.runIf(pg)('conditional reads on two instances sharing one PostgreSQL database', () => {
  const instances: Awaited<ReturnType<typeof startApp>>[] = [];
  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.handle.close();
    }
  });

  it('a write through one instance is seen by the next read through the other', async () => {
    for (let i = 0; i < 2; i++) instances.push(await startApp(pg!));
    const ws = await createWorkspaceWithOwner(instances[0].handle.db, {
      name: 'Two instances',
      ownerEmail: `two-${Date.now()}@example.com`,
      ownerName: 'Owner',
    });
    const [a, b] = instances.map((i) => clientFor(i.app, i.handle, ws)) as [Client, Client];
    const tag = (await a.post('/tags', { name: 'Lead' })).body.data;
    for (let round = 0; round < 10; round++) {
      // Both instances hold the answer in memory...
      const seenA = await a.get('/tags?include=contacts');
      await b.get('/tags?include=contacts');
      // ...a write through one...
      const contact = (await b.post('/contacts', { full_name: `C${round}`, tags: [tag.id] })).body.data;
      // ...and the very next read through the other sees it.
      const after = await a.get('/tags?include=contacts', { 'if-none-match': String(seenA.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.body.data[0].contacts.map((x: any) => x.id)).toContain(contact.id);
      const one = await b.get(`/tags/${tag.id}?include=contacts`);
      await a.put(`/tags/${tag.id}`, { name: `Lead ${round}` });
      expect((await b.get(`/tags/${tag.id}?include=contacts`)).body.data.name).toBe(`Lead ${round}`);
      expect(one.status).toBe(200);
    }
  });
});

describe('conditional reads with a SQLite file written by another process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-answers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a `crm seed` beside the server is seen by the next read', async () => {
    const url = `sqlite:${join(dir, 'crm.sqlite')}`;
    const { app, handle } = await startApp({ name: 'sqlite', url });
    try {
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Seeded beside',
        ownerEmail: 'beside@example.com',
        ownerName: 'Owner',
      });
      const c = clientFor(app, handle, ws);
      await c.post('/contacts', { full_name: 'Before' });
      const before = await c.get('/contacts?limit=1');
      expect(before.body.meta.total).toBe(1);
      expect(
        (await c.get('/contacts?limit=1', { 'if-none-match': String(before.headers.etag) })).status,
      ).toBe(304);
      const seeded = await runCli(url, [
        'seed',
        '--workspace',
        ws.workspace.id,
        '--contacts',
        '5',
        '--companies',
        '1',
        '--tags',
        '1',
        '--json',
      ]);
      expect(seeded.code, seeded.stderr).toBe(0);
      const after = await c.get('/contacts?limit=1', { 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.body.meta.total).toBe(6);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('an answer kept in memory', () => {
  it('holds a buffer of its own, never a slice of a shared pool that it would keep alive', () => {
    const owns = (bytes: Buffer) => bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;
    const short = '{"data":{"id":"con_1","full_name":"Zoë"}}';
    expect(owns(Buffer.from(short)), 'Buffer.from slices its pool (the case guarded against)').toBe(false);
    for (const payload of [short, Buffer.from(short), 'x'.repeat(10_000)]) {
      const kept = ownBytes(payload);
      expect(owns(kept)).toBe(true);
      expect(kept.toString('utf8')).toBe(payload.toString());
    }
  });
});
