import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, type KeyLookup, ResolvedKeys } from '../src/core/auth.js';
import { writeTransaction } from '../src/core/transaction.js';
import { createApiKey, revokeApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import '../src/modules/index.js';
import { BASE, countQueries, describeEachDatabase, expectError, startApp } from './harness.js';

/**
 * The keys a SQLite server remembers (core/auth.ts `ResolvedKeys`): trusted
 * while the mark of the keys' tables stays as it was when the key was read.
 */
describe('resolved keys', () => {
  const row = {
    key_hash: '',
    answer_mark: 3,
    key_id: 'key_1',
    key_name: 'Key',
    key_created_at: '2026-01-01T00:00:00.000Z',
    expires_at: null,
    revoked_at: null,
    scopes: '["*"]',
    user_id: 'usr_1',
    workspace_id: 'wsp_1',
    workspace_name: 'Workspace',
  };

  it('reads the change mark once for a key it does not hold, and once for a key it holds', async () => {
    let mark = 'a';
    let marksRead = 0;
    const keys = new ResolvedKeys(() => {
      marksRead++;
      return mark;
    });
    let lookups = 0;
    const lookup: KeyLookup = async () => {
      lookups++;
      return row;
    };
    const first = await authenticate(lookup, 'secret', keys);
    expect(first.context.workspaceId).toBe('wsp_1');
    expect([marksRead, lookups]).toEqual([1, 1]);
    // Remembered under the mark read before the lookup.
    expect(keys.lastMark).toBe('a');
    await authenticate(lookup, 'secret', keys);
    expect([marksRead, lookups]).toEqual([2, 1]);
    // A commit since: forgotten, read again, under the new mark.
    mark = 'b';
    await authenticate(lookup, 'secret', keys);
    expect([marksRead, lookups]).toEqual([3, 2]);
    await authenticate(lookup, 'secret', keys);
    expect([marksRead, lookups]).toEqual([4, 2]);
  });

  it('does not remember a key read while the mark moved', async () => {
    let mark = 'a';
    const keys = new ResolvedKeys(() => mark);
    let lookups = 0;
    const lookup: KeyLookup = async () => {
      lookups++;
      // A commit lands while the key is read: what was read may be older than the mark.
      mark = 'b';
      return row;
    };
    await authenticate(lookup, 'secret', keys);
    await authenticate(lookup, 'secret', keys);
    expect(lookups).toBe(2);
  });

  it("reads the keys' mark again only when the database's any-commit mark moved since it was read", async () => {
    let keysMark = 'k1';
    let keysMarksRead = 0;
    const keys = new ResolvedKeys(() => {
      keysMarksRead++;
      return keysMark;
    });
    let lookups = 0;
    const lookup: KeyLookup = async () => {
      lookups++;
      return row;
    };
    await authenticate(lookup, 'secret', keys, 'd1');
    await authenticate(lookup, 'secret', keys, 'd1');
    await authenticate(lookup, 'secret', keys, 'd1');
    // Nothing committed: one reading of the keys' mark, one lookup.
    expect([keysMarksRead, lookups]).toEqual([1, 1]);
    // A commit that left the keys alone: the keys' mark is read again, the key stays remembered.
    await authenticate(lookup, 'secret', keys, 'd2');
    expect([keysMarksRead, lookups]).toEqual([2, 1]);
    // A commit that changed a key: read again, forgotten, looked up.
    keysMark = 'k2';
    await authenticate(lookup, 'secret', keys, 'd3');
    expect([keysMarksRead, lookups]).toEqual([3, 2]);
  });
});

/**
 * Through HTTP: a key is looked up once and then remembered across writes
 * that leave keys and workspaces alone (SQLite), and a change to a key or
 * its workspace is seen by the very next request, whoever made it.
 */
describeEachDatabase('remembered keys', (t) => {
  it('a write under a remembered key runs no statement for the key on SQLite; a key new to the server does', async () => {
    const c = await t.workspace();
    const fresh = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'fresh',
      expiresAt: null,
    });
    const post = (key: string, name: string) =>
      t.inject({
        method: 'POST',
        url: `${BASE}/contacts`,
        headers: { 'x-service-api-key': key },
        payload: { first_name: name },
      });
    expect((await post(c.api_key, 'First')).status).toBe(201);
    const remembered = await countQueries(() => post(c.api_key, 'Second'));
    const looked = await countQueries(() => post(fresh.secret, 'Third'));
    expect([remembered.result.status, looked.result.status]).toEqual([201, 201]);
    // PostgreSQL looks every request's key up (in batches).
    expect(looked.queries - remembered.queries).toBe(t.db.name === 'sqlite' ? 1 : 0);
    const again = await countQueries(() => post(c.api_key, 'Fourth'));
    expect(again.queries).toBe(remembered.queries);
  });

  it('a key revoked or deleted through the service is refused on the next request, after writes', async () => {
    const c = await t.workspace();
    const second = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'second',
      expiresAt: null,
    });
    expect((await c.post('/contacts', { first_name: 'A' })).status).toBe(201);
    expect((await c.post('/contacts', { first_name: 'B' })).status).toBe(201);
    await writeTransaction(t.handle, (trx) => revokeApiKey(trx, c.key_id));
    expect(expectError(await c.get('/me'), 401, 'unauthorized').message).toBe(
      'The API key has been revoked.',
    );
    const other = { 'x-service-api-key': second.secret };
    expect((await t.inject({ method: 'GET', url: `${BASE}/me`, headers: other })).status).toBe(200);
    await t.handle.writer.deleteFrom('api_keys').where('id', '=', second.key.id).execute();
    const res = await t.inject({ method: 'GET', url: `${BASE}/me`, headers: other });
    expect(expectError(res, 401, 'unauthorized').message).toBe('The API key is not valid.');
  });

  it('a user removed takes their keys along (a cascade): refused on the next request', async () => {
    const c = await t.workspace();
    const user = await c.addUser('MEMBER');
    const headers = { 'x-service-api-key': user.key };
    expect((await t.inject({ method: 'GET', url: `${BASE}/me`, headers })).status).toBe(200);
    expect((await c.post('/contacts', { first_name: 'A' })).status).toBe(201);
    expect((await t.inject({ method: 'GET', url: `${BASE}/me`, headers })).status).toBe(200);
    await t.handle.writer.deleteFrom('workspace_users').where('id', '=', user.id).execute();
    const res = await t.inject({ method: 'GET', url: `${BASE}/me`, headers });
    expect(expectError(res, 401, 'unauthorized').message).toBe('The API key is not valid.');
  });

  it('a remembered key still expires the moment it expires, writes or not', async () => {
    const c = await t.workspace();
    const soon = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'soon',
      expiresAt: new Date(Date.now() + 600).toISOString(),
    });
    const expiresAt = soon.key.expires_at!;
    const post = () =>
      t.inject({
        method: 'POST',
        url: `${BASE}/contacts`,
        headers: { 'x-service-api-key': soon.secret },
        payload: { first_name: 'Soon' },
      });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    await new Promise((r) => setTimeout(r, Date.parse(expiresAt) - Date.now() + 50));
    expect(expectError(await post(), 401, 'unauthorized').message).toBe('The API key has expired.');
  });
});

/**
 * A SQLite file, where the server reads on one connection and writes on
 * another, and other processes (the CLI, any tool) open connections of
 * their own.
 */
describe('remembered keys [sqlite file]', () => {
  let dir: string;
  let path: string;
  let app: Awaited<ReturnType<typeof startApp>>;
  let other: SQLite.Database;
  // Awaited here: light-my-request sends a request when its answer is awaited.
  const me = async (key: string) =>
    await app.app.inject({ method: 'GET', url: `${BASE}/me`, headers: { 'x-service-api-key': key } });
  const post = async (key: string, name = 'Ada') =>
    await app.app.inject({
      method: 'POST',
      url: `${BASE}/contacts`,
      headers: { 'x-service-api-key': key },
      payload: { first_name: name },
    });
  const newKey = async () => {
    const ws = await createWorkspaceWithOwner(app.handle.db, {
      name: 'Before',
      ownerEmail: 'owner@example.com',
      ownerName: 'Owner',
    });
    return { id: ws.key_id, secret: ws.api_key, workspaceId: ws.workspace.id, userId: ws.user.id };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crm-keys-'));
    path = join(dir, 'crm.sqlite');
    app = await startApp({ name: 'sqlite', url: `sqlite:${path}` });
    other = new SQLite(path);
    other.pragma('busy_timeout = 5000');
  });
  afterAll(async () => {
    other.close();
    await app.app.close();
    await app.handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes under a remembered key run no statement for the key', async () => {
    const key = await newKey();
    expect((await post(key.secret)).statusCode).toBe(201);
    const first = await countQueries(() => post(key.secret));
    const { secret } = await createApiKey(app.handle.db, {
      workspaceId: key.workspaceId,
      userId: key.userId,
      name: 'fresh',
      expiresAt: null,
    });
    const looked = await countQueries(() => post(secret));
    expect([first.result.statusCode, looked.result.statusCode]).toEqual([201, 201]);
    expect(looked.queries - first.queries).toBe(1);
  });

  it('a key revoked, expired or deleted through another connection is refused on the next request', async () => {
    const revoked = await newKey();
    const expired = await newKey();
    const deleted = await newKey();
    for (const key of [revoked, expired, deleted]) {
      expect((await post(key.secret)).statusCode).toBe(201);
      expect((await post(key.secret)).statusCode).toBe(201);
    }
    other
      .prepare('update api_keys set revoked_at = ? where id = ?')
      .run(new Date().toISOString(), revoked.id);
    expect((await me(revoked.secret)).json().error.message).toBe('The API key has been revoked.');
    other
      .prepare('update api_keys set expires_at = ? where id = ?')
      .run(new Date(0).toISOString(), expired.id);
    expect((await post(expired.secret)).json().error.message).toBe('The API key has expired.');
    other.prepare('delete from api_keys where id = ?').run(deleted.id);
    expect((await post(deleted.secret)).json().error.message).toBe('The API key is not valid.');
  });

  it("a workspace renamed through another connection or the server's own shows on the next /me", async () => {
    const key = await newKey();
    expect((await me(key.secret)).json().data.workspace.name).toBe('Before');
    expect((await post(key.secret)).statusCode).toBe(201);
    other.prepare('update workspaces set name = ? where id = ?').run('After', key.workspaceId);
    expect((await me(key.secret)).json().data.workspace.name).toBe('After');
    expect((await post(key.secret)).statusCode).toBe(201);
    await app.handle.writer
      .updateTable('workspaces')
      .set({ name: 'Again' })
      .where('id', '=', key.workspaceId)
      .execute();
    expect((await me(key.secret)).json().data.workspace.name).toBe('Again');
    await app.handle.db
      .updateTable('workspaces')
      .set({ name: 'Third' })
      .where('id', '=', key.workspaceId)
      .execute();
    expect((await me(key.secret)).json().data.workspace.name).toBe('Third');
  });

  it('a key revoked in a write not yet committed is refused once it commits', async () => {
    const key = await newKey();
    expect((await post(key.secret)).statusCode).toBe(201);
    await writeTransaction(app.handle, async (trx) => {
      await revokeApiKey(trx, key.id);
      // Read on the other connection: the revocation is not committed yet.
      expect((await me(key.secret)).statusCode).toBe(200);
    });
    expect((await me(key.secret)).json().error.message).toBe('The API key has been revoked.');
  });
});
