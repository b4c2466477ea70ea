import { expect, it } from 'vitest';
import { describeEachDatabase, type Harness } from './harness.js';
import { errorOf, rawPost, seedRecords, toolCall } from './mcp-support.js';
import { keyWith } from './scopes-support.js';

/**
 * MCP answers kept in the memory of answers (mcp.answers.ts): a tool list or a
 * read asked again is answered from memory, with its own ID, exactly as the
 * handler answers it, and never once anything it depends on changed.
 */
describeEachDatabase('MCP answers kept in memory', (t: Harness) => {
  const search = (
    id: unknown,
    args: Record<string, unknown> = { resource: 'contacts', order_by: 'full_name:asc' },
  ) => toolCall(id as number, 'search', args);
  /** The answer's message, its `id` apart. */
  const withoutId = (answer: { messages: any[] }) => {
    expect(answer.messages).toHaveLength(1);
    const { id: _id, ...rest } = answer.messages[0];
    return rest;
  };
  const memory = () => (t.app as any).answerMemory().entries as number;

  it('a read asked again answers the same bytes with its own ID, from memory', async () => {
    const c = await t.workspace();
    await seedRecords(c);
    const empty = memory();
    const first = await rawPost(t, c.api_key, search(1));
    const before = memory();
    expect(before - empty, 'the REST read and the MCP answer are kept').toBe(2);
    const again = await rawPost(t, c.api_key, search('second-call'));
    const third = await rawPost(t, c.api_key, search(7));
    expect(memory(), 'answered from memory: nothing new computed').toBe(before);
    expect(first.status).toBe(200);
    expect(again.messages[0].id).toBe('second-call');
    expect(third.messages[0].id).toBe(7);
    expect(again.text).toBe(first.text.replace('"id":1', '"id":"second-call"'));
    expect(third.text).toBe(first.text.replace('"id":1', '"id":7'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(withoutId(again).result.structuredContent.data.map((r: any) => r.first_name)).toEqual(['Ada']);
  });

  it('a write to the workspace is seen by the next read at once', async () => {
    const c = await t.workspace();
    await seedRecords(c);
    const names = async (id: number) =>
      withoutId(await rawPost(t, c.api_key, search(id))).result.structuredContent.data.map(
        (r: any) => r.first_name,
      );
    expect(await names(1)).toEqual(['Ada']);
    // Inserted after Ada, sorted before her: the answer must be a new one, not the kept one.
    await c.post('/contacts', { first_name: 'Aaron' });
    expect(await names(2)).toEqual(['Aaron', 'Ada']);
  });

  it('another workspace asking the same gets its own records', async () => {
    const one = await t.workspace();
    const two = await t.workspace();
    await one.post('/contacts', { first_name: 'Only in one' });
    await two.post('/contacts', { first_name: 'Only in two' });
    const first = withoutId(await rawPost(t, one.api_key, search(1)));
    const second = withoutId(await rawPost(t, two.api_key, search(1)));
    expect(first.result.structuredContent.data.map((r: any) => r.first_name)).toEqual(['Only in one']);
    expect(second.result.structuredContent.data.map((r: any) => r.first_name)).toEqual(['Only in two']);
  });

  it('a key whose scopes differ is answered for its own scopes, not from another key`s answer', async () => {
    const c = await t.workspace();
    await seedRecords(c);
    const owner = await rawPost(t, c.api_key, search(1));
    expect(owner.messages[0].result.isError).toBeUndefined();
    const tagsOnly = await keyWith(t, c, ['tags:read']);
    const refused = withoutId(await rawPost(t, tagsOnly.api_key, search(1)));
    expect(refused.result.isError).toBe(true);
    expect(errorOf(refused.result).code).toBe('insufficient_scope');

    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const all = withoutId(await rawPost(t, c.api_key, list)).result.tools.map((tool: any) => tool.name);
    const read = await keyWith(t, c, ['read']);
    const fewer = withoutId(await rawPost(t, read.api_key, list)).result.tools.map((tool: any) => tool.name);
    expect(all).toContain('create');
    expect(fewer).not.toContain('create');
    expect(withoutId(await rawPost(t, c.api_key, { ...list, id: 2 })).result.tools).toHaveLength(all.length);
  });

  it('an error result is never kept: each names its own request ID', async () => {
    const c = await t.workspace();
    const bad = search(1, { resource: 'contacts', order_by: 'shoe_size:asc' });
    const first = await rawPost(t, c.api_key, bad);
    const again = await rawPost(t, c.api_key, bad);
    const errors = [first, again].map((answer) => errorOf(withoutId(answer).result));
    expect(errors[0].code).toBe('validation_error');
    expect(errors[0].request_id).toBe(first.headers.get('x-request-id'));
    expect(errors[1].request_id).toBe(again.headers.get('x-request-id'));
    expect(errors[1].request_id).not.toBe(errors[0].request_id);
  });

  it('the headers the protocol reads are part of what is kept: each request is answered as it asked', async () => {
    const c = await t.workspace();
    await seedRecords(c);
    const jsonOnly = { accept: 'application/json' };
    // Kept first, then asked with an Accept the 2025 transport refuses: refused, not answered from memory.
    const streamed = await rawPost(t, c.api_key, search(1));
    const refused = await rawPost(t, c.api_key, search(1), jsonOnly);
    const streamedAgain = await rawPost(t, c.api_key, search(1));
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toBe('text/event-stream');
    expect(refused.status).toBe(406);
    expect(streamedAgain.text).toBe(streamed.text);
  });
});
