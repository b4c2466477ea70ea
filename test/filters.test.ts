import { created as create, idsOf, updated as update } from './factories.js';
import { expect, it } from 'vitest';
import { type IdPrefix, newId } from '../src/core/ids.js';
import { type Client, describeEachDatabase, expectError, type Response } from './harness.js';

/**
 * The filters of collection reads (API.md section 6), through HTTP: for
 * every filter of the table, a record that matches is found and one that
 * does not is not; list filters take comma-separated values meaning any of
 * them; filters combine with AND; `meta.total` counts the matches; values of
 * the wrong form are 400 at `/query/<name>`; a well-formed ID of no record
 * (or of another workspace) matches nothing, never 404.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const q = encodeURIComponent;

/** The IDs of a 200 collection answer, in order. */

/** The 400 validation_error of a query, naming `/query/<name>`. */
function expectBadQuery(res: Response, name: string) {
  const error = expectError(res, 400, 'validation_error');
  expect(error.details.map((d) => d.path)).toContain(`/query/${name}`);
}

/** A well-formed ID that names no record. */
const nobody = (prefix: IdPrefix) => newId(prefix);

describeEachDatabase('filters of collection reads', (t) => {
  /** The IDs a read finds, and its meta. */
  async function find(c: Client, url: string) {
    const res = await c.get(url);
    return { ids: idsOf(res), meta: res.body.meta as { total: number; limit: number; has_more: boolean } };
  }
  /** The set of IDs a read finds (order not compared), after checking total equals them all. */
  async function found(c: Client, url: string): Promise<string[]> {
    const { ids, meta } = await find(c, url.includes('?') ? `${url}&limit=100` : `${url}?limit=100`);
    expect(meta.total).toBe(ids.length);
    return [...ids].sort();
  }
  const sorted = (...ids: string[]) => [...ids].sort();

  // --- what every collection takes ------------------------------------------------

  /** How to make and change a record of each collection, for the filters they all take. */
  const collections: Record<
    string,
    { make(c: Client, i: number): Promise<any>; change?(c: Client, id: string, i: number): Promise<any> }
  > = {
    contacts: {
      make: (c, i) => create(c, '/contacts', { first_name: `Person${i}` }),
      change: (c, id, i) => update(c, `/contacts/${id}`, { job_title: `Job ${i}` }),
    },
    companies: {
      make: (c, i) => create(c, '/companies', { name: `Company ${i}` }),
      change: (c, id, i) => update(c, `/companies/${id}`, { description: `Changed ${i}` }),
    },
    tags: {
      make: (c, i) => create(c, '/tags', { name: `Tag ${i}` }),
      change: (c, id, i) => update(c, `/tags/${id}`, { name: `Renamed ${i}` }),
    },
    lists: {
      make: (c, i) => create(c, '/lists', { name: `List ${i}`, type: 'CONTACT' }),
      change: (c, id, i) => update(c, `/lists/${id}`, { name: `Renamed ${i}` }),
    },
    notes: {
      make: (c, i) => create(c, '/notes', { body: `Note ${i}` }),
      change: (c, id, i) => update(c, `/notes/${id}`, { body: `Changed ${i}` }),
    },
    tasks: {
      make: (c, i) => create(c, '/tasks', { body: `Task ${i}` }),
      change: (c, id, i) => update(c, `/tasks/${id}`, { body: `Changed ${i}` }),
    },
    'custom-fields': {
      make: (c, i) =>
        create(c, '/custom-fields', {
          name: `Field ${i}`,
          field_type: 'SINGLE_LINE_TEXT',
          entity_type: 'CONTACT',
        }),
      change: (c, id, i) => update(c, `/custom-fields/${id}`, { name: `Renamed ${i}` }),
    },
    'workspace-users': {
      make: async (c) => {
        const user = await c.addUser('MEMBER');
        return (await c.get(`/workspace-users/${user.id}`)).body.data;
      },
    },
  };
  const prefixes: Record<string, IdPrefix> = {
    contacts: 'con',
    companies: 'cmp',
    tags: 'tag',
    lists: 'lst',
    notes: 'nte',
    tasks: 'tsk',
    'custom-fields': 'cfd',
    'workspace-users': 'usr',
  };

  for (const [path, kind] of Object.entries(collections)) {
    it(`${path}: ids finds exactly the records named, any of them, and no other workspace's`, async () => {
      const c = await t.workspace();
      const other = await t.workspace();
      const [a, b, x] = [await kind.make(c, 1), await kind.make(c, 2), await kind.make(c, 3)];
      const foreign = await kind.make(other, 4);
      expect(await found(c, `/${path}?ids=${a.id}`)).toEqual([a.id]);
      expect(await found(c, `/${path}?ids=${a.id},${b.id}`)).toEqual(sorted(a.id, b.id));
      expect(await found(c, `/${path}?ids=${x.id},${nobody(prefixes[path])}`)).toEqual([x.id]);
      // Another workspace's record, or no record at all: an empty page, never 404.
      const empty = await c.get(`/${path}?ids=${foreign.id}`);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ data: [], meta: { limit: 25, offset: 0, total: 0, has_more: false } });
      expect(await found(c, `/${path}?ids=${nobody(prefixes[path])}`)).toEqual([]);
      expect(await found(other, `/${path}?ids=${a.id},${b.id},${foreign.id}`)).toEqual([foreign.id]);
    });

    it(`${path}: ids takes up to 100 IDs; 101, a malformed ID or another resource's prefix are 400`, async () => {
      const c = await t.workspace();
      const a = await kind.make(c, 1);
      const prefix = prefixes[path];
      const hundred = [a.id, ...Array.from({ length: 99 }, () => nobody(prefix))];
      expect(await found(c, `/${path}?ids=${hundred.join(',')}`)).toEqual([a.id]);
      expectBadQuery(await c.get(`/${path}?ids=${[...hundred, nobody(prefix)].join(',')}`), 'ids');
      expectBadQuery(await c.get(`/${path}?ids=${prefix}_123`), 'ids');
      expectBadQuery(await c.get(`/${path}?ids=${a.id},nonsense`), 'ids');
      const wrong: IdPrefix = prefix === 'con' ? 'cmp' : 'con';
      expectBadQuery(await c.get(`/${path}?ids=${wrong}${a.id.slice(3)}`), 'ids');
      expectBadQuery(await c.get(`/${path}?ids=`), 'ids');
    });

    it(`${path}: created_after / created_before are strict bounds, in any offset`, async () => {
      const c = await t.workspace();
      const made = [];
      for (let i = 1; i <= 3; i++) {
        made.push(await kind.make(c, i));
        await sleep(3);
      }
      const [r1, r2, r3] = made;
      // The workspace's owner is a workspace user too: bound the reads to what this test made.
      const mine = `ids=${made.map((r) => r.id).join(',')}`;
      expect(r1.created_at < r2.created_at && r2.created_at < r3.created_at).toBe(true);
      expect(await found(c, `/${path}?${mine}&created_after=${r1.created_at}`)).toEqual(sorted(r2.id, r3.id));
      expect(await found(c, `/${path}?${mine}&created_before=${r3.created_at}`)).toEqual(
        sorted(r1.id, r2.id),
      );
      expect(
        await found(c, `/${path}?${mine}&created_after=${r1.created_at}&created_before=${r3.created_at}`),
      ).toEqual([r2.id]);
      // The very instant of r2 in another offset: still strict.
      const shifted = new Date(Date.parse(r2.created_at) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      expect(await found(c, `/${path}?${mine}&created_after=${q(shifted)}`)).toEqual([r3.id]);
      expect(await found(c, `/${path}?${mine}&created_before=${q(shifted)}`)).toEqual([r1.id]);
      // Finer than milliseconds: r2 (at .xyz) is before .xyz500 and not after it; .xyz000 is r2's instant.
      const finer = (digits: string) => r2.created_at.replace('Z', `${digits}Z`);
      expect(await found(c, `/${path}?${mine}&created_before=${finer('500')}`)).toEqual(sorted(r1.id, r2.id));
      expect(await found(c, `/${path}?${mine}&created_after=${finer('500')}`)).toEqual([r3.id]);
      expect(await found(c, `/${path}?${mine}&created_before=${finer('000')}`)).toEqual([r1.id]);
      expect(await found(c, `/${path}?${mine}&created_after=${finer('000')}`)).toEqual([r3.id]);
      // Bounds that hold every record, or none.
      expect(await found(c, `/${path}?${mine}&created_after=2000-01-01T00:00:00.000Z`)).toHaveLength(3);
      expect(await found(c, `/${path}?${mine}&created_before=2000-01-01T00:00:00.000Z`)).toEqual([]);
    });

    it(`${path}: updated_after / updated_before are strict bounds`, async () => {
      const c = await t.workspace();
      const made = [];
      for (let i = 1; i <= 3; i++) {
        made.push(await kind.make(c, i));
        await sleep(3);
      }
      const mine = `ids=${made.map((r) => r.id).join(',')}`;
      const [r1, r2, r3] = made;
      let latest = r3;
      if (kind.change) {
        // r1 changes last: its updated_at is now the latest; created_at is not what is compared.
        latest = await kind.change(c, r1.id, 9);
        expect(latest.updated_at > r3.updated_at).toBe(true);
        expect(await found(c, `/${path}?${mine}&updated_after=${r3.updated_at}`)).toEqual([r1.id]);
        expect(await found(c, `/${path}?${mine}&updated_before=${r3.updated_at}`)).toEqual([r2.id]);
        expect(await found(c, `/${path}?${mine}&created_after=${r1.created_at}`)).toEqual(
          sorted(r2.id, r3.id),
        );
      } else {
        expect(await found(c, `/${path}?${mine}&updated_after=${r2.updated_at}`)).toEqual([r3.id]);
        expect(await found(c, `/${path}?${mine}&updated_before=${r2.updated_at}`)).toEqual([r1.id]);
      }
      expect(await found(c, `/${path}?${mine}&updated_after=${latest.updated_at}`)).toEqual([]);
      expect(await found(c, `/${path}?${mine}&updated_before=${r1.created_at}`)).toEqual([]);
    });

    it(`${path}: a bad timestamp, an unknown filter and a filter of another collection are 400`, async () => {
      const c = await t.workspace();
      for (const name of ['created_after', 'created_before', 'updated_after', 'updated_before']) {
        expectBadQuery(await c.get(`/${path}?${name}=yesterday`), name);
        expectBadQuery(await c.get(`/${path}?${name}=2026-13-01T00:00:00Z`), name);
        expectBadQuery(await c.get(`/${path}?${name}=`), name);
      }
      expectBadQuery(await c.get(`/${path}?colour=red`), 'colour');
      // Each collection takes only its own filters.
      const foreign = path === 'notes' ? 'is_starred=true' : `note=${nobody('nte')}`;
      expectBadQuery(await c.get(`/${path}?${foreign}`), foreign.split('=')[0]);
    });
  }

  it('a filter of one collection is unknown to the others', async () => {
    const c = await t.workspace();
    expectBadQuery(await c.get(`/notes?tag=${nobody('tag')}`), 'tag');
    expectBadQuery(await c.get('/tags?email=a@example.com'), 'email');
    expectBadQuery(await c.get('/custom-fields?q=stage'), 'q');
    expectBadQuery(await c.get('/workspace-users?q=owner'), 'q');
    expectBadQuery(await c.get('/workspace-users?name=Owner'), 'name');
    expectBadQuery(await c.get('/contacts?domain=acme.com'), 'domain');
    expectBadQuery(await c.get('/companies?phone=2079460123'), 'phone');
    expectBadQuery(await c.get('/lists?is_starred=true'), 'is_starred');
  });

  // --- contacts ------------------------------------------------------------------

  it('contacts: email matches any of its e-mails, lower-cased on both sides, any of the values', async () => {
    const c = await t.workspace();
    const ada = await create(c, '/contacts', {
      first_name: 'Ada',
      emails: ['Ada.Lovelace@Example.COM', { email: 'ada@work.example.org', is_primary: true }],
    });
    const bob = await create(c, '/contacts', { first_name: 'Bob', emails: ['bob@example.com'] });
    await create(c, '/contacts', { first_name: 'Nobody' });
    expect(await found(c, '/contacts?email=ada.lovelace@example.com')).toEqual([ada.id]);
    expect(await found(c, `/contacts?email=${q('ADA.LOVELACE@EXAMPLE.COM')}`)).toEqual([ada.id]);
    expect(await found(c, '/contacts?email=Ada@Work.Example.org')).toEqual([ada.id]);
    expect(await found(c, '/contacts?email=bob@example.com,ADA@work.example.org')).toEqual(
      sorted(ada.id, bob.id),
    );
    expect(await found(c, '/contacts?email=lovelace@example.com')).toEqual([]);
    expect(await found(c, '/contacts?email=ada.lovelace@example.co')).toEqual([]);
    expect(await found(c, '/contacts?email=nobody@example.com')).toEqual([]);
    // Two matching values of one contact count it once.
    expect(await found(c, '/contacts?email=ada@work.example.org,ada.lovelace@example.com')).toEqual([ada.id]);
    expectBadQuery(await c.get('/contacts?email=not-an-address'), 'email');
    expectBadQuery(await c.get('/contacts?email='), 'email');
  });

  it('contacts: phone compares digits, with or without the country code, any of the values', async () => {
    const c = await t.workspace();
    const london = await create(c, '/contacts', {
      first_name: 'London',
      phone_numbers: [{ country_code: '+44', phone_number: '20 7946 0123', is_primary: true }],
    });
    const paris = await create(c, '/contacts', {
      first_name: 'Paris',
      phone_numbers: [
        { country_code: '+33', phone_number: '1 23 45 67 89', is_primary: true },
        { country_code: '+33', phone_number: '6 00 00 00 01', is_primary: false },
      ],
    });
    await create(c, '/contacts', { first_name: 'No phone' });
    for (const value of [
      '+44 20 7946 0123',
      '2079460123',
      '442079460123',
      '+44 (20) 7946-0123',
      '20.7946.0123',
    ])
      expect(await found(c, `/contacts?phone=${q(value)}`), value).toEqual([london.id]);
    for (const value of ['2079460124', '+33 20 7946 0123', '7946 0123', '44207946012', '0044 20 7946 0123'])
      expect(await found(c, `/contacts?phone=${q(value)}`), value).toEqual([]);
    // Any of the values; a contact's second number counts as well.
    expect(await found(c, `/contacts?phone=${q('+44 20 7946 0123,600000001')}`)).toEqual(
      sorted(london.id, paris.id),
    );
    expect(await found(c, `/contacts?phone=33600000001`)).toEqual([paris.id]);
    expectBadQuery(await c.get('/contacts?phone=abc'), 'phone');
  });

  it('contacts: tag, list and company find the linked contacts, any of the IDs; is_starred', async () => {
    const c = await t.workspace();
    const [vip, lead] = [
      await create(c, '/tags', { name: 'VIP' }),
      await create(c, '/tags', { name: 'Lead' }),
    ];
    const list = await create(c, '/lists', { name: 'Newsletter', type: 'CONTACT' });
    const otherList = await create(c, '/lists', { name: 'Other', type: 'CONTACT' });
    const acme = await create(c, '/companies', { name: 'Acme' });
    const globex = await create(c, '/companies', { name: 'Globex' });
    const a = await create(c, '/contacts', {
      first_name: 'A',
      tags: [vip.id],
      lists: [list.id],
      companies: [acme.id],
      is_starred: true,
    });
    const b = await create(c, '/contacts', { first_name: 'B', tags: [lead.id], companies: [globex.id] });
    const none = await create(c, '/contacts', { first_name: 'None', lists: [otherList.id] });
    expect(await found(c, `/contacts?tag=${vip.id}`)).toEqual([a.id]);
    expect(await found(c, `/contacts?tag=${vip.id},${lead.id}`)).toEqual(sorted(a.id, b.id));
    expect(await found(c, `/contacts?list=${list.id}`)).toEqual([a.id]);
    expect(await found(c, `/contacts?list=${otherList.id}`)).toEqual([none.id]);
    expect(await found(c, `/contacts?company=${acme.id}`)).toEqual([a.id]);
    expect(await found(c, `/contacts?company=${acme.id},${globex.id}`)).toEqual(sorted(a.id, b.id));
    expect(await found(c, '/contacts?is_starred=true')).toEqual([a.id]);
    expect(await found(c, '/contacts?is_starred=false')).toEqual(sorted(b.id, none.id));
    // AND: each filter narrows the others.
    expect(await found(c, `/contacts?tag=${vip.id},${lead.id}&company=${globex.id}`)).toEqual([b.id]);
    expect(await found(c, `/contacts?tag=${vip.id},${lead.id}&is_starred=false`)).toEqual([b.id]);
    expect(await found(c, `/contacts?tag=${vip.id}&company=${globex.id}`)).toEqual([]);
    expect(await found(c, `/contacts?list=${list.id}&tag=${lead.id}`)).toEqual([]);
    // Wrong forms.
    expectBadQuery(await c.get('/contacts?is_starred=yes'), 'is_starred');
    expectBadQuery(await c.get('/contacts?is_starred=1'), 'is_starred');
    expectBadQuery(await c.get('/contacts?tag=tag_123'), 'tag');
    expectBadQuery(await c.get(`/contacts?tag=${a.id}`), 'tag');
    expectBadQuery(await c.get(`/contacts?list=${vip.id}`), 'list');
    expectBadQuery(await c.get(`/contacts?company=${list.id}`), 'company');
  });

  it('contacts: an untagged contact, or one whose tag is deleted, no longer matches', async () => {
    const c = await t.workspace();
    const tag = await create(c, '/tags', { name: 'Hot' });
    const list = await create(c, '/lists', { name: 'Leads', type: 'CONTACT' });
    const acme = await create(c, '/companies', { name: 'Acme' });
    const a = await create(c, '/contacts', {
      first_name: 'A',
      tags: [tag.id],
      lists: [list.id],
      companies: [acme.id],
    });
    const b = await create(c, '/contacts', { first_name: 'B', tags: [tag.id], lists: [list.id] });
    expect(await found(c, `/contacts?tag=${tag.id}`)).toEqual(sorted(a.id, b.id));
    await update(c, `/contacts/${a.id}`, { tags: [], lists: [], companies: [] });
    expect(await found(c, `/contacts?tag=${tag.id}`)).toEqual([b.id]);
    expect(await found(c, `/contacts?list=${list.id}`)).toEqual([b.id]);
    expect(await found(c, `/contacts?company=${acme.id}`)).toEqual([]);
    // The link removed from the other side (the tag's own contacts).
    await update(c, `/tags/${tag.id}`, { contacts: [] });
    expect(await found(c, `/contacts?tag=${tag.id}`)).toEqual([]);
    await update(c, `/tags/${tag.id}`, { contacts: [a.id] });
    expect(await found(c, `/contacts?tag=${tag.id}`)).toEqual([a.id]);
    // A deleted tag is an ID of no record: 200 and an empty page.
    expect((await c.del(`/tags/${tag.id}`)).status).toBe(200);
    expect(await found(c, `/contacts?tag=${tag.id}`)).toEqual([]);
    expect((await c.del(`/lists/${list.id}`)).status).toBe(200);
    expect(await found(c, `/contacts?list=${list.id}`)).toEqual([]);
  });

  it('contacts: e-mails and phones replaced by PUT are matched as they are now', async () => {
    const c = await t.workspace();
    const a = await create(c, '/contacts', {
      first_name: 'A',
      emails: ['old@example.com'],
      phone_numbers: [{ country_code: '+1', phone_number: '555 0100', is_primary: true }],
    });
    await update(c, `/contacts/${a.id}`, {
      emails: ['new@example.com'],
      phone_numbers: [{ country_code: '+1', phone_number: '555 0199', is_primary: true }],
    });
    expect(await found(c, '/contacts?email=old@example.com')).toEqual([]);
    expect(await found(c, '/contacts?email=NEW@example.com')).toEqual([a.id]);
    expect(await found(c, '/contacts?phone=5550100')).toEqual([]);
    expect(await found(c, '/contacts?phone=15550199')).toEqual([a.id]);
    expect((await c.del(`/contacts/${a.id}`)).status).toBe(200);
    expect(await found(c, '/contacts?email=new@example.com')).toEqual([]);
  });

  // --- companies ------------------------------------------------------------------

  it('companies: domain compares hosts; a website changed by PUT is found by its new domain only', async () => {
    const c = await t.workspace();
    const acme = await create(c, '/companies', { name: 'Acme', website_url: 'https://www.Acme.com/about' });
    const bare = await create(c, '/companies', { name: 'Bare', website_url: 'initech.io' });
    const sub = await create(c, '/companies', { name: 'Sub', website_url: 'https://shop.acme.com' });
    await create(c, '/companies', { name: 'No site' });
    for (const value of [
      'acme.com',
      'www.acme.com',
      'https://Acme.com/x',
      'ACME.COM',
      'http://www.acme.com:8080/a?b=c',
      'acme.com/pricing',
    ])
      expect(await found(c, `/companies?domain=${q(value)}`), value).toEqual([acme.id]);
    expect(await found(c, '/companies?domain=initech.io')).toEqual([bare.id]);
    expect(await found(c, '/companies?domain=shop.acme.com')).toEqual([sub.id]);
    expect(await found(c, '/companies?domain=acme.co')).toEqual([]);
    expect(await found(c, '/companies?domain=acme')).toEqual([]);
    expect(await found(c, `/companies?domain=${q('acme.com,https://www.initech.io')}`)).toEqual(
      sorted(acme.id, bare.id),
    );
    // The website changes: the old domain finds nothing, the new one the company.
    await update(c, `/companies/${acme.id}`, { website_url: 'https://acme-rockets.example' });
    expect(await found(c, '/companies?domain=acme.com')).toEqual([]);
    expect(await found(c, '/companies?domain=www.acme-rockets.example')).toEqual([acme.id]);
    // A PUT that leaves the website out keeps the domain.
    await update(c, `/companies/${acme.id}`, { name: 'Acme Rockets' });
    expect(await found(c, '/companies?domain=acme-rockets.example')).toEqual([acme.id]);
    // Cleared: no domain at all.
    await update(c, `/companies/${acme.id}`, { website_url: '' });
    expect(await found(c, '/companies?domain=acme-rockets.example')).toEqual([]);
    expectBadQuery(await c.get('/companies?domain='), 'domain');
  });

  it('companies: name is the whole name ignoring case; email lower-cased; tag, list, contact, is_starred', async () => {
    const c = await t.workspace();
    const tag = await create(c, '/tags', { name: 'Partner' });
    const list = await create(c, '/lists', { name: 'Targets', type: 'COMPANY' });
    const acme = await create(c, '/companies', {
      name: 'Acme Corp',
      email: 'Sales@Acme.com',
      tags: [tag.id],
      lists: [list.id],
      is_starred: true,
    });
    const corp = await create(c, '/companies', { name: 'Corp, Inc.', email: 'hello@corp.example' });
    const other = await create(c, '/companies', { name: 'Acme' });
    const person = await create(c, '/contacts', { first_name: 'P', companies: [corp.id] });
    expect(await found(c, `/companies?name=${q('acme corp')}`)).toEqual([acme.id]);
    expect(await found(c, `/companies?name=${q('ACME CORP')}`)).toEqual([acme.id]);
    expect(await found(c, '/companies?name=Acme')).toEqual([other.id]);
    expect(await found(c, '/companies?name=Corp')).toEqual([]);
    expect(await found(c, `/companies?name=${q('Acme Cor')}`)).toEqual([]);
    // `name` takes one value: its comma is part of the name.
    expect(await found(c, `/companies?name=${q('corp, inc.')}`)).toEqual([corp.id]);
    expect(await found(c, `/companies?name=${q('Acme,Acme Corp')}`)).toEqual([]);
    expect(await found(c, '/companies?email=sales@acme.com')).toEqual([acme.id]);
    expect(await found(c, `/companies?email=${q('SALES@ACME.COM')}`)).toEqual([acme.id]);
    expect(await found(c, '/companies?email=sales@acme.com,HELLO@corp.example')).toEqual(
      sorted(acme.id, corp.id),
    );
    expect(await found(c, '/companies?email=sales@corp.example')).toEqual([]);
    expect(await found(c, `/companies?tag=${tag.id}`)).toEqual([acme.id]);
    expect(await found(c, `/companies?list=${list.id}`)).toEqual([acme.id]);
    expect(await found(c, `/companies?contact=${person.id}`)).toEqual([corp.id]);
    expect(await found(c, `/companies?contact=${person.id},${nobody('con')}`)).toEqual([corp.id]);
    expect(await found(c, '/companies?is_starred=true')).toEqual([acme.id]);
    expect(await found(c, '/companies?is_starred=false')).toEqual(sorted(corp.id, other.id));
    // AND.
    expect(await found(c, `/companies?is_starred=false&email=sales@acme.com,hello@corp.example`)).toEqual([
      corp.id,
    ]);
    expect(await found(c, `/companies?name=acme&tag=${tag.id}`)).toEqual([]);
    expectBadQuery(await c.get('/companies?is_starred=yes'), 'is_starred');
    expectBadQuery(await c.get(`/companies?contact=${tag.id}`), 'contact');
    expectBadQuery(await c.get('/companies?name='), 'name');
    // The contact unlinked: no longer the company of that contact.
    await update(c, `/contacts/${person.id}`, { companies: [] });
    expect(await found(c, `/companies?contact=${person.id}`)).toEqual([]);
  });

  // --- tags ------------------------------------------------------------------------

  it('tags: name (whole, ignoring case), contact, company and task', async () => {
    const c = await t.workspace();
    const investor = await create(c, '/tags', { name: 'Investor' });
    const cafe = await create(c, '/tags', { name: 'Café Owner' });
    const spare = await create(c, '/tags', { name: 'Investor Relations' });
    const contact = await create(c, '/contacts', { first_name: 'A', tags: [investor.id] });
    const company = await create(c, '/companies', { name: 'Acme', tags: [cafe.id] });
    const task = await create(c, '/tasks', { body: 'Call', tags: [investor.id, cafe.id] });
    expect(await found(c, '/tags?name=investor')).toEqual([investor.id]);
    expect(await found(c, '/tags?name=INVESTOR')).toEqual([investor.id]);
    expect(await found(c, `/tags?name=${q('CAFÉ OWNER')}`)).toEqual([cafe.id]);
    expect(await found(c, '/tags?name=Invest')).toEqual([]);
    expect(await found(c, `/tags?name=${q('Investor Relations')}`)).toEqual([spare.id]);
    expect(await found(c, `/tags?contact=${contact.id}`)).toEqual([investor.id]);
    expect(await found(c, `/tags?company=${company.id}`)).toEqual([cafe.id]);
    expect(await found(c, `/tags?task=${task.id}`)).toEqual(sorted(investor.id, cafe.id));
    expect(await found(c, `/tags?contact=${contact.id}&company=${company.id}`)).toEqual([]);
    expect(await found(c, `/tags?task=${task.id}&name=investor`)).toEqual([investor.id]);
    expect(await found(c, `/tags?contact=${contact.id},${nobody('con')}`)).toEqual([investor.id]);
    expectBadQuery(await c.get(`/tags?task=${contact.id}`), 'task');
    // The task untagged: its tags no longer match.
    await update(c, `/tasks/${task.id}`, { tags: [cafe.id] });
    expect(await found(c, `/tags?task=${task.id}`)).toEqual([cafe.id]);
  });

  // --- lists -----------------------------------------------------------------------

  it('lists: type (any of), name, contact and company (lists holding it)', async () => {
    const c = await t.workspace();
    const contact = await create(c, '/contacts', { first_name: 'A' });
    const company = await create(c, '/companies', { name: 'Acme' });
    const people = await create(c, '/lists', { name: 'People', type: 'CONTACT', contacts: [contact.id] });
    const more = await create(c, '/lists', { name: 'More people', type: 'CONTACT' });
    const firms = await create(c, '/lists', { name: 'Firms', type: 'COMPANY', companies: [company.id] });
    expect(await found(c, '/lists?type=CONTACT')).toEqual(sorted(people.id, more.id));
    expect(await found(c, '/lists?type=COMPANY')).toEqual([firms.id]);
    expect(await found(c, '/lists?type=CONTACT,COMPANY')).toEqual(sorted(people.id, more.id, firms.id));
    expect(await found(c, '/lists?name=people')).toEqual([people.id]);
    expect(await found(c, '/lists?name=PEOPLE&type=COMPANY')).toEqual([]);
    expect(await found(c, '/lists?name=peop')).toEqual([]);
    expect(await found(c, `/lists?contact=${contact.id}`)).toEqual([people.id]);
    expect(await found(c, `/lists?company=${company.id}`)).toEqual([firms.id]);
    expect(await found(c, `/lists?contact=${contact.id}&type=COMPANY`)).toEqual([]);
    expectBadQuery(await c.get('/lists?type=PERSON'), 'type');
    expectBadQuery(await c.get('/lists?type=contact'), 'type');
    expectBadQuery(await c.get(`/lists?company=${contact.id}`), 'company');
    // The member removed from the list: the list no longer holds it.
    await update(c, `/lists/${people.id}`, { contacts: [] });
    expect(await found(c, `/lists?contact=${contact.id}`)).toEqual([]);
  });

  // --- notes -----------------------------------------------------------------------

  it('notes: contact (any of), and a deleted contact matches nothing', async () => {
    const c = await t.workspace();
    const [a, b] = [
      await create(c, '/contacts', { first_name: 'A' }),
      await create(c, '/contacts', { first_name: 'B' }),
    ];
    const n1 = await create(c, '/notes', { body: 'one', contacts: [a.id] });
    const n2 = await create(c, '/notes', { body: 'two', contacts: [a.id, b.id] });
    const n3 = await create(c, '/notes', { body: 'three', contacts: [b.id] });
    await create(c, '/notes', { body: 'four' });
    expect(await found(c, `/notes?contact=${a.id}`)).toEqual(sorted(n1.id, n2.id));
    expect(await found(c, `/notes?contact=${a.id},${b.id}`)).toEqual(sorted(n1.id, n2.id, n3.id));
    expect(await found(c, `/notes?contact=${b.id}&ids=${n2.id},${n1.id}`)).toEqual([n2.id]);
    expectBadQuery(await c.get(`/notes?contact=${n1.id}`), 'contact');
    expect((await c.del(`/contacts/${a.id}`)).status).toBe(200);
    expect(await found(c, `/notes?contact=${a.id}`)).toEqual([]);
    expect(await found(c, `/notes?contact=${a.id},${b.id}`)).toEqual(sorted(n2.id, n3.id));
  });

  // --- tasks -----------------------------------------------------------------------

  it('tasks: assignee and creator (any of), completed, contact and tag', async () => {
    const c = await t.workspace();
    const member = await c.addUser('MEMBER');
    const asMember = { 'x-service-api-key': member.key };
    const contact = await create(c, '/contacts', { first_name: 'A' });
    const tag = await create(c, '/tags', { name: 'Urgent' });
    const mine = await create(c, '/tasks', { body: 'mine', contacts: [contact.id] });
    const given = await create(c, '/tasks', { body: 'given', assignee: member.id, tags: [tag.id] });
    const byMember = await create(c, '/tasks', { body: 'by member', completed: true }, asMember);
    const forOwner = await create(c, '/tasks', { body: 'for owner', assignee: c.user.id }, asMember);
    expect(byMember.creator.id).toBe(member.id);
    expect(await found(c, `/tasks?assignee=${c.user.id}`)).toEqual(sorted(mine.id, forOwner.id));
    expect(await found(c, `/tasks?assignee=${member.id}`)).toEqual(sorted(given.id, byMember.id));
    expect(await found(c, `/tasks?assignee=${member.id},${c.user.id}`)).toHaveLength(4);
    expect(await found(c, `/tasks?creator=${member.id}`)).toEqual(sorted(byMember.id, forOwner.id));
    expect(await found(c, `/tasks?creator=${c.user.id}`)).toEqual(sorted(mine.id, given.id));
    expect(await found(c, `/tasks?creator=${member.id}&assignee=${member.id}`)).toEqual([byMember.id]);
    expect(await found(c, '/tasks?completed=true')).toEqual([byMember.id]);
    expect(await found(c, '/tasks?completed=false')).toEqual(sorted(mine.id, given.id, forOwner.id));
    expect(await found(c, `/tasks?completed=false&creator=${member.id}`)).toEqual([forOwner.id]);
    expect(await found(c, `/tasks?contact=${contact.id}`)).toEqual([mine.id]);
    expect(await found(c, `/tasks?tag=${tag.id}`)).toEqual([given.id]);
    expect(await found(c, `/tasks?tag=${tag.id}&assignee=${c.user.id}`)).toEqual([]);
    // Reopened and completed again: the filter follows.
    await update(c, `/tasks/${byMember.id}`, { completed: false });
    await update(c, `/tasks/${mine.id}`, { completed: true });
    expect(await found(c, '/tasks?completed=true')).toEqual([mine.id]);
    expectBadQuery(await c.get('/tasks?completed=yes'), 'completed');
    expectBadQuery(await c.get(`/tasks?assignee=${contact.id}`), 'assignee');
    expectBadQuery(await c.get('/tasks?creator=usr_1'), 'creator');
    // Another workspace's user: nothing, never 404.
    const other = await t.workspace();
    expect(await found(c, `/tasks?assignee=${other.user.id}`)).toEqual([]);
  });

  it('tasks: due_after / due_before are strict, and a task without due_date matches neither', async () => {
    const c = await t.workspace();
    const due = ['2026-03-01T09:00:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z'];
    // Made out of due order.
    const t2 = await create(c, '/tasks', { body: 'two', due_date: due[1] });
    const none = await create(c, '/tasks', { body: 'undated' });
    const t3 = await create(c, '/tasks', { body: 'three', due_date: '2026-03-03T10:00:00+01:00' });
    const t1 = await create(c, '/tasks', { body: 'one', due_date: due[0] });
    expect(t3.due_date).toBe(due[2]);
    expect(await found(c, `/tasks?due_after=${due[0]}`)).toEqual(sorted(t2.id, t3.id));
    expect(await found(c, `/tasks?due_before=${due[2]}`)).toEqual(sorted(t1.id, t2.id));
    expect(await found(c, `/tasks?due_after=${due[0]}&due_before=${due[2]}`)).toEqual([t2.id]);
    expect(await found(c, '/tasks?due_after=2000-01-01T00:00:00Z')).toEqual(sorted(t1.id, t2.id, t3.id));
    expect(await found(c, '/tasks?due_before=2100-01-01T00:00:00Z')).toEqual(sorted(t1.id, t2.id, t3.id));
    expect(await found(c, `/tasks?due_after=${q('2026-03-02T10:00:00+01:00')}`)).toEqual([t3.id]);
    expect(await found(c, `/tasks?due_before=${q('2026-03-02T10:00:00+01:00')}`)).toEqual([t1.id]);
    expect(await found(c, `/tasks?ids=${none.id}&due_before=2100-01-01T00:00:00Z`)).toEqual([]);
    expect(await found(c, '/tasks?due_before=2026-03-01T09:00:00.0001Z')).toEqual([t1.id]);
    expect(await found(c, '/tasks?due_after=2026-03-02T09:00:00.0001Z')).toEqual([t3.id]);
    // Ordered by due date within the bounds (insertion order differs).
    const page = await find(c, `/tasks?due_after=2000-01-01T00:00:00Z&order_by=due_date:asc`);
    expect(page.ids).toEqual([t1.id, t2.id, t3.id]);
    expect((await find(c, '/tasks?due_before=2100-01-01T00:00:00Z&order_by=due_date:desc')).ids).toEqual([
      t3.id,
      t2.id,
      t1.id,
    ]);
    expectBadQuery(await c.get('/tasks?due_after=tomorrow'), 'due_after');
    expectBadQuery(await c.get('/tasks?due_before=2026-02-30T00:00:00Z'), 'due_before');
  });

  // --- custom fields and workspace users ---------------------------------------------

  it('custom fields: entity_type and field_type (any of), name (whole, ignoring case)', async () => {
    const c = await t.workspace();
    const stage = await create(c, '/custom-fields', {
      name: 'Stage',
      field_type: 'SINGLE_SELECT',
      entity_type: 'COMPANY',
      multi_select_options: [{ value: 'Lead' }],
    });
    const size = await create(c, '/custom-fields', {
      name: 'Size',
      field_type: 'NUMERIC',
      entity_type: 'COMPANY',
    });
    const nick = await create(c, '/custom-fields', {
      name: 'Stage name',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    expect(await found(c, '/custom-fields?entity_type=COMPANY')).toEqual(sorted(stage.id, size.id));
    expect(await found(c, '/custom-fields?entity_type=CONTACT')).toEqual([nick.id]);
    expect(await found(c, '/custom-fields?entity_type=CONTACT,COMPANY')).toHaveLength(3);
    expect(await found(c, '/custom-fields?field_type=NUMERIC')).toEqual([size.id]);
    expect(await found(c, '/custom-fields?field_type=NUMERIC,SINGLE_LINE_TEXT')).toEqual(
      sorted(size.id, nick.id),
    );
    expect(await found(c, '/custom-fields?field_type=DATE')).toEqual([]);
    expect(await found(c, '/custom-fields?name=stage')).toEqual([stage.id]);
    expect(await found(c, `/custom-fields?name=${q('STAGE NAME')}`)).toEqual([nick.id]);
    expect(await found(c, '/custom-fields?name=stag')).toEqual([]);
    expect(await found(c, '/custom-fields?field_type=SINGLE_SELECT,NUMERIC&entity_type=CONTACT')).toEqual([]);
    expect(await found(c, '/custom-fields?field_type=SINGLE_LINE_TEXT&entity_type=CONTACT')).toEqual([
      nick.id,
    ]);
    expectBadQuery(await c.get('/custom-fields?entity_type=PERSON'), 'entity_type');
    expectBadQuery(await c.get('/custom-fields?field_type=TEXT'), 'field_type');
  });

  it('workspace users: email (lower-cased, any of) and role (any of)', async () => {
    const c = await t.workspace();
    const admin = await c.addUser('ADMIN');
    const member = await c.addUser('MEMBER');
    const all = (await c.get('/workspace-users?limit=100')).body.data as { id: string; email: string }[];
    const emailOf = (id: string) => all.find((u) => u.id === id)!.email;
    expect(await found(c, '/workspace-users?role=OWNER')).toEqual([c.user.id]);
    expect(await found(c, '/workspace-users?role=ADMIN,MEMBER')).toEqual(sorted(admin.id, member.id));
    expect(await found(c, `/workspace-users?email=${q(emailOf(admin.id).toUpperCase())}`)).toEqual([
      admin.id,
    ]);
    expect(
      await found(c, `/workspace-users?email=${q(`${emailOf(admin.id)},${emailOf(member.id)}`)}`),
    ).toEqual(sorted(admin.id, member.id));
    expect(await found(c, `/workspace-users?email=${q(emailOf(admin.id))}&role=MEMBER`)).toEqual([]);
    expect(await found(c, '/workspace-users?email=nobody@example.com')).toEqual([]);
    expectBadQuery(await c.get('/workspace-users?role=KING'), 'role');
    // Another workspace's users never appear.
    const other = await t.workspace();
    expect(await found(other, `/workspace-users?email=${q(emailOf(admin.id))}`)).toEqual([]);
    expect(await found(other, '/workspace-users?role=OWNER')).toEqual([other.user.id]);
  });

  // --- totals, order, isolation -------------------------------------------------------

  it('meta.total counts every match, not the page; pages of a filtered read neither overlap nor skip', async () => {
    const c = await t.workspace();
    const tag = await create(c, '/tags', { name: 'Many' });
    const names = ['Mia', 'Zed', 'Amy', 'Kim', 'Bea', 'Ola', 'Eve'];
    const tagged: Record<string, string> = {};
    for (const [i, name] of names.entries()) {
      const contact = await create(c, '/contacts', { first_name: name, tags: i % 3 === 2 ? [] : [tag.id] });
      if (i % 3 !== 2) tagged[name] = contact.id;
    }
    // Tagged: Mia, Zed, Kim, Bea, Eve (five of seven).
    const first = await c.get(`/contacts?tag=${tag.id}&limit=2&order_by=full_name`);
    expect(first.body.meta).toEqual({ limit: 2, offset: 0, total: 5, has_more: true });
    const expected = Object.keys(tagged)
      .sort()
      .map((n) => tagged[n]);
    const pages: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await c.get(`/contacts?tag=${tag.id}&limit=2&offset=${offset}&order_by=full_name:asc`);
      expect(page.body.meta.total).toBe(5);
      expect(page.body.meta.has_more).toBe(offset + 2 < 5);
      pages.push(...idsOf(page));
    }
    expect(pages).toEqual(expected);
    const desc = await find(c, `/contacts?tag=${tag.id}&order_by=full_name:desc`);
    expect(desc.ids).toEqual([...expected].reverse());
    // Default order (created_at:desc) with a filter: newest first.
    const byCreation = names.filter((_, i) => i % 3 !== 2).map((n) => tagged[n]);
    expect((await find(c, `/contacts?tag=${tag.id}`)).ids).toEqual([...byCreation].reverse());
    // Total of the whole collection is unaffected.
    expect((await c.get('/contacts?limit=1')).body.meta.total).toBe(7);
    // Two filters: the total counts what both match.
    expect(
      (await c.get(`/contacts?tag=${tag.id}&ids=${tagged.Mia},${tagged.Zed}&limit=1`)).body.meta,
    ).toEqual({
      limit: 1,
      offset: 0,
      total: 2,
      has_more: true,
    });
  });

  it('another workspace never appears in a filtered read, and its IDs match nothing', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const make = async (ws: Client) => {
      const tag = await create(ws, '/tags', { name: 'Shared' });
      const list = await create(ws, '/lists', { name: 'Shared', type: 'CONTACT' });
      const company = await create(ws, '/companies', {
        name: 'Shared',
        website_url: 'shared.example',
        email: 'info@shared.example',
        is_starred: true,
        tags: [tag.id],
      });
      const contact = await create(ws, '/contacts', {
        first_name: 'Shared',
        emails: ['same@shared.example'],
        phone_numbers: [{ country_code: '+44', phone_number: '2079460123', is_primary: true }],
        tags: [tag.id],
        lists: [list.id],
        companies: [company.id],
        is_starred: true,
      });
      const note = await create(ws, '/notes', { body: 'Shared', contacts: [contact.id] });
      const task = await create(ws, '/tasks', {
        body: 'Shared',
        due_date: '2026-05-01T00:00:00Z',
        contacts: [contact.id],
        tags: [tag.id],
      });
      const field = await create(ws, '/custom-fields', {
        name: 'Shared',
        field_type: 'NUMERIC',
        entity_type: 'CONTACT',
      });
      return { tag, list, company, contact, note, task, field };
    };
    const mine = await make(c);
    const theirs = await make(other);
    const reads: [string, string, string][] = [
      ['contacts', 'email=same@shared.example', 'contact'],
      ['contacts', 'phone=442079460123', 'contact'],
      ['contacts', 'is_starred=true', 'contact'],
      ['contacts', 'created_after=2000-01-01T00:00:00Z', 'contact'],
      ['companies', 'domain=shared.example', 'company'],
      ['companies', 'name=shared', 'company'],
      ['companies', 'email=info@shared.example', 'company'],
      ['companies', 'is_starred=true', 'company'],
      ['tags', 'name=SHARED', 'tag'],
      ['lists', 'name=shared&type=CONTACT', 'list'],
      ['tasks', 'due_after=2026-01-01T00:00:00Z&completed=false', 'task'],
      ['custom-fields', 'name=shared&entity_type=CONTACT', 'field'],
    ];
    for (const [path, query, key] of reads) {
      expect(await found(c, `/${path}?${query}`), `${path}?${query}`).toEqual([(mine as any)[key].id]);
      expect(await found(other, `/${path}?${query}`), `${path}?${query}`).toEqual([(theirs as any)[key].id]);
    }
    // The other workspace's IDs in a filter: 200 and an empty page.
    const foreign: [string, string][] = [
      ['contacts', `tag=${theirs.tag.id}`],
      ['contacts', `list=${theirs.list.id}`],
      ['contacts', `company=${theirs.company.id}`],
      ['contacts', `ids=${theirs.contact.id}`],
      ['companies', `contact=${theirs.contact.id}`],
      ['companies', `tag=${theirs.tag.id}`],
      ['tags', `contact=${theirs.contact.id}`],
      ['tags', `task=${theirs.task.id}`],
      ['tags', `company=${theirs.company.id}`],
      ['lists', `contact=${theirs.contact.id}`],
      ['notes', `contact=${theirs.contact.id}`],
      ['tasks', `contact=${theirs.contact.id}`],
      ['tasks', `tag=${theirs.tag.id}`],
      ['tasks', `assignee=${other.user.id}`],
      ['tasks', `creator=${other.user.id}`],
      ['custom-fields', `ids=${theirs.field.id}`],
      ['workspace-users', `ids=${other.user.id}`],
    ];
    for (const [path, query] of foreign) {
      const res = await c.get(`/${path}?${query}`);
      expect(res.status, `${path}?${query}`).toBe(200);
      expect(res.body.data, `${path}?${query}`).toEqual([]);
      expect(res.body.meta.total).toBe(0);
    }
    // Mixed with one of ours: only ours.
    expect(await found(c, `/contacts?tag=${theirs.tag.id},${mine.tag.id}`)).toEqual([mine.contact.id]);
  });

  it('a well-formed ID of no record matches nothing in every ID filter (200, never 404)', async () => {
    const c = await t.workspace();
    await create(c, '/contacts', { first_name: 'Someone' });
    const reads: [string, string, IdPrefix][] = [
      ['contacts', 'tag', 'tag'],
      ['contacts', 'list', 'lst'],
      ['contacts', 'company', 'cmp'],
      ['companies', 'tag', 'tag'],
      ['companies', 'list', 'lst'],
      ['companies', 'contact', 'con'],
      ['tags', 'contact', 'con'],
      ['tags', 'company', 'cmp'],
      ['tags', 'task', 'tsk'],
      ['lists', 'contact', 'con'],
      ['lists', 'company', 'cmp'],
      ['notes', 'contact', 'con'],
      ['tasks', 'assignee', 'usr'],
      ['tasks', 'creator', 'usr'],
      ['tasks', 'contact', 'con'],
      ['tasks', 'tag', 'tag'],
    ];
    for (const [path, name, prefix] of reads) {
      const res = await c.get(`/${path}?${name}=${nobody(prefix)}`);
      expect(res.status, `${path}?${name}`).toBe(200);
      expect(res.body).toEqual({ data: [], meta: { limit: 25, offset: 0, total: 0, has_more: false } });
      // Of the wrong form: another resource's prefix, or no ID at all.
      const wrong: IdPrefix = prefix === 'con' ? 'nte' : 'con';
      expectBadQuery(await c.get(`/${path}?${name}=${nobody(wrong)}`), name);
      expectBadQuery(await c.get(`/${path}?${name}=${prefix}_0000`), name);
      expectBadQuery(await c.get(`/${path}?${name}=`), name);
      const many = Array.from({ length: 101 }, () => nobody(prefix)).join(',');
      expectBadQuery(await c.get(`/${path}?${name}=${many}`), name);
    }
  });

  it('several problems of one query are each named', async () => {
    const c = await t.workspace();
    const res = await c.get('/contacts?is_starred=yes&tag=con_x&created_after=never');
    const error = expectError(res, 400, 'validation_error');
    const paths = error.details.map((d) => d.path);
    for (const name of ['is_starred', 'tag', 'created_after']) expect(paths).toContain(`/query/${name}`);
  });
});
