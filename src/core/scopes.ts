import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail } from './errors.js';
import { linksOf } from './link-sides.js';
import { areaOfPath, registeredResources, resourceOfEvent, resourceOfId } from './resources.js';

/**
 * Scoped API keys (API.md section 3). A scope is `<area>:<level>`, or a
 * bare level meaning it for every area; the levels are ordered, each
 * implying the ones below it: `read` < `write` < `delete`. `events` takes
 * only `read`. A key made before scopes existed, or without `--scopes`, has
 * `delete`.
 */

/** A scope area: a resource's (its path's, core/resources.ts), `events` (the feed) or `webhooks`. */
export type Area = string;

/** The areas that are not a record resource's. */
const OTHER_AREAS: readonly Area[] = ['events', 'webhooks'];

let areaList: readonly Area[] | undefined;

/**
 * Every area, in the order messages list them: each registered resource's
 * (src/modules/index.ts), then `events` and `webhooks`.
 */
export function areas(): readonly Area[] {
  areaList ??= [...resourceAreas(), ...OTHER_AREAS];
  return areaList;
}

export const LEVELS = ['read', 'write', 'delete'] as const;
export type Level = (typeof LEVELS)[number];

/** The scopes of a key made without `--scopes`, and of every key made before scopes existed. */
export const DEFAULT_SCOPES: readonly string[] = ['delete'];

const RANK: Record<Level, number> = { read: 1, write: 2, delete: 3 };

let validScopes: ReadonlySet<string> | undefined;

/** Every string that is a scope; anything else (a look-alike character, another case) is not. */
export function isScope(text: string): boolean {
  validScopes ??= new Set([
    ...LEVELS,
    ...areas().flatMap((area) =>
      area === 'events' ? ['events:read'] : LEVELS.map((level) => `${area}:${level}`),
    ),
  ]);
  return validScopes.has(text);
}

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
          `(${areas().join(', ')}) and a colon, e.g. contacts:write (events takes only events:read)`,
      );
    if (!scopes.includes(item)) scopes.push(item);
  });
  return scopes;
}

/** The level a key holds on each area: 0 none, 1 read, 2 write, 3 delete. */
export type Grants = Readonly<Record<Area, number>>;

/** What a scope check reads of a request's auth (core/auth.ts `AuthContext`): its key's grants. */
export type Granted = { grants: Grants };

/** What a key's scopes grant; a stored string that is not a scope grants nothing. */
export function grantsOf(scopes: readonly string[]): Grants {
  const grants: Record<Area, number> = Object.fromEntries(areas().map((area) => [area, 0]));
  for (const scope of scopes) {
    if (!isScope(scope)) continue;
    const [first, second] = scope.split(':');
    const rank = RANK[(second ?? first) as Level];
    for (const area of second === undefined ? areas() : [first]) grants[area] = Math.max(grants[area], rank);
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
export type RouteScope = 'none' | (ScopeNeed & { includes?: boolean }) | SomeAreaScope;

/**
 * A route that needs a level on at least one record resource's area (`GET
 * /trash` needs `read` on some area, and shows those it reads); what it then
 * does per area is its own to check.
 */
export interface SomeAreaScope {
  someArea: Level;
  /**
   * The route names the areas it needs from its body (`POST /trash/restore`:
   * its records' areas) and checks them itself, before anything else: the
   * hook checks nothing, so that a 403 names each scope lacking.
   */
  perRecord?: boolean;
}

/** The refusal of a key that holds `level` on no record resource's area. */
export const lacksEveryArea = (level: Level): AppError =>
  new AppError(
    403,
    'insufficient_scope',
    `This API key lacks ${level} on every area; use a key with ${level} on at least one of ${resourceAreas().join(', ')}.`,
    [{ path: '/scope', message: `this key lacks ${level} on every area` }],
  );

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope this route needs (core/scopes.ts); every API route declares one. */
    scope?: RouteScope;
  }
}

export const need = (area: Area, level: Level, includes = false): RouteScope =>
  includes ? { area, level, includes } : { area, level };

export { areaOfPath };

/**
 * The area an include of a record of `own` reads: an include that names a
 * linked resource (`tags`) reads that resource's area; every other include
 * (`emails`, `custom_fields`) is the record's own.
 */
export const areaOfInclude = (name: string, own: Area): Area => (linkAreas().includes(name) ? name : own);

/** `holds` when the key's scopes cover the level on the area (an area it does not know: never). */
export const holds = (auth: Granted, area: Area, level: Level): boolean =>
  (auth.grants[area] ?? 0) >= RANK[level];

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
export function requireScopes(auth: Granted, needs: Iterable<ScopeNeed>): void {
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
export function needsOf(
  request: FastifyRequest,
  scope: Exclude<RouteScope, 'none' | SomeAreaScope>,
): ScopeNeed[] {
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
 * route that declares no scope, or an area that is none, cannot be registered.
 */
export function installScopeCheck(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) return;
    if (route.config?.scope === undefined)
      throw new Error(
        `${methods.join(',')} ${route.url}: an API route must declare its scope in config.scope`,
      );
    const declared = route.config.scope;
    if (declared !== 'none' && !('someArea' in declared) && !areas().includes(declared.area))
      throw new Error(
        `${methods.join(',')} ${route.url}: "${declared.area}" is not a scope area (${areas().join(', ')})`,
      );
  });
  scope.addHook('preParsing', (request, _reply, payload, done) => {
    const declared = request.routeOptions.config.scope;
    if (declared === undefined || declared === 'none') return done(null, payload);
    try {
      if ('someArea' in declared) {
        if (
          !declared.perRecord &&
          !resourceAreas().some((area) => holds(request.auth, area, declared.someArea))
        )
          throw lacksEveryArea(declared.someArea);
      } else requireScopes(request.auth, needsOf(request, declared));
    } catch (err) {
      return done(err as Error);
    }
    done(null, payload);
  });
}

// --- what an answer shows -------------------------------------------------------------

/**
 * The relations of a record of `own` that belong to areas the key cannot
 * read (a contact's `tags` without `tags:read`): an export and a write's
 * answer leave them out, their keys absent (API.md section 3). A record's
 * relation is named after its area (a contact's `companies`, a task's
 * `contacts`); its own parts (`emails`, `custom_fields`) are never among them.
 */
export function unreadableRelations(auth: Granted, own: Area): string[] {
  return linkAreas().filter((area) => area !== own && !holds(auth, area, 'read'));
}

/** The record without those keys: the same object when it has none of them, else a copy. */
function withoutKeys(record: unknown, hidden: readonly string[]): unknown {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  if (!hidden.some((key) => key in record)) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const key of hidden) delete copy[key];
  return copy;
}

/** The area of a record by its ID's prefix (`con_...`: contacts), if a registered resource has it. */
function areaOfRecord(record: unknown): Area | undefined {
  const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  if (typeof id !== 'string') return undefined;
  const spec = resourceOfId(id);
  return spec && areaOfPath(spec.path);
}

/**
 * A write's answer as the key may see it (API.md section 3): the record in
 * `data` (or each of a batch's records) without the relations of areas the
 * key cannot read. `own` is the area of the route (its declared scope), or
 * `each` for a route whose records are of several resources (`POST
 * /trash/restore`: each record's area is its ID's); an answer of another
 * kind (a webhook, an import's summary) has no record of a resource and is
 * left as it is. The records are copied, never changed: the write's events
 * keep the full records whatever key wrote them.
 */
export function readableAnswer<T>(auth: Granted, own: Area | 'each', answer: T): T {
  if (answer === null || typeof answer !== 'object' || !('data' in answer)) return answer;
  if (own !== 'each' && !resourceAreas().includes(own)) return answer;
  const hiddenOf = (record: unknown): readonly string[] => {
    const area = own === 'each' ? areaOfRecord(record) : own;
    return area ? unreadableRelations(auth, area) : [];
  };
  const { data } = answer as { data: unknown };
  const shown = Array.isArray(data)
    ? data.map((r) => withoutKeys(r, hiddenOf(r)))
    : withoutKeys(data, hiddenOf(data));
  if (Array.isArray(data) ? (shown as unknown[]).every((r, i) => r === data[i]) : shown === data)
    return answer;
  return { ...answer, data: shown };
}

/**
 * The area of a write request's route, by its declared scope: `each` for a
 * route of several areas, undefined for a route of none.
 */
export function areaOfRequest(request: FastifyRequest): Area | 'each' | undefined {
  const declared = request.routeOptions.config?.scope;
  if (declared === undefined || declared === 'none') return undefined;
  return 'someArea' in declared ? 'each' : declared.area;
}

// --- event types ---------------------------------------------------------------------

let linkAreaList: readonly Area[] | undefined;

/** The areas whose records a link event can name (`link.added`, `link.removed`): the linked resources'. */
export function linkAreas(): readonly Area[] {
  linkAreaList ??= registeredResources()
    .filter((spec) => linksOf(spec.table).length > 0)
    .map((spec) => areaOfPath(spec.path));
  return linkAreaList;
}

let resourceAreaList: readonly Area[] | undefined;

/** The record resources' areas, in their order (src/modules/index.ts). */
export function resourceAreas(): readonly Area[] {
  resourceAreaList ??= registeredResources().map((spec) => areaOfPath(spec.path));
  return resourceAreaList;
}

/** The areas whose events `*` names: every record resource's. */
export const eventAreas = resourceAreas;

/** The area of an event's resource, by its name in the feed: `contact` is `contacts`, `custom_field` is `custom_fields`. */
export function areaOfEventResource(resource: string): Area | undefined {
  const spec = resourceOfEvent(resource);
  return spec && areaOfPath(spec.path);
}

/** The areas an event type names: `contact.created` contacts, links six areas, `*` seven. */
export function areasOfEventType(type: string): readonly Area[] {
  if (type === '*') return eventAreas();
  if (type === 'link.added' || type === 'link.removed') return linkAreas();
  const area = areaOfEventResource(type.split('.')[0]);
  return area ? [area] : [];
}
