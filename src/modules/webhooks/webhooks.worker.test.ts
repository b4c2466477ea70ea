import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { DbHandle } from '../../db/connect.js';
import { createWorkspaceWithOwner } from '../workspaces/workspaces.setup.js';
import { cliProcess } from '../../../test/cli-run.js';
import { ownDatabases } from '../../../test/fresh-postgres.js';
import { clientFor, startApp, type TestDatabase } from '../../../test/harness.js';
import { engine, insertEvent, receiver, waitFor } from '../../../test/webhooks-support.js';

/**
 * `crm worker` as operators run it, a child process on a database the test
 * shares (a SQLite file; on PostgreSQL a database of the block's own): it
 * delivers, a SIGKILL in the middle of an attempt loses nothing (the lease
 * runs out and the delivery is made again), and SIGTERM stops it cleanly.
 */

function databases(): TestDatabase[] {
  const dir = mkdtempSync(join(tmpdir(), 'crm-worker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const list: TestDatabase[] = [{ name: 'sqlite', url: `sqlite:${join(dir, 'crm.db')}` }];
  if (process.env.TEST_POSTGRES_URL) list.push({ name: 'postgres', url: process.env.TEST_POSTGRES_URL });
  return list;
}

function startWorker(url: string) {
  const child = cliProcess(url, ['worker', '--json'], { WEBHOOK_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'warn' });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.resume();
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, exit };
}

for (const database of databases()) {
  describe(`crm worker [${database.name}]`, () => {
    let app: App;
    let handle: DbHandle;
    // The worker and the engine serve their whole database: on PostgreSQL, one of this block's own.
    const own = ownDatabases(database, 'crm_worker');
    let url = database.url;
    beforeAll(async () => {
      const db = await own.open();
      url = db.url;
      ({ app, handle } = await startApp(db, { webhookAllowPrivate: true, deliveryInProcess: false }));
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await own.dropAll();
    });

    it('delivers; killed mid-attempt it loses nothing; SIGTERM stops it with exit code 0', async () => {
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Worker',
        ownerEmail: `worker-${Date.now()}@example.com`,
        ownerName: 'Worker',
      });
      const c = clientFor(app, handle, ws);
      // The first request is never answered: the worker is killed while it waits.
      const rx = await receiver((n) => (n === 1 ? null : 200));
      const made = (await c.post('/webhooks', { url: rx.url })).body.data;
      const eventId = await insertEvent(handle, ws.workspace.id);
      const deliveryOf = () =>
        handle.db
          .selectFrom('webhook_deliveries')
          .select(['status', 'attempts', 'lease_until'])
          .where('webhook_id', '=', made.id)
          .executeTakeFirst();

      const killed = startWorker(url);
      try {
        await waitFor(() => rx.received.length === 1, 30_000, 'the worker to attempt the delivery');
        killed.child.kill('SIGKILL');
        await killed.exit;
      } finally {
        killed.child.kill('SIGKILL');
      }
      expect(await deliveryOf()).toMatchObject({
        status: 'pending',
        attempts: 0,
        lease_until: expect.any(String),
      });

      // Once the dead worker's lease has run out (the clock moved past it), any process delivers it again.
      const later = engine(handle, { now: () => Date.now() + 31_000 });
      try {
        await waitFor(() => rx.received.length === 2, 5000, 'the delivery made again');
        await later.settle();
      } finally {
        await later.stop();
      }
      expect(rx.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId]);
      expect(await deliveryOf()).toMatchObject({ status: 'succeeded', attempts: 1, lease_until: null });

      // A worker delivers a new event, then stops cleanly on SIGTERM.
      const worker = startWorker(url);
      try {
        const next = await insertEvent(handle, ws.workspace.id);
        await waitFor(() => rx.received.length === 3, 30_000, 'the worker to deliver');
        expect(rx.received[2].headers['webhook-id']).toBe(next);
        worker.child.kill('SIGTERM');
        expect(await worker.exit).toBe(0);
        expect(JSON.parse(worker.stdout())).toEqual({ stopped: true, signal: 'SIGTERM' });
      } finally {
        worker.child.kill('SIGKILL');
        await rx.close();
      }
    }, 90_000);
  });
}
