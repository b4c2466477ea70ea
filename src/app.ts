import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { installAuth } from './core/auth.js';
import { AppError, installErrorHandler } from './core/errors.js';
import { installIdempotency } from './core/idempotency.js';
import { innerCallOf } from './core/inner-calls.js';
import { installScopeCheck } from './core/scopes.js';
import { installAnswers } from './core/answers.js';
import { clientErrorHandler, frameworkErrors, installInputGuards } from './core/input-guards.js';
import { installOpenApi } from './core/openapi.js';
import { installOverloadProtection } from './core/overload.js';
import { sharedSchemas } from './core/schemas.js';
import { onceCompiledSerializers } from './core/serializers.js';
import { checkBodyPresence, installJsonParser, installValidators } from './core/validation.js';
import type { DbHandle } from './db/connect.js';
import { modules } from './modules/api.js';
import { healthRoutes, healthTag } from './modules/health/health.routes.js';
import { startDelivery } from './modules/webhooks/webhooks.delivery.js';
import { startEventRetention } from './modules/events/events.retention.js';

export { API_PREFIXES } from './core/module.js';
import { API_PREFIXES } from './core/module.js';

export type App = FastifyInstance;

export interface AppDeps {
  config: Config;
  handle: DbHandle;
}

export interface BuildOptions extends AppDeps {
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
  /**
   * Tests: adds hooks to the app before any route is registered (the check
   * of each handler's payload against its route's response schema, in
   * test/openapi-contract.ts).
   */
  beforeRoutes?: (app: App) => void;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the HTTP application; listening is server.ts's job. */
export async function buildApp({ config, handle, logStream, beforeRoutes }: BuildOptions): Promise<App> {
  const logger = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers["x-service-api-key"]',
        'req.headers.authorization',
        'headers["x-service-api-key"]',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    ...(logStream ? { stream: logStream } : {}),
  };
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    forceCloseConnections: false,
    // A request that arrives on a kept-alive connection while the server closes is
    // served (with `Connection: close`), never refused with a body outside the contract.
    return503OnClosing: false,
    frameworkErrors,
    // Node's parser refusals (431 over 16 KB of headers) with the contract's body.
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: onceCompiledSerializers() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const schemas = [...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])];
  for (const schema of schemas) app.addSchema(schema);
  installValidators(app, schemas);
  installErrorHandler(app, handle.dialect);
  // Bodies are JSON only: anything else is a 415, never parsed as text.
  app.removeContentTypeParser(['text/plain']);
  installJsonParser(app);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Before authentication and any database work: shed load when saturated,
  // and refuse text that cannot be stored as sent.
  await installOverloadProtection(app, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  installInputGuards(app);

  installMethodNotAllowed(app);
  // Before any route: the OpenAPI document is built from the routes registered after it.
  await installOpenApi(app, [
    ...modules.flatMap((m) => (m.description ? [{ name: m.name, description: m.description }] : [])),
    healthTag,
  ]);
  beforeRoutes?.(app);

  // ioredis is loaded only when a Redis store is configured (a start without it does not pay its load).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(healthRoutes, { handle });

  await app.register(async (api) => {
    // Registered first so that every API route below counts against the key
    // (the limiter's hook runs after the key hook installed just below).
    await api.register(rateLimit, {
      global: config.rateLimitPerMinute > 0,
      max: config.rateLimitPerMinute || 1,
      timeWindow: 60_000,
      enableDraftSpec: true,
      keyGenerator: (request) => `key:${request.auth?.keyId ?? request.ip}`,
      // A tool call's own REST request: the HTTP request that carried the call counted.
      allowList: (request) => innerCallOf(request) !== undefined,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'rate_limited',
          `This API key is over its limit of ${context.max} requests a minute; retry in ${context.after}.`,
        ),
      ...(redis ? { redis, nameSpace: 'crm-rate-limit:' } : {}),
    });
    const failureLimiter =
      config.authFailuresPerMinute > 0
        ? api.createRateLimit({
            max: config.authFailuresPerMinute,
            timeWindow: 60_000,
            keyGenerator: (request) => `auth-failure:${request.ip}`,
          })
        : null;
    installAuth(
      api,
      handle,
      failureLimiter && {
        async fail(request) {
          // One increment: the first AUTH_FAILURES_PER_MINUTE failures of the window answer 401,
          // the others 429 until it ends (the window is not extended by them).
          const r = await failureLimiter(request);
          return !r.isAllowed && r.isExceeded ? Math.max(1, r.ttlInSeconds) : null;
        },
      },
    );
    // After the key and the rate limit, before the body is parsed and before the
    // Idempotency-Key: a 403 comes before 415 and is never stored (API.md sections 4 and 7).
    installScopeCheck(api);
    // After the key, the rate limit and the scope, before the body is parsed (API.md section 7's order).
    installIdempotency(api, handle, config);
    // ETags, 304s and answers kept per change mark (API.md section 10).
    const answers = installAnswers(api, config);
    app.decorate('answerMemory', answers.memory);
    api.addHook('preValidation', (request, _reply, done) => {
      try {
        checkBodyPresence(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
    for (const prefix of API_PREFIXES) {
      await api.register(
        async (scope) => {
          for (const module of modules)
            await scope.register(module.routes, { handle, config, answers: answers.shelf });
        },
        { prefix },
      );
    }
  });

  // The change feed keeps EVENT_RETENTION_DAYS of events; older ones are deleted in the background.
  let stopRetention: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopRetention = startEventRetention(handle, config.eventRetentionDays, app.log);
  });
  app.addHook('onClose', async () => stopRetention?.());

  // Webhook deliveries run in this process unless `crm worker` does them (DELIVERY_IN_PROCESS=false);
  // started once the app is ready, stopped (in-flight attempts handed back) when it closes.
  if (config.deliveryInProcess) {
    let delivery: ReturnType<typeof startDelivery> | null = null;
    app.addHook('onReady', async () => {
      delivery = startDelivery({ handle, config, log: app.log });
    });
    app.addHook('onClose', async () => delivery?.stop());
  }

  return app;
}

/**
 * Fastify answers 404 for a known path asked with another method; the
 * contract wants 405 with `Allow`. A second router, fed with every route,
 * tells which methods a path has.
 */
function installMethodNotAllowed(app: FastifyInstance): void {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 500 });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify has upper-cased the method by now: one of the router's.
      const routerMethod = method as HTTPMethod;
      methods.add(routerMethod);
      try {
        router.on(routerMethod, route.url, () => {});
      } catch {
        // The same route under both prefixes, or HEAD added twice: already known.
      }
    }
  });
  app.setNotFoundHandler(async (request) => {
    const path = request.url.split('?')[0];
    const allowed = [...methods].filter((m) => router.find(m, path));
    if (allowed.length) {
      throw new AppError(
        405,
        'method_not_allowed',
        `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
        [],
        {
          allow: allowed.join(', '),
        },
      );
    }
    throw new AppError(404, 'not_found', `There is no route ${request.method} ${path}.`);
  });
}
