import type { KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrate } from '../../db/connect.js';
import { appOn, newWorkspace, testConfig, testDatabases, type TestDatabase } from '../../../test/harness.js';
import { freshPostgresDatabases } from '../../../test/fresh-postgres.js';
import { engine, receiver, waitFor } from '../../../test/webhooks-support.js';
import { insertWebhook } from './webhooks.queries.js';

/**
 * A database without enabled webhooks (a fresh one per test, so that no
 * other test's webhook is in it): once a poll has found none, the delivery
 * engine sends nothing for a commit; a webhook created through this process's
 * API gets the next commit's event at once, and one written by another
 * process is found by the next poll.
 */

/** The engine's queries on `webhooks`: the dispatch's (events past a position) and the check for an enabled one. */
function countingWebhookQueries(handle: DbHandle) {
  const seen = { dispatches: 0, checks: 0 };
  const kinds = new Map<string, 'dispatches' | 'checks'>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"webhooks"')) {
        const text = JSON.stringify(node);
        if (text.includes('"feed_position"') && text.includes('"events"'))
          kinds.set(queryId.queryId, 'dispatches');
        else if (node.limit && !node.joins) kinds.set(queryId.queryId, 'checks');
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      const kind = kinds.get(queryId.queryId);
      kinds.delete(queryId.queryId);
      if (kind) seen[kind]++;
      return result;
    },
  };
  const counted: DbHandle = Object.create(handle, { db: { value: handle.db.withPlugin(plugin) } });
  return { counted, seen };
}

for (const database of testDatabases()) {
  describe(`webhook delivery in a database without webhooks [${database.name}]`, () => {
    const databases = freshPostgresDatabases(database.url, 'crm_idle');
    afterAll(async () => {
      if (database.name === 'postgres') await databases.dropAll();
    });

    async function fresh(db: TestDatabase): Promise<DbHandle> {
      if (db.name === 'sqlite') return createDb(db.url);
      return createDb(await databases.create(), { poolSize: 4 });
    }

    /** An app (deliveries left to `engine`) on a fresh database, its handle counting the engine's queries. */
    async function setUp() {
      const handle = await fresh(database);
      await migrate(handle);
      const { counted, seen } = countingWebhookQueries(handle);
      const config = testConfig(database.url, { webhookAllowPrivate: true, deliveryInProcess: false });
      const test = await appOn(counted, config);
      const c = test.client(await newWorkspace(test.app, counted));
      return {
        handle: counted,
        seen,
        c,
        close: async () => {
          await test.close();
          await handle.close();
        },
      };
    }

    it('sends no query for a commit once a poll found no webhook; one created through the API hears the next commit at once', async () => {
      const { handle, seen, c, close } = await setUp();
      const rx = await receiver();
      // Polls far apart: what comes within a fraction of one, a commit or a request woke the engine to.
      const e = engine(handle, { pollMs: 1500 });
      try {
        await waitFor(() => seen.checks >= 1, 5000, "the first poll's check");
        seen.dispatches = seen.checks = 0;
        for (let i = 0; i < 20; i++)
          expect((await c.post('/contacts', { first_name: `Idle ${i}` })).status).toBe(201);
        // Each poll dispatches once and checks once (no webhook): no dispatch came of the 20 commits.
        expect(seen.dispatches).toBeLessThanOrEqual(seen.checks);

        // Right after a poll: the webhook is delivered the next commit's event well before the next one.
        const checks = seen.checks;
        await waitFor(() => seen.checks > checks, 5000, 'a poll');
        const made = (await c.post('/webhooks', { url: rx.url, event_types: ['contact.created'] })).body.data;
        const ada = (await c.post('/contacts', { first_name: 'Ada' })).body.data;
        await waitFor(() => rx.received.length >= 1, 700, 'the delivery woken by the commit');
        expect(JSON.parse(rx.received[0].body)).toMatchObject({
          type: 'contact.created',
          resource_id: ada.id,
        });
        expect(rx.received[0].headers['webhook-id']).toBeDefined();
        expect(made.enabled).toBe(true);
      } finally {
        await e.stop();
        await rx.close();
        await close();
      }
    });

    it('from its start: the first round finds no webhook, and the commits before the first poll send no query', async () => {
      const { handle, seen, c, close } = await setUp();
      // No poll within the test: only the first round can have checked.
      const e = engine(handle, { pollMs: 60_000 });
      try {
        await e.settle();
        expect(seen.checks).toBe(1);
        const dispatched = seen.dispatches;
        for (let i = 0; i < 5; i++)
          expect((await c.post('/contacts', { first_name: `Early ${i}` })).status).toBe(201);
        await e.settle();
        // settle() wakes one round itself (a dispatch); the five commits added none.
        expect(seen.dispatches - dispatched).toBeLessThanOrEqual(1);
      } finally {
        await e.stop();
        await close();
      }
    });

    it('a webhook enabled again through the API hears the next commit at once', async () => {
      const { handle, seen, c, close } = await setUp();
      const rx = await receiver();
      const e = engine(handle, { pollMs: 1500 });
      try {
        const made = (
          await c.post('/webhooks', { url: rx.url, event_types: ['contact.created'], enabled: false })
        ).body.data;
        expect(made.enabled).toBe(false);
        // Two polls after the create: the second found no enabled webhook, and commits are let be.
        const checks = seen.checks;
        await waitFor(() => seen.checks >= checks + 2, 5000, 'two polls');
        expect((await c.patch(`/webhooks/${made.id}`, { enabled: true })).status).toBe(200);
        const ada = (await c.post('/contacts', { first_name: 'Ada' })).body.data;
        const delivered = () => rx.received.some((r) => JSON.parse(r.body).resource_id === ada.id);
        await waitFor(delivered, 700, 'the delivery woken by the commit');
      } finally {
        await e.stop();
        await rx.close();
        await close();
      }
    });

    it('a webhook written by another process is delivered within the next poll', async () => {
      const { handle, seen, c, close } = await setUp();
      const rx = await receiver();
      const e = engine(handle, { pollMs: 100 });
      try {
        await waitFor(() => seen.checks >= 1, 5000, "the first poll's check");
        // Not through this process's API: nothing tells the engine.
        await insertWebhook(handle.db, c.workspace.id, {
          url: rx.url,
          event_types: ['contact.created'],
          description: '',
          enabled: true,
        });
        const ada = (await c.post('/contacts', { first_name: 'Ada' })).body.data;
        await waitFor(() => rx.received.length >= 1, 3000, 'the delivery found by the poll');
        expect(JSON.parse(rx.received[0].body)).toMatchObject({
          type: 'contact.created',
          resource_id: ada.id,
        });
      } finally {
        await e.stop();
        await rx.close();
        await close();
      }
    });
  });
}
