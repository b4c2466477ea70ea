import { registeredResources } from './resources.js';

/** A resource of the change feed by its event name (`contact`, `custom_field`): its spec's `event`. */
export type EventResource = string;

/** The resources whose writes the change feed records (API.md section 8), by their event name, in their order. */
export const eventResources = (): EventResource[] => registeredResources().map((spec) => spec.event);

export const EVENT_ACTIONS = ['created', 'updated', 'deleted', 'restored'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** A link made or undone between two records, whatever made or undid it. */
export const LINK_EVENT_TYPES = ['link.added', 'link.removed'] as const;
export type LinkEventType = (typeof LINK_EVENT_TYPES)[number];

/** Every event type of the feed: `contact.created` ... `custom_field.restored`, `link.added`, `link.removed`. */
export const eventTypes = (): string[] => [
  ...eventResources().flatMap((r) => EVENT_ACTIONS.map((a) => `${r}.${a}`)),
  ...LINK_EVENT_TYPES,
];

/** The event a webhook's test sends (never in the feed). */
export const TEST_EVENT_TYPE = 'webhook.test';

/** Who made a write: the API key and its user; null outside a request (`crm import`, `crm seed`). */
export interface EventActor {
  api_key_id: string;
  user_id: string;
}

/** An event as the feed answers it and as a webhook delivery's body carries it. */
export interface FeedEvent {
  id: string;
  type: string;
  occurred_at: string;
  resource: EventResource | 'webhook';
  resource_id: string;
  data: Record<string, unknown>;
  changed: string[];
  previous: Record<string, unknown>;
  actor: EventActor | null;
  request_id: string | null;
}
