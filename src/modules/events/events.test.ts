import type { Static } from '@sinclair/typebox';
import { expect, it } from 'vitest';
import { purgeExpiredEvents } from './events.retention.js';
import type { Event } from './events.schema.js';
import {
  type Client,
  countQueries,
  describeEachDatabase,
  expectError,
  type Response,
} from '../../../test/harness.js';

/** One side of a link event. */
interface LinkSide {
  resource: string;
  id: string;
  name?: string;
}

/**
 * An event as the feed answers it. Its `data` is a record or a link: the tests
 * read a link's relation and sides or a record's name, and compare the rest whole.
 */
type FeedEvent = Omit<Static<typeof Event>, 'data'> & {
  data: { relation: string; from: LinkSide; to: LinkSide; name: string };
};

/** The change feed (API.md section 8): what each write records, and reading it. */
describeEachDatabase('events', (t) => {
  /** Every event of the workspace, following the cursor. */
  async function feed(c: Client, query = ''): Promise<FeedEvent[]> {
    const out: FeedEvent[] = [];
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
  async function since(c: Client, cursor: string): Promise<FeedEvent[]> {
    const res = await c.get(`/events?limit=1000&after=${cursor}`);
    expect(res.status).toBe(200);
    return res.body.data;
  }
  const cursorOf = async (c: Client) => (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
  const summary = (events: FeedEvent[]) => events.map((e) => `${e.type} ${e.resource_id}`);

  const linkOf = (e: FeedEvent) => `${e.type} ${e.data.from.id}>${e.data.to.id}`;

  it('a create records the record as POST answers it, with its actor and request ID, then each link it made', async () => {
    const c = await t.workspace();
    const empty = await c.get('/events');
    expect(empty.body).toEqual({ data: [], meta: { next_cursor: expect.any(String), has_more: false } });
    const vip = (await c.post('/tags', { name: 'VIP' })).body.data;
    const lead = (await c.post('/tags', { name: 'Lead' })).body.data;
    const acme = (await c.post('/companies', { name: 'Acme' })).body.data;
    const cursor = await cursorOf(c);
    const res = await c.request(
      'POST',
      '/contacts',
      // Relations sent in another order than the answer lists them: companies come before tags.
      {
        full_name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        tags: [lead.id, vip.id],
        companies: [acme.id],
      },
      { 'x-request-id': 'req-create-1' },
    );
    expect(res.status).toBe(201);
    const events = await since(c, cursor);
    expect(events.map((e) => e.type)).toEqual(['contact.created', 'link.added', 'link.added', 'link.added']);
    const actor = { api_key_id: c.key_id, user_id: c.user.id };
    expect(events[0]).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-z]{26}$/),
      type: 'contact.created',
      occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      resource: 'contact',
      resource_id: res.body.data.id,
      data: res.body.data,
      changed: [],
      previous: {},
      actor,
      request_id: 'req-create-1',
    });
    expect(Object.keys(events[0].data)).toEqual(Object.keys(res.body.data));
    const id = res.body.data.id;
    // Relations in the order `data` lists them (companies, then tags), each in the order sent.
    expect(events.slice(1).map(linkOf)).toEqual([
      `link.added ${id}>${acme.id}`,
      `link.added ${id}>${lead.id}`,
      `link.added ${id}>${vip.id}`,
    ]);
    expect(events[2]).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'link.added',
      occurred_at: events[0].occurred_at,
      resource: 'contact',
      resource_id: id,
      data: {
        relation: 'tags',
        from: { resource: 'contact', id, name: 'Ada Lovelace' },
        to: { resource: 'tag', id: lead.id, name: 'Lead' },
      },
      changed: [],
      previous: {},
      actor,
      request_id: 'req-create-1',
    });
    expect(events[1].data.relation).toBe('companies');
    expect(events[1].data.to).toEqual({ resource: 'company', id: acme.id, name: 'Acme' });
    const one = await c.get(`/events/${events[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(events[0]);
    // The tags it was linked to from the contact's side got no event of their own.
    expect((await c.get(`/tags/${vip.id}`)).body.data.updated_at).toBe(vip.updated_at);
  });

  it('an update lists the changed fields in data order, with old values and old relation IDs in their old order', async () => {
    const c = await t.workspace();
    const a = (await c.post('/tags', { name: 'A' })).body.data;
    const b = (await c.post('/tags', { name: 'B' })).body.data;
    const d = (await c.post('/tags', { name: 'D' })).body.data;
    // Linked in an order that differs from the tags' creation order.
    const contact = (await c.post('/contacts', { full_name: 'Ada', job_title: 'CTO', tags: [b.id, a.id] }))
      .body.data;
    const cursor = await cursorOf(c);
    const put = await c.put(`/contacts/${contact.id}`, {
      location: 'London',
      tags: [d.id, a.id],
      job_title: 'CEO',
      emails: ['ada@example.com'],
    });
    expect(put.status).toBe(200);
    expect(put.body.data.updated_at > contact.updated_at).toBe(true);
    const events = await since(c, cursor);
    expect(events.map((e) => e.type)).toEqual(['contact.updated', 'link.removed', 'link.added']);
    expect(events[0].data).toEqual(put.body.data);
    expect(events[0].changed).toEqual(['job_title', 'location', 'emails', 'tags']);
    expect(events[0].previous).toEqual({ job_title: 'CTO', location: '', emails: [], tags: [b.id, a.id] });
    expect(events.slice(1).map(linkOf)).toEqual([
      `link.removed ${contact.id}>${b.id}`,
      `link.added ${contact.id}>${d.id}`,
    ]);
    expect(events[1].data.to).toEqual({ resource: 'tag', id: b.id, name: 'B' });
    // A removal before an addition even when both come from one {add, remove}; removed in old order.
    const later = await cursorOf(c);
    await c.patch(`/contacts/${contact.id}`, { tags: { add: [b.id], remove: [d.id, a.id] } });
    const patched = await since(c, later);
    expect(patched.map((e) => (e.type === 'contact.updated' ? e.type : linkOf(e)))).toEqual([
      'contact.updated',
      `link.removed ${contact.id}>${a.id}`,
      `link.removed ${contact.id}>${d.id}`,
      `link.added ${contact.id}>${b.id}`,
    ]);
    expect(patched[0].previous).toEqual({ tags: [a.id, d.id] });
  });

  it("a record renamed and linked in one write: its link events carry the new name, the removed side's its own", async () => {
    const c = await t.workspace();
    const old = (await c.post('/tags', { name: 'Old' })).body.data;
    const fresh = (await c.post('/tags', { name: 'Fresh' })).body.data;
    const contact = (await c.post('/contacts', { full_name: 'Ann Lee', tags: [old.id] })).body.data;
    const cursor = await cursorOf(c);
    await c.put(`/contacts/${contact.id}`, { first_name: 'Anna', tags: [fresh.id] });
    const links = (await since(c, cursor)).filter((e) => e.type.startsWith('link.'));
    expect(links.map((e) => [e.type, e.data.from.name, e.data.to.name])).toEqual([
      ['link.removed', 'Anna Lee', 'Old'],
      ['link.added', 'Anna Lee', 'Fresh'],
    ]);
  });

  it('a write that changes nothing records nothing and keeps updated_at; a refused write records nothing', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Lead' })).body.data;
    const contact = (
      await c.post('/contacts', { full_name: 'Ada Lovelace', job_title: 'CTO', tags: [tag.id] })
    ).body.data;
    const cursor = await cursorOf(c);
    const same = await c.put(`/contacts/${contact.id}`, { job_title: 'CTO', tags: [tag.id] });
    expect(same.status).toBe(200);
    expect(same.body.data.updated_at).toBe(contact.updated_at);
    const keyed = await c.request(
      'PATCH',
      `/contacts/${contact.id}`,
      { tags: { add: [tag.id] } },
      { 'idempotency-key': 'no-op-1' },
    );
    expect(keyed.body.data.updated_at).toBe(contact.updated_at);
    expect((await c.put(`/tags/${tag.id}`, { name: 'Lead' })).body.data.updated_at).toBe(tag.updated_at);
    expect((await c.get(`/contacts/${contact.id}`)).body.data.updated_at).toBe(contact.updated_at);
    expectError(
      await c.put(`/contacts/${contact.id}`, { job_title: 'X', tags: ['tag_01jd8k2m3n4p5q6r7s8t9v0w1w'] }),
      422,
      'unknown_reference',
    );
    expectError(await c.post('/tags', { name: '' }), 400, 'validation_error');
    expect(await since(c, cursor)).toEqual([]);
  });

  it("a write of link fields alone reads none of the record's own parts first, and records the same events", async () => {
    const c = await t.workspace();
    const [a, b] = [
      (await c.post('/tags', { name: 'A' })).body.data,
      (await c.post('/tags', { name: 'B' })).body.data,
    ];
    const contact = (
      await c.post('/contacts', { full_name: 'Ada', emails: ['ada@example.com'], tags: [a.id] })
    ).body.data;
    const cursor = await cursorOf(c);
    const links = await countQueries(() => c.patch(`/contacts/${contact.id}`, { tags: { add: [b.id] } }));
    expect(links.result.status).toBe(200);
    const events = await since(c, cursor);
    expect(events.map((e) => e.type)).toEqual(['contact.updated', 'link.added']);
    expect(events[0].data).toEqual(links.result.body.data);
    expect(events[0].changed).toEqual(['tags']);
    expect(events[0].previous).toEqual({ tags: [a.id] });
    // The same write with a field of its own reads its row, e-mails, phone numbers and values first.
    const withField = await countQueries(() =>
      c.patch(`/contacts/${contact.id}`, { tags: { remove: [b.id] }, job_title: 'CTO' }),
    );
    expect(withField.result.status).toBe(200);
    expect(links.queries).toBeLessThan(withField.queries);
  });

  it('a no-op PUT after a read serves the same record again, not a stale one', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Ada', job_title: 'CTO' })).body.data;
    const first = await c.get(`/contacts/${contact.id}`);
    const put = await c.put(`/contacts/${contact.id}`, { job_title: 'CTO' });
    const again = await c.get(`/contacts/${contact.id}`);
    expect(again.body.data.updated_at).toBe(put.body.data.updated_at);
    expect(again.body.data).toEqual(first.body.data);
    // A real change is seen at once.
    const changed = await c.put(`/contacts/${contact.id}`, { job_title: 'CEO' });
    const seen = (await c.get(`/contacts/${contact.id}`)).body.data;
    expect(seen.updated_at).toBe(changed.body.data.updated_at);
    expect(seen.job_title).toBe('CEO');
  });

  it("tagging from the tag side: the tag's event and link events oriented contact to tag; the contacts keep updated_at", async () => {
    const c = await t.workspace();
    const a = (await c.post('/contacts', { full_name: 'Ann' })).body.data;
    const b = (await c.post('/contacts', { full_name: 'Bob' })).body.data;
    const d = (await c.post('/contacts', { full_name: 'Dee' })).body.data;
    const tag = (await c.post('/tags', { name: 'Lead', contacts: [d.id, a.id] })).body.data;
    const cursor = await cursorOf(c);
    const put = await c.put(`/tags/${tag.id}`, { contacts: [b.id, a.id] });
    const events = await since(c, cursor);
    expect(events.map((e) => e.type)).toEqual(['tag.updated', 'link.removed', 'link.added']);
    expect(events[0].data).toEqual(put.body.data);
    expect(events[0].changed).toEqual(['contacts']);
    expect(events[0].previous).toEqual({ contacts: [d.id, a.id] });
    expect(events.slice(1).map(linkOf)).toEqual([
      `link.removed ${d.id}>${tag.id}`,
      `link.added ${b.id}>${tag.id}`,
    ]);
    expect(events[2].resource).toBe('contact');
    expect(events[2].resource_id).toBe(b.id);
    expect(events[2].data).toEqual({
      relation: 'tags',
      from: { resource: 'contact', id: b.id, name: 'Bob' },
      to: { resource: 'tag', id: tag.id, name: 'Lead' },
    });
    for (const contact of [a, b, d])
      expect((await c.get(`/contacts/${contact.id}`)).body.data.updated_at).toBe(contact.updated_at);
    // `resource_id` matches link events on either side.
    const tagged = await c.get(`/events?resource_id=${tag.id}&types=link.added&after=${cursor}`);
    expect(tagged.body.data.map((e: FeedEvent) => e.data.from.id)).toEqual([b.id]);
    const ofBob = await c.get(`/events?resource_id=${b.id}`);
    expect(ofBob.body.data.map((e: FeedEvent) => e.type)).toEqual(['contact.created', 'link.added']);
  });

  it('a rename records the renamed record alone', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Ann' })).body.data;
    const company = (await c.post('/companies', { name: 'Acme', contacts: [contact.id] })).body.data;
    const cursor = await cursorOf(c);
    await c.put(`/companies/${company.id}`, { name: 'Acme Ltd' });
    await c.put(`/contacts/${contact.id}`, { first_name: 'Anna' });
    expect(summary(await since(c, cursor))).toEqual([
      `company.updated ${company.id}`,
      `contact.updated ${contact.id}`,
    ]);
  });

  it('deleting a tag of three contacts: tag.deleted as GET answered it, then three link.removed, no contact event', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Lead' })).body.data;
    const ids: string[] = [];
    for (const name of ['Cy', 'Al', 'Bo'])
      ids.push((await c.post('/contacts', { full_name: name, tags: [tag.id] })).body.data.id);
    const before = (await c.get(`/tags/${tag.id}`)).body.data;
    const cursor = await cursorOf(c);
    const gone = await c.request('DELETE', `/tags/${tag.id}?include=contacts`);
    expect(gone.status).toBe(200);
    const events = await since(c, cursor);
    expect(events.map((e) => e.type)).toEqual([
      'tag.deleted',
      'link.removed',
      'link.removed',
      'link.removed',
    ]);
    expect(events[0].data).toEqual(before);
    // In link order, each oriented contact to tag, with the tag's name.
    expect(events.slice(1).map(linkOf)).toEqual(ids.map((id) => `link.removed ${id}>${tag.id}`));
    expect(events[1].data.to).toEqual({ resource: 'tag', id: tag.id, name: 'Lead' });
    expect(events[1].data.from).toEqual({ resource: 'contact', id: ids[0], name: 'Cy' });
  });

  it('a deleted note takes its links; notes and tasks have no name', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'A' })).body.data;
    const note = (await c.post('/notes', { body: 'Met at the fair', contacts: [contact.id] })).body.data;
    const before = (await c.get(`/notes/${note.id}`)).body.data;
    const cursor = await cursorOf(c);
    await c.del(`/notes/${note.id}`);
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([`note.deleted ${note.id}`, `link.removed ${note.id}`]);
    expect(events[0].data).toEqual(before);
    expect(events[1].data).toEqual({
      relation: 'contacts',
      from: { resource: 'note', id: note.id },
      to: { resource: 'contact', id: contact.id, name: 'A' },
    });
  });

  it('custom fields: a rename or delete records the field alone', async () => {
    const c = await t.workspace();
    const field = (
      await c.post('/custom-fields', { name: 'Tier', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' })
    ).body.data;
    const withValue = (
      await c.post('/contacts', { full_name: 'A', custom_fields: [{ id: field.id, value: 'Gold' }] })
    ).body.data;
    const cursor = await cursorOf(c);
    await c.put(`/custom-fields/${field.id}`, { name: 'Level' });
    await c.del(`/custom-fields/${field.id}`);
    expect(summary(await since(c, cursor))).toEqual([
      `custom_field.updated ${field.id}`,
      `custom_field.deleted ${field.id}`,
    ]);
    const after = (await c.get(`/contacts/${withValue.id}?include=custom_fields`)).body.data;
    expect(after.custom_fields).toEqual([]);
    expect(after.updated_at).toBe(withValue.updated_at);
  });

  it('link types are feed types', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'T' })).body.data;
    await c.post('/contacts', { full_name: 'A', tags: [tag.id] });
    expect((await feed(c, '&types=link.added,link.removed')).map((e) => e.type)).toEqual(['link.added']);
  });

  it('reads the feed in pages without skipping or repeating, with types and resource_id filters', async () => {
    const c = await t.workspace();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await c.post('/tags', { name: `T${i}` })).body.data.id);
    await c.put(`/tags/${ids[3]}`, { name: 'Renamed' });
    const all = await feed(c);
    expect(all.map((e) => e.resource_id)).toEqual([...ids, ids[3]]);
    const paged: FeedEvent[] = [];
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

  it('has_more is false on a page that takes exactly the events left, and true while one more remains', async () => {
    const c = await t.workspace();
    const cursor = await cursorOf(c);
    for (let i = 0; i < 6; i++) await c.post('/tags', { name: `T${i}` });
    const first = await c.get(`/events?after=${cursor}&limit=3`);
    expect(first.body.data).toHaveLength(3);
    expect(first.body.meta.has_more).toBe(true);
    const second = await c.get(`/events?after=${first.body.meta.next_cursor}&limit=3`);
    expect(second.body.data).toHaveLength(3);
    expect(second.body.meta.has_more).toBe(false);
    const fifth = await c.get(`/events?after=${cursor}&limit=5`);
    expect(fifth.body.meta.has_more).toBe(true);
    const newest = await c.get('/events?order=desc&limit=6');
    expect(newest.body.data).toHaveLength(6);
    expect(newest.body.meta.has_more).toBe(false);
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
    expect(newest.body.data.map((e: FeedEvent) => e.id)).toEqual(
      oldestFirst
        .slice(-2)
        .reverse()
        .map((e) => e.id),
    );
    expect(newest.body.meta).toEqual({ next_cursor: expect.any(String), has_more: true });
    const paged: FeedEvent[] = [];
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
    expect(latestCreated.body.data.map((e: FeedEvent) => e.resource_id)).toEqual([ids[4]]);
    const ofOne = await c.get(`/events?order=desc&resource_id=${ids[1]}`);
    expect(ofOne.body.data.map((e: FeedEvent) => e.type)).toEqual(['tag.updated', 'tag.created']);
    const pathOf = (res: Response) => expectError(res, 400, 'validation_error').details[0].path;
    expect(pathOf(await c.get(`/events?order=desc&after=${end}`))).toBe('/query/after');
    expect(pathOf(await c.get(`/events?before=${end}`))).toBe('/query/before');
    expect(pathOf(await c.get('/events?order=newest'))).toBe('/query/order');
    expect(pathOf(await c.get('/events?order=desc&before=x'))).toBe('/query/before');
  });

  it('refuses unknown types and malformed cursors; another workspace sees none of it', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    await c.post('/tags', { name: 'Mine' });
    const pathOf = (res: Response, code: string, status: number) =>
      expectError(res, status, code).details[0].path;
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
    expect(fresh.body.data.map((e: FeedEvent) => e.data.name)).toEqual(['New']);
    // A cursor at or after the last deleted event misses nothing: it reads on.
    expect((await c.get(`/events?after=${start}`)).body.data.map((e: FeedEvent) => e.data.name)).toEqual([
      'New',
    ]);
    // Another workspace's purge mark is its own.
    expect((await other.get('/events?after=0')).status).toBe(410);
    expect(otherTag.status).toBe(201);
  });
});

describeEachDatabase('events: every resource and every way of writing', (t) => {
  const cursorOf = async (c: Client) => (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
  const since = async (c: Client, cursor: string) =>
    (await c.get(`/events?limit=1000&after=${cursor}`)).body.data as FeedEvent[];
  /** Record events with their changed fields, link events with their two sides. */
  const summary = (events: FeedEvent[]) =>
    events.map((e) =>
      e.type.startsWith('link.')
        ? `${e.type} ${e.data.from.id}>${e.data.to.id}`
        : `${e.type} ${e.resource_id} [${e.changed.join(',')}]`,
    );

  /** Sends a write that must be refused with `status`, and checks that it recorded no event. */
  async function expectRefusedUnrecorded(c: Client, status: number, write: () => Promise<Response>) {
    const cursor = await cursorOf(c);
    expect((await write()).status).toBe(status);
    expect(await since(c, cursor)).toEqual([]);
  }

  it('created, updated and deleted for each of the seven resources, with the data POST, PUT and GET answer', async () => {
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
      const shown = (await c.get(`${path}/${id}`)).body.data;
      const gone = await c.request('DELETE', `${path}/${id}`);
      expect(gone.status).toBe(200);
      const events = await since(c, cursor);
      expect(events.map((e) => e.type)).toEqual([
        `${resource}.created`,
        `${resource}.updated`,
        `${resource}.deleted`,
      ]);
      expect(events.every((e) => e.resource === resource && e.resource_id === id)).toBe(true);
      expect(events[0].data).toEqual(made.body.data);
      expect(events[1].data).toEqual(put.body.data);
      expect(events[1].changed).toEqual(
        Object.keys(update).map((k) => (k === 'completed' ? 'completed_at' : k)),
      );
      // A deleted event carries the record as GET /:id without include answered it.
      expect(events[2].data).toEqual(shown);
    }
  });

  it('links from the list, company and task side follow the orientation table', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Ada' })).body.data;
    const company = (await c.post('/companies', { name: 'Acme' })).body.data;
    const list = (await c.post('/lists', { name: 'VIP', type: 'COMPANY' })).body.data;
    const tag = (await c.post('/tags', { name: 'Hot' })).body.data;
    const cursor = await cursorOf(c);
    await c.put(`/lists/${list.id}`, { companies: [company.id] });
    await c.put(`/companies/${company.id}`, { contacts: [contact.id] });
    const task = (await c.post('/tasks', { body: 'Visit', contacts: [contact.id], tags: [tag.id] })).body
      .data;
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `list.updated ${list.id} [companies]`,
      `link.added ${company.id}>${list.id}`,
      `company.updated ${company.id} [contacts]`,
      `link.added ${contact.id}>${company.id}`,
      `task.created ${task.id} []`,
      `link.added ${task.id}>${contact.id}`,
      `link.added ${task.id}>${tag.id}`,
    ]);
    expect(events.filter((e) => e.type === 'link.added').map((e) => e.data.relation)).toEqual([
      'lists',
      'companies',
      'contacts',
      'tags',
    ]);
    expect(events[6].data.from).toEqual({ resource: 'task', id: task.id });
  });

  it('add/remove, upserts and batches: one record event per record named, its links after it', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Hot' })).body.data;
    const a = (await c.post('/contacts', { full_name: 'A', emails: ['a@example.com'] })).body.data;
    let cursor = await cursorOf(c);
    await c.patch(`/contacts/${a.id}`, { tags: { add: [tag.id] }, emails: { add: ['a2@example.com'] } });
    expect(summary(await since(c, cursor))).toEqual([
      `contact.updated ${a.id} [emails,tags]`,
      `link.added ${a.id}>${tag.id}`,
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
    const upserts = await since(c, cursor);
    expect(summary(upserts)).toEqual([
      `contact.updated ${a.id} [job_title]`,
      `contact.created ${made.body.data.id} []`,
      `link.added ${made.body.data.id}>${tag.id}`,
    ]);
    expect(upserts[0].data).toEqual(matched.body.data);

    cursor = await cursorOf(c);
    const batch = await c.post('/contacts/batch', {
      records: [
        { full_name: 'C', tags: [tag.id] },
        { full_name: 'D', tags: [tag.id] },
      ],
    });
    expect(batch.status).toBe(200);
    const [cId, dId] = batch.body.data.map((r: { id: string }) => r.id);
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `contact.created ${cId} []`,
      `link.added ${cId}>${tag.id}`,
      `contact.created ${dId} []`,
      `link.added ${dId}>${tag.id}`,
    ]);
    expect(events[0].data).toEqual(batch.body.data[0]);
    expect((await c.get(`/tags/${tag.id}`)).body.data.updated_at).toBe(tag.updated_at);
  });

  it('a replayed Idempotency-Key write records nothing again; a failed batch records nothing', async () => {
    const c = await t.workspace();
    const cursor = await cursorOf(c);
    const first = await c.request('POST', '/tags', { name: 'Once' }, { 'idempotency-key': 'k-1' });
    const again = await c.request('POST', '/tags', { name: 'Once' }, { 'idempotency-key': 'k-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(summary(await since(c, cursor))).toEqual([`tag.created ${first.body.data.id} []`]);
    await expectRefusedUnrecorded(c, 400, () =>
      c.post('/tags/batch', { records: [{ name: 'Fine' }, { name: '' }] }),
    );
    // A keyed write refused after a first step (a tag made, then a 422): neither the step nor links.
    const contact = (await c.post('/contacts', { full_name: 'X' })).body.data;
    await expectRefusedUnrecorded(c, 422, () =>
      c.request(
        'PUT',
        `/contacts/${contact.id}`,
        { job_title: 'Y', lists: ['lst_01jd8k2m3n4p5q6r7s8t9v0w1w'] },
        { 'idempotency-key': 'k-2' },
      ),
    );
  });

  it('a keyed batch refused after a first record linked a tag records nothing (the savepoint takes the link back)', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Hot' })).body.data;
    const contact = (await c.post('/contacts', { full_name: 'X' })).body.data;
    const other = (await c.post('/contacts', { full_name: 'Y' })).body.data;
    await expectRefusedUnrecorded(c, 422, () =>
      c.request(
        'PATCH',
        '/contacts/batch',
        {
          records: [
            { id: contact.id, tags: { add: [tag.id] } },
            { id: other.id, job_title: 'Y', lists: ['lst_01jd8k2m3n4p5q6r7s8t9v0w1w'] },
          ],
        },
        { 'idempotency-key': 'batch-refused-1' },
      ),
    );
    expect((await c.get(`/contacts/${contact.id}?include=tags`)).body.data.tags).toEqual([]);
  });

  it('a batch whose later record fails is written again record by record: the events of the kept writes only', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Hot' })).body.data;
    await expectRefusedUnrecorded(c, 422, () =>
      c.post('/contacts/batch', {
        records: [
          { full_name: 'Kept?', tags: [tag.id] },
          { full_name: 'Bad', tags: ['tag_01jd8k2m3n4p5q6r7s8t9v0w1w'] },
        ],
      }),
    );
  });

  it("a merge: the target's event with its old relations, each merged record's deletion, the links moved", async () => {
    const c = await t.workspace();
    const hot = (await c.post('/tags', { name: 'Hot' })).body.data;
    const cold = (await c.post('/tags', { name: 'Cold' })).body.data;
    const target = (await c.post('/contacts', { full_name: 'Ada', tags: [cold.id] })).body.data;
    const dup = (await c.post('/contacts', { full_name: 'Ada L', job_title: 'CTO', tags: [hot.id] })).body
      .data;
    const note = (await c.post('/notes', { body: 'Met', contacts: [dup.id] })).body.data;
    const before = (await c.get(`/contacts/${dup.id}`)).body.data;
    const cursor = await cursorOf(c);
    const res = await c.request(
      'POST',
      `/contacts/${target.id}/merge`,
      { contacts: [dup.id] },
      { 'x-request-id': 'merge-1' },
    );
    expect(res.status).toBe(200);
    const events = await since(c, cursor);
    expect(summary(events)).toEqual([
      `contact.updated ${target.id} [last_name,full_name,job_title,tags,notes]`,
      `link.added ${target.id}>${hot.id}`,
      `link.added ${note.id}>${target.id}`,
      `contact.deleted ${dup.id} []`,
      `link.removed ${dup.id}>${hot.id}`,
      `link.removed ${note.id}>${dup.id}`,
    ]);
    expect(events[0].data).toEqual(res.body.data);
    expect(events[0].previous).toEqual({
      last_name: '',
      full_name: 'Ada',
      job_title: '',
      tags: [cold.id],
      notes: [],
    });
    expect(events[3].data).toEqual(before);
    expect(events.every((e) => e.request_id === 'merge-1')).toBe(true);
  });

  it('an import over HTTP records the tags it created, each contact, and its links', async () => {
    const c = await t.workspace();
    const cursor = await cursorOf(c);
    const res = await c.request(
      'POST',
      '/contacts/import',
      'first_name,email,tags\nAda,ada@example.com,VIP\n',
      {
        'content-type': 'text/csv',
      },
    );
    expect(res.status).toBeLessThan(300);
    const events = await since(c, cursor);
    expect(events.map((e) => e.type)).toEqual(['tag.created', 'contact.created', 'link.added']);
    expect(events[2].data.from.name).toBe('Ada');
    expect(events[2].data.to.name).toBe('VIP');
    expect(events[1].actor).toEqual({ api_key_id: c.key_id, user_id: c.user.id });
  });
});
