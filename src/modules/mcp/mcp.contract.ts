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
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<'get' | 'post' | 'patch' | 'delete', Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A filter of a collection read, as a tool takes it. */
export interface FilterContract {
  /** The query parameter's JSON Schema, as the route declares it. */
  query: JsonSchema;
  /** Whether it takes several values (`tag`, `email`), or exactly one (`name`, `is_starred`). */
  several: boolean;
  /** The JSON Schema of its value as a tool argument: the query string's form, or an array of values where it takes several. */
  value: JsonSchema;
  /** One line: what it matches, and what its value is. */
  about: string;
}

export interface ResourceContract {
  /** As its path names it: `contacts`, `custom-fields`, `workspace-users`. */
  name: string;
  /** Filters of its collection read (not `q`), name -> what a tool takes. */
  filters: Record<string, FilterContract>;
  /** The `q` parameter of its collection read, when it has one (words searched, not a filter). */
  q: JsonSchema | null;
  /** The pattern one ID of this resource matches (`^con_[0-9A-Za-z]{26}$`). */
  idPattern: string | null;
  /** The JSON Schemas of its POST and PATCH bodies (`POST /<name>`, `PATCH /<name>/{id}`), as the document states them. */
  createBody: JsonSchema | null;
  updateBody: JsonSchema | null;
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
  /** The bodies of `POST /trash/restore` and `POST /undo`, as the routes declare them. */
  restoreBody: JsonSchema | null;
  undoBody: JsonSchema | null;
}

const BASE = '/user-api/v1';
const PAGING = new Set(['limit', 'offset', 'order_by', 'include', 'q']);
/** Collections that are not resources of the tools: the key's own, the feed, webhooks, the trash. */
const NOT_RESOURCES = new Set(['me', 'events', 'webhooks', 'trash', 'openapi.json']);

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

/** The one value a list parameter's pattern repeats: `tag_[0-9A-Za-z]{26}`, `(CONTACT|COMPANY)`. */
function listUnit(pattern: string | undefined): string | null {
  return pattern?.match(/^\^\\s\*(.+?)\\s\*\(,/)?.[1] ?? null;
}

/** A resource's name for one of its records: `contacts` -> `contact`, `workspace-users` -> `workspace user`. */
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '').replace(/-/g, ' ');

/**
 * What a tool takes for a filter: the query parameter's own form (one
 * value, or several comma-separated), or where it takes several an array of
 * them; and a line on what it matches, from the parameter's description.
 */
function filterOf(param: Parameter, schema: JsonSchema, idNouns: Map<string, string>): FilterContract {
  const about = (param.description ?? schema.description ?? param.name).replace(/\.$/, '');
  const unit = listUnit(schema.pattern);
  const several = unit !== null || /comma-separated/i.test(about);
  if (several) {
    const options = unit?.match(/^\(([A-Z_|]+)\)$/)?.[1]?.split('|');
    const prefix = unit?.match(/^([a-z]{3})_/)?.[1];
    const item: JsonSchema = options
      ? { type: 'string', enum: options }
      : unit
        ? { type: 'string', pattern: `^${unit}$` }
        : { type: 'string', minLength: 1 };
    const noun = prefix ? `${idNouns.get(prefix) ?? prefix} ID` : null;
    const one = options ? `one of ${options.join(', ')}` : noun ? `a ${noun} (${prefix}_...)` : 'one value';
    return {
      query: schema,
      several,
      value: {
        anyOf: [
          { ...schema, description: 'One value, or several comma-separated' },
          { type: 'array', items: item, minItems: 1, maxItems: 100 },
        ],
      },
      about: `${about}. Value: ${one}, or an array of several (any of them matches).`,
    };
  }
  const flag = Array.isArray(schema.enum) && schema.enum.every((v) => v === 'true' || v === 'false');
  const one = flag
    ? 'true or false'
    : schema.format === 'date-time'
      ? 'an ISO 8601 instant such as 2026-01-31T09:00:00Z'
      : Array.isArray(schema.enum)
        ? `one of ${schema.enum.join(', ')}`
        : 'one string';
  return {
    query: schema,
    several,
    value: flag ? { anyOf: [{ type: 'boolean' }, schema] } : schema,
    about: `${about}. Value: ${one} (not an array).`,
  };
}

/** Builds the contract from the application's OpenAPI document. */
export function readContract(app: FastifyInstance): ApiContract {
  const doc = app.swagger() as OpenApiDocument;
  const paths = doc.paths ?? {};
  const resources: ResourceContract[] = [];
  // The record an ID prefix names, from each collection's `ids` pattern (`tag_` -> tag).
  const idNouns = new Map<string, string>();
  const idPatterns = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    const name = path.match(/^\/user-api\/v1\/([a-z-]+)$/)?.[1];
    const unit = listUnit(queryParams(item.get).find((p) => p.name === 'ids')?.schema?.pattern);
    const prefix = unit?.match(/^([a-z]{3})_/)?.[1];
    if (!name || !unit || !prefix) continue;
    idNouns.set(prefix, singular(name));
    idPatterns.set(name, `^${unit}$`);
  }
  const bodyOf = (operation: Operation | undefined) => {
    const schema = operation?.requestBody?.content?.['application/json']?.schema;
    return schema ? resolved(doc, schema) : null;
  };
  for (const [path, item] of Object.entries(paths)) {
    const match = path.match(/^\/user-api\/v1\/([a-z-]+)$/);
    const get = item.get;
    if (!match || NOT_RESOURCES.has(match[1]) || !get) continue;
    const name = match[1];
    const params = queryParams(get);
    const filters: Record<string, FilterContract> = {};
    for (const p of params)
      if (!PAGING.has(p.name)) filters[p.name] = filterOf(p, resolved(doc, p.schema), idNouns);
    const q = params.find((p) => p.name === 'q');
    const orderBy = (params.find((p) => p.name === 'order_by')?.schema?.enum ?? []).filter(
      (v): v is string => typeof v === 'string' && !v.includes(':'),
    );
    const ok = get.responses?.['200']?.content?.['application/json']?.schema;
    const record = resolved(doc, resolved(doc, ok)?.properties?.data?.items);
    const post = item.post;
    resources.push({
      name,
      filters,
      q: q ? { ...resolved(doc, q.schema), description: q.description } : null,
      idPattern: idPatterns.get(name) ?? null,
      createBody: bodyOf(post),
      updateBody: bodyOf(paths[`${BASE}/${name}/{id}`]?.patch),
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
    restoreBody: bodyOf(paths[`${BASE}/trash/restore`]?.post),
    undoBody: bodyOf(paths[`${BASE}/undo`]?.post),
  };
}
