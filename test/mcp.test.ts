import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import { cliProcess, sharedDatabases } from './cli-run.js';
import {
  type Client as ApiClient,
  describeEachDatabase,
  type Harness,
  newWorkspace,
  startApp,
} from './harness.js';
import {
  ALL_TOOLS,
  errorOf,
  baseUrl,
  httpClient,
  MCP_PATH,
  rawPost,
  READ_TOOLS,
  seedRecords,
  stdioClient,
  suiteClients,
  toolCall,
} from './mcp-support.js';
import { keyWith } from './scopes-support.js';

/** The MCP server over Streamable HTTP (API.md section 11), with the official client SDK. */

const ANNOTATIONS: Record<string, [boolean, boolean, boolean]> = {
  describe: [true, false, true],
  search: [true, false, true],
  get: [true, false, true],
  create: [false, false, false],
  update: [false, true, true],
  delete: [false, true, true],
  merge: [false, true, false],
  duplicates: [true, false, true],
  events: [true, false, true],
  restore: [false, false, true],
  undo: [false, true, false],
};

describeEachDatabase('MCP over HTTP', (t: Harness) => {
  const { connect, keep } = suiteClients(t);

  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as any;

  /** The result's text content is its structuredContent as JSON. */
  const structured = (result: any) => {
    expect(result.content).toHaveLength(1);
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
    return result.structuredContent;
  };

  it('lists the eleven tools with their annotations, each set explicitly', async () => {
    const c = await t.workspace();
    // The current revision (2026-07-28) and the 2025 handshake the client makes by default.
    const modern = keep(await httpClient(t, c.api_key, '2026-07-28'));
    expect(modern.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const legacy = await connect(c.api_key);
    expect(legacy.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const { tools } = await modern.listTools();
    expect((await legacy.listTools()).tools).toEqual(tools);
    const called = (await modern.callTool({ name: 'search', arguments: { resource: 'tags' } })) as any;
    expect(called.structuredContent).toEqual((await c.get('/tags')).body);
    expect(tools.map((tool) => tool.name)).toEqual(ALL_TOOLS);
    for (const tool of tools) {
      const [readOnly, destructive, idempotent] = ANNOTATIONS[tool.name];
      expect(tool.annotations).toMatchObject({
        readOnlyHint: readOnly,
        destructiveHint: destructive,
        idempotentHint: idempotent,
        openWorldHint: false,
      });
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.inputSchema.additionalProperties).toBe(false);
      expect(tool.outputSchema?.type).toBe('object');
    }
    const search = tools.find((tool) => tool.name === 'search')!.inputSchema as any;
    // Derived from the routes: every filter of every collection read shows up.
    expect(Object.keys(search.properties.filters.properties)).toEqual(
      expect.arrayContaining(['email', 'phone', 'tag', 'domain', 'assignee', 'entity_type', 'role', 'ids']),
    );
    expect(search.properties.resource.enum).toEqual(
      expect.arrayContaining(['contacts', 'companies', 'custom-fields', 'workspace-users']),
    );
    expect(search.properties.resource.enum).not.toContain('webhooks');
    expect(search.required).toEqual(['resource']);
  });

  it('search, get, duplicates and events answer exactly what their REST reads answer', async () => {
    const c = await t.workspace();
    const { contact, tag } = await seedRecords(c);
    await c.post('/contacts', { first_name: 'Ada', last_name: 'Twin', emails: ['ada@example.com'] });
    const client = await connect(c.api_key);

    const search = await call(client, 'search', {
      resource: 'contacts',
      filters: { tag: [tag.id], email: 'ada@example.com' },
      include: ['tags', 'emails'],
      order_by: 'full_name:asc',
      limit: 5,
    });
    expect(search.isError).toBeFalsy();
    const rest = await c.get(
      `/contacts?tag=${tag.id}&email=ada%40example.com&include=tags,emails&order_by=full_name:asc&limit=5`,
    );
    expect(structured(search)).toEqual(rest.body);
    expect(search.content[0].text).toBe(rest.raw.body);

    const got = await call(client, 'get', {
      resource: 'contacts',
      ids: [contact.id, 'con_00000000000000000000000000'],
      include: 'tags',
    });
    const restGot = await c.get(
      `/contacts?ids=${contact.id},con_00000000000000000000000000&limit=100&include=tags`,
    );
    expect(structured(got)).toEqual(restGot.body);
    expect(got.structuredContent.data.map((r: any) => r.id)).toEqual([contact.id]);

    const users = await call(client, 'search', { resource: 'workspace-users', filters: { role: 'OWNER' } });
    expect(structured(users)).toEqual((await c.get('/workspace-users?role=OWNER')).body);

    const dups = await call(client, 'duplicates', { resource: 'contacts', limit: 10 });
    expect(structured(dups)).toEqual((await c.get('/contacts/duplicates?limit=10')).body);
    expect(dups.structuredContent.data).toHaveLength(1);

    const events = await call(client, 'events', { types: ['contact.created', 'tag.created'], limit: 50 });
    expect(structured(events)).toEqual(
      (await c.get('/events?types=contact.created,tag.created&limit=50')).body,
    );
  });

  it('create, update, delete and merge answer as their REST writes, with the key as the events actor', async () => {
    const c = await t.workspace();
    const client = await connect(c.api_key);
    const created = await call(client, 'create', {
      resource: 'contacts',
      records: [{ first_name: 'Grace', last_name: 'Hopper', emails: ['grace@example.com'] }],
    });
    expect(created.isError).toBeFalsy();
    const twin = await c.post('/contacts/batch', {
      records: [{ first_name: 'Grace', last_name: 'Hopper', emails: ['grace2@example.com'] }],
    });
    const normal = (body: any) =>
      JSON.parse(
        JSON.stringify(body)
          .replace(/"(con|eml)_[0-9a-z]{26}"/g, '"ID"')
          .replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"TIME"')
          .replace(/grace2?@/g, 'grace@'),
      );
    expect(normal(structured(created))).toEqual(normal(twin.body));
    const id = created.structuredContent.data[0].id;

    const upserted = await call(client, 'create', {
      resource: 'contacts',
      records: [{ first_name: 'Grace', emails: ['grace@example.com'], job_title: 'Admiral' }],
      match_on: 'email',
    });
    expect(upserted.structuredContent.meta).toEqual({ created: 0, updated: 1 });

    const updated = await call(client, 'update', {
      resource: 'contacts',
      records: [{ id, emails: { add: ['amazing.grace@example.com'] } }],
    });
    expect(structured(updated).data[0].emails.map((e: any) => e.email)).toEqual([
      'grace@example.com',
      'amazing.grace@example.com',
    ]);
    expect(updated.structuredContent.data[0]).toEqual(
      (await c.get(`/contacts/${id}?include=emails,phone_numbers,companies,custom_fields,tags,lists,notes`))
        .body.data,
    );

    const merged = await call(client, 'merge', {
      resource: 'contacts',
      target: id,
      records: [twin.body.data[0].id],
    });
    expect(merged.isError).toBeFalsy();
    expect(structured(merged).data.id).toBe(id);
    expect((await c.get(`/contacts/${twin.body.data[0].id}`)).status).toBe(404);

    const before = (await c.get(`/contacts/${id}`)).body.data;
    const deleted = await call(client, 'delete', { resource: 'contacts', ids: [id] });
    expect(structured(deleted)).toEqual({
      data: [expect.objectContaining({ id, full_name: before.full_name })],
    });
    expect((await c.get(`/contacts/${id}`)).status).toBe(404);

    // Every event of those writes names the key as its actor.
    const feed = (await c.get('/events?limit=1000')).body.data;
    const mine = feed.filter((e: any) => e.resource_id === id);
    expect(mine.map((e: any) => e.type)).toEqual(
      expect.arrayContaining(['contact.created', 'contact.updated', 'contact.deleted']),
    );
    for (const event of mine) expect(event.actor).toEqual({ api_key_id: c.key_id, user_id: c.user.id });
  });

  it('refusals are results with isError, the REST error body and details under /arguments', async () => {
    const c = await t.workspace();
    const { contact, tag } = await seedRecords(c);
    const client = await connect(c.api_key);

    const bad = await call(client, 'create', {
      resource: 'contacts',
      records: [{ first_name: 'A' }, { first_name: 'B', emails: ['not-an-email'] }],
    });
    expect(bad.isError).toBe(true);
    const error = errorOf(bad);
    expect(error.code).toBe('validation_error');
    expect(error.details.map((d: any) => d.path)).toEqual(['/arguments/records/1/emails/0']);
    expect(error.message).toMatch(/^\/arguments\/records\/1\/emails\/0: /);
    expect(typeof error.request_id).toBe('string');

    const unknownRef = await call(client, 'update', {
      resource: 'contacts',
      records: [{ id: 'con_00000000000000000000000000', first_name: 'X' }],
    });
    expect(errorOf(unknownRef).code).toBe('unknown_reference');
    expect(errorOf(unknownRef).details[0].path).toBe('/arguments/records/0/id');

    const filter = await call(client, 'search', { resource: 'contacts', filters: { is_starred: 'yes' } });
    expect(errorOf(filter).details.map((d: any) => d.path)).toEqual(['/arguments/filters/is_starred']);

    const q = await call(client, 'search', { resource: 'contacts', q: 'x'.repeat(201) });
    expect(errorOf(q).details.map((d: any) => d.path)).toEqual(['/arguments/q']);

    const unknownArg = await call(client, 'search', { resource: 'contacts', colour: 'red' });
    expect(errorOf(unknownArg)).toMatchObject({
      code: 'validation_error',
      details: [{ path: '/arguments/colour', message: 'is not an allowed property' }],
    });

    const missing = await call(client, 'get', { resource: 'contacts' });
    expect(errorOf(missing).details).toEqual([{ path: '/arguments/ids', message: 'is required' }]);

    const mergeBad = await call(client, 'merge', {
      resource: 'contacts',
      target: contact.id,
      records: [tag.id],
    });
    expect(mergeBad.isError).toBe(true);
    expect(errorOf(mergeBad).details[0].path).toMatch(/^\/arguments\/records\/0/);

    const mergeTarget = await call(client, 'merge', {
      resource: 'contacts',
      target: 'con_00000000000000000000000000',
      records: [contact.id],
    });
    expect(mergeTarget.isError).toBe(true);
    expect(errorOf(mergeTarget).code).toBe('not_found');

    const key = await call(client, 'create', {
      resource: 'tags',
      records: [{ name: 'K' }],
      idempotency_key: 'é',
    });
    expect(errorOf(key).details.map((d: any) => d.path)).toEqual(['/arguments/idempotency_key']);

    // Delete is all or nothing: an ID not in the workspace deletes none of them.
    const other = await t.workspace();
    const foreign = (await other.post('/tags', { name: 'Theirs' })).body.data;
    const del = await call(client, 'delete', { resource: 'tags', ids: [tag.id, foreign.id] });
    expect(errorOf(del)).toMatchObject({
      code: 'not_found',
      details: [{ path: '/arguments/ids/1' }],
    });
    expect((await c.get(`/tags/${tag.id}`)).status).toBe(200);
    expect((await other.get(`/tags/${foreign.id}`)).status).toBe(200);
  });

  it('a read key lists only the read tools, and a write tool call is insufficient_scope', async () => {
    const c = await t.workspace();
    const { contact } = await seedRecords(c);
    const read = await keyWith(t, c, ['read']);
    const client = await connect(read.api_key);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(READ_TOOLS);
    const refused = await call(client, 'update', {
      resource: 'contacts',
      records: [{ id: contact.id, first_name: 'X' }],
    });
    expect(refused.isError).toBe(true);
    expect(errorOf(refused)).toMatchObject({
      code: 'insufficient_scope',
      details: [{ path: '/scope', message: 'this key lacks contacts:write' }],
    });
    expect((await c.get(`/contacts/${contact.id}`)).body.data.first_name).toBe('Ada');

    // Each tool's `resource` lists what this key may use it on.
    const readTools = (await client.listTools()).tools;
    const enumOf = (tools: typeof readTools, name: string) =>
      (tools.find((tool) => tool.name === name)!.inputSchema.properties as any).resource.enum;
    expect(enumOf(readTools, 'search')).toEqual([
      'contacts',
      'companies',
      'tags',
      'notes',
      'lists',
      'tasks',
      'custom-fields',
      'workspace-users',
    ]);

    const contactsOnly = await keyWith(t, c, ['contacts:write']);
    const narrow = await connect(contactsOnly.api_key);
    const narrowTools = (await narrow.listTools()).tools;
    expect(enumOf(narrowTools, 'create')).toEqual(['contacts']);
    expect(enumOf(narrowTools, 'update')).toEqual(['contacts']);
    expect(enumOf(narrowTools, 'search')).toEqual(['contacts', 'workspace-users']);
    expect(enumOf(narrowTools, 'get')).toEqual(['contacts', 'workspace-users']);
    expect(enumOf(narrowTools, 'duplicates')).toEqual(['contacts']);
    const deleter = await connect((await keyWith(t, c, ['companies:delete', 'tags:write'])).api_key);
    const deleterTools = (await deleter.listTools()).tools;
    expect(enumOf(deleterTools, 'delete')).toEqual(['companies']);
    expect(enumOf(deleterTools, 'merge')).toEqual(['companies']);
    expect(enumOf(deleterTools, 'create')).toEqual(['companies', 'tags']);
    expect(narrowTools.map((tool) => tool.name)).toEqual([
      'describe',
      'search',
      'get',
      'create',
      'update',
      'duplicates',
    ]);
    // Listed, but on an area the key lacks: refused by the REST route's own scope check.
    const tags = await call(narrow, 'create', { resource: 'tags', records: [{ name: 'Nope' }] });
    expect(errorOf(tags).details).toEqual([{ path: '/scope', message: 'this key lacks tags:write' }]);
    const described = structured(await call(narrow, 'describe', {})).data;
    expect(described.resources.map((r: any) => r.name)).toEqual(['contacts', 'workspace-users']);
    expect(described.resources[0].include).toEqual(['emails', 'phone_numbers', 'custom_fields']);
    // The write forms of what the key can write, and only those.
    expect(Object.keys(described.resources[0])).toEqual(expect.arrayContaining(['create', 'update']));
    expect(Object.keys(described.resources[1])).not.toContain('create');
    const readOnly = structured(await call(client, 'describe', {})).data;
    for (const resource of readOnly.resources) expect(Object.keys(resource)).not.toContain('create');
    expect(described.event_types).toEqual([]);
    expect(described.custom_fields).toEqual([]);

    const owner = structured(await call(await connect(c.api_key), 'describe', {})).data;
    expect(owner.custom_fields.map((f: any) => f.name)).toEqual(['Nick']);
    expect(owner.event_types).toEqual(expect.arrayContaining(['contact.created', 'link.added']));
  });

  it('idempotency_key: a retry replays the first answer, and the key is the REST namespace', async () => {
    const c = await t.workspace();
    const client = await connect(c.api_key);
    const args = { resource: 'tags', records: [{ name: 'Once' }], idempotency_key: 'mcp-retry-1' };
    const first = await call(client, 'create', args);
    expect(first._meta?.idempotent_replayed).toBeUndefined();
    const again = await call(client, 'create', {
      records: [{ name: 'Once' }],
      resource: 'tags',
      idempotency_key: 'mcp-retry-1',
    });
    expect(again._meta).toMatchObject({ idempotent_replayed: true });
    expect(again.structuredContent).toEqual(first.structuredContent);
    expect((await c.get('/tags?name=Once')).body.meta.total).toBe(1);

    const other = await call(client, 'create', { ...args, records: [{ name: 'Twice' }] });
    expect(errorOf(other).code).toBe('idempotency_key_reused');
    const otherTool = await call(client, 'update', {
      resource: 'tags',
      records: [{ id: first.structuredContent.data[0].id, name: 'X' }],
      idempotency_key: 'mcp-retry-1',
    });
    expect(errorOf(otherTool).code).toBe('idempotency_key_reused');
    const restReuse = await c.request(
      'POST',
      '/tags/batch',
      { records: [{ name: 'Once' }] },
      {
        'idempotency-key': 'mcp-retry-1',
      },
    );
    expect(restReuse.status).toBe(422);
    expect(restReuse.body.error.code).toBe('idempotency_key_reused');

    // Delete under a key: the retry replays every record's answer.
    const tags = (await c.post('/tags/batch', { records: [{ name: 'D1' }, { name: 'D2' }] })).body.data;
    const del = { resource: 'tags', ids: tags.map((tag: any) => tag.id), idempotency_key: 'mcp-delete-1' };
    const gone = await call(client, 'delete', del);
    expect(gone.isError).toBeFalsy();
    const replay = await call(client, 'delete', del);
    expect(replay.isError).toBeFalsy();
    expect(replay._meta).toMatchObject({ idempotent_replayed: true });
    expect(replay.structuredContent).toEqual(gone.structuredContent);
  });

  it('over HTTP: 401 with WWW-Authenticate, X-Request-Id on every answer, one count per request', async () => {
    const anonymous = await rawPost(t, null, toolCall(1, 'describe', {}));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(JSON.parse(anonymous.text).error.code).toBe('unauthorized');
    expect(anonymous.headers.get('x-request-id')).toBeTruthy();

    const c = await t.workspace();
    const ok = await rawPost(t, c.api_key, toolCall(1, 'search', { resource: 'tags' }));
    expect(ok.status).toBe(200);
    const requestId = ok.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const failed = await rawPost(t, c.api_key, toolCall(2, 'search', { resource: 'tags', limit: 0 }), {
      'x-request-id': 'mcp-test-request-1',
    });
    expect(failed.headers.get('x-request-id')).toBe('mcp-test-request-1');
    expect(JSON.parse(failed.messages[0].result.content[0].text).error.request_id).toBe('mcp-test-request-1');

    // Stateless, the endpoint serves POST alone: every other method is 405 naming it, in any order.
    for (const method of ['PUT', 'PATCH', 'OPTIONS', 'GET', 'DELETE', 'HEAD', 'GET']) {
      const res = await fetch(`${await baseUrl(t)}${MCP_PATH}`, {
        method,
        headers: { authorization: `Bearer ${c.api_key}`, accept: 'application/json, text/event-stream' },
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('POST');
      expect(res.headers.get('x-request-id'), method).toBeTruthy();
      if (method !== 'HEAD') expect(await res.text(), method).not.toBe('');
    }
    // GET and DELETE are answered without the SDK, with exactly what its stateless handler answers.
    const sdk = createMcpHandler(() => {
      throw new Error('a GET or DELETE needs no server');
    });
    for (const method of ['GET', 'DELETE']) {
      const theirs = await sdk.fetch(new Request('http://localhost/mcp', { method }));
      const ours = await fetch(`${await baseUrl(t)}${MCP_PATH}`, {
        method,
        headers: { authorization: `Bearer ${c.api_key}`, accept: 'text/event-stream' },
      });
      expect(ours.status, method).toBe(theirs.status);
      expect(ours.headers.get('content-type'), method).toContain(theirs.headers.get('content-type'));
      expect(await ours.text(), method).toBe(await theirs.text());
    }
  });
});

describeEachDatabase(
  'MCP over HTTP: the rate limit',
  (t: Harness) => {
    it('every HTTP request to /mcp counts once (a batch of tool calls too), shared with REST; then 429', async () => {
      const c = await t.workspace();
      const batch = [1, 2, 3].map((id) => toolCall(id, 'search', { resource: 'tags' }));
      const first = await rawPost(t, c.api_key, batch);
      expect(first.status).toBe(200);
      expect(first.messages).toHaveLength(3);
      expect(first.headers.get('ratelimit-remaining')).toBe('4');
      expect((await c.get('/me')).headers['ratelimit-remaining']).toBe('3');
      for (let i = 0; i < 3; i++) expect((await rawPost(t, c.api_key, batch[0])).status).toBe(200);
      const limited = await rawPost(t, c.api_key, batch[0]);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      expect(JSON.parse(limited.text).error.code).toBe('rate_limited');
    });
  },
  { rateLimitPerMinute: 5 },
);

/** `crm mcp`: the same tools over stdio, for CRM_API_KEY on DATABASE_URL (API.md section 11). */

for (const database of sharedDatabases('crm-mcp-stdio-')) {
  describe(`crm mcp over stdio [${database.name}]`, () => {
    let started: Awaited<ReturnType<typeof startApp>>;
    let owner: ApiClient;
    const clients: Client[] = [];
    const connect = async (key: string) => {
      const { client } = await stdioClient(database.url, key);
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      // The REST side of the comparisons: an app on the same database as the CLI.
      started = await startApp(database);
      owner = await newWorkspace(started.app, started.handle);
    });
    afterAll(async () => {
      for (const client of clients) await client.close().catch(() => {});
      await started.app.close();
      await started.handle.close();
      database.cleanup?.();
    });

    it('lists the eleven tools, and answers each call as its REST request', async () => {
      const client = await connect(owner.api_key);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(ALL_TOOLS);
      expect(tools.find((tool) => tool.name === 'delete')!.annotations).toEqual({
        title: 'Delete records',
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
        openWorldHint: false,
      });

      const created = (await client.callTool({
        name: 'create',
        arguments: { resource: 'contacts', records: [{ first_name: 'Lin', emails: ['lin@example.com'] }] },
      })) as any;
      expect(created.isError).toBeFalsy();
      const id = created.structuredContent.data[0].id;
      expect(JSON.parse(created.content[0].text)).toEqual(created.structuredContent);

      const search = (await client.callTool({
        name: 'search',
        arguments: { resource: 'contacts', filters: { email: 'lin@example.com' }, include: 'emails' },
      })) as any;
      const rest = await owner.get('/contacts?email=lin%40example.com&include=emails');
      expect(search.structuredContent).toEqual(rest.body);
      expect(search.content[0].text).toBe(rest.raw.body);

      // The write's events carry the key as actor.
      const events = (await owner.get(`/events?resource_id=${id}`)).body.data;
      expect(events.map((e: any) => e.type)).toEqual(['contact.created']);
      expect(events[0].actor).toEqual({ api_key_id: owner.key_id, user_id: owner.user.id });

      const refused = (await client.callTool({
        name: 'update',
        arguments: { resource: 'contacts', records: [{ id, emails: ['nope'] }], colour: 'red' },
      })) as any;
      expect(refused.isError).toBe(true);
      expect(errorOf(refused).details).toEqual([
        { path: '/arguments/colour', message: 'is not an allowed property' },
      ]);
      const invalid = (await client.callTool({
        name: 'update',
        arguments: { resource: 'contacts', records: [{ id, emails: ['nope'] }] },
      })) as any;
      expect(errorOf(invalid).details[0].path).toBe('/arguments/records/0/emails/0');
      // Over stdio, a request ID is made for the call.
      expect(errorOf(invalid).request_id).toMatch(/^[\w-]{8,}$/);
    });

    it('serves the current revision (2026-07-28) over stdio too', async () => {
      const { client } = await stdioClient(database.url, owner.api_key, '2026-07-28');
      clients.push(client);
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect((await client.listTools()).tools).toHaveLength(ALL_TOOLS.length);
      const got = (await client.callTool({ name: 'search', arguments: { resource: 'tags' } })) as any;
      expect(got.structuredContent).toEqual((await owner.get('/tags')).body);
    });

    it('a read key lists only the read tools over stdio too, and a write is insufficient_scope', async () => {
      const { secret } = await createApiKey(started.handle.db, {
        workspaceId: owner.workspace.id,
        userId: owner.user.id,
        name: 'assistant',
        expiresAt: null,
        scopes: ['read'],
      });
      const client = await connect(secret);
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(READ_TOOLS);
      const refused = (await client.callTool({
        name: 'create',
        arguments: { resource: 'tags', records: [{ name: 'No' }] },
      })) as any;
      expect(errorOf(refused).code).toBe('insufficient_scope');
      expect((await owner.get('/tags?name=No')).body.meta.total).toBe(0);
    });

    it('writes nothing but protocol on stdout, and exits when stdin closes; a bad key exits 1', async () => {
      const run = (key: string, input: string) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = cliProcess(database.url, ['mcp'], { CRM_API_KEY: key, LOG_LEVEL: 'debug' });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk) => {
            stdout += String(chunk);
            // Close stdin once both answers are in.
            if (stdout.split('\n').filter(Boolean).length >= 3) child.stdin.end();
          });
          child.stderr.on('data', (chunk) => (stderr += String(chunk)));
          child.on('close', (code) => resolve({ code, stdout, stderr }));
          child.stdin.write(input);
        });
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      };
      const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
      // A prototype key as an argument, as sent (JSON.stringify would drop it from an object literal).
      const proto =
        '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search","arguments":' +
        '{"resource":"tags","__proto__":{"polluted":true}}}}';
      const ok = await run(
        owner.api_key,
        [
          JSON.stringify(initialize),
          JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
          JSON.stringify(list),
          proto,
          '',
        ].join('\n'),
      );
      expect(ok.code).toBe(0);
      const lines = ok.stdout.split('\n').filter(Boolean);
      expect(lines).toHaveLength(3);
      const messages = lines.map((line) => JSON.parse(line));
      expect(messages.map((m) => m.id)).toEqual([1, 2, 3]);
      expect(messages[1].result.tools).toHaveLength(ALL_TOOLS.length);
      expect(messages[2].result.isError).toBe(true);
      expect(errorOf(messages[2].result).details).toEqual([
        { path: '/arguments/__proto__', message: 'is not an allowed property' },
      ]);

      // Answered first, then the key is checked (test/mcp-start.test.ts).
      const bad = await run('crm_' + 'x'.repeat(40), `${JSON.stringify(initialize)}\n`);
      expect(bad.code).toBe(1);
      expect(
        bad.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line).id),
      ).toEqual([1]);
      expect(bad.stderr).toContain('CRM_API_KEY');
    });
  });
}

/** Stateless: two instances on one database, and a client whose requests go to either. */
for (const database of sharedDatabases('crm-mcp-two-')) {
  describe(`MCP over HTTP, two instances [${database.name}]`, () => {
    const instances: Awaited<ReturnType<typeof startApp>>[] = [];
    const urls: string[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) {
        const started = await startApp(database);
        instances.push(started);
        urls.push(await started.app.listen({ host: '127.0.0.1', port: 0 }));
      }
    });
    afterAll(async () => {
      for (const { app, handle } of instances) {
        await app.close();
        await handle.close();
      }
      database.cleanup?.();
    });

    it('a client switching instances mid-conversation is served by each, with no session', async () => {
      const owner = await newWorkspace(instances[0].app, instances[0].handle);
      const served: string[] = [];
      let next = 0;
      // Every request of the conversation goes to the other instance than the one before.
      const alternate = (url: string | URL, init?: RequestInit) => {
        const base = urls[next++ % 2];
        served.push(base);
        return fetch(String(url).replace(urls[0], base), init);
      };
      const client = new Client({ name: 'crm-tests', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${urls[0]}${MCP_PATH}`), {
          requestInit: { headers: { authorization: `Bearer ${owner.api_key}` } },
          fetch: alternate,
        }),
      );
      expect(client.getServerCapabilities()?.tools).toBeDefined();
      expect((await client.listTools()).tools).toHaveLength(ALL_TOOLS.length);
      const created = (await client.callTool({
        name: 'create',
        arguments: { resource: 'tags', records: [{ name: 'Stateless' }] },
      })) as any;
      const id = created.structuredContent.data[0].id;
      const got = (await client.callTool({ name: 'get', arguments: { resource: 'tags', ids: [id] } })) as any;
      expect(got.structuredContent.data.map((tag: any) => tag.name)).toEqual(['Stateless']);
      expect(new Set(served)).toEqual(new Set(urls));
      await client.close();
    });
  });
}
