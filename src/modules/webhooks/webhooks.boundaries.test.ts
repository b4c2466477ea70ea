import type { KyselyPlugin, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/connect.js';
import type { DeliveryEngine } from './webhooks.delivery.js';
import { type Client, describeEachDatabase, type Harness } from '../../../test/harness.js';
import {
  engine,
  insertEvent,
  type Receiver,
  receiver,
  waitFor,
  webhookWithEvent,
} from '../../../test/webhooks-support.js';
import type { CreatedWebhook, WebhookDelivery } from './webhooks.schema.js';
import { ATTEMPT_TIMEOUT_MS, type AttemptOutcome, sendDelivery } from './webhooks.send.js';

/**
 * The edges of webhook delivery (API.md section 8): what counts as
 * delivered (a 2xx, not a 3xx), the 10 s a receiver has when nothing sets
 * another timeout, a claim's lease that outlasts the longest attempt, and a
 * claim that never takes a delivery another process holds a live lease on
 * (neither when choosing nor when taking). Clocks are moved, never waited.
 */

/** API.md section 8: a 2xx within 10 s is success. */
const ATTEMPT_DEFAULT_MS = 10_000;

async function deliveries(c: Client, webhookId: string) {
  const res = await c.get(`/webhooks/${webhookId}/deliveries?limit=100`);
  expect(res.status).toBe(200);
  return res.body.data as WebhookDelivery[];
}

/** The leases of a webhook's deliveries, by event ID (read from the table: the API does not show them). */
async function leases(t: Harness, webhookId: string) {
  const rows = await t.handle.db
    .selectFrom('webhook_deliveries')
    .select(['event_id', 'lease_until'])
    .where('webhook_id', '=', webhookId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.event_id, r.lease_until]));
}

/**
 * The requests `rx` got for these events. A receiver's port may be one an
 * earlier test's receiver had, whose deliveries still fall due: theirs are
 * not counted.
 */
const sentTo = (rx: Receiver, ...eventIds: string[]) =>
  rx.received.filter((r) => eventIds.includes(String(r.headers['webhook-id'])));

/**
 * A receiver that leaves the first request for an event of `hung()` waiting
 * (its attempt lasts as long as the timeout lets it) and answers every other
 * request with 200.
 */
async function hangingOnce(hung: () => string) {
  const seen = new Set<string>();
  const rx: Receiver = await receiver((n) => {
    const id = String(rx.received[n - 1].headers['webhook-id']);
    if (id !== hung() || seen.has(id)) return 200;
    seen.add(id);
    return null;
  });
  return rx;
}

/** Deletes the webhooks (and their deliveries): nothing of them falls due in a later test. */
async function forget(c: Client, webhookIds: string[]) {
  for (const id of webhookIds) expect((await c.del(`/webhooks/${id}`)).status).toBe(200);
}

/** What `withHeldDelivery` hands its test: `startOther` starts the second process's engine. */
interface HeldDelivery {
  c: Client;
  rx: Receiver;
  made: CreatedWebhook;
  eventId: string;
  start: number;
  startOther(options: EngineOptions): DeliveryEngine;
}

type EngineOptions = NonNullable<Parameters<typeof engine>[1]>;

/**
 * A delivery another process holds: a new workspace's webhook to a receiver
 * that leaves the first attempt at one new event hanging, and an engine (its
 * clock stopped at `start`, `config` its configuration) that has made that
 * attempt and holds its lease. Then `test`; after it, stops both engines and
 * the receiver, and deletes the webhook.
 */
async function withHeldDelivery(
  t: Harness,
  config: EngineOptions['config'],
  test: (held: HeldDelivery) => Promise<void>,
) {
  const c = await t.workspace();
  let eventId = '';
  const rx = await hangingOnce(() => eventId);
  const made = (await c.post('/webhooks', { url: rx.url })).body.data;
  eventId = await insertEvent(t.handle, c.workspace.id);
  const start = Date.now();
  const holder = engine(t.handle, { now: () => start, pollMs: 60_000, config });
  let other: DeliveryEngine | undefined;
  try {
    await waitFor(() => sentTo(rx, eventId).length === 1, 5000, 'the holder to attempt');
    const startOther = (options: EngineOptions) => (other = engine(t.handle, { pollMs: 60_000, ...options }));
    await test({ c, rx, made, eventId, start, startOther });
  } finally {
    await other?.stop();
    await holder.stop();
    await rx.close();
  }
  await forget(c, [made.id]);
}

/**
 * `handle` whose first choice of due deliveries that holds one of
 * `webhookId`'s runs `between` after it is read and before the claim takes
 * what it chose: another process leasing it in that gap, deterministically.
 */
function pausingAfterChoice(handle: DbHandle, webhookId: string, between: () => Promise<void>): DbHandle {
  const choices = new Set<string>();
  let paused = false;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }): RootOperationNode {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"webhook_deliveries"'))
        choices.add(queryId.queryId);
      return node;
    },
    async transformResult({ result, queryId }): Promise<QueryResult<UnknownRow>> {
      if (!choices.delete(queryId.queryId) || paused) return result;
      if (result.rows.some((row) => row.webhook_id === webhookId)) {
        paused = true;
        await between();
      }
      return result;
    },
  };
  return Object.create(handle, { db: { value: handle.db.withPlugin(plugin) } });
}

describeEachDatabase(
  'webhook delivery at its edges',
  (t) => {
    it('counts only a 2xx as delivered: a 3xx is a failure, retried later, its redirect not followed', async () => {
      const c = await t.workspace();
      const codes = [200, 204, 299, 300, 301, 302, 304, 307, 308, 399];
      const receivers = await Promise.all(codes.map((code) => receiver(() => code)));
      const hooks: string[] = [];
      for (const rx of receivers) hooks.push((await c.post('/webhooks', { url: rx.url })).body.data.id);
      const eventId = await insertEvent(t.handle, c.workspace.id);
      const e = engine(t.handle, { retryDelaysMs: [60_000] });
      try {
        await e.settle();
      } finally {
        await e.stop();
        await Promise.all(receivers.map((rx) => rx.close()));
      }
      for (const [i, code] of codes.entries()) {
        expect(sentTo(receivers[i], eventId), String(code)).toHaveLength(1);
        const [d] = await deliveries(c, hooks[i]);
        if (code < 300)
          expect(d, String(code)).toMatchObject({
            status: 'succeeded',
            attempts: 1,
            last_status_code: code,
            last_error: null,
            next_attempt_at: null,
          });
        else
          expect(d, String(code)).toMatchObject({
            status: 'pending',
            attempts: 1,
            last_status_code: code,
            last_error: `the receiver answered ${code}`,
            next_attempt_at: expect.any(String),
          });
      }
      await forget(c, hooks);
    });

    it('leases a claimed delivery for longer than the longest attempt: nobody takes it while the attempt may still end', async () => {
      // The engine's own default, and the configuration's (WEBHOOK_LEASE_SECONDS unset) that the server and `crm worker` pass.
      for (const webhookLeaseSeconds of [undefined, t.config.webhookLeaseSeconds]) {
        const config = { webhookLeaseSeconds };
        await withHeldDelivery(t, config, async ({ rx, made, eventId, start, startOther }) => {
          // Another process, when the holder's attempt times out at the latest.
          const other = startOther({ now: () => start + ATTEMPT_TIMEOUT_MS, config });
          await other.settle();
          expect(sentTo(rx, eventId), `lease ${webhookLeaseSeconds} s`).toHaveLength(1);
          const lease = Date.parse((await leases(t, made.id))[eventId]!) - start;
          expect(lease, `lease ${webhookLeaseSeconds} s`).toBeGreaterThan(ATTEMPT_TIMEOUT_MS);
        });
      }
    });

    it('never chooses a delivery another process holds: the free ones behind it go out', async () => {
      await withHeldDelivery(t, {}, async ({ c, rx, made, eventId: held, start, startOther }) => {
        const free = await insertEvent(t.handle, c.workspace.id);
        let now = start + 1000;
        // One attempt at a time: a claim that chose the held delivery (the older one) would take nothing.
        const other = startOther({ now: () => now, config: { webhookConcurrency: 1 } });
        await other.settle();
        const ids = () => sentTo(rx, held, free).map((r) => r.headers['webhook-id']);
        expect(ids()).toEqual([held, free]);
        // Once the lease has run out, the held one is anybody's.
        now = Date.parse((await leases(t, made.id))[held]!);
        await other.settle();
        expect(ids()).toEqual([held, free, held]);
        const states = (await deliveries(c, made.id)).map((d) => [d.event_id, d.status, d.attempts]);
        expect(states.sort()).toEqual(
          [
            [held, 'succeeded', 1],
            [free, 'succeeded', 1],
          ].sort(),
        );
      });
    });

    it('never takes a delivery leased between its choice and its claim: the lease is checked again', async () => {
      const { c, rx, made, eventId } = await webhookWithEvent(t);
      const start = Date.now();
      const leasedUntil = new Date(start + 30_000).toISOString();
      // Another process claims the delivery right after this one chose it (as a claim writes it).
      const lease = async () => {
        if (t.handle.sqlite)
          // The connection still holds the choice's read: the write goes to SQLite directly, at once.
          t.handle.sqlite
            .prepare('update webhook_deliveries set lease_until = ? where webhook_id = ?')
            .run(leasedUntil, made.id);
        else
          await t.handle.db
            .updateTable('webhook_deliveries')
            .set({ lease_until: leasedUntil })
            .where('webhook_id', '=', made.id)
            .execute();
      };
      let now = start;
      const e = engine(pausingAfterChoice(t.handle, made.id, lease), { now: () => now, pollMs: 60_000 });
      try {
        await e.settle();
        expect(sentTo(rx, eventId)).toEqual([]);
        expect(await leases(t, made.id)).toEqual({ [eventId]: leasedUntil });
        // The other process died: once its lease has run out, the delivery is made.
        now = start + 30_000;
        await e.settle();
      } finally {
        await e.stop();
        await rx.close();
      }
      expect(sentTo(rx, eventId)).toHaveLength(1);
      expect(await deliveries(c, made.id)).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
      await forget(c, [made.id]);
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
  // Its engines serve their whole database: one of the block's own.
  { ownDatabase: true },
);

describe('a webhook attempt', () => {
  it('gives a receiver 10 s to answer when nothing sets another timeout', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const rx = await receiver(() => {
      arrived();
      return null;
    });
    let outcome: AttemptOutcome | null = null;
    // The attempt's timer runs on a clock the test moves (the connection's own timers are Node's internal ones).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // As the engine calls it when the configuration sets no timeout: without `timeoutMs`.
      const attempt = sendDelivery({
        url: rx.url,
        payload: '{"id":"evt_timeout"}',
        eventId: 'evt_timeout',
        secrets: [`whsec_${Buffer.alloc(24, 7).toString('base64')}`],
        allowPrivate: true,
      }).then((o) => (outcome = o));
      await reached;
      await vi.advanceTimersByTimeAsync(ATTEMPT_DEFAULT_MS - 1);
      expect(outcome).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({
        ok: false,
        statusCode: null,
        error: 'no answer within 10 s',
        aborted: false,
      });
      await attempt;
    } finally {
      vi.useRealTimers();
      await rx.close();
    }
  });
});
