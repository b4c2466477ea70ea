import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/modules/api-keys/api-keys.queries.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { describeEachDatabase, expectError, startApp, testDatabases } from '../harness.js';

const ME = '/user-api/v1/me';

describeEachDatabase('authentication', (t) => {
  const get = (headers: Record<string, string>, url = ME) => t.inject({ method: 'GET', url, headers });

  it('accepts the key in x-service-api-key, as a Bearer token, or in both when they agree', async () => {
    const c = await t.workspace();
    for (const headers of <Record<string, string>[]>[
      { 'x-service-api-key': c.api_key },
      { authorization: `Bearer ${c.api_key}` },
      { authorization: `bearer ${c.api_key}` },
      { 'x-service-api-key': c.api_key, authorization: `Bearer ${c.api_key}` },
    ]) {
      const res = await get(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.data.workspace.id).toBe(c.workspace.id);
    }
  });

  it('answers under /v1 as under /user-api/v1', async () => {
    const c = await t.workspace();
    const res = await get({ authorization: `Bearer ${c.api_key}` }, '/v1/me');
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(c.user.id);
    expectError(await get({}, '/v1/me'), 401, 'unauthorized');
  });

  it('refuses two different keys, even when both are valid', async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    const err = expectError(
      await get({ 'x-service-api-key': a.api_key, authorization: `Bearer ${b.api_key}` }),
      401,
      'unauthorized',
    );
    expect(err.message).toMatch(/different keys/);
    expect(err.details).toEqual([]);
  });

  it('refuses a missing, empty or unknown key', async () => {
    let err = expectError(await get({}), 401, 'unauthorized');
    expect(err.message).toMatch(/x-service-api-key/);
    expectError(await get({ 'x-service-api-key': '' }), 401, 'unauthorized');
    err = expectError(await get({ 'x-service-api-key': `crm_${'a'.repeat(40)}` }), 401, 'unauthorized');
    expect(err.message).toBe('The API key is not valid.');
    expectError(await get({ authorization: 'Bearer nope' }), 401, 'unauthorized');
  });

  it('refuses a malformed Authorization header', async () => {
    const c = await t.workspace();
    for (const authorization of [
      `Basic ${c.api_key}`,
      'Bearer',
      'Bearer ',
      `Bearer ${c.api_key} extra`,
      c.api_key,
    ]) {
      const err = expectError(await get({ authorization }), 401, 'unauthorized');
      expect(err.message, authorization).toBe('The Authorization header must be "Bearer <API key>".');
    }
    // A malformed Authorization is refused even beside a good x-service-api-key.
    expectError(
      await get({ 'x-service-api-key': c.api_key, authorization: 'Basic abc' }),
      401,
      'unauthorized',
    );
  });

  it('requests arriving together, with keys of several workspaces, each get their own (keys looked up in one statement on PostgreSQL)', async () => {
    const spaces = [await t.workspace(), await t.workspace(), await t.workspace()];
    const revoked = await t.workspace();
    await revokeApiKey(t.handle.db, revoked.key_id);
    const unknown = `crm_${'b'.repeat(40)}`;
    const sent = Array.from({ length: 40 }, (_, i) =>
      i % 10 === 3 ? unknown : i % 10 === 7 ? revoked.api_key : spaces[i % 3]!.api_key,
    );
    const answers = await Promise.all(sent.map((key) => get({ 'x-service-api-key': key })));
    for (const [i, res] of answers.entries()) {
      if (sent[i] === unknown)
        expect(expectError(res, 401, 'unauthorized').message).toBe('The API key is not valid.');
      else if (sent[i] === revoked.api_key)
        expect(expectError(res, 401, 'unauthorized').message).toBe('The API key has been revoked.');
      else {
        expect(res.status, `request ${i}`).toBe(200);
        expect(res.body.data.workspace.id, `request ${i}`).toBe(spaces[i % 3]!.workspace.id);
      }
    }
  });

  it('refuses a revoked key at once', async () => {
    const c = await t.workspace();
    expect((await c.get('/me')).status).toBe(200);
    expect(await revokeApiKey(t.handle.db, c.key_id)).toBe(true);
    const err = expectError(await c.get('/me'), 401, 'unauthorized');
    expect(err.message).toBe('The API key has been revoked.');
  });

  it('refuses an expired key and accepts one that expires later', async () => {
    const c = await t.workspace();
    const past = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'old',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const err = expectError(await get({ 'x-service-api-key': past.secret }), 401, 'unauthorized');
    expect(err.message).toBe('The API key has expired.');
    const future = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'new',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await get({ 'x-service-api-key': future.secret })).status).toBe(200);
  });

  it('needs a key on every API route, but not on health checks', async () => {
    for (const url of ['/user-api/v1/workspace-users', '/user-api/v1/workspace-users/usr_x', '/v1/notes']) {
      expectError(await t.inject({ method: 'GET', url }), 401, 'unauthorized');
    }
    expect((await t.inject({ method: 'GET', url: '/healthz' })).status).toBe(200);
  });

  it('stores only the SHA-256 digest of a key, never the secret', async () => {
    const c = await t.workspace();
    expect(c.api_key).toMatch(/^crm_[0-9A-Za-z]{40}$/);
    const row = await t.handle.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', c.key_id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(c.api_key).digest('hex'));
    const secretPart = c.api_key.slice(4);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(secretPart);
  });

  it("sees its own workspace only: another workspace's user answers 404 like a missing one", async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    const foreign = expectError(await a.get(`/workspace-users/${b.user.id}`), 404, 'not_found');
    const missing = expectError(await a.get('/workspace-users/usr_doesnotexist'), 404, 'not_found');
    expect(foreign.message).toBe(`No workspace user with ID "${b.user.id}" exists in this workspace.`);
    expect(missing.message).toBe('No workspace user with ID "usr_doesnotexist" exists in this workspace.');
    expect(foreign.details).toEqual(missing.details);
    const list = await a.get('/workspace-users');
    expect(list.body.data.map((u: any) => u.id)).toEqual([a.user.id]);
    expect((await b.get(`/workspace-users/${b.user.id}`)).status).toBe(200);
  });
});

describeEachDatabase(
  'failed authentications per address',
  (t) => {
    const bad = (
      remoteAddress: string,
      headers: Record<string, string> = { 'x-service-api-key': 'crm_wrong' },
    ) => t.inject({ method: 'GET', url: ME, headers, remoteAddress });

    it('after the limit of 401s from one address, the next request gets 429 with Retry-After', async () => {
      const c = await t.workspace();
      const address = '198.51.100.7';
      for (let i = 0; i < 3; i++) expectError(await bad(address), 401, 'unauthorized');
      const res = await bad(address);
      const err = expectError(res, 429, 'rate_limited');
      expect(err.message).toMatch(/failed authentication/);
      const retryAfter = Number(res.headers['retry-after']);
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      // A valid key from that address is still served: it is never refused for others' failures.
      expect((await bad(address, { 'x-service-api-key': c.api_key })).status).toBe(200);
      // A request with no key at all is held back too.
      expectError(await bad(address, {}), 429, 'rate_limited');
      // Other addresses are not affected.
      expectError(await bad('198.51.100.8'), 401, 'unauthorized');
      expect((await bad('198.51.100.9', { 'x-service-api-key': c.api_key })).status).toBe(200);
    });

    it('successful requests do not count', async () => {
      const c = await t.workspace();
      const address = '198.51.100.20';
      for (let i = 0; i < 5; i++)
        expect((await bad(address, { 'x-service-api-key': c.api_key })).status).toBe(200);
      for (let i = 0; i < 3; i++) expectError(await bad(address), 401, 'unauthorized');
      expectError(await bad(address), 429, 'rate_limited');
    });
  },
  { authFailuresPerMinute: 3 },
);

describeEachDatabase(
  'failed authentications never lock out a valid key',
  (t) => {
    const MCP = '/user-api/v1/mcp';
    const from = (remoteAddress: string, key: string | null) =>
      t.inject({
        method: 'GET',
        url: ME,
        headers: key === null ? {} : { authorization: `Bearer ${key}` },
        remoteAddress,
      });
    // Straight to the app: the harness holds answers to the OpenAPI document, which has no /mcp.
    const mcpCall = (remoteAddress: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: MCP,
        remoteAddress,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        payload: {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'search', arguments: { resource: 'tags' } },
        },
      });

    it('past AUTH_FAILURES_PER_MINUTE (30) failures a bad key gets 429 while a valid key is served, REST and MCP', async () => {
      expect(t.config.authFailuresPerMinute).toBe(30);
      const c = await t.workspace();
      const revoked = await t.workspace();
      await revokeApiKey(t.handle.db, revoked.key_id);
      const address = '203.0.113.31';
      // 30 failures answer 401, with unknown, revoked and missing keys alike; the 31st is over the limit.
      for (let i = 0; i < 30; i++) {
        const key = i % 3 === 0 ? `crm_${'z'.repeat(39)}${i % 10}` : i % 3 === 1 ? revoked.api_key : null;
        expectError(await from(address, key), 401, 'unauthorized');
      }
      expectError(await from(address, 'crm_wrong'), 429, 'rate_limited');
      // The valid key of another customer behind the same address: served, REST and MCP.
      for (let i = 0; i < 3; i++) {
        const me = await from(address, c.api_key);
        expect(me.status).toBe(200);
        expect(me.body.data.workspace.id).toBe(c.workspace.id);
      }
      const call = await mcpCall(address, c.api_key);
      expect(call.statusCode).toBe(200);
      expect(call.body).toContain('"result"');
      expect(call.body).not.toContain('rate_limited');
      // Bad keys from the address are still held back until the minute ends.
      for (const key of ['crm_wrong', revoked.api_key, null]) {
        const res = await from(address, key);
        expectError(res, 429, 'rate_limited');
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter >= 1 && retryAfter <= 60).toBe(true);
      }
      const badMcp = await mcpCall(address, 'crm_wrong');
      expect(badMcp.statusCode).toBe(429);
      expect(Number(badMcp.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });

    it('the per-key rate limit still applies to a valid key from a throttled address', async () => {
      const limited = await t.appWith({ authFailuresPerMinute: 2, rateLimitPerMinute: 2 });
      try {
        const c = await t.workspace();
        const address = '203.0.113.32';
        const send = (key: string) =>
          limited.inject({
            method: 'GET',
            url: ME,
            headers: { authorization: `Bearer ${key}` },
            remoteAddress: address,
          });
        for (let i = 0; i < 2; i++) expectError(await send('crm_wrong'), 401, 'unauthorized');
        expectError(await send('crm_wrong'), 429, 'rate_limited');
        for (let i = 0; i < 2; i++) expect((await send(c.api_key)).status).toBe(200);
        expect(expectError(await send(c.api_key), 429, 'rate_limited').message).toMatch(/over its limit/);
      } finally {
        await limited.close();
      }
    });
  },
  { authFailuresPerMinute: 30 },
);

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set');

describe.runIf(Boolean(redisUrl))('failed authentications counted in Redis', () => {
  const database = testDatabases()[0];
  let a: Awaited<ReturnType<typeof startApp>>;
  let b: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    a = await startApp(database, { redisUrl: redisUrl!, authFailuresPerMinute: 2 });
    b = await startApp({ ...database }, { redisUrl: redisUrl!, authFailuresPerMinute: 2 });
  });
  afterAll(async () => {
    for (const x of [a, b]) {
      await x?.app.close();
      await x?.handle.close();
    }
  });

  it('two instances share one count per address', async () => {
    // An address of its own, so that runs a minute apart never meet.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (app: typeof a.app) =>
      app.inject({
        method: 'GET',
        url: ME,
        headers: { 'x-service-api-key': 'crm_wrong' },
        remoteAddress: address,
      });
    expect((await send(a.app)).statusCode).toBe(401);
    expect((await send(b.app)).statusCode).toBe(401);
    const res = await send(a.app);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send(b.app)).statusCode).toBe(429);
    // A valid key from that address is served by both instances; a bad one still is not.
    for (const x of [a, b]) {
      // Each instance's own workspace: on SQLite each has a database of its own.
      const ws = await createWorkspaceWithOwner(x.handle.db, {
        name: 'Shared count',
        ownerEmail: `shared-${address}@example.com`,
        ownerName: 'S',
      });
      const served = await x.app.inject({
        method: 'GET',
        url: ME,
        headers: { 'x-service-api-key': ws.api_key },
        remoteAddress: address,
      });
      expect(served.statusCode, served.body).toBe(200);
    }
    expect((await send(b.app)).statusCode).toBe(429);
  });
});

describe('keys never reach the logs', () => {
  it('redacts both key headers', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const { app, handle } = await startApp(testDatabases()[0], { logLevel: 'trace' }, stream);
    try {
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Logs',
        ownerEmail: 'logs@example.com',
        ownerName: 'L',
      });
      await app.inject({ method: 'GET', url: ME, headers: { 'x-service-api-key': ws.api_key } });
      await app.inject({ method: 'GET', url: ME, headers: { authorization: `Bearer ${ws.api_key}` } });
      await app.inject({ method: 'GET', url: ME, headers: { 'x-service-api-key': 'crm_wrongsecretvalue' } });
      // Whatever logs a request's headers goes through the same redaction.
      const headers = { 'x-service-api-key': ws.api_key, authorization: `Bearer ${ws.api_key}` };
      app.log.info({ headers }, 'headers');
      expect(logged).toContain('"headers":{"x-service-api-key":"[redacted]","authorization":"[redacted]"}');
      expect(logged).toContain('"msg":"incoming request"');
      expect(logged).not.toContain(ws.api_key.slice(4));
      expect(logged).not.toContain('crm_wrongsecretvalue');
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
