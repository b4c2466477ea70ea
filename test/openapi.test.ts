import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import Fastify, { type RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { sharedSchemas } from '../src/core/schemas.js';
import { modules } from '../src/modules/api.js';
import { describeEachDatabase } from './harness.js';
import { installResponseCheck, ResponseContract, type ResponseMismatch } from './openapi-contract.js';

/**
 * The OpenAPI document: served without a key, generated from every route
 * of every module, and true to API.md (parameters, bodies, every status,
 * security, named components, examples, and every field of every record).
 * A resource is checked as soon as its module registers routes.
 */

const BASE = '/user-api/v1';
const ERROR_REF = '#/components/schemas/Error';
const API_SECURITY = [{ ApiKeyHeader: [] }, { BearerAuth: [] }];

interface Resource {
  /** Fields always present in the record. */
  fields: string[];
  /** Fields present only when included, or only on some records. */
  optional: string[];
  order?: string[];
  include?: string[];
  /**
   * The collection's filters (API.md section 6) besides those every
   * collection takes; for an enum, the values a comma-separated list takes.
   */
  filters?: Record<string, string[] | null>;
  /** Record path, when it is not `/<module>/{id}`. */
  one?: string;
}

/**
 * POSTs that act on a record instead of creating one: the status they
 * answer (API.md sections 8 and 9). They take no body, except those in
 * ACTIONS_WITH_BODY.
 */
const ACTIONS: Record<string, string> = {
  '/webhooks/{id}/rotate-secret': '200',
  '/webhooks/{id}/test': '202',
  '/webhooks/{id}/deliveries/{delivery_id}/retry': '202',
  '/contacts/{id}/merge': '200',
  '/companies/{id}/merge': '200',
  '/trash/restore': '200',
  '/undo': '200',
  // Imports (API.md section 9) answer their summary; their body is CSV (isImport).
  '/contacts/import': '200',
  '/companies/import': '200',
};
const ACTIONS_WITH_BODY = new Set([
  '/contacts/{id}/merge',
  '/companies/{id}/merge',
  '/trash/restore',
  '/undo',
]);
const unprefixed = (path: string) => path.replace(/^\/(user-api\/)?v1/, '');
const actionOf = (method: string, path: string) =>
  method === 'POST' ? ACTIONS[unprefixed(path)] : undefined;
/** Operations that take a JSON body: writes, except the actions that take none. */
const takesBody = (method: string, path: string) =>
  ['POST', 'PUT', 'PATCH'].includes(method) &&
  (!actionOf(method, path) || ACTIONS_WITH_BODY.has(unprefixed(path)));
/**
 * Modules that add operations to other resources' paths (merge: `/contacts/{id}/merge`), checked with
 * those, or that hold records of the resources (the trash: deleted ones, checked by its own tests), or
 * that act on the change feed's events (undo, checked by its own tests).
 */
const NOT_RESOURCES = new Set(['merge', 'import-export', 'mcp', 'trash', 'undo']);
/** The one request body that is not JSON: a CSV file to import (API.md section 9). */
const isImport = (path: string) => path.endsWith('/import');
/** Exports answer CSV or JSON Lines, streamed, without an ETag (API.md section 9). */
const isExport = (path: string) => path.endsWith('/export');

/** The filters every collection read takes (API.md section 6). */
const EVERY_COLLECTION_FILTERS = [
  'ids',
  'created_after',
  'created_before',
  'updated_after',
  'updated_before',
];

/** API.md section 5, resource by resource. */
const RESOURCES: Record<string, Resource> = {
  me: { fields: ['workspace', 'user', 'api_key'], optional: [], one: '/me' },
  contacts: {
    filters: {
      email: null,
      phone: null,
      q: null,
      tag: null,
      list: null,
      company: null,
      is_starred: ['true', 'false'],
    },
    fields: [
      'id',
      'first_name',
      'last_name',
      'full_name',
      'job_title',
      'description',
      'location',
      'linkedin_slug',
      'x_slug',
      'facebook_slug',
      'instagram_slug',
      'image_url',
      'birthday',
      'is_starred',
      'ignore_merge',
      'last_team_interaction',
      'team_members_connected',
      'created_at',
      'updated_at',
    ],
    optional: ['emails', 'phone_numbers', 'companies', 'custom_fields', 'tags', 'lists', 'notes'],
    order: ['updated_at', 'created_at', 'last_team_interaction', 'full_name'],
    include: ['emails', 'phone_numbers', 'companies', 'custom_fields', 'tags', 'lists', 'notes'],
  },
  companies: {
    filters: {
      domain: null,
      name: null,
      email: null,
      q: null,
      tag: null,
      list: null,
      contact: null,
      is_starred: ['true', 'false'],
    },
    fields: [
      'id',
      'name',
      'description',
      'headquarters_location',
      'linkedin_slug',
      'x_slug',
      'facebook_slug',
      'instagram_slug',
      'website_url',
      'logo_url',
      'email',
      'country_code',
      'phone_number',
      'arr_estimate',
      'number_of_employees',
      'is_starred',
      'ignore_merge',
      'last_team_interaction',
      'team_members_connected',
      'created_at',
      'updated_at',
    ],
    optional: ['tags', 'lists', 'contacts', 'custom_fields'],
    order: ['updated_at', 'created_at', 'last_team_interaction', 'name', 'team_members_connected'],
    include: ['custom_fields', 'tags', 'lists', 'contacts'],
  },
  'custom-fields': {
    filters: { entity_type: ['CONTACT', 'COMPANY'], field_type: null, name: null },
    fields: ['id', 'name', 'field_type', 'entity_type', 'created_at', 'updated_at'],
    optional: ['multi_select_options'],
    order: ['created_at', 'name', 'updated_at'],
  },
  tags: {
    filters: { name: null, q: null, contact: null, company: null, task: null },
    fields: ['id', 'name', 'created_at', 'updated_at'],
    optional: ['contacts', 'companies', 'tasks'],
    order: ['created_at', 'name', 'updated_at'],
    include: ['contacts', 'companies', 'tasks'],
  },
  lists: {
    filters: { type: ['CONTACT', 'COMPANY'], name: null, q: null, contact: null, company: null },
    fields: ['id', 'name', 'type', 'description', 'created_at', 'updated_at'],
    optional: ['contacts', 'companies'],
    order: ['created_at', 'name', 'updated_at'],
    include: ['contacts', 'companies'],
  },
  notes: {
    filters: { contact: null, q: null },
    fields: ['id', 'body', 'created_at', 'updated_at'],
    optional: ['contacts'],
    order: ['updated_at', 'created_at'],
    include: ['contacts'],
  },
  tasks: {
    filters: {
      assignee: null,
      creator: null,
      completed: ['true', 'false'],
      due_after: null,
      due_before: null,
      contact: null,
      tag: null,
      q: null,
    },
    fields: ['id', 'body', 'due_date', 'completed_at', 'created_at', 'updated_at', 'assignee', 'creator'],
    // A task's contacts are always read, but left out of a write's answer to a key without contacts:read.
    optional: ['contacts', 'tags'],
    order: ['due_date', 'created_at', 'updated_at', 'completed_at'],
    include: ['tags'],
  },
  events: {
    fields: [
      'id',
      'type',
      'occurred_at',
      'resource',
      'resource_id',
      'data',
      'changed',
      'previous',
      'actor',
      'request_id',
    ],
    optional: [],
  },
  webhooks: {
    fields: [
      'id',
      'url',
      'event_types',
      'description',
      'enabled',
      'disabled_reason',
      'created_at',
      'updated_at',
    ],
    optional: [],
  },
  'workspace-users': {
    filters: { email: null, role: ['OWNER', 'ADMIN', 'MEMBER'] },
    fields: ['id', 'full_name', 'email', 'avatar_url', 'role', 'created_at', 'updated_at'],
    optional: [],
    order: ['created_at', 'full_name'],
  },
};

/** Embedded forms (API.md section 5) and the error body (section 4). */
const EMBEDDED: Record<string, string[]> = {
  EmbeddedContact: ['id', 'full_name', 'image_url'],
  EmbeddedCompany: ['id', 'name', 'logo_url'],
  EmbeddedUser: ['id', 'full_name', 'avatar_url'],
  TagRef: ['id', 'name'],
  TagLink: ['tag'],
  ListRef: ['id', 'name'],
  ListLink: ['list'],
  EmbeddedTask: ['id', 'body'],
  PageMeta: ['limit', 'offset', 'total', 'has_more'],
};

const sorted = (values: Iterable<string>) => [...values].sort();
const operationsOf = (doc: any) =>
  Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );
const isApi = (path: string) => path.startsWith(`${BASE}/`) && path !== `${BASE}/openapi.json`;

/** An operation's response for a status, through a shared `#/components/responses/...` reference. */
function responseOf(doc: any, operation: any, status: string): any {
  const response = operation.responses[status];
  return response?.$ref
    ? doc.components.responses[response.$ref.replace('#/components/responses/', '')]
    : response;
}

/** Where that response's JSON schema sits in the document, as a JSON pointer. */
function responseSchemaPointer(path: string, method: string, operation: any, status: string): string {
  const response = operation.responses[status];
  const at = response.$ref
    ? response.$ref.slice(1)
    : `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}`;
  return `${at}/content/application~1json/schema`;
}

function resolve(doc: any, schema: any): any {
  if (!schema?.$ref) return schema;
  return resolve(doc, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
}

/** Every route of every module, as each module declares it. */
async function collectRoutes(t: { handle: any; config: any }): Promise<RouteOptions[]> {
  const probe = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  const routes: RouteOptions[] = [];
  probe.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  for (const schema of [...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])])
    probe.addSchema(schema);
  // The MCP endpoint speaks JSON-RPC: its own tools/list describes it, not this document.
  for (const module of modules.filter((m) => m.name !== 'mcp'))
    await probe.register(module.routes, { prefix: BASE, handle: t.handle, config: t.config, answers: null });
  await probe.close();
  return routes;
}

describeEachDatabase('OpenAPI document', (t) => {
  let routeCache: RouteOptions[] | undefined;
  const declaredRoutes = async () => (routeCache ??= await collectRoutes(t));
  let cached: any;
  async function documentOf() {
    if (!cached) {
      const res = await t.inject({ method: 'GET', url: `${BASE}/openapi.json` });
      expect(res.status).toBe(200);
      cached = res.body;
    }
    return cached;
  }

  it('is served at both API prefixes without a key, as JSON, OpenAPI 3.1', async () => {
    const one = await t.inject({ method: 'GET', url: `${BASE}/openapi.json` });
    const two = await t.inject({ method: 'GET', url: '/v1/openapi.json' });
    for (const res of [one, two]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(two.body).toEqual(one.body);
    expect(one.body.openapi).toBe('3.1.0');
    expect(one.body.info).toMatchObject({ title: 'Contact service API', version: expect.any(String) });
    expect(one.body.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    // A key that is wrong changes nothing: the document is public.
    const withBadKey = await t.inject({
      method: 'GET',
      url: `${BASE}/openapi.json`,
      headers: { 'x-service-api-key': 'nope' },
    });
    expect(withBadKey.status).toBe(200);
  });

  it('serves /docs from this server alone: no key, local assets, validator off, a strict CSP', async () => {
    const page = await t.inject({ method: 'GET', url: '/docs' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "script-src 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/https?:|\*/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(
      expect.arrayContaining(['/docs/static/swagger-ui-bundle.js', '/docs/static/swagger-initializer.js']),
    );
    for (const asset of assets) {
      expect(asset).toMatch(/^\/docs\/static\//);
      expect((await t.inject({ method: 'GET', url: asset })).status, asset).toBe(200);
    }
    const initializer = await t.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('"validatorUrl":null');
    expect(initializer.body).toContain("url: resolveUrl('./json')");
    // The page reads the very document the API serves.
    const json = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(json.body).toEqual(await documentOf());
  });

  it('documents every module route once, under /user-api/v1, never the /v1 duplicates', async () => {
    const doc = await documentOf();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1'))).toEqual([]);
    const routes = await declaredRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        if (!doc.paths[path]?.[method.toLowerCase()]) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    const documented = operationsOf(doc).filter((o) => isApi(o.path)).length;
    expect(documented).toBe(routes.reduce((n, r) => n + [r.method].flat().length, 0));
  });

  it('every route declares an operationId, a summary and one declared tag', async () => {
    const routes = await declaredRoutes();
    const doc = await documentOf();
    const declaredTags = new Set(doc.tags.map((tag: any) => tag.name));
    const problems: string[] = [];
    for (const route of routes) {
      const schema: any = route.schema ?? {};
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      if (!schema.operationId) problems.push(`${name}: no operationId`);
      if (!schema.summary) problems.push(`${name}: no summary`);
      if (!Array.isArray(schema.tags) || schema.tags.length !== 1)
        problems.push(`${name}: needs exactly one tag`);
      else if (!declaredTags.has(schema.tags[0]))
        problems.push(`${name}: tag ${schema.tags[0]} is not declared`);
      if (schema.hide) problems.push(`${name}: hidden from the document`);
      if (!schema.response) problems.push(`${name}: no response schemas`);
    }
    expect(problems).toEqual([]);
    const ids = operationsOf(doc).map((o) => o.operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operationsOf(doc)) {
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags).toHaveLength(1);
    }
    for (const tag of doc.tags) expect(tag.description).toEqual(expect.any(String));
  });

  it('applies the two key schemes to every API operation and none to the public ones', async () => {
    const doc = await documentOf();
    expect(doc.components.securitySchemes).toEqual({
      ApiKeyHeader: {
        type: 'apiKey',
        in: 'header',
        name: 'x-service-api-key',
        description: expect.any(String),
      },
      BearerAuth: { type: 'http', scheme: 'bearer', description: expect.any(String) },
    });
    expect(doc.security).toBeUndefined();
    for (const { path, method, operation } of operationsOf(doc)) {
      expect([method, path, operation.security]).toEqual([method, path, isApi(path) ? API_SECURITY : []]);
      // The key headers are security, never parameters.
      for (const p of operation.parameters ?? [])
        expect(['x-service-api-key', 'authorization']).not.toContain(p.name.toLowerCase());
    }
    const publicPaths = operationsOf(doc)
      .filter((o) => !isApi(o.path))
      .map((o) => `${o.method} ${o.path}`);
    expect(sorted(publicPaths)).toEqual(sorted(['GET /healthz', 'GET /readyz', `GET ${BASE}/openapi.json`]));
  });

  it('every API read takes If-None-Match and answers 304; its 200 carries the ETag (API.md section 10)', async () => {
    const doc = await documentOf();
    const reads = operationsOf(doc).filter((o) => o.method === 'GET' && isApi(o.path));
    expect(reads.length).toBeGreaterThan(10);
    for (const { path, operation } of reads) {
      const header = (operation.parameters ?? []).find(
        (p: any) => p.in === 'header' && p.name === 'if-none-match',
      );
      // A streamed export is sent before its end is known: no ETag, no 304.
      if (isExport(path)) {
        expect([path, header, operation.responses['304']]).toEqual([path, undefined, undefined]);
        expect(responseOf(doc, operation, '200').headers.etag, path).toBeUndefined();
        continue;
      }
      expect([path, header?.required]).toEqual([path, false]);
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['200', '304']));
      expect(responseOf(doc, operation, '200').headers.etag, path).toEqual({
        $ref: '#/components/headers/ETag',
      });
    }
  });

  it('lists every status with its schema; every error is the shared Error component', async () => {
    const doc = await documentOf();
    for (const { path, method, operation } of operationsOf(doc)) {
      const statuses = Object.keys(operation.responses);
      const where = `${method} ${path}`;
      for (const status of statuses) {
        const response = responseOf(doc, operation, status);
        expect(response.description, where).toEqual(expect.any(String));
        // A conditional read's 304 has no body, and the ETag it matched (API.md section 10).
        if (status === '304') {
          expect([where, response.content]).toEqual([where, undefined]);
          expect(response.headers.etag, where).toEqual({ $ref: '#/components/headers/ETag' });
          continue;
        }
        expect(Object.keys(response.content ?? {}), `${where} ${status}`).toEqual(
          isExport(path) && status === '200'
            ? [
                'text/csv; charset=utf-8',
                'application/x-ndjson',
                ...(path.includes('/contacts/') ? ['text/vcard; charset=utf-8'] : []),
              ]
            : ['application/json'],
        );
        expect(response.headers['x-request-id'], `${where} ${status}`).toEqual({
          $ref: '#/components/headers/RequestId',
        });
        if (Number(status) >= 400)
          expect(response.content['application/json'].schema, `${where} ${status}`).toEqual({
            $ref: ERROR_REF,
          });
      }
      if (!isApi(path)) continue;
      expect(statuses, where).toEqual(expect.arrayContaining(['400', '401', '429', '500']));
      // A batch (API.md section 7) answers 200 with every record, and no Location.
      const batch = path.endsWith('/batch');
      const action = actionOf(method, path);
      const success = action ?? (method === 'POST' && !batch ? '201' : '200');
      expect(statuses, where).toContain(success);
      if (path.includes('{id}')) expect(statuses, where).toContain('404');
      if (takesBody(method, path) || isImport(path))
        expect(statuses, where).toEqual(expect.arrayContaining(['413', '415']));
      if (method === 'POST' && !batch && !action)
        expect(responseOf(doc, operation, '201').headers.location).toEqual({
          $ref: '#/components/headers/Location',
        });
      for (const status of ['429', '503'])
        expect(responseOf(doc, operation, status).headers['retry-after']).toEqual({
          $ref: '#/components/headers/RetryAfter',
        });
    }
    expect(doc.components.schemas.Error.properties.error.required).toEqual([
      'code',
      'message',
      'details',
      'request_id',
    ]);
    // Service-wide answers: the input guards' 400, 500, and 503 while shedding load (not on the liveness probe).
    for (const { path, operation } of operationsOf(doc)) {
      const expected = path === '/healthz' ? ['400', '500'] : ['400', '500', '503'];
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(expected));
      if (path === '/healthz') expect(operation.responses['503']).toBeUndefined();
    }
    expect(doc.paths['/readyz'].get.responses['503'].headers['retry-after']).toEqual({
      $ref: '#/components/headers/RetryAfterIfShedding',
    });
    // The usual errors are one named response each, shared by every operation.
    expect(Object.keys(doc.components.responses)).toEqual(
      expect.arrayContaining([
        'BadRequest',
        'Unauthorized',
        'NotFound',
        'RateLimited',
        'InternalError',
        'ServiceUnavailable',
      ]),
    );
    for (const { path, operation } of operationsOf(doc).filter((o) => isApi(o.path)))
      for (const [status, response] of Object.entries<any>(operation.responses))
        if (Number(status) >= 400)
          expect(response.$ref, `${path} ${status}`).toMatch(/^#\/components\/responses\//);
  });

  it('documents each request body: required, JSON, closed, with an example', async () => {
    const doc = await documentOf();
    const writes = operationsOf(doc).filter((o) => takesBody(o.method, o.path));
    expect(writes.length).toBeGreaterThan(0);
    for (const { path, method, operation } of writes) {
      const media = operation.requestBody?.content?.['application/json'];
      expect(operation.requestBody?.required, `${method} ${path}`).toBe(true);
      expect(Object.keys(operation.requestBody.content)).toEqual(['application/json']);
      expect(resolve(doc, media.schema).additionalProperties, `${method} ${path}`).toBe(false);
      if (method === 'POST')
        expect(media.example, `${method} ${path} has no example`).toEqual(expect.any(Object));
    }
    for (const { method, path, operation } of operationsOf(doc)) {
      if (isImport(path)) {
        expect(operation.requestBody?.required, path).toBe(true);
        // Contacts also take a vCard file.
        const types = path.includes('/contacts/') ? ['text/csv', 'text/vcard'] : ['text/csv'];
        expect(Object.keys(operation.requestBody.content), path).toEqual(types);
        for (const type of types)
          expect(operation.requestBody.content[type].example, `${path} ${type}`).toEqual(expect.any(String));
      } else if (!takesBody(method, path)) expect(operation.requestBody, `${method} ${path}`).toBeUndefined();
    }
  });

  it('names shared schemas after their $id and closes every object', async () => {
    const doc = await documentOf();
    const names = Object.keys(doc.components.schemas);
    expect(names.filter((n) => /^def-\d+$/.test(n))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining(['Error', 'ErrorDetail', 'PageMeta', 'Note', 'WorkspaceUser', 'Me']),
    );
    // Every $ref resolves, and every object schema is closed as the server's are.
    const open: string[] = [];
    const walk = (node: any, where: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          walk(n, `${where}/${i}`);
        });
        return;
      }
      if (node === null || typeof node !== 'object') return;
      if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/'))
        expect(doc.components.schemas[node.$ref.slice(21)], `${where} -> ${node.$ref}`).toBeDefined();
      if (node.type === 'object' && node.properties && node.additionalProperties !== false) open.push(where);
      for (const [k, v] of Object.entries(node))
        if (k !== 'example' && k !== 'examples') walk(v, `${where}/${k}`);
    };
    // The document itself is the one open object: OpenAPI allows `x-` extensions anywhere.
    const { [`${BASE}/openapi.json`]: _self, ...paths } = doc.paths;
    walk(paths, '#/paths');
    walk(doc.components.schemas, '#/components/schemas');
    // The one open object by design: an event's `previous` maps changed field names to old values.
    expect(open).toEqual(['#/components/schemas/Event/properties/previous']);
    for (const [name, fields] of Object.entries(EMBEDDED)) {
      const schema = doc.components.schemas[name];
      if (schema) expect([name, sorted(Object.keys(schema.properties))]).toEqual([name, sorted(fields)]);
    }
    expect(JSON.stringify(doc)).not.toContain('x-message');
  });

  it('gives every record and response an example that matches its schema', async () => {
    const doc = await documentOf();
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
    ((addFormatsModule as any).default ?? addFormatsModule)(ajv);
    ajv.addSchema({ ...doc, $id: 'urn:contact-service:doc' });
    const check = (pointer: string, example: unknown) => {
      const validate = ajv.getSchema(`urn:contact-service:doc#${pointer}`)!;
      expect([pointer, validate(example), validate.errors ?? null]).toEqual([pointer, true, null]);
    };
    const records = new Set<string>();
    for (const { path, method, operation } of operationsOf(doc)) {
      for (const status of Object.keys(operation.responses)) {
        if (status === '304') continue;
        const media = responseOf(doc, operation, status).content['application/json'];
        if (!media && isExport(path)) continue;
        const ref = media.schema.properties?.data?.$ref ?? media.schema.properties?.data?.items?.$ref;
        if (ref) records.add(ref.slice(21));
        if (!isApi(path)) continue;
        expect(media.example, `${method} ${path} ${status} has no example`).toBeDefined();
        check(responseSchemaPointer(path, method, operation, status), media.example);
      }
    }
    expect(records.size).toBeGreaterThan(0);
    for (const name of records) {
      const examples = doc.components.schemas[name].examples;
      expect(examples, `${name} has no examples`).toEqual(expect.any(Array));
      for (const example of examples) check(`/components/schemas/${name}`, example);
    }
  });

  it('every module has its API.md entry here, so none goes unchecked', () => {
    expect(sorted(modules.map((m) => m.name).filter((name) => !NOT_RESOURCES.has(name)))).toEqual(
      sorted(Object.keys(RESOURCES)),
    );
  });

  for (const [name, resource] of Object.entries(RESOURCES)) {
    it(`${name}: every field of API.md, its parameters and allowed values`, async () => {
      const doc = await documentOf();
      const module = modules.find((m) => m.name === name)!;
      const routes = (await declaredRoutes()).filter((r) => r.url.startsWith(`${BASE}/${name}`));
      // A module that registers no routes yet has nothing documented, and that is checked too.
      if (!routes.length) {
        expect(Object.keys(doc.paths).filter((p) => p.startsWith(`${BASE}/${name}`))).toEqual([]);
        expect(module).toBeDefined();
        return;
      }
      const onePath = `${BASE}${resource.one ?? `/${name}/{id}`}`;
      const get = doc.paths[onePath]?.get;
      expect(get, `GET ${onePath}`).toBeDefined();
      const record = resolve(
        doc,
        resolve(doc, get.responses['200'].content['application/json'].schema).properties.data,
      );
      expect(sorted(Object.keys(record.properties))).toEqual(
        sorted([...resource.fields, ...resource.optional]),
      );
      expect(sorted(record.required)).toEqual(sorted(resource.fields));

      if (!resource.order) return;
      const list = doc.paths[`${BASE}/${name}`]?.get;
      expect(list, `GET ${BASE}/${name}`).toBeDefined();
      const params = Object.fromEntries(
        list.parameters.filter((p: any) => p.in !== 'header').map((p: any) => [p.name, p]),
      );
      expect(sorted(Object.keys(params))).toEqual(
        sorted([
          'limit',
          'offset',
          'order_by',
          ...(resource.include ? ['include'] : []),
          ...EVERY_COLLECTION_FILTERS,
          ...Object.keys(resource.filters ?? {}),
        ]),
      );
      for (const p of Object.values<any>(params))
        expect([p.name, p.in, p.required]).toEqual([p.name, 'query', false]);
      expect(params.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 25 });
      expect(params.offset.schema).toMatchObject({ type: 'integer', minimum: 0, default: 0 });
      expect(sorted(params.order_by.schema.enum)).toEqual(
        sorted(resource.order.flatMap((f) => [f, `${f}:asc`, `${f}:desc`])),
      );
      for (const filter of [...EVERY_COLLECTION_FILTERS, ...Object.keys(resource.filters ?? {})])
        expect(params[filter].description ?? params[filter].schema.description, filter).toBeTruthy();
      for (const [filter, values] of Object.entries(resource.filters ?? {})) {
        if (!values) continue;
        const { schema } = params[filter];
        const accepts = (value: string) =>
          schema.enum ? schema.enum.includes(value) : new RegExp(schema.pattern).test(value);
        for (const value of values) expect(accepts(value), `${filter}=${value}`).toBe(true);
        expect(accepts('NOT_A_VALUE'), filter).toBe(false);
      }

      const oneParams = Object.fromEntries(
        (get.parameters ?? []).filter((p: any) => p.in !== 'header').map((p: any) => [p.name, p]),
      );
      expect(sorted(Object.keys(oneParams))).toEqual(
        sorted([...(resource.one ? [] : ['id']), ...(resource.include ? ['include'] : [])]),
      );
      if (!resource.include) return;
      for (const include of [params.include, oneParams.include]) {
        // The pattern takes exactly the allowed names; the description lists them.
        expect(include.description).toContain(resource.include.join(', '));
        const pattern = new RegExp(include.schema.pattern);
        for (const value of resource.include) expect(pattern.test(value), value).toBe(true);
        expect(pattern.test(resource.include.join(', '))).toBe(true);
        expect(pattern.test('not_a_relation')).toBe(false);
      }
    });
  }

  it('the response check fails a field the document lacks, a missing field and an unlisted status', async () => {
    const doc = await documentOf();
    const contract = new ResponseContract(doc);
    const c = await t.workspace();
    // Straight from the app, so the harness's own check does not run first.
    const raw = await t.app.inject({
      method: 'GET',
      url: `${BASE}/me`,
      headers: { 'x-service-api-key': c.api_key },
    });
    expect(contract.problems('GET', `${BASE}/me`, raw)).toEqual([]);
    expect(contract.problems('GET', '/v1/me', raw)).toEqual([]);
    const body = JSON.parse(raw.body);
    const altered = (data: unknown, statusCode = raw.statusCode) =>
      ({ ...raw, statusCode, body: JSON.stringify(data) }) as any;
    expect(contract.problems('GET', `${BASE}/me`, altered({ data: { ...body.data, secret: 1 } }))).toEqual([
      '/data has "secret", which the document lacks',
    ]);
    const { api_key: _key, ...withoutKey } = body.data;
    expect(contract.problems('GET', `${BASE}/me`, altered({ data: withoutKey }))).toEqual([
      "/data must have required property 'api_key'",
    ]);
    expect(contract.problems('GET', `${BASE}/me`, altered(body, 409))).toEqual([
      'getMe answered 409, a status the document does not list for GET /user-api/v1/me',
    ]);
    expect(contract.problems('GET', `${BASE}/nowhere`, altered(body, 200))).toEqual([
      'GET /user-api/v1/nowhere answered 200, but the document has no such operation',
    ]);
    const noRequestId = { ...raw, headers: { ...raw.headers, 'x-request-id': undefined } } as any;
    expect(contract.problems('GET', `${BASE}/me`, noRequestId)).toEqual(['header x-request-id is missing']);
  });
});

it('reports a handler field the response schema lacks, which the serialiser would drop', async () => {
  const mismatches: ResponseMismatch[] = [];
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  installResponseCheck(app, (m) => mismatches.push(m));
  app.get(
    '/thing',
    { schema: { response: { 200: Type.Object({ name: Type.String() }, { additionalProperties: false }) } } },
    async () => ({ name: 'kept', secret: 'dropped' }) as any,
  );
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  // The wire shows nothing wrong: only the check sees the lost field.
  expect(res.json()).toEqual({ name: 'kept' });
  expect(mismatches).toEqual([
    {
      requestId: expect.any(String),
      method: 'GET',
      url: '/thing',
      status: 200,
      errors: [{ path: '/', message: 'has "secret", which the schema lacks' }],
    },
  ]);
});
