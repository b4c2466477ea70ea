import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { Webhook } from 'standardwebhooks';
import { expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { createDb } from '../../db/connect.js';
import { describeEachDatabase, expectError, type Harness } from '../../../test/harness.js';
import {
  deliverUntil,
  engine,
  insertEvent,
  type Received,
  receiver,
  waitFor,
  webhookWithEvent,
  withWokenDelivery,
} from '../../../test/webhooks-support.js';
import type { WebhookDelivery } from './webhooks.schema.js';

/**
 * Webhook delivery (API.md section 8) on each store, against real HTTP
 * receivers: Standard Webhooks signatures verified by the published
 * library, retries with the same `webhook-id`, timeouts that hold no other
 * endpoint back, the three-day give-up and disable (with a moved clock,
 * never real waiting), manual retries, leases of dead processes, the
 * address check at delivery time, and on PostgreSQL two engines that
 * deliver each event exactly once between them.
 */

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DAY = 24 * 3600_000;

type Client = Awaited<ReturnType<Harness['workspace']>>;

async function deliveries(c: Client, webhookId: string) {
  const res = await c.get(`/webhooks/${webhookId}/deliveries?limit=100`);
  expect(res.status).toBe(200);
  return res.body.data as WebhookDelivery[];
}

/** Verifies with the published library; answers the parsed event. */
function verify(secret: string, got: Received): { id: string; type: string } {
  return new Webhook(secret).verify(got.body, {
    'webhook-id': String(got.headers['webhook-id']),
    'webhook-timestamp': String(got.headers['webhook-timestamp']),
    'webhook-signature': String(got.headers['webhook-signature']),
  }) as { id: string; type: string };
}

describeEachDatabase(
  'webhook delivery',
  (t) => {
    it('POSTs each event as signed, verifiable JSON, and records the success', async () => {
      const { c, rx, made, eventId } = await webhookWithEvent(t, { data: { full_name: 'Ada' } });
      await deliverUntil(t.handle, rx, () => rx.received.length === 1, 'the delivery');
      const [got] = rx.received;
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['webhook-id']).toBe(eventId);
      expect(Number(got.headers['webhook-timestamp'])).toBeCloseTo(got.at / 1000, -1);
      expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const stored = await t.handle.db
        .selectFrom('events')
        .select('payload')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect(got.body).toBe(stored.payload);
      expect(verify(made.secret, got)).toMatchObject({
        id: eventId,
        type: 'contact.created',
        data: { full_name: 'Ada' },
      });
      expect(() => verify(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, got)).toThrow(/signature/i);
      expect(() =>
        new Webhook(made.secret).verify(`${got.body} `, {
          'webhook-id': eventId,
          'webhook-timestamp': String(got.headers['webhook-timestamp']),
          'webhook-signature': String(got.headers['webhook-signature']),
        }),
      ).toThrow();
      expect(await deliveries(c, made.id)).toEqual([
        {
          id: expect.stringMatching(/^dlv_/),
          event_id: eventId,
          event_type: 'contact.created',
          attempts: 1,
          status: 'succeeded',
          last_status_code: 200,
          last_error: null,
          last_duration_ms: expect.any(Number),
          next_attempt_at: null,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
      ]);
    });

    it('delivers only the types a webhook takes, only its own workspace, only events after its creation', async () => {
      const a = await t.workspace();
      const b = await t.workspace();
      const before = await insertEvent(t.handle, a.workspace.id, 'contact.created');
      const rx = await receiver();
      const all = (await a.post('/webhooks', { url: rx.url })).body.data;
      const some = (
        await a.post('/webhooks', { url: rx.url, event_types: ['tag.deleted', 'contact.updated'] })
      ).body.data;
      const created = await insertEvent(t.handle, a.workspace.id, 'contact.created');
      const updated = await insertEvent(t.handle, a.workspace.id, 'contact.updated');
      await insertEvent(t.handle, b.workspace.id, 'contact.updated');
      await deliverUntil(t.handle, rx, () => rx.received.length >= 3, 'the three deliveries');
      const ids = (d: WebhookDelivery[]) => d.map((x) => x.event_id).sort();
      expect(ids(await deliveries(a, all.id))).toEqual([created, updated].sort());
      expect(ids(await deliveries(a, some.id))).toEqual([updated]);
      expect(rx.received.map((r) => r.headers['webhook-id']).sort()).toEqual(
        [created, updated, updated].sort(),
      );
      expect(rx.received.map((r) => r.headers['webhook-id'])).not.toContain(before);
    });

    it('retries a failing receiver with the same webhook-id until it succeeds', async () => {
      const { c, rx, made, eventId } = await webhookWithEvent(t, { answer: (n) => (n <= 2 ? 503 : 204) });
      await deliverUntil(t.handle, rx, () => rx.received.length === 3, 'three attempts', {
        retryDelaysMs: [30, 30],
      });
      expect(rx.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId, eventId]);
      const stamps = rx.received.map((r) => r.headers['webhook-signature']);
      for (const got of rx.received) expect(verify(made.secret, got).id).toBe(eventId);
      expect(rx.received[1].at - rx.received[0].at).toBeGreaterThanOrEqual(25);
      expect(stamps).toHaveLength(3);
      expect(await deliveries(c, made.id)).toEqual([
        expect.objectContaining({
          attempts: 3,
          status: 'succeeded',
          last_status_code: 204,
          last_error: null,
          next_attempt_at: null,
        }),
      ]);
    });

    it('schedules retries 5 s, 1 min, 5 min, 30 min, 2 h, 6 h apart, then every 6 h', async () => {
      const c = await t.workspace();
      const rx = await receiver(() => 500);
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      await insertEvent(t.handle, c.workspace.id);
      let now = Date.now();
      const e = engine(t.handle, { now: () => now, retryDelaysMs: undefined });
      const gaps: number[] = [];
      try {
        for (let i = 0; i < 8; i++) {
          await e.settle();
          const [d] = await deliveries(c, made.id);
          expect(d).toMatchObject({ attempts: i + 1, status: 'pending', last_status_code: 500 });
          expect(d.last_error).toBe('the receiver answered 500');
          gaps.push(Date.parse(d.next_attempt_at!) - now);
          now = Date.parse(d.next_attempt_at!);
        }
      } finally {
        await e.stop();
        await rx.close();
      }
      const m = 60_000;
      expect(gaps).toEqual([5000, m, 5 * m, 30 * m, 120 * m, 360 * m, 360 * m, 360 * m]);
    });

    it('gives a delivery up after 3 days and disables a webhook whose deliveries all failed for 3 days', async () => {
      const c = await t.workspace();
      let failing = true;
      const rx = await receiver(() => (failing ? 500 : 200));
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      const first = await insertEvent(t.handle, c.workspace.id);
      const start = Date.now();
      let now = start;
      const e = engine(t.handle, { now: () => now });
      const webhookRow = () =>
        t.handle.db
          .selectFrom('webhooks')
          .select(['enabled', 'failing_since'])
          .where('id', '=', made.id)
          .executeTakeFirstOrThrow();
      try {
        await e.settle();
        expect((await webhookRow()).failing_since).toBe(new Date(start).toISOString());
        // Just short of three days: still retried, still enabled.
        now = start + 3 * DAY - 1000;
        await e.settle();
        expect(await deliveries(c, made.id)).toMatchObject([{ attempts: 2, status: 'pending' }]);
        expect((await c.get(`/webhooks/${made.id}`)).body.data).toMatchObject({ enabled: true });
        // Three days on: the delivery is failed for good and the webhook disabled.
        now = start + 3 * DAY;
        await e.settle();
        expect(await deliveries(c, made.id)).toMatchObject([
          { event_id: first, attempts: 3, status: 'failed', next_attempt_at: null, last_status_code: 500 },
        ]);
        const disabled = (await c.get(`/webhooks/${made.id}`)).body.data;
        expect(disabled.enabled).toBe(false);
        expect(disabled.disabled_reason).toMatch(
          /^Disabled automatically: every delivery failed from .* to .*\(last error: the receiver answered 500\)/,
        );
        // Disabled: new events wait, nothing is sent.
        const sent = rx.received.length;
        const waiting = await insertEvent(t.handle, c.workspace.id);
        await e.settle();
        expect(rx.received.length).toBe(sent);
        expect(await deliveries(c, made.id)).toHaveLength(1);
        // Enabled again: the event recorded meanwhile is delivered.
        failing = false;
        const enabled = await c.patch(`/webhooks/${made.id}`, { enabled: true });
        expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null });
        await e.settle();
        expect(await deliveries(c, made.id)).toMatchObject([
          { event_id: waiting, status: 'succeeded', attempts: 1 },
          { event_id: first, status: 'failed' },
        ]);
        expect((await webhookRow()).failing_since).toBeNull();
      } finally {
        await e.stop();
        await rx.close();
      }
    });

    it('keeps an endpoint enabled while some of its deliveries succeed', async () => {
      const c = await t.workspace();
      let answer = 500;
      const rx = await receiver(() => answer);
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      const start = Date.now();
      let now = start;
      const e = engine(t.handle, { now: () => now });
      try {
        await insertEvent(t.handle, c.workspace.id);
        await e.settle();
        now = start + 2 * DAY;
        answer = 200;
        await insertEvent(t.handle, c.workspace.id);
        await e.settle();
        answer = 500;
        now = start + 3 * DAY + 1;
        await insertEvent(t.handle, c.workspace.id);
        await e.settle();
      } finally {
        await e.stop();
        await rx.close();
      }
      // The streak started again at 2 days (after the success), so 3 days from the start disables nothing.
      expect((await c.get(`/webhooks/${made.id}`)).body.data).toMatchObject({
        enabled: true,
        disabled_reason: null,
      });
    });

    it('records a receiver that hangs as a timeout, and it holds back no other endpoint', async () => {
      const c = await t.workspace();
      const stuck = await receiver(() => null);
      const fine = await receiver();
      const slow = (await c.post('/webhooks', { url: stuck.url })).body.data;
      const quick = (await c.post('/webhooks', { url: fine.url })).body.data;
      for (let i = 0; i < 6; i++) await insertEvent(t.handle, c.workspace.id);
      const e = engine(t.handle, {
        timeoutMs: 1500,
        config: { webhookConcurrency: 4, webhookConcurrencyPerEndpoint: 2 },
      });
      try {
        const started = Date.now();
        await waitFor(() => fine.received.length === 6, 5000, 'the quick endpoint');
        expect(Date.now() - started).toBeLessThan(1200);
        expect(stuck.received.length).toBe(2);
        await waitFor(async () => (await deliveries(c, slow.id)).some((d) => d.attempts > 0), 5000);
      } finally {
        await e.stop();
        await stuck.close();
        await fine.close();
      }
      const timedOut = (await deliveries(c, slow.id)).filter((d) => d.attempts > 0);
      expect(timedOut[0]).toMatchObject({
        status: 'pending',
        last_status_code: null,
        last_error: 'no answer within 1.5 s',
      });
      expect(timedOut[0].last_duration_ms).toBeGreaterThanOrEqual(1400);
      expect((await deliveries(c, quick.id)).every((d) => d.status === 'succeeded')).toBe(true);
    });

    it('sends the test event at once, signed like any other', async () => {
      const c = await t.workspace();
      await withWokenDelivery(t.handle, c, { event_types: ['note.deleted'] }, async (rx, made) => {
        const res = await c.post(`/webhooks/${made.id}/test`);
        expect(res.status).toBe(202);
        // Woken by the request, not by a poll.
        await waitFor(() => rx.received.length === 1, 3000, 'the test event');
        expect(rx.received[0].headers['webhook-id']).toBe(res.body.data.event_id);
        expect(verify(made.secret, rx.received[0])).toMatchObject({
          id: res.body.data.event_id,
          type: 'webhook.test',
          resource: 'webhook',
          resource_id: made.id,
        });
      });
    });

    it('signs with the new and the old secret for a day after a rotation', async () => {
      const c = await t.workspace();
      const rx = await receiver();
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      const rotated = (await c.post(`/webhooks/${made.id}/rotate-secret`)).body.data.secret;
      let now = Date.now();
      const e = engine(t.handle, { now: () => now });
      try {
        await c.post(`/webhooks/${made.id}/test`);
        // The request made it due by the real clock; the engine's is moved on from there.
        now = Date.now() + 1000;
        await e.settle();
        now += DAY;
        await c.post(`/webhooks/${made.id}/test`);
        await e.settle();
      } finally {
        await e.stop();
        await rx.close();
      }
      const [during, after] = rx.received;
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      const [newSig, oldSig] = String(during.headers['webhook-signature']).split(' ');
      for (const [secret, signature] of [
        [rotated, newSig],
        [made.secret, oldSig],
      ]) {
        expect(
          verify(secret, { ...during, headers: { ...during.headers, 'webhook-signature': signature } }).type,
        ).toBe('webhook.test');
        expect(verify(secret, during).type).toBe('webhook.test');
      }
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verify(rotated, after).type).toBe('webhook.test');
      expect(() => verify(made.secret, after)).toThrow(/signature/i);
    });

    it('retries a delivery on request, whatever its status, with the same webhook-id', async () => {
      const { c, rx, made, eventId } = await webhookWithEvent(t);
      const e = engine(t.handle, { pollMs: 60_000 });
      try {
        await e.settle();
        const [done] = await deliveries(c, made.id);
        expect(done).toMatchObject({ status: 'succeeded', attempts: 1 });
        await t.handle.db
          .updateTable('webhook_deliveries')
          .set({ status: 'failed', next_attempt_at: null })
          .where('id', '=', done.id)
          .execute();
        const res = await c.post(`/webhooks/${made.id}/deliveries/${done.id}/retry`);
        expect(res.status).toBe(202);
        expect(res.body).toEqual({
          data: {
            ...done,
            status: 'pending',
            next_attempt_at: expect.stringMatching(ISO),
            updated_at: expect.stringMatching(ISO),
          },
        });
        await waitFor(() => rx.received.length === 2, 3000, 'the retry');
        await e.settle();
      } finally {
        await e.stop();
        await rx.close();
      }
      expect(rx.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId]);
      expect(await deliveries(c, made.id)).toMatchObject([
        { status: 'succeeded', attempts: 2, next_attempt_at: null },
      ]);
      expectError(await c.post(`/webhooks/${made.id}/deliveries/dlv_missing/retry`), 404, 'not_found');
    });

    it('lists deliveries newest first with their fields', async () => {
      const c = await t.workspace();
      const rx = await receiver((n) => (n === 2 ? 410 : 200));
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await insertEvent(t.handle, c.workspace.id, `tag.created`));
      await deliverUntil(t.handle, rx, () => rx.received.length === 3, 'the three deliveries', {
        config: { webhookConcurrency: 1 },
        retryDelaysMs: [60_000],
      });
      const list = await deliveries(c, made.id);
      expect(list.map((d) => d.event_id).sort()).toEqual([...ids].sort());
      const createdAt = list.map((d) => `${d.created_at} ${d.id}`);
      expect(createdAt).toEqual([...createdAt].sort().reverse());
      const failed = list.find((d) => d.last_status_code === 410)!;
      expect(failed).toEqual({
        id: expect.stringMatching(/^dlv_/),
        event_id: expect.stringMatching(/^evt_/),
        event_type: 'tag.created',
        attempts: 1,
        status: 'pending',
        last_status_code: 410,
        last_error: 'the receiver answered 410',
        last_duration_ms: expect.any(Number),
        next_attempt_at: expect.stringMatching(ISO),
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
      expect(Date.parse(failed.next_attempt_at!) - Date.parse(failed.updated_at)).toBe(60_000);
      const page = (await c.get(`/webhooks/${made.id}/deliveries?limit=1&offset=2`)).body;
      expect(page).toEqual({ data: [list[2]], meta: { limit: 1, offset: 2, total: 3, has_more: false } });
    });

    it('delivers again a delivery whose lease ran out (its process died mid-attempt)', async () => {
      const { c, rx, made, eventId } = await webhookWithEvent(t);
      let now = Date.now();
      // As a process killed during its attempt leaves it: leased for 30 s, nothing recorded.
      const at = new Date(now).toISOString();
      await t.handle.db
        .insertInto('webhook_deliveries')
        .values({
          id: newId('dlv'),
          workspace_id: c.workspace.id,
          webhook_id: made.id,
          event_id: eventId,
          event_type: 'contact.created',
          payload: '{"id":"dead"}',
          attempts: 0,
          status: 'pending',
          last_status_code: null,
          last_error: null,
          last_duration_ms: null,
          next_attempt_at: at,
          lease_until: new Date(now + 30_000).toISOString(),
          created_at: at,
          updated_at: at,
        })
        .execute();
      const survivor = engine(t.handle, { now: () => now });
      try {
        await survivor.settle();
        expect(rx.received).toEqual([]);
        now += 30_000;
        await survivor.settle();
      } finally {
        await survivor.stop();
        await rx.close();
      }
      expect(rx.received.map((r) => [r.headers['webhook-id'], r.body])).toEqual([[eventId, '{"id":"dead"}']]);
      expect(await deliveries(c, made.id)).toMatchObject([
        { event_id: eventId, status: 'succeeded', attempts: 1 },
      ]);
    });

    it('checks the address again when delivering: a private address is never reached', async () => {
      const c = await t.workspace();
      const rx = await receiver();
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      const named = (await c.post('/webhooks', { url: rx.url.replace('127.0.0.1', 'localhost') })).body.data;
      // A name the resolver answers: this machine's own name (a loopback or private address, or none).
      const host = hostname();
      const resolved = await lookup(host).then(
        (a) => a.address,
        () => null,
      );
      const viaDns = (await c.post('/webhooks', { url: rx.url.replace('127.0.0.1', host) })).body.data;
      await insertEvent(t.handle, c.workspace.id);
      const e = engine(t.handle, { config: { webhookAllowPrivate: false }, retryDelaysMs: [60_000] });
      try {
        await e.settle();
      } finally {
        await e.stop();
        await rx.close();
      }
      expect(rx.received).toEqual([]);
      expect(await deliveries(c, made.id)).toMatchObject([
        {
          attempts: 1,
          status: 'pending',
          last_status_code: null,
          last_error:
            'refused to connect: 127.0.0.1 is a loopback address; webhooks may only reach public addresses (WEBHOOK_ALLOW_PRIVATE=true allows loopback and private ones: tests, closed networks)',
        },
      ]);
      expect((await deliveries(c, named.id))[0].last_error).toMatch(
        /^refused to connect: localhost is a loopback host/,
      );
      const kind = resolved?.startsWith('127.') || resolved === '::1' ? 'loopback' : 'private';
      expect((await deliveries(c, viaDns.id))[0].last_error).toBe(
        resolved
          ? `refused to connect: ${host} resolves to ${resolved}, a ${kind} address; webhooks may only reach public addresses (WEBHOOK_ALLOW_PRIVATE=true allows loopback and private ones: tests, closed networks)`
          : 'could not deliver: ENOTFOUND',
      );
    });

    it('delivers what a write through the API records: POST /contacts gives contact.created', async () => {
      const c = await t.workspace();
      await withWokenDelivery(t.handle, c, { event_types: ['contact.created'] }, async (rx, made) => {
        const contact = await c.post('/contacts', { first_name: 'Grace', last_name: 'Hopper' });
        expect(contact.status).toBe(201);
        // Woken by the commit, not by a poll.
        await waitFor(() => rx.received.length === 1, 3000, 'contact.created');
        const event = verify(made.secret, rx.received[0]);
        expect(event).toMatchObject({
          type: 'contact.created',
          resource: 'contact',
          resource_id: contact.body.data.id,
          data: { id: contact.body.data.id, first_name: 'Grace' },
        });
        const feed = await c.get(`/events?types=contact.created&resource_id=${contact.body.data.id}`);
        expect(feed.body.data[0].id).toBe(event.id);
      });
    });

    it('two engines on one PostgreSQL database deliver each event exactly once', async () => {
      if (t.db.name !== 'postgres') return;
      const c = await t.workspace();
      const rx = await receiver();
      await c.post('/webhooks', { url: rx.url });
      await c.post('/webhooks', { url: rx.url });
      const n = 40;
      for (let i = 0; i < n; i++) await insertEvent(t.handle, c.workspace.id);
      const other = createDb(t.db.url, { poolSize: 4 });
      const one = engine(t.handle, { pollMs: 5 });
      const two = engine(other, { pollMs: 5 });
      try {
        await waitFor(() => rx.received.length >= 2 * n, 10_000, 'every delivery');
        await Promise.all([one.settle(), two.settle()]);
      } finally {
        await one.stop();
        await two.stop();
        await other.close();
        await rx.close();
      }
      const byWebhook = new Map<string, number>();
      for (const r of rx.received) {
        const key = `${r.headers['webhook-id']}`;
        byWebhook.set(key, (byWebhook.get(key) ?? 0) + 1);
      }
      expect(rx.received).toHaveLength(2 * n);
      expect(byWebhook.size).toBe(n);
      expect([...byWebhook.values()].every((count) => count === 2)).toBe(true);
    });

    it('delivers without a separate worker when DELIVERY_IN_PROCESS is on', async () => {
      const inProcess = await t.appWith({ deliveryInProcess: true });
      const c = inProcess.client(await t.workspace());
      const rx = await receiver();
      try {
        const made = (await c.post('/webhooks', { url: rx.url })).body.data;
        const res = await c.post(`/webhooks/${made.id}/test`);
        await waitFor(() => rx.received.length === 1, 5000, 'the in-process delivery');
        expect(verify(made.secret, rx.received[0]).id).toBe(res.body.data.event_id);
      } finally {
        await rx.close();
        await inProcess.close();
      }
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
  // Its engines serve their whole database: one of the block's own.
  { ownDatabase: true },
);
