import { expect, it } from 'vitest';
import { makeCompany, makeList, makeTag, makeTask } from '../../../test/factories.js';
import { type Client, countQueries, describeEachDatabase, expectError } from '../../../test/harness.js';
import { expectTiesById } from '../../../test/ties.js';
import type { CustomFieldValue } from '../custom-fields/custom-fields.values.js';
import type { Contact } from './contacts.schema.js';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const ALL = 'emails,phone_numbers,companies,custom_fields,tags,lists,notes';
const ids = (records: { id: string }[]) => records.map((r) => r.id);

describeEachDatabase('contacts', (t) => {
  async function create(c: Client, body: Record<string, unknown>): Promise<Required<Contact>> {
    const res = await c.post('/contacts', body);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  const countContacts = async (c: Client) => (await c.get('/contacts')).body.meta.total as number;

  it('creates a contact with the exact shape of a new one, 201 and Location', async () => {
    const c = await t.workspace();
    const res = await c.post('/contacts', { first_name: 'Ada', last_name: 'Lovelace' });
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(res.headers.location).toBe(`/user-api/v1/contacts/${data.id}`);
    expect(data).toEqual({
      id: expect.stringMatching(/^con_[0-9a-z]{26}$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      job_title: '',
      description: '',
      location: '',
      linkedin_slug: '',
      x_slug: null,
      facebook_slug: null,
      instagram_slug: null,
      image_url: null,
      birthday: null,
      is_starred: false,
      ignore_merge: false,
      last_team_interaction: null,
      team_members_connected: 0,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: data.created_at,
      emails: [],
      phone_numbers: [],
      companies: [],
      custom_fields: [],
      tags: [],
      lists: [],
      notes: [],
    });
    // Without include, no relation appears at all.
    const { emails, phone_numbers, companies, custom_fields, tags, lists, notes, ...plain } = data;
    const one = await c.get(`/contacts/${data.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ data: plain });
    // An include on POST is accepted and changes nothing; the /v1 form names its own Location.
    const v1 = await c.request('POST', '/v1/contacts?include=notes', { first_name: 'Grace' });
    expect(v1.status).toBe(201);
    expect(v1.headers.location).toBe(`/v1/contacts/${v1.body.data.id}`);
    expect(Object.keys(v1.body.data)).toEqual(Object.keys(data));
  });

  it('writes every plain field, and normalises URL, slugs and dates', async () => {
    const c = await t.workspace();
    const data = await create(c, {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      job_title: 'Analyst',
      description: 'd'.repeat(5000),
      location: 'London',
      linkedin_slug: 'ada',
      x_slug: 'ada_x',
      facebook_slug: '',
      instagram_slug: null,
      image_url: 'example.com/ada.png',
      birthday: '1816-12-10',
      is_starred: true,
      ignore_merge: true,
    });
    expect(data).toMatchObject({
      first_name: 'Ada',
      full_name: 'Ada Lovelace',
      job_title: 'Analyst',
      description: 'd'.repeat(5000),
      location: 'London',
      linkedin_slug: 'ada',
      x_slug: 'ada_x',
      facebook_slug: null,
      instagram_slug: null,
      image_url: 'https://example.com/ada.png',
      birthday: '1816-12-10',
      is_starred: true,
      ignore_merge: true,
    });
    let res = await c.put(`/contacts/${data.id}`, { birthday: '2024-02-29', image_url: '', x_slug: null });
    expect(res.body.data).toMatchObject({ birthday: '2024-02-29', image_url: null, x_slug: null });
    res = await c.put(`/contacts/${data.id}`, { birthday: null, image_url: 'http://cdn.example.org/a.jpg' });
    expect(res.body.data).toMatchObject({ birthday: null, image_url: 'http://cdn.example.org/a.jpg' });
  });

  it('refuses impossible dates, bad URLs and over-long text, changing nothing', async () => {
    const c = await t.workspace();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { birthday: '2023-02-29' },
        '/body/birthday',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999',
      ],
      [
        { birthday: '2023-13-01' },
        '/body/birthday',
        'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999',
      ],
      [{ birthday: '10/12/1816' }, '/body/birthday', 'must be a date written YYYY-MM-DD'],
      [{ image_url: 'ftp://example.com/a.png' }, '/body/image_url', 'must be an http or https URL'],
      [{ image_url: 'not a url' }, '/body/image_url', 'must be a web address such as https://example.com'],
      [{ description: 'd'.repeat(5001) }, '/body/description', 'must have at most 5000 characters'],
      [{ job_title: 'j'.repeat(256) }, '/body/job_title', 'must have at most 255 characters'],
      [{ first_name: 'f'.repeat(101) }, '/body/first_name', 'must have at most 100 characters'],
      [{ last_name: 'l'.repeat(101) }, '/body/last_name', 'must have at most 100 characters'],
      [{ is_starred: 'yes' }, '/body/is_starred', 'must be boolean'],
      [{ x_slug: 5 }, '/body/x_slug', 'must be string or null'],
    ];
    for (const [extra, path, message] of cases) {
      const err = expectError(
        await c.post('/contacts', { first_name: 'A', ...extra }),
        400,
        'validation_error',
      );
      expect(err.details, JSON.stringify(extra)).toEqual([{ path, message }]);
    }
    expect(await countContacts(c)).toBe(0);
    const ok = await create(c, { first_name: 'f'.repeat(100), last_name: 'l'.repeat(100) });
    expect(ok.full_name).toBe(`${'f'.repeat(100)} ${'l'.repeat(100)}`);
    const err = expectError(
      await c.put(`/contacts/${ok.id}`, { birthday: '2023-02-29' }),
      400,
      'validation_error',
    );
    expect(err.details[0].path).toBe('/body/birthday');
    expect((await c.get(`/contacts/${ok.id}`)).body.data.birthday).toBeNull();
  });

  it('splits full_name at its last space, on POST and on PUT', async () => {
    const c = await t.workspace();
    const mary = await create(c, { full_name: '  Mary Ann Smith ' });
    expect(mary).toMatchObject({ first_name: 'Mary Ann', last_name: 'Smith', full_name: 'Mary Ann Smith' });
    const cher = await create(c, { full_name: 'Cher' });
    expect(cher).toMatchObject({ first_name: 'Cher', last_name: '', full_name: 'Cher' });
    const last = await create(c, { last_name: 'Smith' });
    expect(last).toMatchObject({ first_name: '', last_name: 'Smith', full_name: 'Smith' });

    let res = await c.put(`/contacts/${cher.id}`, { full_name: 'Jane van Doe' });
    expect(res.body.data).toMatchObject({
      first_name: 'Jane van',
      last_name: 'Doe',
      full_name: 'Jane van Doe',
    });
    res = await c.patch(`/contacts/${cher.id}`, { last_name: 'Dough' });
    expect(res.body.data).toMatchObject({
      first_name: 'Jane van',
      last_name: 'Dough',
      full_name: 'Jane van Dough',
    });
    res = await c.patch(`/contacts/${cher.id}`, { first_name: '' });
    expect(res.body.data).toMatchObject({ first_name: '', last_name: 'Dough', full_name: 'Dough' });
    // A name that fits in 100 + 100 characters only when split is accepted.
    res = await c.put(`/contacts/${cher.id}`, { full_name: `${'a'.repeat(100)} ${'b'.repeat(100)}` });
    expect(res.status).toBe(200);
    expect(res.body.data.last_name).toBe('b'.repeat(100));
  });

  it('refuses full_name with either name, a contact without a name, and over-long halves', async () => {
    const c = await t.workspace();
    const both =
      'cannot be sent together with first_name or last_name; send either full_name or the two names';
    for (const body of [
      { full_name: 'Mary Smith', first_name: 'Mary' },
      { full_name: 'Mary Smith', last_name: 'Smith' },
      { full_name: 'Mary Smith', first_name: '', last_name: '' },
    ]) {
      const err = expectError(await c.post('/contacts', body), 400, 'validation_error');
      expect(err.details).toEqual([{ path: '/body/full_name', message: both }]);
    }
    const nameless = [{ path: '/body', message: 'needs a non-empty first_name, last_name or full_name' }];
    for (const body of [
      {},
      { first_name: '' },
      { first_name: '  ', last_name: '' },
      { full_name: '   ' },
      { job_title: 'x' },
    ]) {
      const err = expectError(await c.post('/contacts', body), 400, 'validation_error');
      expect(err.details, JSON.stringify(body)).toEqual(nameless);
    }
    let err = expectError(
      await c.post('/contacts', { full_name: `${'a'.repeat(101)} b` }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/full_name', message: 'gives a first name longer than 100 characters' },
    ]);
    err = expectError(
      await c.post('/contacts', { full_name: `a ${'b'.repeat(101)}` }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/full_name', message: 'gives a last name longer than 100 characters' },
    ]);
    expect(await countContacts(c)).toBe(0);

    const ada = await create(c, { first_name: 'Ada', last_name: 'Lovelace' });
    err = expectError(
      await c.put(`/contacts/${ada.id}`, { full_name: 'Ada King', last_name: 'King' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/full_name', message: both }]);
    err = expectError(await c.put(`/contacts/${ada.id}`, { full_name: ' ' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/full_name', message: 'must not be empty' }]);
    err = expectError(
      await c.patch(`/contacts/${ada.id}`, { first_name: '', last_name: '' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      {
        path: '/body',
        message: 'would leave the contact without a name; keep a non-empty first_name or last_name',
      },
    ]);
    expect((await c.get(`/contacts/${ada.id}`)).body.data.full_name).toBe('Ada Lovelace');
  });

  it('takes e-mails as strings or objects: lower-cased, the first primary unless one says so', async () => {
    const c = await t.workspace();
    let data = await create(c, { first_name: 'A', emails: [' Ada@Example.COM ', 'ada@work.example.org'] });
    expect(data.emails).toEqual([
      { id: expect.stringMatching(/^eml_[0-9a-z]{26}$/), email: 'ada@example.com', is_primary: true },
      { id: expect.stringMatching(/^eml_/), email: 'ada@work.example.org', is_primary: false },
    ]);
    data = await create(c, {
      first_name: 'B',
      emails: [{ email: 'b@one.example' }, { email: 'B@Two.Example', is_primary: true }, 'b@three.example'],
    });
    expect(data.emails.map((e) => [e.email, e.is_primary])).toEqual([
      ['b@one.example', false],
      ['b@two.example', true],
      ['b@three.example', false],
    ]);
    data = await create(c, {
      first_name: 'C',
      emails: [{ email: 'c@one.example', is_primary: false }, 'c@two.example'],
    });
    expect(data.emails.map((e) => e.is_primary)).toEqual([true, false]);
    // The longest address a mailbox can have (254 characters) is accepted.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(longest).toHaveLength(254);
    data = await create(c, { first_name: 'D', emails: [longest] });
    expect(data.emails[0].email).toBe(longest);
  });

  it('refuses bad, repeated and doubly primary e-mails with their paths', async () => {
    const c = await t.workspace();
    const cases: [unknown[], { path: string; message: string }[]][] = [
      [['not-an-email'], [{ path: '/body/emails/0', message: 'must be a valid e-mail address' }]],
      [[''], [{ path: '/body/emails/0', message: 'must be a valid e-mail address' }]],
      [
        ['a@b.example', { email: 'x@y' }],
        [{ path: '/body/emails/1/email', message: 'must be a valid e-mail address' }],
      ],
      [
        ['a@b.example', 'A@B.example '],
        [{ path: '/body/emails/1', message: 'repeats the address at /body/emails/0' }],
      ],
      [
        [
          { email: 'a@b.example', is_primary: true },
          { email: 'c@d.example', is_primary: true },
        ],
        [{ path: '/body/emails/1/is_primary', message: 'only one e-mail address can be primary' }],
      ],
      [[`${'a'.repeat(250)}@b.co`], [{ path: '/body/emails/0', message: 'must be a valid e-mail address' }]],
      [
        [{ email: `${'a'.repeat(250)}@b.co` }],
        [{ path: '/body/emails/0/email', message: 'must be a valid e-mail address' }],
      ],
      [
        [5],
        [
          {
            path: '/body/emails/0',
            message: 'must be an e-mail address or an object {"email", "is_primary"}',
          },
        ],
      ],
      [
        [{ email: 'a@b.example', primary: true }],
        [
          { path: '/body/emails/0/primary', message: 'is not an allowed property' },
          {
            path: '/body/emails/0',
            message: 'must be an e-mail address or an object {"email", "is_primary"}',
          },
        ],
      ],
    ];
    for (const [emails, details] of cases) {
      const err = expectError(
        await c.post('/contacts', { first_name: 'A', emails }),
        400,
        'validation_error',
      );
      expect(err.details, JSON.stringify(emails)).toEqual(details);
    }
    expect(await countContacts(c)).toBe(0);
  });

  it('replaces e-mails as a set, keeping the IDs of addresses that stay', async () => {
    const c = await t.workspace();
    const data = await create(c, { first_name: 'A', emails: ['a@one.example', 'a@two.example'] });
    const [one, two] = data.emails;
    let res = await c.put(`/contacts/${data.id}`, { emails: ['a@three.example', 'A@TWO.example'] });
    expect(res.body.data.emails).toEqual([
      { id: expect.stringMatching(/^eml_/), email: 'a@three.example', is_primary: true },
      { id: two.id, email: 'a@two.example', is_primary: false },
    ]);
    expect(ids(res.body.data.emails)).not.toContain(one.id);
    const kept = res.body.data.emails;
    res = await c.patch(`/contacts/${data.id}`, { job_title: 'CEO' });
    expect(res.body.data.emails).toEqual(kept);
    res = await c.patch(`/contacts/${data.id}`, {
      emails: [kept[0].email, { email: kept[1].email, is_primary: true }],
    });
    expect(res.body.data.emails).toEqual([
      { ...kept[0], is_primary: false },
      { ...kept[1], is_primary: true },
    ]);
    res = await c.put(`/contacts/${data.id}`, { emails: [] });
    expect(res.body.data.emails).toEqual([]);
    const rows = await t.handle.db
      .selectFrom('contact_emails')
      .select('id')
      .where('contact_id', '=', data.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('takes phone numbers by the company rules, with the same primary rule', async () => {
    const c = await t.workspace();
    const data = await create(c, {
      first_name: 'A',
      phone_numbers: [
        { country_code: '33', phone_number: '6 12.34-56 (78)' },
        { country_code: '+1', phone_number: '1234', is_primary: true },
        { phone_number: '1'.repeat(20) },
      ],
    });
    expect(data.phone_numbers).toEqual([
      {
        id: expect.stringMatching(/^phn_[0-9a-z]{26}$/),
        country_code: '+33',
        phone_number: '612345678',
        is_primary: false,
      },
      { id: expect.stringMatching(/^phn_/), country_code: '+1', phone_number: '1234', is_primary: true },
      {
        id: expect.stringMatching(/^phn_/),
        country_code: '',
        phone_number: '1'.repeat(20),
        is_primary: false,
      },
    ]);
    const first = await create(c, {
      first_name: 'B',
      phone_numbers: [{ country_code: '+1234', phone_number: '5555' }],
    });
    expect(first.phone_numbers[0]).toMatchObject({ country_code: '+1234', is_primary: true });

    const cases: [unknown[], { path: string; message: string }[]][] = [
      [
        [{ phone_number: '123' }],
        [{ path: '/body/phone_numbers/0/phone_number', message: 'must have 4 to 20 digits' }],
      ],
      [
        [{ phone_number: '1'.repeat(21) }],
        [{ path: '/body/phone_numbers/0/phone_number', message: 'must have 4 to 20 digits' }],
      ],
      [
        [{ phone_number: '' }],
        [{ path: '/body/phone_numbers/0/phone_number', message: 'must have 4 to 20 digits' }],
      ],
      [
        [{ phone_number: '555-CALL' }],
        [
          {
            path: '/body/phone_numbers/0/phone_number',
            message: 'may hold only digits, spaces, dots, dashes and brackets',
          },
        ],
      ],
      [
        [{ country_code: '+12345', phone_number: '5555' }],
        [
          {
            path: '/body/phone_numbers/0/country_code',
            message: 'must be + followed by 1 to 4 digits, such as +33',
          },
        ],
      ],
      [
        [
          { country_code: '33', phone_number: '5555' },
          { country_code: '+33', phone_number: '55 55' },
        ],
        [
          {
            path: '/body/phone_numbers/1/phone_number',
            message: 'repeats the number at /body/phone_numbers/0',
          },
        ],
      ],
      [
        [
          { phone_number: '5555', is_primary: true },
          { phone_number: '6666', is_primary: true },
        ],
        [{ path: '/body/phone_numbers/1/is_primary', message: 'only one phone number can be primary' }],
      ],
      [[{ country_code: '33' }], [{ path: '/body/phone_numbers/0/phone_number', message: 'is required' }]],
      [['+33 612345678'], [{ path: '/body/phone_numbers/0', message: 'must be object' }]],
    ];
    for (const [phone_numbers, details] of cases) {
      const err = expectError(
        await c.post('/contacts', { first_name: 'C', phone_numbers }),
        400,
        'validation_error',
      );
      expect(err.details, JSON.stringify(phone_numbers)).toEqual(details);
    }
    expect(await countContacts(c)).toBe(2);
  });

  it('replaces phone numbers as a set, keeping the IDs of numbers that stay', async () => {
    const c = await t.workspace();
    const data = await create(c, {
      first_name: 'A',
      phone_numbers: [
        { country_code: '+33', phone_number: '11111' },
        { country_code: '+33', phone_number: '22222' },
      ],
    });
    const [, two] = data.phone_numbers;
    let res = await c.put(`/contacts/${data.id}`, {
      phone_numbers: [
        { country_code: '33', phone_number: '22 222', is_primary: true },
        { phone_number: '33333' },
      ],
    });
    expect(res.body.data.phone_numbers).toEqual([
      { id: two.id, country_code: '+33', phone_number: '22222', is_primary: true },
      { id: expect.stringMatching(/^phn_/), country_code: '', phone_number: '33333', is_primary: false },
    ]);
    const kept = res.body.data.phone_numbers;
    res = await c.patch(`/contacts/${data.id}`, { first_name: 'B' });
    expect(res.body.data.phone_numbers).toEqual(kept);
    res = await c.put(`/contacts/${data.id}`, { phone_numbers: [] });
    expect(res.body.data.phone_numbers).toEqual([]);
  });

  it('embeds every include in its exact shape, for one contact and for a page', async () => {
    const c = await t.workspace();
    const acme = await makeCompany(t, c, 'Acme');
    const globex = await makeCompany(t, c, 'Globex');
    const vip = await makeTag(t, c, 'VIP');
    const leads = await makeList(t, c, 'Leads');
    const data = await create(c, {
      first_name: 'Ada',
      emails: ['ada@example.com'],
      phone_numbers: [{ country_code: '44', phone_number: '20 7946 0000' }],
      companies: [globex, acme],
      tags: [vip],
      lists: [leads],
    });
    const other = await create(c, { first_name: 'Bob', companies: [acme] });
    const note = (await c.post('/notes', { body: 'Met at the fair', contacts: [data.id, other.id] })).body
      .data;

    const expected = {
      emails: [{ id: data.emails[0].id, email: 'ada@example.com', is_primary: true }],
      phone_numbers: [
        { id: data.phone_numbers[0].id, country_code: '+44', phone_number: '2079460000', is_primary: true },
      ],
      companies: [
        { id: globex, name: 'Globex', logo_url: null },
        { id: acme, name: 'Acme', logo_url: null },
      ],
      custom_fields: [],
      tags: [{ tag: { id: vip, name: 'VIP' } }],
      lists: [{ list: { id: leads, name: 'Leads' } }],
      notes: [
        { id: note.id, body: 'Met at the fair', created_at: note.created_at, updated_at: note.updated_at },
      ],
    };
    const full = await c.get(`/contacts/${data.id}?include=${ALL}`);
    expect(full.body.data).toEqual({ ...data, ...expected });

    for (const name of Object.keys(expected)) {
      const res = await c.get(`/contacts/${data.id}?include=${name}`);
      expect(res.body.data[name], name).toEqual(expected[name as keyof typeof expected]);
      const present = Object.keys(res.body.data).filter((k) => k in expected);
      expect(present).toEqual([name]);
    }
    // Spaces and repeats in include are fine.
    let res = await c.get(`/contacts/${data.id}?include=${encodeURIComponent(' tags , tags,notes ')}`);
    expect(res.body.data.tags).toEqual(expected.tags);
    expect(res.body.data.notes).toEqual(expected.notes);
    expect(res.body.data.emails).toBeUndefined();

    res = await c.get(`/contacts?include=${ALL}&order_by=created_at:asc`);
    expect(res.body.data).toEqual([
      { ...data, ...expected },
      {
        ...other,
        emails: [],
        phone_numbers: [],
        companies: [{ id: acme, name: 'Acme', logo_url: null }],
        custom_fields: [],
        tags: [],
        lists: [],
        notes: expected.notes,
      },
    ]);

    const err = expectError(await c.get(`/contacts?include=emails,friends`), 400, 'validation_error');
    expect(err.details).toEqual([
      {
        path: '/query/include',
        message:
          'must be a comma-separated list of: emails, phone_numbers, companies, custom_fields, tags, lists, notes',
      },
    ]);
    expectError(await c.get(`/contacts/${data.id}?include=contacts`), 400, 'validation_error');
  });

  it('orders by created_at and updated_at in both directions, and pages', async () => {
    const c = await t.workspace();
    const a = await create(c, { first_name: 'A' });
    const b = await create(c, { first_name: 'B' });
    const d = await create(c, { first_name: 'D' });
    const order = async (q: string) => ids((await c.get(`/contacts?${q}`)).body.data);
    expect(await order('')).toEqual([d.id, b.id, a.id]);
    expect(await order('order_by=created_at:desc')).toEqual([d.id, b.id, a.id]);
    expect(await order('order_by=created_at:asc')).toEqual([a.id, b.id, d.id]);
    expect(await order('order_by=created_at')).toEqual([a.id, b.id, d.id]);
    await new Promise((r) => setTimeout(r, 5));
    await c.patch(`/contacts/${a.id}`, { job_title: 'later' });
    expect(await order('order_by=updated_at:asc')).toEqual([b.id, d.id, a.id]);
    expect(await order('order_by=updated_at:desc')).toEqual([a.id, d.id, b.id]);

    const page = await c.get('/contacts?order_by=created_at:asc&limit=2&offset=1');
    expect(ids(page.body.data)).toEqual([b.id, d.id]);
    expect(page.body.meta).toEqual({ limit: 2, offset: 1, total: 3, has_more: false });
    expect((await c.get('/contacts?limit=1')).body.meta).toEqual({
      limit: 1,
      offset: 0,
      total: 3,
      has_more: true,
    });

    let err = expectError(await c.get('/contacts?order_by=name:asc'), 400, 'validation_error');
    expect(err.details[0].path).toBe('/query/order_by');
    err = expectError(await c.get('/contacts?type=CONTACT'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/type', message: 'is not a known query parameter' }]);
  });

  it('orders by full_name ignoring case, both directions', async () => {
    const c = await t.workspace();
    const bob = await create(c, { first_name: 'bob' });
    const alice = await create(c, { first_name: 'Alice', last_name: 'Zed' });
    const carol = await create(c, { full_name: 'CAROL' });
    const aaron = await create(c, { first_name: 'aaron' });
    const order = async (q: string) => ids((await c.get(`/contacts?${q}`)).body.data);
    expect(await order('order_by=full_name:asc')).toEqual([aaron.id, alice.id, bob.id, carol.id]);
    expect(await order('order_by=full_name')).toEqual([aaron.id, alice.id, bob.id, carol.id]);
    expect(await order('order_by=full_name:desc')).toEqual([carol.id, bob.id, alice.id, aaron.id]);
    // A rename moves the contact.
    await c.put(`/contacts/${carol.id}`, { full_name: 'Abe' });
    expect(await order('order_by=full_name:asc')).toEqual([aaron.id, carol.id, alice.id, bob.id]);
  });

  it('orders by last_team_interaction with nulls last in both directions', async () => {
    const c = await t.workspace();
    const none1 = await create(c, { first_name: 'N1' });
    const old = await create(c, { first_name: 'Old' });
    const none2 = await create(c, { first_name: 'N2' });
    const recent = await create(c, { first_name: 'Recent' });
    const set = (id: string, at: string) =>
      t.handle.db.updateTable('contacts').set({ last_team_interaction: at }).where('id', '=', id).execute();
    await set(old.id, '2025-01-01T00:00:00.000Z');
    await set(recent.id, '2026-06-01T12:00:00.000Z');
    const order = async (q: string) => ids((await c.get(`/contacts?${q}`)).body.data);
    expect(await order('order_by=last_team_interaction:asc')).toEqual([
      old.id,
      recent.id,
      none1.id,
      none2.id,
    ]);
    expect(await order('order_by=last_team_interaction:desc')).toEqual([
      recent.id,
      old.id,
      none2.id,
      none1.id,
    ]);
    expect((await c.get(`/contacts/${recent.id}`)).body.data.last_team_interaction).toBe(
      '2026-06-01T12:00:00.000Z',
    );
  });

  it('replaces companies, tags and lists with the set sent; absent keeps; [] empties', async () => {
    const c = await t.workspace();
    const make = {
      companies: (n: string) => makeCompany(t, c, n),
      tags: (n: string) => makeTag(t, c, n),
      lists: (n: string) => makeList(t, c, n),
    };
    /** A company, tag or list as a contact embeds it. */
    type Member = { id?: string; tag?: { id: string }; list?: { id: string } };
    const member = (relation: string, x: Member) =>
      relation === 'companies' ? x.id : relation === 'tags' ? x.tag!.id : x.list!.id;
    for (const relation of ['companies', 'tags', 'lists'] as const) {
      const [a, b, d] = [
        await make[relation](`${relation} A`),
        await make[relation](`${relation} B`),
        await make[relation](`${relation} D`),
      ];
      const data = await create(c, { first_name: relation, [relation]: [a, b, a] });
      expect(
        data[relation].map((x: Member) => member(relation, x)),
        relation,
      ).toEqual([a, b]);
      let res = await c.put(`/contacts/${data.id}`, { [relation]: [d, b] });
      // b stays where it was; d is appended.
      expect(
        res.body.data[relation].map((x: Member) => member(relation, x)),
        relation,
      ).toEqual([b, d]);
      res = await c.patch(`/contacts/${data.id}`, { job_title: 'x' });
      expect(
        res.body.data[relation].map((x: Member) => member(relation, x)),
        relation,
      ).toEqual([b, d]);
      res = await c.put(`/contacts/${data.id}`, { [relation]: [] });
      expect(res.body.data[relation], relation).toEqual([]);
    }
  });

  it('links companies seen from the company side too: one relation, two views', async () => {
    const c = await t.workspace();
    const acme = await makeCompany(t, c, 'Acme');
    const globex = await makeCompany(t, c, 'Globex');
    const ada = await create(c, { first_name: 'Ada', companies: [acme] });
    const bob = await create(c, {
      first_name: 'Bob',
      image_url: 'https://example.com/bob.png',
      companies: [acme, globex],
    });
    const contactsOf = async (companyId: string) =>
      (await c.get(`/companies/${companyId}?include=contacts`)).body.data.contacts;
    const adaEmbedded = { id: ada.id, full_name: 'Ada', image_url: null };
    const bobEmbedded = { id: bob.id, full_name: 'Bob', image_url: 'https://example.com/bob.png' };
    expect(await contactsOf(acme)).toEqual([adaEmbedded, bobEmbedded]);
    expect(await contactsOf(globex)).toEqual([bobEmbedded]);
    await c.put(`/contacts/${bob.id}`, { companies: [globex] });
    expect(await contactsOf(acme)).toEqual([adaEmbedded]);
    // Written from the company side, read from the contact's.
    await c.put(`/companies/${globex}`, { contacts: [ada.id, bob.id] });
    const adaNow = await c.get(`/contacts/${ada.id}?include=companies`);
    expect(ids(adaNow.body.data.companies)).toEqual([acme, globex]);
    await c.del(`/contacts/${ada.id}`);
    expect(await contactsOf(acme)).toEqual([]);
    expect(await contactsOf(globex)).toEqual([bobEmbedded]);
  });

  it('422 lists every unknown, foreign or wrong-kind ID at once and writes nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const tag = await makeTag(t, c, 'Mine');
    const foreignCompany = await makeCompany(t, other, 'Theirs');
    const foreignTag = await makeTag(t, other, 'Theirs');
    const companyList = await makeList(t, c, 'Companies', 'COMPANY');
    const foreignList = await makeList(t, other, 'Theirs');
    const body = {
      first_name: 'A',
      emails: ['a@example.com'],
      companies: ['cmp_nope', foreignCompany],
      tags: [tag, foreignTag],
      lists: [companyList, foreignList],
    };
    let err = expectError(await c.post('/contacts', body), 422, 'unknown_reference');
    expect(err.details).toEqual([
      { path: '/body/companies/0', message: '"cmp_nope" is not a company in this workspace', id: 'cmp_nope' },
      {
        path: '/body/companies/1',
        message: `"${foreignCompany}" is not a company in this workspace`,
        id: foreignCompany,
      },
      { path: '/body/tags/1', message: `"${foreignTag}" is not a tag in this workspace`, id: foreignTag },
      {
        path: '/body/lists/0',
        message: `"${companyList}" is not a CONTACT list in this workspace`,
        id: companyList,
      },
      {
        path: '/body/lists/1',
        message: `"${foreignList}" is not a CONTACT list in this workspace`,
        id: foreignList,
      },
    ]);
    expect(await countContacts(c)).toBe(0);
    const rows = await t.handle.db
      .selectFrom('contact_emails')
      .select('id')
      .where('workspace_id', '=', c.workspace.id)
      .execute();
    expect(rows).toEqual([]);

    const data = await create(c, { first_name: 'A', tags: [tag], emails: ['a@example.com'] });
    err = expectError(
      await c.put(`/contacts/${data.id}`, { first_name: 'B', tags: [], emails: [], lists: [companyList] }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/lists/0']);
    const after = await c.get(`/contacts/${data.id}?include=${ALL}`);
    expect(after.body.data).toEqual(data);
  });

  it('deletes a contact, answering it as it was and removing every link to it', async () => {
    const c = await t.workspace();
    const acme = await makeCompany(t, c, 'Acme');
    const tag = await makeTag(t, c, 'VIP');
    const list = await makeList(t, c, 'Leads');
    const task = await makeTask(t, c, 'Call back');
    const data = await create(c, {
      first_name: 'Ada',
      emails: ['ada@example.com'],
      phone_numbers: [{ phone_number: '5555' }],
      companies: [acme],
      tags: [tag],
      lists: [list],
    });
    const keep = await create(c, { first_name: 'Bob', companies: [acme], tags: [tag] });
    const note = (await c.post('/notes', { body: 'n', contacts: [data.id, keep.id] })).body.data;
    await t.handle.db.insertInto('task_contacts').values({ task_id: task, contact_id: data.id }).execute();

    const asWas = (await c.get(`/contacts/${data.id}?include=companies,notes`)).body.data;
    const res = await c.del(`/contacts/${data.id}?include=companies,notes`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: asWas });
    expect(res.body.data.notes).toHaveLength(1);
    expect(res.body.data.emails).toBeUndefined();

    expectError(await c.get(`/contacts/${data.id}`), 404, 'not_found');
    expectError(await c.del(`/contacts/${data.id}`), 404, 'not_found');
    const noteNow = await c.get(`/notes/${note.id}?include=contacts`);
    expect(noteNow.body.data.contacts).toEqual([{ id: keep.id, full_name: 'Bob', image_url: null }]);
    const db = t.handle.db;
    const linkTables = [
      'contact_emails',
      'contact_phone_numbers',
      'contact_companies',
      'contact_tags',
      'list_contacts',
      'note_contacts',
      'task_contacts',
    ] as const;
    const left = async (table: (typeof linkTables)[number]) =>
      (await db.selectFrom(table).select('contact_id').where('contact_id', '=', data.id).execute()).length;
    for (const table of linkTables) {
      expect(await left(table), table).toBe(0);
    }
    expect(await db.selectFrom('tasks').select('id').where('id', '=', task).execute()).toHaveLength(1);
    expect(await db.selectFrom('companies').select('id').where('id', '=', acme).execute()).toHaveLength(1);
    // Seen from the tag and the list: the deleted contact is gone, the other stays.
    const tagNow = await c.get(`/tags/${tag}?include=contacts`);
    expect(tagNow.body.data.contacts).toEqual([{ id: keep.id, full_name: 'Bob', image_url: null }]);
    const listNow = await c.get(`/lists/${list}?include=contacts`);
    expect(listNow.body.data.contacts).toEqual([]);
    const bob = await c.get(`/contacts/${keep.id}?include=companies,tags`);
    expect(ids(bob.body.data.companies)).toEqual([acme]);
    expect(bob.body.data.tags.map((x: { tag: { id: string } }) => x.tag.id)).toEqual([tag]);
  });

  it('keeps workspaces apart: 404 for another workspace’s contact', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = await create(other, { first_name: 'Theirs', emails: ['t@example.com'] });
    const mine = await create(c, { first_name: 'Mine' });
    expectError(await c.get(`/contacts/${theirs.id}`), 404, 'not_found');
    expectError(await c.put(`/contacts/${theirs.id}`, { first_name: 'X' }), 404, 'not_found');
    expectError(await c.patch(`/contacts/${theirs.id}`, { emails: [] }), 404, 'not_found');
    expectError(await c.del(`/contacts/${theirs.id}`), 404, 'not_found');
    const list = await c.get(`/contacts?include=${ALL}`);
    expect(ids(list.body.data)).toEqual([mine.id]);
    expect((await other.get(`/contacts/${theirs.id}?include=emails`)).body.data).toEqual({
      ...theirs,
      emails: theirs.emails,
      phone_numbers: undefined,
      companies: undefined,
      custom_fields: undefined,
      tags: undefined,
      lists: undefined,
      notes: undefined,
    });
    // A foreign note linking is not possible either: notes check contacts by workspace.
    expectError(await other.post('/notes', { body: 'n', contacts: [mine.id] }), 422, 'unknown_reference');
  });

  it('refuses unknown and read-only properties, naming each', async () => {
    const c = await t.workspace();
    let err = expectError(
      await c.post('/contacts', { first_name: 'A', nickname: 'x' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/nickname', message: 'is not an allowed property' }]);
    const readOnly = {
      id: 'con_x',
      last_team_interaction: '2026-01-01T00:00:00.000Z',
      team_members_connected: 3,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    err = expectError(await c.post('/contacts', { first_name: 'A', ...readOnly }), 400, 'validation_error');
    expect(err.details).toEqual(
      Object.keys(readOnly).map((k) => ({
        path: `/body/${k}`,
        message: 'is read-only; the server manages it',
      })),
    );
    for (const [key, value] of Object.entries(readOnly)) {
      err = expectError(
        await c.post('/contacts', { first_name: 'A', [key]: value }),
        400,
        'validation_error',
      );
      expect(err.details).toEqual([{ path: `/body/${key}`, message: 'is read-only; the server manages it' }]);
    }
    const data = await create(c, { first_name: 'A' });
    err = expectError(
      await c.put(`/contacts/${data.id}`, { last_team_interaction: null }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/last_team_interaction', message: 'is read-only; the server manages it' },
    ]);
    err = expectError(
      await c.patch(`/contacts/${data.id}`, { team_members_connected: 0, emails: 'a@b.c' }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      {
        path: '/body/emails',
        message:
          'must be an array (the full set of e-mail addresses) or an object {"add": [...], "remove": [...]} with at least one of them',
      },
      { path: '/body/team_members_connected', message: 'is read-only; the server manages it' },
    ]);
    err = expectError(await c.post('/contacts?limit=3', { first_name: 'A' }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/limit', message: 'is not a known query parameter' }]);
    expectError(await c.request('POST', '/contacts', '[1]'), 400, 'validation_error');
    expect(await countContacts(c)).toBe(1);
    expect((await c.get(`/contacts/${data.id}`)).body.data).toEqual(
      Object.fromEntries(
        Object.entries(data).filter(
          ([k]) =>
            !['emails', 'phone_numbers', 'companies', 'custom_fields', 'tags', 'lists', 'notes'].includes(k),
        ),
      ),
    );
  });

  it('PUT and PATCH change only what is sent and move updated_at forward', async () => {
    const c = await t.workspace();
    const data = await create(c, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_title: 'Analyst',
      is_starred: true,
    });
    await new Promise((r) => setTimeout(r, 5));
    const res = await c.put(`/contacts/${data.id}`, { location: 'London' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...data,
      location: 'London',
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(res.body.data.updated_at > data.updated_at).toBe(true);
    expect(res.body.data.created_at).toBe(data.created_at);
    const patched = await c.patch(`/contacts/${data.id}`, { is_starred: false, ignore_merge: true });
    expect(patched.body.data).toEqual({
      ...res.body.data,
      is_starred: false,
      ignore_merge: true,
      updated_at: expect.any(String),
    });
    expectError(await c.put('/contacts/con_missing', { first_name: 'X' }), 404, 'not_found');
    // A body error answers before a missing record.
    expectError(await c.put('/contacts/con_missing', { nickname: 'X' }), 400, 'validation_error');
  });

  it('writes custom-field values merged per field and embeds them in read form', async () => {
    const c = await t.workspace();
    const field = async (body: Record<string, unknown>) => {
      const res = await c.post('/custom-fields', { entity_type: 'CONTACT', ...body });
      if (res.status !== 201) throw new Error(`custom field: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const text = await field({ name: 'Nickname', field_type: 'SINGLE_LINE_TEXT' });
    const stage = await field({
      name: 'Stage',
      field_type: 'SINGLE_SELECT',
      multi_select_options: [{ value: 'Lead' }, { value: 'Customer' }],
    });
    const topics = await field({
      name: 'Topics',
      field_type: 'MULTI_SELECT',
      multi_select_options: [{ value: 'Maths' }, { value: 'Engines' }],
    });
    const score = await field({ name: 'Score', field_type: 'NUMERIC' });
    const owner = await field({ name: 'Owner', field_type: 'USER' });
    const companyField = await field({ name: 'Size', field_type: 'NUMERIC', entity_type: 'COMPANY' });
    const [lead, customer] = stage.multi_select_options;
    const [maths, engines] = topics.multi_select_options;

    const data = await create(c, {
      first_name: 'Ada',
      custom_fields: [
        { id: score.id, value: 42.5 },
        { id: text.id, value: 'Countess' },
        { id: stage.id, value: lead.id },
        { id: topics.id, value: [engines.id, maths.id] },
        { id: owner.id, value: c.user.id },
      ],
    });
    const user = { id: c.user.id, full_name: c.user.full_name, avatar_url: null };
    expect(data.custom_fields).toEqual([
      { id: text.id, name: 'Nickname', field_type: 'SINGLE_LINE_TEXT', value: 'Countess' },
      { id: stage.id, name: 'Stage', field_type: 'SINGLE_SELECT', value: { id: lead.id, value: 'Lead' } },
      {
        id: topics.id,
        name: 'Topics',
        field_type: 'MULTI_SELECT',
        value: [
          { id: engines.id, value: 'Engines' },
          { id: maths.id, value: 'Maths' },
        ],
      },
      { id: score.id, name: 'Score', field_type: 'NUMERIC', value: 42.5 },
      { id: owner.id, name: 'Owner', field_type: 'USER', value: user },
    ]);
    const other = await create(c, { first_name: 'Bob', custom_fields: [{ id: text.id, value: 'B' }] });

    // Fields not sent keep their values; null clears one.
    let res = await c.put(`/contacts/${data.id}`, {
      custom_fields: [
        { id: stage.id, value: customer.id },
        { id: score.id, value: null },
      ],
    });
    expect(res.body.data.custom_fields.map((f: CustomFieldValue) => [f.id, f.value])).toEqual([
      [text.id, 'Countess'],
      [stage.id, { id: customer.id, value: 'Customer' }],
      [topics.id, data.custom_fields[2].value],
      [owner.id, user],
    ]);
    const afterPut = res.body.data.custom_fields;
    res = await c.patch(`/contacts/${data.id}`, { job_title: 'x' });
    expect(res.body.data.custom_fields).toEqual(afterPut);

    res = await c.get(`/contacts?include=custom_fields&order_by=created_at:asc`);
    expect(res.body.data.map((r: Contact) => r.custom_fields)).toEqual([
      afterPut,
      [{ id: text.id, name: 'Nickname', field_type: 'SINGLE_LINE_TEXT', value: 'B' }],
    ]);
    expect(res.body.data[1].id).toBe(other.id);
    expect((await c.get(`/contacts/${data.id}`)).body.data.custom_fields).toBeUndefined();

    // A value of the wrong form is a 400, ahead of a missing record and of unknown IDs.
    let err = expectError(
      await c.put(`/contacts/${data.id}`, { tags: ['tag_nope'], custom_fields: [{ id: text.id, value: 5 }] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/custom_fields/0/value', message: 'must be a string or null' },
    ]);
    err = expectError(
      await c.put('/contacts/con_missing', { custom_fields: [{ id: score.id, value: 'high' }] }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/custom_fields/0/value', message: 'must be a number or null' },
    ]);

    // Unknown fields, options, other-entity fields and unknown tags: one 422, nothing written.
    err = expectError(
      await c.put(`/contacts/${data.id}`, {
        first_name: 'Changed',
        tags: ['tag_nope'],
        custom_fields: [
          { id: text.id, value: 'Changed' },
          { id: 'cfd_nope', value: 'x' },
          { id: companyField.id, value: 3 },
          { id: stage.id, value: 'opt_nope' },
        ],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual([
      '/body/tags/0',
      '/body/custom_fields/1/id',
      '/body/custom_fields/2/id',
      '/body/custom_fields/3/value',
    ]);
    res = await c.get(`/contacts/${data.id}?include=custom_fields`);
    expect(res.body.data.first_name).toBe('Ada');
    expect(res.body.data.custom_fields).toEqual(afterPut);
    expectError(
      await c.post('/contacts', { first_name: 'New', custom_fields: [{ id: 'cfd_nope', value: 'x' }] }),
      422,
      'unknown_reference',
    );
    expect(await countContacts(c)).toBe(2);

    // Another workspace cannot write to these fields.
    const stranger = await t.workspace();
    err = expectError(
      await stranger.post('/contacts', { first_name: 'S', custom_fields: [{ id: text.id, value: 'x' }] }),
      422,
      'unknown_reference',
    );
    expect(err.details).toEqual([
      {
        path: '/body/custom_fields/0/id',
        message: `"${text.id}" is not a custom field in this workspace`,
        id: text.id,
      },
    ]);

    // Deleting a contact takes its values with it.
    await c.del(`/contacts/${data.id}`);
    const values = await t.handle.db
      .selectFrom('contact_field_values')
      .select('field_id')
      .where('contact_id', '=', data.id)
      .execute();
    expect(values).toEqual([]);
  });

  it('loads each include with one query for the whole page, whatever its size', async () => {
    // Answers computed each time (no memory of answers): the queries of the computation are counted.
    const uncached = await t.appWith({ answerCacheMb: 0 });
    try {
      const c = await t.workspace();
      const counted = uncached.client(c);
      const acme = await makeCompany(t, c, 'Acme');
      const tag = await makeTag(t, c, 'VIP');
      const list = await makeList(t, c, 'Leads');
      const text = (
        await c.post('/custom-fields', {
          name: 'Nick',
          field_type: 'SINGLE_LINE_TEXT',
          entity_type: 'CONTACT',
        })
      ).body.data;
      const add = async (n: number) => {
        const contact = await create(c, {
          first_name: `C${n}`,
          emails: [`c${n}@example.com`, `c${n}@example.org`],
          phone_numbers: [{ phone_number: `5555${n}` }],
          companies: [acme],
          tags: [tag],
          lists: [list],
          custom_fields: [{ id: text.id, value: `nick ${n}` }],
        });
        await c.post('/notes', { body: `note ${n}`, contacts: [contact.id] });
      };
      await add(0);
      const read = async () => {
        const { queries, result: res } = await countQueries(() => counted.get(`/contacts?include=${ALL}`));
        expect(res.status).toBe(200);
        return { count: queries, data: res.body.data as Required<Contact>[] };
      };
      // The key resolved first: both reads find it remembered (SQLite), writes of contacts or not.
      expect((await counted.get('/contacts?limit=1')).status).toBe(200);
      const small = await read();
      for (let n = 1; n < 6; n++) await add(n);
      const large = await read();
      expect(large.data).toHaveLength(6);
      expect(large.count).toBe(small.count);
      for (const contact of large.data) {
        const n = contact.first_name.slice(1);
        expect(contact.emails.map((e) => e.email)).toEqual([`c${n}@example.com`, `c${n}@example.org`]);
        expect(contact.notes.map((x) => x.body)).toEqual([`note ${n}`]);
        expect(contact.custom_fields.map((x) => x.value)).toEqual([`nick ${n}`]);
      }
      // Without includes, a page is its rows and its count. Both reads come
      // with no write before them, so each finds the API key resolved alike.
      const again = await read();
      const { queries } = await countQueries(() => counted.get('/contacts'));
      expect(again.count - queries).toBe(7);
    } finally {
      await uncached.close();
    }
  });
  it('a create reads the companies, tags and lists it names in one statement', async () => {
    const c = await t.workspace();
    const acme = await makeCompany(t, c, 'Acme');
    const vip = await makeTag(t, c, 'VIP');
    const leads = await makeList(t, c, 'Leads');
    // The factories wrote through another connection: the key is looked up again once, here, not in a count.
    await c.get(`/companies/${acme}`);
    const tagged = await countQueries(() => c.post('/contacts', { first_name: 'Ada', tags: [vip] }));
    const linked = await countQueries(() =>
      c.post('/contacts', { first_name: 'Bob', companies: [acme], tags: [vip], lists: [leads] }),
    );
    expect([tagged.result.status, linked.result.status]).toEqual([201, 201]);
    expect(linked.result.body.data).toMatchObject({
      companies: [{ id: acme, name: 'Acme', logo_url: null }],
      tags: [{ tag: { id: vip, name: 'VIP' } }],
      lists: [{ list: { id: leads, name: 'Leads' } }],
    });
    // Two more statements, the link rows of the company and of the list: no read of its own for either.
    expect(linked.queries - tagged.queries).toBe(2);
    // Unknown ones of each table, and a list of another kind, are named in one answer.
    const other = await t.workspace();
    const theirs = await makeCompany(t, other, 'Theirs');
    const companyList = (await c.post('/lists', { name: 'Accounts', type: 'COMPANY' })).body.data.id;
    const err = expectError(
      await c.post('/contacts', {
        first_name: 'Cy',
        companies: [acme, theirs],
        tags: [vip],
        lists: [companyList],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/companies/1', '/body/lists/0']);
  });

  it('an update reads the stored names only when it sends a name, to join the full name', async () => {
    const c = await t.workspace();
    const ada = (await c.post('/contacts', { first_name: 'Ada', last_name: 'Lovelace' })).body.data;
    const job = await countQueries(() => c.patch(`/contacts/${ada.id}`, { job_title: 'Analyst' }));
    const first = await countQueries(() => c.patch(`/contacts/${ada.id}`, { first_name: 'Augusta' }));
    expect([job.result.status, first.result.status]).toEqual([200, 200]);
    expect(first.result.body.data).toMatchObject({ full_name: 'Augusta Lovelace', job_title: 'Analyst' });
    // Each reads the contact's own parts first and writes its row and search text; the name one,
    // and it alone, reads the stored names.
    expect(first.queries - job.queries).toBe(1);
  });

  it('orders by full_name ignoring case after a rename through PUT, as after POST', async () => {
    const c = await t.workspace();
    const make = async (first_name: string) =>
      (await c.post('/contacts', { first_name })).body.data.id as string;
    const [a, b, d] = [await make('alpha'), await make('Bravo'), await make('charlie')];
    // Ignoring case: Bravo, charlie, Zulu. A stale sort key keeps alpha first; one by case puts Zulu before charlie.
    expect((await c.put(`/contacts/${a}`, { first_name: 'Zulu' })).status).toBe(200);
    const order = async (dir: string) => ids((await c.get(`/contacts?order_by=full_name:${dir}`)).body.data);
    expect(await order('asc')).toEqual([b, d, a]);
    expect(await order('desc')).toEqual([a, d, b]);
    // The same through full_name.
    expect((await c.put(`/contacts/${b}`, { full_name: 'ALPHA Beta' })).status).toBe(200);
    expect(await order('asc')).toEqual([b, d, a]);
    expect((await c.put(`/contacts/${b}`, { full_name: 'yankee' })).status).toBe(200);
    expect(await order('asc')).toEqual([d, b, a]);
  });

  it('orders ties by ID in both directions, also where SQLite reads a deep page by ID', async () => {
    await expectTiesById(t, {
      path: '/contacts',
      table: 'contacts',
      fields: {
        created_at: 'created_at',
        updated_at: 'updated_at',
        last_team_interaction: 'last_team_interaction',
      },
      make: async (c) => (await c.post('/contacts', { first_name: 'Tie' })).body.data.id,
    });
  });
});
