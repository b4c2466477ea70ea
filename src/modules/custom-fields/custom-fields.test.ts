import { expect, it } from 'vitest';
import { makeCompany, makeContact } from '../../../test/factories.js';
import { type Client, describeEachDatabase, expectError } from '../../../test/harness.js';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeEachDatabase('custom fields', (t) => {
  async function field(c: Client, body: Record<string, unknown>) {
    const res = await c.post('/custom-fields', body);
    if (res.status !== 201) throw new Error(`field not created: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  const select = (
    c: Client,
    name: string,
    values: string[],
    field_type = 'SINGLE_SELECT',
    entity_type = 'COMPANY',
  ) => field(c, { name, field_type, entity_type, multi_select_options: values.map((value) => ({ value })) });

  /** The custom_fields of a company, through the companies API. */
  async function companyValues(c: Client, id: string) {
    const res = await c.get(`/companies/${id}?include=custom_fields`);
    expect(res.status).toBe(200);
    return res.body.data.custom_fields;
  }

  // --- definitions ------------------------------------------------------------

  it('creates a plain field: 201, Location, exact shape without options', async () => {
    const c = await t.workspace();
    const res = await c.post('/custom-fields', {
      name: 'Revenue band',
      field_type: 'NUMERIC',
      entity_type: 'COMPANY',
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/custom-fields/${res.body.data.id}`);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^cfd_[0-9a-z]{26}$/),
        name: 'Revenue band',
        field_type: 'NUMERIC',
        entity_type: 'COMPANY',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: res.body.data.created_at,
      },
    });
    expect((await c.get(`/custom-fields/${res.body.data.id}`)).body).toEqual(res.body);
  });

  it('creates every field type; select fields carry their options in order', async () => {
    const c = await t.workspace();
    for (const type of ['SINGLE_LINE_TEXT', 'USER', 'DATE', 'NUMERIC', 'BOOLEAN']) {
      const f = await field(c, { name: type, field_type: type, entity_type: 'CONTACT' });
      expect(f.field_type).toBe(type);
      expect(f).not.toHaveProperty('multi_select_options');
    }
    for (const type of ['SINGLE_SELECT', 'MULTI_SELECT']) {
      const f = await select(c, type, ['b', 'a', 'c'], type, 'CONTACT');
      expect(f.multi_select_options).toEqual([
        { id: expect.stringMatching(/^opt_/), value: 'b' },
        { id: expect.stringMatching(/^opt_/), value: 'a' },
        { id: expect.stringMatching(/^opt_/), value: 'c' },
      ]);
      expect((await c.get(`/custom-fields/${f.id}`)).body.data).toEqual(f);
    }
    expect((await c.get('/custom-fields')).body.meta.total).toBe(7);
  });

  it('validates name length, types and unknown properties', async () => {
    const c = await t.workspace();
    let err = expectError(
      await c.post('/custom-fields', { name: '', field_type: 'DATE', entity_type: 'COMPANY' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at least 1 character' }]);
    err = expectError(
      await c.post('/custom-fields', { name: 'x'.repeat(51), field_type: 'DATE', entity_type: 'COMPANY' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at most 50 characters' }]);
    expect(
      (await c.post('/custom-fields', { name: 'x'.repeat(50), field_type: 'DATE', entity_type: 'COMPANY' }))
        .status,
    ).toBe(201);
    err = expectError(
      await c.post('/custom-fields', { name: 'a', field_type: 'TEXT', entity_type: 'TASK', color: 1 }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path).sort()).toEqual([
      '/body/color',
      '/body/entity_type',
      '/body/field_type',
    ]);
    err = expectError(await c.post('/custom-fields', { field_type: 'DATE' }), 400, 'validation_error');
    expect(err.details.map((d) => d.path).sort()).toEqual(['/body/entity_type', '/body/name']);
    err = expectError(
      await c.post('/custom-fields', { id: 'cfd_x', name: 'a', field_type: 'DATE', entity_type: 'COMPANY' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/id', message: 'is read-only' }]);
    expect((await c.get('/custom-fields')).body.meta.total).toBe(1);
  });

  it('options: required on select fields, refused on others, 1..500, values 1..100 and unique ignoring case', async () => {
    const c = await t.workspace();
    const base = { name: 'S', field_type: 'SINGLE_SELECT', entity_type: 'COMPANY' };
    let err = expectError(await c.post('/custom-fields', base), 400, 'validation_error');
    expect(err.details).toEqual([
      { path: '/body/multi_select_options', message: 'is required for SINGLE_SELECT fields' },
    ]);
    err = expectError(
      await c.post('/custom-fields', { ...base, multi_select_options: [] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/multi_select_options', message: 'must have at least 1 item' },
    ]);
    const many = Array.from({ length: 501 }, (_, i) => ({ value: `v${i}` }));
    err = expectError(
      await c.post('/custom-fields', { ...base, multi_select_options: many }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/multi_select_options', message: 'must have at most 500 items' },
    ]);
    err = expectError(
      await c.post('/custom-fields', {
        ...base,
        multi_select_options: [{ value: '' }, { value: 'y'.repeat(101) }, { id: 'opt_x', value: 'a' }],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/multi_select_options/0/value', message: 'must have at least 1 character' },
      { path: '/body/multi_select_options/1/value', message: 'must have at most 100 characters' },
      { path: '/body/multi_select_options/2/id', message: 'is not an allowed property' },
    ]);
    err = expectError(
      await c.post('/custom-fields', {
        ...base,
        multi_select_options: [{ value: 'Big' }, { value: 'small' }, { value: 'BIG' }],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      {
        path: '/body/multi_select_options/2/value',
        message: 'repeats the value of option 0; option values are unique within a field, ignoring case',
      },
    ]);
    err = expectError(
      await c.post('/custom-fields', {
        name: 'T',
        field_type: 'SINGLE_LINE_TEXT',
        entity_type: 'COMPANY',
        multi_select_options: [{ value: 'a' }],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      {
        path: '/body/multi_select_options',
        message: 'is allowed only on SINGLE_SELECT and MULTI_SELECT fields',
      },
    ]);
    expect((await c.get('/custom-fields')).body.meta.total).toBe(0);
    const f = await field(c, {
      ...base,
      multi_select_options: [...many.slice(0, 500), { value: 'z'.repeat(100) }].slice(1),
    });
    expect(f.multi_select_options).toHaveLength(500);
  });

  it('409 for a name taken by a field of the same entity type, ignoring case; the other type is free', async () => {
    const c = await t.workspace();
    const first = await field(c, { name: 'Stage', field_type: 'SINGLE_LINE_TEXT', entity_type: 'COMPANY' });
    const err = expectError(
      await c.post('/custom-fields', { name: 'STAGE', field_type: 'DATE', entity_type: 'COMPANY' }),
      409,
      'conflict',
    );
    expect(err.details).toEqual([{ path: '/body/name', message: 'is already taken', existing_id: first.id }]);
    expect(
      (await c.post('/custom-fields', { name: 'stage', field_type: 'DATE', entity_type: 'CONTACT' })).status,
    ).toBe(201);
    const other = await field(c, { name: 'Other', field_type: 'DATE', entity_type: 'COMPANY' });
    const put = expectError(await c.put(`/custom-fields/${other.id}`, { name: 'stAge' }), 409, 'conflict');
    expect(put.details[0].existing_id).toBe(first.id);
    // Renaming a field to its own name in another case is no conflict.
    expect((await c.put(`/custom-fields/${first.id}`, { name: 'STAGE' })).body.data.name).toBe('STAGE');
    // Another workspace has its own names.
    const c2 = await t.workspace();
    expect(
      (await c2.post('/custom-fields', { name: 'Stage', field_type: 'DATE', entity_type: 'COMPANY' })).status,
    ).toBe(201);
  });

  it('lists with limit, offset and every order_by in both directions', async () => {
    const c = await t.workspace();
    const b = await field(c, { name: 'beta', field_type: 'DATE', entity_type: 'COMPANY' });
    const a = await field(c, { name: 'Alpha', field_type: 'DATE', entity_type: 'CONTACT' });
    const g = await select(c, 'Gamma', ['x']);
    await c.put(`/custom-fields/${b.id}`, { name: 'Beta' });
    const ids = async (q: string) => (await c.get(`/custom-fields?${q}`)).body.data.map((f: any) => f.id);
    expect(await ids('')).toEqual([g.id, a.id, b.id]);
    expect(await ids('order_by=created_at:asc')).toEqual([b.id, a.id, g.id]);
    expect(await ids('order_by=created_at')).toEqual([b.id, a.id, g.id]);
    expect(await ids('order_by=name:asc')).toEqual([a.id, b.id, g.id]);
    expect(await ids('order_by=name:desc')).toEqual([g.id, b.id, a.id]);
    expect(await ids('order_by=updated_at:desc')).toEqual([b.id, g.id, a.id]);
    expect(await ids('order_by=updated_at:asc')).toEqual([a.id, g.id, b.id]);
    const page = await c.get('/custom-fields?order_by=name:asc&limit=1&offset=2');
    expect(page.body).toEqual({ data: [g], meta: { limit: 1, offset: 2, total: 3, has_more: false } });
    let err = expectError(await c.get('/custom-fields?order_by=field_type'), 400, 'validation_error');
    expect(err.details[0].path).toBe('/query/order_by');
    err = expectError(await c.get('/custom-fields?include=options'), 400, 'validation_error');
    expect(err.details[0]).toEqual({ path: '/query/include', message: 'is not a known query parameter' });
  });

  it('renames and keeps field_type and entity_type: 400 when they differ, accepted when the same', async () => {
    const c = await t.workspace();
    const f = await field(c, { name: 'Founded', field_type: 'DATE', entity_type: 'COMPANY' });
    const err = expectError(
      await c.put(`/custom-fields/${f.id}`, { field_type: 'NUMERIC', entity_type: 'CONTACT' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/field_type', message: 'cannot change; this field is DATE' },
      { path: '/body/entity_type', message: 'cannot change; this field is COMPANY' },
    ]);
    const res = await c.patch(`/custom-fields/${f.id}`, {
      name: 'Founded on',
      field_type: 'DATE',
      entity_type: 'COMPANY',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...f, name: 'Founded on', updated_at: expect.stringMatching(TIMESTAMP) });
    expect(res.body.data.updated_at >= f.updated_at).toBe(true);
    expectError(
      await c.put(`/custom-fields/${f.id}`, { multi_select_options: [{ value: 'a' }] }),
      400,
      'validation_error',
    );
    expectError(
      await c.put(`/custom-fields/${f.id}`, { created_at: '2026-01-01T00:00:00.000Z' }),
      400,
      'validation_error',
    );
    expect((await c.get(`/custom-fields/${f.id}`)).body.data.name).toBe('Founded on');
  });

  it("404 for unknown IDs and for another workspace's field, on every operation", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const foreign = await field(other, { name: 'Theirs', field_type: 'DATE', entity_type: 'COMPANY' });
    for (const id of ['cfd_nope', foreign.id]) {
      expectError(await c.get(`/custom-fields/${id}`), 404, 'not_found');
      expectError(await c.put(`/custom-fields/${id}`, { name: 'x' }), 404, 'not_found');
      expectError(await c.patch(`/custom-fields/${id}`, { name: 'x' }), 404, 'not_found');
      expectError(await c.del(`/custom-fields/${id}`), 404, 'not_found');
    }
    expect((await c.get('/custom-fields')).body.meta.total).toBe(0);
    expect((await other.get(`/custom-fields/${foreign.id}`)).body.data).toEqual(foreign);
  });

  it('deletes a select field: 200 with its options, then 404', async () => {
    const c = await t.workspace();
    const f = await select(c, 'Stage', ['Lead', 'Won']);
    const res = await c.del(`/custom-fields/${f.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: f });
    expectError(await c.get(`/custom-fields/${f.id}`), 404, 'not_found');
    const plain = await field(c, { name: 'Note', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' });
    expect((await c.del(`/custom-fields/${plain.id}`)).body).toEqual({ data: plain });
  });
});
