import { expect, it } from 'vitest';
import { describeEachDatabase, expectError } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';
import { newId } from '../../core/ids.js';
import type { WorkspaceUser } from './workspace-users.schema.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeEachDatabase('workspace users', (t) => {
  type Client = Awaited<ReturnType<typeof t.workspace>>;

  /** Users made straight in the database, with chosen names and creation times (ties included). */
  async function users(c: Client, rows: [fullName: string, createdAt: string][]) {
    const made = [];
    for (const [fullName, createdAt] of rows) {
      const row = {
        id: newId('usr'),
        workspace_id: c.workspace.id,
        full_name: fullName,
        sort_name: fullName.toLowerCase(),
        email: `${newId('usr')}@example.com`,
        avatar_url: null,
        role: 'MEMBER' as const,
        created_at: createdAt,
        updated_at: createdAt,
      };
      await t.handle.db.insertInto('workspace_users').values(row).execute();
      made.push({ id: row.id, full_name: fullName, created_at: createdAt });
    }
    return made;
  }

  it('lists users in the contract shape with the paging envelope', async () => {
    const c = await t.workspace();
    const res = await c.get('/workspace-users');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: c.user.id,
          full_name: c.user.full_name,
          email: c.user.email,
          avatar_url: null,
          role: 'OWNER',
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
      ],
      meta: { limit: 25, offset: 0, total: 1, has_more: false },
    });
  });

  it('reads one user; an unknown ID is a 404', async () => {
    const c = await t.workspace();
    const member = await c.addUser('ADMIN', 'Grace Hopper');
    const res = await c.get(`/workspace-users/${member.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: member.id,
        full_name: 'Grace Hopper',
        email: expect.stringMatching(/@example\.com$/),
        avatar_url: null,
        role: 'ADMIN',
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
    });
    expect((await c.get(`/v1/workspace-users/${member.id}`)).body).toEqual(res.body);
    const err = expectError(await c.get('/workspace-users/usr_missing'), 404, 'not_found');
    expect(err.message).toBe('No workspace user with ID "usr_missing" exists in this workspace.');
    const bad = expectError(await c.get(`/workspace-users/${member.id}?include=x`), 400, 'validation_error');
    expect(bad.details).toEqual([{ path: '/query/include', message: 'is not a known query parameter' }]);
  });

  it('takes limit 1..100 and offset >= 0, integers only', async () => {
    const c = await t.workspace();
    const refused: [string, string, string][] = [
      ['limit=0', '/query/limit', 'must be at least 1'],
      ['limit=101', '/query/limit', 'must be at most 100'],
      ['limit=-5', '/query/limit', 'must be at least 1'],
      ['limit=2.5', '/query/limit', 'must be integer'],
      ['limit=abc', '/query/limit', 'must be integer'],
      ['limit=', '/query/limit', 'must be integer'],
      ['limit=1&limit=2', '/query/limit', 'must be integer'],
      ['offset=-1', '/query/offset', 'must be at least 0'],
      ['offset=1.5', '/query/offset', 'must be integer'],
      ['offset=x', '/query/offset', 'must be integer'],
    ];
    for (const [query, path, message] of refused) {
      const err = expectError(await c.get(`/workspace-users?${query}`), 400, 'validation_error');
      expect(err.details, query).toEqual([{ path, message }]);
    }
    for (const [query, limit, offset] of [
      ['limit=1', 1, 0],
      ['limit=100', 100, 0],
      ['offset=0', 25, 0],
      ['limit=25&offset=7', 25, 7],
    ] as const) {
      const res = await c.get(`/workspace-users?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.meta).toMatchObject({ limit, offset, total: 1 });
    }
  });

  it('pages with an exact total and has_more = offset + data.length < total', async () => {
    const c = await t.workspace();
    await users(c, [
      ['A', '2020-01-01T00:00:00.000Z'],
      ['B', '2020-01-02T00:00:00.000Z'],
      ['C', '2020-01-03T00:00:00.000Z'],
      ['D', '2020-01-04T00:00:00.000Z'],
    ]);
    const page = async (limit: number, offset: number) =>
      (await c.get(`/workspace-users?order_by=created_at:asc&limit=${limit}&offset=${offset}`)).body;
    let body = await page(2, 0);
    expect(body.data.map((u: WorkspaceUser) => u.full_name)).toEqual(['A', 'B']);
    expect(body.meta).toEqual({ limit: 2, offset: 0, total: 5, has_more: true });
    body = await page(2, 2);
    expect(body.data.map((u: WorkspaceUser) => u.full_name)).toEqual(['C', 'D']);
    expect(body.meta).toEqual({ limit: 2, offset: 2, total: 5, has_more: true });
    body = await page(2, 4);
    expect(body.data.map((u: { id: string }) => u.id)).toEqual([c.user.id]);
    expect(body.meta).toEqual({ limit: 2, offset: 4, total: 5, has_more: false });
    body = await page(5, 0);
    expect(body.meta).toEqual({ limit: 5, offset: 0, total: 5, has_more: false });
    body = await page(10, 50);
    expect(body).toEqual({ data: [], meta: { limit: 10, offset: 50, total: 5, has_more: false } });
  });

  it('orders by created_at and full_name in both directions, id breaking ties the same way', async () => {
    const c = await t.workspace();
    const t1 = '2021-05-05T10:00:00.000Z';
    const t2 = '2021-05-06T10:00:00.000Z';
    const made = await users(c, [
      ['bob', t2],
      ['Same Name', t1],
      ['alice', t2],
      ['same name', t1],
      ['Carol', t1],
      ['SAME NAME', t2],
    ]);
    const all = [...made, { id: c.user.id, full_name: c.user.full_name, created_at: c.user.created_at }];
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = (key: 'created_at' | 'full_name', dir: 1 | -1) =>
      [...all]
        .sort((x, y) => {
          const a = key === 'full_name' ? x.full_name.toLowerCase() : x.created_at;
          const b = key === 'full_name' ? y.full_name.toLowerCase() : y.created_at;
          return dir * (cmp(a, b) || cmp(x.id, y.id));
        })
        .map((u) => u.id);
    const ids = async (query: string) => {
      const res = await c.get(`/workspace-users?${query}`);
      expect(res.status, query).toBe(200);
      return res.body.data.map((u: { id: string }) => u.id);
    };
    expect(await ids('order_by=created_at:asc')).toEqual(expected('created_at', 1));
    expect(await ids('order_by=created_at:desc')).toEqual(expected('created_at', -1));
    expect(await ids('')).toEqual(expected('created_at', -1));
    expect(await ids('order_by=created_at')).toEqual(expected('created_at', 1));
    expect(await ids('order_by=full_name:asc')).toEqual(expected('full_name', 1));
    expect(await ids('order_by=full_name:desc')).toEqual(expected('full_name', -1));
    expect(await ids('order_by=full_name')).toEqual(expected('full_name', 1));
    // The three "same name" users and the t1 ties come back in ID order, so pages never overlap.
    const pages = [];
    for (let offset = 0; offset < all.length; offset += 2)
      pages.push(...(await ids(`order_by=full_name:desc&limit=2&offset=${offset}`)));
    expect(pages).toEqual(expected('full_name', -1));
    for (const bad of ['email:asc', 'created_at:up', 'full_name:ASC', 'created_at:asc,full_name']) {
      const err = expectError(await c.get(`/workspace-users?order_by=${bad}`), 400, 'validation_error');
      expect(err.details, bad).toEqual([
        {
          path: '/query/order_by',
          message: 'must be one of created_at, full_name, with an optional :asc or :desc',
        },
      ]);
    }
  });
  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/workspace-users',
      table: 'workspace_users',
      fields: { created_at: 'created_at' },
      make: async (c) => (await c.addUser('MEMBER', 'Tie')).id,
      vary: (i) => ({ email: `tie${i}@example.com` }),
    });
  });
});
