import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/connect.js';
import { writeTransaction } from '../../core/transaction.js';
import { purgeEvents } from './events.queries.js';

const DAY_MS = 86_400_000;
/** Expired events are deleted this often at most (a short retention makes it more often). */
const MAX_PURGE_EVERY_MS = 10 * 60_000;
const MIN_PURGE_EVERY_MS = 1000;

/**
 * Deletes the events older than the retention (of these workspaces only,
 * when given); answers the number of workspaces that had some.
 */
export function purgeExpiredEvents(
  handle: DbHandle,
  retentionDays: number,
  options: { now?: number; workspaceIds?: readonly string[] } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? Date.now()) - retentionDays * DAY_MS).toISOString();
  return writeTransaction(handle, (trx) => purgeEvents(trx, cutoff, options.workspaceIds ?? null));
}

/**
 * Keeps the feed to `EVENT_RETENTION_DAYS` in the background, never on a
 * request's path; answers the function that stops it.
 */
export function startEventRetention(handle: DbHandle, retentionDays: number, log: FastifyBaseLogger) {
  const every = Math.min(
    MAX_PURGE_EVERY_MS,
    Math.max(MIN_PURGE_EVERY_MS, Math.floor((retentionDays * DAY_MS) / 20)),
  );
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    purgeExpiredEvents(handle, retentionDays)
      .catch((err) => log.warn({ err }, 'deleting expired events failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
