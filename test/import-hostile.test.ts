import iconv from 'iconv-lite';
import { expect, it } from 'vitest';
import { BASE, type Client, describeEachDatabase, expectError } from './harness.js';
import { hostileVcards, tinyVcards } from './hostile-payloads.js';

/**
 * Hostile input on the import surface (API.md section 9): maps that cannot
 * apply (prototype keys included), dates out of range, bytes that are not
 * UTF-8, oversized cells and rows, hostile vCards. Each request is checked
 * for its answer and then for what it left: a refused import writes
 * nothing, and a failed row creates nothing, not even the tags, companies
 * and lists it names.
 */
describeEachDatabase('import: hostile input', (t) => {
  const send = (c: Client, body: string | Buffer, query = '', type = 'text/csv', resource = 'contacts') =>
    t.inject({
      method: 'POST',
      url: `${BASE}/${resource}/import${query}`,
      payload: body,
      headers: { 'x-service-api-key': c.api_key, 'content-type': type },
    });

  /** Counts of everything an import can make. */
  async function counts(c: Client) {
    const out: Record<string, number> = {};
    for (const r of ['contacts', 'companies', 'tags', 'lists'])
      out[r] = (await c.get(`/${r}?limit=1`)).body.meta.total;
    return out;
  }
  const NOTHING = { contacts: 0, companies: 0, tags: 0, lists: 0 };

  it('a map that cannot apply stops the import before any row, at /query/map (__proto__ included)', async () => {
    const c = await t.workspace();
    const file = 'Who,Mail,Tags\nAda,ada@example.com,VIP\n';
    for (const map of [
      ['Who%3Dnot_a_field'],
      ['Who%3Dcreated_at'],
      ['Who%3Did'],
      ['Missing%3Dfirst_name'],
      ['Missing%3D'],
      ['__proto__%3Dfirst_name'],
      ['constructor%3Dfirst_name'],
      ['Who%3D__proto__'],
      ['Who'],
      ['%3Dfirst_name'],
      ['Who%3Dfull_name', 'Mail%3Dtoo_many'],
    ]) {
      const res = await send(c, file, `?${map.map((m) => `map=${m}`).join('&')}`);
      const error = expectError(res, 400, 'validation_error');
      expect(error.details[0].path, map.join('&')).toBe('/query/map');
    }
    expect(await counts(c)).toEqual(NOTHING);
  });

  it('map=Column%3D leaves a column out, unnamed; a column named __proto__ is a column like any other', async () => {
    const c = await t.workspace();
    const res = await send(
      c,
      '__proto__,Email,Tags,Record ID\nAda Lovelace,ada@example.com,VIP,17\n',
      '?map=__proto__%3Dfull_name&map=Tags%3D',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 1, ignored_columns: ['Record ID'] });
    const ada = (await c.get('/contacts?include=tags')).body.data[0];
    expect([ada.full_name, ada.tags]).toEqual(['Ada Lovelace', []]);
    expect((await c.get('/tags')).body.meta.total).toBe(0);
    expect(({} as any).first_name).toBeUndefined();
  });

  it('a default_country that is no region is a 400 and writes nothing', async () => {
    const c = await t.workspace();
    for (const query of ['?default_country=ZZ', '?default_country=USA', '?default_country=1']) {
      const res = await send(c, 'name,phone\nAda,555 0100\n', query);
      expect(expectError(res, 400, 'validation_error').details[0].path).toBe('/query/default_country');
    }
    expect(await counts(c)).toEqual(NOTHING);
  });

  it('a row with a date outside 0001-9999 fails alone and creates nothing it names', async () => {
    const c = await t.workspace();
    await c.post('/custom-fields', { name: 'Signed', field_type: 'DATE', entity_type: 'CONTACT' });
    const file =
      'first_name,birthday,Signed,tags,companies,lists\n' +
      'Zero,0000-01-01,,Zero tag,Zero Co,Zero list\n' +
      'Outlook zero,1/1/0000,,Zero tag,Zero Co,Zero list\n' +
      'Big,10000-01-01,,Big tag,Big Co,Big list\n' +
      'Field,,0000-12-31,Field tag,Field Co,Field list\n' +
      'Basic,00000101,,Basic tag,Basic Co,Basic list\n' +
      'Ok,0001-01-01,9999-12-31,Kept,Kept Co,Kept list\n';
    const res = await send(c, file);
    expect(res.body.data).toMatchObject({ created: 1, failed: 5 });
    expect(res.body.data.errors.map((e: any) => e.row)).toEqual([1, 2, 3, 4, 5]);
    expect(await counts(c)).toEqual({ contacts: 1, companies: 1, tags: 1, lists: 1 });
    const ok = (await c.get('/contacts?include=custom_fields')).body.data[0];
    expect([ok.first_name, ok.birthday, ok.custom_fields[0].value]).toEqual([
      'Ok',
      '0001-01-01',
      '9999-12-31',
    ]);
  });

  it('a row that is not UTF-8 fails with its reason, never stored as U+FFFD; the others are written', async () => {
    const c = await t.workspace();
    const file = Buffer.concat([
      Buffer.from('first_name,tags\nGood,One\nBad'),
      Buffer.from([0xe9]), // Latin-1 é
      Buffer.from(',Bad tag\nBom'),
      Buffer.from([0xff, 0xfe]), // a UTF-16 byte order mark inside a UTF-8 file
      Buffer.from(',Bom tag\nJos\u00e9,Two\n'),
    ]);
    const res = await send(c, file);
    expect(res.body.data).toMatchObject({
      created: 2,
      failed: 2,
      errors: [
        { row: 2, message: 'not UTF-8: send --encoding or a charset' },
        { row: 3, message: 'not UTF-8: send --encoding or a charset' },
      ],
    });
    const list = (await c.get('/contacts?order_by=full_name')).body.data.map((r: any) => r.first_name);
    expect(list).toEqual(['Good', 'Jos\u00e9']);
    expect((await c.get('/tags?order_by=name')).body.data.map((r: any) => r.name)).toEqual(['One', 'Two']);
  });

  it('decodes windows-1252 and latin1 from the charset, and UTF-16LE from its byte order mark', async () => {
    const c = await t.workspace();
    const text = 'first_name,last_name,tags\nJos\u00e9,N\u00fa\u00f1ez,Caf\u00e9 \u20ac\n';
    const cp1252 = await send(c, iconv.encode(text, 'windows-1252'), '', 'text/csv; charset=windows-1252');
    expect(cp1252.body.data).toMatchObject({ created: 1, failed: 0 });
    const latin1 = await send(
      c,
      iconv.encode('first_name,last_name\nRen\u00e9e,M\u00fcller\n', 'latin1'),
      '',
      'text/csv; charset=ISO-8859-1',
    );
    expect(latin1.body.data).toMatchObject({ created: 1, failed: 0 });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('first_name,last_name\n\u00c5sa,\u00d6berg\n', 'utf-16le'),
    ]);
    expect((await send(c, utf16)).body.data).toMatchObject({ created: 1, failed: 0 });
    const names = (await c.get('/contacts')).body.data.map((r: any) => r.full_name);
    expect(names.sort()).toEqual([
      'Jos\u00e9 N\u00fa\u00f1ez',
      'Ren\u00e9e M\u00fcller',
      '\u00c5sa \u00d6berg',
    ]);
    expect((await c.get('/tags')).body.data[0].name).toBe('Caf\u00e9 \u20ac');
    // A UTF-8 byte order mark wins over the charset.
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('first_name\nZo\u00eb\n')]);
    expect((await send(c, marked, '', 'text/csv; charset=windows-1252')).body.data).toMatchObject({
      created: 1,
    });
    expect((await c.get('/contacts?q=zoe')).body.data.map((r: any) => r.first_name)).toEqual(['Zo\u00eb']);
    // Without the charset, the same windows-1252 bytes fail their row.
    const plain = await send(c, iconv.encode(text, 'windows-1252'));
    expect(plain.body.data).toMatchObject({ created: 0, failed: 1 });
    // A charset the server does not know is a 400 naming the Content-Type.
    const unknown = await send(c, 'first_name\nX\n', '', 'text/csv; charset=klingon');
    expect(
      expectError(unknown, 400, 'validation_error').details[0],
      JSON.stringify(unknown.body),
    ).toMatchObject({ path: '/headers/content-type' });
  });

  it('a cell over 1 MB or a row over 4 MB fails that one row; the import goes on from the next line', async () => {
    const c = await t.workspace();
    const big = 'x'.repeat((1 << 20) + 1);
    const quarter = 'y'.repeat(900_000);
    const file =
      'first_name,description,tags\n' +
      'Before,ok,Before tag\n' +
      `Huge,${big},Huge tag\n` +
      // Quoted, with line ends inside: still one row.
      `"Quoted","${'z'.repeat(1 << 19)}\n\n${'z'.repeat(1 << 19)}\n,,,",Quoted tag\n` +
      `Wide,${[quarter, quarter, quarter, quarter, quarter].join(',')}\n` +
      'After,ok,After tag\n';
    const started = Date.now();
    const res = await send(c, file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      created: 2,
      failed: 3,
      errors: [
        { row: 2, message: 'a cell is over 1 MB (1,048,576 bytes)' },
        { row: 3, message: 'a cell is over 1 MB (1,048,576 bytes)' },
        { row: 4, message: 'the row is over 4 MB (4,194,304 bytes)' },
      ],
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await c.get('/contacts?order_by=full_name')).body.data.map((r: any) => r.first_name)).toEqual([
      'After',
      'Before',
    ]);
    expect((await c.get('/tags?order_by=name')).body.data.map((r: any) => r.name)).toEqual([
      'After tag',
      'Before tag',
    ]);
  });

  it('hostile vCards: no END, nested BEGIN, a 1 MB folded line, a 5 MB data URI, bad bytes, years 0 and 10000', async () => {
    const c = await t.workspace();
    const file = hostileVcards();
    const res = await send(c, file, '', 'text/vcard');
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(2);
    expect(res.body.data.errors).toEqual([
      { row: 2, message: 'the card is cut off: BEGIN:VCARD before its END:VCARD' },
      { row: 3, message: 'a property is over 1 MB (1,048,576 bytes)' },
      { row: 4, message: 'a property is over 1 MB (1,048,576 bytes)' },
      { row: 5, message: 'not UTF-8: send --encoding or a charset' },
      { row: 6, message: expect.stringContaining('BDAY') },
      { row: 7, message: expect.stringContaining('BDAY') },
      { row: 9, message: 'the card is cut off: the file ends before its END:VCARD' },
    ]);
    expect((await c.get('/contacts?order_by=full_name')).body.data.map((r: any) => r.last_name)).toEqual([
      'First',
      'Last',
    ]);
    expect((await c.get('/tags?order_by=name')).body.data.map((r: any) => r.name)).toEqual([
      'First tag',
      'Last tag',
    ]);
  });

  it('100,000 tiny cards are 100,000 rows', { timeout: 120_000 }, async () => {
    const c = await t.workspace();
    const file = tinyVcards(100_000);
    const res = await send(c, file, '?dry_run=true', 'text/vcard');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 100_000, failed: 0 });
    expect(await counts(c)).toEqual(NOTHING);
  });

  it('a vCard body for companies is a 415', async () => {
    const c = await t.workspace();
    const res = await send(c, 'BEGIN:VCARD\r\nFN:X\r\nEND:VCARD\r\n', '', 'text/vcard', 'companies');
    expectError(res, 415, 'unsupported_media_type');
    expect(await counts(c)).toEqual(NOTHING);
  });
});
