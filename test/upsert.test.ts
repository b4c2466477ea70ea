import { afterAll, describe, expect, it } from 'vitest';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { clientFor, describeEachDatabase, expectError, startApp, testDatabases } from './harness.js';

/** Upserts: `POST ...?match_on=` (API.md section 7). */
describeEachDatabase('upsert', (t) => {
  const ids = (list: { id: string }[]) => list.map((x) => x.id);
  const tagIds = (list: { tag: { id: string } }[]) => list.map((x) => x.tag.id);

  it('creates when nothing matches: 201, Location, X-Upsert: created', async () => {
    const c = await t.workspace();
    const res = await c.post('/contacts?match_on=email', {
      full_name: 'Ada Lovelace',
      emails: ['Ada@Example.com'],
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-upsert']).toBe('created');
    expect(res.headers.location).toBe(`/user-api/v1/contacts/${res.body.data.id}`);
    expect(res.body.data.emails.map((e: any) => e.email)).toEqual(['ada@example.com']);
    // A plain POST says nothing of upserts.
    const plain = await c.post('/contacts', { full_name: 'Plain' });
    expect(plain.status).toBe(201);
    expect(plain.headers['x-upsert']).toBeUndefined();
  });

  it('updates the one contact with any of the e-mails: 200, fields set, relations added, nothing removed', async () => {
    const c = await t.workspace();
    const tagA = (await c.post('/tags', { name: 'A' })).body.data.id;
    const tagB = (await c.post('/tags', { name: 'B' })).body.data.id;
    const first = await c.post('/contacts', {
      full_name: 'Ada Lovelace',
      job_title: 'Analyst',
      location: 'London',
      emails: ['ada@example.com', 'ada@work.com'],
      phone_numbers: [{ country_code: '44', phone_number: '20 7946 0123' }],
      tags: [tagA],
    });
    const id = first.body.data.id;
    const res = await c.post('/contacts?match_on=email', {
      first_name: 'Augusta',
      job_title: 'Countess',
      emails: ['other@example.com', 'ADA@work.com'],
      phone_numbers: [{ country_code: '33', phone_number: '612345678' }],
      tags: [tagB],
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-upsert']).toBe('updated');
    expect(res.headers.location).toBeUndefined();
    const data = res.body.data;
    expect(data.id).toBe(id);
    expect([data.first_name, data.last_name, data.job_title, data.location]).toEqual([
      'Augusta',
      'Lovelace',
      'Countess',
      'London',
    ]);
    expect(tagIds(data.tags)).toEqual([tagA, tagB]);
    expect(data.emails.map((e: any) => [e.email, e.is_primary])).toEqual([
      ['ada@example.com', true],
      ['ada@work.com', false],
      ['other@example.com', false],
    ]);
    expect(data.phone_numbers.map((p: any) => [p.country_code, p.is_primary])).toEqual([
      ['+44', true],
      ['+33', false],
    ]);
    const list = await c.get('/contacts');
    expect(list.body.meta.total).toBe(1);
  });

  it('several matches: 409 ambiguous_match naming every one, nothing written', async () => {
    const c = await t.workspace();
    const a = (await c.post('/contacts', { full_name: 'A', emails: ['a@example.com'] })).body.data.id;
    const b = (await c.post('/contacts', { full_name: 'B', emails: ['b@example.com'] })).body.data.id;
    const err = expectError(
      await c.post('/contacts?match_on=email', {
        full_name: 'AB',
        emails: ['b@example.com', 'a@example.com'],
      }),
      409,
      'ambiguous_match',
    );
    expect(err.details.map((d) => d.existing_id).sort()).toEqual([a, b].sort());
    for (const d of err.details) expect(d.path).toBe('/query/match_on');
    expect((await c.get('/contacts')).body.meta.total).toBe(2);
    expect((await c.get(`/contacts/${a}`)).body.data.full_name).toBe('A');
  });

  it('a body that matches is checked as a PATCH: no name needed, the contact found updated', async () => {
    const c = await t.workspace();
    const ada = (await c.post('/contacts', { full_name: 'Ada Lovelace', emails: ['ada@example.com'] })).body
      .data;
    const res = await c.post('/contacts?match_on=email', { emails: ['ADA@example.com'], location: 'London' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-upsert']).toBe('updated');
    expect(res.body.data).toMatchObject({ id: ada.id, full_name: 'Ada Lovelace', location: 'London' });

    // A company without the POST's required name, matched on its website.
    const acme = (await c.post('/companies', { name: 'Acme', website_url: 'https://acme.com' })).body.data;
    const company = await c.post('/companies?match_on=domain', {
      website_url: 'acme.com',
      description: 'Rockets',
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect(company.body.data).toMatchObject({ id: acme.id, name: 'Acme', description: 'Rockets' });

    // Still a valid PATCH body: a field of the wrong type is a 400 naming it, and nothing changes.
    const err = expectError(
      await c.post('/contacts?match_on=email', { emails: ['ada@example.com'], location: 7 }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/location']);
    expect((await c.get(`/contacts/${ada.id}`)).body.data.location).toBe('London');
  });

  it('a body that matches nothing must also be a POST body: 400 as POST, nothing written', async () => {
    const c = await t.workspace();
    const nameless = expectError(
      await c.post('/contacts?match_on=email', { emails: ['new@example.com'], location: 'Paris' }),
      400,
      'validation_error',
    );
    expect(nameless.details).toEqual([
      { path: '/body', message: 'needs a non-empty first_name, last_name or full_name' },
    ]);
    // The POST body's schema: a company needs its name when it is created.
    const company = expectError(
      await c.post('/companies?match_on=domain', { website_url: 'globex.com' }),
      400,
      'validation_error',
    );
    expect(company.details.map((d) => d.path)).toEqual(['/body/name']);
    // 400 before 422: a nameless body with an unknown tag that creates is refused for its name.
    const both = expectError(
      await c.post('/contacts?match_on=email', {
        emails: ['new@example.com'],
        tags: ['tag_00000000000000000000000000'],
      }),
      400,
      'validation_error',
    );
    expect(both.details[0].path).toBe('/body');
    // A body that breaks the PATCH rules too answers those, whatever matches.
    const patch = expectError(
      await c.post('/contacts?match_on=email', { emails: ['new@example.com'], location: 7 }),
      400,
      'validation_error',
    );
    expect(patch.details.map((d) => d.path)).toEqual(['/body/location']);
    // And a bad query string beside a body that is no POST body is still named.
    const query = expectError(
      await c.post('/contacts?match_on=email&include=nope', { emails: ['new@example.com'] }),
      400,
      'validation_error',
    );
    expect(query.details[0].path).toBe('/query/include');
    expect((await c.get('/contacts')).body.meta.total).toBe(0);
    expect((await c.get('/companies')).body.meta.total).toBe(0);
    // Without match_on a nameless body is the POST's 400, as always.
    expectError(await c.post('/contacts', { location: 'Paris' }), 400, 'validation_error');
  });

  it('a nameless body matching several contacts is 409 ambiguous_match, not a POST 400', async () => {
    const c = await t.workspace();
    await c.post('/contacts', { full_name: 'A', emails: ['a@example.com'] });
    await c.post('/contacts', { full_name: 'B', emails: ['b@example.com'] });
    expectError(
      await c.post('/contacts?match_on=email', { emails: ['a@example.com', 'b@example.com'] }),
      409,
      'ambiguous_match',
    );
  });

  it('a body without the value matched on is a 400; an unknown match_on too', async () => {
    const c = await t.workspace();
    let err = expectError(
      await c.post('/contacts?match_on=email', { full_name: 'No Mail' }),
      400,
      'validation_error',
    );
    expect(err.details[0].path).toBe('/body/emails');
    err = expectError(
      await c.post('/companies?match_on=domain', { name: 'No Site' }),
      400,
      'validation_error',
    );
    expect(err.details[0].path).toBe('/body/website_url');
    err = expectError(await c.post('/tags?match_on=email', { name: 'x' }), 400, 'validation_error');
    expect(err.details[0].path).toBe('/query/match_on');
    expect((await c.get('/contacts')).body.meta.total).toBe(0);
    expect((await c.get('/companies')).body.meta.total).toBe(0);
  });

  it('a name upsert needs the name, and the type or entity_type it matches within: 400 naming each, nothing written', async () => {
    const c = await t.workspace();
    const paths = async (url: string, body: unknown) =>
      expectError(await c.post(url, body), 400, 'validation_error').details.map(
        (d: { path: string }) => d.path,
      );
    // A valid PATCH body (every field optional) that leaves out what is matched on.
    expect(await paths('/custom-fields?match_on=name', {})).toEqual(['/body/name', '/body/entity_type']);
    expect(await paths('/custom-fields?match_on=name', { name: 'Source' })).toEqual(['/body/entity_type']);
    expect(await paths('/lists?match_on=name', { name: 'Leads' })).toEqual(['/body/type']);
    expect(await paths('/tags?match_on=name', {})).toEqual(['/body/name']);
    expect(await paths('/companies?match_on=name', { description: 'x' })).toEqual(['/body/name']);
    for (const path of ['/custom-fields', '/lists', '/tags', '/companies'])
      expect((await c.get(path)).body.data).toEqual([]);
  });

  it('companies match on domain by host, whatever the form of the address', async () => {
    const c = await t.workspace();
    const acme = (await c.post('/companies', { name: 'Acme', website_url: 'https://www.Acme.com/about' }))
      .body.data.id;
    await c.post('/companies', { name: 'Acme Shop', website_url: 'shop.acme.com' });
    for (const website_url of ['acme.com', 'www.acme.com', 'https://Acme.com/x', 'http://acme.com:8080/']) {
      const res = await c.post('/companies?match_on=domain', { name: 'Acme Inc', website_url });
      expect([res.status, res.headers['x-upsert'], res.body.data.id]).toEqual([200, 'updated', acme]);
      expect(res.body.data.website_url).toBe(
        website_url.includes('://') ? website_url : `https://${website_url}`,
      );
    }
    const other = await c.post('/companies?match_on=domain', { name: 'Other', website_url: 'acme.org' });
    expect(other.status).toBe(201);
    expect((await c.get('/companies')).body.meta.total).toBe(3);
  });

  it('companies match on name ignoring case; relations sent are added', async () => {
    const c = await t.workspace();
    const tagA = (await c.post('/tags', { name: 'A' })).body.data.id;
    const tagB = (await c.post('/tags', { name: 'B' })).body.data.id;
    const ann = (await c.post('/contacts', { full_name: 'Ann' })).body.data.id;
    const id = (await c.post('/companies', { name: 'Globex', tags: [tagA], contacts: [ann] })).body.data.id;
    const res = await c.post('/companies?match_on=name', {
      name: 'GLOBEX',
      tags: [tagB, tagA],
      description: 'Big',
    });
    expect([res.status, res.body.data.id, res.body.data.name, res.body.data.description]).toEqual([
      200,
      id,
      'GLOBEX',
      'Big',
    ]);
    expect(tagIds(res.body.data.tags)).toEqual([tagA, tagB]);
    expect(ids(res.body.data.contacts)).toEqual([ann]);
    // A partial name is another company.
    expect((await c.post('/companies?match_on=name', { name: 'Globe' })).status).toBe(201);
  });

  it('tags match on name ignoring case', async () => {
    const c = await t.workspace();
    const ann = (await c.post('/contacts', { full_name: 'Ann' })).body.data.id;
    const bob = (await c.post('/contacts', { full_name: 'Bob' })).body.data.id;
    const id = (await c.post('/tags', { name: 'Investor', contacts: [ann] })).body.data.id;
    const res = await c.post('/tags?match_on=name', { name: 'investor', contacts: [bob] });
    expect([res.status, res.headers['x-upsert'], res.body.data.id, res.body.data.name]).toEqual([
      200,
      'updated',
      id,
      'investor',
    ]);
    expect(ids(res.body.data.contacts)).toEqual([ann, bob]);
    const created = await c.post('/tags?match_on=name', { name: 'Partner' });
    expect([created.status, created.headers['x-upsert']]).toEqual([201, 'created']);
  });

  it('lists match on name within the body type', async () => {
    const c = await t.workspace();
    const ann = (await c.post('/contacts', { full_name: 'Ann' })).body.data.id;
    const bob = (await c.post('/contacts', { full_name: 'Bob' })).body.data.id;
    const contactList = (await c.post('/lists', { name: 'Leads', type: 'CONTACT', contacts: [ann] })).body
      .data.id;
    const companyList = await c.post('/lists?match_on=name', { name: 'leads', type: 'COMPANY' });
    expect([companyList.status, companyList.headers['x-upsert']]).toEqual([201, 'created']);
    const res = await c.post('/lists?match_on=name', {
      name: 'LEADS',
      type: 'CONTACT',
      contacts: [{ id: bob }],
    });
    expect([res.status, res.body.data.id]).toEqual([200, contactList]);
    expect(ids(res.body.data.contacts)).toEqual([ann, bob]);
    expect((await c.get('/lists')).body.meta.total).toBe(2);
  });

  it('custom fields match on name within the body entity_type; options sent are added', async () => {
    const c = await t.workspace();
    const field = (
      await c.post('/custom-fields', {
        name: 'Stage',
        field_type: 'SINGLE_SELECT',
        entity_type: 'CONTACT',
        multi_select_options: [{ value: 'Lead' }],
      })
    ).body.data;
    const company = await c.post('/custom-fields?match_on=name', {
      name: 'stage',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'COMPANY',
    });
    expect([company.status, company.headers['x-upsert']]).toEqual([201, 'created']);
    const res = await c.post('/custom-fields?match_on=name', {
      name: 'STAGE',
      field_type: 'SINGLE_SELECT',
      entity_type: 'CONTACT',
      multi_select_options: [{ value: 'lead' }, { value: 'Customer' }],
    });
    expect([res.status, res.body.data.id, res.body.data.name]).toEqual([200, field.id, 'STAGE']);
    expect(res.body.data.multi_select_options.map((o: any) => o.value)).toEqual(['Lead', 'Customer']);
    expect(res.body.data.multi_select_options[0].id).toBe(field.multi_select_options[0].id);
  });

  it('two upserts racing with one new value make one record', async () => {
    const c = await t.workspace();
    for (let round = 0; round < 10; round++) {
      const email = `race${round}@example.com`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          c.post('/contacts?match_on=email', { full_name: `Racer ${i}`, emails: [email] }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
      const found = await c.get(`/contacts?email=${email}`);
      expect(found.body.meta.total).toBe(1);
    }
  });
});

/** Two instances of the service on one PostgreSQL database: an upsert race still makes one record. */
for (const database of testDatabases().filter((d) => d.name === 'postgres')) {
  describe('upsert across two instances [postgres]', () => {
    const apps: Awaited<ReturnType<typeof startApp>>[] = [];
    afterAll(async () => {
      for (const a of apps) {
        await a.app.close();
        await a.handle.close();
      }
    });

    it('two upserts racing with one new value on two instances make one record', async () => {
      apps.push(await startApp(database), await startApp(database));
      const ws = await createWorkspaceWithOwner(apps[0].handle.db, {
        name: 'Two instances',
        ownerEmail: `two-instances-${Date.now()}@example.com`,
        ownerName: 'Owner',
      });
      const [one, two] = apps.map((a) => clientFor(a.app, a.handle, ws));
      for (let round = 0; round < 8; round++) {
        const website_url = `race${round}.example.com`;
        const answers = await Promise.all(
          [one, two, one, two].map((client, i) =>
            client.post('/companies?match_on=domain', { name: `Racer ${i}`, website_url }),
          ),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
        expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
        const found = await one.get(`/companies?domain=${website_url}`);
        expect(found.body.meta.total).toBe(1);
      }
      // Two instances start with their migrations; a loaded machine needs more than the default.
    }, 120_000);
  });
}
