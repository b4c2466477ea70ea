import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { describeEachDatabase, expectError, type Response } from '../harness.js';

/** Blocks the event loop, as a burst of CPU-heavy work would. */
function busy(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Spin.
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** True once `send` answers 200 within five seconds of an idle loop. */
async function recovers(send: () => Promise<Response>): Promise<boolean> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if ((await send()).status === 200) return true;
  }
  return false;
}

it('reads the event-loop threshold from MAX_EVENT_LOOP_DELAY_MS (1000 ms by default, 0 turns it off)', () => {
  expect(loadConfig({}).maxEventLoopDelayMs).toBe(1000);
  expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
  expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
  expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: 'fast' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
});

describeEachDatabase(
  'overload',
  (t) => {
    it('answers 503 service_unavailable with Retry-After while the event loop is saturated, keeps liveness, then recovers', async () => {
      const c = await t.workspace();
      // Start-up work (schema compilation, migrations) counts as delay in the first windows.
      expect(await recovers(() => c.get('/notes'))).toBe(true);

      let shed: Response | undefined;
      let liveness: Response | undefined;
      let readiness: Response | undefined;
      let anonymous: Response | undefined;
      const deadline = Date.now() + 10_000;
      while (!shed && Date.now() < deadline) {
        busy(300);
        await tick();
        const res = await c.get('/notes');
        if (res.status === 503) {
          shed = res;
          // Same sample window: the process is alive but should be taken out of rotation.
          liveness = await t.inject({ method: 'GET', url: '/healthz' });
          readiness = await t.inject({ method: 'GET', url: '/readyz' });
          // Shed before authentication: a request without a key does no database work either.
          anonymous = await t.inject({ method: 'GET', url: '/user-api/v1/notes' });
        } else expect(res.status).toBe(200);
      }
      expect(shed, 'no request was shed while the loop was blocked').toBeDefined();
      const err = expectError(shed!, 503, 'service_unavailable');
      expect(err.details).toEqual([]);
      expect(shed!.headers['retry-after']).toBe('5');
      expect(liveness!.status).toBe(200);
      expectError(readiness!, 503, 'service_unavailable');
      expectError(anonymous!, 503, 'service_unavailable');

      // Once the loop is free, a following sample window lets requests through again.
      expect(await recovers(() => c.get('/notes'))).toBe(true);
    });

    it('does not hold start-up work against the service: the first requests after start are served', async () => {
      // A slow start (here 2.5 s of blocking while the app is built) fills the first sample windows.
      const started = await t.appWith(
        { maxEventLoopDelayMs: 1000 },
        {
          beforeReady: async () => {
            busy(2500);
            await new Promise((resolve) => setTimeout(resolve, 20));
          },
        },
      );
      try {
        expect((await started.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        const ws = await createWorkspaceWithOwner(t.handle.db, {
          name: 'Start',
          ownerEmail: `start${Date.now()}@example.com`,
          ownerName: 'Start',
        });
        expect((await started.client(ws).get('/notes')).status).toBe(200);
      } finally {
        await started.close();
      }
    });
  },
  { maxEventLoopDelayMs: 100 },
);
