import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DbHandle } from '../src/db/connect.js';
import type { Client, Harness } from './harness.js';
import { newId } from '../src/core/ids.js';
import { type DeliveryOptions, startDelivery } from '../src/modules/webhooks/webhooks.delivery.js';

/** What a test receiver got: one entry per request, in arrival order. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** A receiver's status for its n-th request (from 1); `null` never answers. */
export type Answer = (n: number) => number | null;

/**
 * A real HTTP receiver on 127.0.0.1 and a free port. `answer` decides each
 * request's status (the n-th request is `n`, from 1); `null` never answers.
 */
export async function receiver(answer: Answer = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = answer(received.length);
      if (status === null) {
        hanging.add(res);
        return;
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Records an event straight in the feed's table, as a write would; answers its ID. */
export async function insertEvent(
  handle: DbHandle,
  workspaceId: string,
  type = 'contact.created',
  data: Record<string, unknown> = {},
): Promise<string> {
  const id = newId('evt');
  const resourceId = newId('con');
  const occurredAt = new Date().toISOString();
  const payload = JSON.stringify({
    id,
    type,
    occurred_at: occurredAt,
    resource: type.split('.')[0],
    resource_id: resourceId,
    data: { id: resourceId, ...data },
    changed: [],
    previous: {},
  });
  await handle.db
    .insertInto('events')
    .values({
      id,
      workspace_id: workspaceId,
      type,
      resource_id: resourceId,
      occurred_at: occurredAt,
      payload,
    })
    .execute();
  return id;
}

export const silentLog = { info() {}, warn() {}, error() {} };

/** A delivery engine with test-sized timings; stop it in a `finally`. */
export function engine(
  handle: DbHandle,
  options: Partial<Omit<DeliveryOptions, 'handle' | 'config'>> & {
    config?: Partial<DeliveryOptions['config']>;
  } = {},
) {
  return startDelivery({
    handle,
    log: silentLog,
    pollMs: 20,
    retryDelaysMs: [20],
    ...options,
    config: {
      webhookAllowPrivate: true,
      webhookConcurrency: 32,
      webhookConcurrencyPerEndpoint: 4,
      ...options.config,
    },
  });
}

/**
 * A new workspace of `t` (its client `c`) with a webhook (`made`) to a new
 * receiver (`answer` as `receiver` takes it) and one event (`eventId`, of
 * `type` with `data` as `insertEvent` takes them) recorded for it to deliver.
 */
export async function webhookWithEvent(
  t: Harness,
  { answer, type, data }: { answer?: Answer; type?: string; data?: Record<string, unknown> } = {},
) {
  const c = await t.workspace();
  const rx = await receiver(answer);
  const made = (await c.post('/webhooks', { url: rx.url })).body.data;
  const eventId = await insertEvent(t.handle, c.workspace.id, type, data);
  return { c, rx, made, eventId };
}

/**
 * Runs an engine (`options` as `engine` takes them) until `done` holds
 * (waiting for `what`) and the engine has nothing left to do; then stops it
 * and closes `rx`, whatever happened.
 */
export async function deliverUntil(
  handle: DbHandle,
  rx: Receiver,
  done: () => boolean,
  what: string,
  options: Parameters<typeof engine>[1] = {},
): Promise<void> {
  const e = engine(handle, options);
  try {
    await waitFor(done, 5000, what);
    await within(e.settle(), 10_000, 'the engine to settle');
  } finally {
    await e.stop();
    await rx.close();
  }
}

/**
 * A webhook of `c` (`webhook` is its body but the URL) to a new receiver, and
 * an engine that does not poll within a test, already idle: what it delivers
 * while `test` runs, a commit or a request woke it to. Stops the engine and
 * closes the receiver after `test`, whatever happened.
 */
export async function withWokenDelivery(
  handle: DbHandle,
  c: Client,
  webhook: Record<string, unknown>,
  test: (rx: Receiver, made: any) => Promise<void>,
): Promise<void> {
  const rx = await receiver();
  const made = (await c.post('/webhooks', { url: rx.url, ...webhook })).body.data;
  const e = engine(handle, { pollMs: 60_000 });
  try {
    await within(e.settle(), 10_000, 'the engine to settle');
    await test(rx, made);
  } finally {
    await e.stop();
    await rx.close();
  }
}

/** Waits until `check` answers a truthy value (checked every 10 ms), or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T> | T, ms = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * `work`'s value, or a failure naming `what` after `ms`: a wait that cannot
 * end fails the test well within its time-out, so its `finally` still stops
 * the engine (an engine left running would deliver into the next tests).
 */
export async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
