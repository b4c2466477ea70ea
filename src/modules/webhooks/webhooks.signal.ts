import { handleSignal } from '../../core/handle-signal.js';

/** A request made a delivery due now (a manual retry, a test event): it is attempted at once. */
const deliveriesDue = handleSignal();

export const onDeliveriesDue = deliveriesDue.on;
export const announceDeliveriesDue = deliveriesDue.announce;
