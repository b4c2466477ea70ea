import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { Closed, Id, Nullable, Timestamp } from '../../core/schemas.js';
import { eventTypes } from '../../core/event-types.js';
// The record resources are registered before their event types are listed.
import '../index.js';

/** Every event type, or `*` alone for all of them (API.md section 8). */
export const ALL_EVENTS = '*';

const exampleRecord = {
  id: 'whk_01jd8k2m3n4p5q6r7s8t9v0w1x',
  url: 'https://hooks.example.com/crm',
  event_types: ['contact.created', 'contact.updated'],
  description: 'Sync contacts to the data warehouse',
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
};

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'Where deliveries are POSTed: an http or https URL. A host that is or resolves to a loopback, private, ' +
    'link-local or metadata address is refused unless the server allows private addresses.',
  examples: [exampleRecord.url],
});

const EventTypes = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: eventTypes().length,
  description: `The event types delivered, or \`["*"]\` for all of them: ${eventTypes().join(', ')}.`,
  examples: [['*'], ['contact.created', 'contact.updated']],
});

const Description = Type.String({ maxLength: 500, description: 'Free text, at most 500 characters' });

const webhookFields = {
  id: Id,
  url: Type.String(),
  event_types: Type.Array(Type.String()),
  description: Type.String(),
  enabled: Type.Boolean(),
  disabled_reason: Nullable(
    Type.String({ description: 'Why the webhook is disabled; null while it is enabled' }),
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const Webhook = Type.Object(webhookFields, {
  $id: 'Webhook',
  additionalProperties: false,
  examples: [exampleRecord],
});
export type Webhook = Static<typeof Webhook>;

/** POST's answer: the webhook and its signing secret, shown this once. */
export const CreatedWebhook = Type.Object(
  {
    ...webhookFields,
    secret: Type.String({
      description: 'The signing secret (`whsec_` + base64 of 24 random bytes); shown only in this answer',
    }),
  },
  {
    $id: 'CreatedWebhook',
    additionalProperties: false,
    examples: [{ ...exampleRecord, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }],
  },
);
export type CreatedWebhook = Static<typeof CreatedWebhook>;

export const WebhookCreate = Closed(
  {
    url: Url,
    event_types: Type.Optional(EventTypes),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean({ description: 'Default true; true clears `disabled_reason`' })),
  },
  {
    examples: [
      {
        url: exampleRecord.url,
        event_types: exampleRecord.event_types,
        description: exampleRecord.description,
      },
    ],
  },
);
export type WebhookCreate = Static<typeof WebhookCreate>;

export const WebhookUpdate = Closed(
  {
    url: Type.Optional(Url),
    event_types: Type.Optional(EventTypes),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean({ description: 'True clears `disabled_reason`' })),
  },
  { examples: [{ enabled: true }] },
);
export type WebhookUpdate = Static<typeof WebhookUpdate>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WebhookDelivery = Type.Object(
  {
    id: Id,
    event_id: Id,
    event_type: Type.String(),
    attempts: Type.Integer({ description: 'Attempts made so far' }),
    status: Type.Union(DELIVERY_STATUSES.map((s) => Type.Literal(s))),
    last_status_code: Nullable(Type.Integer({ description: "The receiver's last HTTP status" })),
    last_error: Nullable(Type.String({ description: 'Why the last attempt failed; null after a success' })),
    last_duration_ms: Nullable(Type.Integer({ description: 'How long the last attempt took' })),
    next_attempt_at: Nullable(Timestamp),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  {
    $id: 'WebhookDelivery',
    additionalProperties: false,
    examples: [
      {
        id: 'dlv_01jd8k2m3n4p5q6r7s8t9v0w1y',
        event_id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1z',
        event_type: 'contact.created',
        attempts: 2,
        status: 'pending',
        last_status_code: 503,
        last_error: 'the receiver answered 503',
        last_duration_ms: 41,
        next_attempt_at: '2026-11-22T01:16:17.345Z',
        created_at: '2026-11-22T01:15:12.345Z',
        updated_at: '2026-11-22T01:15:17.345Z',
      },
    ],
  },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

/** Collections of webhooks and of deliveries: newest first (or oldest with `created_at:asc`). */
export const createdOrder: OrderFields = { created_at: { column: 'created_at' } };
export const WebhookListQuery = collectionQuery({ orderBy: createdOrder });
export type WebhookListQuery = Static<typeof WebhookListQuery>;

export const NoQuery = Closed({});
export const DeliveryParams = Closed({ id: Id, delivery_id: Id });

export const SecretAnswer = Closed(
  {
    data: Closed({
      secret: Type.String({ description: 'The new signing secret; the old one keeps signing for 24 hours' }),
    }),
  },
  { examples: [{ data: { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } }] },
);
export const TestAnswer = Closed(
  {
    data: Closed({
      event_id: Id,
    }),
  },
  { examples: [{ data: { event_id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1x' } }] },
);
