import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { type Client, describeEachDatabase, expectError, type Response } from '../../../test/harness.js';
import { expectLacks, keyWith } from '../../../test/scopes-support.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const ids = (res: Response) => res.body.data.map((x: { id: string }) => x.id);

describeEachDatabase('deals', (t) => {
  async function deal(c: Client, body: Record<string, unknown>) {
    const res = await c.post('/deals', body);
    if (res.status !== 201) throw new Error(`deal not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  it('creates a deal with its defaults, 201 and Location, and reads it back', async () => {
    const c = await t.workspace();
    const res = await c.post('/deals', { name: 'Acme renewal' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/deals/${res.body.data.id}`);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^del_[0-9a-z]{26}$/),
        name: 'Acme renewal',
        value: null,
        stage: 'open',
        created_at: expect.stringMatching(ISO),
        updated_at: res.body.data.created_at,
      },
    });
    expect((await c.get(`/deals/${res.body.data.id}`)).body).toEqual(res.body);

    const full = await deal(c, { name: 'Globex', value: 1250.5, stage: 'won' });
    expect(full).toMatchObject({ name: 'Globex', value: 1250.5, stage: 'won' });
    expect((await c.get(`/deals/${full.id}`)).body.data).toEqual(full);
  });

  it('refuses a name out of 1..200, a negative value and an unknown stage', async () => {
    const c = await t.workspace();
    let err = expectError(await c.post('/deals', { name: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at least 1 character' }]);
    err = expectError(await c.post('/deals', { name: 'x'.repeat(201) }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at most 200 characters' }]);
    err = expectError(await c.post('/deals', { name: 'x', value: -1 }), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/body/value']);
    err = expectError(await c.post('/deals', { name: 'x', stage: 'maybe' }), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/body/stage']);
    err = expectError(await c.post('/deals', { value: 1 }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'is required' }]);
    expect((await c.get('/deals')).body.meta.total).toBe(0);
    expect((await c.post('/deals', { name: 'x'.repeat(200), value: 0 })).status).toBe(201);
  });

  it('lists in each order with meta.total, and filters by stage', async () => {
    const c = await t.workspace();
    const b = (await deal(c, { name: 'bravo', stage: 'won' })).id;
    const a = (await deal(c, { name: 'Alpha' })).id;
    const d = (await deal(c, { name: 'Charlie', stage: 'lost' })).id;
    let res = await c.get('/deals');
    expect(ids(res)).toEqual([d, a, b]);
    expect(res.body.meta).toEqual({ limit: 25, offset: 0, total: 3, has_more: false });
    expect(ids(await c.get('/deals?order_by=created_at:asc'))).toEqual([b, a, d]);
    // By name ignoring case: Alpha, bravo, Charlie.
    expect(ids(await c.get('/deals?order_by=name'))).toEqual([a, b, d]);
    expect(ids(await c.get('/deals?order_by=name:desc'))).toEqual([d, b, a]);
    await c.patch(`/deals/${b}`, { value: 10 });
    expect(ids(await c.get('/deals?order_by=updated_at:desc'))[0]).toBe(b);

    res = await c.get('/deals?order_by=name&limit=2');
    expect(ids(res)).toEqual([a, b]);
    expect(res.body.meta).toEqual({ limit: 2, offset: 0, total: 3, has_more: true });
    expect(ids(await c.get('/deals?stage=won,lost&order_by=name'))).toEqual([b, d]);
    expectError(await c.get('/deals?stage=maybe'), 400, 'validation_error');
  });

  it('PATCH changes only the fields sent; value can be cleared with null', async () => {
    const c = await t.workspace();
    const created = await deal(c, { name: 'Start', value: 100 });
    let res = await c.patch(`/deals/${created.id}`, { stage: 'won' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...created, stage: 'won', updated_at: expect.stringMatching(ISO) });
    expect(res.body.data.updated_at > created.updated_at).toBe(true);
    res = await c.patch(`/deals/${created.id}`, { name: 'Renamed', value: null });
    expect(res.body.data).toMatchObject({ name: 'Renamed', value: null, stage: 'won' });
    expect((await c.get(`/deals/${created.id}`)).body.data).toEqual(res.body.data);
    expectError(await c.patch(`/deals/${created.id}`, { stage: 'gone' }), 400, 'validation_error');
  });

  it('DELETE answers the deal as it was, then it is gone', async () => {
    const c = await t.workspace();
    const gone = await deal(c, { name: 'Gone', value: 5 });
    const kept = await deal(c, { name: 'Kept' });
    const res = await c.del(`/deals/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: gone });
    expectError(await c.get(`/deals/${gone.id}`), 404, 'not_found');
    expectError(await c.del(`/deals/${gone.id}`), 404, 'not_found');
    const list = await c.get('/deals');
    expect(ids(list)).toEqual([kept.id]);
    expect(list.body.meta.total).toBe(1);
  });

  it('q finds deals by words of their name, after a rename too', async () => {
    const c = await t.workspace();
    const acme = (await deal(c, { name: 'Acme Renewal' })).id;
    const globex = (await deal(c, { name: 'Globex expansion' })).id;
    expect(ids(await c.get('/deals?q=renew'))).toEqual([acme]);
    expect(ids(await c.get('/deals?q=GLOB'))).toEqual([globex]);
    expect(ids(await c.get('/deals?q=nothing'))).toEqual([]);
    await c.patch(`/deals/${globex}`, { name: 'Globex renewal' });
    expect(ids(await c.get('/deals?q=renewal&order_by=name'))).toEqual([acme, globex]);
  });

  it('exports its deals as CSV', async () => {
    const c = await t.workspace();
    const a = await deal(c, { name: 'Export me', value: 42, stage: 'lost' });
    const res = await c.get('/deals/export?format=csv');
    expect(res.status).toBe(200);
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual(['id', 'name', 'value', 'stage', 'created_at', 'updated_at']);
    expect(rows).toEqual([[a.id, 'Export me', '42', 'lost', a.created_at, a.updated_at]]);
  });

  it('a create is a deal.created event in the feed', async () => {
    const c = await t.workspace();
    const created = await deal(c, { name: 'Evented', value: 7 });
    const events = (await c.get('/events?limit=1000')).body.data;
    expect(events.map((e: any) => `${e.type} ${e.resource_id}`)).toEqual([`deal.created ${created.id}`]);
    expect(events[0]).toMatchObject({ type: 'deal.created', resource: 'deal', data: created });
    const filtered = await c.get('/events?types=deal.created');
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((e: any) => e.resource_id)).toEqual([created.id]);
  });

  it('a key with deals:read reads but cannot write', async () => {
    const c = await t.workspace();
    const created = await deal(c, { name: 'Read only' });
    const reader = await keyWith(t, c, ['deals:read']);
    expect((await reader.get(`/deals/${created.id}`)).status).toBe(200);
    expectLacks(await reader.post('/deals', { name: 'Nope' }), 'deals:write');
    expect((await c.get('/deals')).body.meta.total).toBe(1);
  });

  it("another workspace's deal answers 404 everywhere and is left unchanged", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = await deal(other, { name: 'Theirs', value: 3 });
    const err = expectError(await c.get(`/deals/${theirs.id}`), 404, 'not_found');
    expect(err.message).toBe(`No deal with ID "${theirs.id}" exists in this workspace.`);
    expectError(await c.put(`/deals/${theirs.id}`, { name: 'Mine' }), 404, 'not_found');
    expectError(await c.patch(`/deals/${theirs.id}`, { stage: 'won' }), 404, 'not_found');
    expectError(await c.del(`/deals/${theirs.id}`), 404, 'not_found');
    expect((await c.get('/deals')).body.meta.total).toBe(0);
    expect((await other.get(`/deals/${theirs.id}`)).body.data).toEqual(theirs);
  });
});
