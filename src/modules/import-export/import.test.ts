import type { Static } from '@sinclair/typebox';
import { expect, it } from 'vitest';
import {
  BASE,
  type Client,
  countQueries,
  describeEachDatabase,
  expectError,
  type Response,
} from '../../../test/harness.js';
import { created } from '../../../test/factories.js';
import { waitFor, withWokenDelivery } from '../../../test/webhooks-support.js';
import type { Company } from '../companies/companies.schema.js';
import type { Contact } from '../contacts/contacts.schema.js';
import type { Event } from '../events/events.schema.js';
import type { List } from '../lists/lists.schema.js';
import type { Tag } from '../tags/tags.schema.js';
import { PART_ROWS } from './import.run.js';

/** A contact read with its relations included. */
type IncludedContact = Required<Contact>;
type FeedEvent = Static<typeof Event>;

/** API.md section 9: `POST /contacts/import` and `POST /companies/import`, through HTTP. */
describeEachDatabase('import', (t) => {
  /** A CSV body sent as bytes (the harness's helpers send JSON). */
  const csv = (c: Client, resource: string, body: string | Buffer, query = '', type = 'text/csv') =>
    t.inject({
      method: 'POST',
      url: `${BASE}/${resource}/import${query}`,
      payload: body,
      headers: { 'x-service-api-key': c.api_key, 'content-type': type },
    });

  async function contactsByEmail(c: Client): Promise<Record<string, IncludedContact>> {
    const res = await c.get(
      '/contacts?limit=100&include=emails,phone_numbers,tags,companies,lists,custom_fields',
    );
    expect(res.status).toBe(200);
    return Object.fromEntries(
      res.body.data.map((r: IncludedContact) => [r.emails[0]?.email ?? r.full_name, r]),
    );
  }

  /**
   * Checks an import answered 200 with exactly this summary; the counts,
   * errors, warnings and ignored columns not given are 0 or none.
   */
  function expectSummary(res: Response, summary: Record<string, unknown>) {
    expect(res.status).toBe(200);
    const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
    const lists = { errors: [], warnings: [], ignored_columns: [] };
    expect(res.body.data).toEqual({ ...counts, ...lists, ...summary });
  }

  it('maps header variants, splits multi-valued cells, creates missing tags, companies and lists', async () => {
    const c = await t.workspace();
    const existing = await c.post('/tags', { name: 'VIP' });
    const file =
      'First Name,last_name,E-mail,Phone Number,Tags,Company,Lists,Job Title,Unknown column\n' +
      'Ada,Lovelace,ADA@example.com; ada2@example.com,+44 20 7946 0123,vip; Investor,Analytical Engines,Warm leads,Countess,x\n' +
      'Grace,Hopper,grace@example.com,555-0100,investor,Analytical Engines,,Admiral,\n';
    const res = await csv(c, 'contacts', file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        created: 2,
        updated: 0,
        skipped: 0,
        failed: 0,
        errors: [],
        warnings: [],
        ignored_columns: ['Unknown column'],
      },
    });
    const byEmail = await contactsByEmail(c);
    const ada = byEmail['ada@example.com'];
    expect(ada).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', job_title: 'Countess' });
    expect(ada.emails.map((e) => [e.email, e.is_primary])).toEqual([
      ['ada@example.com', true],
      ['ada2@example.com', false],
    ]);
    expect(ada.phone_numbers.map((p) => [p.country_code, p.phone_number])).toEqual([['+44', '2079460123']]);
    expect(ada.tags.map((x) => x.tag.name)).toEqual(['VIP', 'Investor']);
    expect(ada.tags[0].tag.id).toBe(existing.body.data.id);
    expect(ada.lists.map((x) => x.list.name)).toEqual(['Warm leads']);
    const grace = byEmail['grace@example.com'];
    // A phone without a country code keeps its digits; tags are one name ignoring case.
    expect(grace.phone_numbers.map((p) => [p.country_code, p.phone_number])).toEqual([['', '5550100']]);
    expect(grace.tags[0].tag.id).toBe(ada.tags[1].tag.id);
    expect(grace.companies[0].id).toBe(ada.companies[0].id);
    const companies = await c.get('/companies');
    expect(companies.body.meta.total).toBe(1);
    const lists = await c.get('/lists');
    expect(lists.body.data.map((l: List) => [l.name, l.type])).toEqual([['Warm leads', 'CONTACT']]);
  });
  it('reads a BOM, CRLF, quoted fields with line ends and a semicolon-separated file', async () => {
    const c = await t.workspace();
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        'Full Name;Email;Description\r\n"Mary Ann Smith";mary@example.com;"two\r\nlines; and a ""quote"""\r\nBob;bob@example.com;plain, with a comma\r\n',
      ),
    ]);
    const res = await csv(c, 'contacts', file);
    expect(res.body.data).toMatchObject({ created: 2, failed: 0 });
    const byEmail = await contactsByEmail(c);
    expect(byEmail['mary@example.com']).toMatchObject({
      first_name: 'Mary Ann',
      last_name: 'Smith',
      description: 'two\r\nlines; and a "quote"',
    });
    expect(byEmail['bob@example.com']).toMatchObject({
      full_name: 'Bob',
      description: 'plain, with a comma',
    });
  });

  it('fails bad rows with their reason and writes the others; skips empty rows', async () => {
    const c = await t.workspace();
    const file =
      'first_name,email,birthday\n' +
      'Ok,ok@example.com,1990-01-02\n' +
      'Bad,not-an-email,\n' +
      ',,\n' +
      'Short\n' +
      'Long,long@example.com,,extra\n' +
      'Date,date@example.com,13/01/1990\n' +
      ',nameless@example.com,\n' +
      'Last,last@example.com,\n';
    const res = await csv(c, 'contacts', file);
    expectSummary(res, {
      created: 2,
      skipped: 1,
      failed: 5,
      errors: [
        { row: 2, message: expect.stringMatching(/^email: .*e-mail/) },
        { row: 4, message: 'has 1 cells where the header has 3' },
        { row: 5, message: 'has 4 cells where the header has 3' },
        { row: 6, message: 'birthday: "13/01/1990" is not a real calendar date in the years 0001 to 9999' },
        { row: 7, message: expect.stringContaining('first_name, last_name or full_name') },
      ],
    });
    expect((await c.get('/contacts')).body.meta.total).toBe(2);
  });

  it('refuses a file it cannot import, writing nothing: no known column, binary, empty, not UTF-8', async () => {
    const c = await t.workspace();
    const noColumn = await csv(c, 'contacts', '{"first_name": "Ada"}\n');
    expect(expectError(noColumn, 400, 'validation_error').details[0]).toEqual({
      path: '/body',
      message: expect.stringMatching(/^no column of the header names a contact field/),
    });
    const unknown = await csv(c, 'contacts', 'Colour,Size\nred,big\n');
    expect(unknown.body.error.details[0].message).toContain('"Colour", "Size"');
    expectError(
      await csv(c, 'contacts', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x0a])),
      400,
      'validation_error',
    );
    expectError(await csv(c, 'contacts', Buffer.from([0x66, 0xff, 0xfe, 0x0a])), 400, 'validation_error');
    expectError(await csv(c, 'contacts', ''), 400, 'validation_error');
    expect((await c.get('/contacts')).body.meta.total).toBe(0);
  });

  it('answers 415 for a body that is not text/csv, 413 past IMPORT_BODY_LIMIT_BYTES, 400 for a bad match_on', async () => {
    const c = await t.workspace();
    const json = await c.request('POST', '/contacts/import', { first_name: 'Ada' });
    expect(expectError(json, 415, 'unsupported_media_type').message).toContain('text/csv');
    expectError(
      await csv(c, 'contacts', 'first_name\nAda\n', '', 'text/plain'),
      415,
      'unsupported_media_type',
    );
    const big = `first_name\n${'x\n'.repeat(t.config.importBodyLimitBytes / 2 + 1)}`;
    expectError(await csv(c, 'contacts', big), 413, 'payload_too_large');
    expectError(await csv(c, 'contacts', 'first_name\nAda\n', '?match_on=name'), 400, 'validation_error');
    expectError(await csv(c, 'companies', 'name\nAcme\n', '?match_on=email'), 400, 'validation_error');
    expect((await c.get('/contacts')).body.meta.total).toBe(0);
  });

  it('match_on updates as an upsert does, so that importing again ends in the same state', async () => {
    const c = await t.workspace();
    const file =
      'first_name,last_name,email,tags,companies\n' +
      'Ada,Lovelace,ada@example.com,One,Acme\n' +
      'Grace,Hopper,grace@example.com,Two,Acme\n';
    const first = await csv(c, 'contacts', file, '?match_on=email');
    expect(first.body.data).toMatchObject({ created: 2, updated: 0 });
    const before = await contactsByEmail(c);
    const again = await csv(c, 'contacts', file, '?match_on=email');
    expect(again.body.data).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const after = await contactsByEmail(c);
    const strip = (r: IncludedContact) => ({ ...r, updated_at: undefined });
    expect(Object.values(after).map(strip)).toEqual(Object.values(before).map(strip));
    // A changed row updates its record and adds what it names; nothing is unlinked.
    const changed = await csv(
      c,
      'contacts',
      'first_name,email,job_title,tags\nAda,ADA@example.com,Countess,Three\n',
      '?match_on=email',
    );
    expect(changed.body.data).toMatchObject({ created: 0, updated: 1 });
    const ada = (await contactsByEmail(c))['ada@example.com'];
    expect(ada.job_title).toBe('Countess');
    expect(ada.tags.map((x) => x.tag.name)).toEqual(['One', 'Three']);
    // A row without the value matched on fails; so does one that is not a valid new record.
    const nameless = await csv(c, 'contacts', 'first_name,email\nNo,\n', '?match_on=email');
    expect(nameless.body.data.errors).toEqual([
      { row: 1, message: expect.stringContaining('match on email') },
    ]);
    expect((await c.get('/tags')).body.meta.total).toBe(3);
  });

  it('dry_run reports what a run would do and writes nothing', async () => {
    const c = await t.workspace();
    await csv(c, 'contacts', 'name,email\nAda,ada@example.com\n', '?match_on=email');
    const file =
      'name,email,tags\nAda,ada@example.com,New\nNew,new@example.com,New\nNew,new@example.com,New\nBad,bad,\n';
    const dry = await csv(c, 'contacts', file, '?match_on=email&dry_run=true');
    expect(dry.body.data).toMatchObject({ created: 1, updated: 2, failed: 1 });
    expect((await c.get('/contacts')).body.meta.total).toBe(1);
    expect((await c.get('/tags')).body.meta.total).toBe(0);
    const real = await csv(c, 'contacts', file, '?match_on=email');
    expect(real.body.data).toEqual(dry.body.data);
  });

  it('imports companies: domain or name matching, phone in international form, numbers and booleans', async () => {
    const c = await t.workspace();
    const file =
      'Company,Website,Phone,number_of_employees,arr_estimate,is_starred,Tags,Lists\n' +
      'Acme,acme.com,+33 1 40 00 00 00,42,1200000.5,true,Customer,Targets\n' +
      'Globex,https://www.globex.com/about,020 7946 0123,x,,maybe,,\n';
    const res = await csv(c, 'companies', file, '?match_on=domain');
    expect(res.body.data).toEqual({
      created: 1,
      updated: 0,
      skipped: 0,
      failed: 1,
      errors: [
        { row: 2, message: expect.stringContaining('number_of_employees: "x" must be a whole number') },
      ],
      warnings: [],
      ignored_columns: [],
    });
    const acme: Required<Company> = (await c.get('/companies?name=acme&include=tags,lists')).body.data[0];
    expect(acme).toMatchObject({
      website_url: 'https://acme.com',
      country_code: '+33',
      phone_number: '140000000',
      number_of_employees: 42,
      arr_estimate: 1200000.5,
      is_starred: true,
    });
    expect(acme.lists.map((l) => l.list.name)).toEqual(['Targets']);
    expect((await c.get('/lists')).body.data[0].type).toBe('COMPANY');
    const byName = await csv(c, 'companies', 'name,description\nACME,Anvils\n', '?match_on=name');
    expect(byName.body.data).toMatchObject({ created: 0, updated: 1 });
  });

  it('takes custom fields by name: text, select by option value, multi-select, date, number, boolean, user by e-mail', async () => {
    const c = await t.workspace();
    const field = async (body: Record<string, unknown>) =>
      (await c.post('/custom-fields', { entity_type: 'CONTACT', ...body })).body.data;
    await field({ name: 'Nickname', field_type: 'SINGLE_LINE_TEXT' });
    const stage = await field({
      name: 'Stage',
      field_type: 'SINGLE_SELECT',
      multi_select_options: [{ value: 'Lead' }, { value: 'Customer' }],
    });
    await field({
      name: 'Interests',
      field_type: 'MULTI_SELECT',
      multi_select_options: [{ value: 'Math' }, { value: 'Music' }],
    });
    await field({ name: 'Met on', field_type: 'DATE' });
    await field({ name: 'Score', field_type: 'NUMERIC' });
    await field({ name: 'Vip', field_type: 'BOOLEAN' });
    await field({ name: 'Owner', field_type: 'USER' });
    const me = (await c.get('/me')).body.data.user;
    const file =
      `name,email,nickname,STAGE,interests,met_on,score,vip,owner\n` +
      `Ada,ada@example.com,Ada,customer,Math; Music,2026-01-31,4.5,TRUE,${me.email.toUpperCase()}\n` +
      `Bad,bad@example.com,,Prospect,,,,,\n` +
      `Bad,bad2@example.com,,,,,,,nobody@example.com\n`;
    const res = await csv(c, 'contacts', file);
    expect(res.body.data.errors).toEqual([
      { row: 2, message: expect.stringContaining('STAGE: "Prospect" is not an option of the field "Stage"') },
      { row: 3, message: 'owner: "nobody@example.com" is not the e-mail of a user of this workspace' },
    ]);
    const ada = (await contactsByEmail(c))['ada@example.com'];
    const values = Object.fromEntries(ada.custom_fields.map((v) => [v.name, v.value]));
    expect(values).toEqual({
      Nickname: 'Ada',
      Stage: { id: stage.multi_select_options[1].id, value: 'Customer' },
      Interests: [expect.objectContaining({ value: 'Math' }), expect.objectContaining({ value: 'Music' })],
      'Met on': '2026-01-31',
      Score: 4.5,
      Vip: true,
      Owner: expect.objectContaining({ id: me.id }),
    });
  });

  it('every imported record is in the change feed, and a failed row leaves no event', async () => {
    const c = await t.workspace();
    await csv(c, 'contacts', 'name,email,tags\nAda,ada@example.com,T\nBad,bad,T2\n', '?match_on=email');
    await csv(c, 'contacts', 'name,email,job_title\nAda,ada@example.com,Countess\n', '?match_on=email');
    const events = (await c.get('/events?limit=100')).body.data.map((e: FeedEvent) => e.type);
    expect(events.filter((e: string) => e.startsWith('contact.'))).toEqual([
      'contact.created',
      'contact.updated',
    ]);
    expect(events).toContain('tag.created');
    expect((await c.get('/tags')).body.data.map((x: Tag) => x.name)).toEqual(['T']);
  });

  it('a batch with a row that fails only when written is undone and written row by row: the others kept, no stray record or event', async () => {
    const c = await t.workspace();
    // Rows 2 and 3 name a list and a company too long to create: found only while writing the
    // batch, after its new tags were made (and then undone with the rest of the attempt).
    const file =
      'name,email,tags,company,lists\n' +
      'Ada,ada@example.com,New tag; Shared,Acme,\n' +
      `Long,long@example.com,Other,Long Co,${'L'.repeat(51)}\n` +
      `Odd,odd@example.com,Shared,${'C'.repeat(256)},\n` +
      'Grace,grace@example.com,Shared,Acme,\n';
    const res = await csv(c, 'contacts', file);
    expectSummary(res, {
      created: 2,
      failed: 2,
      errors: [
        { row: 2, message: expect.stringMatching(/^lists: "L+" is longer than 50 characters$/) },
        { row: 3, message: expect.stringMatching(/^company: "C+" is longer than 255 characters$/) },
      ],
    });
    const byEmail = await contactsByEmail(c);
    expect(Object.keys(byEmail).sort()).toEqual(['ada@example.com', 'grace@example.com']);
    expect(byEmail['ada@example.com'].tags.map((x) => x.tag.name)).toEqual(['New tag', 'Shared']);
    expect(byEmail['grace@example.com'].companies[0].id).toBe(byEmail['ada@example.com'].companies[0].id);
    // Nothing the failed rows named, and nothing of the undone attempt, is left or in the feed.
    const tags: Tag[] = (await c.get('/tags')).body.data;
    const companies: Company[] = (await c.get('/companies')).body.data;
    expect(tags.map((x) => x.name).sort()).toEqual(['New tag', 'Shared']);
    expect(companies.map((x) => x.name)).toEqual(['Acme']);
    const events: FeedEvent[] = (await c.get('/events?limit=100')).body.data;
    const created = events.filter((e) => e.type.endsWith('.created'));
    expect(created.map((e) => e.type).sort()).toEqual([
      'company.created',
      'contact.created',
      'contact.created',
      'tag.created',
      'tag.created',
    ]);
    const recordIds = new Set([
      ...Object.values(byEmail).map((r) => r.id),
      ...tags.map((x) => x.id),
      ...companies.map((x) => x.id),
    ]);
    for (const event of events) expect(recordIds.has(event.resource_id)).toBe(true);
  });

  // API.md section 9: headers are compared with names ignoring case, spaces, `_` and `-`.
  it('maps headers that differ from a name only by `-`, case, spaces or `_`', async () => {
    const c = await t.workspace();
    await created(c, '/custom-fields', {
      entity_type: 'CONTACT',
      name: 'Account Tier',
      field_type: 'SINGLE_LINE_TEXT',
    });
    const file =
      'first-name,LAST--NAME,E-Mail-Address,Mobile-Phone,account-tier,Role-Text,Not-A-Field\n' +
      'Ada,Lovelace,ada@example.com,+44 20 7946 0123,Gold,Countess,x\n';
    // A map's column and field are compared the same way.
    const res = await csv(c, 'contacts', file, `?map=${encodeURIComponent('Role Text=job-title')}`);
    expectSummary(res, { created: 1, ignored_columns: ['Not-A-Field'] });
    const [ada]: IncludedContact[] = (await c.get('/contacts?include=emails,phone_numbers,custom_fields'))
      .body.data;
    expect(ada).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', job_title: 'Countess' });
    expect(ada.emails.map((e) => e.email)).toEqual(['ada@example.com']);
    expect(ada.phone_numbers.map((p) => [p.country_code, p.phone_number])).toEqual([['+44', '2079460123']]);
    expect(ada.custom_fields.map((v) => [v.name, v.value])).toEqual([['Account Tier', 'Gold']]);
  });

  it('with an Idempotency-Key, a retry answers the stored summary and imports nothing again', async () => {
    const c = await t.workspace();
    const headers = { 'content-type': 'text/csv', 'idempotency-key': 'import-1' };
    const file = 'name,email\nAda,ada@example.com\nGrace,grace@example.com\n';
    const first = await c.request('POST', '/contacts/import', file, headers);
    const again = await c.request('POST', '/contacts/import', file, headers);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await c.get('/contacts')).body.meta.total).toBe(2);
  });

  it('a batch written in parts: names made by one part are used by the next, a row failing in a later part is undone alone, every event carries the request ID', async () => {
    const c = await t.workspace();
    // More rows than a part holds (the batch's events are recorded part by part): row `bad`, in the
    // second part, names a list too long to create, found only while its part is written.
    const rows = PART_ROWS * 2 + 50;
    const bad = PART_ROWS + 10;
    const lines = ['first_name,last_name,email,tags,company,lists'];
    for (let i = 1; i <= rows; i++)
      lines.push(
        `P,N${i},p${i}@example.com,T${i % 3}; Part${Math.ceil(i / PART_ROWS)},Co${i % 2},${i === bad ? 'L'.repeat(51) : ''}`,
      );
    const res = await t.inject({
      method: 'POST',
      url: `${BASE}/contacts/import`,
      payload: `${lines.join('\n')}\n`,
      headers: {
        'x-service-api-key': c.api_key,
        'content-type': 'text/csv',
        'x-request-id': 'import-in-parts',
      },
    });
    expectSummary(res, {
      created: rows - 1,
      failed: 1,
      errors: [{ row: bad, message: expect.stringMatching(/^lists: "L+" is longer than 50 characters$/) }],
    });
    const tags: Tag[] = (await c.get('/tags?limit=100')).body.data;
    expect(tags.map((x) => x.name).sort()).toEqual(['Part1', 'Part2', 'Part3', 'T0', 'T1', 'T2']);
    expect((await c.get('/companies')).body.meta.total).toBe(2);
    expect((await c.get('/lists')).body.meta.total).toBe(0);
    expect((await c.get('/contacts?q=n' + bad)).body.data).toEqual([]);
    const seen = await c.get(`/contacts?q=n${bad + 1}&include=tags`);
    expect(seen.body.data[0].tags.map((x: { tag: Tag }) => x.tag.name)).toEqual([
      `T${(bad + 1) % 3}`,
      'Part2',
    ]);
    // Every record's event once, link events with them, nothing of the failed row, all of this request.
    const events: FeedEvent[] = [];
    for (let after = ''; ;) {
      const page = (await c.get(`/events?limit=1000${after}`)).body;
      events.push(...page.data);
      if (!page.meta.has_more) break;
      after = `&after=${page.meta.next_cursor}`;
    }
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(count('contact.created')).toBe(rows - 1);
    expect(count('tag.created')).toBe(6);
    expect(count('company.created')).toBe(2);
    expect(count('list.created')).toBe(0);
    expect(count('link.added')).toBe((rows - 1) * 3);
    expect(new Set(events.map((e) => e.request_id))).toEqual(new Set(['import-in-parts']));
  });

  it("a part's rows are inserted together: one statement per table, its events in one", async () => {
    const c = await t.workspace();
    const lines = ['first_name,last_name,email,phone,tags,company'];
    for (let i = 1; i <= PART_ROWS; i++)
      lines.push(`P,N${i},p${i}@example.com,+1 415 555 ${1000 + i},T${i % 7}; U${i % 5},Co${i % 9}`);
    const { queries, result } = await countQueries(() => csv(c, 'contacts', `${lines.join('\n')}\n`));
    expect(result.body.data).toMatchObject({ created: PART_ROWS, failed: 0 });
    // Inside the part's savepoint SQLite copies each page a statement changes to its statement journal,
    // once per statement: calls of 25 rows made this 131 statements on SQLite, statements of 100 rows 81.
    // (PostgreSQL inserts the events in one statement whatever their number.)
    expect(queries).toBeLessThanOrEqual(t.handle.dialect.name === 'sqlite' ? 60 : 54);
  });

  it('imports a few thousand rows in batches, searchable and counted', async () => {
    const c = await t.workspace();
    const rows = 1200;
    const lines = ['first_name,last_name,email,tags'];
    for (let i = 0; i < rows; i++) lines.push(`Person,N${i},p${i}@example.com,T${i % 3}`);
    const res = await csv(c, 'contacts', `${lines.join('\n')}\n`);
    expect(res.body.data).toMatchObject({ created: rows, failed: 0 });
    expect((await c.get('/contacts')).body.meta.total).toBe(rows);
    expect((await c.get('/contacts?q=n1199')).body.data.map((r: Contact) => r.last_name)).toEqual(['N1199']);
  });
});

describeEachDatabase(
  'import and webhook delivery',
  (t) => {
    it('with an Idempotency-Key, the commit of the import wakes webhook delivery (no poll needed)', async () => {
      const c = await t.workspace();
      await withWokenDelivery(t.handle, c, { event_types: ['contact.created'] }, async (rx) => {
        const headers = { 'content-type': 'text/csv', 'idempotency-key': 'import-wakes' };
        const res = await c.request(
          'POST',
          '/contacts/import',
          'name\nAda Lovelace\nGrace Hopper\n',
          headers,
        );
        expect(res.body.data).toMatchObject({ created: 2 });
        await waitFor(() => rx.received.length === 2, 3000, 'two contact.created deliveries');
      });
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
  // Its engines serve their whole database: one of the block's own.
  { ownDatabase: true },
);
