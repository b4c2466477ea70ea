import { expect, it } from 'vitest';
import { created } from './factories.js';
import { describeEachDatabase, type Harness } from './harness.js';
import { errorOf, READ_TOOLS, suiteClients } from './mcp-support.js';
import { keyWith } from './scopes-support.js';
import { as, feed, ok } from './undo-support.js';

/**
 * The scopes of the `restore` and `undo` tools (API.md sections 11 and 12),
 * as REST states them: listed for a key with `delete` on some area; a
 * restore needs `delete` on each record's area; an undo needs `events:read`
 * and `delete` on every area its events touch (both sides of a link). A
 * refusal names each scope missing and writes nothing.
 */

describeEachDatabase('MCP restore and undo, scopes', (t: Harness) => {
  const { connect } = suiteClients(t);
  const call = async (key: string, name: string, args: Record<string, unknown>) =>
    (await (await connect(key)).callTool({ name, arguments: args })) as any;
  const lacks = (result: any, ...scopes: string[]) => {
    const error = errorOf(result);
    expect(error.code).toBe('insufficient_scope');
    expect(error.details).toEqual(scopes.map((s) => ({ path: '/scope', message: `this key lacks ${s}` })));
  };

  it('lists restore and undo for a key with delete on some area, and not for a read or write key', async () => {
    const c = await t.workspace();
    const names = async (scopes: string[]) =>
      (await (await connect((await keyWith(t, c, scopes)).api_key)).listTools()).tools.map(
        (tool) => tool.name,
      );
    expect(await names(['read'])).toEqual(READ_TOOLS);
    const writer = await names(['write']);
    expect(writer).not.toContain('restore');
    expect(writer).not.toContain('undo');
    expect(await names(['tags:delete'])).toEqual(expect.arrayContaining(['restore', 'undo']));
    // Unlisted, called anyway: insufficient_scope, not a protocol error.
    const reader = (await keyWith(t, c, ['read', 'events:read'])).api_key;
    for (const [name, args] of [
      ['undo', { request_id: 'any' }],
      ['restore', { ids: ['tag_00000000000000000000000000'] }],
    ] as const)
      expect(errorOf(await call(reader, name, args)).code).toBe('insufficient_scope');
  });

  it("states restore's and undo's arguments and answers: ids (1..100); the undo body's fields; data, and the undo's meta", async () => {
    const c = await t.workspace();
    const { tools } = await (
      await connect((await keyWith(t, c, ['delete', 'events:read'])).api_key)
    ).listTools();
    const restore = tools.find((tool) => tool.name === 'restore')!;
    const undo = tools.find((tool) => tool.name === 'undo')!;
    expect(restore.inputSchema).toMatchObject({
      type: 'object',
      required: ['ids'],
      additionalProperties: false,
      properties: { ids: { type: 'array', minItems: 1, maxItems: 100 } },
    });
    expect(Object.keys(undo.inputSchema.properties!).sort()).toEqual(
      ['api_key_id', 'dry_run', 'force', 'idempotency_key', 'request_id', 'since', 'until'].sort(),
    );
    expect(undo.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(undo.inputSchema.required ?? []).toEqual([]);
    expect(restore.outputSchema).toMatchObject({ type: 'object', required: ['data'] });
    expect((restore.outputSchema!.properties as any).data.type).toBe('array');
    expect(undo.outputSchema).toMatchObject({
      type: 'object',
      required: ['data', 'meta'],
      properties: { meta: { type: 'object' } },
    });
  });

  it('restore needs delete on each record area; undo needs events:read and delete on both sides of a link; nothing is written', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'VIP' });
    const ada = ok(await as(c, 'run').post('/contacts', { first_name: 'Ada', tags: [tag.id] }));
    const note = await created(c, '/notes', { body: 'gone' });
    ok(await c.del(`/notes/${note.id}`));
    const before = await feed(c);

    const tagsDeleter = (await keyWith(t, c, ['tags:delete', 'events:read'])).api_key;
    lacks(await call(tagsDeleter, 'restore', { ids: [note.id] }), 'notes:delete');
    lacks(await call(tagsDeleter, 'undo', { request_id: 'run' }), 'contacts:delete');
    const noFeed = (await keyWith(t, c, ['contacts:delete', 'tags:delete'])).api_key;
    lacks(await call(noFeed, 'undo', { request_id: 'run' }), 'events:read');
    const contactsOnly = (await keyWith(t, c, ['contacts:delete', 'events:read'])).api_key;
    lacks(await call(contactsOnly, 'undo', { request_id: 'run' }), 'tags:delete');
    expect(await feed(c)).toEqual(before);
    expect((await c.get(`/contacts/${ada.id}`)).status).toBe(200);

    const enough = (await keyWith(t, c, ['contacts:delete', 'tags:delete', 'events:read'])).api_key;
    const undone = await call(enough, 'undo', { request_id: 'run' });
    expect(undone.isError).toBeFalsy();
    expect(undone.structuredContent.meta.reverted).toBe(2);
    const notes = (await keyWith(t, c, ['notes:delete'])).api_key;
    const restored = await call(notes, 'restore', { ids: [note.id] });
    expect(restored.isError).toBeFalsy();
    expect(restored.structuredContent.data.map((r: { id: string }) => r.id)).toEqual([note.id]);
  });
});
