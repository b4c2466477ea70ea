import type { FastifyInstance } from 'fastify';

/**
 * What the MCP tools know of the REST API, read from the OpenAPI document the
 * routes build (their TypeBox schemas): the resources, each one's filters,
 * `order_by` fields, includes, record fields and `match_on` values. Nothing
 * here is listed by hand: a new filter or field of a route shows up in the
 * tools' schemas and in `describe` by itself.
 */

type Json = Record<string, any>;

export interface ResourceContract {
  /** As its path names it: `contacts`, `custom-fields`, `workspace-users`. */
  name: string;
  /** Filters of its collection read, name -> JSON Schema of the query parameter. */
  filters: Record<string, Json>;
  orderBy: string[];
  includes: string[];
  /** The record as a read answers it (JSON Schema, references resolved). */
  record: Json;
  /** `match_on` values of its POST, if it takes one. */
  matchOn: string[];
  batch: boolean;
  deletable: boolean;
  duplicates: boolean;
  merge: boolean;
}

export interface ApiContract {
  resources: ResourceContract[];
  byName: Map<string, ResourceContract>;
  /** JSON Schemas of the paging parameters and of `Idempotency-Key`, as the routes declare them. */
  limit: Json;
  offset: Json;
  idempotencyKey: Json;
  /** The parameters of `GET /events`, name -> JSON Schema. */
  events: Record<string, Json>;
}

const BASE = '/user-api/v1';
const PAGING = new Set(['limit', 'offset', 'order_by', 'include']);
/** Collections that are not resources of the tools: the key's own, the feed, webhooks. */
const NOT_RESOURCES = new Set(['me', 'events', 'webhooks', 'openapi.json']);

function resolve(doc: Json, schema: Json | undefined, depth = 0): Json {
  if (!schema || typeof schema !== 'object' || depth > 20) return schema ?? {};
  if (typeof schema.$ref === 'string') {
    const name: string = schema.$ref.split('/').pop() ?? '';
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  if (Array.isArray(schema)) return schema.map((s) => resolve(doc, s, depth + 1));
  const out: Json = {};
  for (const [key, value] of Object.entries(schema))
    out[key] =
      key === 'examples' || key === 'example' || typeof value !== 'object' || value === null
        ? value
        : resolve(doc, value, depth + 1);
  return out;
}

const queryParams = (operation: Json | undefined): Json[] =>
  (operation?.parameters ?? []).filter((p: Json) => p.in === 'query');

/** The names an include pattern allows: `^\s*(emails|tags)\s*(,...)*$`. */
function includeNames(param: Json | undefined): string[] {
  const pattern: string | undefined = param?.schema?.pattern;
  const names = pattern?.match(/\(([a-z_|]+)\)/)?.[1];
  return names ? names.split('|') : [];
}

/** Builds the contract from the application's OpenAPI document. */
export function readContract(app: FastifyInstance): ApiContract {
  const doc = (app as unknown as { swagger(): Json }).swagger();
  const paths: Json = doc.paths ?? {};
  const resources: ResourceContract[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const match = path.match(/^\/user-api\/v1\/([a-z-]+)$/);
    if (!match || NOT_RESOURCES.has(match[1]) || !(item as Json).get) continue;
    const name = match[1];
    const get = (item as Json).get;
    const params = queryParams(get);
    const filters: Record<string, Json> = {};
    for (const p of params) if (!PAGING.has(p.name)) filters[p.name] = resolve(doc, p.schema);
    const orderBy = (params.find((p) => p.name === 'order_by')?.schema?.enum ?? []).filter(
      (v: string) => !v.includes(':'),
    );
    const ok = get.responses?.['200']?.content?.['application/json']?.schema;
    const record = resolve(doc, resolve(doc, ok)?.properties?.data?.items);
    const post = (item as Json).post;
    resources.push({
      name,
      filters,
      orderBy,
      includes: includeNames(params.find((p) => p.name === 'include')),
      record,
      matchOn: queryParams(post).find((p) => p.name === 'match_on')?.schema?.enum ?? [],
      batch: Boolean(paths[`${BASE}/${name}/batch`]?.post && paths[`${BASE}/${name}/batch`]?.patch),
      deletable: Boolean(paths[`${BASE}/${name}/{id}`]?.delete),
      duplicates: Boolean(paths[`${BASE}/${name}/duplicates`]?.get),
      merge: Boolean(paths[`${BASE}/${name}/{id}/merge`]?.post),
    });
  }
  const contacts = queryParams(paths[`${BASE}/contacts`]?.get);
  const post = paths[`${BASE}/contacts/batch`]?.post;
  const events: Record<string, Json> = {};
  for (const p of queryParams(paths[`${BASE}/events`]?.get)) events[p.name] = resolve(doc, p.schema);
  return {
    resources,
    byName: new Map(resources.map((r) => [r.name, r])),
    limit: contacts.find((p) => p.name === 'limit')?.schema ?? { type: 'integer', minimum: 1, maximum: 100 },
    offset: contacts.find((p) => p.name === 'offset')?.schema ?? { type: 'integer', minimum: 0 },
    idempotencyKey: (post?.parameters ?? []).find((p: Json) => p.name === 'idempotency-key')?.schema ?? {
      type: 'string',
    },
    events,
  };
}
