import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { expect, it } from 'vitest';
import { grantsOf } from '../src/core/scopes.js';
import { readContract } from '../src/modules/mcp/mcp.contract.js';
import type { Caller } from '../src/modules/mcp/mcp.rest.js';
import { createToolServer } from '../src/modules/mcp/mcp.server.js';
import { describeEachDatabase } from './harness.js';

/**
 * The calls one server instance answers (one HTTP request's batch, one stdio
 * connection) run one after another, in the order they came: a batch of 100
 * writes takes its turns with other requests instead of running all at once.
 */
describeEachDatabase('MCP calls take turns', (t) => {
  it('calls sent together to one server run one at a time, in order', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    // The REST layer under the tools, slowed down: each request takes a few milliseconds.
    const caller: Caller = {
      app: {
        inject: async (request: { url: string }) => {
          running++;
          most = Math.max(most, running);
          order.push(new URL(request.url, 'http://x').searchParams.get('q') ?? '');
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          return { statusCode: 200, headers: {}, body: '{"data":[],"meta":{}}' };
        },
      } as any,
      authHeaders: {},
      grants: grantsOf(['delete']),
      requestId: () => 'request',
    };
    const server = createToolServer(caller, () => readContract(t.app));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'turns', version: '1.0.0' });
    await client.connect(clientSide);
    try {
      const words = ['one', 'two', 'three', 'four', 'five'];
      const results = await Promise.all(
        words.map((q) => client.callTool({ name: 'search', arguments: { resource: 'tags', q } })),
      );
      expect(results.map((r: any) => r.isError ?? false)).toEqual(words.map(() => false));
      expect(most).toBe(1);
      expect(order).toEqual(words);
    } finally {
      await client.close();
    }
  });
});
