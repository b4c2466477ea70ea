import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { MCP_REQUESTS_AT_ONCE, mcpTurns } from '../src/modules/mcp/mcp.turns.js';
import { describeEachDatabase } from './harness.js';
import { baseUrl, MCP_PATH, toolCall } from './mcp-support.js';

/** A request and reply as the hook sees them, with the connection open or already closed. */
function fakeExchange(keyId: string, closed = false) {
  const res = Object.assign(new EventEmitter(), { destroyed: closed, writableEnded: false });
  return {
    request: { auth: { keyId }, raw: { socket: { destroyed: closed } } } as any,
    reply: { raw: res } as any,
    close: () => {
      res.destroyed = true;
      res.emit('close');
    },
  };
}

/** Runs the hook; resolves when it lets the request in. */
function enter(hook: ReturnType<typeof mcpTurns>, exchange: ReturnType<typeof fakeExchange>) {
  return new Promise<void>((resolve) =>
    (hook as any)(exchange.request, exchange.reply, null, () => resolve()),
  );
}

it('a request whose connection closed before its turn was taken takes none; one that closes while waiting passes its turn on', async () => {
  const hook = mcpTurns(1);
  // Gone before the hook ran (its client left while the key was looked up): let through, no turn held.
  for (let i = 0; i < 5; i++) await enter(hook, fakeExchange('key', true));
  expect(hook.inUse().size).toBe(0);
  // One served, two waiting; the first waiting one's client goes away; the served one ends.
  const served = fakeExchange('key');
  await enter(hook, served);
  const leaving = fakeExchange('key');
  const staying = fakeExchange('key');
  let leavingIn = false;
  void enter(hook, leaving).then(() => (leavingIn = true));
  const stayingIn = enter(hook, staying);
  expect(hook.inUse().get('key')).toEqual({ serving: 1, waiting: 2 });
  leaving.close();
  served.close();
  await stayingIn;
  expect(leavingIn).toBe(false);
  expect(hook.inUse().get('key')).toEqual({ serving: 1, waiting: 0 });
  staying.close();
  // A close emitted twice gives the turn back once.
  staying.close();
  expect(hook.inUse().size).toBe(0);
});

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

  it('after hundreds of connections closed at every moment of their requests, the key is answered at once', async () => {
    const ws = await t.workspace();
    const url = new URL(await baseUrl(t));
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const head =
      `POST ${MCP_PATH} HTTP/1.1\r\nhost: ${url.host}\r\nauthorization: Bearer ${ws.api_key}\r\n` +
      `content-type: application/json\r\naccept: application/json, text/event-stream\r\n` +
      `content-length: ${body.length}\r\n\r\n`;
    // Each connection goes away after a different delay: before the key is checked, while it is,
    // before the body, with half the body, and after the whole request.
    await Promise.all(
      Array.from(
        { length: 300 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(url.port), url.hostname, () => {
              const whole = i % 3 === 0;
              socket.write(whole ? head + body : head + body.slice(0, i % 2 ? 0 : 10));
              setTimeout(() => socket.destroy(), i % 7);
            });
            socket.on('close', () => resolve());
            socket.on('error', () => undefined);
          }),
      ),
    );
    const response = await fetch(url.origin + MCP_PATH, {
      method: 'POST',
      headers: headers(ws.api_key),
      body: list,
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
  });
});
