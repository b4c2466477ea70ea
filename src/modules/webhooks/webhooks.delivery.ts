import type { Config } from '../../config.js';
import { newId } from '../../core/ids.js';
import { writeTransaction, type WriteDb } from '../../core/transaction.js';
import type { DbHandle } from '../../db/connect.js';
import { lockRows } from '../../db/locking.js';
import { inWorkspace } from '../../db/workspace.js';
import { onEventsCommitted } from '../../core/event-signal.js';
import { ALL_EVENTS } from './webhooks.schema.js';
import { type AttemptOutcome, sendDelivery } from './webhooks.send.js';
import { onDeliveriesDue, onWebhooksEnabled } from './webhooks.signal.js';

/**
 * Webhook delivery (API.md section 8): at least once, not ordered.
 *
 * 1. Dispatch: the events of a workspace past an enabled webhook's
 *    `feed_position` that its `event_types` take become pending deliveries,
 *    and the position moves past them, in one transaction per webhook and
 *    batch. On PostgreSQL the webhook's row is locked FOR UPDATE SKIP LOCKED,
 *    so processes never dispatch one webhook at once; the unique (webhook,
 *    event) pair is a second guard. Events become visible in `seq` order
 *    within a workspace, so no event is passed over.
 * 2. Claim: due pending deliveries of enabled webhooks are leased
 *    (`lease_until`) by one statement, which takes only rows no other
 *    process holds (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite runs one write
 *    at a time). At most `webhookConcurrency` attempts run in this process,
 *    and `webhookConcurrencyPerEndpoint` per webhook, so a receiver that
 *    hangs holds its own slots and nobody else's.
 * 3. Attempt: the POST, then its outcome recorded, only by the holder of the
 *    lease. Nothing is marked succeeded before the receiver's 2xx; a process
 *    killed mid-attempt leaves its lease to run out, and any process then
 *    attempts the delivery again.
 *
 * The engine wakes when this process commits events or makes a delivery
 * due (a retry, a test), and polls for the writes of other processes. It
 * never runs inside a request: an API answer never waits for it.
 *
 * The first round, or a poll, that finds no enabled webhook in the database
 * tells the engine to let commits be until a poll finds one or this process
 * creates or enables one (which wakes it at once): from its start, a
 * database without webhooks costs one query a second, not one a commit. So
 * an event is dispatched at once when this process committed it and knows
 * of a webhook, and within a poll (POLL_MS) when the webhook was made by
 * another process since this one's last poll.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Delays after the 1st, 2nd, ... failed attempt; the last repeats. */
export const RETRY_DELAYS_MS = [5 * SECOND, MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
/** A delivery still failing this long after it was created is failed for good. */
export const GIVE_UP_AFTER_MS = 3 * DAY;
/** A webhook whose deliveries have all failed this long is disabled. */
export const DISABLE_AFTER_MS = 3 * DAY;
/**
 * How long a claimed delivery is this process's: longer than an attempt and
 * its bookkeeping. The default; WEBHOOK_LEASE_SECONDS sets another.
 */
export const LEASE_MS = 30 * SECOND;
export const POLL_MS = SECOND;
/** Events turned into deliveries per transaction. */
const DISPATCH_BATCH = 500;

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DeliveryOptions {
  handle: DbHandle;
  config: Pick<Config, 'webhookAllowPrivate' | 'webhookConcurrency' | 'webhookConcurrencyPerEndpoint'> &
    Partial<Pick<Config, 'webhookLeaseSeconds'>>;
  log: Logger;
  /** The clock of schedules, leases and give-up times (tests move it). */
  now?: () => number;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  pollMs?: number;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
}

export interface DeliveryEngine {
  /** Looks for work now (it also does on its own). */
  wake(): void;
  /**
   * Runs rounds of dispatch, claim and attempts until a round finds nothing
   * due and no attempt is in flight: what tests with a fixed clock wait for.
   */
  settle(): Promise<void>;
  /** Stops looking for work, ends the attempts in flight and gives their deliveries back. */
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  webhook_id: string;
  event_id: string;
  /** The event's JSON: the delivery's own (a test event) or the feed's. */
  payload: string | null;
  attempts: number;
  created_at: string;
  lease_until: string;
  /** Its webhook as the claim read it: one read per claim, not per attempt. */
  webhook?: WebhookRow;
}

interface WebhookRow {
  id: string;
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: string) => Date.parse(value);

export function startDelivery(options: DeliveryOptions): DeliveryEngine {
  const engine = new Engine(options);
  engine.start();
  return engine;
}

class Engine implements DeliveryEngine {
  private readonly handle: DbHandle;
  private readonly now: () => number;
  private readonly delays: readonly number[];
  private readonly leaseMs: number;
  private readonly pollMs: number;
  /** Attempts in flight in this process: delivery ID -> its end. */
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly perWebhook = new Map<string, number>();
  private readonly stopping = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  private unsubscribe: (() => void)[] = [];
  private poller: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private again = false;
  /**
   * A round must look for due deliveries even if it makes none: set by every
   * wake but a commit's. A commit that brings no webhook any event (a
   * workspace without webhooks) then costs one small query, not a claim.
   */
  private lookForDue = true;
  /**
   * False while the last check found no enabled webhook in the database and
   * this process has enabled none since: a commit's wake then does nothing.
   */
  private mayHaveWebhooks = true;
  /**
   * Set at the start and by the poll: the round checks whether any webhook is
   * enabled (from the start, so that a process started under load does not
   * dispatch for every commit until its first poll).
   */
  private checkEnabled = true;
  /** Webhooks created or enabled by this process: a check that overlaps one does not count. */
  private enabledHere = 0;

  constructor(private readonly options: DeliveryOptions) {
    this.handle = options.handle;
    this.now = options.now ?? Date.now;
    this.delays = options.retryDelaysMs?.length ? options.retryDelaysMs : RETRY_DELAYS_MS;
    const leaseSeconds = options.config.webhookLeaseSeconds;
    this.leaseMs = options.leaseMs ?? (leaseSeconds === undefined ? LEASE_MS : leaseSeconds * SECOND);
    this.pollMs = options.pollMs ?? POLL_MS;
  }

  start(): void {
    const wake = () => this.wake();
    this.unsubscribe = [
      onEventsCommitted(this.handle, () => this.wake(false)),
      onDeliveriesDue(this.handle, wake),
      onWebhooksEnabled(this.handle, () => {
        this.enabledHere++;
        this.mayHaveWebhooks = true;
        this.wake(false);
      }),
    ];
    this.poller = setInterval(() => {
      this.checkEnabled = true;
      this.wake();
    }, this.pollMs);
    this.poller.unref();
    this.wake();
  }

  private get stopped() {
    return this.stopping.signal.aborted;
  }

  wake(lookForDue = true): void {
    if (this.stopped) return;
    // A commit in a database without webhooks: no query (the round would skip it too).
    if (!lookForDue && !this.mayHaveWebhooks) return;
    if (lookForDue) this.lookForDue = true;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.rounds().finally(() => (this.round = null));
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      const lookForDue = this.lookForDue;
      const checkEnabled = this.checkEnabled;
      this.lookForDue = this.checkEnabled = false;
      // Only commits woke it, and no webhook is enabled: nothing to dispatch.
      if (!lookForDue && !this.mayHaveWebhooks) continue;
      try {
        const enabledBefore = this.enabledHere;
        const made = await this.dispatch();
        if (made) this.mayHaveWebhooks = true;
        else if (checkEnabled) {
          const any = await this.anyEnabled();
          // A webhook this process enabled meanwhile may have committed after the check read.
          if (any || this.enabledHere === enabledBefore) this.mayHaveWebhooks = any;
        }
        if (made || lookForDue) while (!this.stopped && (await this.claim()));
      } catch (err) {
        if (!this.stopped) this.options.log.error({ err }, 'webhook delivery round failed');
      }
    } while (this.again && !this.stopped);
  }

  async settle(): Promise<void> {
    for (;;) {
      this.wake();
      await this.round;
      if (!this.inFlight.size) {
        // A round that started while the last attempt ended may have claimed more.
        await this.round;
        if (!this.inFlight.size) return;
      }
      await Promise.all(this.inFlight.values());
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopping.abort();
    for (const off of this.unsubscribe) off();
    if (this.poller) clearInterval(this.poller);
    for (const timer of this.timers) clearTimeout(timer);
    await this.round;
    await Promise.all(this.inFlight.values());
  }

  /** Whether any webhook of the database is enabled. */
  private async anyEnabled(): Promise<boolean> {
    const row = await this.handle.db
      .selectFrom('webhooks')
      .select('id')
      .where('enabled', '=', true)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Turns new events into deliveries for every enabled webhook that has some; true when it read any. */
  private async dispatch(): Promise<boolean> {
    const behind = await this.handle.db
      .selectFrom('webhooks as w')
      .select('w.id')
      .where('w.enabled', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('events as e')
            .select('e.seq')
            .whereRef('e.workspace_id', '=', 'w.workspace_id')
            .whereRef('e.seq', '>', 'w.feed_position'),
        ),
      )
      .execute();
    for (const { id } of behind) {
      while (!this.stopped && (await writeTransaction(this.handle, (trx) => this.dispatchBatch(trx, id))));
    }
    return behind.length > 0;
  }

  /** One batch of one webhook's events; true when a full batch was read (more may follow). */
  private async dispatchBatch(trx: WriteDb, webhookId: string): Promise<boolean> {
    const webhook = await trx
      .selectFrom('webhooks')
      .select(['id', 'workspace_id', 'event_types', 'feed_position'])
      .where('id', '=', webhookId)
      .where('enabled', '=', true)
      // Another process dispatching this webhook holds its row: it is that process's to do.
      .$call(lockRows(trx, { skipHeld: true }))
      .executeTakeFirst();
    if (!webhook) return false;
    const ws = inWorkspace(trx, webhook.workspace_id);
    const events = await ws
      .selectFrom('events')
      .select(['seq', 'id', 'type'])
      .where('seq', '>', webhook.feed_position)
      .orderBy('seq')
      .limit(DISPATCH_BATCH)
      .execute();
    if (!events.length) return false;
    const types: string[] = JSON.parse(webhook.event_types);
    const all = types.includes(ALL_EVENTS);
    const now = iso(this.now());
    const rows = events
      .filter((e) => all || types.includes(e.type))
      .map((e) => ({
        id: newId('dlv'),
        webhook_id: webhook.id,
        event_id: e.id,
        event_type: e.type,
        // Read from the feed when sent: a delivery row stays small.
        payload: null,
        attempts: 0,
        status: 'pending' as const,
        last_status_code: null,
        last_error: null,
        last_duration_ms: null,
        next_attempt_at: now,
        lease_until: null,
        created_at: now,
        updated_at: now,
      }));
    for (let i = 0; i < rows.length; i += 100) {
      await ws
        .insertInto('webhook_deliveries', rows.slice(i, i + 100))
        .onConflict((oc) => oc.columns(['webhook_id', 'event_id']).doNothing())
        .execute();
    }
    await trx
      .updateTable('webhooks')
      .set({ feed_position: Number(events[events.length - 1].seq) })
      .where('id', '=', webhook.id)
      .execute();
    return events.length === DISPATCH_BATCH;
  }

  /** Leases due deliveries up to the free slots and starts their attempts; true when it started any. */
  private async claim(): Promise<boolean> {
    const { webhookConcurrency, webhookConcurrencyPerEndpoint: perEndpoint } = this.options.config;
    const free = webhookConcurrency - this.inFlight.size;
    if (free <= 0) return false;
    const full = [...this.perWebhook].filter(([, n]) => n >= perEndpoint).map(([id]) => id);
    const now = iso(this.now());
    let candidates = this.handle.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.webhook_id'])
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<=', now)]))
      .where('w.enabled', '=', true)
      .orderBy('d.next_attempt_at')
      .limit(free * 4);
    if (full.length) candidates = candidates.where('d.webhook_id', 'not in', full);
    const chosen: string[] = [];
    const taken = new Map<string, number>();
    for (const row of await candidates.execute()) {
      if (chosen.length >= free) break;
      const used = (this.perWebhook.get(row.webhook_id) ?? 0) + (taken.get(row.webhook_id) ?? 0);
      if (used >= perEndpoint || this.inFlight.has(row.id)) continue;
      taken.set(row.webhook_id, (taken.get(row.webhook_id) ?? 0) + 1);
      chosen.push(row.id);
    }
    if (!chosen.length) return false;

    const leaseUntil = iso(this.now() + this.leaseMs);
    const claimed = (await writeTransaction(this.handle, async (trx) => {
      const unheld = trx
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('id', 'in', chosen)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .$call(lockRows(trx, { skipHeld: true }));
      return trx
        .updateTable('webhook_deliveries')
        .set({ lease_until: leaseUntil })
        .where('id', 'in', unheld)
        .returning(['id', 'webhook_id', 'event_id', 'payload', 'attempts', 'created_at', 'lease_until'])
        .execute();
    })) as Claimed[];
    await this.complete(claimed);
    for (const delivery of claimed) this.begin(delivery);
    return claimed.length > 0;
  }

  /** The claimed deliveries' event JSON and webhooks, each read once for the whole claim. */
  private async complete(claimed: Claimed[]): Promise<void> {
    if (!claimed.length) return;
    const fromFeed = claimed.filter((d) => d.payload === null).map((d) => d.event_id);
    const [events, webhooks] = await Promise.all([
      fromFeed.length
        ? this.handle.db.selectFrom('events').select(['id', 'payload']).where('id', 'in', fromFeed).execute()
        : [],
      this.handle.db
        .selectFrom('webhooks')
        .select(['id', 'url', 'enabled', 'secret', 'previous_secret', 'previous_secret_until'])
        .where('id', 'in', [...new Set(claimed.map((d) => d.webhook_id))])
        .execute(),
    ]);
    const payloads = new Map(events.map((e) => [e.id, e.payload]));
    const byId = new Map(webhooks.map((w) => [w.id, w as WebhookRow]));
    for (const delivery of claimed) {
      delivery.payload ??= payloads.get(delivery.event_id) ?? null;
      delivery.webhook = byId.get(delivery.webhook_id);
    }
  }

  private begin(delivery: Claimed): void {
    this.perWebhook.set(delivery.webhook_id, (this.perWebhook.get(delivery.webhook_id) ?? 0) + 1);
    const done = this.attempt(delivery)
      .catch((err) => this.options.log.error({ err, delivery: delivery.id }, 'webhook attempt failed'))
      .finally(() => {
        this.inFlight.delete(delivery.id);
        const left = (this.perWebhook.get(delivery.webhook_id) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(delivery.webhook_id, left);
        else this.perWebhook.delete(delivery.webhook_id);
        this.wake();
      });
    this.inFlight.set(delivery.id, done);
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const webhook = delivery.webhook;
    if (!webhook?.enabled) return this.release(delivery);
    if (delivery.payload === null) {
      // The event left the feed (a retention shorter than the retries): nothing left to send.
      const gone = {
        ok: false,
        statusCode: null,
        error: 'the event is no longer kept by the change feed (EVENT_RETENTION_DAYS)',
        durationMs: 0,
        aborted: false,
      };
      await writeTransaction(this.handle, (trx) => this.record(trx, delivery, gone));
      return;
    }
    const secrets = [webhook.secret];
    if (
      webhook.previous_secret &&
      webhook.previous_secret_until &&
      ms(webhook.previous_secret_until) > this.now()
    )
      secrets.push(webhook.previous_secret);
    const outcome = await sendDelivery({
      url: webhook.url,
      payload: delivery.payload,
      eventId: delivery.event_id,
      secrets,
      allowPrivate: this.options.config.webhookAllowPrivate,
      signal: this.stopping.signal,
      timeoutMs: this.options.timeoutMs,
    });
    if (outcome.aborted) return this.release(delivery);
    await writeTransaction(this.handle, (trx) => this.record(trx, delivery, outcome));
  }

  /** Gives a delivery back unattempted (its webhook was disabled, or the engine stops). */
  private async release(delivery: Claimed): Promise<void> {
    await writeTransaction(this.handle, (trx) =>
      trx
        .updateTable('webhook_deliveries')
        .set({ lease_until: null })
        .where('id', '=', delivery.id)
        .where('lease_until', '=', delivery.lease_until)
        .execute(),
    );
  }

  /**
   * Records an attempt's outcome, if this process still holds the lease (a
   * manual retry drops it: that attempt's outcome is the one recorded).
   * A failure schedules the next attempt, or fails the delivery for good
   * once GIVE_UP_AFTER_MS have passed since it was created; the webhook's
   * failure streak starts at its first failure after a success, and a
   * streak of DISABLE_AFTER_MS disables it.
   */
  private async record(trx: WriteDb, delivery: Claimed, outcome: AttemptOutcome): Promise<void> {
    const at = this.now();
    const attempts = delivery.attempts + 1;
    const giveUp = !outcome.ok && at - ms(delivery.created_at) >= GIVE_UP_AFTER_MS;
    const delay = this.delays[Math.min(attempts - 1, this.delays.length - 1)];
    const result = await trx
      .updateTable('webhook_deliveries')
      .set({
        status: outcome.ok ? 'succeeded' : giveUp ? 'failed' : 'pending',
        attempts,
        last_status_code: outcome.statusCode,
        last_error: outcome.error,
        last_duration_ms: outcome.durationMs,
        next_attempt_at: outcome.ok || giveUp ? null : iso(at + delay),
        lease_until: null,
        updated_at: iso(at),
      })
      .where('id', '=', delivery.id)
      .where('lease_until', '=', delivery.lease_until)
      .executeTakeFirst();
    if (!Number(result.numUpdatedRows)) return;
    if (!outcome.ok && !giveUp) this.wakeIn(delay);

    const webhook = await trx
      .selectFrom('webhooks')
      .select(['id', 'enabled', 'failing_since', 'updated_at'])
      .where('id', '=', delivery.webhook_id)
      .$call(lockRows(trx))
      .executeTakeFirst();
    if (!webhook) return;
    if (outcome.ok) {
      if (webhook.failing_since !== null)
        await trx.updateTable('webhooks').set({ failing_since: null }).where('id', '=', webhook.id).execute();
      return;
    }
    if (webhook.failing_since === null) {
      await trx
        .updateTable('webhooks')
        .set({ failing_since: iso(at) })
        .where('id', '=', webhook.id)
        .execute();
      return;
    }
    if (!webhook.enabled || at - ms(webhook.failing_since) < DISABLE_AFTER_MS) return;
    const reason =
      `Disabled automatically: every delivery failed from ${webhook.failing_since} to ${iso(at)} ` +
      `(last error: ${outcome.error}). Set enabled to true once the endpoint works again; the events ` +
      'recorded meanwhile are then delivered.';
    await trx
      .updateTable('webhooks')
      .set({ enabled: false, disabled_reason: reason, updated_at: maxIso(iso(at), webhook.updated_at) })
      .where('id', '=', webhook.id)
      .execute();
    this.options.log.warn({ webhook: webhook.id }, 'webhook disabled after 3 days of failed deliveries');
  }

  /** Wakes when a retry this process scheduled falls due (other processes' are found by polling). */
  private wakeIn(delayMs: number): void {
    if (this.stopped || delayMs > this.pollMs * 5) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.wake();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }
}

const maxIso = (a: string, b: string) => (a > b ? a : b);
