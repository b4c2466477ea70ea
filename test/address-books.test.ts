import { expect, it } from 'vitest';
import { ADDRESS_BOOKS, type Api, fixture } from './address-books.js';
import { BASE, type Client, describeEachDatabase } from './harness.js';

/**
 * API.md section 9: the exports of Google Contacts, Outlook, HubSpot and
 * LinkedIn, and vCard 3.0 and 4.0 files, import over HTTP with no map.
 */
describeEachDatabase('address books over HTTP', (t) => {
  const api = (c: Client): Api => ({
    get: async (path) => {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      return res.body;
    },
    post: async (path, body) => {
      const res = await c.post(path, body);
      expect(res.status, path).toBe(201);
      return res.body;
    },
  });

  for (const book of ADDRESS_BOOKS)
    it(`imports ${book.file} with no map`, async () => {
      const c = await t.workspace();
      await book.setup?.(api(c));
      const res = await t.inject({
        method: 'POST',
        url: `${BASE}/${book.resource}/import${book.query ?? ''}`,
        payload: fixture(book.file),
        headers: { 'x-service-api-key': c.api_key, 'content-type': book.type ?? 'text/csv' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual(book.summary);
      await book.check(api(c));
    });
});
