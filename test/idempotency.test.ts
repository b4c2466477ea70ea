import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  BASE,
  type Client,
  clientFor,
  describeEachDatabase,
  expectError,
  type Harness,
  type Response,
  startApp,
  testDatabases,
} from './harness.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';

/**
 * Safe retries with `Idempotency-Key` (API.md section 7), through HTTP on
 * each store: replays are the first answer byte for byte, nothing is written
 * twice, a key reused for another request is refused, a key still running
 * is 409, and stored answers expire.
 */

let counter = 0;
const newKey = () => `key-${process.pid}-${Date.now()}-${++counter}`;

function keyed(
  c: Client,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  key: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return c.request(method, url, body, { 'idempotency-key': key, ...headers });
}

/** The second answer is the first one replayed: same status, bytes and Location, marked as replayed. */
function expectReplay(first: Response, replay: Response) {
  expect(replay.status).toBe(first.status);
  expect(replay.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
  expect(replay.headers.location).toBe(first.headers.location);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(replay.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
}

async function total(c: Client, path: string): Promise<number> {
  const res = await c.get(`${path}?limit=1`);
  expect(res.status).toBe(200);
  return res.body.meta.total;
}

async function storedRows(t: Harness, workspaceId: string): Promise<{ key: string; status: number }[]> {
  const { rows } = await sql<{
    key: string;
    status: number;
  }>`select key, status from idempotency_keys where workspace_id = ${workspaceId} order by key`.execute(
    t.handle.db,
  );
  return rows.map((r) => ({ key: r.key, status: Number(r.status) }));
}

/** Minimal valid bodies for each resource's writes. */
const RESOURCES: { path: string; create: unknown; update: unknown }[] = [
  { path: '/contacts', create: { first_name: 'Ada' }, update: { job_title: 'Engineer' } },
  { path: '/companies', create: { name: 'Acme' }, update: { description: 'Anvils' } },
  { path: '/tags', create: { name: 'vip' }, update: { name: 'vip2' } },
  { path: '/notes', create: { body: 'Met at the fair' }, update: { body: 'Met at the fair, again' } },
  { path: '/lists', create: { name: 'Leads', type: 'CONTACT' }, update: { description: 'Hot' } },
  { path: '/tasks', create: { body: 'Call back' }, update: { body: 'Call back soon' } },
  {
    path: '/custom-fields',
    create: { name: 'Tier', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' },
    update: { name: 'Tier 2' },
  },
];

describeEachDatabase('Idempotency-Key', (t) => {
  it('replays a create byte for byte, with its Location, and creates one record', async () => {
    const c = await t.workspace();
    const key = newKey();
    const first = await keyed(c, 'POST', '/contacts', key, { first_name: 'Ada', last_name: 'Lovelace' });
    expect(first.status).toBe(201);
    expect(first.headers.location).toMatch(/^\/user-api\/v1\/contacts\/con_/);
    const replay = await keyed(c, 'POST', '/contacts', key, { first_name: 'Ada', last_name: 'Lovelace' });
    expectReplay(first, replay);
    expect(await total(c, '/contacts')).toBe(1);
  });

  it('stores and replays every write of every resource: POST, PUT, PATCH and DELETE', async () => {
    const c = await t.workspace();
    for (const r of RESOURCES) {
      const post = newKey();
      const created = await keyed(c, 'POST', r.path, post, r.create);
      expect(created.status, `${r.path} ${JSON.stringify(created.body)}`).toBe(201);
      expectReplay(created, await keyed(c, 'POST', r.path, post, r.create));
      const id = created.body.data.id;
      for (const method of ['PUT', 'PATCH'] as const) {
        const key = newKey();
        const updated = await keyed(c, method, `${r.path}/${id}`, key, r.update);
        expect(updated.status, `${method} ${r.path}`).toBe(200);
        expectReplay(updated, await keyed(c, method, `${r.path}/${id}`, key, r.update));
      }
      const del = newKey();
      const deleted = await keyed(c, 'DELETE', `${r.path}/${id}`, del);
      expect(deleted.status).toBe(200);
      // The record is gone, yet the retry gets the first answer, not a 404.
      expectReplay(deleted, await keyed(c, 'DELETE', `${r.path}/${id}`, del));
      expect(await total(c, r.path)).toBe(0);
    }
  });

  it('writes nothing on a replay', async () => {
    const c = await t.workspace();
    const note = await c.post('/notes', { body: 'v1' });
    const key = newKey();
    const first = await keyed(c, 'PUT', `/notes/${note.body.data.id}`, key, { body: 'v2' });
    expect(first.status).toBe(200);
    // Changed by another request since: a replay must not write v2 again.
    expect((await c.put(`/notes/${note.body.data.id}`, { body: 'v3' })).status).toBe(200);
    const replay = await keyed(c, 'PUT', `/notes/${note.body.data.id}`, key, { body: 'v2' });
    expectReplay(first, replay);
    const now = await c.get(`/notes/${note.body.data.id}`);
    expect(now.body.data.body).toBe('v3');
  });

  it('compares bodies as JSON values: spacing and key order do not matter', async () => {
    const c = await t.workspace();
    const key = newKey();
    const first = await keyed(c, 'POST', '/contacts', key, '{"first_name":"Ada","last_name":"Byron"}');
    expect(first.status).toBe(201);
    const replay = await keyed(
      c,
      'POST',
      '/contacts',
      key,
      '{\n  "last_name" : "Byron",\t"first_name": "Ada"\n}',
    );
    expectReplay(first, replay);
    const other = await keyed(c, 'POST', '/contacts', key, '{"first_name":"Ada","last_name":"King"}');
    expectError(other, 422, 'idempotency_key_reused');
    expect(await total(c, '/contacts')).toBe(1);
  });

  it('compares bodies that are not JSON as bytes', async () => {
    const c = await t.workspace();
    const key = newKey();
    const first = await keyed(c, 'POST', '/notes', key, '{"body": "x"');
    expectError(first, 400, 'invalid_json');
    expectReplay(first, await keyed(c, 'POST', '/notes', key, '{"body": "x"'));
    expectError(await keyed(c, 'POST', '/notes', key, '{"body":  "x"'), 422, 'idempotency_key_reused');
  });

  it('refuses the key with another method, path, query string or body: 422 idempotency_key_reused', async () => {
    const c = await t.workspace();
    const note = (await c.post('/notes', { body: 'n' })).body.data.id;
    const key = newKey();
    expect((await keyed(c, 'PUT', `/notes/${note}`, key, { body: 'a' })).status).toBe(200);
    const reused = [
      await keyed(c, 'PATCH', `/notes/${note}`, key, { body: 'a' }),
      await keyed(c, 'PUT', `/notes/nte_other`, key, { body: 'a' }),
      await keyed(c, 'PUT', `/notes/${note}?include=contacts`, key, { body: 'a' }),
      await keyed(c, 'PUT', `/notes/${note}`, key, { body: 'b' }),
      await keyed(c, 'DELETE', `/notes/${note}`, key),
    ];
    for (const res of reused) {
      const err = expectError(res, 422, 'idempotency_key_reused');
      expect(err.details[0].path).toBe('/headers/idempotency-key');
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    // None of them ran: the note is not deleted and still says "a".
    expect((await c.get(`/notes/${note}`)).body.data.body).toBe('a');
  });

  it('checks the key before the body: a reused key with a broken body is 422, not 400', async () => {
    const c = await t.workspace();
    const key = newKey();
    expect((await keyed(c, 'POST', '/notes', key, { body: 'a' })).status).toBe(201);
    expectError(await keyed(c, 'POST', '/notes', key, '{broken'), 422, 'idempotency_key_reused');
    expectError(
      await keyed(c, 'POST', '/notes', key, 'text', { 'content-type': 'text/plain' }),
      422,
      'idempotency_key_reused',
    );
  });

  it('stores 4xx answers and replays them, with the first request_id in the body', async () => {
    const c = await t.workspace();
    const key = newKey();
    const first = await keyed(c, 'PUT', '/notes/nte_missing', key, { body: 'x' });
    const err = expectError(first, 404, 'not_found');
    const replay = await keyed(c, 'PUT', '/notes/nte_missing', key, { body: 'x' });
    expectReplay(first, replay);
    expect(replay.body.error.request_id).toBe(err.request_id);

    // A refusal of the body, before any write: stored by the error handler.
    const invalid = newKey();
    const refused = await keyed(c, 'POST', '/notes', invalid, { body: 'x', nope: 1 });
    expectError(refused, 400, 'validation_error');
    expectReplay(refused, await keyed(c, 'POST', '/notes', invalid, { body: 'x', nope: 1 }));

    // A refusal of the write itself; the world changing since does not change the answer.
    const ref = newKey();
    const missing = 'con_01jd8k2m3n4p5q6r7s8t9v0w1y';
    const unknown = await keyed(c, 'POST', '/notes', ref, { body: 'x', contacts: [missing] });
    expectError(unknown, 422, 'unknown_reference');
    expectReplay(unknown, await keyed(c, 'POST', '/notes', ref, { body: 'x', contacts: [missing] }));
    expect(await total(c, '/notes')).toBe(0);
    expect((await storedRows(t, c.workspace.id)).map((r) => r.status).sort()).toEqual([400, 404, 422]);
  });

  it('does not store 5xx answers: the retry runs anew', async () => {
    const c = await t.workspace();
    const marker = `boom-${process.pid}-${++counter}`;
    const trigger = `idem_boom_${process.pid}_${counter}`;
    if (t.db.name === 'sqlite') {
      await sql
        .raw(
          `create trigger ${trigger} before insert on notes when new.body = '${marker}' begin select raise(abort, 'boom'); end`,
        )
        .execute(t.handle.writer);
    } else {
      await sql
        .raw(
          `create function ${trigger}() returns trigger language plpgsql as $$ begin if new.body = '${marker}' then raise exception 'boom'; end if; return new; end $$;
           create trigger ${trigger} before insert on notes for each row execute function ${trigger}()`,
        )
        .execute(t.handle.db);
    }
    const key = newKey();
    try {
      expectError(await keyed(c, 'POST', '/notes', key, { body: marker }), 500, 'internal_error');
      expect(await storedRows(t, c.workspace.id)).toEqual([]);
    } finally {
      if (t.db.name === 'sqlite') await sql.raw(`drop trigger ${trigger}`).execute(t.handle.writer);
      else await sql.raw(`drop trigger ${trigger} on notes; drop function ${trigger}()`).execute(t.handle.db);
    }
    const retry = await keyed(c, 'POST', '/notes', key, { body: marker });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a malformed key with 400 at /headers/idempotency-key, and stores nothing', async () => {
    const c = await t.workspace();
    for (const bad of ['has space', 'é', 'x'.repeat(256), 'tab\there']) {
      const res = await keyed(c, 'POST', '/notes', bad, { body: 'x' });
      const err = expectError(res, 400, 'validation_error');
      expect(err.details).toEqual([
        { path: '/headers/idempotency-key', message: 'must be 1 to 255 visible ASCII characters' },
      ]);
    }
    expect(await total(c, '/notes')).toBe(0);
    const longest = 'k'.repeat(255);
    expect((await keyed(c, 'POST', '/notes', longest, { body: 'x' })).status).toBe(201);
    expect((await keyed(c, 'POST', '/notes', longest, { body: 'x' })).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect(await total(c, '/notes')).toBe(1);
  });

  it('ignores the header on GET', async () => {
    const c = await t.workspace();
    for (const key of ['has space', newKey()]) {
      const res = await keyed(c, 'GET', '/notes', key);
      expect(res.status).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await storedRows(t, c.workspace.id)).toEqual([]);
  });

  it('checks the API key first: 401 before a malformed or reused key', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${BASE}/notes`,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'has space' },
      payload: '{"body":"x"}',
    });
    expectError(res, 401, 'unauthorized');
  });

  it('keeps keys per workspace: the same key in two workspaces is two keys', async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    const key = newKey();
    const inA = await keyed(a, 'POST', '/notes', key, { body: 'in a' });
    const inB = await keyed(b, 'POST', '/notes', key, { body: 'in b' });
    expect(inA.status).toBe(201);
    expect(inB.status).toBe(201);
    expect(inB.headers['idempotent-replayed']).toBeUndefined();
    expect(inB.body.data.id).not.toBe(inA.body.data.id);
    expectReplay(inB, await keyed(b, 'POST', '/notes', key, { body: 'in b' }));
    expect(await total(a, '/notes')).toBe(1);
    expect(await total(b, '/notes')).toBe(1);
  });

  it('shares keys within the workspace: another API key sees the stored answer', async () => {
    const c = await t.workspace();
    const other = await c.addUser('MEMBER');
    const key = newKey();
    const first = await keyed(c, 'POST', '/tags', key, { name: 'shared' });
    expect(first.status).toBe(201);
    const replay = await keyed(
      c,
      'POST',
      '/tags',
      key,
      { name: 'shared' },
      { 'x-service-api-key': other.key },
    );
    expectReplay(first, replay);
    expectError(
      await keyed(c, 'POST', '/tags', key, { name: 'other' }, { 'x-service-api-key': other.key }),
      422,
      'idempotency_key_reused',
    );
  });

  it('lets one of two concurrent requests with one key run; the other gets 409 or its answer', async () => {
    const c = await t.workspace();
    let inProgress = 0;
    for (let round = 0; round < 5; round++) {
      const key = newKey();
      const body = { body: `race ${round}` };
      const answers = await Promise.all([
        keyed(c, 'POST', '/notes', key, body),
        keyed(c, 'POST', '/notes', key, body),
        keyed(c, 'POST', '/notes', key, body),
      ]);
      const ran = answers.filter((r) => r.status === 201 && r.headers['idempotent-replayed'] === undefined);
      expect(ran).toHaveLength(1);
      for (const res of answers) {
        if (res === ran[0]) continue;
        if (res.status === 409) {
          inProgress++;
          expectError(res, 409, 'idempotency_in_progress');
          expect(res.headers['retry-after']).toBe('1');
        } else expectReplay(ran[0], res);
      }
      // After the first has answered, every retry gets its answer.
      expectReplay(ran[0], await keyed(c, 'POST', '/notes', key, body));
    }
    expect(await total(c, '/notes')).toBe(5);
    // Sent together, the others arrive while the first runs: this process knows it.
    expect(inProgress).toBeGreaterThan(0);
  });

  it('documents the header and the new refusals on every write operation', () => {
    const doc = t.app.swagger() as any;
    const resolve = (ref: any) =>
      ref.$ref ? doc.components[ref.$ref.split('/')[2]][ref.$ref.split('/')[3]] : ref;
    let writes = 0;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const params = (operation.parameters ?? []).map(resolve);
        const header = params.find((p: any) => p.in === 'header' && p.name === 'idempotency-key');
        if (!['post', 'put', 'patch', 'delete'].includes(method)) {
          expect(header, `${method} ${path}`).toBeUndefined();
          continue;
        }
        writes++;
        expect(header, `${method} ${path}`).toBeDefined();
        expect(header.required ?? false).toBe(false);
        expect(resolve(operation.responses['409']).description).toContain('idempotency_in_progress');
        expect(resolve(operation.responses['422']).description).toContain('idempotency_key_reused');
      }
    }
    expect(writes).toBeGreaterThanOrEqual(RESOURCES.length * 4);
  });
});

describeEachDatabase(
  'Idempotency-Key with a short TTL',
  (t) => {
    it('forgets answers past the TTL, and deletes them in the background', async () => {
      const c = await t.workspace();
      const key = newKey();
      expect((await keyed(c, 'POST', '/notes', key, { body: 'first' })).status).toBe(201);
      expect((await storedRows(t, c.workspace.id)).map((r) => r.key)).toEqual([key]);
      // No request is made: the background cleanup alone deletes the expired answer.
      const deadline = Date.now() + 5_000;
      while ((await storedRows(t, c.workspace.id)).length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(await storedRows(t, c.workspace.id)).toEqual([]);
    });

    it('answers an expired key as unused, even before the cleanup', async () => {
      const c = await t.workspace();
      const key = newKey();
      expect((await keyed(c, 'POST', '/notes', key, { body: 'first' })).status).toBe(201);
      expectError(await keyed(c, 'POST', '/notes', key, { body: 'second' }), 422, 'idempotency_key_reused');
      // Expired, and still in the table (the cleanup is stopped): used as new.
      await t.app.close();
      await new Promise((r) => setTimeout(r, 1_100));
      expect(await storedRows(t, c.workspace.id)).toHaveLength(1);
      // A new app on the harness's database, whose cleanup is an hour off.
      const fresh = (await t.appWith({ idempotencyTtlHours: 24 })).client(c);
      const again = await keyed(fresh, 'POST', '/notes', key, { body: 'second' });
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await total(fresh, '/notes')).toBe(2);
    }, 120_000);
  },
  { idempotencyTtlHours: 1 / 3600 },
);

describeEachDatabase(
  'Idempotency-Key and the limits',
  (t) => {
    it('does not store 429: the same key runs once the limit allows it (another key of the workspace)', async () => {
      const c = await t.workspace();
      const other = await c.addUser('MEMBER');
      for (let i = 0; i < 3; i++) expect((await c.get('/me')).status).toBe(200);
      const key = newKey();
      expectError(await keyed(c, 'POST', '/notes', key, { body: 'x' }), 429, 'rate_limited');
      expect(await storedRows(t, c.workspace.id)).toEqual([]);
      const res = await keyed(c, 'POST', '/notes', key, { body: 'x' }, { 'x-service-api-key': other.key });
      expect(res.status).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    });

    it('stores 413 like any refusal', async () => {
      const c = await t.workspace();
      const key = newKey();
      const big = { body: 'x'.repeat(3_000) };
      const first = await keyed(c, 'POST', '/notes', key, big);
      expectError(first, 413, 'payload_too_large');
      expectReplay(first, await keyed(c, 'POST', '/notes', key, big));
      expectError(await keyed(c, 'POST', '/notes', key, { body: 'small' }), 422, 'idempotency_key_reused');
    });
  },
  { rateLimitPerMinute: 3, bodyLimitBytes: 2_000 },
);

const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('Idempotency-Key across two instances on one PostgreSQL database', () => {
  it('answers 409 on the second instance while the first runs, then replays its answer', async () => {
    const one = await startApp(postgres!);
    const two = await startApp(postgres!);
    const marker = `slow-${process.pid}-${Date.now()}`;
    const name = `idem_slow_${process.pid}_${Date.now()}`;
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin if new.body = '${marker}' then perform pg_sleep(3); end if; return new; end $$;
         create trigger ${name} before insert on notes for each row execute function ${name}()`,
      )
      .execute(one.handle.db);
    try {
      const ws = await createWorkspaceWithOwner(one.handle.db, {
        name: 'Two instances',
        ownerEmail: `two${Date.now()}@example.com`,
        ownerName: 'Two',
      });
      const a = clientFor(one.app, one.handle, ws);
      const b = clientFor(two.app, two.handle, ws);
      const key = newKey();
      const slow = keyed(a, 'POST', '/notes', key, { body: marker });
      // Until the first request holds its key's lock (its write then sleeps in the trigger).
      const lock = `idempotency ${ws.workspace.id} ${key}`;
      for (let held = false, tries = 0; !held && tries < 200; tries++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and granted
          and ((classid::bigint << 32) | objid::bigint) = hashtextextended(${lock}, 0)`.execute(
          two.handle.db,
        );
        held = rows[0].n > 0;
        if (!held) await new Promise((r) => setTimeout(r, 50));
      }
      const meanwhile = await keyed(b, 'POST', '/notes', key, { body: marker });
      expectError(meanwhile, 409, 'idempotency_in_progress');
      expect(meanwhile.headers['retry-after']).toBe('1');
      const first = await slow;
      expect(first.status).toBe(201);
      expectReplay(first, await keyed(b, 'POST', '/notes', key, { body: marker }));
      expect(await total(b, '/notes')).toBe(1);
    } finally {
      await sql.raw(`drop trigger ${name} on notes; drop function ${name}()`).execute(one.handle.db);
      for (const s of [one, two]) {
        await s.app.close();
        await s.handle.close();
      }
    }
  }, 120_000);
});

describe('IDEMPOTENCY_TTL_HOURS', () => {
  it('defaults to 24 hours and takes a positive number', () => {
    expect(loadConfig({}).idempotencyTtlHours).toBe(24);
    expect(loadConfig({ IDEMPOTENCY_TTL_HOURS: '48' }).idempotencyTtlHours).toBe(48);
    expect(loadConfig({ IDEMPOTENCY_TTL_HOURS: '0.5' }).idempotencyTtlHours).toBe(0.5);
    expect(() => loadConfig({ IDEMPOTENCY_TTL_HOURS: '0' })).toThrow(/IDEMPOTENCY_TTL_HOURS/);
    expect(() => loadConfig({ IDEMPOTENCY_TTL_HOURS: 'a day' })).toThrow(/IDEMPOTENCY_TTL_HOURS/);
  });
});
