/** The resources whose writes the change feed records (API.md section 8), by their event name. */
export const EVENT_RESOURCES = ['contact', 'company', 'tag', 'list', 'note', 'task', 'custom_field'] as const;
export type EventResource = (typeof EVENT_RESOURCES)[number];

export const EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** Every event type of the feed: `contact.created` ... `custom_field.deleted`. */
export const EVENT_TYPES: readonly string[] = EVENT_RESOURCES.flatMap((r) =>
  EVENT_ACTIONS.map((a) => `${r}.${a}`),
);

/** The event a webhook's test sends (never in the feed). */
export const TEST_EVENT_TYPE = 'webhook.test';

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
}
