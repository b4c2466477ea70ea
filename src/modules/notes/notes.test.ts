import { expect, it } from 'vitest';
import { describeEachDatabase, expectError } from '../../../test/harness.js';

describeEachDatabase('notes', (t) => {
  async function contact(c: Awaited<ReturnType<typeof t.workspace>>, name: string) {
    // Contacts are created directly until their own module exists in every checkout.
    const id = `con_test${Math.random().toString(36).slice(2)}`;
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('contacts')
      .values({ id, workspace_id: c.workspace.id, first_name: name, last_name: '', full_name: name, sort_name: name.toLowerCase(), created_at: now, updated_at: now } as any)
      .execute();
    return id;
  }

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
    expect(res.body.data.contacts.map((x: any) => x.id)).toEqual([b, d]);
    res = await c.patch(`/notes/${id}`, { body: 'changed' });
    expect(res.body.data.contacts.map((x: any) => x.id)).toEqual([b, d]);
    res = await c.put(`/notes/${id}`, { contacts: [] });
    expect(res.body.data.contacts).toEqual([]);
  });

  it('422 lists every unknown contact and writes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const foreign = await contact(other, 'Foreign');
    const err = expectError(await c.post('/notes', { body: 'n', contacts: ['con_nope', foreign] }), 422, 'unknown_reference');
    expect(err.details.map((d) => d.path)).toEqual(['/body/contacts/0', '/body/contacts/1']);
    expect((await c.get('/notes')).body.meta.total).toBe(0);
  });

  it('lists with include and order, and deletes returning the record', async () => {
    const c = await t.workspace();
    const a = await contact(c, 'A');
    const first = (await c.post('/notes', { body: '1', contacts: [a] })).body.data;
    const second = (await c.post('/notes', { body: '2' })).body.data;
    let res = await c.get('/notes?order_by=created_at:asc');
    expect(res.body.data.map((n: any) => n.id)).toEqual([first.id, second.id]);
    expect(res.body.data[0].contacts).toBeUndefined();
    res = await c.get('/notes?include=contacts&limit=1');
    expect(res.body.data[0].id).toBe(second.id);
    expect(res.body.data[0].contacts).toEqual([]);
    expect(res.body.meta).toEqual({ limit: 1, offset: 0, total: 2, has_more: true });
    res = await c.del(`/notes/${first.id}?include=contacts`);
    expect(res.body.data).toEqual(first);
    expectError(await c.get(`/notes/${first.id}`), 404, 'not_found');
  });
});
