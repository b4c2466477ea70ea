import { expect, it } from 'vitest';
import { type Client, describeEachDatabase, expectError, type Response } from './harness.js';

/**
 * Batches (API.md section 7, "Batches"): `POST /<resource>/batch` and
 * `PATCH /<resource>/batch`, through HTTP on each store. One transaction
 * (all or nothing), errors under `/body/records/<index>`, collisions within
 * the batch a 400 naming both records, the contract's order of errors across
 * the batch, and answers equal to what a single read answers.
 */
describeEachDatabase('batches', (t) => {
  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  async function total(c: Client, path: string): Promise<number> {
    const res = await c.get(`${path}?limit=1`);
    expect(res.status).toBe(200);
    return res.body.meta.total;
  }

  /** Each record of a batch's answer is what GET /:id answers with every relation. */
  async function expectAsRead(c: Client, path: string, include: string, data: { id: string }[]) {
    for (const record of data) {
      const read = await c.get(`${path}/${record.id}${include ? `?include=${include}` : ''}`);
      expect(read.status).toBe(200);
      expect(record).toEqual(read.body.data);
    }
  }

  const CONTACT_INCLUDES = 'emails,phone_numbers,companies,custom_fields,tags,lists,notes';

  function expectBatch(res: Response, created: number, updated: number) {
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['x-upsert']).toBeUndefined();
    expect(res.body.meta).toEqual({ created, updated });
    expect(res.body.data).toHaveLength(created + updated);
    return res.body.data as any[];
  }

  it('POST /contacts/batch creates every record in one answer, in the order sent, fully expanded', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'Lead' })).body.data.id;
    const company = (await c.post('/companies', { name: 'Acme' })).body.data.id;
    const names = ['Zoe Zed', 'Adam Ant', 'Mia Moss'];
    const res = await c.post('/contacts/batch', {
      records: names.map((full_name, i) => ({
        full_name,
        emails: [`p${i}@example.com`, { email: `P${i}@Work.example.com`, is_primary: true }],
        phone_numbers: [{ country_code: '44', phone_number: `20 7946 012${i}` }],
        tags: [tag],
        companies: [company],
      })),
    });
    const data = expectBatch(res, 3, 0);
    expect(data.map((r) => r.full_name)).toEqual(names);
    expect(data[1].emails.map((e: any) => [e.email, e.is_primary])).toEqual([
      ['p1@example.com', false],
      ['p1@work.example.com', true],
    ]);
    expect(data[2].tags).toEqual([{ tag: { id: tag, name: 'Lead' } }]);
    await expectAsRead(c, '/contacts', CONTACT_INCLUDES, data);
    expect(await total(c, '/contacts')).toBe(3);
    // The search text is kept by a batch too.
    const found = await c.get('/contacts?q=adam');
    expect(ids(found.body.data)).toEqual([data[1].id]);
    const byMail = await c.get('/contacts?q=p2@work');
    expect(ids(byMail.body.data)).toEqual([data[2].id]);
  });

  it('PATCH /contacts/batch updates in the order sent (not the order of IDs), as PATCH /:id does', async () => {
    const c = await t.workspace();
    const tagA = (await c.post('/tags', { name: 'A' })).body.data.id;
    const tagB = (await c.post('/tags', { name: 'B' })).body.data.id;
    const made = expectBatch(
      await c.post('/contacts/batch', {
        records: [1, 2, 3].map((i) => ({ full_name: `Person ${i}`, tags: [tagA] })),
      }),
      3,
      0,
    );
    const [a, b, cc] = ids(made);
    const res = await c.patch('/contacts/batch', {
      records: [
        { id: cc, job_title: 'Third', tags: { add: [tagB] } },
        { id: a, first_name: 'Renamed', emails: ['renamed@example.com'] },
        { id: b, tags: [] },
      ],
    });
    const data = expectBatch(res, 0, 3);
    expect(ids(data)).toEqual([cc, a, b]);
    expect(data[0].job_title).toBe('Third');
    expect(data[0].tags.map((x: any) => x.tag.id)).toEqual([tagA, tagB]);
    expect(data[1].full_name).toBe('Renamed 1');
    expect(data[2].tags).toEqual([]);
    await expectAsRead(c, '/contacts', CONTACT_INCLUDES, data);
    const found = await c.get('/contacts?q=renamed');
    expect(ids(found.body.data)).toEqual([a]);
  });

  it('every resource: POST and PATCH batches answer each record as GET /:id with every relation', async () => {
    const c = await t.workspace();
    const contact = (await c.post('/contacts', { full_name: 'Linked Person' })).body.data.id;
    const cases: { path: string; include: string; create: any[]; patch: (id: string, i: number) => any }[] = [
      {
        path: '/companies',
        include: 'custom_fields,tags,lists,contacts',
        create: [
          { name: 'Zeta', website_url: 'zeta.example', contacts: [contact] },
          { name: 'Alpha', email: 'HI@alpha.example' },
        ],
        patch: (_id, i) => ({ description: `Company ${i}`, contacts: i ? [contact] : [] }),
      },
      {
        path: '/tags',
        include: 'contacts,companies,tasks',
        create: [{ name: 'Zulu', contacts: [contact] }, { name: 'Alpha' }],
        patch: (_id, i) => ({ name: `Renamed ${i}` }),
      },
      {
        path: '/lists',
        include: 'contacts,companies',
        create: [
          { name: 'Zulu', type: 'CONTACT', contacts: [contact] },
          { name: 'Alpha', type: 'COMPANY' },
        ],
        patch: (_id, i) => ({ description: `List ${i}` }),
      },
      {
        path: '/notes',
        include: 'contacts',
        create: [{ body: 'Zulu note', contacts: [contact] }, { body: 'Alpha note' }],
        patch: (_id, i) => ({ body: `Note ${i}` }),
      },
      {
        path: '/tasks',
        include: 'tags',
        create: [
          { body: 'Zulu task', contacts: [contact] },
          { body: 'Alpha task', completed: true },
        ],
        patch: (_id, i) => ({ due_date: `2027-01-0${i + 1}T10:00:00+02:00` }),
      },
      {
        path: '/custom-fields',
        include: '',
        create: [
          { name: 'Zulu', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' },
          {
            name: 'Alpha',
            field_type: 'SINGLE_SELECT',
            entity_type: 'COMPANY',
            multi_select_options: [{ value: 'One' }, { value: 'Two' }],
          },
        ],
        patch: (_id, i) => ({ name: `Field ${i}` }),
      },
    ];
    for (const { path, include, create, patch } of cases) {
      const made = expectBatch(await c.post(`${path}/batch`, { records: create }), 2, 0);
      await expectAsRead(c, path, include, made);
      const order = [made[1].id, made[0].id];
      const res = await c.patch(`${path}/batch`, {
        records: order.map((id, i) => ({ id, ...patch(id, i) })),
      });
      const data = expectBatch(res, 0, 2);
      expect(ids(data), path).toEqual(order);
      await expectAsRead(c, path, include, data);
    }
  });

  it('a batch upsert creates and updates in one answer, adding relations as a single upsert does', async () => {
    const c = await t.workspace();
    const tagA = (await c.post('/tags', { name: 'A' })).body.data.id;
    const tagB = (await c.post('/tags', { name: 'B' })).body.data.id;
    const old = (
      await c.post('/contacts', { full_name: 'Old Timer', emails: ['old@example.com'], tags: [tagA] })
    ).body.data.id;
    const res = await c.request('POST', '/contacts/batch?match_on=email', {
      records: [
        { full_name: 'New One', emails: ['new1@example.com'] },
        {
          last_name: 'Timer',
          job_title: 'Veteran',
          emails: ['OLD@example.com', 'old2@example.com'],
          tags: [tagB],
        },
        { full_name: 'New Two', emails: ['new2@example.com'], tags: [tagB] },
      ],
    });
    const data = expectBatch(res, 2, 1);
    expect(data[1].id).toBe(old);
    expect(data[1].full_name).toBe('Old Timer');
    expect(data[1].job_title).toBe('Veteran');
    expect(data[1].tags.map((x: any) => x.tag.id)).toEqual([tagA, tagB]);
    expect(data[1].emails.map((e: any) => e.email)).toEqual(['old@example.com', 'old2@example.com']);
    expect([data[0].full_name, data[2].full_name]).toEqual(['New One', 'New Two']);
    await expectAsRead(c, '/contacts', CONTACT_INCLUDES, data);
    expect(await total(c, '/contacts')).toBe(3);
    // Without the matched value: 400 at that record.
    const err = expectError(
      await c.request('POST', '/contacts/batch?match_on=email', {
        records: [{ full_name: 'Fine', emails: ['fine@example.com'] }, { full_name: 'No Mail' }],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/1/emails']);
  });

  it('a batch upsert checks each record as a single upsert: a PATCH when it matches, a POST too when it creates', async () => {
    const c = await t.workspace();
    const ada = (await c.post('/contacts', { full_name: 'Ada Lovelace', emails: ['ada@example.com'] })).body
      .data.id;
    const acme = (await c.post('/companies', { name: 'Acme', website_url: 'acme.com' })).body.data.id;
    // Nameless records that match update the records found.
    const res = await c.request('POST', '/contacts/batch?match_on=email', {
      records: [
        { emails: ['ada@example.com'], location: 'London' },
        { full_name: 'Grace Hopper', emails: ['grace@example.com'] },
      ],
    });
    const data = expectBatch(res, 1, 1);
    expect(data[0]).toMatchObject({ id: ada, full_name: 'Ada Lovelace', location: 'London' });
    const companies = expectBatch(
      await c.request('POST', '/companies/batch?match_on=domain', {
        records: [{ website_url: 'https://acme.com/about', description: 'Rockets' }],
      }),
      0,
      1,
    );
    expect(companies[0]).toMatchObject({ id: acme, name: 'Acme', description: 'Rockets' });

    // A nameless record that matches nothing is a 400 as POST, at its index; nothing is written.
    let err = expectError(
      await c.request('POST', '/contacts/batch?match_on=email', {
        records: [
          { emails: ['ada@example.com'], location: 'Paris' },
          { emails: ['nobody@example.com'], location: 'Rome' },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([
      { path: '/body/records/1', message: 'needs a non-empty first_name, last_name or full_name' },
    ]);
    err = expectError(
      await c.request('POST', '/companies/batch?match_on=domain', {
        records: [{ website_url: 'acme.com', description: 'x' }, { website_url: 'globex.com' }],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/1/name']);
    // A record that is no PATCH body either: 400 at it, before anything is matched.
    err = expectError(
      await c.request('POST', '/contacts/batch?match_on=email', {
        records: [{ emails: ['ada@example.com'] }, { emails: ['ada@example.com'], location: 7 }],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/1/location']);
    expect((await c.get(`/contacts/${ada}`)).body.data.location).toBe('London');
    expect(await total(c, '/contacts')).toBe(2);
    expect(await total(c, '/companies')).toBe(1);
    // Without match_on, a nameless company is the POST's 400 as always.
    err = expectError(
      await c.request('POST', '/companies/batch', { records: [{ website_url: 'globex.com' }] }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/name']);
  });

  it('1 to 100 records: 100 are written, 0 and 101 are a 400 at /body/records', async () => {
    const c = await t.workspace();
    const records = (n: number) => Array.from({ length: n }, (_, i) => ({ first_name: `N${i}` }));
    const data = expectBatch(await c.post('/contacts/batch', { records: records(100) }), 100, 0);
    expect(data.map((r) => r.first_name)).toEqual(records(100).map((r) => r.first_name));
    for (const n of [0, 101]) {
      const err = expectError(
        await c.post('/contacts/batch', { records: records(n) }),
        400,
        'validation_error',
      );
      expect(err.details.map((d) => d.path)).toEqual(['/body/records']);
    }
    expectError(await c.patch('/contacts/batch', { records: [] }), 400, 'validation_error');
    expect(await total(c, '/contacts')).toBe(100);
  });

  it('all or nothing: a batch of 100 whose last record fails writes none of them', async () => {
    const c = await t.workspace();
    const tag = (await c.post('/tags', { name: 'T' })).body.data.id;
    const missing = 'tag_01jd8k2m3n4p5q6r7s8t9v0w1x';
    const records = Array.from({ length: 100 }, (_, i) => ({
      first_name: `N${i}`,
      emails: [`n${i}@example.com`],
      tags: [tag],
    }));
    records[99].tags = [tag, missing];
    const before = await total(c, '/contacts');
    const err = expectError(await c.post('/contacts/batch', { records }), 422, 'unknown_reference');
    expect(err.details).toEqual([
      {
        path: '/body/records/99/tags/1',
        message: `"${missing}" is not a tag in this workspace`,
        id: missing,
      },
    ]);
    expect(err.message).toMatch(/^\/body\/records\/99\/tags\/1: /);
    expect(await total(c, '/contacts')).toBe(before);
    expect((await c.get(`/tags/${tag}?include=contacts`)).body.data.contacts).toEqual([]);
    // A PATCH batch that fails leaves every record as it was.
    const made = expectBatch(
      await c.post('/contacts/batch', { records: [{ first_name: 'A' }, { first_name: 'B' }] }),
      2,
      0,
    );
    expectError(
      await c.patch('/contacts/batch', {
        records: [
          { id: made[0].id, first_name: 'Changed' },
          { id: made[1].id, tags: [missing] },
        ],
      }),
      422,
      'unknown_reference',
    );
    expect((await c.get(`/contacts/${made[0].id}`)).body.data.first_name).toBe('A');
  });

  it('errors name their record: every path moves under /body/records/<index>', async () => {
    const c = await t.workspace();
    // Schema errors of several records, in one answer.
    let err = expectError(
      await c.post('/contacts/batch', {
        records: [{ first_name: 'Ok' }, { first_name: 'x'.repeat(101) }, { first_name: 'Ok', nope: 1 }],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path).sort()).toEqual([
      '/body/records/1/first_name',
      '/body/records/2/nope',
    ]);
    // A check made before the transaction (an e-mail's form, a missing name), record by record.
    err = expectError(
      await c.post('/contacts/batch', {
        records: [
          { first_name: 'Ok' },
          { first_name: 'Ok' },
          { first_name: 'Bad', emails: ['ok@x.com', 'not-mail'] },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/2/emails/1']);
    expect(err.message).toMatch(/^\/body\/records\/2\/emails\/1: /);
    // Such checks of several records, in one answer.
    err = expectError(
      await c.post('/contacts/batch', {
        records: [
          { first_name: 'Ok' },
          { first_name: 'A', emails: ['bad'] },
          { first_name: 'B', emails: ['worse'] },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/1/emails/0', '/body/records/2/emails/0']);
    err = expectError(
      await c.post('/contacts/batch', { records: [{ first_name: 'Ok' }, { job_title: 'No name' }] }),
      400,
      'validation_error',
    );
    expect(err.details.every((d) => d.path.startsWith('/body/records/1'))).toBe(true);
    // A check made in the transaction (a value of the wrong type for its field).
    const field = (
      await c.post('/custom-fields', { name: 'Score', field_type: 'NUMERIC', entity_type: 'CONTACT' })
    ).body.data.id;
    err = expectError(
      await c.post('/contacts/batch', {
        records: [
          { first_name: 'Ok', custom_fields: [{ id: field, value: 3 }] },
          { first_name: 'Bad', custom_fields: [{ id: field, value: 'three' }] },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/1/custom_fields/0/value']);
    // add and remove with one ID, in a PATCH batch.
    const tag = (await c.post('/tags', { name: 'T' })).body.data.id;
    const made = expectBatch(await c.post('/contacts/batch', { records: [{ first_name: 'A' }] }), 1, 0);
    err = expectError(
      await c.patch('/contacts/batch', {
        records: [{ id: made[0].id, tags: { add: [tag], remove: [tag] } }],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/tags/remove/0']);
    // The PATCH record's own form.
    err = expectError(
      await c.patch('/contacts/batch', { records: [{ first_name: 'No ID' }] }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/id']);
    expect(await total(c, '/contacts')).toBe(1);
  });

  it('PATCH: an id that is not in the workspace is a 422 at /body/records/<index>/id; other workspaces stay apart', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const theirs = (await other.post('/contacts', { full_name: 'Not Yours' })).body.data.id;
    const mine = (await c.post('/contacts', { full_name: 'Mine' })).body.data.id;
    for (const id of [theirs, 'con_01jd8k2m3n4p5q6r7s8t9v0w1x']) {
      const err = expectError(
        await c.patch('/contacts/batch', {
          records: [
            { id: mine, job_title: 'Changed' },
            { id, job_title: 'Stolen' },
          ],
        }),
        422,
        'unknown_reference',
      );
      expect(err.details).toEqual([{ path: '/body/records/1/id', message: expect.stringContaining(id), id }]);
    }
    expect((await other.get(`/contacts/${theirs}`)).body.data.job_title).toBe('');
    expect((await c.get(`/contacts/${mine}`)).body.data.job_title).toBe('');
    // A related ID of another workspace is unknown too.
    const theirTag = (await other.post('/tags', { name: 'Theirs' })).body.data.id;
    const err = expectError(
      await c.post('/contacts/batch', { records: [{ first_name: 'A', tags: [theirTag] }] }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/tags/0']);
    expect(await total(c, '/contacts')).toBe(1);
  });

  it('two records with one unique name are a 400 naming both; nothing is written', async () => {
    const c = await t.workspace();
    let err = expectError(
      await c.post('/tags/batch', { records: [{ name: 'Lead' }, { name: 'Other' }, { name: 'lead' }] }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/name', '/body/records/2/name']);
    expect(err.message).toContain('/body/records/0');
    expect(err.message).toContain('/body/records/2');
    expect(await total(c, '/tags')).toBe(0);
    // A name held before the batch stays a 409 naming its holder.
    const held = (await c.post('/tags', { name: 'Held' })).body.data.id;
    err = expectError(
      await c.post('/tags/batch', { records: [{ name: 'New' }, { name: 'HELD' }] }),
      409,
      'conflict',
    );
    expect(err.details).toEqual([
      { path: '/body/records/1/name', message: expect.any(String), existing_id: held },
    ]);
    // Custom fields: one name within one entity type collides; across entity types it does not.
    err = expectError(
      await c.post('/custom-fields/batch', {
        records: [
          { name: 'Size', field_type: 'NUMERIC', entity_type: 'CONTACT' },
          { name: 'SIZE', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/name', '/body/records/1/name']);
    expectBatch(
      await c.post('/custom-fields/batch', {
        records: [
          { name: 'Size', field_type: 'NUMERIC', entity_type: 'CONTACT' },
          { name: 'SIZE', field_type: 'NUMERIC', entity_type: 'COMPANY' },
        ],
      }),
      2,
      0,
    );
    // Renaming two tags to one name in a PATCH batch.
    const made = expectBatch(await c.post('/tags/batch', { records: [{ name: 'X' }, { name: 'Y' }] }), 2, 0);
    err = expectError(
      await c.patch('/tags/batch', {
        records: [
          { id: made[0].id, name: 'Same' },
          { id: made[1].id, name: 'same' },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/name', '/body/records/1/name']);
    // One record twice in a PATCH batch.
    err = expectError(
      await c.patch('/tags/batch', {
        records: [{ id: made[0].id }, { id: made[1].id }, { id: made[0].id, name: 'Z' }],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/id', '/body/records/2/id']);
    expect(ids((await c.get('/tags?order_by=name')).body.data).length).toBe(3);
  });

  it('a batch upsert whose records match one record is a 400 naming both', async () => {
    const c = await t.workspace();
    // The same value in two records.
    let err = expectError(
      await c.request('POST', '/contacts/batch?match_on=email', {
        records: [
          { full_name: 'A', emails: ['a@example.com', 'same@example.com'] },
          { full_name: 'B', emails: ['b@example.com'] },
          { full_name: 'C', emails: ['SAME@example.com'] },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/emails', '/body/records/2/emails']);
    // Seen in the body, before the transaction: ahead of the first record's own 422.
    err = expectError(
      await c.request('POST', '/contacts/batch?match_on=email', {
        records: [
          { full_name: 'A', emails: ['same@example.com'], tags: ['tag_01jd8k2m3n4p5q6r7s8t9v0w1x'] },
          { full_name: 'C', emails: ['SAME@example.com'] },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/emails', '/body/records/1/emails']);
    err = expectError(
      await c.request('POST', '/tags/batch?match_on=name', { records: [{ name: 'Lead' }, { name: 'LEAD' }] }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/name', '/body/records/1/name']);
    // Two values of one existing record, in two records: the second matches what the first wrote.
    const both = (
      await c.post('/contacts', { full_name: 'Both', emails: ['one@example.com', 'two@example.com'] })
    ).body.data.id;
    err = expectError(
      await c.request('POST', '/contacts/batch?match_on=email', {
        records: [
          { first_name: 'Both', job_title: 'First', emails: ['one@example.com'] },
          { first_name: 'Both', job_title: 'Second', emails: ['two@example.com'] },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/0/emails', '/body/records/1/emails']);
    expect((await c.get(`/contacts/${both}`)).body.data.job_title).toBe('');
    expect(await total(c, '/contacts')).toBe(1);
    // Lists match within their type: one name in two types is two records.
    expectBatch(
      await c.request('POST', '/lists/batch?match_on=name', {
        records: [
          { name: 'Vip', type: 'CONTACT' },
          { name: 'VIP', type: 'COMPANY' },
        ],
      }),
      2,
      0,
    );
  });

  it('the order of errors holds across the batch: 400 before 422 before 409', async () => {
    const c = await t.workspace();
    const missing = 'tag_01jd8k2m3n4p5q6r7s8t9v0w1x';
    const records = () =>
      Array.from({ length: 7 }, (_, i) => ({ first_name: `N${i}` }) as Record<string, unknown>);
    // A 400 seen before the transaction (record 5) and an unknown reference (record 2).
    let batch = records();
    batch[2].tags = [missing];
    batch[5].emails = ['not-mail'];
    let err = expectError(await c.post('/contacts/batch', { records: batch }), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/5/emails/0']);
    // A 400 that needs the database to see (a value of the wrong type for its field).
    const field = (
      await c.post('/custom-fields', { name: 'Score', field_type: 'NUMERIC', entity_type: 'CONTACT' })
    ).body.data.id;
    batch = records();
    batch[2].tags = [missing];
    batch[5].custom_fields = [{ id: field, value: 'high' }];
    err = expectError(await c.post('/contacts/batch', { records: batch }), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/5/custom_fields/0/value']);
    // In a PATCH batch: an unknown ID (422, record 0) and a list's type changed (400, record 1).
    const list = (await c.post('/lists', { name: 'L', type: 'CONTACT' })).body.data.id;
    err = expectError(
      await c.patch('/lists/batch', {
        records: [
          { id: 'lst_01jd8k2m3n4p5q6r7s8t9v0w1x', name: 'Gone' },
          { id: list, type: 'COMPANY' },
        ],
      }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/1/type']);
    // A taken name (409, record 1) and an unknown reference (422, record 3).
    const held = (await c.post('/tags', { name: 'Held' })).body.data.id;
    err = expectError(
      await c.post('/tags/batch', {
        records: [
          { name: 'A' },
          { name: 'held' },
          { name: 'B' },
          { name: 'C', contacts: ['con_01jd8k2m3n4p5q6r7s8t9v0w1x'] },
        ],
      }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/records/3/contacts/0']);
    // Alone, the taken name answers 409 with its holder.
    err = expectError(
      await c.post('/tags/batch', { records: [{ name: 'A' }, { name: 'held' }] }),
      409,
      'conflict',
    );
    expect(err.details[0].existing_id).toBe(held);
    expect(await total(c, '/contacts')).toBe(0);
    expect(await total(c, '/tags')).toBe(1);
  });

  it('Idempotency-Key: a batch sent again is replayed, not written twice', async () => {
    const c = await t.workspace();
    const key = `batch-${Date.now()}-${Math.random()}`;
    const body = { records: [{ first_name: 'Once' }, { first_name: 'Only' }] };
    const first = await c.request('POST', '/contacts/batch', body, { 'idempotency-key': key });
    expectBatch(first, 2, 0);
    const again = await c.request('POST', '/contacts/batch', body, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
    expect(await total(c, '/contacts')).toBe(2);
    // The same key with another batch: 422.
    expectError(
      await c.request(
        'POST',
        '/contacts/batch',
        { records: [{ first_name: 'Else' }] },
        { 'idempotency-key': key },
      ),
      422,
      'idempotency_key_reused',
    );
    // A PATCH batch's refusal is stored and replayed too.
    const patchKey = `${key}-patch`;
    const refused = await c.request(
      'PATCH',
      '/contacts/batch',
      { records: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1x', first_name: 'X' }] },
      { 'idempotency-key': patchKey },
    );
    expectError(refused, 422, 'unknown_reference');
    const replayed = await c.request(
      'PATCH',
      '/contacts/batch',
      { records: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1x', first_name: 'X' }] },
      { 'idempotency-key': patchKey },
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.raw.rawPayload.equals(refused.raw.rawPayload)).toBe(true);
  });

  it('the batch path is no record ID: GET /contacts/batch is a 404 and /contacts/:id still works', async () => {
    const c = await t.workspace();
    const id = (await c.post('/contacts', { full_name: 'Still Here' })).body.data.id;
    expect((await c.patch(`/contacts/${id}`, { job_title: 'Works' })).body.data.job_title).toBe('Works');
    expectError(await c.get('/contacts/batch'), 404, 'not_found');
    // Under the version-less prefix too.
    const res = await c.request('POST', '/v1/contacts/batch', { records: [{ first_name: 'V' }] });
    expectBatch(res, 1, 0);
  });
});
