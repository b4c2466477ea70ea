import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createDb, migrate } from '../../src/db/connect.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import {
  appOn,
  BASE,
  describeEachDatabase,
  expectError,
  type Response,
  startApp,
  testConfig,
} from '../harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INTERNAL = 'Something went wrong on our side; the request changed nothing. Try again later.';

describeEachDatabase('errors', (t) => {
  const json = { 'content-type': 'application/json' };

  /** A request with this workspace's key and a raw payload. */
  const send = (
    key: string,
    method: string,
    url: string,
    payload?: string,
    headers: Record<string, string> = {},
  ) => t.inject({ method: method as any, url, payload, headers: { 'x-service-api-key': key, ...headers } });

  const noteCount = async (workspaceId: string) =>
    Number(
      (
        await t.handle.db
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('invalid_json: a body that is not JSON, or empty where a body is needed', async () => {
    const c = await t.workspace();
    for (const payload of ['{bad', '{"body": "x",}', "{'body': 'x'}", 'null x', '   ']) {
      const err = expectError(
        await send(c.api_key, 'POST', `${BASE}/notes`, payload, json),
        400,
        'invalid_json',
      );
      expect(err.details).toEqual([]);
    }
    let err = expectError(await send(c.api_key, 'POST', `${BASE}/notes`, '', json), 400, 'invalid_json');
    expect(err.message).toBe('The request body is empty; send a JSON object.');
    err = expectError(await send(c.api_key, 'POST', `${BASE}/notes`, '{bad', json), 400, 'invalid_json');
    expect(err.message).toBe('The request body is not valid JSON.');
    // Bytes that are not UTF-8 are refused, never stored as U+FFFD.
    const invalidUtf8 = Buffer.concat([
      Buffer.from('{"body": "caf'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    err = expectError(
      await t.inject({
        method: 'POST',
        url: `${BASE}/notes`,
        payload: invalidUtf8,
        headers: { 'x-service-api-key': c.api_key, ...json },
      }),
      400,
      'invalid_json',
    );
    expect(err.message).toBe('The request body is not valid UTF-8.');
    // No body and no content type at all is an empty body too.
    expectError(await send(c.api_key, 'POST', `${BASE}/notes`), 400, 'invalid_json');
    expect(await noteCount(c.workspace.id)).toBe(0);
  });

  it('validation_error names each query problem with its path', async () => {
    const c = await t.workspace();
    let err = expectError(await c.get('/workspace-users?limit=0'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/limit', message: 'must be at least 1' }]);
    expect(err.message).toBe('/query/limit: must be at least 1.');
    err = expectError(await c.get('/workspace-users?order_by=email:asc'), 400, 'validation_error');
    expect(err.details).toEqual([
      {
        path: '/query/order_by',
        message: 'must be one of created_at, full_name, with an optional :asc or :desc',
      },
    ]);
    err = expectError(await c.get('/workspace-users?foo=1'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/foo', message: 'is not a known query parameter' }]);
    err = expectError(
      await c.get('/workspace-users?foo=1&limit=101&order_by=created_at:up'),
      400,
      'validation_error',
    );
    expect(err.message).toBe('The request is invalid; see details.');
    expect(new Set(err.details.map((d) => d.path))).toEqual(
      new Set(['/query/foo', '/query/limit', '/query/order_by']),
    );
    err = expectError(await c.get('/me?include=x'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/include', message: 'is not a known query parameter' }]);
  });

  it('validation_error names each body problem with its path and writes nothing', async () => {
    const c = await t.workspace();
    let err = expectError(await c.post('/notes', { body: 'x', zzz: 1 }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/zzz', message: 'is not an allowed property' }]);
    err = expectError(await c.post('/notes', {}), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'is required' }]);
    err = expectError(await c.post('/notes', { body: 5 }), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body/body', message: 'must be string' }]);
    err = expectError(await c.post('/notes', [{ body: 'x' }]), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body', message: 'must be object' }]);
    expect(await noteCount(c.workspace.id)).toBe(0);
  });

  it('numbers past what the stores hold are a validation_error naming them, never a 500 or a dropped value', async () => {
    const c = await t.workspace();
    for (const offset of ['99999999999999999999999', '1e21', '9223372036854775808', '2147483648', '1e400']) {
      const err = expectError(await c.get(`/contacts?offset=${offset}`), 400, 'validation_error');
      expect(err.details.map((d) => d.path)).toEqual(['/query/offset']);
    }
    // The largest offset accepted is an empty page past the last record.
    const last = await c.get('/contacts?offset=2147483647');
    expect(last.status).toBe(200);
    expect(last.body.meta).toEqual({ limit: 25, offset: 2147483647, total: 0, has_more: false });
    // A JSON number that overflows to Infinity is refused, never stored as null.
    for (const value of ['1e400', '-1e400']) {
      const res = await c.request('POST', '/companies', `{"name": "Acme", "arr_estimate": ${value}}`);
      const err = expectError(res, 400, 'validation_error');
      expect(err.details.map((d) => d.path)).toEqual(['/body/arr_estimate']);
    }
    expectError(
      await c.post('/companies', { name: 'Acme', number_of_employees: 2 ** 53 + 1 }),
      400,
      'validation_error',
    );
    expect((await c.get('/companies')).body.meta.total).toBe(0);
  });

  it('__proto__ and constructor keys are a validation_error naming each, never a 500', async () => {
    const c = await t.workspace();
    const payloads: [string, string[]][] = [
      ['{"body":"x","__proto__":{"admin":true}}', ['/body/__proto__']],
      ['{"body":"x","\\u005f_proto__":{}}', ['/body/__proto__']],
      ['{"body":"x","contacts":[{"constructor":{"prototype":{"a":1}}}]}', ['/body/contacts/0/constructor']],
      [
        '{"__proto__":1,"body":"x","a":{"b/c":{"__proto__":null}}}',
        ['/body/__proto__', '/body/a/b~1c/__proto__'],
      ],
    ];
    for (const [payload, paths] of payloads) {
      const err = expectError(
        await send(c.api_key, 'POST', `${BASE}/notes`, payload, json),
        400,
        'validation_error',
      );
      expect(err.details, payload).toEqual(
        paths.map((path) => ({ path, message: 'is not an allowed property' })),
      );
    }
    expect(({} as any).admin).toBeUndefined();
    expect(await noteCount(c.workspace.id)).toBe(0);
  });

  it('GET and DELETE take no body: empty is fine, {} is fine on DELETE, anything else is refused', async () => {
    const c = await t.workspace();
    // DELETE with a JSON content type and no body, as many clients send it.
    let id = (await c.post('/notes', { body: 'a' })).body.data.id;
    let res = await send(c.api_key, 'DELETE', `${BASE}/notes/${id}`, undefined, json);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(id);
    id = (await c.post('/notes', { body: 'b' })).body.data.id;
    res = await send(c.api_key, 'DELETE', `${BASE}/notes/${id}`, '{}', json);
    expect(res.status).toBe(200);
    id = (await c.post('/notes', { body: 'c' })).body.data.id;
    let err = expectError(
      await send(c.api_key, 'DELETE', `${BASE}/notes/${id}`, '{"force":true}', json),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body/force', message: 'is not an allowed property' }]);
    err = expectError(
      await send(c.api_key, 'DELETE', `${BASE}/notes/${id}`, '[]', json),
      400,
      'validation_error',
    );
    expect(err.details).toEqual([{ path: '/body', message: 'must be empty, as DELETE takes no body' }]);
    expect((await c.get(`/notes/${id}`)).status).toBe(200);
    // GET with or without a JSON content type.
    expect((await send(c.api_key, 'GET', `${BASE}/me`, undefined, json)).status).toBe(200);
    err = expectError(await send(c.api_key, 'GET', `${BASE}/me`, '{"a":1}', json), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/body', message: 'must be empty, as GET takes no body' }]);
    for (const headers of <Record<string, string>[]>[{ 'content-type': 'text/plain' }, {}]) {
      err = expectError(
        await send(c.api_key, 'GET', `${BASE}/me`, 'hello', headers),
        400,
        'validation_error',
      );
      expect(err.details).toEqual([{ path: '/body', message: 'must be empty, as GET takes no body' }]);
    }
  });

  it('404 for an unknown route, at the root and under both prefixes, before the key is checked', async () => {
    for (const url of [
      '/nope',
      `${BASE}/nope`,
      '/v1/nope',
      `${BASE}/workspace-users/a/b`,
      '/user-api/v2/me',
    ]) {
      const err = expectError(await t.inject({ method: 'GET', url }), 404, 'not_found');
      expect(err.message).toBe(`There is no route GET ${url}.`);
      expect(err.details).toEqual([]);
    }
  });

  it('405 with Allow for a known path asked with another method, before the key is checked', async () => {
    const cases: [string, string][] = [
      ['PATCH', `${BASE}/me`],
      ['POST', '/v1/workspace-users'],
      ['DELETE', `${BASE}/workspace-users/usr_x`],
      ['PUT', `${BASE}/me/`],
      ['POST', '/healthz'],
    ];
    for (const [method, url] of cases) {
      const res = await t.inject({ method: method as any, url });
      const err = expectError(res, 405, 'method_not_allowed');
      expect(res.headers.allow, url).toBe('GET, HEAD');
      expect(err.message).toBe(`${method} is not allowed on ${url}; use GET, HEAD.`);
    }
    const res = await t.inject({ method: 'PUT', url: `${BASE}/notes` });
    expectError(res, 405, 'method_not_allowed');
    expect(String(res.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('sends no CORS headers: a browser preflight is a 405 like any other unknown method', async () => {
    const c = await t.workspace();
    const origin = { origin: 'https://example.com', 'access-control-request-method': 'GET' };
    const preflight = await t.inject({ method: 'OPTIONS', url: `${BASE}/me`, headers: origin });
    expectError(preflight, 405, 'method_not_allowed');
    const res = await c.get('/me', { origin: 'https://example.com' });
    expect(res.status).toBe(200);
    for (const r of [preflight, res])
      expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('415 for a body that is not declared JSON; a charset parameter is fine', async () => {
    const c = await t.workspace();
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'text/json']) {
      const err = expectError(
        await send(c.api_key, 'POST', `${BASE}/notes`, '{"body":"x"}', { 'content-type': type }),
        415,
        'unsupported_media_type',
      );
      expect(err.message).toBe('Send the body as JSON with "Content-Type: application/json".');
    }
    expectError(
      await send(c.api_key, 'POST', `${BASE}/notes`, '{"body":"x"}'),
      415,
      'unsupported_media_type',
    );
    expect(await noteCount(c.workspace.id)).toBe(0);
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await send(c.api_key, 'POST', `${BASE}/notes`, '{"body":"x"}', { 'content-type': type });
      expect(res.status, type).toBe(201);
    }
  });

  it('413 for a body over the limit; a body at the limit is fine', async () => {
    const small = await startApp(t.db, { bodyLimitBytes: 100 });
    try {
      const ws = await createWorkspaceWithOwner(small.handle.db, {
        name: 'Small',
        ownerEmail: 'small@example.com',
        ownerName: 'S',
      });
      const post = async (payload: string, headers: Record<string, string> = json, key = ws.api_key) => {
        const raw = await small.app.inject({
          method: 'POST',
          url: `${BASE}/notes`,
          payload,
          headers: { 'x-service-api-key': key, ...headers },
        });
        return {
          status: raw.statusCode,
          headers: raw.headers as any,
          body: JSON.parse(raw.body),
          raw,
        } as Response;
      };
      const exactly = (n: number) => `{"body":"${'x'.repeat(n - 11)}"}`;
      expect(exactly(100)).toHaveLength(100);
      expect((await post(exactly(100))).status).toBe(201);
      const err = expectError(await post(exactly(101)), 413, 'payload_too_large');
      expect(err.message).toBe('The request body is larger than this server accepts.');
      // The order of API.md section 4: 401, then 415, then 413, then invalid_json.
      expectError(await post(exactly(101), json, 'crm_wrong'), 401, 'unauthorized');
      expectError(await post(exactly(101), { 'content-type': 'text/plain' }), 415, 'unsupported_media_type');
      expectError(await post(`{bad${'x'.repeat(200)}`), 413, 'payload_too_large');
    } finally {
      await small.app.close();
      await small.handle.close();
    }
  });

  it('answers in the order of API.md section 4 when a request is wrong in several ways', async () => {
    const c = await t.workspace();
    // 404 no route and 405 come before 401.
    expectError(await send('crm_wrong', 'GET', `${BASE}/nope`), 404, 'not_found');
    expectError(await send('crm_wrong', 'PATCH', `${BASE}/me`), 405, 'method_not_allowed');
    // 401 comes before 415, invalid_json and validation_error.
    expectError(await send('crm_wrong', 'POST', `${BASE}/notes?foo=1`, '{bad', json), 401, 'unauthorized');
    expectError(
      await send('crm_wrong', 'POST', `${BASE}/notes`, 'x', { 'content-type': 'text/plain' }),
      401,
      'unauthorized',
    );
    // 415 before invalid_json.
    expectError(
      await send(c.api_key, 'POST', `${BASE}/notes`, '{bad', { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    );
    // invalid_json before validation_error.
    expectError(await send(c.api_key, 'POST', `${BASE}/notes?foo=1`, '{bad', json), 400, 'invalid_json');
    expectError(await send(c.api_key, 'POST', `${BASE}/notes?foo=1`, '', json), 400, 'invalid_json');
    // validation_error before 404 no record.
    const err = expectError(await c.get('/workspace-users/usr_nope?foo=1'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/foo', message: 'is not a known query parameter' }]);
    expectError(await c.get('/workspace-users/usr_nope'), 404, 'not_found');
  });

  it('X-Request-Id on every response: echoed when sent, generated otherwise, equal to error.request_id', async () => {
    const c = await t.workspace();
    const responses: Response[] = [
      await c.get('/me'),
      await c.get('/workspace-users/usr_nope'),
      await t.inject({ method: 'GET', url: '/healthz' }),
      await t.inject({ method: 'GET', url: `${BASE}/me` }),
      await t.inject({ method: 'GET', url: '/nope' }),
      await t.inject({ method: 'DELETE', url: `${BASE}/me` }),
      await send(c.api_key, 'POST', `${BASE}/notes`, '{bad', json),
    ];
    const ids = responses.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of responses.filter((x) => x.status >= 400))
      expect(r.body.error.request_id).toBe(r.headers['x-request-id']);

    for (const sent of ['abc-123', 'trace.1:2_3', 'x'.repeat(128)]) {
      const ok = await c.get('/me', { 'x-request-id': sent });
      expect(ok.headers['x-request-id']).toBe(sent);
      const bad = await t.inject({ method: 'GET', url: `${BASE}/me`, headers: { 'x-request-id': sent } });
      expect(bad.headers['x-request-id']).toBe(sent);
      expect(bad.body.error.request_id).toBe(sent);
    }
    // Unusable ones are replaced, never echoed.
    for (const sent of ['has space', 'x'.repeat(129), 'a<b>', '']) {
      const res = await c.get('/me', { 'x-request-id': sent });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('request_id in an error body is the X-Request-Id answered, also when the one sent was unusable', async () => {
    const c = await t.workspace();
    for (const sent of ['has space', 'x'.repeat(129), 'a<b>', '']) {
      const headers = { 'x-request-id': sent };
      const withKey = { ...headers, 'x-service-api-key': c.api_key };
      const responses = await Promise.all(
        [
          // 401 without a key, 404 no route, 405, a path that is not percent-encoding (refused by the router).
          { method: 'GET', url: `${BASE}/me`, headers },
          { method: 'GET', url: '/nope', headers },
          { method: 'DELETE', url: `${BASE}/me`, headers },
          { method: 'GET', url: `${BASE}/notes/%zz`, headers },
          // With a key: 400, 404 no record, 415.
          { method: 'GET', url: `${BASE}/workspace-users?foo=1`, headers: withKey },
          { method: 'GET', url: `${BASE}/workspace-users/usr_nope`, headers: withKey },
          {
            method: 'POST',
            url: `${BASE}/notes`,
            payload: 'x',
            headers: { ...withKey, 'content-type': 'text/plain' },
          },
        ].map((options) => t.app.inject(options as any)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([401, 404, 405, 400, 400, 404, 415]);
      for (const res of responses) {
        const id = res.headers['x-request-id'];
        expect(id).toMatch(UUID);
        expect(JSON.parse(res.body).error.request_id).toBe(id);
      }
      expect(new Set(responses.map((r) => r.headers['x-request-id'])).size).toBe(responses.length);
    }
  });

  it('500 internal_error says nothing internal; the log has the error and its stack', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // A handle of its own: the test closes it under the app.
    const handle = createDb(t.db.url, { poolSize: 2 });
    await migrate(handle);
    const { app } = await appOn(handle, testConfig(t.db.url, { logLevel: 'error' }), {
      logStream,
      beforeReady: (app) => {
        app.get('/boom', async () => {
          throw new Error('secret detail: relation "hidden_table" is broken');
        });
      },
    });
    try {
      const raw = await app.inject({ method: 'GET', url: '/boom', headers: { 'x-request-id': 'boom-1' } });
      expect(raw.statusCode).toBe(500);
      expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(raw.body)).toEqual({
        error: { code: 'internal_error', message: INTERNAL, details: [], request_id: 'boom-1' },
      });
      expect(raw.body).not.toMatch(/secret|hidden_table|stack|at .*\.ts/);
      expect(logged).toContain('secret detail: relation \\"hidden_table\\" is broken');
      expect(logged).toMatch(/"stack":"Error: secret detail.*errors\.test\.ts/);
      expect(logged).toContain('"reqId":"boom-1"');

      // A failure deep inside an API route (here: the database is gone) is the same 500.
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Gone',
        ownerEmail: 'gone@example.com',
        ownerName: 'G',
      });
      await handle.close();
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/workspace-users`,
        headers: { 'x-service-api-key': ws.api_key },
      });
      expect(res.statusCode).toBe(500);
      const body = JSON.parse(res.body);
      expect(body.error).toEqual({
        code: 'internal_error',
        message: INTERNAL,
        details: [],
        request_id: res.headers['x-request-id'],
      });
    } finally {
      await app.close();
    }
  });
});
