import { expect, it } from 'vitest';
import { describeEachDatabase, startApp } from '../../../test/harness.js';

describeEachDatabase('health', (t) => {
  it('/healthz and /readyz answer 200 at the root and under both prefixes, with no key', async () => {
    for (const prefix of ['', '/user-api/v1', '/v1']) {
      for (const path of ['/healthz', '/readyz']) {
        const res = await t.inject({ method: 'GET', url: `${prefix}${path}` });
        expect(res.status, `${prefix}${path}`).toBe(200);
        expect(res.body).toEqual({ status: 'ok' });
        expect(res.headers['x-request-id']).toBeTruthy();
      }
    }
    // A key that does not exist changes nothing: health checks never look at it.
    const res = await t.inject({
      method: 'GET',
      url: '/v1/readyz',
      headers: { 'x-service-api-key': 'crm_wrong' },
    });
    expect(res.status).toBe(200);
    expect((await t.inject({ method: 'HEAD', url: '/healthz' })).status).toBe(200);
  });

  it('/readyz answers 503 when the database does not, while /healthz stays 200', async () => {
    const { app, handle } = await startApp(t.db);
    try {
      await handle.close();
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body)).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The database does not answer.',
          details: [],
          request_id: res.headers['x-request-id'],
        },
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
