import { expect, it } from 'vitest';
import { makeCompany, makeContact, makeTask } from '../../../test/factories.js';
import { type Client, countQueries, describeEachDatabase, expectError } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeEachDatabase('tags', (t) => {
  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  async function linked(c: Client) {
    return {
      ann: await makeContact(t, c, 'Ann', 'Lee'),
      bob: await makeContact(t, c, 'Bob', ''),
      acme: await makeCompany(t, c, 'Acme'),
      globex: await makeCompany(t, c, 'Globex'),
      call: await makeTask(t, c, 'Call back'),
      mail: await makeTask(t, c, 'Send mail'),
    };
  }

  /** Links of a tag as stored, read from the link tables' side. */
  async function linksOf(tagId: string) {
    const db = t.handle.db;
    const [contacts, companies, tasks] = await Promise.all([
      db.selectFrom('contact_tags').select('contact_id').where('tag_id', '=', tagId).execute(),
      db.selectFrom('company_tags').select('company_id').where('tag_id', '=', tagId).execute(),
      db.selectFrom('task_tags').select('task_id').where('tag_id', '=', tagId).execute(),
    ]);
    return { contacts: contacts.length, companies: companies.length, tasks: tasks.length };
  }

  it('creates a tag: 201, Location, every relation expanded in its embedded form', async () => {
    const c = await t.workspace();
    const r = await linked(c);
    const res = await c.post('/tags', {
      name: 'Investor',
      contacts: [r.ann, r.bob],
      companies: [r.acme],
      tasks: [r.call],
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/tags/${res.body.data.id}`);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^tag_[0-9a-z]{26}$/),
        name: 'Investor',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: res.body.data.created_at,
        contacts: [
          { id: r.ann, full_name: 'Ann Lee', image_url: null },
          { id: r.bob, full_name: 'Bob', image_url: null },
        ],
        companies: [{ id: r.acme, name: 'Acme', logo_url: null }],
        tasks: [{ id: r.call, body: 'Call back' }],
      },
    });
    // Without relations the response still carries all three, empty; include changes nothing.
    const bare = await c.post('/tags?include=contacts', { name: 'Bare' });
    expect(bare.status).toBe(201);
    expect(bare.body.data).toEqual({
      id: expect.stringMatching(/^tag_/),
      name: 'Bare',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: bare.body.data.created_at,
      contacts: [],
      companies: [],
      tasks: [],
    });
    // The version-less prefix answers too, and names the record under it.
    const v1 = await c.request('POST', '/v1/tags', { name: 'Short path' });
    expect(v1.status).toBe(201);
    expect(v1.headers.location).toBe(`/v1/tags/${v1.body.data.id}`);
  });

  it('checks the name length at its limits: 0 and 51 refused, 1 and 50 accepted', async () => {
    const c = await t.workspace();
    let err = expectError(await c.post('/tags', { name: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at least 1 character' }]);
    err = expectError(await c.post('/tags', { name: 'x'.repeat(51) }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at most 50 characters' }]);
    err = expectError(await c.post('/tags', {}), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'is required' }]);
    expect((await c.get('/tags')).body.meta.total).toBe(0);

    const one = await c.post('/tags', { name: 'x' });
    expect(one.status).toBe(201);
    expect(one.body.data.name).toBe('x');
    const fifty = await c.post('/tags', { name: 'y'.repeat(50) });
    expect(fifty.status).toBe(201);
    expect(fifty.body.data.name).toBe('y'.repeat(50));

    err = expectError(
      await c.put(`/tags/${one.body.data.id}`, { name: 'z'.repeat(51) }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at most 50 characters' }]);
    err = expectError(await c.patch(`/tags/${one.body.data.id}`, { name: '' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'must have at least 1 character' }]);
    expect((await c.put(`/tags/${one.body.data.id}`, { name: 'z'.repeat(50) })).body.data.name).toBe(
      'z'.repeat(50),
    );
  });

  it('refuses unknown and read-only body properties and unknown query parameters', async () => {
    const c = await t.workspace();
    let err = expectError(await c.post('/tags', { name: 'a', color: 'red' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/color', message: 'is not an allowed property' }]);
    err = expectError(await c.post('/tags', { name: 'a', id: 'tag_mine' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/id', message: 'is not an allowed property' }]);
    expect((await c.get('/tags')).body.meta.total).toBe(0);

    const tag = (await c.post('/tags', { name: 'a' })).body.data;
    err = expectError(
      await c.put(`/tags/${tag.id}`, { name: 'b', created_at: tag.created_at }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/created_at', message: 'is not an allowed property' }]);
    err = expectError(await c.patch(`/tags/${tag.id}`, { notes: [] }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/notes', message: 'is not an allowed property' }]);
    err = expectError(await c.post('/tags', { name: 'c', contacts: 'con_1' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/contacts', message: 'must be array' }]);
    expect((await c.get(`/tags/${tag.id}`)).body.data.name).toBe('a');

    err = expectError(await c.get('/tags?color=red'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/color', message: 'is not a known query parameter' }]);
    err = expectError(await c.get('/tags?include=notes'), 400, 'validation_error');
    expect(err.details).toEqual([
      { path: '/query/include', message: 'must be a comma-separated list of: contacts, companies, tasks' },
    ]);
    err = expectError(await c.get('/tags?order_by=full_name'), 400, 'validation_error');
    expect(err.details[0].path).toBe('/query/order_by');
    err = expectError(await c.get(`/tags/${tag.id}?limit=1`), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/limit', message: 'is not a known query parameter' }]);
  });

  it('keeps names unique ignoring case: 409 names the holder; a tag may recase its own name', async () => {
    const c = await t.workspace();
    const investor = (await c.post('/tags', { name: 'Investor' })).body.data;
    const lead = (await c.post('/tags', { name: 'Lead' })).body.data;

    let err = expectError(await c.post('/tags', { name: 'INVESTOR' }), 409, 'conflict');
    expect(err.details).toEqual([
      { path: '/body/name', message: 'is already taken', existing_id: investor.id },
    ]);
    expect((await c.get('/tags')).body.meta.total).toBe(2);

    const r = await linked(c);
    err = expectError(
      await c.put(`/tags/${lead.id}`, { name: 'investor', contacts: [r.ann] }),
      409,
      'conflict',
    );
    expect(err.details).toEqual([
      { path: '/body/name', message: 'is already taken', existing_id: investor.id },
    ]);
    err = expectError(await c.patch(`/tags/${lead.id}`, { name: 'iNvEsToR' }), 409, 'conflict');
    expect(err.details[0].existing_id).toBe(investor.id);
    // Nothing of the refused update was written.
    const still = await c.get(`/tags/${lead.id}?include=contacts,companies,tasks`);
    expect(still.body.data).toEqual(lead);

    const recased = await c.put(`/tags/${investor.id}`, { name: 'INVESTOR' });
    expect(recased.status).toBe(200);
    expect(recased.body.data.name).toBe('INVESTOR');
    expect((await c.patch(`/tags/${investor.id}`, { name: 'INVESTOR' })).status).toBe(200);

    // Another workspace may use the same name.
    const other = await t.workspace();
    expect((await other.post('/tags', { name: 'investor' })).status).toBe(201);
  });

  it('answers one 201 and the same 409 to creates racing for one name', async () => {
    const c = await t.workspace();
    const results = await Promise.all(['Hot', 'HOT', 'hot', 'hOt'].map((name) => c.post('/tags', { name })));
    const winners = results.filter((res) => res.status === 201);
    expect(winners).toHaveLength(1);
    const winner = winners[0].body.data.id;
    for (const res of results.filter((x) => x.status !== 201)) {
      const err = expectError(res, 409, 'conflict');
      expect(err.details).toEqual([{ path: '/body/name', message: 'is already taken', existing_id: winner }]);
    }
    expect((await c.get('/tags')).body.meta.total).toBe(1);
  });

  it('embeds each relation only when included, in its exact shape', async () => {
    const c = await t.workspace();
    const r = await linked(c);
    const tag = (
      await c.post('/tags', {
        name: 'T',
        contacts: [r.bob, r.ann],
        companies: [r.globex, r.acme],
        tasks: [r.mail],
      })
    ).body.data;
    const base = { id: tag.id, name: 'T', created_at: tag.created_at, updated_at: tag.updated_at };

    expect((await c.get(`/tags/${tag.id}`)).body).toEqual({ data: base });
    expect((await c.get(`/tags/${tag.id}?include=contacts`)).body.data).toEqual({
      ...base,
      contacts: [
        { id: r.bob, full_name: 'Bob', image_url: null },
        { id: r.ann, full_name: 'Ann Lee', image_url: null },
      ],
    });
    expect((await c.get(`/tags/${tag.id}?include=companies`)).body.data).toEqual({
      ...base,
      companies: [
        { id: r.globex, name: 'Globex', logo_url: null },
        { id: r.acme, name: 'Acme', logo_url: null },
      ],
    });
    expect((await c.get(`/tags/${tag.id}?include=tasks`)).body.data).toEqual({
      ...base,
      tasks: [{ id: r.mail, body: 'Send mail' }],
    });
    expect((await c.get(`/tags/${tag.id}?include=%20tasks%20,contacts,tasks,companies`)).body.data).toEqual(
      tag,
    );

    // In a collection, one page gets each relation, and a tag without members gets [].
    const empty = (await c.post('/tags', { name: 'Empty' })).body.data;
    const page = await c.get('/tags?include=contacts,companies,tasks&order_by=created_at:asc');
    expect(page.body).toEqual({
      data: [tag, { ...empty }],
      meta: { limit: 25, offset: 0, total: 2, has_more: false },
    });
    const plain = await c.get('/tags?order_by=created_at:asc');
    expect(plain.body.data).toEqual([
      base,
      { id: empty.id, name: 'Empty', created_at: empty.created_at, updated_at: empty.updated_at },
    ]);
  });

  it('orders by created_at, name (ignoring case) and updated_at, both ways, ties broken by id', async () => {
    const c = await t.workspace();
    const make = async (name: string) => (await c.post('/tags', { name })).body.data.id as string;
    // IDs are time-ordered: a < b < d < e.
    const [a, b, d, e] = [
      await make('cherry'),
      await make('Banana'),
      await make('apple'),
      await make('Date'),
    ];
    const set = (id: string, values: { created_at?: string; updated_at?: string }) =>
      t.handle.db.updateTable('tags').set(values).where('id', '=', id).execute();
    // created_at: b and d tie; updated_at: a and e tie.
    await set(a, { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' });
    await set(b, { created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
    await set(d, { created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' });
    await set(e, { created_at: '2026-01-03T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' });
    const order = async (q: string) => ids((await c.get(`/tags?order_by=${q}`)).body.data);

    expect(await order('created_at:asc')).toEqual([a, b, d, e]);
    expect(await order('created_at')).toEqual([a, b, d, e]);
    expect(await order('created_at:desc')).toEqual([e, d, b, a]);
    expect(ids((await c.get('/tags')).body.data)).toEqual([e, d, b, a]);
    expect(await order('name:asc')).toEqual([d, b, a, e]);
    expect(await order('name:desc')).toEqual([e, a, b, d]);
    expect(await order('updated_at:asc')).toEqual([b, d, a, e]);
    expect(await order('updated_at:desc')).toEqual([e, a, d, b]);

    // Pages of one order neither overlap nor skip.
    const first = await c.get('/tags?order_by=created_at:desc&limit=2');
    const second = await c.get('/tags?order_by=created_at:desc&limit=2&offset=2');
    expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual([e, d, b, a]);
    expect(first.body.meta).toEqual({ limit: 2, offset: 0, total: 4, has_more: true });
    expect(second.body.meta).toEqual({ limit: 2, offset: 2, total: 4, has_more: false });
  });

  it('replaces a relation sent and leaves an absent one: kept links stay in place, new ones are appended', async () => {
    const c = await t.workspace();
    const r = await linked(c);
    const carl = await makeContact(t, c, 'Carl', 'Marx');
    const dora = await makeContact(t, c, 'Dora', 'Maar');
    const initech = await makeCompany(t, c, 'Initech');
    const id = (
      await c.post('/tags', {
        name: 'T',
        contacts: [r.ann, r.bob, carl],
        companies: [r.acme, r.globex],
        tasks: [r.call, r.mail],
      })
    ).body.data.id;

    // Subset plus new members: kept ones keep their order, new ones follow in the order sent.
    let res = await c.put(`/tags/${id}`, { contacts: [dora, carl, r.ann] });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.contacts)).toEqual([r.ann, carl, dora]);
    expect(ids(res.body.data.companies)).toEqual([r.acme, r.globex]);
    expect(ids(res.body.data.tasks)).toEqual([r.call, r.mail]);

    res = await c.patch(`/tags/${id}`, { companies: [initech, r.globex], tasks: [r.mail] });
    expect(ids(res.body.data.companies)).toEqual([r.globex, initech]);
    expect(ids(res.body.data.tasks)).toEqual([r.mail]);
    expect(ids(res.body.data.contacts)).toEqual([r.ann, carl, dora]);

    // A name-only update touches no relation; repeats count once.
    res = await c.put(`/tags/${id}`, { name: 'Renamed' });
    expect(res.body.data.name).toBe('Renamed');
    expect(ids(res.body.data.contacts)).toEqual([r.ann, carl, dora]);
    expect(ids(res.body.data.companies)).toEqual([r.globex, initech]);
    expect(ids(res.body.data.tasks)).toEqual([r.mail]);
    res = await c.put(`/tags/${id}`, { tasks: [r.call, r.call, r.mail] });
    expect(ids(res.body.data.tasks)).toEqual([r.mail, r.call]);

    // An empty array empties that relation only.
    res = await c.put(`/tags/${id}`, { contacts: [] });
    expect(res.body.data.contacts).toEqual([]);
    expect(ids(res.body.data.companies)).toEqual([r.globex, initech]);
    res = await c.patch(`/tags/${id}`, { companies: [], tasks: [] });
    expect(res.body.data).toMatchObject({ name: 'Renamed', contacts: [], companies: [], tasks: [] });
    expect(await linksOf(id)).toEqual({ contacts: 0, companies: 0, tasks: 0 });
  });

  it('moves updated_at on every update that changes the tag, never on one that does not, never created_at', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'T' })).body.data;
    const same = await c.patch(`/tags/${tag.id}`, { name: 'T' });
    expect(same.body.data.updated_at).toBe(tag.updated_at);
    expect((await c.patch(`/tags/${tag.id}`, {})).body.data.updated_at).toBe(tag.updated_at);
    const res = await c.patch(`/tags/${tag.id}`, { name: 'U' });
    expect(res.body.data.created_at).toBe(tag.created_at);
    expect(res.body.data.updated_at > tag.updated_at).toBe(true);
  });

  it('422 lists every unknown, foreign or wrong-kind ID and writes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const r = await linked(c);
    const foreignContact = await makeContact(t, other, 'Far', 'Away');
    const foreignCompany = await makeCompany(t, other, 'Elsewhere');
    const foreignTask = await makeTask(t, other, 'Not yours');

    const err = expectError(
      await c.post('/tags', {
        name: 'T',
        contacts: [r.ann, 'con_nope', foreignContact],
        companies: [foreignCompany, r.acme],
        tasks: [r.call, foreignTask, r.ann],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      { path: '/body/contacts/1', message: '"con_nope" is not a contact in this workspace', id: 'con_nope' },
      {
        path: '/body/contacts/2',
        message: `"${foreignContact}" is not a contact in this workspace`,
        id: foreignContact,
      },
      {
        path: '/body/companies/0',
        message: `"${foreignCompany}" is not a company in this workspace`,
        id: foreignCompany,
      },
      { path: '/body/tasks/1', message: `"${foreignTask}" is not a task in this workspace`, id: foreignTask },
      { path: '/body/tasks/2', message: `"${r.ann}" is not a task in this workspace`, id: r.ann },
    ]);
    expect((await c.get('/tags')).body.meta.total).toBe(0);
    expect(
      await t.handle.db.selectFrom('contact_tags').select('tag_id').where('contact_id', '=', r.ann).execute(),
    ).toEqual([]);

    const tag = (await c.post('/tags', { name: 'T', contacts: [r.ann], tasks: [r.call] })).body.data;
    const put = expectError(
      await c.put(`/tags/${tag.id}`, { name: 'Changed', contacts: [r.bob, foreignContact], tasks: [] }),
      422,
      'unknown_reference',
    );
    expect(put.details.map((d) => d.path)).toEqual(['/body/contacts/1']);
    expect((await c.get(`/tags/${tag.id}?include=contacts,companies,tasks`)).body.data).toEqual(tag);
  });

  it('deletes a tag: answers it as it was, removes its links and nothing else', async () => {
    const c = await t.workspace();
    const r = await linked(c);
    const tag = (
      await c.post('/tags', { name: 'Gone', contacts: [r.ann], companies: [r.acme], tasks: [r.call] })
    ).body.data;
    const kept = (
      await c.post('/tags', { name: 'Kept', contacts: [r.ann], companies: [r.acme], tasks: [r.call] })
    ).body.data;

    const res = await c.del(`/tags/${tag.id}?include=contacts,companies,tasks`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: tag });
    expectError(await c.get(`/tags/${tag.id}`), 404, 'not_found');
    expectError(await c.del(`/tags/${tag.id}`), 404, 'not_found');
    expect(await linksOf(tag.id)).toEqual({ contacts: 0, companies: 0, tasks: 0 });

    // The linked records remain, still linked to the other tag.
    const db = t.handle.db;
    expect(await db.selectFrom('contacts').select('id').where('id', '=', r.ann).execute()).toHaveLength(1);
    expect(await db.selectFrom('companies').select('id').where('id', '=', r.acme).execute()).toHaveLength(1);
    expect(await db.selectFrom('tasks').select('id').where('id', '=', r.call).execute()).toHaveLength(1);
    expect((await c.get(`/tags/${kept.id}?include=contacts,companies,tasks`)).body.data).toEqual(kept);
    const fromContact = await db
      .selectFrom('contact_tags')
      .select('tag_id')
      .where('contact_id', '=', r.ann)
      .execute();
    expect(fromContact.map((x) => x.tag_id)).toEqual([kept.id]);
    // Seen from the other side through the API: only the kept tag is left.
    const keptRef = { id: kept.id, name: 'Kept' };
    expect((await c.get(`/contacts/${r.ann}?include=tags`)).body.data.tags).toEqual([{ tag: keptRef }]);
    expect((await c.get(`/companies/${r.acme}?include=tags`)).body.data.tags).toEqual([{ tag: keptRef }]);
    expect((await c.get(`/tasks/${r.call}?include=tags`)).body.data.tags).toEqual([keptRef]);

    // Without include the deleted record comes bare.
    const bare = (await c.post('/tags', { name: 'Bare', contacts: [r.bob] })).body.data;
    expect((await c.del(`/tags/${bare.id}`)).body).toEqual({
      data: { id: bare.id, name: 'Bare', created_at: bare.created_at, updated_at: bare.updated_at },
    });
  });

  it("answers 404 for another workspace's tag and leaves it alone", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = (await other.post('/tags', { name: 'Theirs' })).body.data;

    expectError(await c.get(`/tags/${theirs.id}`), 404, 'not_found');
    expectError(await c.put(`/tags/${theirs.id}`, { name: 'Mine' }), 404, 'not_found');
    expectError(await c.patch(`/tags/${theirs.id}`, { name: 'Mine' }), 404, 'not_found');
    expectError(await c.del(`/tags/${theirs.id}`), 404, 'not_found');
    expect((await c.get('/tags')).body).toEqual({
      data: [],
      meta: { limit: 25, offset: 0, total: 0, has_more: false },
    });
    expect((await other.get(`/tags/${theirs.id}`)).body.data).toEqual({
      id: theirs.id,
      name: 'Theirs',
      created_at: theirs.created_at,
      updated_at: theirs.updated_at,
    });
    const err = expectError(await c.get('/tags/tag_nope'), 404, 'not_found');
    expect(err.message).toBe('No tag with ID "tag_nope" exists in this workspace.');
  });
  it('orders by name ignoring case after a rename through PUT, as after POST', async () => {
    const c = await t.workspace();
    const make = async (name: string) => (await c.post('/tags', { name })).body.data.id as string;
    const [a, b, d] = [await make('alpha'), await make('Bravo'), await make('charlie')];
    // Ignoring case: Bravo, charlie, Zulu. A stale sort key keeps alpha first; one by case puts Zulu before charlie.
    expect((await c.put(`/tags/${a}`, { name: 'Zulu' })).status).toBe(200);
    const order = async (dir: string) => ids((await c.get(`/tags?order_by=name:${dir}`)).body.data);
    expect(await order('asc')).toEqual([b, d, a]);
    expect(await order('desc')).toEqual([a, d, b]);
  });

  it('answers 422 before 409: a name taken in another case with an unknown contact, on POST and PUT', async () => {
    const c = await t.workspace();
    const holder = (await c.post('/tags', { name: 'Hot' })).body.data.id;
    const other = (await c.post('/tags', { name: 'Cold' })).body.data.id;
    const unknown = [
      { path: '/body/contacts/0', message: '"con_nope" is not a contact in this workspace', id: 'con_nope' },
    ];
    let err = expectError(
      await c.post('/tags', { name: 'HOT', contacts: ['con_nope'] }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual(unknown);
    err = expectError(
      await c.put(`/tags/${other}`, { name: 'hot', contacts: ['con_nope'] }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual(unknown);
    // The name alone is the 409; nothing was written by any of them.
    err = expectError(await c.put(`/tags/${other}`, { name: 'hot' }), 409, 'conflict');
    expect(err.details[0].existing_id).toBe(holder);
    const list = await c.get('/tags?order_by=created_at:asc');
    expect(list.body.data.map((x: { name: string }) => x.name)).toEqual(['Hot', 'Cold']);
  });

  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/tags',
      table: 'tags',
      fields: { created_at: 'created_at', updated_at: 'updated_at' },
      make: async (c) => (await c.post('/tags', { name: 'Tie' })).body.data.id,
      vary: (i) => ({ name: `Tie ${i}`, sort_name: `tie ${i}` }),
    });
  });

  it('a PATCH reads and locks its record once, whatever the resource and the change feed need of it', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Once' })).body.data;
    // The first PATCH resolves the key: the second finds it remembered (SQLite), a write of a tag
    // leaving keys alone.
    await c.patch(`/tags/${tag.id}`, { name: 'Once 1' });
    const { queries, result } = await countQueries(() => c.patch(`/tags/${tag.id}`, { name: 'Once 2' }));
    expect(result.status).toBe(200);
    // Every statement of the write (its transaction, the lock, the update, its search text,
    // its event and mark: one statement with the feed lock on PostgreSQL) and of its answer:
    // one more is a second read of the record. PostgreSQL's count has the key's lookup. On
    // SQLite a write alone in its commit group has no savepoint to open and release.
    expect(queries).toBe(t.db.name === 'sqlite' ? 13 : 11);
  });
});
