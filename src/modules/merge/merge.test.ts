import type { Static } from '@sinclair/typebox';
import { expect, it } from 'vitest';
import { created } from '../../../test/factories.js';
import { type Client, describeEachDatabase, expectError } from '../../../test/harness.js';
import type { Company } from '../companies/companies.schema.js';
import type { Contact, ContactEmail, ContactPhoneNumber } from '../contacts/contacts.schema.js';
import type { CustomFieldOption } from '../custom-fields/custom-fields.schema.js';
import type { CustomFieldValue } from '../custom-fields/custom-fields.values.js';
import type { Event } from '../events/events.schema.js';
import type { CompanyDuplicateGroup } from './merge.schema.js';

const CONTACT_ALL = 'emails,phone_numbers,companies,custom_fields,tags,lists,notes';
const COMPANY_ALL = 'custom_fields,tags,lists,contacts';
const ids = (records: { id: string }[]) => records.map((r) => r.id);
/** Contacts and companies embed their tags and lists alike. */
type Linked = Required<Pick<Contact, 'tags' | 'lists'>>;
const tagIds = (record: Linked) => record.tags.map((l) => l.tag.id);
const listIds = (record: Linked) => record.lists.map((l) => l.list.id);
/** A link event's data, as far as these tests read it. */
type LinkData = { from: { id: string }; to: { id: string } };

/** Merging and duplicates (API.md section 9), through HTTP. */
describeEachDatabase('merge', (t) => {
  const cursorOf = async (c: Client) => (await c.get('/events?limit=1000')).body.meta.next_cursor as string;
  /** Makes `id` older than every record made so far (records otherwise sort in the order made). */
  const backdate = (table: 'contacts' | 'companies', id: string, at: string) =>
    t.handle.db.updateTable(table).set({ created_at: at }).where('id', '=', id).execute();

  it('merges contacts: e-mails, phones, links, custom fields and empty plain fields; the merged go', async () => {
    const c = await t.workspace();
    const [x, y, z] = await Promise.all(['X', 'Y', 'Z'].map((name) => created(c, '/tags', { name })));
    const [l1, l2] = await Promise.all(
      ['One', 'Two'].map((name) => created(c, '/lists', { name, type: 'CONTACT' })),
    );
    const [acme, globex] = await Promise.all(
      ['Acme', 'Globex'].map((name) => created(c, '/companies', { name })),
    );
    const text = (name: string) =>
      created(c, '/custom-fields', { name, field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' });
    const [kept, given, first] = [await text('Kept'), await text('Given'), await text('First')];

    const target = await created(c, '/contacts', {
      first_name: 'Ada',
      job_title: 'CTO',
      emails: ['ada@example.com', 'lovelace@example.com'],
      phone_numbers: [{ country_code: '+44', phone_number: '2079460000' }],
      tags: [x.id],
      lists: [l1.id],
      companies: [acme.id],
      custom_fields: [{ id: kept.id, value: 'target' }],
    });
    const a = await created(c, '/contacts', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_title: 'CEO',
      birthday: '1815-12-10',
      ignore_merge: true,
      emails: ['a@example.com', { email: 'ADA@example.com', is_primary: true }],
      phone_numbers: [{ country_code: '+44', phone_number: '2079460000' }, { phone_number: '0612345678' }],
      tags: [y.id, x.id],
      companies: [acme.id, globex.id],
      custom_fields: [
        { id: kept.id, value: 'from a' },
        { id: first.id, value: 'a first' },
      ],
    });
    const b = await created(c, '/contacts', {
      full_name: 'Augusta King',
      location: 'London',
      is_starred: true,
      linkedin_slug: 'augusta',
      emails: ['b@example.com', 'a@example.com'],
      tags: [z.id, x.id],
      lists: [l2.id, l1.id],
      custom_fields: [
        { id: given.id, value: 'from b' },
        { id: first.id, value: 'b second' },
      ],
    });

    const res = await c.post(`/contacts/${target.id}/merge`, { contacts: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    const merged = res.body.data;
    // The answer is the target fully expanded, as a POST answers it.
    expect(merged).toEqual((await c.get(`/contacts/${target.id}?include=${CONTACT_ALL}`)).body.data);
    expect(Object.keys(merged)).toEqual(Object.keys(target));
    // Plain fields: the target's own kept, empty ones taken from the first listed that has one.
    expect(merged).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      job_title: 'CTO',
      location: 'London',
      linkedin_slug: 'augusta',
      birthday: '1815-12-10',
      is_starred: true,
      ignore_merge: false,
      created_at: target.created_at,
    });
    expect(merged.updated_at > target.updated_at).toBe(true);
    // E-mails and phones added once each, after the target's; its primary stays primary.
    expect(merged.emails.map((e: ContactEmail) => [e.email, e.is_primary])).toEqual([
      ['ada@example.com', true],
      ['lovelace@example.com', false],
      ['a@example.com', false],
      ['b@example.com', false],
    ]);
    expect(merged.emails.slice(0, 2)).toEqual(target.emails);
    expect(
      merged.phone_numbers.map((p: ContactPhoneNumber) => [p.country_code, p.phone_number, p.is_primary]),
    ).toEqual([
      ['+44', '2079460000', true],
      ['', '0612345678', false],
    ]);
    // Links: the target's in place, the others appended in the order listed, none twice.
    expect(tagIds(merged)).toEqual([x.id, y.id, z.id]);
    expect(listIds(merged)).toEqual([l1.id, l2.id]);
    expect(ids(merged.companies)).toEqual([acme.id, globex.id]);
    // Custom fields: the target's value kept; the others from the first listed that has one.
    const values = Object.fromEntries(merged.custom_fields.map((f: CustomFieldValue) => [f.name, f.value]));
    expect(values).toEqual({ Kept: 'target', Given: 'from b', First: 'a first' });
    // The merged records are gone, and so are their links; the other side shows the target once.
    for (const id of [a.id, b.id]) expectError(await c.get(`/contacts/${id}`), 404, 'not_found');
    const tag = (await c.get(`/tags/${x.id}?include=contacts`)).body.data;
    expect(ids(tag.contacts)).toEqual([target.id]);
    const company = (await c.get(`/companies/${acme.id}?include=contacts`)).body.data;
    expect(ids(company.contacts)).toEqual([target.id]);
    expect((await c.get('/contacts')).body.meta.total).toBe(1);
    // The search text is the target's new one (e-mails added), and no longer finds the merged.
    expect(ids((await c.get('/contacts?q=b@example')).body.data)).toEqual([target.id]);
    expect(ids((await c.get('/contacts?q=augusta')).body.data)).toEqual([]);
  });

  it('moves notes and tasks; a target with no e-mail takes the first merged primary; events', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Customer' });
    const list = await created(c, '/lists', { name: 'Leads', type: 'CONTACT' });
    const target = await created(c, '/contacts', { full_name: 'Grace Hopper' });
    const a = await created(c, '/contacts', { full_name: 'G Hopper', emails: ['g@example.com'] });
    const b = await created(c, '/contacts', {
      full_name: 'Grace H',
      emails: ['x@example.com', { email: 'grace@example.com', is_primary: true }],
      tags: [tag.id],
      lists: [list.id],
    });
    const note = await created(c, '/notes', { body: 'Met at the fair', contacts: [b.id, target.id] });
    const task = await created(c, '/tasks', { body: 'Call back', contacts: [b.id] });
    const cursor = await cursorOf(c);

    const res = await c.post(`/contacts/${target.id}/merge`, { contacts: [b.id, a.id] });
    expect(res.status).toBe(200);
    const merged = res.body.data;
    expect(merged.emails.map((e: ContactEmail) => [e.email, e.is_primary])).toEqual([
      ['x@example.com', false],
      ['grace@example.com', true],
      ['g@example.com', false],
    ]);
    expect(ids(merged.notes)).toEqual([note.id]);
    expect(ids((await c.get(`/notes/${note.id}?include=contacts`)).body.data.contacts)).toEqual([target.id]);
    expect(ids((await c.get(`/tasks/${task.id}`)).body.data.contacts)).toEqual([target.id]);

    // The target's event first, then each merged record's deletion, each with the links it
    // made or took (API.md section 8); the records on the other side get no event of their own.
    const events: Static<typeof Event>[] = (await c.get(`/events?limit=1000&after=${cursor}`)).body.data;
    const summary = (e: Static<typeof Event>) =>
      e.type.startsWith('link.')
        ? `${e.type} ${(e.data as LinkData).from.id}>${(e.data as LinkData).to.id}`
        : `${e.type} ${e.resource_id}`;
    expect(events.map(summary)).toEqual([
      `contact.updated ${target.id}`,
      `link.added ${target.id}>${tag.id}`,
      `link.added ${target.id}>${list.id}`,
      `link.added ${task.id}>${target.id}`,
      `contact.deleted ${b.id}`,
      `link.removed ${b.id}>${tag.id}`,
      `link.removed ${b.id}>${list.id}`,
      `link.removed ${note.id}>${b.id}`,
      `link.removed ${task.id}>${b.id}`,
      `contact.deleted ${a.id}`,
    ]);
    expect(events[0]).toMatchObject({ type: 'contact.updated', resource_id: target.id, data: merged });
    // The note named the target already: its link stays where it was, and the target's notes are the same.
    expect(events[0].changed).toEqual(['emails', 'tags', 'lists']);
    expect(events[0].previous).toEqual({ emails: [], tags: [], lists: [] });
    // A deleted record as GET /:id without include answered it.
    const deleted = events.find((e) => e.resource_id === b.id)!.data as Contact;
    expect(deleted.full_name).toBe('Grace H');
    expect(deleted.tags).toBeUndefined();
  });

  it('answers 400, then 404, then 422, and a refused merge changes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const target = await created(c, '/contacts', { full_name: 'Ada Lovelace' });
    const a = await created(c, '/contacts', { full_name: 'Ada L', emails: ['ada@example.com'] });
    const foreign = await created(other, '/contacts', { full_name: 'Not Yours' });
    const missing = 'con_01jd8k2m3n4p5q6r7s8t9v0w1y';
    const merge = (id: string, body: unknown) => c.post(`/contacts/${id}/merge`, body);

    // The target in its own list, and repeats: 400 at each culprit, even when the target is unknown.
    let error = expectError(
      await merge(target.id, { contacts: [a.id, target.id, a.id] }),
      400,
      'validation_error',
    );
    expect(error.details).toEqual([
      { path: '/body/contacts/1', message: expect.stringContaining('merged into') },
      { path: '/body/contacts/2', message: 'repeats /body/contacts/0' },
    ]);
    error = expectError(await merge(missing, { contacts: [missing] }), 400, 'validation_error');
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(['/body/contacts/0']);
    // The body's schema: 1 to 20 IDs, nothing else.
    for (const body of [
      {},
      { contacts: [] },
      { contacts: Array.from({ length: 21 }, (_, i) => `con_${i}`) },
      { contacts: [a.id], extra: 1 },
      { companies: [a.id] },
      { contacts: 'con_1' },
    ])
      expectError(await merge(target.id, body), 400, 'validation_error');
    expectError(await c.request('POST', `/contacts/${target.id}/merge`, 'nope'), 400, 'invalid_json');

    // A target of another workspace, or of none: 404, before the listed IDs' 422.
    for (const id of [foreign.id, missing]) {
      error = expectError(
        await merge(id, { contacts: [a.id, 'con_01jd8k2m3n4p5q6r7s8t9v0w2z'] }),
        404,
        'not_found',
      );
      expect(error.message).toContain(id);
    }
    // Listed records of another workspace or of none: one 422 detail each, at its place.
    error = expectError(
      await merge(target.id, { contacts: [foreign.id, a.id, missing] }),
      422,
      'unknown_reference',
    );
    expect(error.details).toEqual([
      { path: '/body/contacts/0', message: expect.any(String), id: foreign.id },
      { path: '/body/contacts/2', message: expect.any(String), id: missing },
    ]);
    // A company is not a contact.
    const company = await created(c, '/companies', { name: 'Acme' });
    error = expectError(await merge(target.id, { contacts: [company.id] }), 422, 'unknown_reference');
    expect(error.details[0].path).toBe('/body/contacts/0');

    // Nothing changed, in either workspace.
    expect((await c.get(`/contacts/${a.id}?include=emails`)).body.data.emails).toHaveLength(1);
    expect((await c.get(`/contacts/${target.id}`)).body.data.updated_at).toBe(target.updated_at);
    expect((await other.get(`/contacts/${foreign.id}`)).status).toBe(200);
    expectError(
      await other.post(`/contacts/${foreign.id}/merge`, { contacts: [a.id] }),
      422,
      'unknown_reference',
    );
  });

  it('takes an Idempotency-Key: a retry answers the stored merge and writes nothing', async () => {
    const c = await t.workspace();
    const target = await created(c, '/contacts', { full_name: 'Ada Lovelace' });
    const a = await created(c, '/contacts', { full_name: 'Ada L', emails: ['ada@example.com'] });
    const send = () =>
      c.request(
        'POST',
        `/contacts/${target.id}/merge`,
        { contacts: [a.id] },
        { 'idempotency-key': 'merge-1' },
      );
    const first = await send();
    expect(first.status).toBe(200);
    const cursor = await cursorOf(c);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await c.get(`/events?after=${cursor}`)).body.data).toEqual([]);
  });

  it('merges companies: contacts, tags and lists moved once; fields, a phone with its code, numbers', async () => {
    const c = await t.workspace();
    const [x, y] = await Promise.all(['X', 'Y'].map((name) => created(c, '/tags', { name })));
    const list = await created(c, '/lists', { name: 'Targets', type: 'COMPANY' });
    const [ada, bob] = await Promise.all(
      ['Ada Lovelace', 'Bob Smith'].map((full_name) => created(c, '/contacts', { full_name })),
    );
    const stage = await created(c, '/custom-fields', {
      name: 'Stage',
      field_type: 'SINGLE_SELECT',
      entity_type: 'COMPANY',
      multi_select_options: [{ value: 'Lead' }, { value: 'Won' }],
    });
    const target = await created(c, '/companies', {
      name: 'Acme',
      description: 'Anvils',
      tags: [x.id],
      contacts: [ada.id],
    });
    const a = await created(c, '/companies', {
      name: 'ACME Inc',
      description: 'Rockets',
      website_url: 'www.acme.com',
      country_code: '+33',
      phone_number: '140000000',
      arr_estimate: 1000,
      ignore_merge: true,
      tags: [x.id, y.id],
      contacts: [bob.id, ada.id],
      lists: [list.id],
      custom_fields: [{ id: stage.id, value: stage.multi_select_options[1].id }],
    });
    const b = await created(c, '/companies', {
      name: 'Acme Corp',
      email: 'hello@acme.com',
      number_of_employees: 40,
      arr_estimate: 2000,
      country_code: '+1',
    });
    const res = await c.post(`/companies/${target.id}/merge?include=tags`, { companies: [a.id, b.id] });
    expect(res.status).toBe(200);
    const merged = res.body.data;
    expect(merged).toEqual((await c.get(`/companies/${target.id}?include=${COMPANY_ALL}`)).body.data);
    expect(merged).toMatchObject({
      name: 'Acme',
      description: 'Anvils',
      website_url: 'https://www.acme.com',
      email: 'hello@acme.com',
      country_code: '+33',
      phone_number: '140000000',
      arr_estimate: 1000,
      number_of_employees: 40,
      ignore_merge: false,
    });
    expect(tagIds(merged)).toEqual([x.id, y.id]);
    expect(listIds(merged)).toEqual([list.id]);
    expect(ids(merged.contacts)).toEqual([ada.id, bob.id]);
    expect(merged.custom_fields.map((f: CustomFieldValue) => (f.value as CustomFieldOption).value)).toEqual([
      'Won',
    ]);
    for (const id of [a.id, b.id]) expectError(await c.get(`/companies/${id}`), 404, 'not_found');
    expect(ids((await c.get(`/contacts/${ada.id}?include=companies`)).body.data.companies)).toEqual([
      target.id,
    ]);
    // The website's host is the target's now: the domain filter and search find it.
    expect(ids((await c.get('/companies?domain=acme.com')).body.data)).toEqual([target.id]);
    expect((await c.get('/companies')).body.meta.total).toBe(1);

    // Errors, as for contacts.
    expectError(
      await c.post(`/companies/${target.id}/merge`, { companies: [target.id] }),
      400,
      'validation_error',
    );
    expectError(await c.post(`/companies/${a.id}/merge`, { companies: [b.id] }), 404, 'not_found');
    const error = expectError(
      await c.post(`/companies/${target.id}/merge`, { companies: [ada.id] }),
      422,
      'unknown_reference',
    );
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(['/body/companies/0']);
  });

  it('finds contacts sharing an e-mail or a phone, ignore_merge never proposed, in a stable order', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    // Made in an order that differs from the answer's.
    const zed = await created(c, '/contacts', { full_name: 'Zed One', emails: ['zed@example.com'] });
    const ada1 = await created(c, '/contacts', {
      full_name: 'Ada One',
      emails: ['ada@example.com'],
      phone_numbers: [{ country_code: '+44', phone_number: '20 7946 0000' }],
    });
    const ada2 = await created(c, '/contacts', {
      full_name: 'Ada Two',
      emails: ['ADA@example.com', 'zed@example.com'],
      phone_numbers: [{ phone_number: '442079460000' }],
    });
    const zed2 = await created(c, '/contacts', { full_name: 'Zed Two', emails: ['zed@example.com'] });
    await backdate('contacts', zed2.id, '2001-01-01T00:00:00.000Z');
    // Marked contacts are never proposed: one leaves a group of two, which disappears.
    await created(c, '/contacts', { full_name: 'Hidden', emails: ['zed@example.com'], ignore_merge: true });
    const lone = await created(c, '/contacts', { full_name: 'Lone', emails: ['lone@example.com'] });
    await created(c, '/contacts', {
      full_name: 'Lone Two',
      emails: ['lone@example.com'],
      ignore_merge: true,
    });
    await created(other, '/contacts', { full_name: 'Elsewhere', emails: ['ada@example.com'] });

    const embedded = (r: Contact) => ({ id: r.id, full_name: r.full_name, image_url: r.image_url });
    const res = await c.get('/contacts/duplicates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { reason: 'email', value: 'ada@example.com', records: [ada1, ada2].map(embedded) },
        { reason: 'email', value: 'zed@example.com', records: [zed2, zed, ada2].map(embedded) },
        { reason: 'phone', value: '442079460000', records: [ada1, ada2].map(embedded) },
      ],
      meta: { limit: 25, offset: 0, total: 3, has_more: false },
    });
    expect(JSON.stringify(res.body)).not.toContain(lone.id);

    const page = await c.get('/contacts/duplicates?limit=1&offset=1');
    expect(page.body.data).toEqual([res.body.data[1]]);
    expect(page.body.meta).toEqual({ limit: 1, offset: 1, total: 3, has_more: true });
    expect((await c.get('/contacts/duplicates?offset=3')).body).toEqual({
      data: [],
      meta: { limit: 25, offset: 3, total: 3, has_more: false },
    });
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'order_by=created_at', 'include=emails'])
      expectError(await c.get(`/contacts/duplicates?${query}`), 400, 'validation_error');
    // The other workspace sees none of it; `/contacts/:id` still answers its own path.
    expect((await other.get('/contacts/duplicates')).body.meta.total).toBe(0);
    expect((await c.get(`/contacts/${zed.id}`)).body.data.id).toBe(zed.id);

    // Merging a group away leaves no group.
    await c.post(`/contacts/${ada1.id}/merge`, { contacts: [ada2.id] });
    expect((await c.get('/contacts/duplicates')).body.data).toEqual([
      { reason: 'email', value: 'zed@example.com', records: [zed2, zed, ada1].map(embedded) },
    ]);
  });

  it('finds companies sharing a website host or a name ignoring case', async () => {
    const c = await t.workspace();
    const globex = await created(c, '/companies', { name: 'Globex' });
    const acme1 = await created(c, '/companies', { name: 'Acme', website_url: 'https://Acme.com/about' });
    const acme2 = await created(c, '/companies', { name: 'ACME Corp', website_url: 'www.acme.com' });
    const acme3 = await created(c, '/companies', { name: 'acme', website_url: 'http://acme.com:8080' });
    const globex2 = await created(c, '/companies', { name: 'GLOBEX' });
    await backdate('companies', globex2.id, '2001-01-01T00:00:00.000Z');
    await created(c, '/companies', { name: 'Globex', ignore_merge: true });
    // Companies without a website share no host.
    await created(c, '/companies', { name: 'Initech' });
    await created(c, '/companies', { name: 'Umbrella' });

    const embedded = (r: Company) => ({ id: r.id, name: r.name, logo_url: r.logo_url });
    const res = await c.get('/v1/companies/duplicates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { reason: 'domain', value: 'acme.com', records: [acme1, acme2, acme3].map(embedded) },
        { reason: 'name', value: 'acme', records: [acme1, acme3].map(embedded) },
        { reason: 'name', value: 'globex', records: [globex2, globex].map(embedded) },
      ],
      meta: { limit: 25, offset: 0, total: 3, has_more: false },
    });
    // Marking a record takes it out of every group; a group left with one disappears.
    await c.patch(`/companies/${acme3.id}`, { ignore_merge: true });
    expect(
      (await c.get('/companies/duplicates')).body.data.map((g: CompanyDuplicateGroup) => [
        g.value,
        ids(g.records),
      ]),
    ).toEqual([
      ['acme.com', [acme1.id, acme2.id]],
      ['globex', [globex2.id, globex.id]],
    ]);
  });
});
