import { AsyncLocalStorage } from 'node:async_hooks';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { createDb, type Database, type DbHandle, migrate } from '../src/db/connect.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import { insertWorkspaceUser } from '../src/modules/workspace-users/workspace-users.queries.js';
import { createWorkspaceWithOwner, type NewWorkspace } from '../src/modules/workspaces/workspaces.setup.js';
import type { DB, Role } from '../src/db/types.js';
import { ownDatabases } from './fresh-postgres.js';
import {
  assertResponseMatches,
  installResponseCheck,
  ResponseContract,
  type ResponseMismatch,
} from './openapi-contract.js';

/**
 * Every HTTP test runs once per database: SQLite always, PostgreSQL when
 * TEST_POSTGRES_URL is set. Under CI, a missing PostgreSQL is a failure,
 * never a silent skip. Each test makes its own workspace, so tests never
 * truncate tables or depend on each other.
 */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  url: string;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'sqlite', url: 'sqlite::memory:' }];
  const pg = process.env.TEST_POSTGRES_URL;
  if (pg) list.push({ name: 'postgres', url: pg });
  else if (process.env.CI === 'true')
    throw new Error('CI=true but TEST_POSTGRES_URL is not set: PostgreSQL tests cannot be skipped in CI');
  return list;
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: any;
  raw: LightMyRequestResponse;
}

/** A workspace with its owner's key, and request helpers that send that key. */
export interface Client extends NewWorkspace {
  request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  get(url: string, headers?: Record<string, string>): Promise<Response>;
  post(url: string, body?: unknown): Promise<Response>;
  put(url: string, body?: unknown): Promise<Response>;
  patch(url: string, body?: unknown): Promise<Response>;
  del(url: string): Promise<Response>;
  /** Adds a user to this workspace and returns it. */
  addUser(role?: Role, name?: string): Promise<{ id: string; full_name: string; key: string }>;
}

export interface Harness {
  db: TestDatabase;
  app: App;
  handle: DbHandle;
  config: Config;
  /** A fresh workspace with an owner and a key. */
  workspace(name?: string): Promise<Client>;
  /** A raw request with no key unless given in headers. */
  inject(options: InjectOptions): Promise<Response>;
  /**
   * Another app on this describe's database, its config this one's with
   * `overrides`; closed after the describe's tests (or by `close()`).
   */
  appWith(overrides: Partial<Config>, options?: AppOptions): Promise<TestApp>;
}

/** What an app of a test may need besides its config. */
export interface AppOptions {
  /** Where its logs go (a test that reads them); nowhere by default. */
  logStream?: DestinationStream;
  /** Runs once the app is built and before it is ready: a test's own route, or work that blocks its start. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/** An app built for one test, with its clients. */
export interface TestApp {
  app: App;
  handle: DbHandle;
  config: Config;
  /** The client of a workspace of this database, on this app. */
  client(ws: NewWorkspace): Client;
  /** A raw request with no key unless given in headers. */
  inject(options: InjectOptions): Promise<Response>;
  /** Closes the app (never the database handle, which is the caller's). */
  close(): Promise<void>;
}

export const BASE = '/user-api/v1';

function toResponse(raw: LightMyRequestResponse): Response {
  let body: any = raw.body;
  const type = String(raw.headers['content-type'] ?? '');
  // JSON answers are parsed; JSON Lines (an export) stay text.
  if (type.includes('json') && !type.includes('ndjson') && raw.body) body = JSON.parse(raw.body);
  return { status: raw.statusCode, headers: raw.headers as any, body, raw };
}

let counter = 0;

const contracts = new WeakMap<App, ResponseContract>();
const mismatches = new Map<string, ResponseMismatch>();

/**
 * Every response a test receives is held to the OpenAPI document the app
 * serves (test/openapi-contract.ts), and every handler payload to its
 * route's response schema before the serialiser could drop a field.
 */
function receive(app: App, raw: LightMyRequestResponse): Response {
  const requestId = String(raw.headers['x-request-id'] ?? '');
  const mismatch = mismatches.get(requestId);
  mismatches.delete(requestId);
  if (mismatch) {
    throw new Error(
      `${mismatch.method} ${mismatch.url} -> ${mismatch.status}: the handler's payload breaks the route's response schema ` +
        `(the serialiser would drop or mangle it):\n  ${mismatch.errors.map((e) => `${e.path} ${e.message}`).join('\n  ')}`,
    );
  }
  let contract = contracts.get(app);
  if (!contract) {
    contract = new ResponseContract(app.swagger());
    contracts.set(app, contract);
  }
  assertResponseMatches(contract, raw.raw.req.method ?? 'GET', raw.raw.req.url ?? '/', raw);
  return toResponse(raw);
}

/**
 * The config of a test app: no rate limits and no load shedding (a busy
 * test machine is not an overloaded service), quiet logs, then `overrides`.
 */
export function testConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {},
    {
      databaseUrl,
      logLevel: 'silent',
      rateLimitPerMinute: 0,
      authFailuresPerMinute: 0,
      maxEventLoopDelayMs: 0,
      // The apps of every test file share one PostgreSQL database: an app's delivery engine would
      // claim the deliveries of another file's webhooks (and refuse their private receivers). A
      // test that delivers runs an engine of its own, or asks for it (deliveryInProcess: true),
      // in a block with a database of its own (describeEachDatabase's ownDatabase).
      deliveryInProcess: false,
      ...overrides,
    },
  );
}

/**
 * Builds a ready app of the test config with `overrides` on `handle` (a
 * database the caller opened and migrated, and closes). Every app of the
 * tests is made here, with the check of handler payloads against their
 * response schemas.
 */
export async function appOn(
  handle: DbHandle,
  config: Config,
  { logStream, beforeReady }: AppOptions = {},
): Promise<TestApp> {
  const app = await buildApp({
    config,
    handle,
    logStream,
    beforeRoutes: (app) => installResponseCheck(app, (m) => mismatches.set(m.requestId, m)),
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    handle,
    config,
    client: (ws) => clientFor(app, handle, ws),
    inject: async (options) => receive(app, await app.inject(options)),
    close: () => app.close(),
  };
}

/** Builds an app on `database` (migrated) with config overrides. */
export async function startApp(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  logStream?: DestinationStream,
) {
  const config = testConfig(database.url, overrides);
  const handle = countingQueries(createDb(config.databaseUrl, { poolSize: 4 }));
  await migrate(handle);
  const { app } = await appOn(handle, config, { logStream });
  return { app, handle, config };
}

/** The count of the `countQueries` call that runs in this async context, if any. */
const counting = new AsyncLocalStorage<{ queries: number }>();

/**
 * Counted as results: a prepared query (db/prepared.ts) is compiled, and so
 * goes through a plugin's transformQuery, only when first built.
 */
const queryCounter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    const count = counting.getStore();
    if (count) count.queries++;
    return args.result;
  },
};

/** `handle` with its connections' statements counted by `countQueries`. */
function countingQueries(handle: DbHandle): DbHandle {
  const counted = new WeakMap<Database, Database>();
  const wrap = (db: Database) => {
    let wrapped = counted.get(db);
    if (!wrapped) counted.set(db, (wrapped = db.withPlugin(queryCounter)));
    return wrapped;
  };
  return Object.create(handle, {
    db: { value: wrap(handle.db), enumerable: true },
    // Opened on first use (SQLite), as the handle's own.
    writer: { get: () => wrap(handle.writer), enumerable: true },
  });
}

/**
 * Runs `fn` and counts the SQL statements it ran through the databases of
 * the harness (each app's and `t.handle`), reads and writes, that answered.
 * Only what `fn` caused counts (its requests, its calls): the background
 * work of the apps (cleanups, deliveries) runs outside it.
 */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ queries: number; result: T }> {
  const count = { queries: 0 };
  const result = await counting.run(count, fn);
  return { queries: count.queries, result };
}

/** A new workspace with its owner on `handle`, and its owner's client on `app`. */
export async function newWorkspace(app: App, handle: DbHandle, name?: string): Promise<Client> {
  const n = ++counter;
  const ws = await createWorkspaceWithOwner(handle.db, {
    name: name ?? `Workspace ${n}`,
    ownerEmail: `owner${n}@example.com`,
    ownerName: `Owner ${n}`,
  });
  return clientFor(app, handle, ws);
}

export function clientFor(app: App, handle: DbHandle, ws: NewWorkspace): Client {
  const request: Client['request'] = async (method, url, body, headers = {}) => {
    const options: InjectOptions = {
      method,
      url:
        url.startsWith('/') && !url.startsWith('/user-api') && !url.startsWith('/v1') ? `${BASE}${url}` : url,
      headers: { 'x-service-api-key': ws.api_key, ...headers },
    };
    if (body !== undefined) {
      options.payload = typeof body === 'string' ? body : JSON.stringify(body);
      (options.headers as any)['content-type'] ??= 'application/json';
    }
    return receive(app, await app.inject(options));
  };
  return {
    ...ws,
    request,
    get: (url, headers) => request('GET', url, undefined, headers),
    post: (url, body) => request('POST', url, body ?? {}),
    put: (url, body) => request('PUT', url, body ?? {}),
    patch: (url, body) => request('PATCH', url, body ?? {}),
    del: (url) => request('DELETE', url),
    async addUser(role = 'MEMBER', name = `User ${++counter}`) {
      const user = await insertWorkspaceUser(handle.db, {
        workspaceId: ws.workspace.id,
        email: `user${counter}-${Date.now()}@example.com`,
        fullName: name,
        role,
      });
      const { secret } = await createApiKey(handle.db, {
        workspaceId: ws.workspace.id,
        userId: user.id,
        name: 'test',
        expiresAt: null,
      });
      return { id: user.id, full_name: user.full_name, key: secret };
    },
  };
}

/** How a `describeEachDatabase` block is set up besides its app's config. */
export interface BlockOptions {
  /**
   * The block gets a PostgreSQL database of its own, dropped after it: for
   * tests that run a webhook delivery engine, which serves every workspace
   * of its database and would otherwise also deliver (and retry, and wait
   * for) the webhooks of the other test files sharing the tests' database.
   * SQLite's in-memory database is the block's own anyway.
   */
  ownDatabase?: boolean;
}

/**
 * `describe` once per database with a ready app. Tests read `t.app`,
 * `t.workspace()` and friends inside their bodies.
 */
export function describeEachDatabase(
  title: string,
  body: (t: Harness) => void,
  overrides: Partial<Config> = {},
  { ownDatabase = false }: BlockOptions = {},
): void {
  for (const shared of testDatabases()) {
    describe(`${title} [${shared.name}]`, () => {
      const own = ownDatabases(shared, 'crm_block');
      const t = { db: shared } as Harness;
      const others: TestApp[] = [];
      beforeAll(async () => {
        if (ownDatabase) t.db = await own.open();
        const { app, handle, config } = await startApp(t.db, overrides);
        Object.assign(t, {
          app,
          handle,
          config,
          workspace: (name?: string) => newWorkspace(app, handle, name),
          inject: async (options: InjectOptions) => receive(app, await app.inject(options)),
          appWith: async (more: Partial<Config>, options?: AppOptions) => {
            const other = await appOn(handle, { ...config, ...more }, options);
            others.push(other);
            return other;
          },
        } satisfies Omit<Harness, 'db'>);
      });
      afterAll(async () => {
        for (const other of others) await other.close();
        await t.app?.close();
        await t.handle?.close();
        await own.dropAll();
      });
      body(t);
    });
  }
}

/** Asserts the contract's error body and returns it. */
export function expectError(res: Response, status: number, code: string) {
  if (res.status !== status || res.body?.error?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  if (res.body.error.request_id !== res.headers['x-request-id'])
    throw new Error('request_id differs from X-Request-Id');
  if (typeof res.body.error.message !== 'string' || !Array.isArray(res.body.error.details))
    throw new Error(`error body not in the contract's shape: ${JSON.stringify(res.body)}`);
  return res.body.error as { code: string; message: string; details: any[]; request_id: string };
}

/**
 * The rows of `table` whose `column` is `value`, read straight from the
 * database: what a test checks was stored, or left behind by a delete.
 */
export function rowsWhere(
  handle: DbHandle,
  table: keyof DB,
  column: string,
  value: unknown,
): Promise<unknown[]> {
  return handle.db
    .selectFrom(table)
    .selectAll()
    .where(column as any, '=', value)
    .execute();
}
