import { handleSignal } from './handle-signal.js';

/** A write committed events (the webhook dispatcher looks at the feed now). */
const eventsCommitted = handleSignal();

export const onEventsCommitted = eventsCommitted.on;
export const announceEventsCommitted = eventsCommitted.announce;
