import type { DbHandle } from '../../db/connect.js';

/**
 * Tells this process's delivery engine that a request made a delivery due
 * now (a manual retry, a test event), so that it is attempted at once rather
 * than at the next poll. Only a hint: engines of other processes find it by
 * polling.
 */
const listeners = new WeakMap<DbHandle, Set<() => void>>();

/** Calls `listener` whenever a request of this process makes a delivery due; answers the function that stops it. */
export function onDeliveriesDue(handle: DbHandle, listener: () => void): () => void {
  let set = listeners.get(handle);
  if (!set) listeners.set(handle, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function announceDeliveriesDue(handle: DbHandle): void {
  for (const listener of listeners.get(handle) ?? []) listener();
}
