import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth.js';
import { AppError, type ErrorDetail } from './errors.js';

/**
 * Scoped API keys (API.md section 3). A scope is `<area>:<level>`, or a
 * bare level meaning it for every area; the levels are ordered, each
 * implying the ones below it: `read` < `write` < `delete`. `events` takes
 * only `read`. A key made before scopes existed, or without `--scopes`, has
 * `delete`.
 */

export const AREAS = [
  'contacts',
  'companies',
  'tags',
  'notes',
  'lists',
  'tasks',
  'custom_fields',
  'events',
  'webhooks',
] as const;
export type Area = (typeof AREAS)[number];

export const LEVELS = ['read', 'write', 'delete'] as const;
export type Level = (typeof LEVELS)[number];

/** The scopes of a key made without `--scopes`, and of every key made before scopes existed. */
export const DEFAULT_SCOPES: readonly string[] = ['delete'];

const RANK: Record<Level, number> = { read: 1, write: 2, delete: 3 };

/** Every string that is a scope; anything else (a look-alike character, another case) is not. */
const VALID_SCOPES: ReadonlySet<string> = new Set([
  ...LEVELS,
  ...AREAS.flatMap((area) =>
    area === 'events' ? ['events:read'] : LEVELS.map((level) => `${area}:${level}`),
  ),
]);

export const isScope = (text: string): boolean => VALID_SCOPES.has(text);

/** Text shown in a message as ASCII: a look-alike character appears as its code point; long text is cut. */
function visible(text: string): string {
  const cut = [...text].slice(0, 60);
  const shown = cut
    .map((ch) => (/^[\x21-\x7e ]$/.test(ch) ? ch : `\\u{${ch.codePointAt(0)!.toString(16)}}`))
    .join('');
  return cut.length < [...text].length ? `${shown}...` : shown;
}

/**
 * The scopes of `crm key create --scopes`: items separated by commas,
 * spaces and tabs around them ignored, repeats dropped. An empty item (so
 * `--scopes ""` too) or a string outside the grammar throws, naming it.
 */
export function parseScopeList(text: string): string[] {
  const scopes: string[] = [];
  text.split(',').forEach((raw, index) => {
    const item = raw.replace(/^[ \t]+|[ \t]+$/g, '');
    if (item === '')
      throw new Error(
        `--scopes: item ${index + 1} is empty; give scopes separated by commas, e.g. read,contacts:write`,
      );
    if (!isScope(item))
      throw new Error(
        `--scopes: "${visible(item)}" is not a scope; a scope is read, write or delete, alone or after an area ` +
          `(${AREAS.join(', ')}) and a colon, e.g. contacts:write (events takes only events:read)`,
      );
    if (!scopes.includes(item)) scopes.push(item);
  });
  return scopes;
}

/** The level a key holds on each area: 0 none, 1 read, 2 write, 3 delete. */
export type Grants = Readonly<Record<Area, number>>;

/** What a key's scopes grant; a stored string that is not a scope grants nothing. */
export function grantsOf(scopes: readonly string[]): Grants {
  const grants = Object.fromEntries(AREAS.map((area) => [area, 0])) as Record<Area, number>;
  for (const scope of scopes) {
    if (!isScope(scope)) continue;
    const [first, second] = scope.split(':');
    const rank = RANK[(second ?? first) as Level];
    for (const area of second === undefined ? AREAS : [first as Area])
      grants[area] = Math.max(grants[area], rank);
  }
  return grants;
}

/** The scopes of a key as stored (a JSON array of strings); unreadable text holds none. */
export function storedScopes(text: string | null | undefined): string[] {
  if (text === null || text === undefined) return [...DEFAULT_SCOPES];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** A scope a request needs: `read`, `write` or `delete` on one area. */
export interface ScopeNeed {
  area: Area;
  level: Level;
}

/**
 * The scope a route needs, declared once in its `config`: `none` (`GET
 * /me`, workspace users), or a level on an area. `includes`: on GET and
 * DELETE, each area the `include` query parameter names needs `read` too.
 */
export type RouteScope = 'none' | (ScopeNeed & { includes?: boolean });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope this route needs (core/scopes.ts); every API route declares one. */
    scope?: RouteScope;
  }
}

export const need = (area: Area, level: Level, includes = false): RouteScope =>
  includes ? { area, level, includes } : { area, level };

/** The area of a resource's path: `/custom-fields` is `custom_fields`. */
export const areaOfPath = (path: string): Area => path.replace(/^\//, '').replace(/-/g, '_') as Area;

/** Includes that name another area; every other include (`emails`, `custom_fields`) is the record's own. */
const INCLUDED_AREAS: Readonly<Record<string, Area>> = {
  contacts: 'contacts',
  companies: 'companies',
  tags: 'tags',
  notes: 'notes',
  lists: 'lists',
  tasks: 'tasks',
};

/** The area an include of a record of `own` reads. */
export const areaOfInclude = (name: string, own: Area): Area =>
  Object.hasOwn(INCLUDED_AREAS, name) ? INCLUDED_AREAS[name] : own;

/** `holds` when the key's scopes cover the level on the area. */
export const holds = (auth: Pick<AuthContext, 'grants'>, area: Area, level: Level): boolean =>
  auth.grants[area] >= RANK[level];

export const scopeName = (need: ScopeNeed): string => `${need.area}:${need.level}`;

/** The refusal of a request outside the key's scopes: one detail per scope it lacks. */
export function insufficientScope(lacking: readonly ScopeNeed[]): AppError {
  const names = lacking.map(scopeName);
  return new AppError(
    403,
    'insufficient_scope',
    `This API key lacks ${names.join(', ')}; use a key with ${names.length === 1 ? 'that scope' : 'those scopes'}.`,
    names.map((name): ErrorDetail => ({ path: '/scope', message: `this key lacks ${name}` })),
  );
}

/**
 * Needs merged per area (the highest level wins, so that a 403 names for
 * each area the one scope the request needs there), in the order first
 * named; throws 403 with those the key lacks.
 */
export function requireScopes(auth: Pick<AuthContext, 'grants'>, needs: Iterable<ScopeNeed>): void {
  const byArea = new Map<Area, Level>();
  for (const { area, level } of needs) {
    const had = byArea.get(area);
    if (!had || RANK[level] > RANK[had]) byArea.set(area, level);
  }
  const lacking: ScopeNeed[] = [];
  for (const [area, level] of byArea) if (!holds(auth, area, level)) lacking.push({ area, level });
  if (lacking.length) throw insufficientScope(lacking);
}

/** The names of an `include` as sent (validated later: an unknown name needs no scope). */
function includeNames(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return parts.flatMap((part) => String(part).split(',')).map((name) => name.trim());
}

/** What a request needs by its route's declaration and its `include`. */
export function needsOf(request: FastifyRequest, scope: Exclude<RouteScope, 'none'>): ScopeNeed[] {
  const needs: ScopeNeed[] = [{ area: scope.area, level: scope.level }];
  if (
    scope.includes &&
    (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE')
  )
    for (const name of includeNames((request.query as Record<string, unknown> | undefined)?.include))
      if (name) needs.push({ area: areaOfInclude(name, scope.area), level: 'read' });
  return needs;
}

/**
 * The scope hook of the API routes. It runs before the body is parsed
 * (preParsing), after the key and rate-limit hooks (onRequest), and is
 * installed before the `Idempotency-Key` and conditional-read hooks: a 403
 * comes after 401 and 429 and before 415, and a key never gets a stored
 * answer for a request it could not make (API.md sections 4 and 7). A
 * route that declares no scope cannot be registered.
 */
export function installScopeCheck(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) return;
    if (route.config?.scope === undefined)
      throw new Error(
        `${methods.join(',')} ${route.url}: an API route must declare its scope in config.scope`,
      );
  });
  scope.addHook('preParsing', (request, _reply, payload, done) => {
    const declared = request.routeOptions.config.scope;
    if (declared === undefined || declared === 'none') return done(null, payload);
    try {
      requireScopes(request.auth, needsOf(request, declared));
    } catch (err) {
      return done(err as Error);
    }
    done(null, payload);
  });
}

// --- event types ---------------------------------------------------------------------

/** The areas whose records a link event can name (`link.added`, `link.removed`). */
export const LINK_AREAS: readonly Area[] = ['contacts', 'companies', 'tags', 'notes', 'lists', 'tasks'];

/** The areas whose events `*` names. */
export const EVENT_AREAS: readonly Area[] = [...LINK_AREAS, 'custom_fields'];

const areaOfResource = new Map<string, Area>();

/**
 * The area of an event's resource, by its name in the feed: `contact` is
 * `contacts`, `custom_field` is `custom_fields`. Each resource's spec
 * registers its own (core/resource-routes.ts: its event name and its
 * path's area).
 */
export const AREA_OF_RESOURCE: ReadonlyMap<string, Area> = areaOfResource;

/** Makes an event resource's area known (resource-routes.ts does it for every resource). */
export function registerEventArea(resource: string, area: Area): void {
  areaOfResource.set(resource, area);
}

/** The areas an event type names: `contact.created` contacts, links six areas, `*` seven. */
export function areasOfEventType(type: string): readonly Area[] {
  if (type === '*') return EVENT_AREAS;
  if (type === 'link.added' || type === 'link.removed') return LINK_AREAS;
  const resource = type.split('.')[0];
  const area = areaOfResource.get(resource);
  return area ? [area] : [];
}
