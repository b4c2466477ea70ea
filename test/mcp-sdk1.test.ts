import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabases } from './cli-run.js';
import {
  type Client as ApiClient,
  describeEachDatabase,
  type Harness,
  newWorkspace,
  startApp,
} from './harness.js';
import { ALL_TOOLS, type Sdk1Client, sdk1HttpClient, sdk1StdioClient, seedRecords } from './mcp-support.js';

/**
 * Every tool driven as a host drives it, with the official SDK's 1.x
 * client (API.md section 11): `tools/list` first, then each tool's success
 * (which the client checks against the listed output schema, and so does
 * this test) and a refusal of each (whose text is the REST error body, its
 * paths in the arguments, and which has no `structuredContent`). Over HTTP
 * and over stdio.
 */

type Result = {
  isError?: boolean;
  structuredContent?: Record<string, any>;
  content: { type: string; text: string }[];
};

/** Text that still quotes a REST request's part instead of an argument. */
const REST_PATH = /(?<![\w/])\/(body|query|path|headers)\b/;

async function everyTool(client: Sdk1Client, owner: ApiClient) {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(ALL_TOOLS);
  const ajv = new Ajv({ strict: false });
  const outputOf = new Map(tools.map((tool) => [tool.name, ajv.compile(tool.outputSchema!)]));
  const succeeded = new Set<string>();
  const failed = new Set<string>();

  const success = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as Result;
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
    const valid = outputOf.get(name)!;
    expect(valid(result.structuredContent), JSON.stringify(valid.errors)).toBe(true);
    succeeded.add(name);
    return result.structuredContent!;
  };
  const refusal = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as Result;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content).toHaveLength(1);
    const text = result.content[0].text;
    expect(text).not.toMatch(REST_PATH);
    const body = JSON.parse(text);
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error.request_id).toBe('string');
    failed.add(name);
    return body.error as { code: string; message: string; details: { path: string; message: string }[] };
  };
  const paths = (error: { details: { path: string }[] }) => error.details.map((d) => d.path);

  const { tag, contact, company } = await seedRecords(owner);

  // describe
  const described = (await success('describe', {})).data;
  expect(described.resources.map((r: any) => r.name)).toContain('contacts');
  expect(paths(await refusal('describe', { colour: 'red' }))).toEqual(['/arguments/colour']);

  // search: a filter's own refusal, an array on a one-value filter, `q` where there is none
  await success('search', { resource: 'contacts', filters: { tag: [tag.id] }, include: ['tags'] });
  await success('search', { resource: 'companies', filters: { name: 'Acme', is_starred: false } });
  expect(paths(await refusal('search', { resource: 'contacts', filters: { is_starred: 'yes' } }))).toEqual([
    '/arguments/filters/is_starred',
  ]);
  const several = await refusal('search', { resource: 'companies', filters: { name: ['Acme', 'Other'] } });
  expect(paths(several)).toEqual(['/arguments/filters/name']);
  expect(paths(await refusal('search', { resource: 'custom-fields', q: 'x' }))).toEqual(['/arguments/q']);
  const tooLate = await refusal('search', { resource: 'contacts', filters: { created_after: 'yesterday' } });
  expect(paths(tooLate)).toEqual(['/arguments/filters/created_after']);

  // get: each ID is one ID
  const got = await success('get', { resource: 'contacts', ids: [contact.id] });
  expect(got.data.map((r: any) => r.id)).toEqual([contact.id]);
  const pasted = await refusal('get', { resource: 'contacts', ids: [`${contact.id},${contact.id}`] });
  expect(paths(pasted)).toEqual(['/arguments/ids/0']);
  expect(pasted.details[0].message).toMatch(/\bID\b/);
  expect(JSON.stringify(pasted)).not.toMatch(/comma/i);
  // Checked with the other arguments: every fault of the call at once.
  const both = await refusal('get', { resource: 'contacts', ids: ['con_A,con_B'], include: 5 });
  expect(paths(both)).toEqual(['/arguments/ids/0', '/arguments/include']);
  const foreign = await refusal('get', { resource: 'contacts', ids: [contact.id, tag.id] });
  expect(foreign.details).toEqual([
    { path: '/arguments/ids/1', message: expect.stringMatching(/one contacts ID/) },
  ]);

  // create: a detail and the message quote the argument; a message naming two records too
  const created = await success('create', {
    resource: 'contacts',
    records: [{ full_name: 'Grace Hopper', emails: ['grace@example.com'] }],
  });
  const grace = created.data[0].id as string;
  const bad = await refusal('create', {
    resource: 'contacts',
    records: [{ first_name: 'A' }, { first_name: 'B', emails: ['not-an-email'] }],
  });
  expect(paths(bad)).toEqual(['/arguments/records/1/emails/0']);
  expect(bad.message).toMatch(/^\/arguments\/records\/1\/emails\/0: /);
  const twice = await refusal('create', { resource: 'tags', records: [{ name: 'Twin' }, { name: 'Twin' }] });
  expect(paths(twice)).toEqual(['/arguments/records/0/name', '/arguments/records/1/name']);
  expect(twice.message).toMatch(/^\/arguments\/records\/0 and \/arguments\/records\/1 /);
  expect(twice.details[0].message).toContain('/arguments/records/1');
  const badKey = await refusal('create', {
    resource: 'tags',
    records: [{ name: 'K' }],
    idempotency_key: 'é',
  });
  expect(paths(badKey)).toEqual(['/arguments/idempotency_key']);

  // update
  await success('update', { resource: 'contacts', records: [{ id: grace, tags: { add: [tag.id] } }] });
  const unknown = await refusal('update', {
    resource: 'contacts',
    records: [{ id: 'con_00000000000000000000000000', first_name: 'X' }],
  });
  expect(unknown.code).toBe('unknown_reference');
  expect(paths(unknown)).toEqual(['/arguments/records/0/id']);

  // duplicates
  const twin = (await owner.post('/contacts', { first_name: 'Grace', emails: ['grace@example.com'] })).body
    .data;
  const dups = await success('duplicates', { resource: 'contacts', limit: 10 });
  expect(dups.data).toHaveLength(1);
  expect(paths(await refusal('duplicates', { resource: 'contacts', limit: 0 }))).toEqual([
    '/arguments/limit',
  ]);

  // merge: a target not found, records of another resource
  const missingTarget = await refusal('merge', {
    resource: 'contacts',
    target: 'con_00000000000000000000000000',
    records: [twin.id],
  });
  expect(missingTarget.code).toBe('not_found');
  expect(paths(missingTarget)).toEqual(['/arguments/target']);
  const wrongKind = await refusal('merge', { resource: 'companies', target: company.id, records: [grace] });
  expect(paths(wrongKind)).toEqual(['/arguments/records/0']);
  const merged = await success('merge', { resource: 'contacts', target: grace, records: [twin.id] });
  expect(merged.data.id).toBe(grace);

  // delete: all or nothing
  const gone = await refusal('delete', {
    resource: 'contacts',
    ids: [grace, 'con_00000000000000000000000000'],
  });
  expect(gone.code).toBe('not_found');
  expect(paths(gone)).toEqual(['/arguments/ids/1']);
  const deleted = await success('delete', { resource: 'contacts', ids: [grace] });
  expect(deleted.data.map((r: any) => r.id)).toEqual([grace]);

  // events
  const events = await success('events', { types: ['contact.deleted'], limit: 10 });
  expect(events.data.map((e: any) => e.resource_id)).toEqual([twin.id, grace]);
  expect(paths(await refusal('events', { after: 'x' }))).toEqual(['/arguments/after']);

  // restore: an ID not in the trash, then the deleted contact back
  const notTrashed = await refusal('restore', { ids: [grace, contact.id] });
  expect(notTrashed.code).toBe('not_found');
  expect(paths(notTrashed)).toEqual(['/arguments/ids/1']);
  const restored = await success('restore', { ids: [grace] });
  expect(restored.data.map((r: any) => r.id)).toEqual([grace]);

  // undo: both forms at once is refused; the restore's request taken back deletes the contact again
  const bothForms = await refusal('undo', {
    request_id: 'r-1',
    api_key_id: 'key_00000000000000000000000000',
    since: '2026-01-01T00:00:00.000Z',
  });
  expect(bothForms.code).toBe('validation_error');
  expect(JSON.stringify(bothForms)).toMatch(/\/arguments/);
  const restoredEvent = (await owner.get(`/events?types=contact.restored&resource_id=${grace}`)).body.data[0];
  const undone = await success('undo', { request_id: restoredEvent.request_id });
  expect(undone.data).toContainEqual({
    event_id: restoredEvent.id,
    resource: 'contact',
    resource_id: grace,
    action: 'deleted',
  });
  expect(undone.meta).toMatchObject({ conflicts: [], dry_run: false });
  expect((await owner.get(`/contacts/${grace}`)).status).toBe(404);

  expect([...succeeded].sort()).toEqual([...ALL_TOOLS].sort());
  expect([...failed].sort()).toEqual([...ALL_TOOLS].sort());
}

describeEachDatabase('MCP with the SDK 1.x client over HTTP', (t: Harness) => {
  const clients: Sdk1Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
  });

  it('every tool after tools/list: successes match their output schemas, refusals are the REST error text', async () => {
    const owner = await t.workspace();
    const client = await sdk1HttpClient(t, owner.api_key);
    clients.push(client);
    await everyTool(client, owner);
  });
});

for (const database of sharedDatabases('crm-mcp-sdk1-')) {
  describe(`MCP with the SDK 1.x client over stdio [${database.name}]`, () => {
    let started: Awaited<ReturnType<typeof startApp>>;
    let client: Sdk1Client | undefined;
    beforeAll(async () => {
      started = await startApp(database);
    });
    afterAll(async () => {
      await client?.close().catch(() => {});
      await started.app.close();
      await started.handle.close();
      database.cleanup?.();
    });

    it('every tool after tools/list: successes match their output schemas, refusals are the REST error text', async () => {
      const owner = await newWorkspace(started.app, started.handle);
      client = await sdk1StdioClient(database.url, owner.api_key);
      await everyTool(client, owner);
    });
  });
}
