import { expect, it } from 'vitest';
import { purgeExpiredEvents } from '../src/modules/events/events.retention.js';
import { type Client, describeEachDatabase, expectError } from './harness.js';

/** The change feed (API.md section 8): what each write records, and reading it. */
describeEachDatabase('events', (t) => {
  /** Every event of the workspace, following the cursor. */
  async function feed(c: Client, query = ''): Promise<any[]> {
    const out: any[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await c.get(`/events?limit=1000${after ? `&after=${after}` : ''}${query}`);
      expect(res.status).toBe(200);
      out.push(...res.body.data);
      after = res.body.meta.next_cursor;
      if (!res.body.meta.has_more) return out;
    }
  }
  /** The events a write records: the feed after `cursor`. */
  async function since(c: Client, cursor: string): Promise<any[]> {
    const res = await c.get(`/events?limit=1000&after=${cursor}`);
    expect(res.status).toBe(200);
    return res.body.data;
  }
  const cursorOf = async (c: Client) => (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
  const summary = (events: any[]) => events.map((e) => `${e.type} ${e.resource_id}`);

  it('records a create with the record as POST answers it, and nothing else', async () => {
    const c = await t.workspace();
    const empty = await c.get('/events');
    expect(empty.body).toEqual({ data: [], meta: { next_cursor: expect.any(String), has_more: false } });
    const res = await c.post('/contacts', { full_name: 'Ada Lovelace', emails: ['ada@example.com'] });
    const events = await since(c, empty.body.meta.next_cursor);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-z]{26}$/),
      type: 'contact.created',
      occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      resource: 'contact',
      resource_id: res.body.data.id,
      data: res.body.data,
      changed: [],
      previous: {},
    });
    expect(Object.keys(events[0].data)).toEqual(Object.keys(res.body.data));
    const one = await c.get(`/events/${events[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(events[0]);
  });

  it('an update lists the changed fields in data order with the old values of fields, not of relations', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Customer' })).body.data;
    const contact = (await c.post('/contacts', { full_name: 'Ada Lovelace', job_title: 'CTO' })).body.data;
    const cursor = await cursorOf(c);
    const put = await c.put(`/contacts/${contact.id}`, {
      job_title: 'CEO',
      tags: [tag.id],
      location: 'London',
    });
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([`contact.updated ${contact.id}`, `tag.updated ${tag.id}`]);
    expect(events[0].data).toEqual(put.body.data);
    expect(events[0].changed).toEqual(['job_title', 'location', 'tags']);
    expect(events[0].previous).toEqual({ job_title: 'CTO', location: '' });
    // The tag shows the contact: its `contacts` changed, no field of its own.
    expect(events[1].changed).toEqual(['contacts']);
    expect(events[1].previous).toEqual({});
    expect(events[1].data).toEqual(
      (await c.get(`/tags/${tag.id}?include=contacts,companies,tasks`)).body.data,
    );
  });

  it('a write that changes nothing records nothing; a refused write records nothing', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Ada Lovelace', job_title: 'CTO' })).body.data;
    const cursor = await cursorOf(c);
    expect((await c.put(`/contacts/${contact.id}`, { job_title: 'CTO' })).status).toBe(200);
    expect((await c.put(`/contacts/${contact.id}`, { tags: [] })).status).toBe(200);
    expectError(
      await c.put(`/contacts/${contact.id}`, { job_title: 'X', tags: ['tag_01jd8k2m3n4p5q6r7s8t9v0w1w'] }),
      422,
      'unknown_reference',
    );
    expectError(await c.post('/tags', { name: '' }), 400, 'validation_error');
    expect(await since(c, cursor)).toEqual([]);
  });

  it('a link made from the other side changes both; a rename changes every record that shows the name', async () => {
    const c = await t.workspace();
    const a = (await c.post('/contacts', { full_name: 'A' })).body.data;
    const b = (await c.post('/contacts', { full_name: 'B' })).body.data;
    const task = (await c.post('/tasks', { body: 'Call', contacts: [a.id] })).body.data;
    const tag = (await c.post('/tags', { name: 'Lead' })).body.data;
    let cursor = await cursorOf(c);
    await c.put(`/tags/${tag.id}`, { contacts: [b.id, a.id] });
    let events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `tag.updated ${tag.id}`,
      `contact.updated ${b.id}`,
      `contact.updated ${a.id}`,
    ]);
    expect(events[1].changed).toEqual(['tags']);

    cursor = await cursorOf(c);
    await c.put(`/tags/${tag.id}`, { name: 'Customer' });
    events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `tag.updated ${tag.id}`,
      `contact.updated ${b.id}`,
      `contact.updated ${a.id}`,
    ]);
    expect(events[0].previous).toEqual({ name: 'Lead' });
    expect(events[1].data.tags).toEqual([{ tag: { id: tag.id, name: 'Customer' } }]);

    // A task shows its contacts; a contact does not list its tasks.
    cursor = await cursorOf(c);
    await c.put(`/contacts/${a.id}`, { first_name: 'Ada' });
    events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `contact.updated ${a.id}`,
      `task.updated ${task.id}`,
      `tag.updated ${tag.id}`,
    ]);
    expect(events[1].changed).toEqual(['contacts']);
    // A field no other record shows changes the contact alone.
    cursor = await cursorOf(c);
    await c.put(`/contacts/${a.id}`, { job_title: 'Analyst' });
    expect(summary(await since(c, cursor))).toEqual([`contact.updated ${a.id}`]);
  });

  it('a delete records the record as it was and changes each record that showed it', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'A' })).body.data;
    const note = (await c.post('/notes', { body: 'Met at the fair', contacts: [contact.id] })).body.data;
    const before = (await c.get(`/notes/${note.id}?include=contacts`)).body.data;
    const cursor = await cursorOf(c);
    await c.del(`/notes/${note.id}`);
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([`note.deleted ${note.id}`, `contact.updated ${contact.id}`]);
    expect(events[0].data).toEqual(before);
    expect(events[1].changed).toEqual(['notes']);
    expect(events[1].data.notes).toEqual([]);
  });

  it('custom fields: a rename changes each record with a value; a delete clears them', async () => {
    const c = await t.workspace();
    const field = (
      await c.post('/custom-fields', { name: 'Tier', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' })
    ).body.data;
    const withValue = (
      await c.post('/contacts', { full_name: 'A', custom_fields: [{ id: field.id, value: 'Gold' }] })
    ).body.data;
    await c.post('/contacts', { full_name: 'B' });
    let cursor = await cursorOf(c);
    await c.put(`/custom-fields/${field.id}`, { name: 'Level' });
    let events = await since(c, cursor);
    expect(summary(events)).toEqual([`custom_field.updated ${field.id}`, `contact.updated ${withValue.id}`]);
    expect(events[1].changed).toEqual(['custom_fields']);
    cursor = await cursorOf(c);
    await c.del(`/custom-fields/${field.id}`);
    events = await since(c, cursor);
    expect(summary(events)).toEqual([`custom_field.deleted ${field.id}`, `contact.updated ${withValue.id}`]);
    expect(events[1].data.custom_fields).toEqual([]);
  });

  it('reads the feed in pages without skipping or repeating, with types and resource_id filters', async () => {
    const c = await t.workspace();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await c.post('/tags', { name: `T${i}` })).body.data.id);
    await c.put(`/tags/${ids[3]}`, { name: 'Renamed' });
    const all = await feed(c);
    expect(all.map((e) => e.resource_id)).toEqual([...ids, ids[3]]);
    const paged: any[] = [];
    let after = '';
    for (;;) {
      const res = await c.get(`/events?limit=3${after}`);
      paged.push(...res.body.data);
      if (!res.body.meta.has_more) break;
      after = `&after=${res.body.meta.next_cursor}`;
    }
    expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect((await feed(c, '&types=tag.updated')).map((e) => e.resource_id)).toEqual([ids[3]]);
    expect((await feed(c, `&resource_id=${ids[3]}`)).map((e) => e.type)).toEqual([
      'tag.created',
      'tag.updated',
    ]);
    // Past the end: nothing, and the cursor stays where it was.
    const last = (await c.get('/events?limit=1000')).body.meta.next_cursor;
    expect((await c.get(`/events?after=${last}`)).body).toEqual({
      data: [],
      meta: { next_cursor: last, has_more: false },
    });
  });

  it('order=desc reads newest first, page by page with before, with the filters; after and before do not mix', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await c.post('/tags', { name: `T${i}` })).body.data.id);
    await c.put(`/tags/${ids[1]}`, { name: 'Renamed' });
    await other.post('/tags', { name: 'Not mine' });
    const oldestFirst = await feed(c);
    const newest = await c.get('/events?order=desc&limit=2');
    expect(newest.body.data.map((e: any) => e.id)).toEqual(
      oldestFirst
        .slice(-2)
        .reverse()
        .map((e) => e.id),
    );
    expect(newest.body.meta).toEqual({ next_cursor: expect.any(String), has_more: true });
    const paged: any[] = [];
    let before = '';
    for (;;) {
      const res = await c.get(`/events?order=desc&limit=2${before}`);
      expect(res.status).toBe(200);
      paged.push(...res.body.data);
      if (!res.body.meta.has_more) break;
      before = `&before=${res.body.meta.next_cursor}`;
    }
    expect(paged.map((e) => e.id)).toEqual([...oldestFirst].reverse().map((e) => e.id));
    // The last page's cursor reads on to nothing, and stays.
    const end = (await c.get(`/events?order=desc&limit=1000`)).body.meta.next_cursor;
    expect((await c.get(`/events?order=desc&before=${end}`)).body).toEqual({
      data: [],
      meta: { next_cursor: end, has_more: false },
    });
    const latestCreated = await c.get('/events?order=desc&limit=1&types=tag.created');
    expect(latestCreated.body.data.map((e: any) => e.resource_id)).toEqual([ids[4]]);
    const ofOne = await c.get(`/events?order=desc&resource_id=${ids[1]}`);
    expect(ofOne.body.data.map((e: any) => e.type)).toEqual(['tag.updated', 'tag.created']);
    const pathOf = (res: any) => expectError(res, 400, 'validation_error').details[0].path;
    expect(pathOf(await c.get(`/events?order=desc&after=${end}`))).toBe('/query/after');
    expect(pathOf(await c.get(`/events?before=${end}`))).toBe('/query/before');
    expect(pathOf(await c.get('/events?order=newest'))).toBe('/query/order');
    expect(pathOf(await c.get('/events?order=desc&before=x'))).toBe('/query/before');
  });

  it('refuses unknown types and malformed cursors; another workspace sees none of it', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    await c.post('/tags', { name: 'Mine' });
    const pathOf = (res: any, code: string, status: number) => expectError(res, status, code).details[0].path;
    expect(pathOf(await c.get('/events?types=contact.created,contact.merged'), 'validation_error', 400)).toBe(
      '/query/types',
    );
    expect(pathOf(await c.get('/events?after=abc'), 'validation_error', 400)).toBe('/query/after');
    expect(pathOf(await c.get('/events?after=-1'), 'validation_error', 400)).toBe('/query/after');
    expect(pathOf(await c.get('/events?limit=1001'), 'validation_error', 400)).toBe('/query/limit');
    expect(pathOf(await c.get('/events?limit=0'), 'validation_error', 400)).toBe('/query/limit');
    const mine = await feed(c);
    expect(mine).toHaveLength(1);
    expect(await feed(other)).toEqual([]);
    expectError(await other.get(`/events/${mine[0].id}`), 404, 'not_found');
  });
});

describeEachDatabase('events: retention', (t) => {
  it('deletes events past the retention; a cursor from before them is 410, a later one reads on', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    await c.post('/tags', { name: 'Old' });
    const start = (await c.get('/events')).body.meta.next_cursor;
    expect(start).not.toBe('0');
    const otherTag = await other.post('/tags', { name: 'Kept elsewhere' });
    // Everything so far is past a retention of one day, seen from two days on.
    // (Only these workspaces: other tests share the database.)
    const purged = await purgeExpiredEvents(t.handle, 1, {
      now: Date.now() + 2 * 86_400_000,
      workspaceIds: [c.workspace.id, other.workspace.id],
    });
    expect(purged).toBe(2);
    await c.post('/tags', { name: 'New' });

    const expired = expectError(await c.get('/events?after=0'), 410, 'cursor_expired');
    expect(expired.details[0].path).toBe('/query/after');
    // Without a cursor, the feed starts at the oldest event kept.
    const fresh = await c.get('/events');
    expect(fresh.body.data.map((e: any) => e.data.name)).toEqual(['New']);
    // A cursor at or after the last deleted event misses nothing: it reads on.
    expect((await c.get(`/events?after=${start}`)).body.data.map((e: any) => e.data.name)).toEqual(['New']);
    // Another workspace's purge mark is its own.
    expect((await other.get('/events?after=0')).status).toBe(410);
    expect(otherTag.status).toBe(201);
  });
});

describeEachDatabase('events: every resource and every way of writing', (t) => {
  const cursorOf = async (c: Client) => (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
  const since = async (c: Client, cursor: string) =>
    (await c.get(`/events?limit=1000&after=${cursor}`)).body.data as any[];
  const summary = (events: any[]) => events.map((e) => `${e.type} ${e.resource_id} [${e.changed.join(',')}]`);

  it('created, updated and deleted for each of the seven resources, with the data POST and DELETE answer', async () => {
    const c = await t.workspace();
    const cases: [string, string, object, object][] = [
      ['contact', '/contacts', { full_name: 'Ada' }, { job_title: 'CTO' }],
      ['company', '/companies', { name: 'Acme' }, { description: 'Anvils' }],
      ['tag', '/tags', { name: 'Lead' }, { name: 'Customer' }],
      ['list', '/lists', { name: 'Prospects', type: 'CONTACT' }, { description: 'Q4' }],
      ['note', '/notes', { body: 'Called' }, { body: 'Called twice' }],
      ['task', '/tasks', { body: 'Call back' }, { completed: true }],
      [
        'custom_field',
        '/custom-fields',
        { name: 'Tier', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' },
        { name: 'Level' },
      ],
    ];
    for (const [resource, path, create, update] of cases) {
      const cursor = await cursorOf(c);
      const made = await c.post(path, create);
      expect(made.status).toBe(201);
      const id = made.body.data.id;
      const put = await c.put(`${path}/${id}`, update);
      const full = put.body.data;
      const gone = await c.request(
        'DELETE',
        `${path}/${id}?include=${deleteIncludes[resource] ?? ''}`.replace(/\?include=$/, ''),
      );
      expect(gone.status).toBe(200);
      const events = await since(c, cursor);
      expect(events.map((e) => e.type)).toEqual([
        `${resource}.created`,
        `${resource}.updated`,
        `${resource}.deleted`,
      ]);
      expect(events.every((e) => e.resource === resource && e.resource_id === id)).toBe(true);
      expect(events[0].data).toEqual(made.body.data);
      expect(events[1].data).toEqual(full);
      expect(events[1].changed).toEqual(
        Object.keys(update).map((k) => (k === 'completed' ? 'completed_at' : k)),
      );
      // A deleted event carries the record as it was, fully expanded.
      expect(events[2].data).toEqual(full);
    }
  });
  const deleteIncludes: Record<string, string> = {
    contact: 'emails,phone_numbers,companies,custom_fields,tags,lists,notes',
    company: 'custom_fields,tags,lists,contacts',
    tag: 'contacts,companies,tasks',
    list: 'contacts,companies',
    note: 'contacts',
    task: 'tags',
  };

  it('links from the list, company and task side change the records they name', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Ada' })).body.data;
    const company = (await c.post('/companies', { name: 'Acme' })).body.data;
    const list = (await c.post('/lists', { name: 'VIP', type: 'COMPANY' })).body.data;
    const tag = (await c.post('/tags', { name: 'Hot' })).body.data;
    let cursor = await cursorOf(c);
    await c.put(`/lists/${list.id}`, { companies: [company.id] });
    await c.put(`/companies/${company.id}`, { contacts: [contact.id] });
    const task = (await c.post('/tasks', { body: 'Visit', contacts: [contact.id], tags: [tag.id] })).body
      .data;
    expect(summary(await since(c, cursor))).toEqual([
      `list.updated ${list.id} [companies]`,
      `company.updated ${company.id} [lists]`,
      `company.updated ${company.id} [contacts]`,
      `contact.updated ${contact.id} [companies]`,
      // A contact does not list its tasks; the tag lists its tasks.
      `task.created ${task.id} []`,
      `tag.updated ${tag.id} [tasks]`,
    ]);
    // Renaming the company changes the contact and the list that show its name.
    cursor = await cursorOf(c);
    await c.patch(`/companies/${company.id}`, { name: 'Acme Ltd' });
    expect(summary(await since(c, cursor))).toEqual([
      `company.updated ${company.id} [name]`,
      `contact.updated ${contact.id} [companies]`,
      `list.updated ${list.id} [companies]`,
    ]);
    // A field the embedded form does not show changes the company alone.
    cursor = await cursorOf(c);
    await c.patch(`/companies/${company.id}`, { is_starred: true });
    expect(summary(await since(c, cursor))).toEqual([`company.updated ${company.id} [is_starred]`]);
  });

  it('add/remove, upserts and batches record one event per record changed, in the order written', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Hot' })).body.data;
    const a = (await c.post('/contacts', { full_name: 'A', emails: ['a@example.com'] })).body.data;
    let cursor = await cursorOf(c);
    await c.patch(`/contacts/${a.id}`, { tags: { add: [tag.id] }, emails: { add: ['a2@example.com'] } });
    expect(summary(await since(c, cursor))).toEqual([
      `contact.updated ${a.id} [emails,tags]`,
      `tag.updated ${tag.id} [contacts]`,
    ]);

    cursor = await cursorOf(c);
    const matched = await c.post('/contacts?match_on=email', {
      full_name: 'A',
      emails: ['a@example.com'],
      job_title: 'CEO',
    });
    expect(matched.status).toBe(200);
    const made = await c.post('/contacts?match_on=email', {
      full_name: 'B',
      emails: ['b@example.com'],
      tags: [tag.id],
    });
    expect(made.status).toBe(201);
    expect(summary(await since(c, cursor))).toEqual([
      `contact.updated ${a.id} [job_title]`,
      `contact.created ${made.body.data.id} []`,
      `tag.updated ${tag.id} [contacts]`,
    ]);

    cursor = await cursorOf(c);
    const batch = await c.post('/contacts/batch', {
      records: [
        { full_name: 'C', tags: [tag.id] },
        { full_name: 'D', tags: [tag.id] },
      ],
    });
    expect(batch.status).toBe(200);
    const [cId, dId] = batch.body.data.map((r: any) => r.id);
    // One event for the tag that both joined, after the records' own.
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `contact.created ${cId} []`,
      `contact.created ${dId} []`,
      `tag.updated ${tag.id} [contacts]`,
    ]);
    expect(events[2].data.contacts.map((x: any) => x.id)).toEqual([a.id, made.body.data.id, cId, dId]);
    expect(events[0].data).toEqual(batch.body.data[0]);
  });

  it('a replayed Idempotency-Key write records nothing again; a failed batch records nothing', async () => {
    const c = await t.workspace();
    let cursor = await cursorOf(c);
    const first = await c.request('POST', '/tags', { name: 'Once' }, { 'idempotency-key': 'k-1' });
    const again = await c.request('POST', '/tags', { name: 'Once' }, { 'idempotency-key': 'k-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(summary(await since(c, cursor))).toEqual([`tag.created ${first.body.data.id} []`]);
    cursor = await cursorOf(c);
    const failed = await c.post('/tags/batch', { records: [{ name: 'Fine' }, { name: '' }] });
    expect(failed.status).toBe(400);
    expect(await since(c, cursor)).toEqual([]);
  });
});

describeEachDatabase('events: records changed from the other side of a link', (t) => {
  it("list at most their first 25 members per relation, so a write's cost never grows with a tag's size", async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Big' })).body.data;
    const batch = await c.post('/contacts/batch', {
      records: Array.from({ length: 30 }, (_, i) => ({ full_name: `Member ${i}` })),
    });
    const members = batch.body.data.map((r: any) => r.id);
    await c.put(`/tags/${tag.id}`, { contacts: members });
    const cursor = (await c.get('/events?limit=1000')).body.meta.next_cursor;
    const late = (await c.post('/contacts', { full_name: 'Late', tags: [tag.id] })).body.data;
    const events = (await c.get(`/events?after=${cursor}`)).body.data;
    expect(events.map((e: any) => e.type)).toEqual(['contact.created', 'tag.updated']);
    // The tag's event: its own fields, each relation's first 25 members in link order.
    expect(events[1].changed).toEqual(['contacts']);
    expect(events[1].data.contacts.map((x: any) => x.id)).toEqual(members.slice(0, 25));
    expect(events[1].data).toMatchObject({ id: tag.id, name: 'Big', companies: [], tasks: [] });
    // The tag itself, read or written, is whole.
    expect((await c.get(`/tags/${tag.id}?include=contacts`)).body.data.contacts).toHaveLength(31);
    expect(events[0].data.id).toBe(late.id);

    // Many records changed at once (the tag renamed: all 31 show its name) are read together.
    const before = (await c.get('/events?limit=1000')).body.meta.next_cursor;
    await c.put(`/tags/${tag.id}`, { name: 'Bigger' });
    const renamed = (await c.get(`/events?limit=1000&after=${before}`)).body.data;
    expect(renamed.map((e: any) => e.resource_id)).toEqual([tag.id, ...members, late.id]);
    for (const event of renamed.slice(1)) {
      expect(event.changed).toEqual(['tags']);
      expect(event.data.tags).toEqual([{ tag: { id: tag.id, name: 'Bigger' } }]);
    }
  });

  it('list the first 25 members of each linked record however many are linked at once: four read by range, five by one read, and five with one large', async () => {
    const c = await t.workspace();
    const small = [];
    for (let i = 0; i < 5; i++) small.push((await c.post('/tags', { name: `Small ${i}` })).body.data.id);
    const big = (await c.post('/tags', { name: 'Big' })).body.data.id;
    const members: string[] = [];
    for (const size of [100, 30]) {
      const batch = await c.post('/contacts/batch', {
        records: Array.from({ length: size }, (_, i) => ({ full_name: `Member ${members.length + i}` })),
      });
      members.push(...batch.body.data.map((r: any) => r.id));
    }
    await c.put(`/tags/${big}`, { contacts: members });
    const created: Record<string, string[]> = Object.fromEntries([...small, big].map((id) => [id, []]));
    for (const tags of [small.slice(0, 4), small, [...small.slice(0, 4), big]]) {
      const cursor = (await c.get('/events?limit=1000')).body.meta.next_cursor;
      const id = (await c.post('/contacts', { full_name: `Linked to ${tags.length}`, tags })).body.data.id;
      for (const tag of tags) created[tag]!.push(id);
      const events = (await c.get(`/events?after=${cursor}`)).body.data;
      expect(events.map((e: any) => e.resource_id)).toEqual([id, ...tags]);
      for (const event of events.slice(1)) {
        const expected = event.resource_id === big ? members.slice(0, 25) : created[event.resource_id]!;
        expect(
          event.data.contacts.map((x: any) => x.id),
          event.data.name,
        ).toEqual(expected);
      }
    }
  });
});
