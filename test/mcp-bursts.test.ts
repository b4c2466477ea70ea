import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { MCP_REQUESTS_AT_ONCE } from '../src/modules/mcp/mcp.turns.js';
import { describeEachDatabase } from './harness.js';
import { MCP_PATH, toolCall } from './mcp-support.js';

/**
 * A burst on `/mcp` takes turns with other clients (mcp.turns.ts): a key's
 * requests are served a few at a time, the rest wait (never refused), and
 * another key's requests are not held behind them. Each request here holds
 * its turn until its body has been sent whole, which the test decides.
 */
describeEachDatabase('MCP requests of one key take turns', (t) => {
  const headers = (key: string) => ({
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  });
  const list = JSON.stringify(toolCall(1, 'search', { resource: 'tags' }));

  it(`serves ${MCP_REQUESTS_AT_ONCE} of a key at once; the next waits for one to end; another key does not wait`, async () => {
    const burst = await t.workspace();
    const other = await t.workspace();
    let answered = 0;
    // Requests of the bursting key whose bodies are still being sent: each holds its turn.
    const bodies = Array.from({ length: MCP_REQUESTS_AT_ONCE }, () => new PassThrough());
    const holding = bodies.map((body) =>
      t.app.inject({ method: 'POST', url: MCP_PATH, headers: headers(burst.api_key), payload: body }),
    );
    for (const body of bodies) body.write(list.slice(0, 10));
    // A streamed body's request reaches the server a moment later than one sent whole.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = t.app
      .inject({ method: 'POST', url: MCP_PATH, headers: headers(burst.api_key), payload: list })
      .then((response) => {
        answered++;
        return response;
      });
    // Another workspace's request is answered while the burst's next one waits.
    const others = await t.app.inject({
      method: 'POST',
      url: MCP_PATH,
      headers: headers(other.api_key),
      payload: list,
    });
    expect(others.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(0);
    // One of the held requests ends: the waiting one gets its turn, and is served as any other.
    bodies[0].end(list.slice(10));
    expect((await holding[0]).statusCode).toBe(200);
    const served = await next;
    expect(served.statusCode).toBe(200);
    const data = served.body.split('\n').find((line) => line.startsWith('data:'))!;
    expect(JSON.parse(data.slice(5)).result.structuredContent.data).toEqual([]);
    for (const body of bodies.slice(1)) body.end(list.slice(10));
    for (const response of await Promise.all(holding)) expect(response.statusCode).toBe(200);
  });
});
