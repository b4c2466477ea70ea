import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from './module.js';
import { IdempotencyKeyHeaders, isKeyedMethod } from './idempotency.js';
import { resourcesInProse } from './resources.js';
import { ErrorBody } from './schemas.js';
import { type RouteScope, scopeName } from './scopes.js';

/**
 * The OpenAPI 3.1 document, generated from the route schemas, served at
 * `/user-api/v1/openapi.json` and `/v1/openapi.json`, and the interactive
 * reference at `/docs`. None of them needs a key.
 *
 * Paths are written in full (`/user-api/v1/notes`), as the specification
 * writes them; the server URL is the root of the host serving the document.
 * Every route is registered under both prefixes: only the `/user-api/v1`
 * one is documented.
 */

export const DOCUMENTED_PREFIX = API_PREFIXES[0];
export const OPENAPI_PATH = `${DOCUMENTED_PREFIX}/openapi.json`;
export const DOCS_PATH = '/docs';

export const API_KEY_SCHEME = 'ApiKeyHeader';
export const BEARER_SCHEME = 'BearerAuth';

/** Either header carries the key; sending both is allowed when they agree. */
const API_SECURITY = [{ [API_KEY_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];

/** The tag of this document's own routes, shown last. */
const REFERENCE_TAG: OpenApiTag = { name: 'reference', description: 'This document; no key needed.' };

/** A group of operations in the reference: a module's name and what it holds. */
export interface OpenApiTag {
  name: string;
  description: string;
}

/** The refusals of a write's `Idempotency-Key` (API.md section 7), added to its 409 and 422. */
const IDEMPOTENCY_REFUSALS: Record<string, string> = {
  409: '`idempotency_in_progress`: the first request with this `Idempotency-Key` still runs; retry after `Retry-After`',
  422: '`idempotency_key_reused`: this `Idempotency-Key` was used with another method, path, query string or body',
};

/** What each status means across the API (API.md section 4). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created; the `Location` header names the new record',
  202: 'Accepted; the work is done in the background',
  304: 'Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match`; no body',
  400: '`invalid_json`: the body is not JSON, or empty; `validation_error`: the body or query breaks the contract (each problem in `details`)',
  401: '`unauthorized`: missing, unknown, revoked or expired key, or two different keys',
  403: '`insufficient_scope`: the key lacks a scope the request needs; one `details` entry per scope it lacks (`{path: "/scope", message: "this key lacks contacts:write"}`)',
  404: '`not_found`: no such record in this workspace',
  409: `\`conflict\`: a unique value is taken; \`details[0].existing_id\` names the holder. \`ambiguous_match\`: with \`match_on\`, several records match; one \`details\` entry with its \`existing_id\` per record. ${IDEMPOTENCY_REFUSALS[409]}`,
  410: '`cursor_expired`: the cursor is older than the events the feed keeps; read again from the start',
  413: '`payload_too_large`: the body is over the size limit',
  415: '`unsupported_media_type`: a body sent without `Content-Type: application/json`',
  422: `\`unknown_reference\`: a related ID in the body does not exist in this workspace, or is of the wrong kind. ${IDEMPOTENCY_REFUSALS[422]}`,
  429: '`rate_limited`: over the limit of requests a minute; `Retry-After` says when to retry',
  500: '`internal_error`: a fault of the service; the request changed nothing',
  503: '`service_unavailable`: the service is overloaded and refused the request before doing anything; `Retry-After` says when to retry',
};

/** A route's own 503 (the readiness probe's) is also given while the service sheds load. */
const OWN_503 =
  '`service_unavailable`: the service cannot answer now (the database does not answer); while it sheds load, `Retry-After` says when to retry';

/** The request header of a conditional read (API.md section 10). */
const IfNoneMatchHeaders = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({
      description:
        'ETags of answers you hold (comma-separated), or `*`: when the answer would be one of them, 304 with no body.',
    }),
  ),
});

/** Response headers, as named components. */
const HEADERS = {
  RequestId: {
    name: 'x-request-id',
    description:
      'The request ID sent in `X-Request-Id`, else a new one; an error body repeats it as `request_id`',
    required: true,
    schema: { type: 'string' },
  },
  Location: {
    name: 'location',
    description: 'Path of the new record',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfter: {
    name: 'retry-after',
    description: 'Seconds until a request can be made again',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfterIfInProgress: {
    name: 'retry-after',
    description: 'Seconds until the request can be sent again; sent with `idempotency_in_progress`',
    required: false,
    schema: { type: 'string' },
  },
  ETag: {
    name: 'etag',
    description:
      'A strong validator of this answer: it changes whenever the answer does. Send it back in `If-None-Match` to get 304 while nothing changed.',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfterIfShedding: {
    name: 'retry-after',
    description: 'Seconds until a request can be made again; sent when the service sheds load',
    required: false,
    schema: { type: 'string' },
  },
};
const RESPONSE_HEADERS: Record<string, (keyof typeof HEADERS)[]> = {
  201: ['Location'],
  409: ['RetryAfterIfInProgress'],
  429: ['RetryAfter'],
  503: ['RetryAfter'],
};

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return String(pkg.version);
}

/**
 * The parts of the document (and of a route's schema) this file reads and
 * rewrites. Each holds whatever else OpenAPI and JSON Schema put there too:
 * the document is JSON, passed through as it came.
 */
interface SchemaObject {
  $ref?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  required?: string[];
  default?: unknown;
  [keyword: string]: unknown;
}

interface MediaObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: unknown;
  [key: string]: unknown;
}

interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaObject>;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

interface OperationObject {
  responses?: Record<string, ResponseObject>;
  [key: string]: unknown;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationObject>>;
  components: {
    schemas?: Record<string, SchemaObject>;
    headers?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** A route's schema as the routes of this service write it: TypeBox schemas for each part and response. */
interface RouteSchema {
  description?: string;
  querystring?: SchemaObject;
  response?: Record<string, ResponseObject>;
  [key: string]: unknown;
}

/** The route's URL without the version-less duplicate's prefix, or null when it is one. */
function isDuplicate(url: string): boolean {
  return API_PREFIXES.slice(1).some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

function isApiOperation(url: string): boolean {
  return (
    url.startsWith(`${DOCUMENTED_PREFIX}/`) &&
    url !== OPENAPI_PATH &&
    !url.endsWith('/healthz') &&
    !url.endsWith('/readyz')
  );
}

/** Gives each response its meaning and headers; the route's own schema is not changed. */
function describeResponses(response: Record<string, ResponseObject>) {
  const out: Record<string, ResponseObject> = {};
  for (const [status, schema] of Object.entries(response)) {
    const description =
      schema.description ?? (status === '503' ? OWN_503 : STATUS_DESCRIPTIONS[status]) ?? 'Response';
    out[status] = {
      ...schema,
      ...(schema.$ref ? { description } : { 'x-response-description': description }),
    };
  }
  return out;
}

/** Each response lists its headers by reference to the named components. */
function addResponseHeaders(doc: OpenApiDocument): void {
  doc.components.headers = Object.fromEntries(
    Object.entries(HEADERS).map(([key, { name: _name, ...header }]) => [key, header]),
  );
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const own503 = status === '503' && response.description === OWN_503;
        // A JSON answer carries its ETag; a streamed one (an export) cannot.
        const conditional =
          isApiOperation(path) &&
          method === 'get' &&
          (status === '304' || (status === '200' && response.content?.['application/json'] !== undefined));
        const names: (keyof typeof HEADERS)[] = [
          'RequestId',
          ...(conditional ? (['ETag'] as const) : []),
          ...(own503 ? (['RetryAfterIfShedding'] as const) : (RESPONSE_HEADERS[status] ?? [])),
        ];
        // Headers a route declares itself (an upsert's `x-upsert`) come after the shared ones.
        response.headers = {
          ...Object.fromEntries(names.map((n) => [HEADERS[n].name, { $ref: `#/components/headers/${n}` }])),
          ...response.headers,
        };
      }
    }
  }
}

/**
 * Answers any route can give whatever its own schema says (app.ts installs
 * their causes before every route): 400 from the input guards (text that
 * cannot be stored, a malformed URL), 500, and 503 while the service sheds
 * load, which spares only the liveness probe.
 */
function serviceWideResponses(
  url: string,
  response: Record<string, ResponseObject>,
  write: boolean,
): Record<string, ResponseObject> {
  const out = { ...response };
  const error = (status: string) => ({ ...Type.Ref(ErrorBody), description: STATUS_DESCRIPTIONS[status] });
  // Every write takes an Idempotency-Key: 409 while its first request runs, 422 when reused.
  if (write) {
    for (const [status, refusal] of Object.entries(IDEMPOTENCY_REFUSALS)) {
      const own = out[status] ?? error(status);
      out[status] = own.description?.includes(refusal)
        ? own
        : { ...own, description: `${own.description}. ${refusal}` };
    }
  }
  out['400'] ??= error('400');
  out['500'] ??= error('500');
  if (!url.endsWith('/healthz')) out['503'] ??= error('503');
  return out;
}

/**
 * The scope an operation needs (API.md section 3), from its route's
 * `config.scope`: said in its description and in `x-required-scope` (the
 * scope's name, or null when it needs none), with its 403.
 */
function scopeDocumentation(schema: RouteSchema, scope: RouteScope | undefined): Record<string, unknown> {
  if (scope === undefined) return {};
  if (scope === 'none') {
    const said = 'Needs no scope: any key of the workspace may call it.';
    return {
      description: schema.description ? `${schema.description}\n\n${said}` : said,
      'x-required-scope': null,
    };
  }
  if ('someArea' in scope) {
    const said = scope.perRecord
      ? `Needs \`${scope.someArea}\` on the area of each record it names (\`contacts:${scope.someArea}\` for a contact, ...).`
      : `Needs \`${scope.someArea}\` on at least one area (\`contacts:${scope.someArea}\`, ...).`;
    return {
      description: schema.description ? `${schema.description}\n\n${said}` : said,
      'x-required-scope': scope.perRecord
        ? `${scope.someArea} on each record's area`
        : `${scope.someArea} on some area`,
      response: {
        ...schema.response,
        403: { ...Type.Ref(ErrorBody), description: STATUS_DESCRIPTIONS['403'] },
      },
    };
  }
  const required = scopeName(scope);
  const said =
    `Needs the scope \`${required}\` (or \`${scope.level}\`, or a level above it)` +
    (scope.includes ? '; `include` needs `read` on each area it names (`include=tags`: `tags:read`).' : '.');
  return {
    description: schema.description ? `${schema.description}\n\n${said}` : said,
    'x-required-scope': required,
    response: {
      ...schema.response,
      403: { ...Type.Ref(ErrorBody), description: STATUS_DESCRIPTIONS['403'] },
    },
  };
}

/** Query parameters with a default are optional to the client, though the server always has a value. */
function optionalDefaults(querystring: SchemaObject | undefined) {
  if (!querystring?.properties || !Array.isArray(querystring.required)) return querystring;
  const { properties } = querystring;
  const required = querystring.required.filter((name) => properties[name]?.default === undefined);
  return { ...querystring, required };
}

/** Keys of the route schemas that serve this service's error messages only. */
const INTERNAL_KEYS = new Set(['x-message']);

const isEmptyObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

function stripInternal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripInternal);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!INTERNAL_KEYS.has(key)) out[key] = stripInternal(v);
  // A property no value satisfies is one a body must not carry (a read-only field).
  if (isEmptyObject(out.not) && out.description === undefined)
    out.description = 'Read-only: a body that sends it gets 400 `validation_error`';
  return out;
}

const EXAMPLE_REQUEST_ID = '3f2a9c4e-8d1b-4b7a-9e52-6c0d1a2b3c4d';

const ERROR_EXAMPLES: Record<string, { code: string; message: string; details?: unknown[] }> = {
  400: {
    code: 'validation_error',
    message: '/body/name: must have at least 1 character.',
    details: [{ path: '/body/name', message: 'must have at least 1 character' }],
  },
  401: { code: 'unauthorized', message: 'The API key is not valid.' },
  403: {
    code: 'insufficient_scope',
    message: 'This API key lacks contacts:write; use a key with that scope.',
    details: [{ path: '/scope', message: 'this key lacks contacts:write' }],
  },
  404: {
    code: 'not_found',
    message: 'No record with ID "nte_01jd8k2m3n4p5q6r7s8t9v0w1x" exists in this workspace.',
  },
  409: {
    code: 'conflict',
    message: 'A tag named "Customers" already exists.',
    details: [
      { path: '/body/name', message: 'is already taken', existing_id: 'tag_01jd8k2m3n4p5q6r7s8t9v0w1w' },
    ],
  },
  410: {
    code: 'cursor_expired',
    message:
      'The cursor "1234" is older than the events the feed keeps; read the feed again from its start (without "after").',
    details: [{ path: '/query/after', message: 'is older than the oldest event kept' }],
  },
  413: { code: 'payload_too_large', message: 'The request body is larger than this server accepts.' },
  415: {
    code: 'unsupported_media_type',
    message: 'Send the body as JSON with "Content-Type: application/json".',
  },
  422: {
    code: 'unknown_reference',
    message: '/body/contacts/0: "con_01jd8k2m3n4p5q6r7s8t9v0w1y" is not a contact in this workspace.',
    details: [
      {
        path: '/body/contacts/0',
        message: '"con_01jd8k2m3n4p5q6r7s8t9v0w1y" is not a contact in this workspace',
        id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y',
      },
    ],
  },
  429: {
    code: 'rate_limited',
    message: 'This API key is over its limit of 600 requests a minute; retry in 12 seconds.',
  },
  500: {
    code: 'internal_error',
    message: 'Something went wrong on our side; the request changed nothing. Try again later.',
  },
  503: { code: 'service_unavailable', message: 'The database does not answer.' },
};

/**
 * Puts an example on each JSON response from the examples its schemas
 * carry: `{data: <record example>}`, a one-record page, or an error body.
 */
function addResponseExamples(doc: OpenApiDocument): void {
  const schemas = doc.components?.schemas ?? {};
  const exampleOf = (ref: unknown) =>
    typeof ref === 'string' ? schemas[ref.replace('#/components/schemas/', '')]?.examples?.[0] : undefined;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (!media?.schema || media.example !== undefined || media.examples !== undefined) continue;
        const { schema } = media;
        if (schema.$ref === '#/components/schemas/Error') {
          const e = ERROR_EXAMPLES[status];
          if (e)
            media.example = {
              error: {
                code: e.code,
                message: e.message,
                details: e.details ?? [],
                request_id: EXAMPLE_REQUEST_ID,
              },
            };
          continue;
        }
        const data = schema.properties?.data;
        const record = exampleOf(data?.$ref);
        if (record !== undefined) media.example = { data: record };
        const item = exampleOf(data?.items?.$ref);
        const meta = schema.properties?.meta;
        // A page's meta, or the example a response's own meta gives (a batch's counts); records without
        // a meta (a restore's) are a list alone.
        if (item !== undefined)
          media.example = meta
            ? {
                data: [item],
                meta: meta.examples?.[0] ?? { limit: 25, offset: 0, total: 1, has_more: false },
              }
            : { data: [item] };
      }
    }
  }
}

/**
 * Keeps the shared schemas the operations use, directly or through another
 * schema; a shared schema no route refers to yet is left out.
 */
function pruneUnusedSchemas(doc: OpenApiDocument): void {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(v);
    }
  };
  visit(doc.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** The named error responses, one per status, shared by every operation that gives it. */
const ERROR_RESPONSE_NAMES: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'InsufficientScope',
  404: 'NotFound',
  409: 'Conflict',
  410: 'CursorExpired',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnknownReference',
  429: 'RateLimited',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

/**
 * Replaces each standard error response (the `Error` body with the status's
 * usual meaning) by a reference to one named response; a route's own error
 * response (the readiness probe's 503) stays where it is.
 */
function shareErrorResponses(doc: OpenApiDocument): void {
  const shared: Record<string, unknown> = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const name = ERROR_RESPONSE_NAMES[status];
        if (!name || response.description !== STATUS_DESCRIPTIONS[status]) continue;
        if (response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error') continue;
        shared[name] ??= response;
        if (JSON.stringify(shared[name]) !== JSON.stringify(response)) continue;
        operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const ordered = Object.values(ERROR_RESPONSE_NAMES).filter((name) => shared[name]);
  doc.components.responses = Object.fromEntries(ordered.map((name) => [name, shared[name]]));
}

/** The text with its first letter in upper case. */
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Installs the document, the reference page and their routes. Must run
 * before any route is registered: the document is built from the routes
 * seen from then on. `tags` are the groups of operations in the order the
 * reference shows them (the document's own come last).
 */
export async function installOpenApi(app: FastifyInstance, tags: readonly OpenApiTag[]): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Contact service API',
        version: packageVersion(),
        summary: `${upperFirst(resourcesInProse())} of a CRM workspace.`,
        description: [
          'Every operation under `/user-api/v1` needs the workspace API key, sent as `x-service-api-key: <key>`',
          'or as `Authorization: Bearer <key>`. The same operations also answer under the version-less `/v1`.',
          '',
          'A single record is returned as `{"data": <record>}`, a collection as `{"data": [...], "meta": {limit, offset, total, has_more}}`.',
          'Every error has the body `{"error": {code, message, details, request_id}}`.',
        ].join('\n'),
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [...tags, REFERENCE_TAG],
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-service-api-key',
            description: 'The workspace API key (Settings, then API).',
          },
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The same API key, as `Authorization: Bearer <key>`.',
          },
        },
      },
    },
    // Shared schemas are named components after their `$id` (`Error`, `Note`).
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    transform: ({ schema: routeSchema, url, route }) => {
      const schema = routeSchema as RouteSchema | undefined;
      if (isDuplicate(url)) return { schema: { ...schema, hide: true }, url };
      const write = isApiOperation(url) && [route.method].flat().some((m) => isKeyedMethod(m));
      // Conditional reads (API.md section 10); a streamed export has no ETag to match.
      const read = isApiOperation(url) && [route.method].flat().includes('GET') && !url.endsWith('/export');
      const response = serviceWideResponses(url, describeResponses(schema?.response ?? {}), write);
      if (read) response['304'] = { type: 'null', description: STATUS_DESCRIPTIONS['304'] };
      const documented: RouteSchema = {
        ...schema,
        querystring: optionalDefaults(schema?.querystring),
        response,
        // Documented only: the key is checked by core/idempotency.ts, before the body.
        ...(write ? { headers: IdempotencyKeyHeaders } : {}),
        // Documented only: conditional reads are answered by core/answers.ts.
        ...(read ? { headers: IfNoneMatchHeaders } : {}),
      };
      if (!documented.querystring) delete documented.querystring;
      if (isApiOperation(url)) Object.assign(documented, scopeDocumentation(documented, route.config?.scope));
      // Public operations say so explicitly: no key.
      documented.security = isApiOperation(url) ? API_SECURITY : [];
      return { schema: documented, url };
    },
    transformObject: (documentObject) => {
      // A copy of the whole document: the JSON of the route schemas, as RouteSchema describes them.
      const doc = stripInternal(
        (documentObject as { openapiObject: unknown }).openapiObject,
      ) as OpenApiDocument;
      pruneUnusedSchemas(doc);
      addResponseExamples(doc);
      addResponseHeaders(doc);
      shareErrorResponses(doc);
      return doc;
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    // Everything the page loads comes from this server.
    staticCSP:
      "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
      "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'",
    theme: { title: 'Contact service API reference' },
  });

  // Open: an OpenAPI document may carry `x-` extensions at any level.
  const Document = Type.Object(
    {
      openapi: Type.Literal('3.1.0'),
      info: Type.Object({}),
      servers: Type.Array(Type.Object({})),
      paths: Type.Object({}),
      components: Type.Object({}),
    },
    { additionalProperties: true, description: 'The OpenAPI 3.1 document of this API' },
  );
  for (const prefix of API_PREFIXES) {
    app.get(
      `${prefix}/openapi.json`,
      {
        schema: {
          tags: ['reference'],
          operationId: 'getOpenApiDocument',
          summary: 'This OpenAPI 3.1 document',
          response: { 200: Document },
        },
      },
      async (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
    );
  }
}
