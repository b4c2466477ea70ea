import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Configuration is read from the environment once, validated, frozen and
 * passed to `buildApp`. Nothing else in the code reads `process.env`.
 */
export const ConfigSchema = Type.Object({
  databaseUrl: Type.String({ minLength: 1 }),
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
  rateLimitPerMinute: Type.Integer({ minimum: 0 }),
  redisUrl: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  bodyLimitBytes: Type.Integer({ minimum: 1 }),
  /** Largest CSV body of an import (API.md section 9). */
  importBodyLimitBytes: Type.Integer({ minimum: 1 }),
  /** Failed authentications allowed per client address per minute before 429. */
  authFailuresPerMinute: Type.Integer({ minimum: 0 }),
  /** Mean event-loop delay (ms) above which requests get 503 with Retry-After; 0 turns it off. */
  maxEventLoopDelayMs: Type.Integer({ minimum: 0 }),
  /** How long the answer of a write sent with an `Idempotency-Key` is kept (API.md section 7). */
  idempotencyTtlHours: Type.Number({ exclusiveMinimum: 0 }),
  /** How long the change feed keeps events (API.md section 8). */
  eventRetentionDays: Type.Number({ exclusiveMinimum: 0 }),
  /** The server delivers webhooks itself; false leaves it to `crm worker`. */
  deliveryInProcess: Type.Boolean(),
  /** Webhook URLs may name loopback, private and link-local addresses (tests, closed networks). */
  webhookAllowPrivate: Type.Boolean(),
  /** Webhook deliveries in flight at once in one process, in total and per endpoint. */
  webhookConcurrency: Type.Integer({ minimum: 1 }),
  webhookConcurrencyPerEndpoint: Type.Integer({ minimum: 1 }),
  /**
   * How long a claimed delivery stays its process's before any process may
   * attempt it again (a process killed mid-attempt leaves it leased): keep it
   * above the 10 s attempt timeout; tests whose receivers answer at once use less.
   */
  webhookLeaseSeconds: Type.Number({ exclusiveMinimum: 0 }),
  /** Memory for computed answers (API.md section 10), in MiB; 0 turns it off. */
  answerCacheMb: Type.Number({ minimum: 0 }),
});
export type Config = Static<typeof ConfigSchema>;

export const defaultConfig: Config = Object.freeze({
  databaseUrl: 'sqlite:./data/crm.sqlite',
  port: 3000,
  host: '127.0.0.1',
  logLevel: 'info',
  rateLimitPerMinute: 600,
  redisUrl: null,
  bodyLimitBytes: 1_048_576,
  importBodyLimitBytes: 52_428_800,
  authFailuresPerMinute: 30,
  maxEventLoopDelayMs: 1000,
  idempotencyTtlHours: 24,
  eventRetentionDays: 30,
  deliveryInProcess: true,
  webhookAllowPrivate: false,
  webhookConcurrency: 64,
  webhookConcurrencyPerEndpoint: 16,
  webhookLeaseSeconds: 30,
  // The server's whole memory is meant to stay under 250 MB (RSS) under
  // load: about 60 MB for Node itself, up to 64 MB of SQLite page cache (two
  // connections), a heap of 50-110 MB, and this. At 64 the bench's RSS
  // peaked at 287 MB once the memory had filled (bench/RESULTS.md).
  answerCacheMb: 32,
});

function intFromEnv(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw.trim());
}

function positiveIntFromEnv(name: string, raw: string | undefined, fallback: number): number {
  const value = intFromEnv(name, raw, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got "${raw}"`);
  return value;
}

function nonNegativeFromEnv(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw.trim()))
    throw new Error(`${name} must be a number of 0 or more, got "${raw}"`);
  return Number(raw.trim());
}

function positiveFromEnv(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(value > 0))
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function booleanFromEnv(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** Builds the configuration from environment variables (API.md section 1). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    databaseUrl: env.DATABASE_URL || defaultConfig.databaseUrl,
    port: intFromEnv('PORT', env.PORT, defaultConfig.port),
    host: env.HOST || defaultConfig.host,
    logLevel: (env.LOG_LEVEL || defaultConfig.logLevel) as Config['logLevel'],
    rateLimitPerMinute: intFromEnv(
      'RATE_LIMIT_PER_MINUTE',
      env.RATE_LIMIT_PER_MINUTE,
      defaultConfig.rateLimitPerMinute,
    ),
    redisUrl: env.REDIS_URL || null,
    bodyLimitBytes: intFromEnv('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, defaultConfig.bodyLimitBytes),
    importBodyLimitBytes: positiveIntFromEnv(
      'IMPORT_BODY_LIMIT_BYTES',
      env.IMPORT_BODY_LIMIT_BYTES,
      defaultConfig.importBodyLimitBytes,
    ),
    authFailuresPerMinute: intFromEnv(
      'AUTH_FAILURES_PER_MINUTE',
      env.AUTH_FAILURES_PER_MINUTE,
      defaultConfig.authFailuresPerMinute,
    ),
    maxEventLoopDelayMs: intFromEnv(
      'MAX_EVENT_LOOP_DELAY_MS',
      env.MAX_EVENT_LOOP_DELAY_MS,
      defaultConfig.maxEventLoopDelayMs,
    ),
    idempotencyTtlHours: positiveFromEnv(
      'IDEMPOTENCY_TTL_HOURS',
      env.IDEMPOTENCY_TTL_HOURS,
      defaultConfig.idempotencyTtlHours,
    ),
    eventRetentionDays: positiveFromEnv(
      'EVENT_RETENTION_DAYS',
      env.EVENT_RETENTION_DAYS,
      defaultConfig.eventRetentionDays,
    ),
    deliveryInProcess: booleanFromEnv(
      'DELIVERY_IN_PROCESS',
      env.DELIVERY_IN_PROCESS,
      defaultConfig.deliveryInProcess,
    ),
    webhookAllowPrivate: booleanFromEnv(
      'WEBHOOK_ALLOW_PRIVATE',
      env.WEBHOOK_ALLOW_PRIVATE,
      defaultConfig.webhookAllowPrivate,
    ),
    webhookConcurrency: positiveIntFromEnv(
      'WEBHOOK_CONCURRENCY',
      env.WEBHOOK_CONCURRENCY,
      defaultConfig.webhookConcurrency,
    ),
    webhookConcurrencyPerEndpoint: positiveIntFromEnv(
      'WEBHOOK_CONCURRENCY_PER_ENDPOINT',
      env.WEBHOOK_CONCURRENCY_PER_ENDPOINT,
      defaultConfig.webhookConcurrencyPerEndpoint,
    ),
    webhookLeaseSeconds: positiveFromEnv(
      'WEBHOOK_LEASE_SECONDS',
      env.WEBHOOK_LEASE_SECONDS,
      defaultConfig.webhookLeaseSeconds,
    ),
    answerCacheMb: nonNegativeFromEnv('ANSWER_CACHE_MB', env.ANSWER_CACHE_MB, defaultConfig.answerCacheMb),
    ...overrides,
  };
  if (!Value.Check(ConfigSchema, config)) {
    const first = [...Value.Errors(ConfigSchema, config)][0];
    throw new Error(`invalid configuration at ${first?.path}: ${first?.message}`);
  }
  return Object.freeze(config);
}
