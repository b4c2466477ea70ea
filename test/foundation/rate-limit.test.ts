import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { BASE, describeEachDatabase, expectError, type Response, startApp } from '../harness.js';

function expectLimitHeaders(res: Response, limit: number, remaining: number) {
  expect(res.headers['ratelimit-limit']).toBe(String(limit));
  expect(res.headers['ratelimit-remaining']).toBe(String(remaining));
  const reset = Number(res.headers['ratelimit-reset']);
  expect(Number.isInteger(reset) && reset >= 1 && reset <= 60, `reset ${reset}`).toBe(true);
}

describeEachDatabase(
  'rate limit per key, in memory',
  (t) => {
    it('counts every authenticated response down, then answers 429 with Retry-After', async () => {
      const c = await t.workspace();
      for (let remaining = 2; remaining >= 0; remaining--) {
        const res = await c.get('/me');
        expect(res.status).toBe(200);
        expectLimitHeaders(res, 3, remaining);
      }
      const res = await c.get('/me');
      const err = expectError(res, 429, 'rate_limited');
      expect(err.message).toMatch(/^This API key is over its limit of 3 requests a minute; retry in /);
      expectLimitHeaders(res, 3, 0);
      expect(res.headers['retry-after']).toBe(res.headers['ratelimit-reset']);
    });

    it('counts error responses of a known key too, and each key on its own', async () => {
      const c = await t.workspace();
      const other = await c.addUser('MEMBER');
      let res = await c.get('/workspace-users/usr_nope');
      expectError(res, 404, 'not_found');
      expectLimitHeaders(res, 3, 2);
      res = await c.get('/workspace-users?limit=0');
      expectError(res, 400, 'validation_error');
      expectLimitHeaders(res, 3, 1);
      res = await c.request('POST', '/notes', '{bad');
      expectError(res, 400, 'invalid_json');
      expectLimitHeaders(res, 3, 0);
      // The limit comes before 415, invalid_json and validation_error (API.md section 4).
      expectError(
        await c.request('POST', '/notes', 'x', { 'content-type': 'text/plain' }),
        429,
        'rate_limited',
      );
      expectError(await c.request('POST', '/notes?foo=1', '{bad'), 429, 'rate_limited');
      // Another key of the same workspace has its own count.
      res = await t.inject({ method: 'GET', url: `${BASE}/me`, headers: { 'x-service-api-key': other.key } });
      expect(res.status).toBe(200);
      expectLimitHeaders(res, 3, 2);
    });

    it('counts reads answered from memory and 304 polls too: the memory is consulted after the limit', async () => {
      const c = await t.workspace();
      const first = await c.get('/contacts?limit=5');
      expect(first.status).toBe(200);
      expectLimitHeaders(first, 3, 2);
      const again = await c.get('/contacts?limit=5');
      expect(again.status).toBe(200);
      expectLimitHeaders(again, 3, 1);
      const poll = await c.get('/contacts?limit=5', { 'if-none-match': String(first.headers.etag) });
      expect(poll.status).toBe(304);
      expectLimitHeaders(poll, 3, 0);
      expectError(await c.get('/contacts?limit=5'), 429, 'rate_limited');
      expectError(
        await c.get('/contacts?limit=5', { 'if-none-match': String(first.headers.etag) }),
        429,
        'rate_limited',
      );
    });

    it('leaves unauthenticated answers and health checks without the headers', async () => {
      const res = await t.inject({ method: 'GET', url: `${BASE}/me` });
      expectError(res, 401, 'unauthorized');
      expect(res.headers['ratelimit-limit']).toBeUndefined();
      const health = await t.inject({ method: 'GET', url: '/healthz' });
      expect(health.headers['ratelimit-limit']).toBeUndefined();
    });
  },
  { rateLimitPerMinute: 3 },
);

describeEachDatabase(
  'rate limit turned off',
  (t) => {
    it('has no RateLimit headers and no limit', async () => {
      const c = await t.workspace();
      for (let i = 0; i < 12; i++) {
        const res = await c.get('/me');
        expect(res.status).toBe(200);
        for (const name of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'])
          expect(res.headers[name]).toBeUndefined();
      }
      const res = await c.get('/workspace-users/usr_nope');
      expectError(res, 404, 'not_found');
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    });
  },
  { rateLimitPerMinute: 0 },
);

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set');

describe.runIf(Boolean(redisUrl))('rate limit per key, in Redis', () => {
  let dir: string;
  let a: Awaited<ReturnType<typeof startApp>>;
  let b: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    // Two instances of the service on one database, as behind a load balancer.
    dir = mkdtempSync(join(tmpdir(), 'crm-rate-limit-'));
    const database = { name: 'sqlite' as const, url: `sqlite:${join(dir, 'shared.sqlite')}` };
    a = await startApp(database, { redisUrl: redisUrl!, rateLimitPerMinute: 4 });
    b = await startApp(database, { redisUrl: redisUrl!, rateLimitPerMinute: 4 });
  });
  afterAll(async () => {
    for (const x of [a, b]) {
      await x?.app.close();
      await x?.handle.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('two instances share one counter per key', async () => {
    const ws = await createWorkspaceWithOwner(a.handle.db, {
      name: 'Shared',
      ownerEmail: 'r@example.com',
      ownerName: 'R',
    });
    const get = (x: typeof a) =>
      x.app.inject({ method: 'GET', url: `${BASE}/me`, headers: { 'x-service-api-key': ws.api_key } });
    const seen: [number, unknown][] = [];
    for (const x of [a, b, a, b, a, b]) {
      const res = await get(x);
      seen.push([res.statusCode, res.headers['ratelimit-remaining']]);
    }
    expect(seen).toEqual([
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
      [429, '0'],
    ]);
    const last = await get(b);
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(last.body).error.code).toBe('rate_limited');
  });
});
