import { AsyncResource } from 'node:async_hooks';
import type { DbHandle } from '../db/connect.js';

/**
 * A hint within this process, by database handle: listeners registered with
 * `on` are called by every `announce` through the same handle. What the
 * change feed's commits and webhooks' due deliveries tell the delivery
 * engine, so that it looks now instead of at its next poll; other processes
 * find the same work by polling.
 *
 * A listener runs in the async context it was registered in, not in the
 * announcing request's: the work it starts (a delivery round) belongs to
 * the process, and whether it is still running when the next request
 * announces must not decide whose work it counts as.
 */
export function handleSignal() {
  const listeners = new WeakMap<DbHandle, Set<() => void>>();
  return {
    /** Calls `listener` on each announcement through `handle`; answers the function that stops it. */
    on(handle: DbHandle, listener: () => void): () => void {
      let set = listeners.get(handle);
      if (!set) listeners.set(handle, (set = new Set()));
      const bound = AsyncResource.bind(listener);
      set.add(bound);
      return () => set.delete(bound);
    },
    announce(handle: DbHandle): void {
      for (const listener of listeners.get(handle) ?? []) listener();
    },
  };
}
