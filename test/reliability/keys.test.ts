import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../src/modules/api-keys/api-keys.queries.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { BASE, describeEachDatabase, expectError, startApp, testDatabases } from '../harness.js';
import { snapshot } from './snapshot.js';

/** API keys: stored as digests, refused at once when revoked or expired, never logged, brute force slowed. */
describeEachDatabase('API keys', (t) => {
  const me = (key: string, remoteAddress = '127.0.0.1') =>
    t.inject({ method: 'GET', url: `${BASE}/me`, headers: { 'x-service-api-key': key }, remoteAddress });

  it('stores only the SHA-256 digest of each key; the secret is nowhere in the database', async () => {
    const c = await t.workspace();
    const member = await c.addUser('MEMBER');
    const rows = await t.handle.db
      .selectFrom('api_keys')
      .selectAll()
      .where('workspace_id', '=', c.workspace.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(2);
    const digests = [c.api_key, member.key].map((k) => createHash('sha256').update(k).digest('hex'));
    expect(rows.map((r) => r.key_hash).sort()).toEqual(digests.sort());
    // Neither the key nor its random part appears in any row of the workspace, in any table.
    const everything = JSON.stringify(await snapshot(t.handle.db, [c.workspace.id]));
    for (const key of [c.api_key, member.key]) {
      expect(key).toMatch(/^crm_[0-9A-Za-z]{40}$/);
      expect(everything).not.toContain(key.slice(4));
    }
    expect((await me(c.api_key)).status).toBe(200);
    expect((await me(member.key)).status).toBe(200);
  });

  it('refuses a key that differs from a real one in any way', async () => {
    const c = await t.workspace();
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
    for (const wrong of [
      flip(c.api_key, 4),
      flip(c.api_key, 43),
      c.api_key.slice(0, -1),
      `${c.api_key}x`,
      c.api_key.toUpperCase(),
      ` ${c.api_key}`,
    ])
      expectError(await me(wrong), 401, 'unauthorized');
    expect((await me(c.api_key)).status).toBe(200);
  });

  it('refuses a revoked key at once, and only that key', async () => {
    const c = await t.workspace();
    const other = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'second',
      expiresAt: null,
    });
    expect((await me(c.api_key)).status).toBe(200);
    expect(await revokeApiKey(t.handle.db, c.key_id)).toBe(true);
    const err = expectError(await me(c.api_key), 401, 'unauthorized');
    expect(err.message).toMatch(/revoked/);
    expectError(await c.get('/notes'), 401, 'unauthorized');
    expect((await me(other.secret)).status).toBe(200);
  });

  it('refuses an expired key at once, the moment it expires', async () => {
    const c = await t.workspace();
    const past = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'past',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(expectError(await me(past.secret), 401, 'unauthorized').message).toMatch(/expired/);
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const soon = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'soon',
      expiresAt,
    });
    const res = await me(soon.secret);
    expect(res.status).toBe(200);
    expect(res.body.data.api_key.expires_at).toBe(expiresAt);
    await new Promise((r) => setTimeout(r, Date.parse(expiresAt) - Date.now() + 50));
    expect(expectError(await me(soon.secret), 401, 'unauthorized').message).toMatch(/expired/);
  });
});

describeEachDatabase(
  'failed authentication attempts',
  (t) => {
    const me = (key: string, remoteAddress: string) =>
      t.inject({
        method: 'GET',
        url: `${BASE}/me`,
        headers: { authorization: `Bearer ${key}` },
        remoteAddress,
      });

    it('answer 429 with Retry-After after a burst of 401 from one address; other addresses are not affected', async () => {
      const c = await t.workspace();
      const attacker = '10.1.0.1';
      for (let i = 0; i < 5; i++)
        expectError(await me(`crm_${'x'.repeat(39)}${i}`, attacker), 401, 'unauthorized');
      for (let i = 0; i < 3; i++) {
        const res = await me(`crm_${'y'.repeat(40)}`, attacker);
        expectError(res, 429, 'rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // A valid key from the address is served (API.md section 3): no lockout of other customers.
      expect((await me(c.api_key, attacker)).status).toBe(200);
      expectError(await me(`crm_${'y'.repeat(40)}`, attacker), 429, 'rate_limited');
      // Another address is untouched, with a wrong key and a valid one.
      expectError(await me('crm_wrong', '10.1.0.2'), 401, 'unauthorized');
      expect((await me(c.api_key, '10.1.0.2')).status).toBe(200);
    });

    it('does not count successful requests against the address', async () => {
      const c = await t.workspace();
      for (let i = 0; i < 12; i++) expect((await me(c.api_key, '10.1.0.3')).status).toBe(200);
      expectError(await me('crm_wrong', '10.1.0.3'), 401, 'unauthorized');
    });
  },
  { authFailuresPerMinute: 5 },
);

/** Logs at info and trace level, with keys sent every way: no key ever appears in them. */
for (const database of testDatabases()) {
  describe(`keys never appear in logs [${database.name}]`, () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    let started: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      started = await startApp(database, { logLevel: 'trace' }, stream);
    });
    afterAll(async () => {
      await started?.app.close();
      await started?.handle.close();
    });

    it('redacts both headers in every request, accepted or refused', async () => {
      const { app, handle } = started;
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Logs',
        ownerEmail: `logs${Date.now()}@example.com`,
        ownerName: 'Logs',
      });
      const key = ws.api_key;
      const wrong = `crm_${'Q'.repeat(40)}`;
      const sends: Record<string, string>[] = [
        { 'x-service-api-key': key },
        { authorization: `Bearer ${key}` },
        { 'x-service-api-key': key, authorization: `Bearer ${key}` },
        { 'x-service-api-key': key, authorization: `Bearer ${wrong}` },
        { 'x-service-api-key': wrong },
        { authorization: `Bearer ${wrong}` },
        { authorization: key },
      ];
      for (const headers of sends) {
        await app.inject({ method: 'GET', url: `${BASE}/me`, headers });
        await app.inject({
          method: 'POST',
          url: `${BASE}/notes`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"body":',
        });
        await app.inject({
          method: 'POST',
          url: `${BASE}/notes`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"body":"logged"}',
        });
        await app.inject({ method: 'GET', url: `${BASE}/no-such-route`, headers });
      }
      // Whatever logs request headers gets both censored (the request serialiser leaves them out altogether).
      app.log.info(
        { req: { headers: { 'x-service-api-key': key, authorization: `Bearer ${key}` } } },
        'headers probe',
      );
      app.log.info(
        { headers: { 'x-service-api-key': key, authorization: `Bearer ${key}` } },
        'headers probe',
      );
      const log = lines.join('');
      const probes = lines.filter((l) => l.includes('headers probe')).map((l) => JSON.parse(l));
      expect(probes).toHaveLength(2);
      expect(probes[1].headers).toEqual({ 'x-service-api-key': '[redacted]', authorization: '[redacted]' });
      // The log is there and shows these requests, so its silence about keys means something.
      expect(log).toContain('incoming request');
      expect(log).toContain('request refused');
      for (const secret of [key, key.slice(4), wrong, wrong.slice(4)]) expect(log).not.toContain(secret);
    });
  });
}
