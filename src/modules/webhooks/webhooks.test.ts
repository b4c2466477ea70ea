import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { eventTypes } from '../../core/event-types.js';
import { describeEachDatabase, expectError, rowsWhere } from '../../../test/harness.js';
import {
  deleteWebhook,
  findDelivery,
  findWebhook,
  listDeliveries,
  retryDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from './webhooks.queries.js';
import { insertEvent } from '../../../test/webhooks-support.js';

/**
 * Webhooks' routes (API.md section 8) through HTTP on each store: the
 * record, every field rule, the secret shown once, workspaces kept apart,
 * and the address guard with the default configuration.
 */

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SECRET = /^whsec_[A-Za-z0-9+/]{32}$/;
const URL_ = 'http://127.0.0.1:9/hook';
const CREATED = { field: 'created_at', column: 'created_at', nullable: false, direction: 'asc' } as const;

describeEachDatabase(
  'webhooks',
  (t) => {
    it('creates a webhook with its defaults and shows the secret only in the answer to POST', async () => {
      const c = await t.workspace();
      const res = await c.post('/webhooks', { url: URL_ });
      expect(res.status).toBe(201);
      const id = res.body.data.id;
      expect(res.headers.location).toBe(`/user-api/v1/webhooks/${id}`);
      expect(res.body).toEqual({
        data: {
          id: expect.stringMatching(/^whk_[0-9a-z]{26}$/),
          url: URL_,
          event_types: ['*'],
          description: '',
          enabled: true,
          disabled_reason: null,
          created_at: expect.stringMatching(ISO),
          updated_at: res.body.data.created_at,
          secret: expect.stringMatching(SECRET),
        },
      });
      expect(Buffer.from(res.body.data.secret.slice(6), 'base64')).toHaveLength(24);
      const { secret: _secret, ...record } = res.body.data;
      expect((await c.get(`/webhooks/${id}`)).body).toEqual({ data: record });
      expect((await c.get('/webhooks')).body).toEqual({
        data: [record],
        meta: { limit: 25, offset: 0, total: 1, has_more: false },
      });
      // Another webhook, another secret.
      const other = await c.post('/webhooks', { url: URL_ });
      expect(other.body.data.secret).not.toBe(res.body.data.secret);
    });

    it('takes every field on POST, and PUT and PATCH change only what they are sent', async () => {
      const c = await t.workspace();
      const made = await c.post('/webhooks', {
        url: 'https://hooks.example.com/a?x=1',
        event_types: ['contact.created', 'tag.deleted', 'contact.created'],
        description: 'd'.repeat(500),
        enabled: false,
      });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        url: 'https://hooks.example.com/a?x=1',
        event_types: ['contact.created', 'tag.deleted'],
        description: 'd'.repeat(500),
        enabled: false,
        disabled_reason: expect.any(String),
      });
      const id = made.body.data.id;
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await c.request(method, `/webhooks/${id}`, { description: method });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          url: 'https://hooks.example.com/a?x=1',
          event_types: ['contact.created', 'tag.deleted'],
          description: method,
          enabled: false,
        });
        expect(res.body.data.updated_at >= made.body.data.updated_at).toBe(true);
        expect(res.body.data.secret).toBeUndefined();
      }
      const enabled = await c.patch(`/webhooks/${id}`, {
        enabled: true,
        event_types: ['*'],
        url: 'http://hooks.example.com/b',
      });
      expect(enabled.body.data).toMatchObject({
        url: 'http://hooks.example.com/b',
        event_types: ['*'],
        enabled: true,
        disabled_reason: null,
      });
      // A reason set by the delivery engine is cleared by enabling too, and so is the failure streak.
      await t.handle.db
        .updateTable('webhooks')
        .set({ enabled: false, disabled_reason: 'failing', failing_since: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const again = await c.put(`/webhooks/${id}`, { enabled: true });
      expect(again.body.data).toMatchObject({ enabled: true, disabled_reason: null });
      const row = await t.handle.db
        .selectFrom('webhooks')
        .select('failing_since')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.failing_since).toBeNull();
      // Disabling by request gives its reason; an empty body changes nothing but updated_at.
      const off = await c.patch(`/webhooks/${id}`, { enabled: false });
      expect(off.body.data.disabled_reason).toBe('Disabled by a request that set enabled to false.');
      expect((await c.patch(`/webhooks/${id}`, {})).body.data).toMatchObject({ enabled: false });
    });

    it('refuses every field that breaks its rule, at its path, on POST, PUT and PATCH', async () => {
      const c = await t.workspace();
      const id = (await c.post('/webhooks', { url: URL_ })).body.data.id;
      const refused: [unknown, string, string | RegExp][] = [
        [{ url: 'ftp://example.com/x' }, '/body/url', 'must be an http or https URL'],
        [{ url: 'example.com/x' }, '/body/url', 'must be an absolute http or https URL'],
        [{ url: 'https://user:pw@example.com/x' }, '/body/url', 'must not carry a user name or password'],
        [{ url: '' }, '/body/url', 'must have at least 1 character'],
        [{ url: 42 }, '/body/url', 'must be string'],
        [
          { url: URL_, event_types: ['contact.created', 'contact.merged'] },
          '/body/event_types/1',
          /^is not an event type/,
        ],
        [
          { url: URL_, event_types: ['*', 'contact.created'] },
          '/body/event_types',
          'must be ["*"] alone or a list of event types',
        ],
        [{ url: URL_, event_types: [] }, '/body/event_types', 'must have at least 1 item'],
        [{ url: URL_, event_types: 'contact.created' }, '/body/event_types', 'must be array'],
        [{ url: URL_, event_types: ['webhook.test'] }, '/body/event_types/0', /^is not an event type/],
        [
          { url: URL_, description: 'd'.repeat(501) },
          '/body/description',
          'must have at most 500 characters',
        ],
        [{ url: URL_, description: null }, '/body/description', 'must be string'],
        [{ url: URL_, enabled: 'yes' }, '/body/enabled', 'must be boolean'],
        [{ url: URL_, secret: 'whsec_x' }, '/body/secret', 'is not an allowed property'],
      ];
      for (const [body, path, message] of refused) {
        for (const [method, url] of [
          ['POST', '/webhooks'],
          ['PUT', `/webhooks/${id}`],
          ['PATCH', `/webhooks/${id}`],
        ] as const) {
          const err = expectError(await c.request(method, url, body), 400, 'validation_error');
          expect(err.details, `${method} ${JSON.stringify(body)}`).toEqual([
            { path, message: typeof message === 'string' ? message : expect.stringMatching(message) },
          ]);
        }
      }
      const missing = expectError(await c.post('/webhooks', { event_types: ['*'] }), 400, 'validation_error');
      expect(missing.details).toEqual([{ path: '/body/url', message: 'is required' }]);
      // Every known type is taken, each alone and all together.
      for (const type of eventTypes())
        expect((await c.post('/webhooks', { url: URL_, event_types: [type] })).status, type).toBe(201);
      const all = await c.post('/webhooks', { url: URL_, event_types: eventTypes() });
      expect(all.body.data.event_types).toEqual(eventTypes());
      // Nothing refused was written.
      expect((await c.get('/webhooks?limit=1')).body.meta.total).toBe(eventTypes().length + 2);
    });

    it('deletes a webhook with its deliveries, answering it as it was', async () => {
      const c = await t.workspace();
      const made = (await c.post('/webhooks', { url: URL_ })).body.data;
      await c.post(`/webhooks/${made.id}/test`);
      const { secret: _s, ...record } = made;
      const res = await c.del(`/webhooks/${made.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: record });
      expectError(await c.get(`/webhooks/${made.id}`), 404, 'not_found');
      expectError(await c.del(`/webhooks/${made.id}`), 404, 'not_found');
      expect(await rowsWhere(t.handle, 'webhook_deliveries', 'webhook_id', made.id)).toEqual([]);
    });

    /** Two workspaces, `a` and `b`; `b`'s webhook (`theirs`) has one delivery, its test event's. */
    async function theirWebhookAndDelivery() {
      const a = await t.workspace();
      const b = await t.workspace();
      const theirs = (await b.post('/webhooks', { url: URL_ })).body.data;
      await b.post(`/webhooks/${theirs.id}/test`);
      const delivery = (await b.get(`/webhooks/${theirs.id}/deliveries`)).body.data[0];
      return { a, b, theirs, delivery };
    }

    it('lists webhooks newest first, with limit, offset and order_by', async () => {
      const c = await t.workspace();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await c.post('/webhooks', { url: `${URL_}${i}` })).body.data.id);
      await t.handle.db
        .updateTable('webhooks')
        .set({ created_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', ids[1])
        .execute();
      const page = (q: string) => c.get(`/webhooks?${q}`).then((r) => r.body);
      expect((await page('')).data.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect((await page('order_by=created_at:asc')).data.map((w: { id: string }) => w.id)).toEqual([
        ids[1],
        ids[0],
        ids[2],
      ]);
      expect(await page('limit=1&offset=1')).toMatchObject({
        data: [{ id: ids[0] }],
        meta: { limit: 1, offset: 1, total: 3, has_more: true },
      });
      const err = expectError(await c.get('/webhooks?limit=0'), 400, 'validation_error');
      expect(err.details).toEqual([{ path: '/query/limit', message: 'must be at least 1' }]);
      expectError(await c.get('/webhooks?status=x'), 400, 'validation_error');
    });

    it('answers 404 for a webhook of another workspace on every route, and changes nothing', async () => {
      const { a, b, theirs, delivery } = await theirWebhookAndDelivery();
      const routes: [string, string, unknown?][] = [
        ['GET', `/webhooks/${theirs.id}`],
        ['PUT', `/webhooks/${theirs.id}`, { description: 'x' }],
        ['PATCH', `/webhooks/${theirs.id}`, { description: 'x' }],
        ['POST', `/webhooks/${theirs.id}/rotate-secret`],
        ['GET', `/webhooks/${theirs.id}/deliveries`],
        ['POST', `/webhooks/${theirs.id}/deliveries/${delivery.id}/retry`],
        ['POST', `/webhooks/${theirs.id}/test`],
        ['DELETE', `/webhooks/${theirs.id}`],
      ];
      for (const [method, url, body] of routes) {
        const err = expectError(
          await a.request(method as InjectOptions['method'], url, body),
          404,
          'not_found',
        );
        expect(err.message, `${method} ${url}`).toBe(
          `No webhook with ID "${theirs.id}" exists in this workspace.`,
        );
      }
      expect((await a.get('/webhooks')).body.data).toEqual([]);
      // Their delivery under one of our webhooks is not found either.
      const ours = (await a.post('/webhooks', { url: URL_ })).body.data;
      const err = expectError(
        await a.post(`/webhooks/${ours.id}/deliveries/${delivery.id}/retry`),
        404,
        'not_found',
      );
      expect(err.message).toBe(`No webhook delivery with ID "${delivery.id}" exists in this workspace.`);
      const { secret: _s, ...record } = theirs;
      expect((await b.get(`/webhooks/${theirs.id}`)).body.data).toEqual(record);
      expect((await b.get(`/webhooks/${theirs.id}/deliveries`)).body.data).toEqual([delivery]);
    });

    it('changes nothing of another workspace through the queries that take a webhook by ID', async () => {
      // The routes look the webhook up in the caller's workspace first; the
      // queries themselves are scoped too, so that no caller can forget it.
      const { a, b, theirs, delivery } = await theirWebhookAndDelivery();
      const stored = () =>
        Promise.all([
          rowsWhere(t.handle, 'webhooks', 'id', theirs.id),
          rowsWhere(t.handle, 'webhook_deliveries', 'webhook_id', theirs.id),
        ]);
      const before = await stored();
      const { workspace } = a;
      await t.handle.db.transaction().execute(async (trx) => {
        expect(await deleteWebhook(trx, workspace.id, theirs.id)).toBe(false);
        expect(await rotateWebhookSecret(trx, workspace.id, theirs.id)).toBeUndefined();
        const current = (await findWebhook(trx, b.workspace.id, theirs.id))!;
        await updateWebhook(trx, workspace.id, current, { description: 'x', enabled: false });
        await retryDelivery(trx, workspace.id, delivery.id);
        expect(await findDelivery(trx, workspace.id, theirs.id, delivery.id)).toBeUndefined();
        expect((await listDeliveries(trx, workspace.id, theirs.id, CREATED, 25, 0)).total).toBe(0);
      });
      expect(await stored()).toEqual(before);
      expect(before[0]).toHaveLength(1);
      expect(before[1]).toHaveLength(1);
    });

    it('rotates the secret: a new one, shown once, and the old one kept for a day', async () => {
      const c = await t.workspace();
      const made = (await c.post('/webhooks', { url: URL_ })).body.data;
      const res = await c.post(`/webhooks/${made.id}/rotate-secret`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { secret: expect.stringMatching(SECRET) } });
      expect(res.body.data.secret).not.toBe(made.secret);
      const row = await t.handle.db
        .selectFrom('webhooks')
        .select(['secret', 'previous_secret', 'previous_secret_until'])
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row.secret).toBe(res.body.data.secret);
      expect(row.previous_secret).toBe(made.secret);
      const until = Date.parse(row.previous_secret_until!) - Date.now();
      expect(until).toBeGreaterThan(24 * 3600_000 - 60_000);
      expect(until).toBeLessThanOrEqual(24 * 3600_000);
      // A body is refused: the action takes none.
      expectError(
        await c.post(`/webhooks/${made.id}/rotate-secret`, { secret: 'x' }),
        400,
        'validation_error',
      );
    });

    it('sends a test event whatever event_types says, and keeps it out of the feed', async () => {
      const c = await t.workspace();
      const made = (await c.post('/webhooks', { url: URL_, event_types: ['tag.created'] })).body.data;
      const res = await c.post(`/webhooks/${made.id}/test`);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ data: { event_id: expect.stringMatching(/^evt_[0-9a-z]{26}$/) } });
      const list = (await c.get(`/webhooks/${made.id}/deliveries`)).body;
      expect(list).toEqual({
        data: [
          {
            id: expect.stringMatching(/^dlv_[0-9a-z]{26}$/),
            event_id: res.body.data.event_id,
            event_type: 'webhook.test',
            attempts: 0,
            status: 'pending',
            last_status_code: null,
            last_error: null,
            last_duration_ms: null,
            next_attempt_at: expect.stringMatching(ISO),
            created_at: expect.stringMatching(ISO),
            updated_at: expect.stringMatching(ISO),
          },
        ],
        meta: { limit: 25, offset: 0, total: 1, has_more: false },
      });
      const inFeed = await t.handle.db
        .selectFrom('events')
        .select('id')
        .where('id', '=', res.body.data.event_id)
        .execute();
      expect(inFeed).toEqual([]);
      const row = await t.handle.db
        .selectFrom('webhook_deliveries')
        .select('payload')
        .where('event_id', '=', res.body.data.event_id)
        .executeTakeFirstOrThrow();
      const { secret: _s, ...record } = made;
      expect(JSON.parse(row.payload!)).toEqual({
        id: res.body.data.event_id,
        type: 'webhook.test',
        occurred_at: expect.stringMatching(ISO),
        resource: 'webhook',
        resource_id: made.id,
        data: record,
        changed: [],
        previous: {},
        actor: { api_key_id: c.key_id, user_id: c.user.id },
        request_id: res.headers['x-request-id'],
      });
    });

    it('starts a new webhook at the end of the feed', async () => {
      const c = await t.workspace();
      await insertEvent(t.handle, c.workspace.id);
      await insertEvent(t.handle, c.workspace.id);
      const made = (await c.post('/webhooks', { url: URL_ })).body.data;
      const [last] = await t.handle.db
        .selectFrom('events')
        .select('seq')
        .where('workspace_id', '=', c.workspace.id)
        .orderBy('seq', 'desc')
        .limit(1)
        .execute();
      const row = await t.handle.db
        .selectFrom('webhooks')
        .select('feed_position')
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.feed_position)).toBe(Number(last.seq));
    });

    it('replays a POST sent again with the same Idempotency-Key, secret included', async () => {
      const c = await t.workspace();
      const key = `whk-${Date.now()}`;
      const first = await c.request('POST', '/webhooks', { url: URL_ }, { 'idempotency-key': key });
      const again = await c.request('POST', '/webhooks', { url: URL_ }, { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect((await c.get('/webhooks')).body.meta.total).toBe(1);
    });

    // What an address may be, on a server that does not allow private ones.
    it('refuses loopback, private, link-local, metadata and reserved hosts', async () => {
      const c = (await t.appWith({ webhookAllowPrivate: false })).client(await t.workspace());
      const refused: [string, RegExp][] = [
        ['http://127.0.0.1/h', /loopback/],
        ['http://localhost:8080/h', /loopback/],
        ['http://api.localhost/h', /loopback/],
        ['http://[::1]/h', /loopback/],
        ['http://10.0.0.1/h', /private/],
        ['http://192.168.1.1/h', /private/],
        ['http://172.16.0.1/h', /private/],
        ['http://169.254.169.254/latest/meta-data', /link-local/],
        ['http://100.64.0.1/h', /carrier-grade NAT/],
        ['http://[::ffff:127.0.0.1]/h', /loopback/],
        ['http://[::ffff:10.1.2.3]/h', /private/],
        ['http://0.0.0.0/h', /unspecified/],
        ['http://[::]/h', /unspecified/],
        ['http://[fd00::1]/h', /unique local/],
        ['http://[fe80::1]/h', /link-local/],
        ['http://224.0.0.1/h', /multicast/],
        ['http://255.255.255.255/h', /broadcast/],
        ['http://2130706433/h', /loopback/],
        ['http://0x7f.1/h', /loopback/],
        ['http://[::127.0.0.1]/h', /reserved/],
      ];
      const id = (await c.post('/webhooks', { url: 'https://93.184.216.34/hook' })).body.data.id;
      for (const [url, reason] of refused) {
        for (const res of [await c.post('/webhooks', { url }), await c.patch(`/webhooks/${id}`, { url })]) {
          const err = expectError(res, 400, 'validation_error');
          expect(err.details, url).toEqual([{ path: '/body/url', message: expect.stringMatching(reason) }]);
          expect(err.details[0].message, url).toMatch(
            /; webhooks may only reach public addresses \(WEBHOOK_ALLOW_PRIVATE=true allows loopback and private ones: tests, closed networks\)$/,
          );
        }
      }
      // A name refused for what the resolver answers: this machine's own name (loopback or private), if it resolves.
      const host = hostname();
      const resolved = await lookup(host).then(
        (a) => a.address,
        () => null,
      );
      if (resolved) {
        const err = expectError(
          await c.post('/webhooks', { url: `http://${host}:8080/h` }),
          400,
          'validation_error',
        );
        expect(err.details[0].message).toMatch(
          new RegExp(`^names ${host}, which resolves to [0-9a-f.:]+, a `),
        );
      }
      expect((await c.get('/webhooks')).body.meta.total).toBe(1);
    });

    it('accepts public addresses, and names that do not resolve now (each delivery checks again)', async () => {
      const accepted = [
        'https://93.184.216.34/hook',
        'http://[2606:4700::1111]/hook',
        'https://no-such-host.invalid/hook',
      ];
      const c = (await t.appWith({ webhookAllowPrivate: false })).client(await t.workspace());
      for (const url of accepted) {
        const res = await c.post('/webhooks', { url });
        expect(res.status, url).toBe(201);
      }
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
);
