import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { applyOrder, type Order } from '../../core/collection.js';
import { newId } from '../../core/ids.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import { lockRows } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import type { EventOrigin } from '../../core/event-append.js';
import { type FeedEvent, TEST_EVENT_TYPE } from '../../core/event-types.js';
import type { Webhook, WebhookDelivery } from './webhooks.schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** How long the previous secret keeps signing after a rotation. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60_000;

const WEBHOOK_COLUMNS = [
  'id',
  'url',
  'event_types',
  'description',
  'enabled',
  'disabled_reason',
  'created_at',
  'updated_at',
] as const;

export const DELIVERY_COLUMNS = [
  'id',
  'event_id',
  'event_type',
  'attempts',
  'status',
  'last_status_code',
  'last_error',
  'last_duration_ms',
  'next_attempt_at',
  'created_at',
  'updated_at',
] as const;

type WebhookRow = Omit<Webhook, 'event_types'> & { event_types: string };

const toWebhook = (row: WebhookRow): Webhook => ({ ...row, event_types: JSON.parse(row.event_types) });

/** A new signing secret: `whsec_` and the base64 of 24 random bytes (the Standard Webhooks form). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export async function listWebhooks(
  db: Db,
  workspaceId: string,
  order: Order,
  limit: number,
  offset: number,
): Promise<{ rows: Webhook[]; total: number }> {
  const base = inWorkspace(db, workspaceId).selectFrom('webhooks');
  const [rows, count] = await Promise.all([
    applyOrder(base.select(WEBHOOK_COLUMNS), order).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toWebhook), total: Number(count.total) };
}

/** The webhook, if it is the workspace's; `lock` holds its row until the transaction ends (PostgreSQL). */
export async function findWebhook(
  db: Db,
  workspaceId: string,
  id: string,
  lock = false,
): Promise<Webhook | undefined> {
  let query = inWorkspace(db, workspaceId)
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('id', '=', id);
  if (lock) query = query.$call(lockRows(db));
  const row = await query.executeTakeFirst();
  return row && toWebhook(row);
}

/**
 * The workspace's newest event position: a new webhook delivers the events
 * recorded after it, not the history before it.
 */
async function feedEnd(db: Db, workspaceId: string): Promise<number> {
  const last = await inWorkspace(db, workspaceId)
    .selectFrom('events')
    .select('seq')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? Number(last.seq) : 0;
}

export interface WebhookInput {
  url: string;
  event_types: string[];
  description: string;
  enabled: boolean;
}

export async function insertWebhook(
  trx: Db,
  workspaceId: string,
  input: WebhookInput,
): Promise<Webhook & { secret: string }> {
  const now = nowIso();
  const row = {
    id: newId('whk'),
    url: input.url,
    event_types: JSON.stringify(input.event_types),
    description: input.description,
    enabled: input.enabled,
    disabled_reason: input.enabled ? null : DISABLED_BY_REQUEST,
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_until: null,
    feed_position: await feedEnd(trx, workspaceId),
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  await inWorkspace(trx, workspaceId).insertInto('webhooks', row).execute();
  const webhook = (await findWebhook(trx, workspaceId, row.id))!;
  return { ...webhook, secret: row.secret };
}

/** The reason a webhook disabled through the API gives. */
export const DISABLED_BY_REQUEST = 'Disabled by a request that set enabled to false.';

/**
 * Applies a PUT or PATCH to a locked webhook. Setting `enabled` to true
 * clears `disabled_reason` and the failure streak; the webhook then resumes
 * from its feed position, so the events recorded while it was disabled are
 * delivered too (API.md section 8 loses no event to a pause).
 */
export async function updateWebhook(
  trx: Db,
  workspaceId: string,
  current: Webhook,
  change: Partial<WebhookInput>,
): Promise<void> {
  const set: Record<string, unknown> = { updated_at: nextUpdatedAt(current.updated_at) };
  if (change.url !== undefined) set.url = change.url;
  if (change.event_types !== undefined) set.event_types = JSON.stringify(change.event_types);
  if (change.description !== undefined) set.description = change.description;
  if (change.enabled === true) {
    set.enabled = true;
    set.disabled_reason = null;
    set.failing_since = null;
  } else if (change.enabled === false && current.enabled) {
    set.enabled = false;
    set.disabled_reason = DISABLED_BY_REQUEST;
  }
  await inWorkspace(trx, workspaceId).updateTable('webhooks').set(set).where('id', '=', current.id).execute();
}

/** Deletes the workspace's webhook and its deliveries; false when it has none of that ID. */
export async function deleteWebhook(trx: Db, workspaceId: string, id: string): Promise<boolean> {
  const ws = inWorkspace(trx, workspaceId);
  await ws.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
  const deleted = await ws.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/**
 * A new secret for the workspace's webhook (undefined when it has none of
 * that ID); the one it replaces keeps signing for PREVIOUS_SECRET_MS.
 */
export async function rotateWebhookSecret(
  trx: Db,
  workspaceId: string,
  id: string,
): Promise<string | undefined> {
  const ws = inWorkspace(trx, workspaceId);
  const current = await ws.selectFrom('webhooks').select(['secret']).where('id', '=', id).executeTakeFirst();
  if (!current) return undefined;
  const secret = newWebhookSecret();
  await ws
    .updateTable('webhooks')
    .set({
      secret,
      previous_secret: current.secret,
      previous_secret_until: new Date(Date.now() + PREVIOUS_SECRET_MS).toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return secret;
}

export async function listDeliveries(
  db: Db,
  workspaceId: string,
  webhookId: string,
  order: Order,
  limit: number,
  offset: number,
): Promise<{ rows: WebhookDelivery[]; total: number }> {
  const base = inWorkspace(db, workspaceId)
    .selectFrom('webhook_deliveries')
    .where('webhook_id', '=', webhookId);
  const [rows, count] = await Promise.all([
    applyOrder(base.select(DELIVERY_COLUMNS), order).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findDelivery(
  db: Db,
  workspaceId: string,
  webhookId: string,
  id: string,
): Promise<WebhookDelivery | undefined> {
  return inWorkspace(db, workspaceId)
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('webhook_id', '=', webhookId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Makes a delivery due now, whatever its status: one more attempt. A lease
 * held by an attempt in flight is dropped, so that attempt's outcome is not
 * recorded over this one's.
 */
export async function retryDelivery(trx: Db, workspaceId: string, id: string): Promise<void> {
  const now = nowIso();
  await inWorkspace(trx, workspaceId)
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, lease_until: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * A `webhook.test` event for this webhook alone, whatever its event types:
 * its delivery carries it (it is not in the change feed).
 */
export async function insertTestDelivery(
  trx: Db,
  workspaceId: string,
  webhook: Webhook,
  origin: EventOrigin,
): Promise<string> {
  const now = nowIso();
  const event: FeedEvent = {
    id: newId('evt'),
    type: TEST_EVENT_TYPE,
    occurred_at: now,
    resource: 'webhook',
    resource_id: webhook.id,
    data: { ...webhook },
    changed: [],
    previous: {},
    actor: origin.actor,
    request_id: origin.request_id,
  };
  await inWorkspace(trx, workspaceId)
    .insertInto('webhook_deliveries', {
      id: newId('dlv'),
      webhook_id: webhook.id,
      event_id: event.id,
      event_type: event.type,
      payload: JSON.stringify(event),
      attempts: 0,
      status: 'pending',
      last_status_code: null,
      last_error: null,
      last_duration_ms: null,
      next_attempt_at: now,
      lease_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return event.id;
}
