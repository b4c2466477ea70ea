import type { TObject, TSchema } from '@sinclair/typebox';
import { OTHER_ID_PREFIXES } from './ids.js';
import { inProse } from './prose.js';

/**
 * The record resources of the API, as `src/modules/index.ts` lists them:
 * the one list from which everything that spans them is derived (the scope
 * areas, the change feed's resources and event types, what `*` and an
 * export name, the MCP server's resources). Their order is that list's, and
 * it is the order those lists show. It is read when asked, never while the
 * modules load: a module that needs it while loading imports
 * `src/modules/index.ts` first.
 */

/**
 * The registry's resources, as `core/resource-spec.ts` declares them: it
 * adds `spec` here by declaration merging, so that the registry, at the
 * bottom of core/, imports nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RegisteredResource {}

/** A resource's spec, whatever its record, body and row types. */
export type AnyResourceSpec = RegisteredResource extends { spec: infer Spec } ? Spec : never;

let registered: readonly AnyResourceSpec[] | undefined;

/** What must differ between any two resources. */
const UNIQUE: readonly (keyof AnyResourceSpec)[] = ['path', 'table', 'event', 'idPrefix', 'operation'];

/**
 * Makes the resources known, once, in their order. Two resources declaring
 * the same path, table, event name, ID prefix or operation name are refused.
 */
export function registerResources<T extends AnyResourceSpec>(specs: readonly T[]): readonly T[] {
  if (registered) throw new Error('the resources are registered once, by src/modules/index.ts');
  for (const spec of specs)
    if (!/^[a-z]{3}$/.test(spec.idPrefix) || OTHER_ID_PREFIXES.includes(spec.idPrefix))
      throw new Error(`${spec.path}: its ID prefix must be three lower-case letters of its own`);
  for (const key of UNIQUE) {
    const seen = new Set<unknown>();
    for (const spec of specs) {
      if (seen.has(spec[key])) throw new Error(`two resources declare the ${key} ${String(spec[key])}`);
      seen.add(spec[key]);
    }
  }
  const linked = new Set<string>();
  for (const spec of specs)
    for (const link of spec.links ?? []) {
      if (link.from.table !== spec.table)
        throw new Error(`${spec.path}: the link ${link.table} is declared by the resource of its from side`);
      if (linked.has(link.table)) throw new Error(`the link ${link.table} is declared twice`);
      linked.add(link.table);
    }
  refuseContradictions(specs);
  carryLinkFields?.(specs);
  registered = specs;
  return specs;
}

let carryLinkFields: ((specs: readonly AnyResourceSpec[]) => void) | undefined;

/**
 * How registration gives each resource the fields the links declare on its
 * side (core/link-fields.ts, which installs itself here when loaded: the
 * registry, at the bottom, loads no schema library, so that a process that
 * only reads the resources, such as `crm mcp` before its first answer,
 * loads none either).
 */
export function carryLinkFieldsWith(carry: (specs: readonly AnyResourceSpec[]) => void): void {
  carryLinkFields = carry;
}

/**
 * What the specs declare must agree, each with itself and with the links
 * the resources declare: a contradiction is refused at start-up, naming the
 * resource and the field, instead of a request answering nothing (a `q`
 * that finds nothing) or a field no read fills.
 */
function refuseContradictions(specs: readonly AnyResourceSpec[]): void {
  const byTable = new Map<string, AnyResourceSpec>(specs.map((spec) => [spec.table, spec]));
  const fieldsOf = (spec: AnyResourceSpec) => Object.keys((spec.record as TObject).properties ?? {});
  for (const spec of specs) {
    const filters = spec.filters;
    if (filters && filters.table !== spec.table)
      throw new Error(
        `${spec.path}: its filters are those of the table ${filters.table}, not of its ${spec.table}`,
      );
    if (filters?.filters.q && !spec.search)
      throw new Error(
        `${spec.path}: its filter q searches, but it declares no \`search\`: q would find nothing`,
      );
    if (spec.search && !filters?.filters.q)
      throw new Error(`${spec.path}: it declares a \`search\`, but no filter q reads it`);
    for (const field of spec.export?.csvOmitted ?? [])
      if (!fieldsOf(spec).includes(field))
        throw new Error(
          `${spec.path}: its export leaves out the field ${field}, which its record does not carry`,
        );
  }
  for (const spec of specs)
    for (const link of spec.links ?? [])
      for (const side of [link.from, link.to]) {
        const owner = byTable.get(side.table);
        if (!owner)
          throw new Error(`the link ${link.table} joins ${side.table}, which no resource registers`);
        if (side.field === null) continue;
        const declared = `the link ${link.table} gives its records the field ${side.field}`;
        if (!side.embeds)
          throw new Error(`${owner.path}: ${declared}, but not how it embeds them: no loader can read it`);
        // A key's scopes hide a record's relation by its area's name (core/scopes.ts, unreadableRelations).
        const other = byTable.get(side === link.from ? link.to.table : link.from.table);
        const otherArea = other && areaOfPath(other.path);
        if (otherArea && side.field !== otherArea)
          throw new Error(
            `${owner.path}: ${declared}, which a key without ${otherArea}:read would still see: ` +
              `a link field is named after the other side's area (${otherArea})`,
          );
        if (side.atMostOne)
          for (const [body, schema] of [
            ['create', owner.createBody],
            ['update', owner.updateBody],
          ] as const) {
            const sent = (schema as TObject).properties?.[side.field];
            if (sent && takesMany(sent))
              throw new Error(
                `${owner.path}: ${declared}, which holds at most one, but its ${body} body takes more ` +
                  '(maxItems 1 on its array and its add)',
              );
          }
        // The other side writing the link could give this side's record a second one.
        const otherSide = side === link.from ? link.to : link.from;
        if (side.atMostOne && other && otherSide.field && writes(other, otherSide.field))
          throw new Error(
            `${other.path}: its bodies write the field ${otherSide.field} of the link ${link.table}, ` +
              `whose ${pluralOf(owner)} hold at most one: only their side may write it`,
          );
      }
}

/** Whether a resource's create or update body takes `field`. */
const writes = (spec: AnyResourceSpec, field: string): boolean =>
  [spec.createBody, spec.updateBody].some((body) => (body as TObject).properties?.[field] !== undefined);

/**
 * Whether a relation's body form can send more than one ID to link: an
 * array without `maxItems` 1, in any branch, or an `add` that can (what
 * `remove` takes does not count: unlinking many leaves at most one).
 */
function takesMany(schema: TSchema): boolean {
  const s = schema as TSchema & {
    anyOf?: TSchema[];
    maxItems?: number;
    properties?: Record<string, TSchema>;
  };
  if (s.anyOf) return s.anyOf.some(takesMany);
  if (s.type === 'array') return s.maxItems === undefined || s.maxItems > 1;
  return s.properties?.add !== undefined && takesMany(s.properties.add);
}

/** The resources, in their order (src/modules/index.ts). */
export function registeredResources(): readonly AnyResourceSpec[] {
  if (!registered)
    throw new Error('no resource is registered yet: import src/modules/index.ts before reading them');
  return registered;
}

/** The scope area of a resource's path: `/custom-fields` is `custom_fields`. */
export const areaOfPath = (path: string): string => path.replace(/^\//, '').replace(/-/g, '_');

/** The resource whose records carry an ID's prefix (`con_...`: contact), if any. */
export function resourceOfId(id: string): AnyResourceSpec | undefined {
  const prefix = id.slice(0, id.indexOf('_'));
  return registeredResources().find((spec) => spec.idPrefix === prefix);
}

/** IDs grouped by the resource their prefix names, in the order given; an ID of no resource is left out. */
export function idsByResource(ids: Iterable<string>): Map<AnyResourceSpec, string[]> {
  const out = new Map<AnyResourceSpec, string[]>();
  for (const id of ids) {
    const spec = resourceOfId(id);
    if (!spec) continue;
    const list = out.get(spec);
    if (list) list.push(id);
    else out.set(spec, [id]);
  }
  return out;
}

/** The resource whose records the feed names `event` (`contact`), if any. */
export const resourceOfEvent = (event: string): AnyResourceSpec | undefined =>
  registeredResources().find((spec) => spec.event === event);

/** A resource's records in prose: `/custom-fields` are `custom fields`. */
export const pluralOf = (spec: Pick<AnyResourceSpec, 'path'>): string =>
  areaOfPath(spec.path).replace(/_/g, ' ');

/** The record resources in prose, in their order: every text that lists them says this. */
export const resourcesInProse = (): string => inProse(registeredResources().map(pluralOf));
