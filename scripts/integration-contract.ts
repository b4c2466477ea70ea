/**
 * The small, tool-neutral description of the API that the Zapier app and the
 * n8n node are built from (`integrations/contract.json`), derived from the
 * OpenAPI document so that a field, filter, enum value or event type added to
 * a route reaches both integrations without a hand edit.
 *
 * Written by `npm run openapi:write` beside the document; `npm run
 * openapi:check` fails when it is stale.
 */

type Schema = Record<string, any>;

export interface ContractField {
  key: string;
  label: string;
  /** string, number, integer, boolean, or array (a relation or a list of values). */
  type: string;
  nullable: boolean;
  required: boolean;
  enum?: string[];
  max_length?: number;
  pattern?: string;
  format?: string;
  description?: string;
  /** For arrays: the type of an item when it is a plain value (IDs are strings). */
  items?: string;
  /** For arrays of IDs: PATCH also takes `{"add": [...], "remove": [...]}`. */
  add_remove?: boolean;
}

export interface ContractFilter {
  key: string;
  type: string;
  enum?: string[];
  format?: string;
  description?: string;
}

export interface ContractResource {
  /** The collection's path segment: `contacts`, `custom-fields`. */
  name: string;
  /** The event resource name: `contact`, `custom_field`. */
  resource: string;
  label: string;
  path: string;
  fields: ContractField[];
  match_on: string[];
  includes: string[];
  order_by: string[];
  filters: ContractFilter[];
  has_batch: boolean;
}

export interface IntegrationContract {
  note: string;
  base_path: string;
  auth: { header: string; bearer: boolean; test_path: string };
  resources: ContractResource[];
  event_types: string[];
  paging: { limit_max: number; default_limit: number };
}

const BASE = '/user-api/v1';
const PAGING_PARAMS = new Set(['limit', 'offset', 'order_by', 'include', 'if-none-match']);

function label(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function baseType(schema: Schema): { type: string; nullable: boolean } {
  const t = schema.type;
  if (Array.isArray(t)) {
    const others = t.filter((x: string) => x !== 'null');
    return { type: others[0] ?? 'string', nullable: t.includes('null') };
  }
  if (t) return { type: t, nullable: false };
  if (Array.isArray(schema.anyOf)) {
    const array = schema.anyOf.find((s: Schema) => s.type === 'array');
    if (array) return { type: 'array', nullable: false };
    return baseType(schema.anyOf[0]);
  }
  return { type: 'string', nullable: false };
}

function fieldOf(
  key: string,
  schema: Schema,
  required: boolean,
  patchSchema: Schema | undefined,
): ContractField {
  const { type, nullable } = baseType(schema);
  const field: ContractField = { key, label: label(key), type, nullable, required };
  const plain = Array.isArray(schema.anyOf)
    ? (schema.anyOf.find((s: Schema) => s.type === type) ?? schema)
    : schema;
  if (plain.enum) field.enum = plain.enum;
  if (plain.maxLength !== undefined) field.max_length = plain.maxLength;
  if (plain.pattern) field.pattern = plain.pattern;
  if (plain.format) field.format = plain.format;
  const description = schema.description ?? plain.description;
  if (description) field.description = description;
  if (type === 'array') {
    const items = plain.items ?? {};
    if (items.type && typeof items.type === 'string') field.items = items.type;
    if (patchSchema && Array.isArray(patchSchema.anyOf)) {
      field.add_remove = patchSchema.anyOf.some((s: Schema) => s.type === 'object' && s.properties?.add);
    }
  }
  return field;
}

function jsonBody(operation: Schema | undefined): Schema | undefined {
  return operation?.requestBody?.content?.['application/json']?.schema;
}

export function integrationContract(doc: Record<string, any>): IntegrationContract {
  const paths = doc.paths as Record<string, Schema>;
  const resources: ContractResource[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const match = /^\/user-api\/v1\/([a-z-]+)$/.exec(path);
    if (!match || !item.post || !item.get) continue;
    const name = match[1]!;
    const body = jsonBody(item.post);
    if (!body?.properties) continue;
    const patchBody = jsonBody(paths[`${path}/{id}`]?.patch)?.properties ?? {};
    const required = new Set<string>(body.required ?? []);
    // A property whose schema is `{not: {}}` is read-only: shown in answers, refused in bodies.
    const fields = Object.entries(body.properties as Record<string, Schema>)
      .filter(([, schema]) => !schema.not)
      .map(([key, schema]) => fieldOf(key, schema, required.has(key), patchBody[key]));
    const getParams = (item.get.parameters ?? []) as Schema[];
    const postParams = (item.post.parameters ?? []) as Schema[];
    const includeParam = getParams.find((p) => p.name === 'include');
    const includes = includeParam
      ? [...new Set<string>((includeParam.schema.pattern ?? '').match(/[a-z_]+/g) ?? [])].filter(
          (w) => w !== 's',
        )
      : [];
    resources.push({
      name,
      resource: name
        .replace(/-/g, '_')
        .replace(/s$/, '')
        .replace(/ie$/, 'y')
        .replace(/companie$/, 'company'),
      label: label(name.replace(/-/g, '_')),
      path: `/${name}`,
      fields,
      match_on: postParams.find((p) => p.name === 'match_on')?.schema?.enum ?? [],
      includes,
      order_by: getParams.find((p) => p.name === 'order_by')?.schema?.enum ?? [],
      filters: getParams
        .filter((p) => p.in === 'query' && !PAGING_PARAMS.has(p.name))
        .map((p) => {
          const filter: ContractFilter = { key: p.name, type: baseType(p.schema).type };
          if (p.schema.enum) filter.enum = p.schema.enum;
          if (p.schema.format) filter.format = p.schema.format;
          if (p.description) filter.description = p.description;
          return filter;
        }),
      has_batch: Boolean(paths[`${path}/batch`]),
    });
  }
  const schemes = doc.components?.securitySchemes ?? {};
  const header = Object.values(schemes as Record<string, Schema>).find(
    (s) => s.type === 'apiKey' && s.in === 'header',
  );
  const limit =
    (paths[`${BASE}/contacts`]?.get?.parameters as Schema[]).find((p) => p.name === 'limit')?.schema ?? {};
  return {
    note: 'Generated from openapi/openapi.json by `npm run openapi:write`; do not edit.',
    base_path: BASE,
    auth: {
      header: header?.name ?? 'x-service-api-key',
      bearer: Object.values(schemes as Record<string, Schema>).some(
        (s) => s.type === 'http' && s.scheme === 'bearer',
      ),
      test_path: '/me',
    },
    resources,
    event_types: doc.components.schemas.Event.properties.type.enum,
    paging: { limit_max: limit.maximum ?? 100, default_limit: limit.default ?? 20 },
  };
}

export function contractText(doc: Record<string, any>): string {
  return `${JSON.stringify(integrationContract(doc), null, 2)}\n`;
}
