import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { type ErrorDetail, notFound, validationError } from '../../core/errors.js';
import { answerWrite, originOf } from '../../core/idempotency.js';
import type { ApiModule } from '../../core/module.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import { eventTypes } from '../../core/event-types.js';
import { webhookUrlProblem } from './webhooks.address.js';
import {
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertTestDelivery,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  rotateWebhookSecret,
  updateWebhook,
  type WebhookInput,
} from './webhooks.queries.js';
import {
  ALL_EVENTS,
  CreatedWebhook,
  createdOrder,
  DeliveryParams,
  NoQuery,
  SecretAnswer,
  TestAnswer,
  Webhook,
  type WebhookCreate,
  WebhookCreate as WebhookCreateBody,
  WebhookDelivery,
  WebhookListQuery,
  type WebhookUpdate,
  WebhookUpdate as WebhookUpdateBody,
} from './webhooks.schema.js';
import { announceDeliveriesDue, announceWebhooksEnabled } from './webhooks.signal.js';
import type { AuthContext } from '../../core/auth.js';
import { inProse } from '../../core/prose.js';
import { areasOfEventType, eventAreas, linkAreas, need, requireScopes } from '../../core/scopes.js';

const tags = ['webhooks'];
const KNOWN_TYPES = new Set(eventTypes());

/** `event_types` as stored: known types without repeats, or `["*"]` alone. */
function eventTypesOf(types: string[], problems: ErrorDetail[]): string[] {
  if (types.includes(ALL_EVENTS)) {
    if (types.length > 1)
      problems.push({ path: '/body/event_types', message: 'must be ["*"] alone or a list of event types' });
    return [ALL_EVENTS];
  }
  types.forEach((type, i) => {
    if (!KNOWN_TYPES.has(type))
      problems.push({
        path: `/body/event_types/${i}`,
        message: `is not an event type; use one of ${eventTypes().join(', ')}, or ["*"] for all`,
      });
  });
  return [...new Set(types)];
}

/**
 * Making or changing a webhook needs `read` on every area its event types
 * name, as they are after the change (API.md section 3): its deliveries
 * carry those events whatever the key that made it could read. Unknown
 * types name no area (they are the body's 400).
 */
function requireEventTypeScopes(auth: AuthContext, types: readonly string[]): void {
  requireScopes(
    auth,
    types.flatMap((type) => areasOfEventType(type).map((area) => ({ area, level: 'read' as const }))),
  );
}

/** The checks a body's fields need beyond its schema: event types, and the URL's scheme and address. */
async function prepareInput(
  body: WebhookCreate | WebhookUpdate,
  allowPrivate: boolean,
): Promise<Partial<WebhookInput>> {
  const problems: ErrorDetail[] = [];
  const input: Partial<WebhookInput> = { ...body };
  if (body.event_types !== undefined) input.event_types = eventTypesOf(body.event_types, problems);
  if (body.url !== undefined) {
    const problem = await webhookUrlProblem(body.url, allowPrivate);
    if (problem) problems.push({ path: '/body/url', message: problem });
  }
  if (problems.length) throw validationError(problems);
  return input;
}

/**
 * Webhooks (API.md section 8): endpoints that receive the workspace's
 * events, signed as Standard Webhooks. The delivery engine
 * (webhooks.delivery.ts) turns events into deliveries and sends them;
 * these routes manage the endpoints and show and nudge their deliveries.
 */
export const webhooksModule: ApiModule = {
  name: 'webhooks',
  description:
    'Endpoints that receive the events as signed POSTs (Standard Webhooks), retried for 3 days, with a log of deliveries.',
  schemas: [Webhook, CreatedWebhook, WebhookDelivery],
  routes: async (app, { handle, config }) => {
    const { db } = handle;
    const One = DataEnvelope(Type.Ref(Webhook));

    app.get(
      '/webhooks',
      {
        config: { scope: need('webhooks', 'read') },
        schema: {
          tags,
          operationId: 'listWebhooks',
          summary: 'List webhooks',
          querystring: WebhookListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(Webhook)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by } = request.query;
        const order = parseOrder(order_by, createdOrder);
        const { rows, total } = await listWebhooks(db, request.auth.workspaceId, order, limit, offset);
        return pageOf(rows, limit, offset, total);
      },
    );

    // The areas of records no link names: `*` names them besides the link areas.
    const unlinked = eventAreas().filter((area) => !linkAreas().includes(area));
    app.post(
      '/webhooks',
      {
        config: { scope: need('webhooks', 'write') },
        schema: {
          tags,
          operationId: 'createWebhook',
          summary: 'Create a webhook',
          description:
            'Deliveries start with the events recorded after the webhook is created. The answer carries the ' +
            'signing `secret`, shown only here. The key also needs `read` on every area its `event_types` name ' +
            `(\`link.added\` and \`link.removed\`: ${inProse(linkAreas())}; \`*\`: ${inProse(['those', ...unlinked])}); ` +
            'a 403 names each scope it lacks.',
          querystring: NoQuery,
          body: WebhookCreateBody,
          response: {
            201: DataEnvelope(Type.Ref(CreatedWebhook)),
            ...errorResponses(413, 415),
          },
        },
      },
      async (request, reply) => {
        requireEventTypeScopes(request.auth, request.body.event_types ?? [ALL_EVENTS]);
        const input = await prepareInput(request.body, config.webhookAllowPrivate);
        const answer = await answerWrite(request, reply, handle, async (trx) => {
          const webhook = await insertWebhook(trx, request.auth.workspaceId, {
            url: input.url!,
            event_types: input.event_types ?? [ALL_EVENTS],
            description: input.description ?? '',
            enabled: input.enabled ?? true,
          });
          return created(request, reply, webhook.id, { data: webhook });
        });
        // Committed: the delivery engine looks for the events of a database with webhooks again.
        announceWebhooksEnabled(handle);
        return answer;
      },
    );

    app.get(
      '/webhooks/:id',
      {
        config: { scope: need('webhooks', 'read') },
        schema: {
          tags,
          operationId: 'getWebhook',
          summary: 'Get one webhook',
          params: IdParams,
          querystring: NoQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const webhook = await findWebhook(db, request.auth.workspaceId, request.params.id);
        if (!webhook) throw notFound('webhook', request.params.id);
        return { data: webhook };
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/webhooks/:id',
        config: { scope: need('webhooks', 'write') },
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateWebhook' : 'patchWebhook',
          summary: method === 'PUT' ? 'Update a webhook' : 'Update a webhook (same as PUT)',
          description:
            'Fields absent from the body stay as they are. `enabled: true` clears `disabled_reason`; the ' +
            'events recorded while the webhook was disabled are then delivered. The key also needs `read` on every ' +
            'area the `event_types` name as they are after the change (those sent, else those kept).',
          params: IdParams,
          querystring: NoQuery,
          body: WebhookUpdateBody,
          response: { 200: One, ...errorResponses(404, 413, 415) },
        },
        handler: async (request, reply) => {
          const { workspaceId } = request.auth;
          const { id } = request.params;
          if (request.body.event_types !== undefined)
            requireEventTypeScopes(request.auth, request.body.event_types);
          const input = await prepareInput(request.body, config.webhookAllowPrivate);
          const answer = await answerWrite(request, reply, handle, async (trx) => {
            const current = await findWebhook(trx, workspaceId, id, true);
            if (!current) throw notFound('webhook', id);
            // The event types kept: the key must still be able to read what they deliver.
            if (request.body.event_types === undefined)
              requireEventTypeScopes(request.auth, current.event_types);
            await updateWebhook(trx, workspaceId, current, input);
            return { data: (await findWebhook(trx, workspaceId, id))! };
          });
          if (request.body.enabled) announceWebhooksEnabled(handle);
          return answer;
        },
      });
    }

    app.delete(
      '/webhooks/:id',
      {
        config: { scope: need('webhooks', 'delete') },
        schema: {
          tags,
          operationId: 'deleteWebhook',
          summary: 'Delete a webhook and its deliveries; answers the webhook as it was',
          params: IdParams,
          querystring: NoQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const { id } = request.params;
        return answerWrite(request, reply, handle, async (trx) => {
          const found = await findWebhook(trx, workspaceId, id, true);
          if (!found) throw notFound('webhook', id);
          await deleteWebhook(trx, workspaceId, id);
          return { data: found };
        });
      },
    );

    app.post(
      '/webhooks/:id/rotate-secret',
      {
        config: { scope: need('webhooks', 'write') },
        schema: {
          tags,
          operationId: 'rotateWebhookSecret',
          summary: 'Replace the signing secret',
          description:
            'Answers the new secret, shown only here. For 24 hours deliveries carry two signatures, made with ' +
            'the new and the old secret, so receivers can switch without losing a delivery.',
          params: IdParams,
          querystring: NoQuery,
          response: { 200: SecretAnswer, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const { id } = request.params;
        return answerWrite(request, reply, handle, async (trx) => {
          if (!(await findWebhook(trx, workspaceId, id, true))) throw notFound('webhook', id);
          return { data: { secret: (await rotateWebhookSecret(trx, workspaceId, id))! } };
        });
      },
    );

    app.get(
      '/webhooks/:id/deliveries',
      {
        config: { scope: need('webhooks', 'read') },
        schema: {
          tags,
          operationId: 'listWebhookDeliveries',
          summary: "List a webhook's deliveries, newest first",
          params: IdParams,
          querystring: WebhookListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(WebhookDelivery)), ...errorResponses(404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { limit, offset, order_by } = request.query;
        if (!(await findWebhook(db, request.auth.workspaceId, id))) throw notFound('webhook', id);
        const order = parseOrder(order_by, createdOrder);
        const { rows, total } = await listDeliveries(db, request.auth.workspaceId, id, order, limit, offset);
        return pageOf(rows, limit, offset, total);
      },
    );

    app.post(
      '/webhooks/:id/deliveries/:delivery_id/retry',
      {
        config: { scope: need('webhooks', 'write') },
        schema: {
          tags,
          operationId: 'retryWebhookDelivery',
          summary: 'Attempt a delivery once more, now',
          description:
            'Whatever its status, the delivery is attempted again at once (while the webhook is enabled) and ' +
            'the answer is the delivery as it stands before that attempt.',
          params: DeliveryParams,
          querystring: NoQuery,
          response: { 202: DataEnvelope(Type.Ref(WebhookDelivery)), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const { id, delivery_id } = request.params;
        const answer = await answerWrite(request, reply, handle, async (trx) => {
          if (!(await findWebhook(trx, workspaceId, id, true))) throw notFound('webhook', id);
          if (!(await findDelivery(trx, workspaceId, id, delivery_id)))
            throw notFound('webhook delivery', delivery_id);
          await retryDelivery(trx, workspaceId, delivery_id);
          reply.code(202);
          return { data: (await findDelivery(trx, workspaceId, id, delivery_id))! };
        });
        announceDeliveriesDue(handle);
        return answer;
      },
    );

    app.post(
      '/webhooks/:id/test',
      {
        config: { scope: need('webhooks', 'write') },
        schema: {
          tags,
          operationId: 'testWebhook',
          summary: 'Send a webhook.test event',
          description:
            'Delivers a `webhook.test` event to this webhook alone, whatever its `event_types`; the event is ' +
            'not in the change feed. Its delivery is listed with the others.',
          params: IdParams,
          querystring: NoQuery,
          response: { 202: TestAnswer, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const { id } = request.params;
        const answer = await answerWrite(request, reply, handle, async (trx) => {
          const webhook = await findWebhook(trx, workspaceId, id, true);
          if (!webhook) throw notFound('webhook', id);
          reply.code(202);
          return {
            data: { event_id: await insertTestDelivery(trx, workspaceId, webhook, originOf(request)) },
          };
        });
        announceDeliveriesDue(handle);
        return answer;
      },
    );
  },
};
