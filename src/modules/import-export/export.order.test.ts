import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { BASE, type Client, describeEachDatabase } from '../../../test/harness.js';
import type { Contact, ContactEmail, ContactPhoneNumber } from '../contacts/contacts.schema.js';

/**
 * API.md section 9: an export lists a contact's e-mails and phones with the
 * primary one first (CSV cells, vCard properties with PREF=1 on the first),
 * whatever the order the links were made in: a CSV cell's first value is the
 * one an import makes primary again.
 */
describeEachDatabase('export: the primary e-mail and phone first', (t) => {
  /** A contact whose primary e-mail and phone are the last ones linked. */
  async function contactWithLatePrimaries(c: Client) {
    const res = await c.post('/contacts?include=emails,phone_numbers', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      emails: [
        { email: 'old@example.com', is_primary: false },
        { email: 'other@example.com', is_primary: false },
        { email: 'main@example.com', is_primary: true },
      ],
      phone_numbers: [
        { country_code: '+1', phone_number: '2025550143', is_primary: false },
        { country_code: '+44', phone_number: '2079460123', is_primary: true },
      ],
    });
    expect(res.status).toBe(201);
    // The record itself lists them as linked: the export has to move the primary ones first.
    expect(res.body.data.emails.map((e: ContactEmail) => [e.email, e.is_primary])).toEqual([
      ['old@example.com', false],
      ['other@example.com', false],
      ['main@example.com', true],
    ]);
    expect(res.body.data.phone_numbers.map((p: ContactPhoneNumber) => p.is_primary)).toEqual([false, true]);
    return res.body.data;
  }

  it('CSV: the primary value first in the e-mails and phones cells, and primary again once imported', async () => {
    const c = await t.workspace();
    await contactWithLatePrimaries(c);
    const csv = await c.get('/contacts/export?format=csv');
    expect(csv.status).toBe(200);
    const [header, row] = parse(csv.body) as string[][];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('emails')).toBe('main@example.com; old@example.com; other@example.com');
    // A phone cell begins with `+`: written with the `'` that keeps spreadsheets from running it.
    expect(cell('phone_numbers')).toBe("'+44 2079460123; +1 2025550143");

    const other = await t.workspace();
    const imported = await t.inject({
      method: 'POST',
      url: `${BASE}/contacts/import`,
      payload: csv.body,
      headers: { 'x-service-api-key': other.api_key, 'content-type': 'text/csv' },
    });
    expect(imported.body.data).toMatchObject({ created: 1, failed: 0 });
    const copy: Required<Contact> = (await other.get('/contacts?include=emails,phone_numbers')).body.data[0];
    expect(copy.emails.find((e) => e.is_primary)!.email).toBe('main@example.com');
    expect(copy.phone_numbers.find((p) => p.is_primary)).toMatchObject({
      country_code: '+44',
      phone_number: '2079460123',
    });
  });

  it('vCard: the primary EMAIL and TEL first, each with PREF=1', async () => {
    const c = await t.workspace();
    await contactWithLatePrimaries(c);
    const vcf = await c.get('/contacts/export?format=vcf');
    expect(vcf.status).toBe(200);
    const card = new ICAL.Component(ICAL.parse(vcf.body as string));
    const values = (name: string) =>
      card.getAllProperties(name).map((p) => [p.getFirstValue(), p.getParameter('pref') ?? null]);
    expect(values('email')).toEqual([
      ['main@example.com', '1'],
      ['old@example.com', null],
      ['other@example.com', null],
    ]);
    expect(values('tel')).toEqual([
      ['+44 2079460123', '1'],
      ['+1 2025550143', null],
    ]);
  });
});
