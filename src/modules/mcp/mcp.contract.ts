import type { FastifyInstance } from 'fastify';

/**
 * What the MCP tools know of the REST API, read from the OpenAPI document the
 * routes build (their TypeBox schemas): the resources, each one's filters,
 * `order_by` fields, includes, record fields and `match_on` values. Nothing
 * here is listed by hand: a new filter or field of a route shows up in the
 * tools' schemas and in `describe` by itself.
 */

/** A JSON Schema of the document: the keywords read here, and whatever else it holds. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** The parts of the OpenAPI document read here. */
interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<'get' | 'post' | 'patch' | 'delete', Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ResourceContract {
  /** As its path names it: `contacts`, `custom-fields`, `workspace-users`. */
  name: string;
  /** Filters of its collection read, name -> JSON Schema of the query parameter. */
  filters: Record<string, JsonSchema>;
  orderBy: string[];
  includes: string[];
  /** The record as a read answers it (JSON Schema, references resolved). */
  record: JsonSchema;
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
  limit: JsonSchema;
  offset: JsonSchema;
  idempotencyKey: JsonSchema;
  /** The parameters of `GET /events`, name -> JSON Schema. */
  events: Record<string, JsonSchema>;
}

const BASE = '/user-api/v1';
const PAGING = new Set(['limit', 'offset', 'order_by', 'include']);
/** Collections that are not resources of the tools: the key's own, the feed, webhooks. */
const NOT_RESOURCES = new Set(['me', 'events', 'webhooks', 'openapi.json']);

/** A schema with its references replaced by what they name (20 levels deep at most). */
const resolved = (doc: OpenApiDocument, schema: JsonSchema | undefined) => resolve(doc, schema) as JsonSchema;

function resolve(doc: OpenApiDocument, schema: unknown, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 20) return schema ?? {};
  if (Array.isArray(schema)) return schema.map((s) => resolve(doc, s, depth + 1));
  if ('$ref' in schema && typeof schema.$ref === 'string') {
    const name: string = schema.$ref.split('/').pop() ?? '';
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] =
      key === 'examples' || key === 'example' || typeof value !== 'object' || value === null
        ? value
        : resolve(doc, value, depth + 1);
  return out;
}

const queryParams = (operation: Operation | undefined): Parameter[] =>
  (operation?.parameters ?? []).filter((p) => p.in === 'query');

/** The names an include pattern allows: `^\s*(emails|tags)\s*(,...)*$`. */
function includeNames(param: Parameter | undefined): string[] {
  const pattern = param?.schema?.pattern;
  const names = pattern?.match(/\(([a-z_|]+)\)/)?.[1];
  return names ? names.split('|') : [];
}

/** Builds the contract from the application's OpenAPI document. */
export function readContract(app: FastifyInstance): ApiContract {
  const doc = app.swagger() as OpenApiDocument;
  const paths = doc.paths ?? {};
  const resources: ResourceContract[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const match = path.match(/^\/user-api\/v1\/([a-z-]+)$/);
    const get = item.get;
    if (!match || NOT_RESOURCES.has(match[1]) || !get) continue;
    const name = match[1];
    const params = queryParams(get);
    const filters: Record<string, JsonSchema> = {};
    for (const p of params) if (!PAGING.has(p.name)) filters[p.name] = resolved(doc, p.schema);
    const orderBy = (params.find((p) => p.name === 'order_by')?.schema?.enum ?? []).filter(
      (v): v is string => typeof v === 'string' && !v.includes(':'),
    );
    const ok = get.responses?.['200']?.content?.['application/json']?.schema;
    const record = resolved(doc, resolved(doc, ok)?.properties?.data?.items);
    const post = item.post;
    resources.push({
      name,
      filters,
      orderBy,
      includes: includeNames(params.find((p) => p.name === 'include')),
      record,
      matchOn: (queryParams(post).find((p) => p.name === 'match_on')?.schema?.enum ?? []).map(String),
      batch: Boolean(paths[`${BASE}/${name}/batch`]?.post && paths[`${BASE}/${name}/batch`]?.patch),
      deletable: Boolean(paths[`${BASE}/${name}/{id}`]?.delete),
      duplicates: Boolean(paths[`${BASE}/${name}/duplicates`]?.get),
      merge: Boolean(paths[`${BASE}/${name}/{id}/merge`]?.post),
    });
  }
  const contacts = queryParams(paths[`${BASE}/contacts`]?.get);
  const post = paths[`${BASE}/contacts/batch`]?.post;
  const events: Record<string, JsonSchema> = {};
  for (const p of queryParams(paths[`${BASE}/events`]?.get)) events[p.name] = resolved(doc, p.schema);
  return {
    resources,
    byName: new Map(resources.map((r) => [r.name, r])),
    limit: contacts.find((p) => p.name === 'limit')?.schema ?? { type: 'integer', minimum: 1, maximum: 100 },
    offset: contacts.find((p) => p.name === 'offset')?.schema ?? { type: 'integer', minimum: 0 },
    idempotencyKey: (post?.parameters ?? []).find((p) => p.name === 'idempotency-key')?.schema ?? {
      type: 'string',
    },
    events,
  };
}
