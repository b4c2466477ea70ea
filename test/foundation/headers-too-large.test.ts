import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { startApp, testDatabases } from '../harness.js';

/**
 * Requests Node's HTTP parser refuses before any route runs (API.md section
 * 4): a request line and headers over 16 KB get 431 `headers_too_large`
 * with the contract's body and an `X-Request-Id`, not the framework's body.
 */

/** Sends raw bytes to the listening app and reads the answer until the server closes. */
function raw(
  port: number,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      try {
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: JSON.parse(rest.join('\r\n\r\n')),
        });
      } catch (err) {
        reject(new Error(`not a JSON answer: ${data.slice(0, 300)} (${String(err)})`));
      }
    });
  });
}

const [sqlite] = testDatabases();

describe('requests the HTTP parser refuses', () => {
  let app: App;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const started = await startApp(sqlite);
    app = started.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = async () => {
      await app.close();
      await started.handle.close();
    };
  });
  afterAll(async () => close?.());

  it('answers 431 headers_too_large with the contract body and an X-Request-Id, for a long URL or long headers', async () => {
    for (const request of [
      `GET /user-api/v1/contacts?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /user-api/v1/me HTTP/1.1\r\nHost: x\r\nx-service-api-key: k\r\nX-Pad: ${'b'.repeat(17_000)}\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'c'.repeat(40)}`).join('\r\n')}\r\n\r\n`,
    ]) {
      const res = await raw(port, request);
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).toEqual({
        error: {
          code: 'headers_too_large',
          message: expect.stringMatching(/16 KB/),
          details: [],
          request_id: res.headers['x-request-id'],
        },
      });
    }
  });

  it('answers a request that is not HTTP with the contract body too, and serves the next connection', async () => {
    const res = await raw(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.request_id).toBe(res.headers['x-request-id']);
    const ok = await raw(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(ok.status).toBe(200);
  });
});
