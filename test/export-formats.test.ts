import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { BASE, type Client, describeEachDatabase, expectError } from './harness.js';

/**
 * API.md section 9: a CSV export escapes formula cells with a `'` that the
 * import drops again, so that the round trip holds for commas, semicolons
 * in names, formulas, international phones and accents; contacts also
 * export as vCard 4.0, which the vCard import reads back.
 */
describeEachDatabase('export formats', (t) => {
  const send = (c: Client, body: string, type: string) =>
    t.inject({
      method: 'POST',
      url: `${BASE}/contacts/import`,
      payload: body,
      headers: { 'x-service-api-key': c.api_key, 'content-type': type },
    });

  async function fields(c: Client) {
    const text = await c.post('/custom-fields', {
      name: 'Motto',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    const score = await c.post('/custom-fields', {
      name: 'Score',
      field_type: 'NUMERIC',
      entity_type: 'CONTACT',
    });
    const tier = await c.post('/custom-fields', {
      name: 'Tier',
      field_type: 'MULTI_SELECT',
      entity_type: 'CONTACT',
      multi_select_options: [{ value: 'VIP, Gold' }, { value: 'Ünïcödé' }],
    });
    // A field whose name a spreadsheet would run: its header is escaped too.
    const rank = await c.post('/custom-fields', {
      name: '+Rank',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    return { text: text.body.data, score: score.body.data, tier: tier.body.data, rank: rank.body.data };
  }

  async function seed(c: Client) {
    const f = await fields(c);
    const tag = async (name: string) => (await c.post('/tags', { name })).body.data.id;
    const globex = (await c.post('/companies', { name: 'Globex, Inc.' })).body.data.id;
    const made = await c.post('/contacts', {
      first_name: 'José',
      last_name: 'Núñez',
      emails: ['jose@example.com', 'jose.2@example.com'],
      phone_numbers: [{ country_code: '+44', phone_number: '20 7946 0123' }],
      companies: [globex],
      tags: [await tag('VIP, Gold'), await tag('Café')],
      description: '=HYPERLINK("http://evil.example","click")',
      job_title: '@SUM(A1:A2)',
      location: '-5 below',
      linkedin_slug: 'jose-nunez',
      birthday: '0001-01-01',
      custom_fields: [
        { id: f.text.id, value: '+1 cell' },
        { id: f.score.id, value: -3.5 },
        { id: f.tier.id, value: f.tier.multi_select_options.map((o: any) => o.id) },
        { id: f.rank.id, value: 'first' },
      ],
    });
    expect(made.status).toBe(201);
    const second = await c.post('/contacts', {
      first_name: 'Zoë',
      last_name: "d'Arc",
      description: '\tTabbed\nand two lines; with a semicolon',
      job_title: '\rReturn',
    });
    expect(second.status).toBe(201);
  }

  /** What a round trip must keep, by full name. */
  async function snapshot(c: Client) {
    const res = await c.get(
      '/contacts?include=emails,phone_numbers,companies,tags,custom_fields&order_by=full_name',
    );
    return res.body.data.map((r: any) => ({
      full_name: r.full_name,
      first_name: r.first_name,
      last_name: r.last_name,
      description: r.description,
      job_title: r.job_title,
      location: r.location,
      linkedin_slug: r.linkedin_slug,
      birthday: r.birthday,
      emails: r.emails.map((e: any) => [e.email, e.is_primary]),
      phones: r.phone_numbers.map((p: any) => [p.country_code, p.phone_number]),
      companies: r.companies.map((x: any) => x.name),
      tags: r.tags.map((x: any) => x.tag.name),
      custom: r.custom_fields.map((v: any) => [
        v.name,
        Array.isArray(v.value) ? v.value.map((o: any) => o.value) : v.value,
      ]),
    }));
  }

  it('CSV: formula cells get a leading quote, and an import into an empty workspace makes the same records', async () => {
    const c = await t.workspace();
    await seed(c);
    const exported = await c.get('/contacts/export?format=csv');
    expect(exported.status).toBe(200);
    const rows: string[][] = parse(exported.body as string, { relax_column_count: false });
    const header = rows[0]!;
    const jose = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r.includes('José'))![i]]));
    expect(jose).toMatchObject({
      description: `'=HYPERLINK("http://evil.example","click")`,
      job_title: "'@SUM(A1:A2)",
      location: "'-5 below",
      phone_numbers: "'+44 2079460123",
      companies: 'Globex, Inc.',
      tags: 'VIP, Gold; Café',
      Motto: "'+1 cell",
      Score: "'-3.5",
      Tier: 'VIP, Gold; Ünïcödé',
      "'+Rank": 'first',
    });
    // No cell a spreadsheet would run.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const target = await t.workspace();
    await fields(target);
    const imported = await send(target, exported.body as string, 'text/csv');
    expect(imported.body.data, JSON.stringify(imported.body.data)).toMatchObject({
      created: 2,
      failed: 0,
      warnings: [],
      ignored_columns: ['id', 'last_team_interaction', 'team_members_connected', 'created_at', 'updated_at'],
    });
    expect(await snapshot(target)).toEqual(await snapshot(c));
    const names = await target.get('/companies');
    expect(names.body.data.map((x: any) => x.name)).toEqual(['Globex, Inc.']);
  });

  it('vCard: GET /contacts/export?format=vcf writes vCard 4.0 that the vCard import reads back', async () => {
    const c = await t.workspace();
    await seed(c);
    const exported = await c.get('/contacts/export?format=vcf&order_by=full_name:asc');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/vcard; charset=utf-8');
    const text = exported.body as string;
    expect(text.match(/^BEGIN:VCARD\r$/gm)).toHaveLength(2);
    expect(text).toContain('VERSION:4.0\r\n');
    expect(text).toContain('EMAIL;PREF=1:jose@example.com\r\n');
    expect(text).toContain('ORG:Globex\\, Inc.\r\n');
    expect(text).toContain('N:Núñez;José;;;\r\n');

    const target = await t.workspace();
    const imported = await send(target, text, 'text/vcard');
    expect(imported.body.data, JSON.stringify(imported.body.data)).toMatchObject({
      created: 2,
      failed: 0,
      warnings: [],
      ignored_columns: [],
    });
    // Custom fields are not in a vCard; a carriage return is written as a line feed.
    const strip = (rows: any[]) =>
      rows.map(({ custom: _c, ...rest }) => ({ ...rest, job_title: rest.job_title.replace(/\r/g, '\n') }));
    expect(strip(await snapshot(target))).toEqual(strip(await snapshot(c)));
  });

  it('format=vcf is for contacts only', async () => {
    const c = await t.workspace();
    const res = await c.get('/companies/export?format=vcf');
    expect(expectError(res, 400, 'validation_error').details[0].path).toBe('/query/format');
  });
});
