import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOKS, type Api, FIXTURES } from './address-books.js';
import { appBeside, runCli, sharedDatabases } from './cli-run.js';
import { BASE } from './harness.js';

/**
 * API.md section 9: `crm import` takes the exports of Google Contacts,
 * Outlook, HubSpot and LinkedIn, and vCard files (`.vcf`), with no map,
 * making what the HTTP import makes (test/address-books.ts).
 */
const databases = sharedDatabases('crm-address-books-');
afterAll(() => {
  for (const d of databases) d.cleanup?.();
});

for (const database of databases) {
  describe(`crm import of address books [${database.name}]`, { timeout: 120_000 }, () => {
    const appOf = appBeside(database);

    const api = (key: string): Api => ({
      get: async (path) => {
        const res = await appOf().inject({
          method: 'GET',
          url: `${BASE}${path}`,
          headers: { 'x-service-api-key': key },
        });
        expect(res.statusCode, res.body).toBe(200);
        return JSON.parse(res.body);
      },
      post: async (path, body) => {
        const res = await appOf().inject({
          method: 'POST',
          url: `${BASE}${path}`,
          payload: body as object,
          headers: { 'x-service-api-key': key },
        });
        expect(res.statusCode, res.body).toBe(201);
        return JSON.parse(res.body);
      },
    });

    for (const book of ADDRESS_BOOKS)
      it(`imports ${book.file} with no --map`, async () => {
        const made = await runCli(database.url, ['workspace', 'create', '--name', 'Books', '--json']);
        expect(made.code).toBe(0);
        const ws = JSON.parse(made.stdout);
        await book.setup?.(api(ws.api_key));
        const res = await runCli(database.url, [
          'import',
          book.resource,
          '--workspace',
          ws.workspace.id,
          '--file',
          join(FIXTURES, book.file),
          ...(book.cli ?? []),
          '--json',
        ]);
        expect(res.stderr).toBe('');
        expect(res.code).toBe((book.summary.failed as number) > 0 ? 3 : 0);
        expect(JSON.parse(res.stdout)).toEqual({ ...book.summary, request_id: expect.any(String) });
        await book.check(api(ws.api_key));
      });

    it('--encoding, --map "Column=", maps that cannot apply, --default-country; export --format vcf', async () => {
      const made = await runCli(database.url, ['workspace', 'create', '--name', 'Options', '--json']);
      const ws = JSON.parse(made.stdout);
      const id = ws.workspace.id;
      const dir = mkdtempSync(join(tmpdir(), 'crm-cli-options-'));
      try {
        const cp1252 = join(dir, 'cp1252.csv');
        writeFileSync(
          cp1252,
          iconv.encode(
            'First Name,Last Name,Email,Notes\nJos\u00e9,N\u00fa\u00f1ez,jose@example.com,\u20ac 5\n',
            'windows-1252',
          ),
        );
        const base = ['import', 'contacts', '--workspace', id, '--file', cp1252, '--json'];
        // Without --encoding the row is not UTF-8: it fails, nothing is written.
        const plain = await runCli(database.url, base);
        expect(plain.code).toBe(3);
        expect(JSON.parse(plain.stdout).errors).toEqual([
          { row: 1, message: 'not UTF-8: send --encoding or a charset' },
        ]);
        for (const map of [
          '__proto__=first_name',
          'Email=created_at',
          'Email=nothing',
          'Missing=',
          'Email',
        ]) {
          const refused = await runCli(database.url, [...base, '--encoding', 'windows-1252', '--map', map]);
          expect(refused.code, map).toBe(1);
          expect(refused.stdout).toBe('');
          expect(refused.stderr).toMatch(/^crm: /);
        }
        const country = await runCli(database.url, [...base, '--default-country', 'ZZ']);
        expect(country.code).toBe(1);
        expect((await api(ws.api_key).get('/contacts')).meta.total).toBe(0);

        const ok = await runCli(database.url, [...base, '--encoding', 'windows-1252', '--map', 'Email=']);
        expect(ok.code).toBe(0);
        expect(JSON.parse(ok.stdout)).toMatchObject({ created: 1, ignored_columns: [] });
        const jose = (await api(ws.api_key).get('/contacts?include=emails')).data[0];
        expect([jose.full_name, jose.description, jose.emails]).toEqual([
          'Jos\u00e9 N\u00fa\u00f1ez',
          '\u20ac 5',
          [],
        ]);

        const vcf = await runCli(database.url, ['export', 'contacts', '--workspace', id, '--format', 'vcf']);
        expect(vcf.code).toBe(0);
        const res = await appOf().inject({
          method: 'GET',
          url: `${BASE}/contacts/export?format=vcf`,
          headers: { 'x-service-api-key': ws.api_key },
        });
        expect(vcf.stdout).toBe(res.body);
        expect(vcf.stdout).toContain('N:N\u00fa\u00f1ez;Jos\u00e9;;;\r\n');
        const companies = await runCli(database.url, [
          'export',
          'companies',
          '--workspace',
          id,
          '--format',
          'vcf',
        ]);
        expect(companies.code).toBe(1);
        expect(companies.stdout).toBe('');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
