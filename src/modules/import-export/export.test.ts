import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { insertWorkspaceUser } from '../workspace-users/workspace-users.queries.js';
import type { Contact } from '../contacts/contacts.schema.js';
import type { CustomFieldOption } from '../custom-fields/custom-fields.schema.js';
import { BASE, type Client, describeEachDatabase, expectError } from '../../../test/harness.js';

/** API.md section 9: `GET /<resource>/export`, and the round trip through import. */
describeEachDatabase('export', (t) => {
  const importCsv = (c: Client, body: string, resource = 'contacts') =>
    t.inject({
      method: 'POST',
      url: `${BASE}/${resource}/import`,
      payload: body,
      headers: { 'x-service-api-key': c.api_key, 'content-type': 'text/csv' },
    });

  /** Custom fields of every type, the same in every workspace that calls this. */
  async function defineFields(c: Client) {
    const me = (await c.get('/me')).body.data.user;
    const fields = [
      { name: 'Nickname', field_type: 'SINGLE_LINE_TEXT' },
      {
        name: 'Stage',
        field_type: 'SINGLE_SELECT',
        multi_select_options: [{ value: 'Lead' }, { value: 'Won' }],
      },
      {
        name: 'Interests',
        field_type: 'MULTI_SELECT',
        multi_select_options: [{ value: 'Math' }, { value: 'Music' }],
      },
      { name: 'Met on', field_type: 'DATE' },
      { name: 'Score', field_type: 'NUMERIC' },
      { name: 'Vip', field_type: 'BOOLEAN' },
      { name: 'Owner', field_type: 'USER' },
    ];
    for (const field of fields)
      expect((await c.post('/custom-fields', { entity_type: 'CONTACT', ...field })).status).toBe(201);
    return me;
  }

  const FULL = 'include=emails,phone_numbers,companies,custom_fields,tags,lists';

  /** A contact as the round trip compares it: fields, and relations by name or value. */
  const comparable = (r: Required<Contact>) => ({
    ...Object.fromEntries(
      Object.entries(r).filter(
        ([k]) =>
          ![
            'id',
            'created_at',
            'updated_at',
            'emails',
            'phone_numbers',
            'companies',
            'tags',
            'lists',
            'custom_fields',
          ].includes(k),
      ),
    ),
    emails: r.emails.map((e) => [e.email, e.is_primary]),
    phones: r.phone_numbers.map((p) => [p.country_code, p.phone_number, p.is_primary]),
    companies: r.companies.map((x) => x.name),
    tags: r.tags.map((x) => x.tag.name),
    lists: r.lists.map((x) => x.list.name),
    custom: Object.fromEntries(
      r.custom_fields.map((v) => [
        v.name,
        v.field_type === 'USER'
          ? 'user'
          : v.field_type === 'SINGLE_SELECT'
            ? (v.value as CustomFieldOption).value
            : v.field_type === 'MULTI_SELECT'
              ? (v.value as CustomFieldOption[]).map((o) => o.value)
              : v.value,
      ]),
    ),
  });

  async function exported(c: Client, query = '') {
    const res = await c.get(`/contacts/export${query}`);
    expect(res.status).toBe(200);
    return res;
  }

  it('round trip: a CSV export imported into an empty workspace with the same fields makes the same records', async () => {
    const a = await t.workspace();
    const me = await defineFields(a);
    const file =
      'first_name,last_name,job_title,description,birthday,is_starred,x_slug,emails,phone_numbers,companies,tags,lists,Nickname,Stage,Interests,Met on,Score,Vip,Owner\n' +
      `Ada,Lovelace,Countess,"Wrote ""notes""\non engines",1815-12-10,true,ada,ada@example.com; lovelace@example.com,+44 20 7946 0123; 555 0100,Analytical Engines; Royal Society,Math; VIP,Warm,Ada,Won,Math; Music,2026-01-31,4.5,true,${me.email}\n` +
      'Grace,Hopper,,,,false,,grace@example.com,+1 202 555 0143,Navy,Math,,,,,,,,\n' +
      'Solo,,,,,,,,,,,,,,,,-2,false,\n';
    const first = await importCsv(a, file);
    expect(first.body.data).toMatchObject({ created: 3, failed: 0 });
    const csv1 = (await exported(a, '?order_by=full_name')).body as string;
    const rows = parse(csv1) as string[][];
    expect(rows[0]).toEqual(expect.arrayContaining(['emails', 'phone_numbers', 'Nickname', 'Owner']));
    expect(rows[0]).not.toContain('full_name');
    expect(rows).toHaveLength(4);

    // The other workspace has the same fields, and a user with the owner's e-mail (USER values are e-mails).
    const b = await t.workspace();
    await defineFields(b);
    await insertWorkspaceUser(t.handle.db, {
      workspaceId: b.workspace.id,
      email: me.email,
      fullName: 'Same person',
      role: 'MEMBER',
    });
    const second = await importCsv(b, csv1);
    // The columns of read-only fields map to nothing: named, and left out.
    expect(second.body.data).toEqual({
      created: 3,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [],
      ignored_columns: ['id', 'last_team_interaction', 'team_members_connected', 'created_at', 'updated_at'],
    });
    const before = (await a.get(`/contacts?order_by=full_name&${FULL}`)).body.data.map(comparable);
    const after = (await b.get(`/contacts?order_by=full_name&${FULL}`)).body.data.map(comparable);
    expect(after).toEqual(before);
    expect(before[0].phones).toEqual([
      ['+44', '2079460123', true],
      ['', '5550100', false],
    ]);
    // The second export has the same rows, but for the IDs and timestamps of the new workspace.
    const csv2 = (await exported(b, '?order_by=full_name')).body as string;
    const strip = (text: string) => {
      const [header, ...body] = parse(text) as string[][];
      const drop = ['id', 'created_at', 'updated_at'].map((f) => header.indexOf(f));
      return [header, ...body].map((r) => r.filter((_, i) => !drop.includes(i)));
    };
    expect(strip(csv2)).toEqual(strip(csv1));
  });

  it('JSONL: one fully expanded record per line; content types and filters, order_by', async () => {
    const c = await t.workspace();
    await importCsv(
      c,
      'name,email,tags,is_starred\nB One,b@example.com,T,true\nA Two,a@example.com,,false\nC Three,c@example.com,T,true\n',
    );
    const jsonl = await c.get('/contacts/export?format=jsonl&is_starred=true&order_by=full_name:desc');
    expect(jsonl.headers['content-type']).toBe('application/x-ndjson');
    const lines = (jsonl.body as string)
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((r) => r.full_name)).toEqual(['C Three', 'B One']);
    const one = (
      await c.get(
        `/contacts/${lines[0].id}?include=emails,phone_numbers,companies,custom_fields,tags,lists,notes`,
      )
    ).body.data;
    expect(lines[0]).toEqual(one);
    const csv = await c.get('/contacts/export?order_by=full_name');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((parse(csv.body) as string[][]).slice(1).map((r) => r[1])).toEqual(['A', 'B', 'C']);
    const tag = (await c.get('/tags')).body.data[0];
    const tagged = await c.get(`/contacts/export?format=jsonl&tag=${tag.id}`);
    expect((tagged.body as string).trimEnd().split('\n')).toHaveLength(2);
    expectError(await c.get('/contacts/export?format=xml'), 400, 'validation_error');
    expectError(await c.get('/contacts/export?limit=5'), 400, 'validation_error');
    expect((await c.get('/contacts/export?q=nobody')).body).toBe(
      (parse(csv.body) as string[][])[0].join(',') + '\n',
    );
  });

  it('exports every resource, with relations as names, in chunks past the page size', async () => {
    const c = await t.workspace();
    const lines = ['first_name,last_name,email,tags,companies'];
    for (let i = 0; i < 1100; i++) lines.push(`P,N${i},p${i}@example.com,T${i % 2},C${i % 3}`);
    await importCsv(c, `${lines.join('\n')}\n`);
    const contacts = parse((await c.get('/contacts/export?order_by=created_at:asc')).body) as string[][];
    expect(contacts).toHaveLength(1101);
    expect(new Set(contacts.slice(1).map((r) => r[0])).size).toBe(1100);
    const contact = (await c.get('/contacts?limit=1')).body.data[0];
    await c.post('/notes', { body: 'Called, twice', contacts: [contact.id] });
    await c.post('/tasks', { body: 'Follow up', contacts: [contact.id] });
    await c.post('/lists', { name: 'Everyone', type: 'CONTACT', contacts: [contact.id] });
    for (const resource of ['companies', 'tags', 'lists', 'notes', 'tasks']) {
      const res = await c.get(`/${resource}/export`);
      expect(res.status, resource).toBe(200);
      const [header, ...rows] = parse(res.body) as string[][];
      expect(header[0], resource).toBe('id');
      expect(rows.length, resource).toBeGreaterThan(0);
    }
    const notes = parse((await c.get('/notes/export')).body) as string[][];
    expect(notes[1][notes[0].indexOf('contacts')]).toBe(contact.full_name);
    const tags = await c.get('/tags/export?format=jsonl&order_by=name');
    expect(
      (tags.body as string)
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).name),
    ).toEqual(['T0', 'T1']);
  });
});
