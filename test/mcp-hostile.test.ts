import { expect, it } from 'vitest';
import { type Client as ApiClient, describeEachDatabase, type Harness } from './harness.js';
import { createTagsBatch, deepCreate, PROTOTYPE_KEYS, prototypeCalls, toolCall } from './hostile-payloads.js';
import { errorOf, rawPost, seedRecords, suiteClients } from './mcp-support.js';
import { keyWith } from './scopes-support.js';

/**
 * Hostile input on /mcp (issue 32, API.md section 11): what an agent or an
 * attacker sends first. Nothing here may get a 500, a crash, a stack in a
 * body, or a write from a refused call: each test reads back that nothing
 * changed.
 */

/** Everything the workspace holds that a tool could write, as its owner reads it. */
async function contents(owner: ApiClient) {
  const out: Record<string, unknown> = {};
  for (const path of ['contacts', 'companies', 'tags', 'custom-fields'])
    out[path] = (await owner.get(`/${path}?limit=100`)).body;
  out.events = (await owner.get('/events?limit=1000')).body.data.length;
  return out;
}

/** No answer text holds a stack or an internal error. */
function expectNoLeak(text: string) {
  expect(text).not.toMatch(/internal_error|\bat .+\.(ts|js):\d+|Error: /);
}

describeEachDatabase(
  'MCP hostile input',
  (t: Harness) => {
    const { connect } = suiteClients(t);

    it('a batch of 101 messages is refused whole, before any is served; 100 are served', async () => {
      const c = await t.workspace();
      const before = await contents(c);
      const batch = createTagsBatch(101);
      const refused = await rawPost(t, c.api_key, batch);
      expect(refused.status).toBe(400);
      const body = JSON.parse(refused.text);
      expect(body.error).toMatchObject({ code: 'validation_error', details: [{ path: '/body' }] });
      expect(body.error.request_id).toBe(refused.headers.get('x-request-id'));
      expect(await contents(c)).toEqual(before);

      // Notifications count as messages too.
      const notes = Array.from({ length: 101 }, () => ({
        jsonrpc: '2.0',
        method: 'notifications/initialized',
      }));
      expect((await rawPost(t, c.api_key, notes)).status).toBe(400);

      const served = await rawPost(t, c.api_key, batch.slice(0, 100));
      expect(served.status).toBe(200);
      expect(served.messages).toHaveLength(100);
      expect((await c.get('/tags?limit=1')).body.meta.total).toBe(100);
    });

    it('prototype keys are unknown arguments, refused by name wherever they are', async () => {
      const c = await t.workspace();
      const before = await contents(c);
      for (const key of PROTOTYPE_KEYS) {
        const calls = prototypeCalls(key);
        const top = await rawPost(t, c.api_key, calls.top);
        expectNoLeak(top.text);
        const result = top.messages[0].result;
        expect(result.isError).toBe(true);
        expect(errorOf(result)).toMatchObject({
          code: 'validation_error',
          details: [{ path: `/arguments/${key}`, message: 'is not an allowed property' }],
        });

        const filter = await rawPost(t, c.api_key, calls.filter);
        expect(errorOf(filter.messages[0].result).details[0].path).toBe(`/arguments/filters/${key}`);

        const record = await rawPost(t, c.api_key, calls.record);
        expect(record.messages[0].result.isError).toBe(true);
        expect(errorOf(record.messages[0].result).details[0].path).toBe(`/arguments/records/0/${key}`);
      }
      expect(({} as any).polluted).toBeUndefined();
      expect(await contents(c)).toEqual(before);
    });

    it('deeply nested arguments are refused without a crash, and write nothing', async () => {
      const c = await t.workspace();
      const before = await contents(c);
      // Deeper than a tool`s arguments may go, as deep as a body may (64 levels): a result at the first level too deep.
      const within = await rawPost(t, c.api_key, deepCreate(59));
      expect(within.status).toBe(200);
      const result = within.messages[0].result;
      expect(result.isError).toBe(true);
      expect(errorOf(result).code).toBe('validation_error');
      expect(errorOf(result).details[0].path).toBe(`/arguments/records/0/description${'/a'.repeat(29)}`);
      // Deeper than any body may go: refused from the text, before it is parsed, as over REST.
      for (const depth of [60, 1_000, 10_000, 100_000]) {
        const answer = await rawPost(t, c.api_key, deepCreate(depth));
        expectNoLeak(answer.text);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text).error).toMatchObject({
          code: 'validation_error',
          details: [{ path: '/body', message: 'nests more than 64 levels deep' }],
        });
      }
      expect(await contents(c)).toEqual(before);
    });

    it('unknown tools and methods are protocol errors; a tool the key cannot use is insufficient_scope', async () => {
      const c = await t.workspace();
      const { contact } = await seedRecords(c);
      const before = await contents(c);
      const unknown = await rawPost(t, c.api_key, toolCall(1, 'drop_database', {}));
      expect(unknown.status).toBe(200);
      expect(unknown.messages[0].error.code).toBe(-32602);
      expect(unknown.messages[0].result).toBeUndefined();
      const proto = await rawPost(t, c.api_key, toolCall(2, '__proto__', {}));
      expect(proto.messages[0].error.code).toBe(-32602);
      const method = await rawPost(t, c.api_key, { jsonrpc: '2.0', id: 3, method: 'resources/delete_all' });
      expect(method.messages[0].error.code).toBe(-32601);
      // A NUL character in a tool's name: a name outside the table like any other, not an HTTP 400.
      const nul = await rawPost(t, c.api_key, toolCall(4, 'describe\u0000', {}));
      expect(nul.status).toBe(200);
      expect(nul.messages[0].error).toEqual({
        ...unknown.messages[0].error,
        message: unknown.messages[0].error.message.replace('drop_database', 'describe\u0000'),
      });
      // In an argument, it is refused where it is, as the REST request it stands for refuses it.
      const nulArg = await rawPost(
        t,
        c.api_key,
        toolCall(5, 'create', { resource: 'tags', records: [{ name: 'A\u0000' }] }),
      );
      expect(nulArg.status).toBe(200);
      expect(errorOf(nulArg.messages[0].result).details).toEqual([
        { path: '/arguments/records/0/name', message: 'must not contain the NUL character (\\u0000)' },
      ]);

      const read = await keyWith(t, c, ['read']);
      const client = await connect(read.api_key);
      for (const [name, args] of [
        ['delete', { resource: 'contacts', ids: [contact.id] }],
        ['merge', { resource: 'contacts', target: contact.id, records: [contact.id] }],
        ['create', { resource: 'tags', records: [{ name: 'X' }] }],
        // Unknown arguments of a tool the key cannot use: the scope answers first (403 before 400).
        ['update', { resource: 'contacts', records: [], bogus: 1 }],
      ] as const) {
        const result = (await client.callTool({ name, arguments: args as any })) as any;
        expect(result.isError, name).toBe(true);
        expect(errorOf(result).code, name).toBe('insufficient_scope');
      }
      expect(await contents(c)).toEqual(before);
    });

    it('a read key cannot replay another key`s write through idempotency_key; IDs of another workspace are absent', async () => {
      const c = await t.workspace();
      const owner = await connect(c.api_key);
      const args = { resource: 'tags', records: [{ name: 'Owned' }], idempotency_key: 'hostile-replay-1' };
      const first = (await owner.callTool({ name: 'create', arguments: args })) as any;
      expect(first.isError).toBeFalsy();
      const read = await keyWith(t, c, ['read']);
      const replay = (await (
        await connect(read.api_key)
      ).callTool({ name: 'create', arguments: args })) as any;
      expect(replay.isError).toBe(true);
      expect(errorOf(replay).code).toBe('insufficient_scope');
      expect(replay._meta?.idempotent_replayed).toBeUndefined();

      const other = await t.workspace();
      const theirs = (await other.post('/tags', { name: 'Theirs' })).body.data;
      const got = (await owner.callTool({
        name: 'get',
        arguments: { resource: 'tags', ids: [theirs.id] },
      })) as any;
      expect(got.structuredContent.data).toEqual([]);
      const update = (await owner.callTool({
        name: 'update',
        arguments: { resource: 'tags', records: [{ id: theirs.id, name: 'Mine now' }] },
      })) as any;
      expect(errorOf(update)).toMatchObject({
        code: 'unknown_reference',
        details: [{ path: '/arguments/records/0/id' }],
      });
      expect((await other.get(`/tags/${theirs.id}`)).body.data.name).toBe('Theirs');
    });

    it('HTTP refusals before the protocol: invalid JSON, another media type, an oversized body, a bad key', async () => {
      const c = await t.workspace();
      const before = await contents(c);
      const invalid = await rawPost(t, c.api_key, '{"jsonrpc":"2.0",');
      expect(invalid.status).toBe(400);
      expect(JSON.parse(invalid.text).error.code).toBe('invalid_json');
      const text = await rawPost(t, c.api_key, 'hello', { 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
      const big = await rawPost(
        t,
        c.api_key,
        toolCall(1, 'create', { resource: 'tags', records: [{ name: 'x'.repeat(t.config.bodyLimitBytes) }] }),
      );
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text).error.code).toBe('payload_too_large');
      const wrong = await rawPost(t, 'crm_' + 'x'.repeat(40), toolCall(1, 'describe', {}));
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
      expect(await contents(c)).toEqual(before);
    });

    it('an Idempotency-Key header on /mcp is no key of the calls it carries: each call runs', async () => {
      const c = await t.workspace();
      // Sent together: neither waits for the other as a request under one key would (409).
      const answers = await Promise.all(
        ['Header 1', 'Header 2'].map((name) =>
          rawPost(t, c.api_key, toolCall(1, 'create', { resource: 'tags', records: [{ name }] }), {
            'idempotency-key': 'mcp-header-key',
          }),
        ),
      );
      for (const carried of answers) {
        expect(carried.status).toBe(200);
        expect(carried.headers.get('idempotent-replayed')).toBeNull();
        expect(carried.messages[0].result.isError).toBeFalsy();
      }
      expect((await c.get('/tags?limit=1')).body.meta.total).toBe(2);
    });
  },
  { bodyLimitBytes: 1_048_576 },
);
