import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { ADDRESS_BOOKS, type Api, FIXTURES } from './address-books.js';
import { runCli, sharedDatabases } from './cli-run.js';
import { BASE, startApp } from './harness.js';

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
    let app: App;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const started = await startApp(database);
      app = started.app;
      close = async () => {
        await started.app.close();
        await started.handle.close();
      };
    });
    afterAll(async () => close?.());

    const api = (key: string): Api => ({
      get: async (path) => {
        const res = await app.inject({
          method: 'GET',
          url: `${BASE}${path}`,
          headers: { 'x-service-api-key': key },
        });
        expect(res.statusCode, res.body).toBe(200);
        return JSON.parse(res.body);
      },
      post: async (path, body) => {
        const res = await app.inject({
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
        expect(JSON.parse(res.stdout)).toEqual(book.summary);
        await book.check(api(ws.api_key));
      });
  });
}
