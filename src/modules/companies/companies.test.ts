import { expect, it } from 'vitest';
import { makeContact, makeList, makeTag } from '../../../test/factories.js';
import { type Client, describeEachDatabase, expectError } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeEachDatabase('companies', (t) => {
  async function company(c: Client, body: Record<string, unknown>) {
    const res = await c.post('/companies', body);
    if (res.status !== 201) throw new Error(`company not created: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** Sets server-managed columns directly, as the service's own processes would. */
  async function setManaged(
    id: string,
    values: { last_team_interaction?: string | null; team_members_connected?: number },
  ) {
    await t.handle.db.updateTable('companies').set(values).where('id', '=', id).execute();
  }

  async function linkCount(
    table: 'contact_companies' | 'company_tags' | 'list_companies' | 'company_field_values',
    id: string,
  ) {
    const row = await t.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('company_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('creates a company with only a name: 201, Location and the exact shape of a new company', async () => {
    const c = await t.workspace();
    const res = await c.post('/companies', { name: 'Acme' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/user-api/v1/companies/${res.body.data.id}`);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^cmp_[0-9a-z]{26}$/),
        name: 'Acme',
        description: '',
        headquarters_location: '',
        linkedin_slug: '',
        x_slug: null,
        facebook_slug: null,
        instagram_slug: null,
        website_url: '',
        logo_url: null,
        email: '',
        country_code: '',
        phone_number: '',
        arr_estimate: 0,
        number_of_employees: 0,
        is_starred: false,
        ignore_merge: false,
        last_team_interaction: null,
        team_members_connected: 0,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: res.body.data.created_at,
        tags: [],
        lists: [],
        contacts: [],
        custom_fields: [],
      },
    });
    const { tags: _t, lists: _l, contacts: _c, custom_fields: _f, ...plain } = res.body.data;
    expect((await c.get(`/companies/${plain.id}`)).body).toEqual({ data: plain });
    // The version-less prefix answers too, and names its own Location.
    const v1 = await c.request('POST', '/v1/companies', { name: 'Short path' });
    expect(v1.status).toBe(201);
    expect(v1.headers.location).toBe(`/v1/companies/${v1.body.data.id}`);
  });

  it('creates with every writable field and relation, all expanded', async () => {
    const c = await t.workspace();
    const [tag1, tag2] = [await makeTag(t, c, 'Investor'), await makeTag(t, c, 'Partner')];
    const list = await makeList(t, c, 'Targets', 'COMPANY');
    const ann = await makeContact(t, c, 'Ann', 'Lee');
    const stage = (
      await c.post('/custom-fields', {
        name: 'Stage',
        field_type: 'SINGLE_SELECT',
        entity_type: 'COMPANY',
        multi_select_options: [{ value: 'Lead' }],
      })
    ).body.data;
    const body = {
      name: 'Acme',
      description: 'Anvils',
      headquarters_location: 'Paris',
      linkedin_slug: 'acme',
      x_slug: 'acmex',
      facebook_slug: 'acmefb',
      instagram_slug: 'acmeig',
      website_url: 'https://acme.com/home',
      logo_url: 'https://cdn.acme.com/logo.png',
      email: 'hello@acme.com',
      country_code: '+33',
      phone_number: '0140000000',
      arr_estimate: 1234.5,
      number_of_employees: 42,
      is_starred: true,
      ignore_merge: true,
    };
    const res = await c.post('/companies?include=tags', {
      ...body,
      tags: [tag2, tag1],
      lists: [list],
      contacts: [ann],
      custom_fields: [{ id: stage.id, value: stage.multi_select_options[0].id }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      ...body,
      id: expect.any(String),
      last_team_interaction: null,
      team_members_connected: 0,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      tags: [{ tag: { id: tag2, name: 'Partner' } }, { tag: { id: tag1, name: 'Investor' } }],
      lists: [{ list: { id: list, name: 'Targets' } }],
      contacts: [{ id: ann, full_name: 'Ann Lee', image_url: null }],
      custom_fields: [
        { id: stage.id, name: 'Stage', field_type: 'SINGLE_SELECT', value: stage.multi_select_options[0] },
      ],
    });
    const all = await c.get(`/companies/${res.body.data.id}?include=custom_fields,tags,lists,contacts`);
    expect(all.body.data).toEqual(res.body.data);
  });

  it('includes each relation only when asked, on one and on the collection', async () => {
    const c = await t.workspace();
    const tag = await makeTag(t, c, 'T');
    const list = await makeList(t, c, 'L', 'COMPANY');
    const con = await makeContact(t, c, 'Bo', '');
    const text = (
      await c.post('/custom-fields', { name: 'Note', field_type: 'SINGLE_LINE_TEXT', entity_type: 'COMPANY' })
    ).body.data;
    const full = await company(c, {
      name: 'A',
      tags: [tag],
      lists: [list],
      contacts: [con],
      custom_fields: [{ id: text.id, value: 'hi' }],
    });
    const bare = await company(c, { name: 'B' });
    const expected: Record<string, unknown> = {
      tags: [{ tag: { id: tag, name: 'T' } }],
      lists: [{ list: { id: list, name: 'L' } }],
      contacts: [{ id: con, full_name: 'Bo', image_url: null }],
      custom_fields: [{ id: text.id, name: 'Note', field_type: 'SINGLE_LINE_TEXT', value: 'hi' }],
    };
    for (const name of Object.keys(expected)) {
      const one = (await c.get(`/companies/${full.id}?include=${name}`)).body.data;
      expect(one[name]).toEqual(expected[name]);
      for (const other of Object.keys(expected).filter((n) => n !== name))
        expect(one).not.toHaveProperty(other);
      const page = (await c.get(`/companies?include=${name}&order_by=name:asc`)).body.data;
      expect(page.map((r: Record<string, unknown>) => r[name])).toEqual([expected[name], []]);
    }
    const none = (await c.get('/companies?order_by=name')).body.data;
    for (const r of none) for (const name of Object.keys(expected)) expect(r).not.toHaveProperty(name);
    const spaced = (
      await c.get(`/companies/${bare.id}?include=${encodeURIComponent(' tags , tags,contacts ')}`)
    ).body.data;
    expect(spaced.tags).toEqual([]);
    expect(spaced.contacts).toEqual([]);
    expect(spaced).not.toHaveProperty('lists');
    const err = expectError(await c.get('/companies?include=notes'), 400, 'validation_error');
    expect(err.details[0].path).toBe('/query/include');
  });

  it('orders by every allowed field in both directions, nulls last and names ignoring case', async () => {
    const c = await t.workspace();
    const b = await company(c, { name: 'beta' });
    const a = await company(c, { name: 'Alpha' });
    const g = await company(c, { name: 'gamma' });
    const d = await company(c, { name: 'Delta' });
    await setManaged(b.id, { last_team_interaction: '2026-01-02T00:00:00.000Z', team_members_connected: 3 });
    await setManaged(a.id, { last_team_interaction: '2026-01-01T00:00:00.000Z', team_members_connected: 1 });
    await setManaged(g.id, { team_members_connected: 2 });
    await c.patch(`/companies/${a.id}`, { description: 'touched' });
    const ids = async (q: string) =>
      (await c.get(`/companies?${q}`)).body.data.map((r: { id: string }) => r.id);
    expect(await ids('')).toEqual([d.id, g.id, a.id, b.id]);
    expect(await ids('order_by=created_at:desc')).toEqual([d.id, g.id, a.id, b.id]);
    expect(await ids('order_by=created_at:asc')).toEqual([b.id, a.id, g.id, d.id]);
    expect(await ids('order_by=updated_at:desc')).toEqual([a.id, d.id, g.id, b.id]);
    expect(await ids('order_by=updated_at:asc')).toEqual([b.id, g.id, d.id, a.id]);
    expect(await ids('order_by=name:asc')).toEqual([a.id, b.id, d.id, g.id]);
    expect(await ids('order_by=name')).toEqual([a.id, b.id, d.id, g.id]);
    expect(await ids('order_by=name:desc')).toEqual([g.id, d.id, b.id, a.id]);
    // NULLs last in both directions; ties by id in the same direction.
    expect(await ids('order_by=last_team_interaction:asc')).toEqual([a.id, b.id, g.id, d.id]);
    expect(await ids('order_by=last_team_interaction:desc')).toEqual([b.id, a.id, d.id, g.id]);
    expect(await ids('order_by=team_members_connected:asc')).toEqual([d.id, a.id, g.id, b.id]);
    expect(await ids('order_by=team_members_connected:desc')).toEqual([b.id, g.id, a.id, d.id]);
    const page = await c.get('/companies?order_by=name:asc&limit=2&offset=1');
    expect(page.body.data.map((r: { id: string }) => r.id)).toEqual([b.id, d.id]);
    expect(page.body.meta).toEqual({ limit: 2, offset: 1, total: 4, has_more: true });
    expect((await c.get('/companies?offset=4')).body).toEqual({
      data: [],
      meta: { limit: 25, offset: 4, total: 4, has_more: false },
    });
    const read = (await c.get(`/companies/${b.id}`)).body.data;
    expect(read.last_team_interaction).toBe('2026-01-02T00:00:00.000Z');
    expect(read.team_members_connected).toBe(3);
    for (const bad of [
      'order_by=email',
      'order_by=name:up',
      'limit=0',
      'limit=101',
      'offset=-1',
      'type=COMPANY',
    ]) {
      expectError(await c.get(`/companies?${bad}`), 400, 'validation_error');
    }
  });

  it('checks each field at its boundary', async () => {
    const c = await t.workspace();
    const ok = async (body: Record<string, unknown>) =>
      expect((await c.post('/companies', { name: 'n', ...body })).status).toBe(201);
    const bad = async (body: Record<string, unknown>, path: string, message: string) => {
      const err = expectError(await c.post('/companies', { name: 'n', ...body }), 400, 'validation_error');
      expect(err.details).toEqual([{ path, message }]);
    };
    await bad({ name: '' }, '/body/name', 'must have at least 1 character');
    await ok({ name: 'x' });
    await ok({ name: 'x'.repeat(255) });
    await bad({ name: 'x'.repeat(256) }, '/body/name', 'must have at most 255 characters');
    const err = expectError(await c.post('/companies', {}), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/name', message: 'is required' }]);
    await ok({ description: 'd'.repeat(5000) });
    await bad({ description: 'd'.repeat(5001) }, '/body/description', 'must have at most 5000 characters');
    for (const key of [
      'headquarters_location',
      'linkedin_slug',
      'x_slug',
      'facebook_slug',
      'instagram_slug',
    ]) {
      await ok({ [key]: 's'.repeat(255) });
      await bad({ [key]: 's'.repeat(256) }, `/body/${key}`, 'must have at most 255 characters');
    }
    for (const key of ['x_slug', 'facebook_slug', 'instagram_slug', 'logo_url']) await ok({ [key]: null });
    for (const key of [
      'name',
      'description',
      'headquarters_location',
      'linkedin_slug',
      'website_url',
      'email',
    ])
      await bad({ [key]: null }, `/body/${key}`, 'must be string');
    await ok({ arr_estimate: 0 });
    await ok({ arr_estimate: 0.01 });
    await bad({ arr_estimate: -0.01 }, '/body/arr_estimate', 'must be at least 0');
    await bad({ arr_estimate: '5' }, '/body/arr_estimate', 'must be number');
    await ok({ number_of_employees: 0 });
    await ok({ number_of_employees: 2147483647 });
    await bad({ number_of_employees: -1 }, '/body/number_of_employees', 'must be at least 0');
    await bad({ number_of_employees: 1.5 }, '/body/number_of_employees', 'must be integer');
    await bad({ is_starred: 'true' }, '/body/is_starred', 'must be boolean');
    await bad({ ignore_merge: 1 }, '/body/ignore_merge', 'must be boolean');
    for (const key of ['last_team_interaction', 'team_members_connected', 'id', 'created_at', 'updated_at'])
      await bad(
        { [key]: key === 'team_members_connected' ? 0 : '2026-01-01T00:00:00.000Z' },
        `/body/${key}`,
        'is read-only',
      );
    await bad({ color: 'red' }, '/body/color', 'is not an allowed property');
    await bad({ tags: 'tag_x' }, '/body/tags', 'must be array');
    await bad({ contacts: [''] }, '/body/contacts/0', 'must have at least 1 character');
    const total = (await c.get('/companies')).body.meta.total;
    expect(total).toBe(16);
  });

  it('normalises website, e-mail, country code and phone number', async () => {
    const c = await t.workspace();
    const res = await c.post('/companies', {
      name: 'N',
      website_url: 'acme.com',
      email: '  Hello@Acme.COM ',
      country_code: '33',
      phone_number: '(01) 40.00-00 00',
    });
    expect(res.body.data).toMatchObject({
      website_url: 'https://acme.com',
      email: 'hello@acme.com',
      country_code: '+33',
      phone_number: '0140000000',
    });
    const id = res.body.data.id;
    const put = async (body: Record<string, unknown>) => (await c.put(`/companies/${id}`, body)).body.data;
    expect((await put({ website_url: 'http://example.org/a?b=1' })).website_url).toBe(
      'http://example.org/a?b=1',
    );
    expect((await put({ website_url: 'HTTPS://Example.org' })).website_url).toBe('HTTPS://Example.org');
    // A host with a port has no scheme; a scheme-relative address gets https.
    expect((await put({ website_url: 'acme.com:8080/x' })).website_url).toBe('https://acme.com:8080/x');
    expect((await put({ website_url: '//acme.com' })).website_url).toBe('https://acme.com');
    for (const website_url of ['https:///acme.com', 'mailto:hi@acme.com', 'https://', 'acme']) {
      const err = expectError(await c.put(`/companies/${id}`, { website_url }), 400, 'validation_error');
      expect(err.details.map((d) => d.path)).toEqual(['/body/website_url']);
    }
    expect((await put({ country_code: '+1' })).country_code).toBe('+1');
    expect((await put({ country_code: '1234' })).country_code).toBe('+1234');
    expect((await put({ phone_number: '1234' })).phone_number).toBe('1234');
    expect((await put({ phone_number: '1'.repeat(20) })).phone_number).toBe('1'.repeat(20));
    // "" clears a plain string; "" or null clears a nullable one.
    expect(
      await put({
        website_url: '',
        email: '',
        country_code: '',
        phone_number: '',
        x_slug: 'x',
        logo_url: 'https://l.png',
      }),
    ).toMatchObject({
      website_url: '',
      email: '',
      country_code: '',
      phone_number: '',
      x_slug: 'x',
      logo_url: 'https://l.png',
    });
    expect(await put({ x_slug: '', logo_url: '' })).toMatchObject({ x_slug: null, logo_url: null });
    // Slugs are trimmed; the logo is an http(s) address like the website.
    expect(
      await put({
        linkedin_slug: ' acme ',
        x_slug: ' ax ',
        facebook_slug: '   ',
        logo_url: 'cdn.acme.com/logo.png',
      }),
    ).toMatchObject({
      linkedin_slug: 'acme',
      x_slug: 'ax',
      facebook_slug: null,
      logo_url: 'https://cdn.acme.com/logo.png',
    });
    const logo = expectError(
      await c.put(`/companies/${id}`, { logo_url: 'ftp://acme.com/logo.png' }),
      400,
      'validation_error',
    );
    expect(logo.details).toEqual([{ path: '/body/logo_url', message: 'must be an http or https URL' }]);
    await put({ x_slug: 'x' });
    expect((await put({ x_slug: null })).x_slug).toBeNull();

    // Every problem at once, each at its path; nothing changes.
    const before = (await c.get(`/companies/${id}`)).body.data;
    const err = expectError(
      await c.put(`/companies/${id}`, {
        name: 'Changed',
        website_url: 'ftp://acme.com',
        email: 'not-an-email',
        country_code: '+12345',
        phone_number: '123',
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/website_url', message: 'must be an http or https URL' },
      { path: '/body/email', message: 'must be a valid e-mail address' },
      { path: '/body/country_code', message: 'must be + followed by 1 to 4 digits, such as +33' },
      { path: '/body/phone_number', message: 'must have 4 to 20 digits' },
    ]);
    expect((await c.get(`/companies/${id}`)).body.data).toEqual(before);
    const more = expectError(
      await c.post('/companies', {
        name: 'x',
        website_url: 'not a site',
        country_code: 'abc',
        phone_number: '1'.repeat(21),
      }),
      400,
      'validation_error',
    );
    expect(more.details.map((d) => d.path)).toEqual([
      '/body/website_url',
      '/body/country_code',
      '/body/phone_number',
    ]);
    const letters = expectError(
      await c.post('/companies', { name: 'x', phone_number: '12ab34' }),
      400,
      'validation_error',
    );
    expect(letters.details).toEqual([
      { path: '/body/phone_number', message: 'may hold only digits, spaces, dots, dashes and brackets' },
    ]);
    expect((await c.get('/companies')).body.meta.total).toBe(1);
  });

  it('replaces a relation sent, keeps one absent, empties one sent empty; order kept then appended', async () => {
    const c = await t.workspace();
    const [t1, t2, t3] = [await makeTag(t, c, 't1'), await makeTag(t, c, 't2'), await makeTag(t, c, 't3')];
    const [l1, l2] = [await makeList(t, c, 'l1', 'COMPANY'), await makeList(t, c, 'l2', 'COMPANY')];
    const [p1, p2, p3] = [
      await makeContact(t, c, 'P1', ''),
      await makeContact(t, c, 'P2', ''),
      await makeContact(t, c, 'P3', ''),
    ];
    const co = await company(c, { name: 'R', tags: [t1, t2], lists: [l1], contacts: [p1, p2, p1] });
    expect(co.contacts.map((x: { id: string }) => x.id)).toEqual([p1, p2]);
    let res = await c.put(`/companies/${co.id}`, { tags: [t3, t2], contacts: [p2, p3, p1] });
    expect(res.status).toBe(200);
    expect(res.body.data.tags.map((x: { tag: { id: string } }) => x.tag.id)).toEqual([t2, t3]);
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([p1, p2, p3]);
    expect(res.body.data.lists).toEqual([{ list: { id: l1, name: 'l1' } }]);
    res = await c.patch(`/companies/${co.id}`, { name: 'R2' });
    expect(res.body.data.tags.map((x: { tag: { id: string } }) => x.tag.id)).toEqual([t2, t3]);
    expect(res.body.data.lists.map((x: { list: { id: string } }) => x.list.id)).toEqual([l1]);
    expect(res.body.data.contacts.map((x: { id: string }) => x.id)).toEqual([p1, p2, p3]);
    expect(res.body.data.updated_at >= co.updated_at).toBe(true);
    res = await c.put(`/companies/${co.id}`, { tags: [], lists: [l2], contacts: [] });
    expect(res.body.data).toMatchObject({
      name: 'R2',
      tags: [],
      lists: [{ list: { id: l2, name: 'l2' } }],
      contacts: [],
    });
    expect(await linkCount('company_tags', co.id)).toBe(0);
    // The links are the same rows seen from the other side.
    const fromList = await t.handle.db
      .selectFrom('list_companies')
      .select('list_id')
      .where('company_id', '=', co.id)
      .execute();
    expect(fromList).toEqual([{ list_id: l2 }]);
  });

  it('one 422 lists every unknown or wrong-kind ID across relations, and writes nothing', async () => {
    const c = await t.workspace();
    const tag = await makeTag(t, c, 'ok');
    const contactList = await makeList(t, c, 'People', 'CONTACT');
    const contactField = (
      await c.post('/custom-fields', { name: 'F', field_type: 'DATE', entity_type: 'CONTACT' })
    ).body.data;
    const err = expectError(
      await c.post('/companies', {
        name: 'X',
        tags: [tag, 'tag_nope'],
        lists: [contactList],
        contacts: ['con_nope'],
        custom_fields: [{ id: contactField.id, value: '2026-01-01' }],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      { path: '/body/tags/1', message: '"tag_nope" is not a tag in this workspace', id: 'tag_nope' },
      {
        path: '/body/lists/0',
        message: `"${contactList}" is not a COMPANY list in this workspace`,
        id: contactList,
      },
      { path: '/body/contacts/0', message: '"con_nope" is not a contact in this workspace', id: 'con_nope' },
      {
        path: '/body/custom_fields/0/id',
        message: `"${contactField.id}" is a CONTACT custom field, not a COMPANY one`,
        id: contactField.id,
      },
    ]);
    expect((await c.get('/companies')).body.meta.total).toBe(0);
    const co = await company(c, { name: 'Y', tags: [tag] });
    expectError(
      await c.put(`/companies/${co.id}`, { name: 'Z', tags: [], lists: [contactList] }),
      422,
      'unknown_reference',
    );
    expect((await c.get(`/companies/${co.id}?include=tags`)).body.data).toMatchObject({
      name: 'Y',
      tags: [{ tag: { id: tag } }],
    });
  });

  it('answers in the contract order: 400 before 404 before 422', async () => {
    const c = await t.workspace();
    expectError(
      await c.put('/companies/cmp_nope', { email: 'bad', tags: ['tag_nope'] }),
      400,
      'validation_error',
    );
    expectError(await c.put('/companies/cmp_nope', { name: '' }), 400, 'validation_error');
    expectError(await c.put('/companies/cmp_nope', { tags: ['tag_nope'] }), 404, 'not_found');
    const co = await company(c, { name: 'A' });
    const err = expectError(
      await c.put(`/companies/${co.id}`, { email: 'bad', tags: ['tag_nope'] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/email', message: 'must be a valid e-mail address' }]);
  });

  it('deletes: 200 with the company as it was and the includes asked, every link removed, linked records kept', async () => {
    const c = await t.workspace();
    const tag = await makeTag(t, c, 'T');
    const list = await makeList(t, c, 'L', 'COMPANY');
    const con = await makeContact(t, c, 'C', 'D');
    const field = (
      await c.post('/custom-fields', { name: 'N', field_type: 'NUMERIC', entity_type: 'COMPANY' })
    ).body.data;
    const co = await company(c, {
      name: 'Gone',
      tags: [tag],
      lists: [list],
      contacts: [con],
      custom_fields: [{ id: field.id, value: 7 }],
    });
    const keep = await company(c, { name: 'Kept', tags: [tag], contacts: [con] });
    const res = await c.del(`/companies/${co.id}?include=tags,custom_fields`);
    expect(res.status).toBe(200);
    const { lists: _l, contacts: _c, ...expected } = co;
    expect(res.body).toEqual({ data: expected });
    expectError(await c.get(`/companies/${co.id}`), 404, 'not_found');
    expectError(await c.del(`/companies/${co.id}`), 404, 'not_found');
    for (const table of [
      'contact_companies',
      'company_tags',
      'list_companies',
      'company_field_values',
    ] as const)
      expect(await linkCount(table, co.id)).toBe(0);
    expect((await c.get(`/tags/${tag}`)).status).toBe(200);
    expect((await c.get(`/lists/${list}`)).status).toBe(200);
    expect((await c.get(`/contacts/${con}`)).status).toBe(200);
    expect((await c.get(`/custom-fields/${field.id}`)).status).toBe(200);
    const kept = (await c.get(`/companies/${keep.id}?include=tags,contacts`)).body.data;
    expect(kept.tags).toEqual([{ tag: { id: tag, name: 'T' } }]);
    expect(kept.contacts.map((x: { id: string }) => x.id)).toEqual([con]);
    const plain = await company(c, { name: 'Plain' });
    const { tags: _t, lists: _ls, contacts: _cs, custom_fields: _f, ...bare } = plain;
    expect((await c.del(`/companies/${plain.id}`)).body).toEqual({ data: bare });
  });

  it("keeps workspaces apart: 404 for the other workspace's company, 422 for its related IDs", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = await company(other, { name: 'Theirs' });
    const [tag, list, con] = [
      await makeTag(t, other, 'T'),
      await makeList(t, other, 'L', 'COMPANY'),
      await makeContact(t, other),
    ];
    const field = (
      await other.post('/custom-fields', { name: 'F', field_type: 'BOOLEAN', entity_type: 'COMPANY' })
    ).body.data;
    expectError(await c.get(`/companies/${theirs.id}`), 404, 'not_found');
    expectError(await c.put(`/companies/${theirs.id}`, { name: 'Mine' }), 404, 'not_found');
    expectError(await c.patch(`/companies/${theirs.id}`, { name: 'Mine' }), 404, 'not_found');
    expectError(await c.del(`/companies/${theirs.id}`), 404, 'not_found');
    expect((await c.get('/companies')).body).toEqual({
      data: [],
      meta: { limit: 25, offset: 0, total: 0, has_more: false },
    });
    const err = expectError(
      await c.post('/companies', {
        name: 'Mine',
        tags: [tag],
        lists: [list],
        contacts: [con],
        custom_fields: [{ id: field.id, value: true }],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual([
      '/body/tags/0',
      '/body/lists/0',
      '/body/contacts/0',
      '/body/custom_fields/0/id',
    ]);
    const mine = await company(c, { name: 'Mine' });
    expectError(await c.put(`/companies/${mine.id}`, { contacts: [con] }), 422, 'unknown_reference');
    // A company of this workspace linked from the other is invisible there.
    expect((await other.get(`/companies/${theirs.id}`)).body.data.name).toBe('Theirs');
    expect((await other.get(`/companies/${mine.id}`)).status).toBe(404);
  });
  it('orders by name ignoring case after a rename through PUT, as after POST', async () => {
    const c = await t.workspace();
    const make = async (name: string) => (await c.post('/companies', { name })).body.data.id as string;
    const [a, b, d] = [await make('alpha'), await make('Bravo'), await make('charlie')];
    // Ignoring case: Bravo, charlie, Zulu. A stale sort key keeps alpha first; one by case puts Zulu before charlie.
    expect((await c.put(`/companies/${a}`, { name: 'Zulu' })).status).toBe(200);
    const order = async (dir: string) =>
      (await c.get(`/companies?order_by=name:${dir}`)).body.data.map((r: { id: string }) => r.id);
    expect(await order('asc')).toEqual([b, d, a]);
    expect(await order('desc')).toEqual([a, d, b]);
  });

  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/companies',
      table: 'companies',
      fields: { created_at: 'created_at', updated_at: 'updated_at' },
      make: async (c) => (await c.post('/companies', { name: 'Tie' })).body.data.id,
    });
  });
});
