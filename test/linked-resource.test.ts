import { beforeAll, expect, it, vi } from 'vitest';
import { created } from './factories.js';
import { describeEachDatabase, expectError } from './harness.js';
import { seedWorkspace } from '../src/seed/seed.js';
import { httpClient } from './mcp-support.js';
import { createDealTables } from './scratch-deals.js';
import { expectLacks, keyWith } from './scopes-support.js';

/**
 * A linked resource is one folder: deals (test/scratch-deals.ts), which no
 * code of src/ names, list contacts and companies, and a contact lists its
 * deals. Registered beside the others, it is read, searched, filtered,
 * exported, merged, scoped, recorded in the feed, documented and offered to
 * MCP clients from its declarations alone; the contacts are registered as
 * they are, and the link gives their record its field (its property, its
 * include, its place in the full answer and in the documents).
 */
vi.mock('../src/modules/index.js', async () => {
  const { registeredAs } = await import('./scratch-registry.js');
  const { dealsModule } = await import('./scratch-deals.js');
  return registeredAs((m) => [
    m.contacts,
    m.companies,
    m.tags,
    m.notes,
    m.lists,
    m.tasks,
    m.customFields,
    dealsModule,
  ]);
});

type Linked = { id: string };
const ids = (list: Linked[]) => list.map((x) => x.id);

describeEachDatabase('a linked resource of its own folder', (t) => {
  beforeAll(() => createDealTables(t.handle.db));

  async function workspaceWithDeal() {
    const c = await t.workspace();
    const ann = await created(c, '/contacts', { first_name: 'Ann', last_name: 'Lee' });
    const bob = await created(c, '/contacts', { first_name: 'Bob', last_name: 'Ray' });
    const acme = await created(c, '/companies', { name: 'Acme' });
    const res = await c.post('/deals', {
      name: 'Acme renewal',
      contacts: [ann.id, bob.id],
      companies: [acme.id],
    });
    expect(res.status).toBe(201);
    return { c, ann, bob, acme, deal: res.body.data };
  }

  it('a deal lists its contacts and companies, and a contact includes its deals and exports them', async () => {
    const { c, ann, bob, acme, deal } = await workspaceWithDeal();
    expect(deal).toEqual({
      id: expect.stringMatching(/^del_/),
      name: 'Acme renewal',
      stage: 'open',
      created_at: expect.any(String),
      updated_at: deal.created_at,
      contacts: [
        { id: ann.id, full_name: 'Ann Lee', image_url: null },
        { id: bob.id, full_name: 'Bob Ray', image_url: null },
      ],
      companies: [{ id: acme.id, name: 'Acme', logo_url: null }],
    });
    const embedded = { id: deal.id, name: 'Acme renewal', stage: 'open' };
    expect((await c.get(`/contacts/${ann.id}?include=deals`)).body.data.deals).toEqual([embedded]);
    expect((await c.get(`/contacts/${ann.id}`)).body.data).not.toHaveProperty('deals');
    expect(
      (await c.get(`/contacts?include=deals`)).body.data.map((x: { deals: unknown }) => x.deals),
    ).toEqual([[embedded], [embedded]]);
    // A contact's full answer carries it; a company's has no such field (its side lists nothing).
    expect((await c.patch(`/contacts/${bob.id}`, { job_title: 'Buyer' })).body.data.deals).toEqual([
      embedded,
    ]);
    expectError(await c.get(`/companies/${acme.id}?include=deals`), 400, 'validation_error');

    // The export: the full records in JSONL, the deals' names in their CSV column.
    const lines = (await c.get('/contacts/export?format=jsonl')).raw.body.trim().split('\n');
    expect(lines.map((line: string) => JSON.parse(line).deals)).toEqual([[embedded], [embedded]]);
    const csv = (await c.get('/contacts/export')).raw.body.trim().split('\n');
    const header = csv[0].split(',');
    expect(header).toContain('deals');
    expect(csv.slice(1).map((row: string) => row.split(',')[header.indexOf('deals')])).toEqual([
      'Acme renewal',
      'Acme renewal',
    ]);
    // Deleting a contact unlinks it from its deals.
    expect((await c.del(`/contacts/${bob.id}`)).status).toBe(200);
    expect(ids((await c.get(`/deals/${deal.id}?include=contacts`)).body.data.contacts)).toEqual([ann.id]);
  });

  it("a new contact's answer and created event carry the field a link gives it, as its GET does", async () => {
    const w = await t.workspace();
    const made = await w.post('/contacts', { first_name: 'Cy', tags: [] });
    expect(made.body.data.deals).toEqual([]);
    const full = 'emails,phone_numbers,companies,custom_fields,tags,lists,notes,deals';
    expect(made.body.data).toEqual((await w.get(`/contacts/${made.body.data.id}?include=${full}`)).body.data);
    const batch = await w.post('/contacts/batch', { records: [{ first_name: 'Di' }] });
    expect(batch.body.data[0].deals).toEqual([]);
    const feed = (await w.get('/events?limit=1000')).body.data as {
      type: string;
      resource_id: string;
      data: unknown;
    }[];
    const createdEvent = feed.find(
      (e) => e.type === 'contact.created' && e.resource_id === made.body.data.id,
    )!;
    expect(JSON.stringify(createdEvent.data)).toBe(JSON.stringify(made.body.data));
  });

  it('q and the filters find deals', async () => {
    const { c, ann, bob, acme, deal } = await workspaceWithDeal();
    const other = await created(c, '/deals', { name: 'Globex expansion', stage: 'won', contacts: [bob.id] });
    const found = async (query: string) => ids((await c.get(`/deals?${query}`)).body.data);
    expect(await found('q=renew')).toEqual([deal.id]);
    expect(await found('q=GLOB')).toEqual([other.id]);
    expect(await found(`contact=${ann.id}`)).toEqual([deal.id]);
    expect(await found(`contact=${bob.id}&order_by=created_at:asc`)).toEqual([deal.id, other.id]);
    expect(await found(`company=${acme.id}`)).toEqual([deal.id]);
    expect(await found('stage=won')).toEqual([other.id]);
    expect(await found('stage=lost')).toEqual([]);
    // After a rename, q finds the new words only.
    await c.patch(`/deals/${other.id}`, { name: 'Initech pilot' });
    expect(await found('q=glob')).toEqual([]);
    expect(await found('q=initech')).toEqual([other.id]);
    expectError(await c.get('/deals?stage=maybe'), 400, 'validation_error');
  });

  it('merging contacts and merging companies keeps its links, with their events', async () => {
    const { c, ann, bob, acme, deal } = await workspaceWithDeal();
    const target = await created(c, '/contacts', { first_name: 'Ann', last_name: 'Lee (new)' });
    const acme2 = await created(c, '/companies', { name: 'Acme Inc' });
    const cursor = (await c.get('/events?limit=1000')).body.meta.next_cursor as string;

    // The merge's answer is the target fully expanded: with the field the link gives it, which its include names.
    const merged = await c.post(`/contacts/${target.id}/merge?include=deals`, { contacts: [ann.id] });
    expect(merged.status).toBe(200);
    expect(ids(merged.body.data.deals)).toEqual([deal.id]);
    expect((await c.post(`/companies/${acme2.id}/merge`, { companies: [acme.id] })).status).toBe(200);
    const read = (await c.get(`/deals/${deal.id}?include=contacts,companies`)).body.data;
    expect(ids(read.contacts)).toEqual([bob.id, target.id]);
    expect(ids(read.companies)).toEqual([acme2.id]);
    expect(ids((await c.get(`/contacts/${target.id}?include=deals`)).body.data.deals)).toEqual([deal.id]);

    const events = (await c.get(`/events?limit=1000&after=${cursor}`)).body.data as {
      type: string;
      data: { relation: string; from: { id: string; name?: string }; to: { id: string } };
    }[];
    const links = events
      .filter((e) => e.type.startsWith('link.'))
      .map((e) => `${e.type} ${e.data.relation} ${e.data.from.id}>${e.data.to.id}`);
    expect(links).toEqual(
      expect.arrayContaining([
        `link.added contacts ${deal.id}>${target.id}`,
        `link.removed contacts ${deal.id}>${ann.id}`,
        `link.added companies ${deal.id}>${acme2.id}`,
        `link.removed companies ${deal.id}>${acme.id}`,
      ]),
    );
  });

  it('its writes are recorded in the change feed, its sides named by the name column', async () => {
    const c = await t.workspace();
    const ann = await created(c, '/contacts', { first_name: 'Ann', last_name: 'Lee' });
    const cursor = (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
    const deal = await created(c, '/deals', { name: 'Acme renewal', contacts: [ann.id] });
    await c.patch(`/deals/${deal.id}`, { stage: 'won', contacts: { remove: [ann.id] } });
    await c.del(`/deals/${deal.id}`);
    const events = (await c.get(`/events?limit=1000&after=${cursor}`)).body.data as {
      type: string;
      resource: string;
      resource_id: string;
      data: Record<string, any>;
    }[];
    expect(events.map((e) => e.type)).toEqual([
      'deal.created',
      'link.added',
      'deal.updated',
      'link.removed',
      'deal.deleted',
    ]);
    expect(events[0]).toMatchObject({ resource: 'deal', resource_id: deal.id });
    expect(events[1].data).toMatchObject({
      relation: 'contacts',
      from: { resource: 'deal', id: deal.id, name: 'Acme renewal' },
      to: { resource: 'contact', id: ann.id, name: 'Ann Lee' },
    });
    expect(
      (await c.get('/events?types=deal.updated')).body.data.map(
        (e: { resource_id: string }) => e.resource_id,
      ),
    ).toEqual([deal.id]);
  });

  it('scopes: deals are an area of their own, their field on a contact needs deals:read', async () => {
    const { c, ann, deal } = await workspaceWithDeal();
    const contactsOnly = await keyWith(t, c, ['contacts:write']);
    expectLacks(await contactsOnly.get('/deals'), 'deals:read');
    expectLacks(await contactsOnly.get(`/contacts/${ann.id}?include=deals`), 'deals:read');
    expectLacks(await contactsOnly.post('/deals', { name: 'x' }), 'deals:write');
    // A write's answer leaves out the field of an area the key cannot read.
    const answer = (await contactsOnly.patch(`/contacts/${ann.id}`, { job_title: 'CEO' })).body.data;
    expect(answer).not.toHaveProperty('deals');
    expect(answer).toHaveProperty('emails');

    const both = await keyWith(t, c, ['contacts:read', 'deals:read']);
    expect(ids((await both.get(`/contacts/${ann.id}?include=deals`)).body.data.deals)).toEqual([deal.id]);
    expect(ids((await both.get('/deals')).body.data)).toEqual([deal.id]);
    expectLacks(await both.patch(`/deals/${deal.id}`, { stage: 'won' }), 'deals:write');
    const writer = await keyWith(t, c, ['deals:write']);
    expect((await writer.patch(`/deals/${deal.id}`, { stage: 'won' })).status).toBe(200);
    expectLacks(await writer.del(`/deals/${deal.id}`), 'deals:delete');
  });

  it('OpenAPI documents its routes, its record and the field it gives a contact', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/user-api/v1/openapi.json' })).body;
    const methods = (path: string) => Object.keys(doc.paths[`/user-api/v1${path}`] ?? {}).sort();
    expect(methods('/deals')).toEqual(['get', 'post']);
    expect(methods('/deals/{id}')).toEqual(['delete', 'get', 'patch', 'put']);
    expect(methods('/deals/batch')).toEqual(expect.arrayContaining(['post']));
    expect(doc.paths['/user-api/v1/deals'].get.operationId).toBe('listDeals');
    expect(Object.keys(doc.components.schemas.Deal.properties)).toEqual([
      'id',
      'name',
      'stage',
      'created_at',
      'updated_at',
      'contacts',
      'companies',
    ]);
    expect(doc.components.schemas.Contact.properties).toHaveProperty('deals');
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('deals');
  });

  it('the MCP tools describe and search it', async () => {
    const { c, deal } = await workspaceWithDeal();
    const client = await httpClient(t, c.api_key);
    const call = async (name: string, args: Record<string, unknown>) =>
      ((await client.callTool({ name, arguments: args })) as { structuredContent: any }).structuredContent;
    const described = (await call('describe', {})).data.resources as {
      name: string;
      fields: unknown;
      filters: Record<string, unknown>;
      q?: unknown;
      include: string[];
    }[];
    const deals = described.find((r) => r.name === 'deals')!;
    expect(Object.keys(deals.filters)).toEqual(expect.arrayContaining(['company', 'contact', 'stage']));
    expect(deals.q).toBeDefined();
    expect(deals.include).toEqual(['contacts', 'companies']);
    expect(described.find((r) => r.name === 'contacts')!.include).toContain('deals');
    const found = await call('search', { resource: 'deals', q: 'renewal', include: ['contacts'] });
    expect(found.data.map((d: Linked) => d.id)).toEqual([deal.id]);
    expect(found.data[0].contacts).toHaveLength(2);
    await client.close();
  });

  it('a deal links at most one company: two IDs are a 400, add beside a linked one a 409, an array or add with remove replaces it', async () => {
    const { c, acme, deal } = await workspaceWithDeal();
    const [globex, initech] = await Promise.all(
      ['Globex', 'Initech'].map((name) => created(c, '/companies', { name })),
    );
    const companiesOf = async () =>
      ids((await c.get(`/deals/${deal.id}?include=companies`)).body.data.companies);
    /** A 400 at the field (and at its `add`), each message saying it holds at most one. */
    const twoIds = async (res: Awaited<ReturnType<typeof c.post>>, ...paths: string[]) => {
      const err = expectError(res, 400, 'validation_error');
      expect(err.details.map((d) => d.path)).toEqual(paths);
      for (const detail of err.details) expect(detail.message).toMatch(/at most 1/);
    };
    await twoIds(await c.post('/deals', { name: 'x', companies: [acme.id, globex.id] }), '/body/companies');
    await twoIds(await c.patch(`/deals/${deal.id}`, { companies: [acme.id, globex.id] }), '/body/companies');
    await twoIds(
      await c.patch(`/deals/${deal.id}`, { companies: { add: [globex.id, initech.id] } }),
      '/body/companies/add',
      '/body/companies',
    );
    expect(await companiesOf()).toEqual([acme.id]);

    // add beside the linked one: refused, never a silent replacement; nothing written.
    const before = (await c.get(`/deals/${deal.id}`)).body.data;
    const res = await c.patch(`/deals/${deal.id}`, { stage: 'won', companies: { add: [globex.id] } });
    const err = expectError(res, 409, 'conflict');
    expect(err.details).toEqual([
      { path: '/body/companies/add/0', message: expect.stringContaining(acme.id), existing_id: acme.id },
    ]);
    expect((await c.get(`/deals/${deal.id}`)).body.data).toEqual(before);
    expect(await companiesOf()).toEqual([acme.id]);
    // In a batch, the same refusal names its record.
    const batch = await c.patch('/deals/batch', {
      records: [{ id: deal.id, companies: { add: [globex.id] } }],
    });
    expect(expectError(batch, 409, 'conflict').details).toEqual([
      { path: '/body/records/0/companies/add/0', message: expect.any(String), existing_id: acme.id },
    ]);
    expect(await companiesOf()).toEqual([acme.id]);
    // add of the one linked changes nothing; add with remove, or an array, replaces it.
    expect((await c.patch(`/deals/${deal.id}`, { companies: { add: [acme.id] } })).status).toBe(200);
    expect(await companiesOf()).toEqual([acme.id]);
    const cursor = (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
    let patched = await c.patch(`/deals/${deal.id}`, { companies: { add: [globex.id], remove: [acme.id] } });
    expect(ids(patched.body.data.companies)).toEqual([globex.id]);
    const events = (await c.get(`/events?limit=1000&after=${cursor}&types=link.added,link.removed`)).body
      .data as { type: string; data: { to: { id: string } } }[];
    expect(events.map((e) => `${e.type} ${e.data.to.id}`)).toEqual([
      `link.removed ${acme.id}`,
      `link.added ${globex.id}`,
    ]);
    patched = await c.patch(`/deals/${deal.id}`, { companies: [initech.id] });
    expect(ids(patched.body.data.companies)).toEqual([initech.id]);
    // Once unlinked, add links one again.
    expect(
      (await c.patch(`/deals/${deal.id}`, { companies: { remove: [initech.id] } })).body.data.companies,
    ).toEqual([]);
    expect(
      ids((await c.patch(`/deals/${deal.id}`, { companies: { add: [acme.id] } })).body.data.companies),
    ).toEqual([acme.id]);
    expect((await c.patch(`/deals/${deal.id}`, { companies: [] })).body.data.companies).toEqual([]);
  });

  it('crm seed writes what its seed hook declares: its records, their links and their search text', async () => {
    const c = await t.workspace();
    const result = await seedWorkspace(t.handle, {
      workspaceId: c.workspace.id,
      contacts: 20,
      companies: 4,
      tags: 2,
      notes: 0,
      tasks: 0,
      seedValue: 'deals',
    });
    expect(result.created).toMatchObject({ contacts: 20, companies: 4, deals: 5 });
    const page = (await c.get('/deals?include=contacts,companies&limit=100')).body;
    expect(page.meta.total).toBe(5);
    for (const deal of page.data) {
      expect(deal.contacts).toHaveLength(1);
      expect(deal.companies.length).toBeLessThanOrEqual(1);
    }
    const [first] = page.data;
    const word = first.name.split(' ')[0];
    expect(ids((await c.get(`/deals?q=${word}&limit=100`)).body.data)).toContain(first.id);
    const contact = first.contacts[0].id;
    expect(ids((await c.get(`/contacts/${contact}?include=deals`)).body.data.deals)).toContain(first.id);
  });
});
