import { handleSignal } from '../../core/handle-signal.js';

/** A request made a delivery due now (a manual retry, a test event): it is attempted at once. */
const deliveriesDue = handleSignal();

export const onDeliveriesDue = deliveriesDue.on;
export const announceDeliveriesDue = deliveriesDue.announce;

/**
 * A request created or enabled a webhook (after its commit): the engine stops
 * taking the database for one without webhooks, and looks at the feed now.
 */
const webhooksEnabled = handleSignal();

export const onWebhooksEnabled = webhooksEnabled.on;
export const announceWebhooksEnabled = webhooksEnabled.announce;
