import { expect, it } from 'vitest';
import { makeCompany, makeContact } from '../../../test/factories.js';
import { type Client, describeEachDatabase, expectError } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';
import type { ContactsTable } from '../../db/types.js';
import type { List } from './lists.schema.js';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeEachDatabase('lists', (t) => {
  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  async function members(c: Client) {
    return {
      ann: await makeContact(t, c, 'Ann', 'Lee'),
      bob: await makeContact(t, c, 'Bob', ''),
      acme: await makeCompany(t, c, 'Acme'),
      globex: await makeCompany(t, c, 'Globex'),
    };
  }

  const linkCount = async (table: 'list_contacts' | 'list_companies', listId: string) =>
    (await t.handle.db.selectFrom(table).select('list_id').where('list_id', '=', listId).execute()).length;

  it('creates a CONTACT list: 201, Location, contacts expanded, no companies key', async () => {
    const c = await t.workspace();
    const m = await members(c);
    const res = await c.post('/lists', {
      name: 'Warm leads',
      type: 'CONTACT',
      contacts: [m.bob, { id: m.ann }],
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/lists/${res.body.data.id}`);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^lst_[0-9a-z]{26}$/),
        name: 'Warm leads',
        type: 'CONTACT',
        description: '',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: res.body.data.created_at,
        contacts: [
          { id: m.bob, full_name: 'Bob', image_url: null },
          { id: m.ann, full_name: 'Ann Lee', image_url: null },
        ],
      },
    });
    // Without members the fitting relation is still there, empty; include changes nothing.
    const bare = await c.post('/lists?include=companies', {
      name: 'Bare',
      type: 'CONTACT',
      description: 'Nobody yet',
    });
    expect(bare.body.data).toEqual({
      id: expect.stringMatching(/^lst_/),
      name: 'Bare',
      type: 'CONTACT',
      description: 'Nobody yet',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: bare.body.data.created_at,
      contacts: [],
    });
  });

  it('creates a COMPANY list: companies expanded, no contacts key', async () => {
    const c = await t.workspace();
    const m = await members(c);
    const res = await c.post('/lists', {
      name: 'Targets',
      type: 'COMPANY',
      companies: [{ id: m.globex }, m.acme],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^lst_/),
      name: 'Targets',
      type: 'COMPANY',
      description: '',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: res.body.data.created_at,
      companies: [
        { id: m.globex, name: 'Globex', logo_url: null },
        { id: m.acme, name: 'Acme', logo_url: null },
      ],
    });
    const empty = await c.post('/lists', { name: 'Empty', type: 'COMPANY' });
    expect(empty.body.data.companies).toEqual([]);
    expect(empty.body.data).not.toHaveProperty('contacts');
  });

  it('checks name (1..50), description (<= 150) and type at their limits', async () => {
    const c = await t.workspace();
    const cases: [unknown, { path: string; message: string }][] = [
      [
        { name: '', type: 'CONTACT' },
        { path: '/body/name', message: 'must have at least 1 character' },
      ],
      [
        { name: 'x'.repeat(51), type: 'CONTACT' },
        { path: '/body/name', message: 'must have at most 50 characters' },
      ],
      [
        { name: 'x', type: 'CONTACT', description: 'd'.repeat(151) },
        { path: '/body/description', message: 'must have at most 150 characters' },
      ],
      [{ type: 'CONTACT' }, { path: '/body/name', message: 'is required' }],
      [{ name: 'x' }, { path: '/body/type', message: 'is required' }],
      [
        { name: 'x', type: 'PERSON' },
        { path: '/body/type', message: 'must be one of: CONTACT, COMPANY' },
      ],
      [
        { name: 'x', type: 'contact' },
        { path: '/body/type', message: 'must be one of: CONTACT, COMPANY' },
      ],
    ];
    for (const [body, detail] of cases) {
      const err = expectError(await c.post('/lists', body), 400, 'validation_error');
      expect(err.details).toEqual([detail]);
    }
    expect((await c.get('/lists')).body.meta.total).toBe(0);

    const one = await c.post('/lists', { name: 'x', type: 'CONTACT' });
    expect(one.status).toBe(201);
    const fifty = await c.post('/lists', {
      name: 'y'.repeat(50),
      type: 'COMPANY',
      description: 'd'.repeat(150),
    });
    expect(fifty.status).toBe(201);
    expect(fifty.body.data).toMatchObject({ name: 'y'.repeat(50), description: 'd'.repeat(150) });

    const id = one.body.data.id;
    let err = expectError(await c.put(`/lists/${id}`, { name: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at least 1 character' }]);
    err = expectError(await c.patch(`/lists/${id}`, { name: 'n'.repeat(51) }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at most 50 characters' }]);
    err = expectError(await c.put(`/lists/${id}`, { description: 'd'.repeat(151) }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/description', message: 'must have at most 150 characters' }]);
    const res = await c.put(`/lists/${id}`, { name: 'n'.repeat(50), description: 'd'.repeat(150) });
    expect(res.body.data).toMatchObject({ name: 'n'.repeat(50), description: 'd'.repeat(150) });
    expect((await c.patch(`/lists/${id}`, { description: '' })).body.data.description).toBe('');
  });

  it('refuses unknown body properties, bad member items and unknown query parameters', async () => {
    const c = await t.workspace();
    let err = expectError(
      await c.post('/lists', { name: 'x', type: 'CONTACT', color: 'red' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/color', message: 'is not an allowed property' }]);
    err = expectError(
      await c.post('/lists', { name: 'x', type: 'CONTACT', contacts: [{ id: 'con_1', name: 'A' }] }),
      400,
      'validation_error',
    );
    expect(err.details).toContainEqual({
      path: '/body/contacts/0/name',
      message: 'is not an allowed property',
    });
    err = expectError(
      await c.post('/lists', { name: 'x', type: 'CONTACT', contacts: [7] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/contacts/0', message: 'must be an ID string or an object {"id": ...}' },
    ]);
    expect((await c.get('/lists')).body.meta.total).toBe(0);

    const list = (await c.post('/lists', { name: 'x', type: 'CONTACT' })).body.data;
    err = expectError(await c.put(`/lists/${list.id}`, { id: 'lst_mine' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/id', message: 'is not an allowed property' }]);
    err = expectError(
      await c.patch(`/lists/${list.id}`, { updated_at: list.updated_at }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/updated_at', message: 'is not an allowed property' }]);

    err = expectError(await c.get('/lists?kind=CONTACT'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/kind', message: 'is not a known query parameter' }]);
    err = expectError(await c.get('/lists?type=PERSON'), 400, 'validation_error');
    expect(err.details).toEqual([
      { path: '/query/type', message: 'must be one or more of CONTACT, COMPANY, comma-separated' },
    ]);
    err = expectError(await c.get('/lists?include=tags'), 400, 'validation_error');
    expect(err.details).toEqual([
      { path: '/query/include', message: 'must be a comma-separated list of: contacts, companies' },
    ]);
    err = expectError(await c.get(`/lists/${list.id}?type=CONTACT`), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/type', message: 'is not a known query parameter' }]);
  });

  it('refuses the members of the other kind with a 400, even empty, and writes nothing', async () => {
    const c = await t.workspace();
    const m = await members(c);
    let err = expectError(
      await c.post('/lists', { name: 'x', type: 'CONTACT', companies: [m.acme] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/companies', message: 'is accepted only on COMPANY lists; this list is CONTACT' },
    ]);
    err = expectError(
      await c.post('/lists', { name: 'x', type: 'COMPANY', contacts: [] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/contacts', message: 'is accepted only on CONTACT lists; this list is COMPANY' },
    ]);
    expect((await c.get('/lists')).body.meta.total).toBe(0);

    const people = (await c.post('/lists', { name: 'People', type: 'CONTACT', contacts: [m.ann] })).body.data;
    const firms = (await c.post('/lists', { name: 'Firms', type: 'COMPANY', companies: [m.acme] })).body.data;
    err = expectError(
      await c.put(`/lists/${people.id}`, { name: 'Changed', companies: [] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/companies', message: 'is accepted only on COMPANY lists; this list is CONTACT' },
    ]);
    err = expectError(await c.patch(`/lists/${firms.id}`, { contacts: [m.ann] }), 400, 'validation_error');
    expect(err.details).toEqual([
      { path: '/body/contacts', message: 'is accepted only on CONTACT lists; this list is COMPANY' },
    ]);
    expect((await c.get(`/lists/${people.id}?include=contacts`)).body.data).toEqual(people);
    expect((await c.get(`/lists/${firms.id}?include=companies`)).body.data).toEqual(firms);
  });

  it('keeps the type: a different one is a 400 at /body/type, the same one is fine', async () => {
    const c = await t.workspace();
    const m = await members(c);
    const list = (await c.post('/lists', { name: 'People', type: 'CONTACT', contacts: [m.ann] })).body.data;
    let err = expectError(
      await c.put(`/lists/${list.id}`, { type: 'COMPANY', name: 'Changed' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/type', message: 'cannot change once the list exists; this list is CONTACT' },
    ]);
    err = expectError(
      await c.patch(`/lists/${list.id}`, { type: 'COMPANY', companies: [m.acme] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/type', message: 'cannot change once the list exists; this list is CONTACT' },
      { path: '/body/companies', message: 'is accepted only on COMPANY lists; this list is CONTACT' },
    ]);
    expect((await c.get(`/lists/${list.id}?include=contacts`)).body.data).toEqual(list);

    const res = await c.put(`/lists/${list.id}`, { type: 'CONTACT', name: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...list, name: 'Renamed', updated_at: res.body.data.updated_at });
    expect((await c.patch(`/lists/${list.id}`, { type: 'CONTACT' })).status).toBe(200);
  });

  it('422 lists every unknown, foreign or wrong-kind member with its path and writes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const m = await members(c);
    const foreign = await makeContact(t, other, 'Far', 'Away');
    const foreignCompany = await makeCompany(t, other, 'Elsewhere');

    let err = expectError(
      await c.post('/lists', {
        name: 'x',
        type: 'CONTACT',
        contacts: [m.ann, 'con_nope', { id: foreign }, { id: m.acme }],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      { path: '/body/contacts/1', message: '"con_nope" is not a contact in this workspace', id: 'con_nope' },
      {
        path: '/body/contacts/2/id',
        message: `"${foreign}" is not a contact in this workspace`,
        id: foreign,
      },
      { path: '/body/contacts/3/id', message: `"${m.acme}" is not a contact in this workspace`, id: m.acme },
    ]);
    err = expectError(
      await c.post('/lists', {
        name: 'x',
        type: 'COMPANY',
        companies: [{ id: m.ann }, foreignCompany, m.acme],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/companies/0/id', '/body/companies/1']);
    expect((await c.get('/lists')).body.meta.total).toBe(0);

    const list = (await c.post('/lists', { name: 'People', type: 'CONTACT', contacts: [m.ann] })).body.data;
    err = expectError(
      await c.put(`/lists/${list.id}`, { name: 'Changed', description: 'new', contacts: [m.bob, foreign] }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/contacts/1']);
    expect((await c.get(`/lists/${list.id}?include=contacts`)).body.data).toEqual(list);
  });

  it('embeds members only when included, and only on lists of their kind', async () => {
    const c = await t.workspace();
    const m = await members(c);
    const people = (await c.post('/lists', { name: 'People', type: 'CONTACT', contacts: [m.bob, m.ann] }))
      .body.data;
    const firms = (await c.post('/lists', { name: 'Firms', type: 'COMPANY', companies: [m.acme] })).body.data;
    const strip = ({ contacts: _c, companies: _k, ...rest }: List) => rest;

    expect((await c.get(`/lists/${people.id}`)).body).toEqual({ data: strip(people) });
    expect((await c.get(`/lists/${people.id}?include=contacts`)).body.data).toEqual({
      ...strip(people),
      contacts: [
        { id: m.bob, full_name: 'Bob', image_url: null },
        { id: m.ann, full_name: 'Ann Lee', image_url: null },
      ],
    });
    // A relation of the other kind is simply absent, never an error.
    expect((await c.get(`/lists/${people.id}?include=companies`)).body.data).toEqual(strip(people));
    expect((await c.get(`/lists/${firms.id}?include=contacts`)).body.data).toEqual(strip(firms));
    expect((await c.get(`/lists/${firms.id}?include=companies`)).body.data).toEqual({
      ...strip(firms),
      companies: [{ id: m.acme, name: 'Acme', logo_url: null }],
    });

    const page = await c.get('/lists?include=contacts,companies&order_by=created_at:asc');
    expect(page.body).toEqual({
      data: [people, firms],
      meta: { limit: 25, offset: 0, total: 2, has_more: false },
    });
    expect((await c.get('/lists?include=companies&order_by=created_at:asc')).body.data).toEqual([
      strip(people),
      firms,
    ]);
    expect((await c.get('/lists?order_by=created_at:asc')).body.data).toEqual([strip(people), strip(firms)]);
  });

  it('filters by type, with exact totals and offset 0 by default', async () => {
    const c = await t.workspace();
    const p1 = (await c.post('/lists', { name: 'P1', type: 'CONTACT' })).body.data.id;
    const k1 = (await c.post('/lists', { name: 'K1', type: 'COMPANY' })).body.data.id;
    const p2 = (await c.post('/lists', { name: 'P2', type: 'CONTACT' })).body.data.id;

    let res = await c.get('/lists?type=CONTACT&order_by=created_at:asc');
    expect(ids(res.body.data)).toEqual([p1, p2]);
    expect(res.body.meta).toEqual({ limit: 25, offset: 0, total: 2, has_more: false });
    res = await c.get('/lists?type=COMPANY');
    expect(ids(res.body.data)).toEqual([k1]);
    expect(res.body.meta.total).toBe(1);
    res = await c.get('/lists?type=CONTACT&limit=1&offset=1&order_by=created_at:asc');
    expect(ids(res.body.data)).toEqual([p2]);
    expect(res.body.meta).toEqual({ limit: 1, offset: 1, total: 2, has_more: false });
    res = await c.get('/lists');
    expect(ids(res.body.data)).toEqual([p2, k1, p1]);
    expect(res.body.meta).toEqual({ limit: 25, offset: 0, total: 3, has_more: false });
  });

  it('orders by created_at, name (ignoring case) and updated_at, both ways, ties broken by id', async () => {
    const c = await t.workspace();
    const make = async (name: string, type = 'CONTACT') =>
      (await c.post('/lists', { name, type })).body.data.id as string;
    // IDs are time-ordered: a < b < d < e. Names: b and d tie ignoring case.
    const [a, b, d, e] = [
      await make('cherry'),
      await make('banana', 'COMPANY'),
      await make('Banana'),
      await make('Apple'),
    ];
    const set = (id: string, values: { created_at?: string; updated_at?: string }) =>
      t.handle.db.updateTable('lists').set(values).where('id', '=', id).execute();
    // created_at: a and e tie; updated_at: b and d tie.
    await set(a, { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-05T00:00:00.000Z' });
    await set(b, { created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' });
    await set(d, { created_at: '2026-01-03T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' });
    await set(e, { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
    const order = async (q: string) => ids((await c.get(`/lists?order_by=${q}`)).body.data);

    expect(await order('created_at:asc')).toEqual([a, e, b, d]);
    expect(await order('created_at:desc')).toEqual([d, b, e, a]);
    expect(await order('name:asc')).toEqual([e, b, d, a]);
    expect(await order('name')).toEqual([e, b, d, a]);
    expect(await order('name:desc')).toEqual([a, d, b, e]);
    expect(await order('updated_at:asc')).toEqual([e, b, d, a]);
    expect(await order('updated_at:desc')).toEqual([a, d, b, e]);
    expect(ids((await c.get('/lists?type=CONTACT&order_by=name:asc')).body.data)).toEqual([e, d, a]);
    const pages = [
      ...ids((await c.get('/lists?order_by=name:desc&limit=3')).body.data),
      ...ids((await c.get('/lists?order_by=name:desc&limit=3&offset=3')).body.data),
    ];
    expect(pages).toEqual([a, d, b, e]);
  });

  it('replaces members sent and leaves them when absent: kept ones stay in place, new ones are appended', async () => {
    const c = await t.workspace();
    const m = await members(c);
    const carl = await makeContact(t, c, 'Carl', 'Marx');
    const dora = await makeContact(t, c, 'Dora', 'Maar');
    const initech = await makeCompany(t, c, 'Initech');
    const people = (
      await c.post('/lists', { name: 'People', type: 'CONTACT', contacts: [m.ann, m.bob, carl] })
    ).body.data.id;
    const firms = (await c.post('/lists', { name: 'Firms', type: 'COMPANY', companies: [m.acme, m.globex] }))
      .body.data.id;

    let res = await c.put(`/lists/${people}`, { contacts: [{ id: dora }, carl, m.ann] });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.contacts)).toEqual([m.ann, carl, dora]);
    expect(res.body.data).not.toHaveProperty('companies');
    res = await c.patch(`/lists/${people}`, { name: 'Renamed', description: 'Kept members' });
    expect(res.body.data).toMatchObject({ name: 'Renamed', description: 'Kept members' });
    expect(ids(res.body.data.contacts)).toEqual([m.ann, carl, dora]);
    res = await c.put(`/lists/${people}`, { contacts: [dora, { id: dora }] });
    expect(ids(res.body.data.contacts)).toEqual([dora]);
    expect(res.body.data.description).toBe('Kept members');
    res = await c.put(`/lists/${people}`, { contacts: [] });
    expect(res.body.data.contacts).toEqual([]);
    expect(await linkCount('list_contacts', people)).toBe(0);

    res = await c.patch(`/lists/${firms}`, { companies: [initech, { id: m.acme }] });
    expect(ids(res.body.data.companies)).toEqual([m.acme, initech]);
    expect(res.body.data).not.toHaveProperty('contacts');
    res = await c.put(`/lists/${firms}`, { name: 'Firms 2' });
    expect(ids(res.body.data.companies)).toEqual([m.acme, initech]);
    res = await c.put(`/lists/${firms}`, { companies: [] });
    expect(res.body.data.companies).toEqual([]);
  });

  it('deletes a list: answers it as it was, removes its memberships and nothing else', async () => {
    const c = await t.workspace();
    const m = await members(c);
    const people = (await c.post('/lists', { name: 'People', type: 'CONTACT', contacts: [m.ann, m.bob] }))
      .body.data;
    const kept = (await c.post('/lists', { name: 'Kept', type: 'CONTACT', contacts: [m.ann] })).body.data;
    const firms = (await c.post('/lists', { name: 'Firms', type: 'COMPANY', companies: [m.acme] })).body.data;

    let res = await c.del(`/lists/${people.id}?include=contacts,companies`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: people });
    expectError(await c.get(`/lists/${people.id}`), 404, 'not_found');
    expect(await linkCount('list_contacts', people.id)).toBe(0);
    const db = t.handle.db;
    expect(
      await db.selectFrom('contacts').select('id').where('id', 'in', [m.ann, m.bob]).execute(),
    ).toHaveLength(2);
    const annLists = await db
      .selectFrom('list_contacts')
      .select('list_id')
      .where('contact_id', '=', m.ann)
      .execute();
    expect(annLists.map((x) => x.list_id)).toEqual([kept.id]);
    expect((await c.get(`/lists/${kept.id}?include=contacts`)).body.data).toEqual(kept);
    // Seen from the other side through the API: only the kept list is left.
    expect((await c.get(`/contacts/${m.ann}?include=lists`)).body.data.lists).toEqual([
      { list: { id: kept.id, name: 'Kept' } },
    ]);
    expect((await c.get(`/contacts/${m.bob}?include=lists`)).body.data.lists).toEqual([]);

    res = await c.del(`/lists/${firms.id}`);
    expect(res.body).toEqual({
      data: {
        id: firms.id,
        name: 'Firms',
        type: 'COMPANY',
        description: '',
        created_at: firms.created_at,
        updated_at: firms.updated_at,
      },
    });
    expect(await linkCount('list_companies', firms.id)).toBe(0);
    expect(await db.selectFrom('companies').select('id').where('id', '=', m.acme).execute()).toHaveLength(1);
    expect((await c.get(`/companies/${m.acme}?include=lists`)).body.data.lists).toEqual([]);
    expectError(await c.del(`/lists/${firms.id}`), 404, 'not_found');
  });

  it("answers 404 for another workspace's list and leaves it alone", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = (await other.post('/lists', { name: 'Theirs', type: 'CONTACT' })).body.data;

    expectError(await c.get(`/lists/${theirs.id}`), 404, 'not_found');
    expectError(await c.put(`/lists/${theirs.id}`, { name: 'Mine' }), 404, 'not_found');
    expectError(await c.patch(`/lists/${theirs.id}`, { type: 'COMPANY' }), 404, 'not_found');
    expectError(await c.del(`/lists/${theirs.id}`), 404, 'not_found');
    expect((await c.get('/lists')).body).toEqual({
      data: [],
      meta: { limit: 25, offset: 0, total: 0, has_more: false },
    });
    expect((await other.get(`/lists/${theirs.id}?include=contacts`)).body.data).toEqual(theirs);
    const err = expectError(await c.get('/lists/lst_nope'), 404, 'not_found');
    expect(err.message).toBe('No list with ID "lst_nope" exists in this workspace.');
  });

  it('takes a membership larger than one statement binds: 1,200 contacts written, replaced and read in order', async () => {
    const c = await t.workspace();
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      id: `con_bulk${String(i).padStart(5, '0')}${c.workspace.id.slice(-6)}`,
      workspace_id: c.workspace.id,
      first_name: `Bulk${i}`,
      last_name: '',
      full_name: `Bulk${i}`,
      sort_name: `bulk${i}`,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.handle.db
        .insertInto('contacts')
        // The columns left out take the table's defaults.
        .values(rows.slice(i, i + 200) as ContactsTable[])
        .execute();
    const all = rows.map((r) => r.id);
    const created = await c.post('/lists', { name: 'Everyone', type: 'CONTACT', contacts: all });
    expect(created.status).toBe(201);
    expect(ids(created.body.data.contacts)).toEqual(all);
    const reversed = [...all].reverse().slice(0, 900);
    const updated = await c.put(`/lists/${created.body.data.id}`, { contacts: reversed });
    // Kept members stay in their place; none is new, so the order is the original one.
    expect(ids(updated.body.data.contacts)).toEqual(all.filter((id) => reversed.includes(id)));
    const unknown = Array.from({ length: 700 }, (_, i) => `con_missing${i}`);
    const err = expectError(
      await c.put(`/lists/${created.body.data.id}`, { contacts: [...all, ...unknown] }),
      422,
      'unknown_reference',
    );
    expect(err.details).toHaveLength(700);
    expect(await linkCount('list_contacts', created.body.data.id)).toBe(900);
  });
  it('orders by name ignoring case after a rename through PUT, as after POST', async () => {
    const c = await t.workspace();
    const make = async (name: string) =>
      (await c.post('/lists', { name, type: 'CONTACT' })).body.data.id as string;
    const [a, b, d] = [await make('alpha'), await make('Bravo'), await make('charlie')];
    // Ignoring case: Bravo, charlie, Zulu. A stale sort key keeps alpha first; one by case puts Zulu before charlie.
    expect((await c.put(`/lists/${a}`, { name: 'Zulu' })).status).toBe(200);
    const order = async (dir: string) => ids((await c.get(`/lists?order_by=name:${dir}`)).body.data);
    expect(await order('asc')).toEqual([b, d, a]);
    expect(await order('desc')).toEqual([a, d, b]);
  });

  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/lists',
      table: 'lists',
      fields: { created_at: 'created_at', updated_at: 'updated_at' },
      make: async (c) => (await c.post('/lists', { name: 'Tie', type: 'CONTACT' })).body.data.id,
    });
  });
});
