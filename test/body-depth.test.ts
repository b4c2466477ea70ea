import { expect, it } from 'vitest';
import { BASE, describeEachDatabase, expectError } from './harness.js';
import { nestedJson } from './hostile-payloads.js';

/** A JSON body nests at most 64 levels deep (core/validation.ts), refused from its text before it is parsed. */
describeEachDatabase('body depth', (t) => {
  const post = (apiKey: string, path: string, payload: string) =>
    t.inject({
      method: 'POST',
      url: `${BASE}${path}`,
      payload,
      headers: { 'x-service-api-key': apiKey, 'content-type': 'application/json' },
    });

  it('a body deeper than 64 levels is a validation error at /body, and nothing is written', async () => {
    const c = await t.workspace();
    // {"name": "Deep", "description": {...}}: the body is level 1, so 63 more are allowed.
    const body = (depth: number) => `{"name":"Deep","description":${nestedJson(depth)}}`;
    for (const depth of [64, 100_000]) {
      const error = expectError(await post(c.api_key, '/tags', body(depth)), 400, 'validation_error');
      expect(error.details).toEqual([{ path: '/body', message: 'nests more than 64 levels deep' }]);
    }
    // At 64 levels the body is read, and refused by the route's schema instead.
    const schema = expectError(await post(c.api_key, '/tags', body(63)), 400, 'validation_error');
    expect(schema.details[0].path).toBe('/body/description');
    expect((await c.get('/tags')).body.meta.total).toBe(0);
  });

  it('brackets inside strings, escaped quotes included, are text, not depth', async () => {
    const c = await t.workspace();
    const text = `\\"${'{['.repeat(100)}`;
    const res = await post(c.api_key, '/notes', `{"body":"${text}"}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.body).toBe(`"${'{['.repeat(100)}`);
  });
});
