import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Seconds a client is told to wait (`Retry-After`) when the service sheds load. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

export interface OverloadOptions {
  /**
   * Mean event-loop delay (ms) over one sample window above which requests
   * are refused with 503; 0 turns the protection off.
   */
  maxEventLoopDelayMs: number;
}

/** Liveness answers even under load: a saturated process is slow, not dead. */
const isLiveness = (request: FastifyRequest) => /^(\/user-api\/v1|\/v1)?\/healthz\/?(\?|$)/.test(request.url);

export const overloaded = () =>
  new AppError(
    503,
    'service_unavailable',
    'The service is overloaded and refused the request before doing anything; retry after the time in Retry-After.',
    [],
    { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) },
  );

/**
 * Load shedding: while the event loop is saturated, every request except the
 * liveness probe is answered at once with 503 `service_unavailable` and
 * `Retry-After`, before authentication or any database work, so that the
 * requests already accepted can finish. The window is as long as the delay
 * it watches (at least 100 ms, at most 1 s), so one slow tick does not trip it.
 * The first two windows after start-up are not held against the service:
 * they measured loading and schema compilation, not load.
 */
export async function installOverloadProtection(
  app: FastifyInstance,
  options: OverloadOptions,
): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  const window = Math.min(1000, Math.max(100, options.maxEventLoopDelayMs));
  let steadyFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    steadyFrom = Date.now() + 2 * window;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: window,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    // Refusals go through the one error handler, so they have the contract's shape.
    pressureHandler: async (request) => {
      if (Date.now() >= steadyFrom && !isLiveness(request)) throw overloaded();
    },
  });
}
