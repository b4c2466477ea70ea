import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from './cli-run.js';

/**
 * The exports users bring (API.md section 9), as the vendors lay them out
 * (test/fixtures/address-books), and what importing each with no map must
 * make. Shared by the HTTP tests and the CLI's.
 */

export const FIXTURES = join(ROOT, 'test', 'fixtures', 'address-books');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** A GET of the API answering its body, and a POST. */
export interface Api {
  get(path: string): Promise<any>;
  post(path: string, body: unknown): Promise<any>;
}

export interface AddressBook {
  file: string;
  resource: 'contacts' | 'companies';
  /** Query string of the HTTP import, and the CLI's options for the same. */
  query?: string;
  cli?: string[];
  type?: string;
  /** Made before the import (custom fields). */
  setup?(api: Api): Promise<void>;
  summary: Record<string, unknown>;
  check(api: Api): Promise<void>;
}

const CONTACT_INCLUDES = 'emails,phone_numbers,companies,tags,custom_fields';

/** The workspace's contacts by full name, fully included. */
async function contactsByName(api: Api): Promise<Record<string, any>> {
  const body = await api.get(`/contacts?limit=100&include=${CONTACT_INCLUDES}`);
  return Object.fromEntries(body.data.map((r: any) => [r.full_name, r]));
}

const emails = (r: any) => r.emails.map((e: any) => [e.email, e.is_primary]);
const phones = (r: any) => r.phone_numbers.map((p: any) => [p.country_code, p.phone_number]);
const names = (items: any[], key: 'tag' | 'company') =>
  items.map((x: any) => (key === 'tag' ? x.tag.name : x.name));

/** Every header of a file but those named, in file order: what `ignored_columns` must be. */
function headersBut(file: string, mapped: string[]): string[] {
  const text = fixture(file).toString('utf8');
  const line = text.split(/\r?\n/).find((l) => l.includes(','))!;
  const headers = line.split(',').map((h) => h.replace(/^"|"$/g, ''));
  for (const m of mapped) expect(headers, `${file} has ${m}`).toContain(m);
  return headers.filter((h) => !mapped.includes(h));
}

export const ADDRESS_BOOKS: AddressBook[] = [
  {
    file: 'google-contacts.csv',
    resource: 'contacts',
    query: '?default_country=US',
    cli: ['--default-country', 'US'],
    summary: {
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 1,
      errors: [{ row: 3, message: expect.stringContaining('first_name, last_name or full_name') }],
      warnings: [{ row: 1, message: 'Birthday: "--12-10" has no year; left out' }],
      ignored_columns: headersBut('google-contacts.csv', [
        'First Name',
        'Middle Name',
        'Last Name',
        'Organization Name',
        'Organization Title',
        'Birthday',
        'Notes',
        'Photo',
        'Labels',
        'E-mail 1 - Value',
        'E-mail 2 - Value',
        'Phone 1 - Value',
        'Phone 2 - Value',
        'Address 1 - City',
      ]),
    },
    async check(api) {
      const byName = await contactsByName(api);
      expect(Object.keys(byName).sort()).toEqual(['Ada King Lovelace', 'Grace Hopper']);
      const ada = byName['Ada King Lovelace'];
      expect(ada).toMatchObject({
        first_name: 'Ada King',
        last_name: 'Lovelace',
        job_title: 'Countess',
        description: 'Wrote the first program',
        location: 'London',
        birthday: null,
        is_starred: true,
        image_url: 'https://lh3.googleusercontent.com/a/ada.jpg',
      });
      expect(emails(ada)).toEqual([
        ['ada@example.com', true],
        ['ada.home@example.com', false],
      ]);
      expect(phones(ada)).toEqual([
        ['+44', '2079460123'],
        ['+44', '7700900123'],
      ]);
      expect(names(ada.companies, 'company')).toEqual(['Globex, Inc.']);
      // System labels are not tags; `* starred` stars.
      expect(names(ada.tags, 'tag')).toEqual(['Friends', 'VIP']);
      const grace = byName['Grace Hopper'];
      expect(grace).toMatchObject({
        job_title: 'Rear Admiral',
        birthday: '1906-12-09',
        location: 'Arlington',
        is_starred: false,
      });
      expect(emails(grace)).toEqual([
        ['grace@example.com', true],
        ['grace@navy.example', false],
      ]);
      // Read in the default country (US).
      expect(phones(grace)).toEqual([['+1', '2025550100']]);
      expect(names(grace.tags, 'tag')).toEqual(['Navy']);
      // The failed row (a company and no name) made nothing, not even its company.
      const companies = await api.get('/companies?order_by=name');
      expect(companies.data.map((c: any) => c.name)).toEqual(['Globex, Inc.', 'US Navy']);
    },
  },
  {
    file: 'outlook-contacts.csv',
    resource: 'contacts',
    summary: {
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [],
      ignored_columns: headersBut('outlook-contacts.csv', [
        'First Name',
        'Middle Name',
        'Last Name',
        'E-mail Address',
        'E-mail 2 Address',
        'E-mail 3 Address',
        'Home Phone',
        'Home Phone 2',
        'Business Phone',
        'Business Phone 2',
        'Mobile Phone',
        'Job Title',
        'Company',
        'Business City',
        'Home City',
        'Location',
        'Birthday',
        'Notes',
        'Categories',
      ]),
    },
    async check(api) {
      const byName = await contactsByName(api);
      const margaret = byName['Margaret Heafield Hamilton'];
      // `Title` (Dr.) is an honorific, not the job title.
      expect(margaret).toMatchObject({
        first_name: 'Margaret Heafield',
        last_name: 'Hamilton',
        job_title: 'Director of Software Engineering',
        location: 'Cambridge',
        birthday: '1936-08-17',
        description: 'Apollo guidance software',
      });
      expect(emails(margaret)).toEqual([
        ['margaret@mit.example', true],
        ['mh@nasa.example', false],
      ]);
      expect(phones(margaret)).toEqual([
        ['+1', '6175550142'],
        ['+1', '6175550199'],
      ]);
      expect(names(margaret.companies, 'company')).toEqual(['MIT Instrumentation Laboratory']);
      expect(names(margaret.tags, 'tag')).toEqual(['NASA', 'Engineers']);
      const katherine = byName['Katherine Johnson'];
      // 0/0/00 is no date; a phone without + and no default country keeps its digits.
      expect(katherine).toMatchObject({ birthday: null, location: 'Hampton', job_title: '' });
      expect(phones(katherine)).toEqual([['', '7575550123']]);
      expect(katherine.tags[0].tag.id).toBe(margaret.tags[0].tag.id);
    },
  },
  {
    file: 'hubspot-contacts.csv',
    resource: 'contacts',
    async setup(api) {
      await api.post('/custom-fields', { name: 'Contract Date', field_type: 'DATE', entity_type: 'CONTACT' });
    },
    summary: {
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [],
      ignored_columns: ['Record ID', 'Create Date', 'Lead Status', 'Contact owner'],
    },
    async check(api) {
      const byName = await contactsByName(api);
      const linus = byName['Linus Torvalds'];
      expect(linus).toMatchObject({ job_title: 'Fellow', location: 'Portland' });
      expect(emails(linus)).toEqual([['linus@example.org', true]]);
      expect(phones(linus)).toEqual([['+1', '5035550100']]);
      expect(names(linus.companies, 'company')).toEqual(['Linux Foundation']);
      // A date and time gives its date as written, with no conversion.
      expect(linus.custom_fields.map((f: any) => [f.name, f.value])).toEqual([
        ['Contract Date', '2023-01-01'],
      ]);
      const barbara = byName['Barbara Liskov'];
      expect(barbara.custom_fields.map((f: any) => f.value)).toEqual(['2023-01-01']);
      expect(names(barbara.companies, 'company')).toEqual(['MIT']);
    },
  },
  {
    file: 'hubspot-companies.csv',
    resource: 'companies',
    summary: {
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [],
      ignored_columns: ['Record ID', 'Create Date', 'Lifecycle Stage'],
    },
    async check(api) {
      const body = await api.get('/companies?order_by=name');
      expect(
        body.data.map((c: any) => [
          c.name,
          c.website_url,
          c.country_code,
          c.phone_number,
          c.headquarters_location,
        ]),
      ).toEqual([
        ['Globex, Inc.', 'https://globex.example', '+1', '2125550199', 'New York'],
        ['Initech', 'https://initech.example', '', '', 'Austin'],
      ]);
    },
  },
  {
    file: 'linkedin-connections.csv',
    resource: 'contacts',
    summary: {
      created: 3,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [
        { row: 3, message: 'URL: "https://example.com/vint" is not a LinkedIn profile address; left out' },
      ],
      ignored_columns: ['Connected On'],
    },
    async check(api) {
      const byName = await contactsByName(api);
      expect(Object.keys(byName).sort()).toEqual(['Radia Perlman', 'Tim Berners-Lee', 'Vint Cerf']);
      const tim = byName['Tim Berners-Lee'];
      expect(tim).toMatchObject({ linkedin_slug: 'tim-berners-lee', job_title: 'Director' });
      expect(emails(tim)).toEqual([['tim@w3.example', true]]);
      expect(names(tim.companies, 'company')).toEqual(['World Wide Web Consortium (W3C)']);
      expect(byName['Radia Perlman']).toMatchObject({ linkedin_slug: 'radiaperlman', emails: [] });
      expect(byName['Vint Cerf'].linkedin_slug).toBe('');
    },
  },
  {
    file: 'contacts-3.0.vcf',
    resource: 'contacts',
    type: 'text/vcard',
    summary: {
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [
        { row: 1, message: 'PHOTO: the photo is not a URL (http or https); left out' },
        { row: 2, message: 'BDAY: "--12-26" has no year; left out' },
      ],
      // N's honorific, ORG's unit and ADR's parts but the locality give nothing.
      ignored_columns: ['N.prefix', 'ORG.unit', 'ADR.street', 'ADR.postal_code', 'ADR.country'],
    },
    async check(api) {
      const byName = await contactsByName(api);
      const ada = byName['Ada King Lovelace'];
      expect(ada).toMatchObject({
        first_name: 'Ada King',
        last_name: 'Lovelace',
        job_title: 'Countess',
        location: 'London',
        description: 'Wrote the first program\nfor the Analytical Engine',
        birthday: '1815-12-10',
        linkedin_slug: 'ada-lovelace',
        image_url: null,
      });
      // The PREF address is the primary one.
      expect(emails(ada)).toEqual([
        ['ada@example.com', true],
        ['ada.home@example.com', false],
      ]);
      expect(phones(ada)).toEqual([['+44', '2079460123']]);
      expect(names(ada.companies, 'company')).toEqual(['Globex, Inc.']);
      expect(names(ada.tags, 'tag')).toEqual(['VIP', 'Friends']);
      // N empty: FN gives the names.
      expect(byName['Charles Babbage']).toMatchObject({
        first_name: 'Charles',
        last_name: 'Babbage',
        birthday: null,
      });
    },
  },
  {
    file: 'contacts-4.0.vcf',
    resource: 'contacts',
    type: 'text/vcard',
    summary: {
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [{ row: 2, message: 'PHOTO: the photo is not a URL (http or https); left out' }],
      ignored_columns: [],
    },
    async check(api) {
      const byName = await contactsByName(api);
      const grace = byName['Grace Brewster Murray Hopper'];
      expect(grace).toMatchObject({
        first_name: 'Grace Brewster Murray',
        last_name: 'Hopper',
        birthday: '1906-12-09',
        image_url: 'https://example.com/photos/grace.jpg',
      });
      expect(emails(grace)).toEqual([
        ['grace@example.com', true],
        ['grace@navy.example', false],
      ]);
      expect(phones(grace)).toEqual([['+1', '2025550100']]);
      expect(names(grace.companies, 'company')).toEqual(['US Navy']);
      expect(names(grace.tags, 'tag')).toEqual(['Navy']);
      expect(byName['Radia Perlman'].image_url).toBeNull();
    },
  },
  {
    // An iCloud export: a yearless birthday in Apple's form, what gives nothing, an extension, a
    // number --default-country cannot read, a tel: URI's extension.
    file: 'icloud-contacts.vcf',
    resource: 'contacts',
    type: 'text/vcard',
    query: '?default_country=US',
    cli: ['--default-country', 'US'],
    summary: {
      created: 3,
      updated: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      warnings: [
        { row: 1, message: 'TEL: the extension 44 of "+1 (415) 555-2671 ext. 44" is left out' },
        { row: 1, message: 'BDAY: "--12-10" has no year; left out' },
        {
          row: 2,
          message: 'TEL: "01 42 14 20 00" is not a valid number of US; kept without a country code',
        },
        { row: 3, message: 'TEL: the extension 102 of "+1-202-555-0100 ext. 102" is left out' },
      ],
      ignored_columns: [
        'N.prefix',
        'N.suffix',
        'NICKNAME',
        'ADR.street',
        'ADR.postal_code',
        'ADR.country',
        'X-ABADR',
        'URL',
        'X-ABLABEL',
        'X-SOCIALPROFILE',
      ],
    },
    async check(api) {
      const byName = await contactsByName(api);
      expect(Object.keys(byName).sort()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Marie Curie']);
      const ada = byName['Ada Lovelace'];
      // 1604 is Apple's placeholder for "no year": no birthday rather than a wrong one.
      expect(ada).toMatchObject({ birthday: null, location: 'London', linkedin_slug: '' });
      expect(phones(ada)).toEqual([
        ['+44', '2079460123'],
        ['+1', '4155552671'],
      ]);
      expect(names(ada.companies, 'company')).toEqual(['Analytical Engines Ltd']);
      const marie = byName['Marie Curie'];
      expect(marie.birthday).toBe('1867-11-07');
      expect(phones(marie)).toEqual([['', '0142142000']]);
      expect(phones(byName['Grace Hopper'])).toEqual([['+1', '2025550100']]);
    },
  },
];
