import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceProblems, sqliteFileProblems } from '../../scripts/crash/integrity.js';
import { freePort, ServerProcess } from '../../scripts/crash/server.js';
import { createDb, migrate } from '../../src/db/connect.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { testDatabases } from '../harness.js';

/**
 * SIGTERM: the real server process stops accepting connections, finishes the
 * requests it has, closes the database and exits with 0. No request that
 * reached it is cut off, and every 201 it sent is in the database.
 */
const ROOT = resolve(import.meta.dirname, '../..');

interface Sent {
  outcome: 'response' | 'refused' | 'cut';
  /** The client's port, which the server's log names for every request it began. */
  port?: number;
  status?: number;
  error?: string;
  started: number;
  ended: number;
}

/** One POST on its own connection; how it ended. */
function post(port: number, key: string, body: string): Promise<Sent> {
  const started = Date.now();
  return new Promise((done) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/user-api/v1/notes',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'x-service-api-key': key,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          done({ outcome: 'response', status: res.statusCode, started, ended: Date.now() }),
        );
        res.on('error', (err) => done({ outcome: 'cut', error: err.message, started, ended: Date.now() }));
      },
    );
    let localPort: number | undefined;
    req.on('socket', (socket) => socket.on('connect', () => (localPort = socket.localPort)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      done({
        // Refused, or reset during the handshake: the connection was never accepted.
        outcome:
          err.code === 'ECONNREFUSED' || (err as { syscall?: string }).syscall === 'connect'
            ? 'refused'
            : 'cut',
        error: `${err.code} ${err.message}`,
        port: localPort,
        started,
        ended: Date.now(),
      }),
    );
    req.end(body);
  });
}

/**
 * A POST whose headers and first `part` of the body go out now and the rest
 * when `finish` resolves: a request the server is in the middle of.
 */
function slowPost(
  port: number,
  key: string,
  body: string,
  part: number,
  finish: Promise<void>,
): Promise<Sent> {
  const started = Date.now();
  const bytes = Buffer.from(body);
  return new Promise((done) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/user-api/v1/notes',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'x-service-api-key': key,
          'content-length': bytes.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          done({ outcome: 'response', status: res.statusCode, started, ended: Date.now() }),
        );
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      done({ outcome: 'cut', error: `${err.code} ${err.message}`, started, ended: Date.now() }),
    );
    const cut = Math.floor(bytes.length * part);
    req.write(bytes.subarray(0, cut));
    void finish.then(() => req.end(bytes.subarray(cut)));
  });
}

/**
 * A connection opened now that sends its whole request only when `finish`
 * resolves: accepted by the server, but with nothing to read yet.
 */
function silentThenPost(port: number, key: string, body: string, finish: Promise<void>): Promise<Sent> {
  const started = Date.now();
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', (err: NodeJS.ErrnoException) =>
      done({ outcome: 'cut', error: `${err.code} ${err.message}`, started, ended: Date.now() }),
    );
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
      if (status) done({ outcome: 'response', status: Number(status), started, ended: Date.now() });
      else done({ outcome: 'cut', error: 'closed without a response', started, ended: Date.now() });
    });
    socket.on('connect', () => {
      // Written, not ended: a client that half-closes its side has its request dropped by Node.
      void finish.then(() =>
        socket.write(
          `POST /user-api/v1/notes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
            `x-service-api-key: ${key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        ),
      );
    });
  });
}

for (const database of testDatabases()) {
  describe(`graceful shutdown [${database.name}]`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-shutdown-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it(
      'SIGTERM finishes every request in flight, cuts none, closes the database and exits 0',
      {
        timeout: 120_000,
      },
      async () => {
        const file = join(dir, 'crm.sqlite');
        const url = database.name === 'sqlite' ? `sqlite:${file}` : database.url;
        const setup = createDb(url, { poolSize: 1 });
        await migrate(setup);
        const ws = await createWorkspaceWithOwner(setup.db, {
          name: 'Shutdown',
          ownerEmail: `stop${Date.now()}@example.com`,
          ownerName: 'Stop',
        });
        await setup.close();

        const server = new ServerProcess({
          args: ['--import', 'tsx', 'src/server.ts'],
          cwd: ROOT,
          port: await freePort(),
          env: {
            DATABASE_URL: url,
            LOG_LEVEL: 'info',
            RATE_LIMIT_PER_MINUTE: '0',
            MAX_EVENT_LOOP_DELAY_MS: '0',
            // On the database the other test files share: no delivery of their webhooks from here.
            DELIVERY_IN_PROCESS: 'false',
          },
        });
        await server.start(60_000);
        const port = Number(new URL(server.base).port);

        const sent: Sent[] = [];
        let refused = false;
        // Large bodies keep each request busy for a while.
        const body = (n: number) => JSON.stringify({ body: `shutdown ${n} ${'x'.repeat(50_000)}` });
        let n = 0;
        const stream = async () => {
          while (!refused) {
            const result = await post(port, ws.api_key, body(++n));
            sent.push(result);
            if (result.outcome === 'refused') refused = true;
          }
        };
        const streams = Array.from({ length: 6 }, stream);
        while (sent.filter((s) => s.outcome === 'response').length < 30)
          await new Promise((r) => setTimeout(r, 10));

        // Requests half-uploaded when the signal comes: the server is in the middle of each.
        let release!: () => void;
        const released = new Promise<void>((r) => {
          release = r;
        });
        // A client that connects and never sends a request must not hold the process up for long.
        const mute = silentThenPost(port, ws.api_key, '', new Promise(() => {}));
        const uploads = [
          ...[0.5, 0.5, 0.9].map((part) => slowPost(port, ws.api_key, body(++n), part, released)),
          silentThenPost(port, ws.api_key, body(++n), released),
        ];
        await new Promise((r) => setTimeout(r, 300));
        const signalledAt = Date.now();
        server.terminate();
        await new Promise((r) => setTimeout(r, 300));
        release();
        const exit = await server.waitForExit(30_000);
        refused = true;
        const halfway = await Promise.all(uploads);
        const muted = await mute;
        await Promise.all(streams);

        expect(exit).toEqual({ code: 0, signal: null });
        expect(muted).toMatchObject({ outcome: 'cut', error: 'closed without a response' });
        expect(muted.ended - signalledAt).toBeGreaterThan(4000);
        expect(muted.ended - signalledAt).toBeLessThan(15_000);
        // Half-sent, nearly sent, and connected but silent at the signal: all served.
        expect(halfway.map((s) => s.status ?? s.error)).toEqual([201, 201, 201, 201]);
        expect(halfway.every((s) => s.ended > signalledAt + 250)).toBe(true);
        const relative = (list: Sent[]) =>
          JSON.stringify(
            list
              .slice(0, 3)
              .map((c) => ({ ...c, started: c.started - signalledAt, ended: c.ended - signalledAt })),
          );
        // Every request the server began (its log names the client's port) was answered. A
        // connection still in the kernel's queue when the listening socket closed was never
        // accepted, and its client sees a reset: that request was not begun, and below it is
        // shown not to have been applied either.
        const begun = new Set(
          server.stdout
            .split('\n')
            .filter((line) => line.includes('"incoming request"'))
            .map((line) => JSON.parse(line).req?.remotePort as number),
        );
        expect(begun.size).toBeGreaterThan(30);
        const cut = sent.filter((s) => s.outcome === 'cut' && (s.port === undefined || begun.has(s.port)));
        expect(cut, `requests cut off: ${relative(cut)}`).toEqual([]);
        const answered = [...sent, ...halfway].filter((s) => s.outcome === 'response');
        expect(
          answered.every((s) => s.status === 201),
          relative(answered.filter((s) => s.status !== 201)),
        ).toBe(true);
        // After the signal nothing new is accepted: later requests find the port closed.
        expect(sent.some((s) => s.outcome === 'refused')).toBe(true);

        if (database.name === 'sqlite') {
          // A clean close folds the write-ahead log into the file and removes it.
          expect(existsSync(`${file}-wal`)).toBe(false);
          expect(sqliteFileProblems(file)).toEqual([]);
        }
        // Every 201 is in the database, and nothing else was written: no reset request was applied.
        const check = createDb(url, { poolSize: 1 });
        try {
          const notes = await check.db
            .selectFrom('notes')
            .select('id')
            .where('workspace_id', '=', ws.workspace.id)
            .execute();
          expect(notes.length).toBe(answered.length);
          expect(await referenceProblems(check.db as any)).toEqual([]);
        } finally {
          await check.close();
        }
      },
    );
  });
}
