import { createDb } from '../src/db/connect.js';
import { type Started, startWebhookReceiver } from './processes.js';
import { BASE } from './scenarios.js';

/**
 * Scenario ew: e's load against the workspace while it has one enabled
 * webhook, delivered by the server itself to a receiver on 127.0.0.1 that
 * answers 204 at once. The bar: ew keeps at least 85% of e's
 * requests/s in the same run, and the receiver has every event of the run
 * (its probe, warm-up and measured load) within 10 s of the load's end.
 */
export const MIN_SHARE_OF_E = 0.85;
export const MAX_DRAIN_MS = 10_000;
/** Past this, the drain is reported as not done (and the run fails: events would be lost). */
export const DRAIN_GIVE_UP_MS = 60_000;

export interface Drain {
  /** Events recorded in the workspace since the webhook was made. */
  events: number;
  /** Of those, the ones the receiver got (distinct `webhook-id`s). */
  received: number;
  /** Deliveries the receiver answered, repeats included. */
  deliveries: number;
  /** From the end of the load until the receiver had every event; null when it had not within DRAIN_GIVE_UP_MS. */
  ms: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(server: Started, apiKey: string, method: string, path: string, body?: unknown) {
  const res = await fetch(server.url + BASE + path, {
    method,
    headers: {
      'x-service-api-key': apiKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Runs `load` while the workspace has one enabled webhook pointing at a
 * receiver in its own process, then waits until the receiver has every
 * event recorded since the webhook was made. The webhook is deleted and the
 * receiver stopped afterwards, so later scenarios run without them. The
 * server must allow private webhook addresses (WEBHOOK_ALLOW_PRIVATE).
 */
export async function withWebhook<T>(
  server: Started,
  apiKey: string,
  databaseUrl: string,
  load: () => Promise<T>,
): Promise<{ value: T; drain: Drain }> {
  const receiver = await startWebhookReceiver();
  // The events to expect are counted in the database: the API has no cursor
  // for "now", and a webhook takes only the events recorded after it was made.
  const handle = createDb(databaseUrl, { poolSize: 1 });
  let webhookId: string | null = null;
  try {
    const created = await api(server, apiKey, 'POST', '/webhooks', { url: `${receiver.url}/hook` });
    webhookId = created.data.id as string;
    const start = await handle.db
      .selectFrom('webhooks')
      .select(['workspace_id', 'feed_position'])
      .where('id', '=', webhookId)
      .executeTakeFirstOrThrow();
    const value = await load();
    const loadEnded = Date.now();
    const drain: Drain = { events: 0, received: 0, deliveries: 0, ms: null };
    for (;;) {
      // Counted again each time: a request still in flight when the load ended commits its events later.
      const row = await handle.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('workspace_id', '=', start.workspace_id)
        .where('seq', '>', start.feed_position)
        .executeTakeFirstOrThrow();
      const counts = (await (await fetch(`${receiver.url}/count`)).json()) as {
        received: number;
        deliveries: number;
      };
      Object.assign(drain, { events: Number(row.n), ...counts });
      if (drain.received >= drain.events) {
        drain.ms = Date.now() - loadEnded;
        break;
      }
      if (Date.now() - loadEnded > DRAIN_GIVE_UP_MS) break;
      await sleep(50);
    }
    return { value, drain };
  } finally {
    if (webhookId) await api(server, apiKey, 'DELETE', `/webhooks/${webhookId}`).catch(() => {});
    await handle.close();
    await receiver.stop();
  }
}
