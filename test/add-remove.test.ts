import { expect, it } from 'vitest';
import { type Client, describeEachDatabase, expectError } from './harness.js';

/** `{"add": [...], "remove": [...]}` in PUT and PATCH (API.md section 7, "Adding and removing links"). */
describeEachDatabase('add and remove links', (t) => {
  let counter = 0;
  /** Makes a record of `path` through the API; returns its ID. */
  async function make(c: Client, path: string, extra: Record<string, unknown> = {}): Promise<string> {
    const n = ++counter;
    const bodies: Record<string, Record<string, unknown>> = {
      '/contacts': { full_name: `Person ${n}` },
      '/companies': { name: `Company ${n}` },
      '/tags': { name: `Tag ${n}` },
      '/lists': { name: `List ${n}`, type: 'CONTACT' },
      '/notes': { body: `Note ${n}` },
      '/tasks': { body: `Task ${n}` },
    };
    const res = await c.post(path, { ...bodies[path], ...extra });
    expect(res.status).toBe(201);
    return res.body.data.id;
  }
  /** The IDs of an embedded relation, whatever its shape. */
  const idsOf = (members: any[]) => members.map((m) => m.id ?? m.tag?.id ?? m.list?.id);

  // Every relation that PUT and PATCH take as an array of IDs.
  type Extra = Record<string, unknown>;
  const cases: { owner: string; key: string; member: string; ownerExtra?: Extra; memberExtra?: Extra }[] = [
    { owner: '/contacts', key: 'companies', member: '/companies' },
    { owner: '/contacts', key: 'tags', member: '/tags' },
    { owner: '/contacts', key: 'lists', member: '/lists' },
    { owner: '/companies', key: 'tags', member: '/tags' },
    { owner: '/companies', key: 'lists', member: '/lists', memberExtra: { type: 'COMPANY' } },
    { owner: '/companies', key: 'contacts', member: '/contacts' },
    { owner: '/tags', key: 'contacts', member: '/contacts' },
    { owner: '/tags', key: 'companies', member: '/companies' },
    { owner: '/tags', key: 'tasks', member: '/tasks' },
    { owner: '/lists', key: 'contacts', member: '/contacts' },
    { owner: '/lists', key: 'companies', member: '/companies', ownerExtra: { type: 'COMPANY' } },
    { owner: '/notes', key: 'contacts', member: '/contacts' },
    { owner: '/tasks', key: 'contacts', member: '/contacts' },
    { owner: '/tasks', key: 'tags', member: '/tags' },
  ];

  for (const { owner, key, member, ownerExtra, memberExtra } of cases) {
    it(`${owner.slice(1)}.${key}: add appends in the order sent, keeps what is linked, remove unlinks`, async () => {
      const c = await t.workspace();
      const [a, b, d, e] = [
        await make(c, member, memberExtra),
        await make(c, member, memberExtra),
        await make(c, member, memberExtra),
        await make(c, member, memberExtra),
      ];
      const id = await make(c, owner, { ...ownerExtra, [key]: [a, b] });
      let res = await c.patch(`${owner}/${id}`, { [key]: { add: [e, b, d] } });
      expect(res.status).toBe(200);
      expect(idsOf(res.body.data[key])).toEqual([a, b, e, d]);
      res = await c.put(`${owner}/${id}`, { [key]: { remove: [b, a] } });
      expect(idsOf(res.body.data[key])).toEqual([e, d]);
      res = await c.patch(`${owner}/${id}`, { [key]: { add: [a], remove: [d] } });
      expect(idsOf(res.body.data[key])).toEqual([e, a]);
    });
  }

  it('remove ignores IDs that are not linked or do not exist', async () => {
    const c = await t.workspace();
    const [a, b] = [await make(c, '/tags'), await make(c, '/tags')];
    const id = await make(c, '/contacts', { tags: [a] });
    const res = await c.patch(`/contacts/${id}`, {
      tags: { remove: [b, 'tag_01jd8k2m3n4p5q6r7s8t9v0w1x'] },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res.body.data.tags)).toEqual([a]);
  });

  it('an unknown ID in add is a 422 at its place in add; nothing is written', async () => {
    const c = await t.workspace();
    const [a, b] = [await make(c, '/tags'), await make(c, '/tags')];
    const id = await make(c, '/contacts', { tags: [a] });
    const err = expectError(
      await c.patch(`/contacts/${id}`, { tags: { add: [b, 'tag_01jd8k2m3n4p5q6r7s8t9v0w1x'], remove: [a] } }),
      422,
      'unknown_reference',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/tags/add/1']);
    expect(idsOf((await c.get(`/contacts/${id}?include=tags`)).body.data.tags)).toEqual([a]);
    // A list's members sent as {id}: the pointer names the id; a list of the other type is unknown.
    const list = await make(c, '/lists');
    const other = await make(c, '/lists', { type: 'COMPANY' });
    let e = expectError(
      await c.patch(`/lists/${list}`, { contacts: { add: [id, { id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1x' }] } }),
      422,
      'unknown_reference',
    );
    expect(e.details.map((d) => d.path)).toEqual(['/body/contacts/add/1/id']);
    e = expectError(await c.patch(`/contacts/${id}`, { lists: { add: [other] } }), 422, 'unknown_reference');
    expect(e.details.map((d) => d.path)).toEqual(['/body/lists/add/0']);
  });

  it('an ID in both add and remove is a 400; so is an object with neither', async () => {
    const c = await t.workspace();
    const [a, b] = [await make(c, '/contacts'), await make(c, '/contacts')];
    const id = await make(c, '/lists', { contacts: [a] });
    let err = expectError(
      await c.patch(`/lists/${id}`, { contacts: { add: [b, a], remove: [{ id: a }] } }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/contacts/remove/0']);
    err = expectError(await c.put(`/lists/${id}`, { contacts: {} }), 400, 'validation_error');
    expect(err.details.map((d) => d.path)).toEqual(['/body/contacts']);
    err = expectError(
      await c.patch(`/lists/${id}`, { contacts: { add: [b], drop: [a] } }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toContain('/body/contacts/drop');
    expect(idsOf((await c.get(`/lists/${id}?include=contacts`)).body.data.contacts)).toEqual([a]);
  });

  it('POST takes arrays only', async () => {
    const c = await t.workspace();
    const a = await make(c, '/tags');
    const err = expectError(
      await c.post('/contacts', { full_name: 'X', tags: { add: [a] } }),
      400,
      'validation_error',
    );
    expect(err.details[0].path).toBe('/body/tags');
  });

  const emailsOf = (res: any) => res.body.data.emails.map((e: any) => [e.email, e.is_primary]);

  it('emails: add skips addresses already there, appends the new, keeps the primary unless one is sent', async () => {
    const c = await t.workspace();
    const id = await make(c, '/contacts', { emails: ['a@example.com', 'b@example.com'] });
    const res = await c.patch(`/contacts/${id}`, {
      emails: { add: ['B@Example.com', 'c@example.com', { email: 'd@example.com' }] },
    });
    expect(emailsOf(res)).toEqual([
      ['a@example.com', true],
      ['b@example.com', false],
      ['c@example.com', false],
      ['d@example.com', false],
    ]);
  });

  it('emails: is_primary in add makes the address primary, new or already there; the old one loses it', async () => {
    const c = await t.workspace();
    const id = await make(c, '/contacts', { emails: ['a@example.com', 'b@example.com'] });
    let res = await c.patch(`/contacts/${id}`, {
      emails: { add: [{ email: 'B@example.com', is_primary: true }] },
    });
    expect(emailsOf(res)).toEqual([
      ['a@example.com', false],
      ['b@example.com', true],
    ]);
    res = await c.patch(`/contacts/${id}`, {
      emails: { add: ['x@example.com', { email: 'n@example.com', is_primary: true }] },
    });
    expect(emailsOf(res)).toEqual([
      ['a@example.com', false],
      ['b@example.com', false],
      ['x@example.com', false],
      ['n@example.com', true],
    ]);
    const err = expectError(
      await c.patch(`/contacts/${id}`, {
        emails: {
          add: [
            { email: 'p@example.com', is_primary: true },
            { email: 'q@example.com', is_primary: true },
          ],
        },
      }),
      400,
      'validation_error',
    );
    expect(err.details[0].path).toBe('/body/emails/add/1/is_primary');
  });

  it('emails: remove takes addresses or eml_ IDs; removing the primary makes the first left primary', async () => {
    const c = await t.workspace();
    const id = await make(c, '/contacts', { emails: ['a@example.com', 'b@example.com', 'c@example.com'] });
    const before = (await c.get(`/contacts/${id}?include=emails`)).body.data.emails;
    let res = await c.patch(`/contacts/${id}`, {
      emails: { remove: ['A@EXAMPLE.com', 'nobody@example.com'] },
    });
    expect(emailsOf(res)).toEqual([
      ['b@example.com', true],
      ['c@example.com', false],
    ]);
    expect(res.body.data.emails[0].id).toBe(before[1].id);
    res = await c.patch(`/contacts/${id}`, {
      emails: { remove: [before[2].id, 'eml_01jd8k2m3n4p5q6r7s8t9v0w1x'] },
    });
    expect(emailsOf(res)).toEqual([['b@example.com', true]]);
    // An address in both is a 400, whatever its case.
    const err = expectError(
      await c.patch(`/contacts/${id}`, { emails: { add: ['z@example.com'], remove: ['Z@example.com'] } }),
      400,
      'validation_error',
    );
    expect(err.details.map((d) => d.path)).toEqual(['/body/emails/remove/0']);
    // So is one written composed in add and decomposed in remove: addresses are compared in NFC.
    const unicode = expectError(
      await c.patch(`/contacts/${id}`, {
        emails: { add: ['jos\u00e9@example.com'], remove: ['jose\u0301@example.com'] },
      }),
      400,
      'validation_error',
    );
    expect(unicode.details.map((d) => d.path)).toEqual(['/body/emails/remove/0']);
    expectError(
      await c.patch(`/contacts/${id}`, { emails: { remove: ['not an address'] } }),
      400,
      'validation_error',
    );
  });

  const phonesOf = (res: any) =>
    res.body.data.phone_numbers.map((p: any) => [`${p.country_code} ${p.phone_number}`, p.is_primary]);

  it('phone_numbers: add skips a number already there (same country code and digits); remove takes phn_ IDs', async () => {
    const c = await t.workspace();
    const id = await make(c, '/contacts', {
      phone_numbers: [
        { country_code: '44', phone_number: '20 7946 0123' },
        { country_code: '33', phone_number: '612345678' },
      ],
    });
    let res = await c.patch(`/contacts/${id}`, {
      phone_numbers: {
        add: [
          { country_code: '+44', phone_number: '(20) 7946-0123' },
          { country_code: '1', phone_number: '555 0100' },
          { country_code: '1', phone_number: '612345678' },
          { country_code: '33', phone_number: '612 345 678', is_primary: true },
        ],
      },
    });
    expect(phonesOf(res)).toEqual([
      ['+44 2079460123', false],
      ['+33 612345678', true],
      ['+1 5550100', false],
      ['+1 612345678', false],
    ]);
    const [, second] = res.body.data.phone_numbers;
    res = await c.patch(`/contacts/${id}`, {
      phone_numbers: { remove: [second.id, 'phn_01jd8k2m3n4p5q6r7s8t9v0w1x'] },
    });
    expect(phonesOf(res)).toEqual([
      ['+44 2079460123', true],
      ['+1 5550100', false],
      ['+1 612345678', false],
    ]);
    const err = expectError(
      await c.patch(`/contacts/${id}`, { phone_numbers: { remove: ['eml_01jd8k2m3n4p5q6r7s8t9v0w1x'] } }),
      400,
      'validation_error',
    );
    expect(err.details[0].path).toBe('/body/phone_numbers/remove/0');
  });

  it('arrays still replace e-mails and phone numbers whole', async () => {
    const c = await t.workspace();
    const id = await make(c, '/contacts', { emails: ['a@example.com', 'b@example.com'] });
    const res = await c.put(`/contacts/${id}`, { emails: ['c@example.com'] });
    expect(emailsOf(res)).toEqual([['c@example.com', true]]);
  });
});
