import { expect, it } from 'vitest';
import { BASE, type Client, describeEachDatabase } from '../../../test/harness.js';

/**
 * API.md section 9: an import maps headers to fields by name ignoring case,
 * spaces, `_` and `-`: a field's own name, the table's spellings, a custom
 * field's name, and the columns and fields a `map` names.
 */
describeEachDatabase('import: headers compared ignoring case, spaces, _ and -', (t) => {
  const importCsv = (c: Client, body: string, query = '') =>
    t.inject({
      method: 'POST',
      url: `${BASE}/contacts/import${query}`,
      payload: body,
      headers: { 'x-service-api-key': c.api_key, 'content-type': 'text/csv' },
    });

  it('maps headers that differ from a name only by `-`, case, spaces or `_`', async () => {
    const c = await t.workspace();
    const field = await c.post('/custom-fields', {
      entity_type: 'CONTACT',
      name: 'Account Tier',
      field_type: 'SINGLE_LINE_TEXT',
    });
    expect(field.status).toBe(201);
    const file =
      'first-name,LAST--NAME,E-Mail-Address,Mobile-Phone,account-tier,Role-Text,Not-A-Field\n' +
      'Ada,Lovelace,ada@example.com,+44 20 7946 0123,Gold,Countess,x\n';
    // A map's column and field are compared the same way.
    const res = await importCsv(c, file, `?map=${encodeURIComponent('Role Text=job-title')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      created: 1,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [],
      ignored_columns: ['Not-A-Field'],
    });
    const [ada] = (await c.get('/contacts?include=emails,phone_numbers,custom_fields')).body.data;
    expect(ada).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', job_title: 'Countess' });
    expect(ada.emails.map((e: any) => e.email)).toEqual(['ada@example.com']);
    expect(ada.phone_numbers.map((p: any) => [p.country_code, p.phone_number])).toEqual([
      ['+44', '2079460123'],
    ]);
    expect(ada.custom_fields.map((v: any) => [v.name, v.value])).toEqual([['Account Tier', 'Gold']]);
  });
});
