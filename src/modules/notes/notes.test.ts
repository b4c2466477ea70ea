import { expect, it } from 'vitest';
import { makeContact } from '../../../test/factories.js';
import { type Client, describeEachDatabase, expectError, type Response } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';
import type { Note } from './notes.schema.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (res: Response) => res.body.data.map((x: { id: string }) => x.id);

describeEachDatabase('notes', (t) => {
  /** A contact made straight in the database, named `name` alone. */
  const contact = (c: Client, name: string) => makeContact(t, c, name, '');

  it('creates a note with contacts expanded, 201 and Location', async () => {
    const c = await t.workspace();
    const a = await contact(c, 'Ann');
    const res = await c.post('/notes', { body: 'hello', contacts: [a] });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/notes/${res.body.data.id}`);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^nte_/),
      body: 'hello',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: res.body.data.created_at,
      contacts: [{ id: a, full_name: 'Ann', image_url: null }],
    });
  });

  it('refuses an empty body and accepts one character', async () => {
    const c = await t.workspace();
    const err = expectError(await c.post('/notes', { body: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'must have at least 1 character' }]);
    expect((await c.post('/notes', { body: 'x' })).status).toBe(201);
  });

  it('replaces contacts with exactly the set sent; absent key leaves them', async () => {
    const c = await t.workspace();
    const [a, b, d] = [await contact(c, 'A'), await contact(c, 'B'), await contact(c, 'D')];
    const id = (await c.post('/notes', { body: 'n', contacts: [a, b] })).body.data.id;
    let res = await c.put(`/notes/${id}`, { contacts: [b, d] });
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([b, d]);
    res = await c.patch(`/notes/${id}`, { body: 'changed' });
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([b, d]);
    res = await c.put(`/notes/${id}`, { contacts: [] });
    expect(res.body.data.contacts).toEqual([]);
  });

  it('422 lists every unknown contact and writes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const foreign = await contact(other, 'Foreign');
    const err = expectError(
      await c.post('/notes', { body: 'n', contacts: ['con_nope', foreign] }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/contacts/0', '/body/contacts/1']);
    expect((await c.get('/notes')).body.meta.total).toBe(0);
  });

  it('lists with include and order, and deletes returning the record', async () => {
    const c = await t.workspace();
    const a = await contact(c, 'A');
    const first = (await c.post('/notes', { body: '1', contacts: [a] })).body.data;
    const second = (await c.post('/notes', { body: '2' })).body.data;
    let res = await c.get('/notes?order_by=created_at:asc');
    expect(res.body.data.map((n: { id: string }) => n.id)).toEqual([first.id, second.id]);
    expect(res.body.data[0].contacts).toBeUndefined();
    res = await c.get('/notes?include=contacts&limit=1');
    expect(res.body.data[0].id).toBe(second.id);
    expect(res.body.data[0].contacts).toEqual([]);
    expect(res.body.meta).toEqual({ limit: 1, offset: 0, total: 2, has_more: true });
    res = await c.del(`/notes/${first.id}?include=contacts`);
    expect(res.body.data).toEqual(first);
    expectError(await c.get(`/notes/${first.id}`), 404, 'not_found');
  });

  async function note(c: Client, body: Record<string, unknown>) {
    const res = await c.post('/notes', body);
    if (res.status !== 201) throw new Error(`note not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  it('body: 1 and 100000 characters are accepted, 100001 refused on every write', async () => {
    const c = await t.workspace();
    const long = await note(c, { body: 'a'.repeat(100_000) });
    expect(long.body).toBe('a'.repeat(100_000));
    expect((await c.get(`/notes/${long.id}`)).body.data.body).toHaveLength(100_000);

    let err = expectError(await c.post('/notes', { body: 'b'.repeat(100_001) }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'must have at most 100000 characters' }]);
    err = expectError(await c.post('/notes', { contacts: [] }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'is required' }]);
    expect((await c.get('/notes')).body.meta.total).toBe(1);

    err = expectError(
      await c.put(`/notes/${long.id}`, { body: 'c'.repeat(100_001) }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/body', message: 'must have at most 100000 characters' }]);
    err = expectError(await c.patch(`/notes/${long.id}`, { body: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'must have at least 1 character' }]);
    expect((await c.get(`/notes/${long.id}?include=contacts`)).body.data).toEqual(long);

    expect((await c.patch(`/notes/${long.id}`, { body: 'd' })).body.data.body).toBe('d');
    expect((await c.put(`/notes/${long.id}`, { body: 'e'.repeat(100_000) })).body.data.body).toBe(
      'e'.repeat(100_000),
    );
  });

  it('orders by created_at and updated_at in both directions, id breaking ties', async () => {
    const c = await t.workspace();
    const a = (await note(c, { body: 'a' })).id;
    const b = (await note(c, { body: 'b' })).id;
    const d = (await note(c, { body: 'd' })).id;
    expect(ids(await c.get('/notes'))).toEqual([d, b, a]);
    expect(ids(await c.get('/notes?order_by=created_at:desc'))).toEqual([d, b, a]);
    expect(ids(await c.get('/notes?order_by=created_at:asc'))).toEqual([a, b, d]);
    expect(ids(await c.get('/notes?order_by=created_at'))).toEqual([a, b, d]);

    await sleep(5);
    await c.patch(`/notes/${a}`, { body: 'a, edited' });
    await sleep(5);
    await c.put(`/notes/${b}`, { body: 'b, edited' });
    expect(ids(await c.get('/notes?order_by=updated_at:asc'))).toEqual([d, a, b]);
    expect(ids(await c.get('/notes?order_by=updated_at'))).toEqual([d, a, b]);
    expect(ids(await c.get('/notes?order_by=updated_at:desc'))).toEqual([b, a, d]);
    // Creation order is untouched by updates.
    expect(ids(await c.get('/notes?order_by=created_at:asc'))).toEqual([a, b, d]);

    // Pages follow the order without overlap or gaps.
    let res = await c.get('/notes?order_by=updated_at:desc&limit=2');
    expect(ids(res)).toEqual([b, a]);
    expect(res.body.meta).toEqual({ limit: 2, offset: 0, total: 3, has_more: true });
    res = await c.get('/notes?order_by=updated_at:desc&limit=2&offset=2');
    expect(ids(res)).toEqual([d]);
    expect(res.body.meta).toEqual({ limit: 2, offset: 2, total: 3, has_more: false });

    let err = expectError(await c.get('/notes?order_by=body:asc'), 400, 'validation_error');
    expect(err.details.map((x) => x.path)).toEqual(['/query/order_by']);
    err = expectError(await c.get('/notes?order_by=created_at:up'), 400, 'validation_error');
    expect(err.details.map((x) => x.path)).toEqual(['/query/order_by']);
  });

  it('reads one note with and without include=contacts', async () => {
    const c = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const bob = await makeContact(t, c, 'Bob', '');
    const created = await note(c, { body: 'read me', contacts: [bob, ann] });
    const plain = {
      id: created.id,
      body: 'read me',
      created_at: expect.stringMatching(ISO),
      updated_at: created.created_at,
    };
    let res = await c.get(`/notes/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: plain });
    res = await c.get(`/notes/${created.id}?include=contacts`);
    expect(res.body).toEqual({
      data: {
        ...plain,
        contacts: [
          { id: bob, full_name: 'Bob', image_url: null },
          { id: ann, full_name: 'Ann Lee', image_url: null },
        ],
      },
    });
    res = await c.get(`/notes/${created.id}?include=%20contacts%20,contacts`);
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([bob, ann]);
    const bare = await note(c, { body: 'no contacts' });
    expect((await c.get(`/notes/${bare.id}?include=contacts`)).body.data.contacts).toEqual([]);

    const err = expectError(await c.get(`/notes/${created.id}?include=tags`), 400, 'validation_error');
    expect(err.details.map((x) => x.path)).toEqual(['/query/include']);
  });

  it('PUT and PATCH are the same partial update', async () => {
    const c = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const bob = await makeContact(t, c, 'Bob', 'Ray');
    const created = await note(c, { body: 'start', contacts: [ann] });

    for (const method of ['PUT', 'PATCH'] as const) {
      await sleep(2);
      const before = (await c.get(`/notes/${created.id}?include=contacts`)).body.data;
      // The body alone: contacts stay.
      let res = await c.request(method, `/notes/${created.id}`, { body: `via ${method}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { ...before, body: `via ${method}`, updated_at: expect.stringMatching(ISO) },
      });
      expect(res.body.data.updated_at > before.updated_at).toBe(true);
      expect(res.body.data.created_at).toBe(created.created_at);
      // Contacts alone: the body stays.
      res = await c.request(method, `/notes/${created.id}?include=contacts`, { contacts: [bob, ann] });
      expect(res.body.data.body).toBe(`via ${method}`);
      expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([ann, bob]);
      res = await c.request(method, `/notes/${created.id}`, { contacts: [ann] });
      expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([ann]);
    }
    // An empty object changes nothing but the update time.
    const before = (await c.get(`/notes/${created.id}?include=contacts`)).body.data;
    const res = await c.patch(`/notes/${created.id}`, {});
    expect(res.body.data).toEqual({ ...before, updated_at: expect.stringMatching(ISO) });
  });

  it('kept contacts keep their place and new ones are appended in the order sent', async () => {
    const c = await t.workspace();
    const [a, b, d, e] = [
      await makeContact(t, c, 'A', 'One'),
      await makeContact(t, c, 'B', 'Two'),
      await makeContact(t, c, 'D', 'Three'),
      await makeContact(t, c, 'E', 'Four'),
    ];
    const created = await note(c, { body: 'n', contacts: [a, b, d] });
    let res = await c.put(`/notes/${created.id}`, { contacts: [d, a] });
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([a, d]);
    res = await c.patch(`/notes/${created.id}`, { contacts: [e, d, b, a, e] });
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([a, d, e, b]);
  });

  it('unknown and read-only properties are refused with 400 and change nothing', async () => {
    const c = await t.workspace();
    let err = expectError(await c.post('/notes', { body: 'x', title: 'y' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/title', message: 'is not an allowed property' }]);
    expect((await c.get('/notes')).body.meta.total).toBe(0);

    const created = await note(c, { body: 'keep' });
    err = expectError(
      await c.put(`/notes/${created.id}`, {
        body: 'changed',
        id: 'nte_other',
        created_at: created.created_at,
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((x) => x.path).sort()).toEqual(['/body/created_at', '/body/id']);
    err = expectError(
      await c.patch(`/notes/${created.id}`, { body: 'changed', updated_at: 'now' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/updated_at', message: 'is not an allowed property' }]);
    expect((await c.get(`/notes/${created.id}?include=contacts`)).body.data).toEqual(created);

    err = expectError(await c.put(`/notes/${created.id}`, { contacts: 'con_x' }), 400, 'validation_error');
    expect(err.details.map((x) => x.path)).toEqual(['/body/contacts']);
    err = expectError(await c.get('/notes?sort=created_at'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/sort', message: 'is not a known query parameter' }]);
    err = expectError(await c.get(`/notes/${created.id}?limit=1`), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/limit', message: 'is not a known query parameter' }]);
  });

  it("another workspace's note answers 404 everywhere and is left unchanged", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const ann = await makeContact(t, other, 'Ann', 'Lee');
    const theirs = await note(other, { body: 'theirs', contacts: [ann] });
    const err = expectError(await c.get(`/notes/${theirs.id}`), 404, 'not_found');
    expect(err.message).toBe(`No note with ID "${theirs.id}" exists in this workspace.`);
    expectError(await c.put(`/notes/${theirs.id}`, { body: 'mine now' }), 404, 'not_found');
    expectError(await c.patch(`/notes/${theirs.id}`, { contacts: [] }), 404, 'not_found');
    expectError(await c.del(`/notes/${theirs.id}`), 404, 'not_found');
    expectError(await c.get('/notes/nte_nope'), 404, 'not_found');
    expect((await c.get('/notes')).body.meta.total).toBe(0);
    expect((await other.get(`/notes/${theirs.id}?include=contacts`)).body.data).toEqual(theirs);
  });

  it('a PUT naming contacts of another workspace is a 422 and changes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const foreign = await makeContact(t, other, 'Far', 'Away');
    const created = await note(c, { body: 'n', contacts: [ann] });
    const err = expectError(
      await c.put(`/notes/${created.id}`, { body: 'changed', contacts: [ann, foreign] }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      { path: '/body/contacts/1', message: `"${foreign}" is not a contact in this workspace`, id: foreign },
    ]);
    expect((await c.get(`/notes/${created.id}?include=contacts`)).body.data).toEqual(created);
  });

  it('deleting a contact leaves its notes without it', async () => {
    const c = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const bob = await makeContact(t, c, 'Bob', 'Ray');
    const both = await note(c, { body: 'both', contacts: [ann, bob] });
    const onlyAnn = await note(c, { body: 'only ann', contacts: [ann] });
    await t.handle.db.deleteFrom('contacts').where('id', '=', ann).execute();

    let res = await c.get(`/notes/${both.id}?include=contacts`);
    expect(res.body.data.contacts).toEqual([{ id: bob, full_name: 'Bob Ray', image_url: null }]);
    res = await c.get(`/notes/${onlyAnn.id}?include=contacts`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...onlyAnn, contacts: [] });
    res = await c.get('/notes?include=contacts&order_by=created_at:asc');
    expect(res.body.data.map((n: Required<Note>) => n.contacts.length)).toEqual([1, 0]);
  });
  it('answers 404 before 422: PUT on a missing note with an unknown contact', async () => {
    const c = await t.workspace();
    const err = expectError(
      await c.put('/notes/nte_missing', { body: 'x', contacts: ['con_nope'] }),
      404,
      'not_found',
    );
    expect(err.message).toBe('No note with ID "nte_missing" exists in this workspace.');
    // On a note that exists, the same body is the 422; nothing was written by either.
    const note = (await c.post('/notes', { body: 'kept' })).body.data;
    expectError(
      await c.put(`/notes/${note.id}`, { body: 'x', contacts: ['con_nope'] }),
      422,
      'unknown_reference',
    );
    expect((await c.get(`/notes/${note.id}`)).body.data.body).toBe('kept');
    expect((await c.get('/notes')).body.meta.total).toBe(1);
  });

  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/notes',
      table: 'notes',
      fields: { created_at: 'created_at', updated_at: 'updated_at' },
      make: async (c) => (await c.post('/notes', { body: 'Tie' })).body.data.id,
    });
  });
});
