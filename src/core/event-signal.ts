import type { DbHandle } from '../db/connect.js';

/**
 * Tells this process's listeners (the webhook dispatcher) that a write
 * committed events, so that they look at the feed now instead of at their
 * next poll. Only a hint: writes of other processes are found by polling.
 */
const listeners = new WeakMap<DbHandle, Set<() => void>>();

/** Calls `listener` after each commit of events through `handle`; answers the function that stops it. */
export function onEventsCommitted(handle: DbHandle, listener: () => void): () => void {
  let set = listeners.get(handle);
  if (!set) listeners.set(handle, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function announceEventsCommitted(handle: DbHandle): void {
  for (const listener of listeners.get(handle) ?? []) listener();
}
