import Fastify from 'fastify';
import type { App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { sharedSchemas } from '../../src/core/schemas.js';
import { installValidators } from '../../src/core/validation.js';
import type { DbHandle } from '../../src/db/connect.js';
import { modules } from '../../src/modules/api.js';
import { BASE } from '../harness.js';

/** A route of the API as registered: method, full path and schema. */
export interface RouteInfo {
  method: string;
  url: string;
  schema: any;
}

/**
 * Every API route with its schema, collected by an `onRoute` hook while the
 * modules register on a bare instance exactly as the app registers them
 * (one prefix is enough: the other serves the same routes).
 */
export async function collectApiRoutes(handle: DbHandle): Promise<RouteInfo[]> {
  const twin = Fastify({ logger: false });
  const schemas = [...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])];
  for (const schema of schemas) twin.addSchema(schema);
  installValidators(twin, schemas);
  const routes: RouteInfo[] = [];
  twin.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema ?? {} });
    }
  });
  const config = loadConfig({}, { databaseUrl: 'sqlite::memory:' });
  await twin.register(
    async (scope) => {
      for (const module of modules) await scope.register(module.routes as any, { handle, config });
    },
    { prefix: BASE },
  );
  await twin.ready();
  await twin.close();
  return routes;
}

/**
 * The paths and methods the running app answers, read from
 * `printRoutes({ commonPrefix: false })`: lines such as
 * `├── /user-api/v1/notes (GET, HEAD, POST)` whose indentation nests them.
 */
export function printedRoutes(app: App): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const path = (stack.length ? stack[stack.length - 1].path : '') + match[2];
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()))
      if (method && method !== 'HEAD') out.push({ method, url: path });
  }
  return out;
}
