import { expect, it } from 'vitest';
import { purgeExpiredEvents } from '../src/modules/events/events.retention.js';
import { created } from './factories.js';
import { type Client, describeEachDatabase, expectError, type Harness } from './harness.js';
import { expectLacks, keyWith } from './scopes-support.js';

/** Every include of a contact, company, tag: GET with these answers the whole record. */
const CONTACT = 'emails,phone_numbers,companies,custom_fields,tags,lists,notes';
const TAG = 'contacts,companies,tasks';

type Rec = Record<string, unknown> & { id: string };

/** A record without the one field a restore moves. */
const withoutUpdatedAt = ({ updated_at: _u, ...rest }: Rec) => rest;

describeEachDatabase('trash', (t) => {
  /** A workspace with fields, tags, companies, lists to hang contacts on. */
  async function scene(c: Client) {
    const text = await created(c, '/custom-fields', {
      name: 'Source',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    const select = await created(c, '/custom-fields', {
      name: 'Stage',
      field_type: 'SINGLE_SELECT',
      entity_type: 'CONTACT',
      multi_select_options: [{ value: 'Lead' }, { value: 'Won' }],
    });
    const multi = await created(c, '/custom-fields', {
      name: 'Topics',
      field_type: 'MULTI_SELECT',
      entity_type: 'CONTACT',
      multi_select_options: [{ value: 'AI' }, { value: 'Ops' }, { value: 'Sales' }],
    });
    const num = await created(c, '/custom-fields', {
      name: 'Score',
      field_type: 'NUMERIC',
      entity_type: 'CONTACT',
    });
    const tags: string[] = [];
    for (const name of ['VIP', 'Investor', 'Press']) tags.push((await created(c, '/tags', { name })).id);
    const companies: string[] = [];
    for (const name of ['Acme', 'Globex', 'Initech'])
      companies.push((await created(c, '/companies', { name })).id);
    const lists: string[] = [];
    for (const name of ['Newsletter', 'Event'])
      lists.push((await created(c, '/lists', { name, type: 'CONTACT' })).id);
    return { text, select, multi, num, tags, companies, lists };
  }
  type Scene = Awaited<ReturnType<typeof scene>>;

  /** The body of the i-th contact: relations in an order of its own, so that order is tested. */
  function contactBody(s: Scene, i: number) {
    const rot = <T>(xs: T[]) => [...xs.slice(i % xs.length), ...xs.slice(0, i % xs.length)];
    return {
      first_name: `First${i}`,
      last_name: `Last${i}`,
      job_title: i % 2 ? 'CTO' : '',
      birthday: i % 3 ? '1990-01-02' : null,
      emails: [`a${i}@example.com`, { email: `b${i}@example.com`, is_primary: i % 2 === 0 }],
      phone_numbers: [{ country_code: '+33', phone_number: `6000${i}`.padEnd(8, '1'), is_primary: true }],
      tags: rot(s.tags).slice(0, 1 + (i % 3)),
      companies: rot(s.companies).slice(0, 1 + (i % 2)),
      lists: rot(s.lists).slice(0, 1 + (i % 2)),
      custom_fields: [
        { id: s.text.id, value: `from ${i}` },
        { id: s.select.id, value: s.select.multi_select_options[i % 2].id },
        {
          id: s.multi.id,
          value: rot(s.multi.multi_select_options.map((o: { id: string }) => o.id)).slice(0, 2),
        },
        { id: s.num.id, value: i + 0.5 },
      ],
    };
  }

  async function getContact(c: Client, id: string): Promise<Rec> {
    const res = await c.get(`/contacts/${id}?include=${CONTACT}`);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function restore(c: Client, ids: string[]) {
    return c.post('/trash/restore', { ids });
  }

  async function events(c: Client, after = '0') {
    const res = await c.get(`/events?limit=1000&after=${after}`);
    expect(res.status).toBe(200);
    return res.body as { data: Rec[]; meta: { next_cursor: string } };
  }

  async function cursor(c: Client) {
    return (await events(c)).meta.next_cursor;
  }

  it('deletes 1,000 linked contacts and restores them, each byte for byte as GET with every include answered before', async () => {
    const c = await t.workspace();
    const s = await scene(c);
    const ids: string[] = [];
    for (let b = 0; b < 10; b++) {
      const res = await c.post('/contacts/batch', {
        records: Array.from({ length: 100 }, (_, k) => contactBody(s, b * 100 + k)),
      });
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((r: Rec) => r.id));
    }
    // Notes on several contacts each, so that a contact's notes and a note's contacts both have an order.
    for (let b = 0; b < 2; b++) {
      const res = await c.post('/notes/batch', {
        records: Array.from({ length: 100 }, (_, k) => ({
          body: `Note ${b * 100 + k}`,
          contacts: [ids[(k * 7 + b) % 1000], ids[(k * 13 + 500) % 1000], ids[(k * 3 + b * 11) % 1000]],
        })),
      });
      expect(res.status).toBe(200);
    }
    const readAll = async () => {
      const out = new Map<string, string>();
      for (let offset = 0; offset < 1000; offset += 100) {
        const page = await c.get(
          `/contacts?limit=100&offset=${offset}&order_by=created_at:asc&include=${CONTACT}`,
        );
        expect(page.status).toBe(200);
        for (const r of page.body.data as Rec[]) out.set(r.id, JSON.stringify(withoutUpdatedAt(r)));
      }
      return out;
    };
    const before = await readAll();
    expect(before.size).toBe(1000);
    // One GET of the page equals GET /:id (what the contract compares): checked on a sample.
    expect(JSON.stringify(withoutUpdatedAt(await getContact(c, ids[7])))).toBe(before.get(ids[7]));
    const tagsBefore = (await c.get(`/tags/${s.tags[0]}?include=${TAG}`)).body.data;

    // Deleted in an order other than their creation's.
    const deleteOrder = [...ids].reverse();
    for (let i = 0; i < deleteOrder.length; i += 25)
      await Promise.all(
        deleteOrder
          .slice(i, i + 25)
          .map(async (id) => expect((await c.del(`/contacts/${id}`)).status).toBe(200)),
      );
    expect((await c.get('/contacts?limit=1')).body.meta.total).toBe(0);
    expect((await c.get(`/tags/${s.tags[0]}?include=contacts`)).body.data.contacts).toEqual([]);

    const restoredAt = Date.now();
    for (let i = 0; i < 1000; i += 100) {
      const res = await restore(c, ids.slice(i, i + 100));
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: Rec) => r.id)).toEqual(ids.slice(i, i + 100));
      // The answer is the record as GET with every include answers it.
      expect(JSON.stringify(withoutUpdatedAt(res.body.data[0]))).toBe(before.get(ids[i]));
    }
    const after = await readAll();
    for (const id of ids) expect(after.get(id), id).toBe(before.get(id));
    const one = await getContact(c, ids[3]);
    expect(Date.parse(one.updated_at as string)).toBeGreaterThanOrEqual(restoredAt - 1000);
    // The other side's order comes back too: the tag lists its contacts where they stood.
    expect((await c.get(`/tags/${s.tags[0]}?include=${TAG}`)).body.data).toEqual(tagsBefore);
    expect((await c.get('/trash?resource=contact')).body.meta.total).toBe(0);
    // Found by `q` again: the search text came back.
    expect((await c.get('/contacts?q=First17&limit=100')).body.data.map((r: Rec) => r.id)).toContain(ids[17]);
  }, 600_000);

  it('records <resource>.restored with the answer as data, then a link.added per link brought back', async () => {
    const c = await t.workspace();
    const s = await scene(c);
    const contact = await created(c, '/contacts', contactBody(s, 1));
    await c.del(`/contacts/${contact.id}`);
    const from = await cursor(c);
    const res = await restore(c, [contact.id]);
    expect(res.status).toBe(200);
    const feed = (await events(c, from)).data;
    expect(feed[0]).toMatchObject({
      type: 'contact.restored',
      resource: 'contact',
      resource_id: contact.id,
      changed: [],
      previous: {},
      actor: { api_key_id: c.key_id, user_id: c.user.id },
    });
    expect(feed[0].data).toEqual(res.body.data[0]);
    const links = feed
      .slice(1)
      .map((e) => [e.type, (e.data as { relation: string }).relation, (e.data as any).to.id]);
    expect(links).toEqual([
      ...contact.companies.map((x: Rec) => ['link.added', 'companies', x.id]),
      ...contact.tags.map((x: { tag: Rec }) => ['link.added', 'tags', x.tag.id]),
      ...contact.lists.map((x: { list: Rec }) => ['link.added', 'lists', x.list.id]),
    ]);
    expect((await c.get('/events?types=contact.restored')).body.data).toHaveLength(1);
  });

  it('brings a link back whichever of its two records is restored first, or both together', async () => {
    const c = await t.workspace();
    for (const order of ['contact first', 'tag first', 'together'] as const) {
      const tag = await created(c, '/tags', { name: `T ${order}` });
      const other = await created(c, '/tags', { name: `U ${order}` });
      const contact = await created(c, '/contacts', { first_name: order, tags: [other.id, tag.id] });
      const beforeContact = await getContact(c, contact.id);
      const beforeTag = (await c.get(`/tags/${tag.id}?include=${TAG}`)).body.data;
      // Deleted one after the other: the contact's delete takes the link, the tag's then has none.
      expect((await c.del(`/contacts/${contact.id}`)).status).toBe(200);
      expect((await c.del(`/tags/${tag.id}`)).status).toBe(200);
      if (order === 'together') expect((await restore(c, [tag.id, contact.id])).status).toBe(200);
      else
        for (const id of order === 'contact first' ? [contact.id, tag.id] : [tag.id, contact.id])
          expect((await restore(c, [id])).status).toBe(200);
      expect(withoutUpdatedAt(await getContact(c, contact.id))).toEqual(withoutUpdatedAt(beforeContact));
      expect(withoutUpdatedAt((await c.get(`/tags/${tag.id}?include=${TAG}`)).body.data)).toEqual(
        withoutUpdatedAt(beforeTag),
      );
    }
    // The other way round: the tag deleted first takes the link.
    const tag = await created(c, '/tags', { name: 'Reverse' });
    const contact = await created(c, '/contacts', { first_name: 'Rev', tags: [tag.id] });
    await c.del(`/tags/${tag.id}`);
    await c.del(`/contacts/${contact.id}`);
    expect((await restore(c, [contact.id])).body.data[0].tags).toEqual([]);
    expect((await restore(c, [tag.id])).status).toBe(200);
    expect((await getContact(c, contact.id)).tags).toEqual([{ tag: { id: tag.id, name: 'Reverse' } }]);
  });

  it("takes back its old place in the other side's relations, and its own relations' order", async () => {
    const c = await t.workspace();
    const tags: string[] = [];
    for (const name of ['One', 'Two', 'Three']) tags.push((await created(c, '/tags', { name })).id);
    const people: string[] = [];
    for (const name of ['Ann', 'Bob', 'Cy'])
      people.push((await created(c, '/contacts', { first_name: name, tags: [tags[2], tags[0]] })).id);
    // Bob's tags in an order other than the tags' own.
    await c.put(`/contacts/${people[1]}`, { tags: [tags[2], tags[1], tags[0]] });
    const bob = await getContact(c, people[1]);
    const tagBefore = (await c.get(`/tags/${tags[0]}?include=${TAG}`)).body.data;
    expect(tagBefore.contacts.map((x: Rec) => x.id)).toEqual(people);
    await c.del(`/contacts/${people[1]}`);
    // Tagged since: the restored link goes back before it, where it stood.
    const dan = await created(c, '/contacts', { first_name: 'Dan', tags: [tags[0]] });
    expect((await restore(c, [people[1]])).status).toBe(200);
    expect(withoutUpdatedAt(await getContact(c, people[1]))).toEqual(withoutUpdatedAt(bob));
    const tagAfter = (await c.get(`/tags/${tags[0]}?include=${TAG}`)).body.data;
    expect(tagAfter.contacts.map((x: Rec) => x.id)).toEqual([...people, dan.id]);
  });

  it('restores a custom field with its options and every value its delete removed from records that exist', async () => {
    const c = await t.workspace();
    const s = await scene(c);
    const a = await created(c, '/contacts', contactBody(s, 1));
    const b = await created(c, '/contacts', contactBody(s, 2));
    const gone = await created(c, '/contacts', contactBody(s, 3));
    const field = (await c.get(`/custom-fields/${s.multi.id}`)).body.data;
    const beforeA = await getContact(c, a.id);
    const beforeB = await getContact(c, b.id);
    expect((await c.del(`/custom-fields/${s.multi.id}`)).status).toBe(200);
    expect((await getContact(c, a.id)).custom_fields).not.toEqual(beforeA.custom_fields);
    await c.del(`/contacts/${gone.id}`);
    const res = await restore(c, [s.multi.id]);
    expect(res.status).toBe(200);
    expect(withoutUpdatedAt(res.body.data[0])).toEqual(withoutUpdatedAt(field));
    expect(res.body.data[0].multi_select_options).toEqual(field.multi_select_options);
    expect(withoutUpdatedAt(await getContact(c, a.id))).toEqual(withoutUpdatedAt(beforeA));
    expect(withoutUpdatedAt(await getContact(c, b.id))).toEqual(withoutUpdatedAt(beforeB));
    // A record deleted since got nothing: its value stays with its own delete.
    expect((await c.get(`/contacts/${gone.id}`)).status).toBe(404);
  });

  it('restores records a merge merged away', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Kept' });
    const target = await created(c, '/contacts', { first_name: 'Target', emails: ['t@example.com'] });
    const merged = await created(c, '/contacts', {
      first_name: 'Merged',
      job_title: 'CEO',
      emails: ['m@example.com'],
      tags: [tag.id],
    });
    const before = await getContact(c, merged.id);
    expect((await c.post(`/contacts/${target.id}/merge`, { contacts: [merged.id] })).status).toBe(200);
    const trash = await c.get('/trash');
    expect(trash.body.data.map((r: Rec) => r.id)).toEqual([merged.id]);
    const res = await restore(c, [merged.id]);
    expect(res.status).toBe(200);
    expect(res.body.data[0].full_name).toBe('Merged');
    expect(res.body.data[0].job_title).toBe(before.job_title);
    expect(res.body.data[0].created_at).toBe(before.created_at);
    expect(res.body.data[0].updated_at > (before.updated_at as string)).toBe(true);
    expect(res.body.data[0].emails.map((e: Rec) => e.id)).toEqual((before.emails as Rec[]).map((e) => e.id));
  });

  it('refuses a tag whose name another tag now holds (ignoring case): 409 with existing_id, nothing restored', async () => {
    const c = await t.workspace();
    const old = await created(c, '/tags', { name: 'Partner' });
    const note = await created(c, '/notes', { body: 'n' });
    await c.del(`/tags/${old.id}`);
    await c.del(`/notes/${note.id}`);
    const holder = await created(c, '/tags', { name: 'PARTNER' });
    const res = await restore(c, [note.id, old.id]);
    const error = expectError(res, 409, 'conflict');
    expect(error.details).toEqual([
      { path: '/body/ids/1', message: 'is already taken', existing_id: holder.id },
    ]);
    // All or nothing: the note stayed in the trash.
    expect((await c.get(`/notes/${note.id}`)).status).toBe(404);
    // A custom field: per entity type.
    const f = await created(c, '/custom-fields', {
      name: 'Tier',
      field_type: 'NUMERIC',
      entity_type: 'CONTACT',
    });
    await c.del(`/custom-fields/${f.id}`);
    await created(c, '/custom-fields', { name: 'tier', field_type: 'NUMERIC', entity_type: 'COMPANY' });
    expect((await restore(c, [f.id])).status).toBe(200);
    await c.del(`/custom-fields/${f.id}`);
    const fieldHolder = await created(c, '/custom-fields', {
      name: 'TIER',
      field_type: 'BOOLEAN',
      entity_type: 'CONTACT',
    });
    const refused = expectError(await restore(c, [f.id]), 409, 'conflict');
    expect(refused.details[0]).toMatchObject({ path: '/body/ids/0', existing_id: fieldHolder.id });
  });

  it("answers 404 at /body/ids/<i> for an ID not in the trash: another workspace's as an unknown one", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const mine = await created(c, '/tags', { name: 'Mine' });
    const theirs = await created(other, '/tags', { name: 'Theirs' });
    const alive = await created(c, '/tags', { name: 'Alive' });
    await c.del(`/tags/${mine.id}`);
    await other.del(`/tags/${theirs.id}`);
    const foreign = await restore(c, [mine.id, theirs.id]);
    const unknown = await restore(c, [mine.id, 'tag_00000000000000000000000000']);
    expectError(foreign, 404, 'not_found');
    expect(foreign.body.error.details).toEqual([{ path: '/body/ids/1', message: 'is not in the trash' }]);
    expect(unknown.body.error.details).toEqual(foreign.body.error.details);
    expect(foreign.body.error.message.replace(theirs.id, 'X')).toBe(
      unknown.body.error.message.replace('tag_00000000000000000000000000', 'X'),
    );
    expect(expectError(await restore(c, [alive.id]), 404, 'not_found').details[0].path).toBe('/body/ids/0');
    // Restored already: no longer in the trash.
    const back = await created(c, '/tags', { name: 'Back' });
    await c.del(`/tags/${back.id}`);
    expect((await restore(c, [back.id])).status).toBe(200);
    expect(expectError(await restore(c, [back.id]), 404, 'not_found').details[0].path).toBe('/body/ids/0');
    // Nothing was restored, here or there.
    expect((await c.get(`/tags/${mine.id}`)).status).toBe(404);
    expect((await other.get(`/tags/${theirs.id}`)).status).toBe(404);
    expect((await other.get('/trash')).body.data.map((r: Rec) => r.id)).toEqual([theirs.id]);
  });

  it('needs delete on each record area to restore (403 naming each, before a 404), and read on some area to list', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Scoped' });
    const note = await created(c, '/notes', { body: 'scoped' });
    await c.del(`/tags/${tag.id}`);
    await c.del(`/notes/${note.id}`);
    const tagsOnly = await keyWith(t, c, ['tags:delete', 'notes:write']);
    // An unknown ID too: the scope comes first.
    expectLacks(await restore(tagsOnly, [tag.id, note.id, 'tag_00000000000000000000000000']), 'notes:delete');
    expectLacks(
      await restore(await keyWith(t, c, ['read']), [note.id, tag.id]),
      'notes:delete',
      'tags:delete',
    );
    expect((await c.get(`/tags/${tag.id}`)).status).toBe(404);
    expect((await restore(tagsOnly, [tag.id])).status).toBe(200);
    // Listing: only the areas the key reads; none at all is a 403.
    const company = await created(c, '/companies', { name: 'Unread' });
    await c.del(`/companies/${company.id}`);
    expect((await c.get('/trash')).body.data.map((r: Rec) => r.id)).toEqual([company.id, note.id]);
    const notesReader = await keyWith(t, c, ['notes:read']);
    expect((await notesReader.get('/trash')).body.data.map((r: Rec) => r.id)).toEqual([note.id]);
    expect((await notesReader.get('/trash?resource=tag')).body.data).toEqual([]);
    const none = await keyWith(t, c, ['events:read', 'webhooks:read']);
    expectError(await none.get('/trash'), 403, 'insufficient_scope');
    expectError(
      await (await keyWith(t, c, ['write'])).post('/trash/restore', { ids: [note.id] }),
      403,
      'insufficient_scope',
    );
  });

  it('lists the last deleted first, each record once for its last delete', async () => {
    const c = await t.workspace();
    const a = await created(c, '/contacts', { first_name: 'A' });
    const b = await created(c, '/companies', { name: 'B' });
    const d = await created(c, '/tags', { name: 'D' });
    // Deleted in another order than created; `a` deleted, restored and deleted again.
    await c.del(`/contacts/${a.id}`);
    await c.del(`/tags/${d.id}`);
    expect((await restore(c, [a.id])).status).toBe(200);
    await c.del(`/companies/${b.id}`);
    const del = await c.del(`/contacts/${a.id}`);
    const page = await c.get('/trash');
    expect(page.status).toBe(200);
    expect(page.body.data.map((r: Rec) => [r.resource, r.id])).toEqual([
      ['contact', a.id],
      ['company', b.id],
      ['tag', d.id],
    ]);
    expect(page.body.meta).toEqual({ limit: 25, offset: 0, total: 3, has_more: false });
    const lastDelete = (await c.get(`/events?types=contact.deleted&resource_id=${a.id}`)).body.data.at(-1);
    expect(page.body.data[0]).toEqual({
      id: a.id,
      resource: 'contact',
      deleted_at: lastDelete.occurred_at,
      actor: { api_key_id: c.key_id, user_id: c.user.id },
      request_id: lastDelete.request_id,
      record: del.body.data,
    });
    const second = await c.get('/trash?limit=1&offset=1');
    expect(second.body.data.map((r: Rec) => r.id)).toEqual([b.id]);
    expect(second.body.meta).toEqual({ limit: 1, offset: 1, total: 3, has_more: true });
    expect((await c.get('/trash?resource=company')).body.data.map((r: Rec) => r.id)).toEqual([b.id]);
    expectError(await c.get('/trash?resource=deal'), 400, 'validation_error');
  });

  it('a restore racing a new tag of the same name: one wins, nothing half-done', async () => {
    const c = await t.workspace();
    for (let round = 0; round < 5; round++) {
      const name = `Race ${round}`;
      const tag = await created(c, '/tags', { name });
      const contact = await created(c, '/contacts', { first_name: `R${round}`, tags: [tag.id] });
      await c.del(`/tags/${tag.id}`);
      const [restored, made] = await Promise.all([
        restore(c, [tag.id]),
        c.post('/tags', { name: name.toUpperCase() }),
      ]);
      // One wins (the restore's 200 or the create's 201), the other is refused.
      expect([restored.status, made.status]).toEqual(restored.status === 200 ? [200, 409] : [409, 201]);
      const held = await c.get(`/tags?limit=100`);
      const holders = held.body.data.filter((x: Rec) => String(x.name).toLowerCase() === name.toLowerCase());
      expect(holders).toHaveLength(1);
      const tags = (await getContact(c, contact.id)).tags;
      if (restored.status === 200) {
        expect(made.body.error.details[0].existing_id).toBe(tag.id);
        expect(tags).toEqual([{ tag: { id: tag.id, name } }]);
      } else {
        expect(restored.body.error.details[0].existing_id).toBe(made.body.data?.id ?? holders[0].id);
        expect(tags).toEqual([]);
        expect((await c.get(`/trash?resource=tag`)).body.data.map((r: Rec) => r.id)).toContain(tag.id);
      }
    }
  });

  it('retention purges what the trash keeps with the delete event: the record is no longer restorable', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Old' });
    const kept = await created(other, '/tags', { name: 'Kept' });
    await c.del(`/tags/${tag.id}`);
    await other.del(`/tags/${kept.id}`);
    const keptRows = async (ws: Client) =>
      (
        await t.handle.db
          .selectFrom('events')
          .select('kept')
          .where('workspace_id', '=', ws.workspace.id)
          .where('kept', 'is not', null)
          .execute()
      ).length;
    expect(await keptRows(c)).toBe(1);
    await purgeExpiredEvents(t.handle, 0, { now: Date.now() + 1000, workspaceIds: [c.workspace.id] });
    expect(await keptRows(c)).toBe(0);
    expect((await c.get('/trash')).body.data).toEqual([]);
    expectError(await restore(c, [tag.id]), 404, 'not_found');
    expect(await keptRows(other)).toBe(1);
  });

  it('refuses a body of no IDs, more than 100, or one ID twice: 400, nothing restored', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Twice' });
    await c.del(`/tags/${tag.id}`);
    expectError(await restore(c, []), 400, 'validation_error');
    // 101 different IDs (the rest unknown): refused for their number, before any is looked for.
    const tooMany = expectError(
      await restore(c, [
        tag.id,
        ...Array.from({ length: 100 }, (_, i) => `tag_${String(i).padStart(26, '0')}`),
      ]),
      400,
      'validation_error',
    );
    expect(tooMany.details.map((d: { path: string }) => d.path)).toEqual(['/body/ids']);
    const twice = expectError(await restore(c, [tag.id, tag.id]), 400, 'validation_error');
    expect(twice.details).toEqual([{ path: '/body/ids/1', message: 'is sent twice' }]);
    expect((await c.get(`/tags/${tag.id}`)).status).toBe(404);
  });
});

export type { Harness };
