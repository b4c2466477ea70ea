import { expect, it } from 'vitest';
import { makeContact, makeTag } from '../../../test/factories.js';
import { type Client, describeEachDatabase, expectError, type Response } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';
import type { Task } from './tasks.schema.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (res: Response) => res.body.data.map((x: { id: string }) => x.id);
const owner = (c: Client) => ({ id: c.user.id, full_name: c.user.full_name, avatar_url: null });

describeEachDatabase('tasks', (t) => {
  async function task(c: Client, body: Record<string, unknown>) {
    const res = await c.post('/tasks', body);
    if (res.status !== 201) throw new Error(`task not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  it('creates a task: 201, Location, every field, tags always present', async () => {
    const c = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const bob = await makeContact(t, c, 'Bob', '');
    const urgent = await makeTag(t, c, 'Urgent');
    const res = await c.post('/tasks', {
      body: 'Call about the renewal',
      due_date: '2026-12-01T10:00:00+01:00',
      contacts: [bob, ann],
      tags: [urgent],
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/tasks/${res.body.data.id}`);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^tsk_[0-9a-z]{26}$/),
        body: 'Call about the renewal',
        due_date: '2026-12-01T09:00:00.000Z',
        completed_at: null,
        created_at: expect.stringMatching(ISO),
        updated_at: res.body.data.created_at,
        contacts: [
          { id: bob, full_name: 'Bob', image_url: null },
          { id: ann, full_name: 'Ann Lee', image_url: null },
        ],
        assignee: owner(c),
        creator: owner(c),
        tags: [{ id: urgent, name: 'Urgent' }],
      },
    });
  });

  it('creates a minimal task with empty relations, and an already completed one', async () => {
    const c = await t.workspace();
    let res = await c.post('/tasks?include=tags', { body: 'x' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^tsk_/),
      body: 'x',
      due_date: null,
      completed_at: null,
      created_at: expect.stringMatching(ISO),
      updated_at: res.body.data.created_at,
      contacts: [],
      assignee: owner(c),
      creator: owner(c),
      tags: [],
    });
    res = await c.post('/tasks', { body: 'done already', completed: true, due_date: null });
    expect(res.body.data.completed_at).toBe(res.body.data.created_at);
    expect(res.body.data.due_date).toBeNull();
    res = await c.post('/tasks', { body: 'open', completed: false });
    expect(res.body.data.completed_at).toBeNull();
  });

  it('reads one task with and without include=tags', async () => {
    const c = await t.workspace();
    const tag = await makeTag(t, c, 'Follow-up');
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    await t.handle.db
      .updateTable('workspace_users')
      .set({ avatar_url: 'https://img.example.com/owner.png' })
      .where('id', '=', c.user.id)
      .execute();
    const created = await task(c, { body: 'Read me', contacts: [ann], tags: [tag] });
    const user = { ...owner(c), avatar_url: 'https://img.example.com/owner.png' };
    const { tags, ...withoutTags } = created;
    expect(tags).toEqual([{ id: tag, name: 'Follow-up' }]);

    let res = await c.get(`/tasks/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ...withoutTags, assignee: user, creator: user } });
    res = await c.get(`/tasks/${created.id}?include=tags`);
    expect(res.body).toEqual({ data: { ...created, assignee: user, creator: user } });
    res = await c.get(`/tasks/${created.id}?include=tags,%20tags`);
    expect(res.body.data.tags).toEqual([{ id: tag, name: 'Follow-up' }]);

    expectError(await c.get(`/tasks/${created.id}?include=contacts`), 400, 'validation_error');
    const err = expectError(await c.get(`/tasks/${created.id}?limit=3`), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/limit', message: 'is not a known query parameter' }]);
  });

  it('lists tasks with meta, default order created_at desc, and include=tags', async () => {
    const c = await t.workspace();
    const tag = await makeTag(t, c, 'Q1');
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const first = await task(c, { body: 'first', tags: [tag], contacts: [ann] });
    const second = await task(c, { body: 'second' });
    const third = await task(c, { body: 'third', tags: [tag] });

    let res = await c.get('/tasks');
    expect(res.status).toBe(200);
    const { tags: _t1, ...plainFirst } = first;
    const { tags: _t2, ...plainSecond } = second;
    const { tags: _t3, ...plainThird } = third;
    expect(res.body).toEqual({
      data: [plainThird, plainSecond, plainFirst],
      meta: { limit: 25, offset: 0, total: 3, has_more: false },
    });

    res = await c.get('/tasks?include=tags&limit=2');
    expect(res.body).toEqual({
      data: [third, second],
      meta: { limit: 2, offset: 0, total: 3, has_more: true },
    });
    res = await c.get('/tasks?include=tags&limit=2&offset=2');
    expect(res.body).toEqual({ data: [first], meta: { limit: 2, offset: 2, total: 3, has_more: false } });

    // Another workspace's tasks are never listed.
    const other = await t.workspace();
    await task(other, { body: 'elsewhere' });
    expect((await c.get('/tasks')).body.meta.total).toBe(3);

    let err = expectError(await c.get('/tasks?order_by=body'), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/query/order_by']);
    err = expectError(await c.get('/tasks?include=contacts'), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/query/include']);
    err = expectError(await c.get('/tasks?limit=101'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/limit', message: 'must be at most 100' }]);
  });

  it('orders by due_date with NULLs last in both directions and id as the tie-breaker', async () => {
    const c = await t.workspace();
    const march = (await task(c, { body: 'a', due_date: '2026-03-01T00:00:00Z' })).id;
    const none1 = (await task(c, { body: 'b' })).id;
    const january = (await task(c, { body: 'c', due_date: '2026-01-01T12:00:00.000Z' })).id;
    // The same instant as `march`, written with another offset.
    const march2 = (await task(c, { body: 'd', due_date: '2026-03-01T01:00:00+01:00' })).id;
    const none2 = (await task(c, { body: 'e', due_date: null })).id;
    const july = (await task(c, { body: 'f', due_date: '2026-07-14' })).id;

    const asc = [january, march, march2, july, none1, none2];
    expect(ids(await c.get('/tasks?order_by=due_date:asc'))).toEqual(asc);
    expect(ids(await c.get('/tasks?order_by=due_date'))).toEqual(asc);
    expect(ids(await c.get('/tasks?order_by=due_date:desc'))).toEqual([
      july,
      march2,
      march,
      january,
      none2,
      none1,
    ]);

    // Pages follow the same order without overlap or gaps.
    const pages = [];
    for (let offset = 0; offset < 6; offset += 2)
      pages.push(...ids(await c.get(`/tasks?order_by=due_date:asc&limit=2&offset=${offset}`)));
    expect(pages).toEqual(asc);
    const res = await c.get('/tasks?order_by=due_date:desc&limit=4&offset=4');
    expect(ids(res)).toEqual([none2, none1]);
    expect(res.body.meta).toEqual({ limit: 4, offset: 4, total: 6, has_more: false });
  });

  it('orders by created_at, updated_at and completed_at in both directions', async () => {
    const c = await t.workspace();
    const a = (await task(c, { body: 'a' })).id;
    const b = (await task(c, { body: 'b' })).id;
    const d = (await task(c, { body: 'd' })).id;
    expect(ids(await c.get('/tasks?order_by=created_at:asc'))).toEqual([a, b, d]);
    expect(ids(await c.get('/tasks?order_by=created_at:desc'))).toEqual([d, b, a]);

    await sleep(5);
    await c.patch(`/tasks/${a}`, { body: 'a, edited' });
    expect(ids(await c.get('/tasks?order_by=updated_at:asc'))).toEqual([b, d, a]);
    expect(ids(await c.get('/tasks?order_by=updated_at:desc'))).toEqual([a, d, b]);

    await sleep(5);
    await c.patch(`/tasks/${d}`, { completed: true });
    await sleep(5);
    await c.patch(`/tasks/${b}`, { completed: true });
    expect(ids(await c.get('/tasks?order_by=completed_at:asc'))).toEqual([d, b, a]);
    expect(ids(await c.get('/tasks?order_by=completed_at:desc'))).toEqual([b, d, a]);
  });

  it('completed: true sets completed_at once, a second true keeps it, false clears it', async () => {
    const c = await t.workspace();
    const created = await task(c, { body: 'finish me' });
    expect(created.completed_at).toBeNull();

    let res = await c.patch(`/tasks/${created.id}`, { completed: true });
    expect(res.status).toBe(200);
    const completedAt = res.body.data.completed_at;
    expect(completedAt).toMatch(ISO);
    expect(completedAt).toBe(res.body.data.updated_at);
    expect(completedAt >= created.created_at).toBe(true);

    await sleep(5);
    res = await c.put(`/tasks/${created.id}`, { completed: true, body: 'finished' });
    expect(res.body.data.completed_at).toBe(completedAt);
    expect(res.body.data.updated_at > completedAt).toBe(true);
    res = await c.patch(`/tasks/${created.id}`, { body: 'still finished' });
    expect(res.body.data.completed_at).toBe(completedAt);

    res = await c.patch(`/tasks/${created.id}`, { completed: false });
    expect(res.body.data.completed_at).toBeNull();
    res = await c.patch(`/tasks/${created.id}`, { completed: false });
    expect(res.body.data.completed_at).toBeNull();
    expect((await c.get(`/tasks/${created.id}`)).body.data.completed_at).toBeNull();

    await sleep(5);
    res = await c.patch(`/tasks/${created.id}`, { completed: true });
    expect(res.body.data.completed_at > completedAt).toBe(true);
  });

  it('due_date: any offset stored in UTC, null clears, absent leaves, invalid is a 400', async () => {
    const c = await t.workspace();
    const created = await task(c, { body: 'due', due_date: '2026-11-22T03:15:12.345+02:00' });
    expect(created.due_date).toBe('2026-11-22T01:15:12.345Z');

    let res = await c.patch(`/tasks/${created.id}`, { due_date: '2026-11-21T20:00:00-05:30' });
    expect(res.body.data.due_date).toBe('2026-11-22T01:30:00.000Z');
    res = await c.patch(`/tasks/${created.id}`, { body: 'other' });
    expect(res.body.data.due_date).toBe('2026-11-22T01:30:00.000Z');
    res = await c.put(`/tasks/${created.id}`, { due_date: null });
    expect(res.body.data.due_date).toBeNull();

    for (const bad of [
      'tomorrow',
      '2026-02-30T10:00:00Z',
      '2026-13-01T00:00:00Z',
      '',
      '2026-11-22T10:00:00+25:00',
    ]) {
      const err = expectError(
        await c.patch(`/tasks/${created.id}`, { due_date: bad }),
        400,
        'validation_error',
      );
      expect(err.details).toEqual([{ path: '/body/due_date', message: expect.stringMatching(/^must be/) }]);
    }
    expectError(await c.post('/tasks', { body: 'x', due_date: 20261122 }), 400, 'validation_error');
    expectError(await c.post('/tasks', { body: 'x', due_date: 'soon' }), 400, 'validation_error');
    expect((await c.get('/tasks')).body.meta.total).toBe(1);
    expect((await c.get(`/tasks/${created.id}`)).body.data.due_date).toBeNull();
  });

  it('assignee defaults to the creator, can be another user of the workspace, and can change', async () => {
    const c = await t.workspace();
    const member = await c.addUser('MEMBER', 'Grace Hopper');
    const memberEmbedded = { id: member.id, full_name: 'Grace Hopper', avatar_url: null };

    const mine = await task(c, { body: 'mine' });
    expect(mine.assignee).toEqual(owner(c));
    const theirs = await task(c, { body: 'theirs', assignee: member.id });
    expect(theirs.assignee).toEqual(memberEmbedded);
    expect(theirs.creator).toEqual(owner(c));

    let res = await c.patch(`/tasks/${mine.id}`, { assignee: member.id });
    expect(res.body.data.assignee).toEqual(memberEmbedded);
    expect(res.body.data.creator).toEqual(owner(c));
    res = await c.patch(`/tasks/${mine.id}`, { body: 'still theirs' });
    expect(res.body.data.assignee).toEqual(memberEmbedded);
    res = await c.put(`/tasks/${mine.id}`, { assignee: c.user.id });
    expect(res.body.data.assignee).toEqual(owner(c));

    // One page, two distinct users: both embedded.
    res = await c.get('/tasks?order_by=created_at:asc');
    expect(res.body.data.map((x: Task) => [x.assignee.id, x.creator.id])).toEqual([
      [c.user.id, c.user.id],
      [member.id, c.user.id],
    ]);

    const err = expectError(await c.put(`/tasks/${mine.id}`, { assignee: null }), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/body/assignee']);
  });

  it('an assignee of another workspace, or unknown, is a 422 at /body/assignee and writes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    let err = expectError(
      await c.post('/tasks', { body: 'x', assignee: other.user.id }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      {
        path: '/body/assignee',
        message: `"${other.user.id}" is not a workspace user in this workspace`,
        id: other.user.id,
      },
    ]);
    expectError(await c.post('/tasks', { body: 'x', assignee: 'usr_nope' }), 422, 'unknown_reference');
    expect((await c.get('/tasks')).body.meta.total).toBe(0);

    const created = await task(c, { body: 'keep' });
    err = expectError(
      await c.put(`/tasks/${created.id}`, { body: 'changed', assignee: other.user.id }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/assignee']);
    const { tags: _tags, ...plain } = created;
    expect((await c.get(`/tasks/${created.id}`)).body.data).toEqual(plain);
  });

  it('one 422 lists every bad contact, tag and assignee, and nothing is written', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const foreignContact = await makeContact(t, other, 'Far', 'Away');
    const foreignTag = await makeTag(t, other, 'Theirs');
    const tag = await makeTag(t, c, 'Ours');
    const body = {
      body: 'x',
      assignee: 'usr_nope',
      contacts: [ann, foreignContact, 'con_nope'],
      tags: [foreignTag, tag],
    };
    const err = expectError(await c.post('/tasks', body), 422, 'unknown_reference');
    expect(err.details).toEqual([
      {
        path: '/body/contacts/1',
        message: `"${foreignContact}" is not a contact in this workspace`,
        id: foreignContact,
      },
      { path: '/body/contacts/2', message: '"con_nope" is not a contact in this workspace', id: 'con_nope' },
      { path: '/body/tags/0', message: `"${foreignTag}" is not a tag in this workspace`, id: foreignTag },
      {
        path: '/body/assignee',
        message: '"usr_nope" is not a workspace user in this workspace',
        id: 'usr_nope',
      },
    ]);
    expect((await c.get('/tasks')).body.meta.total).toBe(0);

    const created = await task(c, { body: 'linked', contacts: [ann], tags: [tag] });
    expectError(
      await c.patch(`/tasks/${created.id}`, { body: 'changed', contacts: ['con_nope'], tags: [] }),
      422,
      'unknown_reference',
    );
    expect((await c.get(`/tasks/${created.id}?include=tags`)).body.data).toEqual(created);
  });

  it('the creator is the key owner and never changes; sending creator is a 400', async () => {
    const c = await t.workspace();
    const member = await c.addUser('MEMBER', 'Grace Hopper');
    const asMember = { 'x-service-api-key': member.key };
    const memberEmbedded = { id: member.id, full_name: 'Grace Hopper', avatar_url: null };

    const created = await task(c, { body: 'by the owner' });
    let res = await c.request('PUT', `/tasks/${created.id}`, { body: 'edited by a member' }, asMember);
    expect(res.status).toBe(200);
    expect(res.body.data.body).toBe('edited by a member');
    expect(res.body.data.creator).toEqual(owner(c));
    expect(res.body.data.assignee).toEqual(owner(c));
    res = await c.request('PATCH', `/tasks/${created.id}`, { completed: true }, asMember);
    expect(res.body.data.creator).toEqual(owner(c));

    res = await c.request('POST', '/tasks', { body: 'by a member' }, asMember);
    expect(res.status).toBe(201);
    expect(res.body.data.creator).toEqual(memberEmbedded);
    expect(res.body.data.assignee).toEqual(memberEmbedded);
    res = await c.put(`/tasks/${res.body.data.id}`, { body: 'edited by the owner' });
    expect(res.body.data.creator).toEqual(memberEmbedded);

    let err = expectError(await c.post('/tasks', { body: 'x', creator: member.id }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/creator', message: 'is not an allowed property' }]);
    err = expectError(await c.put(`/tasks/${created.id}`, { creator: member.id }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/creator', message: 'is not an allowed property' }]);
    err = expectError(
      await c.patch(`/tasks/${created.id}`, { completed_at: '2026-01-01T00:00:00Z', id: 'tsk_x' }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path).sort()).toEqual(['/body/completed_at', '/body/id']);
    expect((await c.get(`/tasks/${created.id}`)).body.data.creator).toEqual(owner(c));
  });

  it('PUT and PATCH are the same partial update', async () => {
    const c = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const tag = await makeTag(t, c, 'Ours');
    const created = await task(c, {
      body: 'start',
      due_date: '2026-05-05T05:05:05.005Z',
      contacts: [ann],
      tags: [tag],
    });
    await sleep(2);
    const put = await c.put(`/tasks/${created.id}`, { body: 'via put' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      data: { ...created, body: 'via put', updated_at: expect.stringMatching(ISO) },
    });
    expect(put.body.data.updated_at > created.updated_at).toBe(true);
    const patch = await c.patch(`/tasks/${created.id}?include=tags`, { body: 'via patch' });
    expect(patch.status).toBe(200);
    expect(patch.body).toEqual({
      data: { ...created, body: 'via patch', updated_at: expect.stringMatching(ISO) },
    });
    // An empty body changes nothing but the update time.
    const empty = await c.patch(`/tasks/${created.id}`, {});
    expect(empty.body.data).toEqual({ ...patch.body.data, updated_at: expect.stringMatching(ISO) });
  });

  it('tags and contacts sent replace the set: kept links keep their place, new ones are appended', async () => {
    const c = await t.workspace();
    const [t1, t2, t3, t4, t5] = [
      await makeTag(t, c, 'One'),
      await makeTag(t, c, 'Two'),
      await makeTag(t, c, 'Three'),
      await makeTag(t, c, 'Four'),
      await makeTag(t, c, 'Five'),
    ];
    const [c1, c2, c3, c4] = [
      await makeContact(t, c, 'C', 'One'),
      await makeContact(t, c, 'C', 'Two'),
      await makeContact(t, c, 'C', 'Three'),
      await makeContact(t, c, 'C', 'Four'),
    ];
    const created = await task(c, { body: 'links', tags: [t1, t2, t3], contacts: [c1, c2, c3] });
    expect(created.tags.map((x: { id: string }) => x.id)).toEqual([t1, t2, t3]);
    expect(created.contacts.map((x: { id: string }) => x.id)).toEqual([c1, c2, c3]);
    const tagIds = (res: Response) => res.body.data.tags.map((x: { id: string }) => x.id);
    const contactIds = (res: Response) => res.body.data.contacts.map((x: { id: string }) => x.id);

    // A subset, sent in another order: the kept ones stay where they were.
    let res = await c.put(`/tasks/${created.id}`, { tags: [t3, t1], contacts: [c3, c1] });
    expect(tagIds(res)).toEqual([t1, t3]);
    expect(contactIds(res)).toEqual([c1, c3]);

    // New ones are appended in the order sent; repeats count once.
    res = await c.patch(`/tasks/${created.id}`, { tags: [t5, t3, t4, t1, t5], contacts: [c4, c1, c2, c3] });
    expect(tagIds(res)).toEqual([t1, t3, t5, t4]);
    expect(contactIds(res)).toEqual([c1, c3, c4, c2]);
    expect(res.body.data.tags).toEqual([
      { id: t1, name: 'One' },
      { id: t3, name: 'Three' },
      { id: t5, name: 'Five' },
      { id: t4, name: 'Four' },
    ]);

    // An absent key leaves the relation as it is.
    res = await c.patch(`/tasks/${created.id}`, { contacts: [c2] });
    expect(tagIds(res)).toEqual([t1, t3, t5, t4]);
    expect(contactIds(res)).toEqual([c2]);
    res = await c.put(`/tasks/${created.id}`, { tags: [t2] });
    expect(tagIds(res)).toEqual([t2]);
    expect(contactIds(res)).toEqual([c2]);

    // An empty array removes them all.
    res = await c.put(`/tasks/${created.id}`, { tags: [], contacts: [] });
    expect(res.body.data.tags).toEqual([]);
    expect(res.body.data.contacts).toEqual([]);
    expect((await c.get(`/tasks/${created.id}?include=tags`)).body.data).toMatchObject({
      tags: [],
      contacts: [],
    });

    // Links to other tasks are untouched by all of this.
    const neighbour = await task(c, { body: 'neighbour', tags: [t1, t2], contacts: [c1] });
    await c.put(`/tasks/${created.id}`, { tags: [t2], contacts: [c1] });
    await c.put(`/tasks/${created.id}`, { tags: [], contacts: [] });
    expect((await c.get(`/tasks/${neighbour.id}?include=tags`)).body.data).toEqual(neighbour);
  });

  it('deleting a contact leaves its tasks without it', async () => {
    const c = await t.workspace();
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const bob = await makeContact(t, c, 'Bob', 'Ray');
    const both = await task(c, { body: 'both', contacts: [ann, bob] });
    const onlyAnn = await task(c, { body: 'only ann', contacts: [ann] });
    await t.handle.db.deleteFrom('contacts').where('id', '=', ann).execute();

    let res = await c.get(`/tasks/${both.id}`);
    expect(res.body.data.contacts).toEqual([{ id: bob, full_name: 'Bob Ray', image_url: null }]);
    res = await c.get(`/tasks/${onlyAnn.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.contacts).toEqual([]);
    expect(res.body.data.body).toBe('only ann');
    expect((await c.get('/tasks')).body.meta.total).toBe(2);
  });

  it('DELETE answers the task as it was: tags only with include=tags', async () => {
    const c = await t.workspace();
    const member = await c.addUser('MEMBER', 'Grace Hopper');
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const tag = await makeTag(t, c, 'Ours');
    const body = {
      body: 'delete me',
      due_date: '2026-01-02T03:04:05Z',
      contacts: [ann],
      tags: [tag],
      assignee: member.id,
    };
    const first = await task(c, body);
    const second = await task(c, body);

    let res = await c.del(`/tasks/${first.id}`);
    expect(res.status).toBe(200);
    const { tags: _tags, ...withoutTags } = first;
    expect(res.body).toEqual({ data: withoutTags });
    expect(res.body.data.assignee).toEqual({ id: member.id, full_name: 'Grace Hopper', avatar_url: null });
    expectError(await c.get(`/tasks/${first.id}`), 404, 'not_found');
    expectError(await c.del(`/tasks/${first.id}`), 404, 'not_found');

    res = await c.del(`/tasks/${second.id}?include=tags`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: second });
    expect(res.body.data.tags).toEqual([{ id: tag, name: 'Ours' }]);
    expect((await c.get('/tasks')).body.meta.total).toBe(0);

    // Only the task and its links go; the contact and the tag stay.
    const links = await t.handle.db
      .selectFrom('task_tags')
      .select('tag_id')
      .where('tag_id', '=', tag)
      .execute();
    expect(links).toEqual([]);
    const contactLinks = await t.handle.db
      .selectFrom('task_contacts')
      .select('contact_id')
      .where('contact_id', '=', ann)
      .execute();
    expect(contactLinks).toEqual([]);
    expect(await t.handle.db.selectFrom('tags').select('id').where('id', '=', tag).execute()).toEqual([
      { id: tag },
    ]);
    expect(await t.handle.db.selectFrom('contacts').select('id').where('id', '=', ann).execute()).toEqual([
      { id: ann },
    ]);

    expectError(await c.del(`/tasks/${second.id}?include=contacts`), 400, 'validation_error');
  });

  it("another workspace's task answers 404 everywhere and is left unchanged", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = await task(other, { body: 'theirs' });
    const err = expectError(await c.get(`/tasks/${theirs.id}`), 404, 'not_found');
    expect(err.message).toBe(`No task with ID "${theirs.id}" exists in this workspace.`);
    expectError(await c.put(`/tasks/${theirs.id}`, { body: 'mine now' }), 404, 'not_found');
    expectError(await c.patch(`/tasks/${theirs.id}`, { completed: true }), 404, 'not_found');
    expectError(await c.del(`/tasks/${theirs.id}`), 404, 'not_found');
    expectError(await c.get('/tasks/tsk_nope'), 404, 'not_found');
    // A bad body is reported before the missing record.
    expectError(await c.put('/tasks/tsk_nope', { body: '' }), 400, 'validation_error');
    const { tags: _tags, ...plain } = theirs;
    expect((await other.get(`/tasks/${theirs.id}`)).body.data).toEqual(plain);
  });

  it('body: 0 and 10001 characters are refused, 1 and 10000 accepted', async () => {
    const c = await t.workspace();
    let err = expectError(await c.post('/tasks', { body: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'must have at least 1 character' }]);
    err = expectError(await c.post('/tasks', { body: 'x'.repeat(10_001) }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'must have at most 10000 characters' }]);
    err = expectError(await c.post('/tasks', { due_date: null }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'is required' }]);
    expect((await c.get('/tasks')).body.meta.total).toBe(0);

    const one = await task(c, { body: 'x' });
    expect(one.body).toBe('x');
    const long = await task(c, { body: 'y'.repeat(10_000) });
    expect(long.body).toBe('y'.repeat(10_000));

    expectError(await c.put(`/tasks/${one.id}`, { body: '' }), 400, 'validation_error');
    expectError(await c.patch(`/tasks/${one.id}`, { body: 'z'.repeat(10_001) }), 400, 'validation_error');
    expect((await c.put(`/tasks/${one.id}`, { body: 'z'.repeat(10_000) })).body.data.body).toBe(
      'z'.repeat(10_000),
    );
    expect((await c.patch(`/tasks/${long.id}`, { body: 'w' })).body.data.body).toBe('w');
  });

  it('answers under /v1 too, with a matching Location', async () => {
    const c = await t.workspace();
    const res = await c.post('/v1/tasks', { body: 'short path' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/v1/tasks/${res.body.data.id}`);
    expect((await c.get(`/v1/tasks/${res.body.data.id}`)).body.data.body).toBe('short path');
  });
  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/tasks',
      table: 'tasks',
      fields: { created_at: 'created_at', updated_at: 'updated_at', due_date: 'due_date' },
      make: async (c) => (await c.post('/tasks', { body: 'Tie' })).body.data.id,
    });
  });
});
