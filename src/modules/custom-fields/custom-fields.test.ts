import { expect, it } from 'vitest';
import { type Client, countQueries, describeEachDatabase, expectError } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';
import type { Company } from '../companies/companies.schema.js';
import type { CustomField } from './custom-fields.schema.js';
import { type CustomFieldValue, fieldValuesLoader } from './custom-fields.values.js';

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
  async function companyValues(c: Client, id: string): Promise<CustomFieldValue[]> {
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
    const ids = async (q: string) =>
      (await c.get(`/custom-fields?${q}`)).body.data.map((f: { id: string }) => f.id);
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
  // --- values, through companies and contacts -----------------------------------

  /** One COMPANY field of every type, created in this order. */
  async function everyType(c: Client) {
    return {
      text: await field(c, { name: 'Text', field_type: 'SINGLE_LINE_TEXT', entity_type: 'COMPANY' }),
      user: await field(c, { name: 'Owner', field_type: 'USER', entity_type: 'COMPANY' }),
      single: await select(c, 'Stage', ['Lead', 'Won']),
      multi: await select(c, 'Markets', ['EU', 'US', 'APAC'], 'MULTI_SELECT'),
      date: await field(c, { name: 'Founded', field_type: 'DATE', entity_type: 'COMPANY' }),
      numeric: await field(c, { name: 'Score', field_type: 'NUMERIC', entity_type: 'COMPANY' }),
      boolean: await field(c, { name: 'Public', field_type: 'BOOLEAN', entity_type: 'COMPANY' }),
    };
  }

  it('writes and reads every field type: read forms, ordered by field creation whatever the order sent', async () => {
    const c = await t.workspace();
    const f = await everyType(c);
    const user = await c.addUser('MEMBER', 'Grace Hopper');
    const [eu, us, apac] = f.multi.multi_select_options;
    const res = await c.post('/companies', {
      name: 'Acme',
      custom_fields: [
        { id: f.boolean.id, value: false },
        { id: f.numeric.id, value: -12.5 },
        { id: f.date.id, value: '2024-02-29' },
        { id: f.multi.id, value: [apac.id, eu.id, apac.id] },
        { id: f.single.id, value: f.single.multi_select_options[1].id },
        { id: f.user.id, value: user.id },
        { id: f.text.id, value: 'Hello, world' },
      ],
    });
    expect(res.status).toBe(201);
    const expected = [
      { id: f.text.id, name: 'Text', field_type: 'SINGLE_LINE_TEXT', value: 'Hello, world' },
      {
        id: f.user.id,
        name: 'Owner',
        field_type: 'USER',
        value: { id: user.id, full_name: 'Grace Hopper', avatar_url: null },
      },
      {
        id: f.single.id,
        name: 'Stage',
        field_type: 'SINGLE_SELECT',
        value: { id: f.single.multi_select_options[1].id, value: 'Won' },
      },
      { id: f.multi.id, name: 'Markets', field_type: 'MULTI_SELECT', value: [apac, eu] },
      { id: f.date.id, name: 'Founded', field_type: 'DATE', value: '2024-02-29' },
      { id: f.numeric.id, name: 'Score', field_type: 'NUMERIC', value: -12.5 },
      { id: f.boolean.id, name: 'Public', field_type: 'BOOLEAN', value: false },
    ];
    expect(res.body.data.custom_fields).toEqual(expected);
    expect(await companyValues(c, res.body.data.id)).toEqual(expected);
    expect((await c.get('/companies?include=custom_fields')).body.data[0].custom_fields).toEqual(expected);
    expect(us).toEqual({ id: expect.any(String), value: 'US' });
  });

  it('merges per field: fields not sent keep their values; null, "" and [] clear; 0 and false are values', async () => {
    const c = await t.workspace();
    const f = await everyType(c);
    const [eu] = f.multi.multi_select_options;
    const id = (
      await c.post('/companies', {
        name: 'M',
        custom_fields: [
          { id: f.text.id, value: 'a' },
          { id: f.numeric.id, value: 5 },
          { id: f.multi.id, value: [eu.id] },
        ],
      })
    ).body.data.id;
    let res = await c.put(`/companies/${id}`, {
      custom_fields: [
        { id: f.numeric.id, value: 0 },
        { id: f.boolean.id, value: true },
      ],
    });
    expect(res.body.data.custom_fields.map((v: CustomFieldValue) => [v.name, v.value])).toEqual([
      ['Text', 'a'],
      ['Markets', [eu]],
      ['Score', 0],
      ['Public', true],
    ]);
    res = await c.patch(`/companies/${id}`, { name: 'Renamed' });
    expect(res.body.data.custom_fields).toHaveLength(4);
    res = await c.put(`/companies/${id}`, { custom_fields: [] });
    expect(res.body.data.custom_fields).toHaveLength(4);
    res = await c.put(`/companies/${id}`, {
      custom_fields: [
        { id: f.text.id, value: '' },
        { id: f.multi.id, value: [] },
        { id: f.numeric.id, value: null },
        { id: f.date.id, value: null },
      ],
    });
    expect(res.body.data.custom_fields.map((v: CustomFieldValue) => [v.name, v.value])).toEqual([
      ['Public', true],
    ]);
    const rows = await t.handle.db
      .selectFrom('company_field_values')
      .select('field_id')
      .where('company_id', '=', id)
      .execute();
    expect(rows).toEqual([{ field_id: f.boolean.id }]);
  });

  it('400 for a value of the wrong type or form, at /body/custom_fields/<i>/value; nothing written', async () => {
    const c = await t.workspace();
    const f = await everyType(c);
    const flag = await field(c, { name: 'Flag', field_type: 'BOOLEAN', entity_type: 'COMPANY' });
    const id = (await c.post('/companies', { name: 'V', custom_fields: [{ id: f.text.id, value: 'kept' }] }))
      .body.data.id;
    const cases: [CustomField, unknown, string][] = [
      [f.text, 5, 'must be a string or null'],
      [f.text, 'x'.repeat(1001), 'must have at most 1000 characters'],
      [f.text, ['a'], 'must be a string or null'],
      [f.numeric, '5', 'must be a number or null'],
      [f.numeric, true, 'must be a number or null'],
      [f.boolean, 'true', 'must be a boolean or null'],
      [f.boolean, 0, 'must be a boolean or null'],
      [
        f.date,
        '2026-13-01',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999, or null',
      ],
      [
        f.date,
        '2026-02-30',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999, or null',
      ],
      [
        f.date,
        '2025-02-29',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999, or null',
      ],
      [
        f.date,
        '2026-2-1',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999, or null',
      ],
      [
        f.date,
        '2026-01-01T00:00:00Z',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999, or null',
      ],
      [
        f.date,
        20260101,
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999, or null',
      ],
      [f.single, 5, 'must be an option ID of this field, or null'],
      [f.single, [f.single.multi_select_options[0].id], 'must be an option ID of this field, or null'],
      [f.single, { id: f.single.multi_select_options[0].id }, 'must be an option ID of this field, or null'],
      [f.multi, f.multi.multi_select_options[0].id, 'must be an array of option IDs of this field, or null'],
      [f.multi, [1], 'must be an array of option IDs of this field, or null'],
      [f.user, 5, 'must be a workspace user ID, or null'],
      [f.user, { id: c.user.id }, 'must be a workspace user ID, or null'],
    ];
    for (const [fd, value, message] of cases) {
      const err = expectError(
        await c.put(`/companies/${id}`, {
          name: 'changed',
          custom_fields: [
            { id: flag.id, value: true },
            { id: fd.id, value },
          ],
        }),
        400,
        'validation_error',
      );
      expect(err.details).toEqual([{ path: '/body/custom_fields/1/value', message }]);
    }
    const missing = expectError(
      await c.put(`/companies/${id}`, { custom_fields: [{ id: f.text.id }] }),
      400,
      'validation_error',
    );
    expect(missing.details).toEqual([{ path: '/body/custom_fields/0/value', message: 'is required' }]);
    const extra = expectError(
      await c.put(`/companies/${id}`, { custom_fields: [{ id: f.text.id, value: 'a', name: 'x' }] }),
      400,
      'validation_error',
    );
    expect(extra.details).toEqual([
      { path: '/body/custom_fields/0/name', message: 'is not an allowed property' },
    ]);
    const company = (await c.get(`/companies/${id}?include=custom_fields`)).body.data;
    expect(company.name).toBe('V');
    expect(company.custom_fields.map((v: CustomFieldValue) => v.value)).toEqual(['kept']);
    // The longest text is accepted.
    const long = await c.put(`/companies/${id}`, {
      custom_fields: [{ id: f.text.id, value: 'é'.repeat(1000) }],
    });
    expect(long.body.data.custom_fields[0].value).toBe('é'.repeat(1000));
  });

  it('422 for an unknown field, a field of the other entity type, an unknown option and a user outside the workspace', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const f = await everyType(c);
    const contactField = await field(c, {
      name: 'Text',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    const foreignField = await field(other, {
      name: 'Text',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'COMPANY',
    });
    const [eu, us] = f.multi.multi_select_options;
    const err = expectError(
      await c.post('/companies', {
        name: 'R',
        custom_fields: [
          { id: 'cfd_nope', value: 'x' },
          { id: contactField.id, value: 'x' },
          { id: foreignField.id, value: 'x' },
          { id: f.single.id, value: eu.id },
          { id: f.multi.id, value: [us.id, 'opt_nope', eu.id, f.single.multi_select_options[0].id] },
          { id: f.user.id, value: other.user.id },
          { id: f.text.id, value: 'fine' },
        ],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      {
        path: '/body/custom_fields/0/id',
        message: '"cfd_nope" is not a custom field in this workspace',
        id: 'cfd_nope',
      },
      {
        path: '/body/custom_fields/1/id',
        message: `"${contactField.id}" is a CONTACT custom field, not a COMPANY one`,
        id: contactField.id,
      },
      {
        path: '/body/custom_fields/2/id',
        message: `"${foreignField.id}" is not a custom field in this workspace`,
        id: foreignField.id,
      },
      {
        path: '/body/custom_fields/3/value',
        message: `"${eu.id}" is not an option of this field`,
        id: eu.id,
      },
      {
        path: '/body/custom_fields/4/value/1',
        message: '"opt_nope" is not an option of this field',
        id: 'opt_nope',
      },
      {
        path: '/body/custom_fields/4/value/3',
        message: `"${f.single.multi_select_options[0].id}" is not an option of this field`,
        id: f.single.multi_select_options[0].id,
      },
      {
        path: '/body/custom_fields/5/value',
        message: `"${other.user.id}" is not a user of this workspace`,
        id: other.user.id,
      },
    ]);
    expect((await c.get('/companies')).body.meta.total).toBe(0);
    const unknownUser = expectError(
      await c.post('/companies', { name: 'R', custom_fields: [{ id: f.user.id, value: 'usr_nope' }] }),
      422,
      'unknown_reference',
    );
    expect(unknownUser.details.map((d) => d.path)).toEqual(['/body/custom_fields/0/value']);
    // Unknown field with a value of any form: the field is unknown, nothing more is said.
    const unknown = expectError(
      await c.post('/companies', { name: 'R', custom_fields: [{ id: 'cfd_nope', value: { a: 1 } }] }),
      422,
      'unknown_reference',
    );
    expect(unknown.details.map((d) => d.path)).toEqual(['/body/custom_fields/0/id']);
  });

  it('400 wins over 422, and the same field twice in one request is a 400', async () => {
    const c = await t.workspace();
    const f = await everyType(c);
    let err = expectError(
      await c.post('/companies', {
        name: 'B',
        tags: ['tag_nope'],
        custom_fields: [
          { id: 'cfd_nope', value: 1 },
          { id: f.numeric.id, value: 'one' },
          { id: f.single.id, value: 'opt_nope' },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/custom_fields/1/value', message: 'must be a number or null' },
    ]);
    err = expectError(
      await c.post('/companies', {
        name: 'B',
        custom_fields: [
          { id: f.numeric.id, value: 1 },
          { id: f.text.id, value: 'a' },
          { id: f.numeric.id, value: 2 },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      {
        path: '/body/custom_fields/2/id',
        message: 'repeats the field sent at /body/custom_fields/0; send each field once',
      },
    ]);
    expect((await c.get('/companies')).body.meta.total).toBe(0);
  });

  it('replaces options: kept IDs take the value sent, new ones are added, removed ones leave the values that chose them', async () => {
    const c = await t.workspace();
    const single = await select(c, 'Stage', ['Lead', 'Won', 'Lost']);
    const multi = await select(c, 'Markets', ['EU', 'US', 'APAC'], 'MULTI_SELECT');
    const [lead, won, lost] = single.multi_select_options;
    const [eu, us, apac] = multi.multi_select_options;
    const make = async (name: string, s: string, m: string[]) =>
      (
        await c.post('/companies', {
          name,
          custom_fields: [
            { id: single.id, value: s },
            { id: multi.id, value: m },
          ],
        })
      ).body.data.id;
    const a = await make('a', lead.id, [eu.id, us.id]);
    const b = await make('b', won.id, [us.id, apac.id]);
    const d = await make('d', lost.id, [apac.id, eu.id]);

    let res = await c.put(`/custom-fields/${single.id}`, {
      multi_select_options: [{ value: 'New' }, { id: lead.id, value: 'Prospect' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.multi_select_options).toEqual([
      { id: expect.stringMatching(/^opt_/), value: 'New' },
      { id: lead.id, value: 'Prospect' },
    ]);
    expect(res.body.data.updated_at >= single.updated_at).toBe(true);
    const added = res.body.data.multi_select_options[0];
    expect([won.id, lost.id]).not.toContain(added.id);
    expect((await c.get(`/custom-fields/${single.id}`)).body.data).toEqual(res.body.data);

    res = await c.patch(`/custom-fields/${multi.id}`, {
      multi_select_options: [
        { id: eu.id, value: 'Europe' },
        { id: apac.id, value: 'APAC' },
      ],
    });
    expect(res.body.data.multi_select_options).toEqual([
      { id: eu.id, value: 'Europe' },
      { id: apac.id, value: 'APAC' },
    ]);

    const values = async (id: string) => (await companyValues(c, id)).map((v) => [v.name, v.value]);
    // What is stored: the values that chose a removed option were rewritten or deleted, not just hidden.
    const stored = async (fieldId: string) =>
      (
        await t.handle.db
          .selectFrom('company_field_values')
          .select(['company_id', 'value'])
          .where('field_id', '=', fieldId)
          .orderBy('company_id')
          .execute()
      ).map((r) => [r.company_id, JSON.parse(r.value)]);
    expect(await stored(single.id)).toEqual([[a, lead.id]]);
    expect(await stored(multi.id)).toEqual(
      [
        [a, [eu.id]],
        [b, [apac.id]],
        [d, [apac.id, eu.id]],
      ].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
    );
    expect(await values(a)).toEqual([
      ['Stage', { id: lead.id, value: 'Prospect' }],
      ['Markets', [{ id: eu.id, value: 'Europe' }]],
    ]);
    expect(await values(b)).toEqual([['Markets', [{ id: apac.id, value: 'APAC' }]]]);
    expect(await values(d)).toEqual([
      [
        'Markets',
        [
          { id: apac.id, value: 'APAC' },
          { id: eu.id, value: 'Europe' },
        ],
      ],
    ]);

    // Removing the last chosen option clears a multi-select value.
    await c.put(`/custom-fields/${multi.id}`, { multi_select_options: [{ id: eu.id, value: 'Europe' }] });
    expect(await values(b)).toEqual([]);
    expect((await stored(multi.id)).map((r) => r[0]).sort()).toEqual([a, d].sort());
    expect(await values(d)).toEqual([['Markets', [{ id: eu.id, value: 'Europe' }]]]);
    // A removed option cannot be chosen any more; a new one can.
    expectError(
      await c.put(`/companies/${b}`, { custom_fields: [{ id: single.id, value: won.id }] }),
      422,
      'unknown_reference',
    );
    await c.put(`/companies/${b}`, { custom_fields: [{ id: single.id, value: added.id }] });
    expect(await values(b)).toEqual([['Stage', { id: added.id, value: 'New' }]]);
    // Without multi_select_options the options stay as they are.
    res = await c.put(`/custom-fields/${single.id}`, { name: 'Phase' });
    expect(res.body.data.multi_select_options).toHaveLength(2);
    expect(await values(b)).toEqual([['Phase', { id: added.id, value: 'New' }]]);
  });

  it('option updates: an ID of another field is a 422, repeats are 400s, and a refused update changes nothing', async () => {
    const c = await t.workspace();
    const s1 = await select(c, 'One', ['a', 'b']);
    const s2 = await select(c, 'Two', ['c']);
    const other = await t.workspace();
    const foreign = await select(other, 'Three', ['z']);
    let err = expectError(
      await c.put(`/custom-fields/${s1.id}`, {
        name: 'Renamed',
        multi_select_options: [
          { id: s1.multi_select_options[0].id, value: 'a' },
          { id: s2.multi_select_options[0].id, value: 'c' },
          { id: foreign.multi_select_options[0].id, value: 'z' },
          { id: 'opt_nope', value: 'n' },
        ],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => [d.path, d.id])).toEqual([
      ['/body/multi_select_options/1/id', s2.multi_select_options[0].id],
      ['/body/multi_select_options/2/id', foreign.multi_select_options[0].id],
      ['/body/multi_select_options/3/id', 'opt_nope'],
    ]);
    err = expectError(
      await c.put(`/custom-fields/${s1.id}`, {
        multi_select_options: [
          { id: s1.multi_select_options[0].id, value: 'a' },
          { id: s1.multi_select_options[0].id, value: 'x' },
          { value: 'A' },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      {
        path: '/body/multi_select_options/2/value',
        message: 'repeats the value of option 0; option values are unique within a field, ignoring case',
      },
      { path: '/body/multi_select_options/1/id', message: 'repeats option 0; send each option once' },
    ]);
    expectError(
      await c.put(`/custom-fields/${s1.id}`, { multi_select_options: [] }),
      400,
      'validation_error',
    );
    // 400 before 404: a bad body on a missing field is still a 400.
    expectError(
      await c.put('/custom-fields/cfd_nope', { multi_select_options: [{ value: 'a' }, { value: 'a' }] }),
      400,
      'validation_error',
    );
    expect((await c.get(`/custom-fields/${s1.id}`)).body.data).toEqual(s1);
    // Swapping two values between kept options is allowed.
    const [a, b] = s1.multi_select_options;
    const res = await c.put(`/custom-fields/${s1.id}`, {
      multi_select_options: [
        { id: a.id, value: 'b' },
        { id: b.id, value: 'a' },
      ],
    });
    expect(res.body.data.multi_select_options).toEqual([
      { id: a.id, value: 'b' },
      { id: b.id, value: 'a' },
    ]);
  });

  it('values on contacts use the same machinery, and deleting a field removes its values everywhere', async () => {
    const c = await t.workspace();
    const companyText = await field(c, {
      name: 'Motto',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'COMPANY',
    });
    const companyMulti = await select(c, 'Tags', ['x', 'y'], 'MULTI_SELECT');
    const contactSelect = await select(c, 'Temperature', ['Hot', 'Cold'], 'SINGLE_SELECT', 'CONTACT');
    const [hot] = contactSelect.multi_select_options;
    const companies: string[] = [];
    for (const name of ['c1', 'c2', 'c3']) {
      companies.push(
        (
          await c.post('/companies', {
            name,
            custom_fields: [
              { id: companyText.id, value: `motto ${name}` },
              { id: companyMulti.id, value: [companyMulti.multi_select_options[1].id] },
            ],
          })
        ).body.data.id,
      );
    }
    const contact = await c.post('/contacts', {
      first_name: 'Ann',
      custom_fields: [{ id: contactSelect.id, value: hot.id }],
    });
    expect(contact.status).toBe(201);
    expect(contact.body.data.custom_fields).toEqual([
      { id: contactSelect.id, name: 'Temperature', field_type: 'SINGLE_SELECT', value: hot },
    ]);
    // A COMPANY field is refused on a contact.
    expectError(
      await c.post('/contacts', { first_name: 'Bo', custom_fields: [{ id: companyText.id, value: 'x' }] }),
      422,
      'unknown_reference',
    );
    // Removing an option clears the contact values that chose it, and only those.
    const cold = contactSelect.multi_select_options[1];
    const coldContact = (
      await c.post('/contacts', {
        first_name: 'Cy',
        custom_fields: [{ id: contactSelect.id, value: cold.id }],
      })
    ).body.data.id;
    await c.put(`/custom-fields/${contactSelect.id}`, {
      multi_select_options: [{ id: cold.id, value: 'Cold' }],
    });
    const contactRows = async () =>
      (
        await t.handle.db
          .selectFrom('contact_field_values')
          .select('contact_id')
          .where('field_id', '=', contactSelect.id)
          .execute()
      ).map((r) => r.contact_id);
    expect(await contactRows()).toEqual([coldContact]);
    expect(
      (await c.get(`/contacts/${contact.body.data.id}?include=custom_fields`)).body.data.custom_fields,
    ).toEqual([]);

    const list = (await c.get('/companies?include=custom_fields&order_by=name')).body.data;
    expect(list.map((co: Required<Company>) => co.custom_fields.map((v) => v.value))).toEqual([
      ['motto c1', [companyMulti.multi_select_options[1]]],
      ['motto c2', [companyMulti.multi_select_options[1]]],
      ['motto c3', [companyMulti.multi_select_options[1]]],
    ]);

    const deleted = await c.del(`/custom-fields/${companyText.id}`);
    expect(deleted.body).toEqual({ data: companyText });
    await c.del(`/custom-fields/${contactSelect.id}`);
    for (const id of companies) {
      expect((await companyValues(c, id)).map((v) => v.name)).toEqual(['Tags']);
    }
    expect(
      (await c.get(`/contacts/${contact.body.data.id}?include=custom_fields`)).body.data.custom_fields,
    ).toEqual([]);
    const left = await t.handle.db
      .selectFrom('company_field_values')
      .select('field_id')
      .where('field_id', '=', companyText.id)
      .execute();
    expect(left).toEqual([]);
    expect(await contactRows()).toEqual([]);
    const contactLeft = await t.handle.db
      .selectFrom('contact_field_values')
      .select('field_id')
      .where('field_id', '=', contactSelect.id)
      .execute();
    expect(contactLeft).toEqual([]);
    const options = await t.handle.db
      .selectFrom('custom_field_options')
      .select('id')
      .where('field_id', '=', contactSelect.id)
      .execute();
    expect(options).toEqual([]);
    // A value for the deleted field is now an unknown reference.
    expectError(
      await c.put(`/companies/${companies[0]}`, { custom_fields: [{ id: companyText.id, value: 'x' }] }),
      422,
      'unknown_reference',
    );
  });
  it('loads the values of any number of owners in three queries', async () => {
    const c = await t.workspace();
    const text = await field(c, { name: 'Text', field_type: 'SINGLE_LINE_TEXT', entity_type: 'COMPANY' });
    const single = await select(c, 'Stage', ['Lead', 'Won']);
    const user = await field(c, { name: 'Owner', field_type: 'USER', entity_type: 'COMPANY' });
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await c.post('/companies', {
        name: `c${i}`,
        custom_fields: [
          { id: text.id, value: `t${i}` },
          { id: single.id, value: single.multi_select_options[i % 2].id },
          ...(i % 3 === 0 ? [{ id: user.id, value: c.user.id }] : []),
        ],
      });
      ids.push(res.body.data.id);
    }
    const { queries, result: values } = await countQueries(() =>
      fieldValuesLoader('COMPANY')(t.handle.db, ids),
    );
    expect(queries).toBe(3);
    ids.forEach((id, i) => {
      expect((values.get(id) as CustomFieldValue[]).map((v) => v.value)).toEqual([
        `t${i}`,
        single.multi_select_options[i % 2],
        ...(i % 3 === 0 ? [{ id: c.user.id, full_name: c.user.full_name, avatar_url: null }] : []),
      ]);
    });
    const page = (await c.get('/companies?include=custom_fields&limit=30&order_by=created_at:asc')).body.data;
    expect(page.map((co: Company) => co.custom_fields)).toEqual(ids.map((id) => values.get(id)));
  });
  it('orders by name ignoring case after a rename through PUT, as after POST', async () => {
    const c = await t.workspace();
    const make = async (name: string) =>
      (await c.post('/custom-fields', { name, field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' })).body
        .data.id as string;
    const [a, b, d] = [await make('alpha'), await make('Bravo'), await make('charlie')];
    // Ignoring case: Bravo, charlie, Zulu. A stale sort key keeps alpha first; one by case puts Zulu before charlie.
    expect((await c.put(`/custom-fields/${a}`, { name: 'Zulu' })).status).toBe(200);
    const order = async (dir: string) =>
      (await c.get(`/custom-fields?order_by=name:${dir}`)).body.data.map((f: { id: string }) => f.id);
    expect(await order('asc')).toEqual([b, d, a]);
    expect(await order('desc')).toEqual([a, d, b]);
  });

  it('answers 422 before 409: a PUT with a taken name and an option ID of another field', async () => {
    const c = await t.workspace();
    const make = async (name: string) =>
      (
        await c.post('/custom-fields', {
          name,
          field_type: 'SINGLE_SELECT',
          entity_type: 'CONTACT',
          multi_select_options: [{ value: 'Red' }],
        })
      ).body.data;
    const holder = await make('Colour');
    const field = await make('Size');
    const foreign = holder.multi_select_options[0].id;
    const err = expectError(
      await c.put(`/custom-fields/${field.id}`, {
        name: 'COLOUR',
        multi_select_options: [{ id: foreign, value: 'Large' }],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/multi_select_options/0/id']);
    // The name alone is the 409; nothing was written by either.
    const conflict = expectError(
      await c.put(`/custom-fields/${field.id}`, { name: 'COLOUR' }),
      409,
      'conflict',
    );
    expect(conflict.details[0].existing_id).toBe(holder.id);
    expect((await c.get(`/custom-fields/${field.id}`)).body.data).toEqual(field);
    expect((await c.get(`/custom-fields/${holder.id}`)).body.data).toEqual(holder);
  });

  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/custom-fields',
      table: 'custom_fields',
      fields: { created_at: 'created_at', updated_at: 'updated_at' },
      make: async (c) =>
        (await c.post('/custom-fields', { name: 'Tie', field_type: 'NUMERIC', entity_type: 'COMPANY' })).body
          .data.id,
      vary: (i) => ({ name: `Tie ${i}`, sort_name: `tie ${i}` }),
    });
  });
});
