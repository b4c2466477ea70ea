import { expect, it } from 'vitest';
import { describeEachDatabase, expectError } from './harness.js';

/**
 * API.md section 2: timestamps and dates keep the years 0001 to 9999 (a
 * timestamp's after conversion to UTC), in bodies and in filters, on both
 * stores; every year inside reads back as written, 0001 included.
 */
describeEachDatabase('years 0001 to 9999', (t) => {
  it('a task due_date outside the years (after conversion to UTC) is a 400 and stores nothing', async () => {
    const c = await t.workspace();
    for (const due of [
      '0000-01-01T00:00:00Z',
      '0000-12-31T23:59:59.999Z',
      // 0001-01-01 00:30 at +01:00 is 0000-12-31T23:30Z.
      '0001-01-01T00:30:00+01:00',
      // 9999-12-31 23:00 at -02:00 is year 10000 in UTC.
      '9999-12-31T23:00:00-02:00',
      '10000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '-0001-01-01T00:00:00Z',
    ]) {
      const res = await c.post('/tasks', { body: 'Call back', due_date: due });
      const error = expectError(res, 400, 'validation_error');
      expect(
        error.details.map((d) => d.path),
        due,
      ).toEqual(['/body/due_date']);
    }
    const task = await c.post('/tasks', { body: 'Call back' });
    expect(task.status).toBe(201);
    const put = await c.put(`/tasks/${task.body.data.id}`, { due_date: '0000-06-01T00:00:00Z' });
    expectError(put, 400, 'validation_error');
    const list = await c.get('/tasks');
    expect(list.body.data.map((x: any) => x.due_date)).toEqual([null]);
  });

  it('every year inside the range reads back as written, 0001 included', async () => {
    const c = await t.workspace();
    const cases: [string, string][] = [
      ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
      ['0000-12-31T23:00:00-02:00', '0001-01-01T01:00:00.000Z'],
      ['0049-06-15T12:34:56.789Z', '0049-06-15T12:34:56.789Z'],
      ['0099-12-31T23:59:59.999Z', '0099-12-31T23:59:59.999Z'],
      ['1899-03-01T00:00:00+05:30', '1899-02-28T18:30:00.000Z'],
      ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ];
    const ids: Record<string, string> = {};
    for (const [sent, stored] of cases) {
      const res = await c.post('/tasks', { body: sent, due_date: sent });
      expect(res.status, sent).toBe(201);
      expect(res.body.data.due_date).toBe(stored);
      ids[sent] = res.body.data.id;
    }
    for (const [sent, stored] of cases) {
      const res = await c.get(`/tasks/${ids[sent]}`);
      expect(res.body.data.due_date, sent).toBe(stored);
    }
    const ordered = await c.get('/tasks?order_by=due_date:asc&limit=100');
    expect(ordered.body.data.map((x: any) => x.due_date)).toEqual(cases.map(([, s]) => s).sort());
    // The range's ends as filter bounds.
    const early = await c.get('/tasks?due_before=0002-01-01T00:00:00Z');
    expect(early.body.data.map((x: any) => x.due_date).sort()).toEqual([
      '0001-01-01T00:00:00.000Z',
      '0001-01-01T01:00:00.000Z',
    ]);
    const late = await c.get('/tasks?due_after=9999-12-31T23:59:59.998Z');
    expect(late.body.data.map((x: any) => x.due_date)).toEqual(['9999-12-31T23:59:59.999Z']);
  });

  it('a filter bound outside the years is a 400 naming it; one inside answers', async () => {
    const c = await t.workspace();
    await c.post('/contacts', { first_name: 'Ada' });
    for (const [resource, query] of [
      ['contacts', 'created_after=0000-01-01T00:00:00Z'],
      ['contacts', 'updated_before=0000-12-31T23:59:59Z'],
      ['contacts', 'created_before=0001-01-01T00:00:00%2B01:00'],
      ['companies', 'created_after=0000-01-01T00:00:00Z'],
      ['tasks', 'due_after=0000-01-01T00:00:00Z'],
      ['tasks', 'due_before=9999-12-31T23:00:00-02:00'],
      ['contacts', 'created_after=10000-01-01T00:00:00Z'],
    ]) {
      const res = await c.get(`/${resource}?${query}`);
      const error = expectError(res, 400, 'validation_error');
      expect(error.details[0].path, query).toBe(`/query/${query.split('=')[0]}`);
    }
    const inside = await c.get(
      '/contacts?created_after=0001-01-01T00:00:00Z&created_before=9999-12-31T23:59:59Z',
    );
    expect(inside.status).toBe(200);
    expect(inside.body.meta.total).toBe(1);
  });

  it('a birthday or DATE custom-field value in year 0000 is a 400 and stores nothing; 0001 and 9999 read back', async () => {
    const c = await t.workspace();
    const field = await c.post('/custom-fields', {
      name: 'Signed',
      field_type: 'DATE',
      entity_type: 'CONTACT',
    });
    const cf = field.body.data.id;
    for (const body of [
      { first_name: 'Ada', birthday: '0000-01-01' },
      { first_name: 'Ada', birthday: '0000-02-29' },
      { first_name: 'Ada', custom_fields: [{ id: cf, value: '0000-01-01' }] },
      { first_name: 'Ada', birthday: '10000-01-01' },
    ]) {
      const res = await c.post('/contacts', body);
      expectError(res, 400, 'validation_error');
    }
    expect((await c.get('/contacts')).body.meta.total).toBe(0);

    const made = await c.post('/contacts', {
      first_name: 'Ada',
      birthday: '0001-01-01',
      custom_fields: [{ id: cf, value: '9999-12-31' }],
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    for (const body of [{ birthday: '0000-12-31' }, { custom_fields: [{ id: cf, value: '0000-12-31' }] }]) {
      const res = await c.patch(`/contacts/${id}`, body);
      expectError(res, 400, 'validation_error');
    }
    const read = await c.get(`/contacts/${id}?include=custom_fields`);
    expect(read.body.data.birthday).toBe('0001-01-01');
    expect(read.body.data.custom_fields.map((v: any) => v.value)).toEqual(['9999-12-31']);
  });
});
