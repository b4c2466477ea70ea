import { Ajv } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { API_PREFIXES } from '../src/core/module.js';

/**
 * Holds every response the test suite receives to the OpenAPI document the
 * server serves: the operation must list the status, the body must match
 * the schema of that operation and status (objects are closed, so a field
 * the document lacks fails, and so does a required field the server left
 * out), and the headers the document promises must be there.
 *
 * And, inside the app, every handler's payload to its route's response
 * schema, before Fastify's serialiser silently drops a field the schema
 * lacks (installResponseCheck).
 */

const DOC_ID = 'urn:contact-service:openapi';
const DOCUMENTED_PREFIX = API_PREFIXES[0];

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  operation: any;
}

const pointer = (...tokens: string[]) =>
  tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export class ResponseContract {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: any) {
    this.ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
    const addFormats = (addFormatsModule as any).default ?? addFormatsModule;
    addFormats(this.ajv);
    this.ajv.addSchema({ ...doc, $id: DOC_ID });
    for (const [template, item] of Object.entries<any>(doc.paths ?? {})) {
      const source = template
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      for (const [method, operation] of Object.entries<any>(item)) {
        if (typeof operation === 'object' && operation.responses)
          this.operations.push({
            method: method.toUpperCase(),
            template,
            pattern: new RegExp(`^${source}$`),
            operation,
          });
      }
    }
    // As the router does: a static segment wins over a parameter (`/contacts/duplicates` over `/contacts/{id}`).
    const params = (template: string) => (template.match(/\{/g) ?? []).length;
    this.operations.sort((a, b) => params(a.template) - params(b.template));
  }

  /** The documented operation answering `method` on `path`, under whichever prefix was used. */
  find(method: string, path: string): Operation | undefined {
    const clean = path.replace(/\/+$/, '') || '/';
    const candidates = [clean];
    for (const prefix of API_PREFIXES) {
      if (clean.startsWith(`${prefix}/`)) {
        const rest = clean.slice(prefix.length);
        candidates.push(`${DOCUMENTED_PREFIX}${rest}`, rest);
      }
    }
    for (const candidate of candidates) {
      const found = this.operations.find((o) => o.method === method && o.pattern.test(candidate));
      if (found) return found;
    }
    return undefined;
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}#${ref}` });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /** The problems of one response, empty when it is what the document says. */
  problems(method: string, url: string, raw: LightMyRequestResponse): string[] {
    if (method === 'HEAD' || method === 'OPTIONS') return [];
    const path = url.split('?')[0];
    const status = String(raw.statusCode);
    const found = this.find(method, path);
    const problems: string[] = [];
    let schemaRef: string | null;
    let headers: Record<string, any> = {};
    if (found) {
      const listed = found.operation.responses[status];
      if (!listed)
        return [
          `${found.operation.operationId} answered ${status}, a status the document does not list for ${method} ${found.template}`,
        ];
      // A shared response (`#/components/responses/NotFound`) or the operation's own.
      const at = listed.$ref
        ? (listed.$ref as string).slice(1)
        : pointer('paths', found.template, found.method.toLowerCase(), 'responses', status);
      const response = this.resolve(`#${at}`);
      headers = response.headers ?? {};
      schemaRef = response.content?.['application/json']
        ? `${at}${pointer('content', 'application/json', 'schema')}`
        : null;
      if (!response.content && raw.body)
        problems.push(`the document gives ${status} no body, the server sent one`);
    } else if (path === '/docs' || path.startsWith('/docs/')) {
      // The reference page and its assets: not operations of the API.
      return [];
    } else if (status === '404' || status === '405') {
      // No such route, or not with this method: the service-wide error body.
      schemaRef = pointer('components', 'schemas', 'Error');
    } else {
      return [`${method} ${path} answered ${status}, but the document has no such operation`];
    }

    for (const [name, header] of Object.entries<any>(headers)) {
      const resolved = header.$ref ? this.resolve(header.$ref) : header;
      if (resolved?.required && raw.headers[name] === undefined) problems.push(`header ${name} is missing`);
    }
    if (schemaRef) {
      const type = String(raw.headers['content-type'] ?? '');
      if (!type.startsWith('application/json'))
        problems.push(`content-type is "${type}", the document says application/json`);
      let body: unknown;
      try {
        body = JSON.parse(raw.body);
      } catch {
        problems.push('the body is not JSON');
        return problems;
      }
      const validate = this.validator(schemaRef);
      if (!validate(body)) {
        for (const e of validate.errors ?? []) {
          const where = e.instancePath || '/';
          problems.push(
            e.keyword === 'additionalProperties'
              ? `${where} has "${(e.params as any).additionalProperty}", which the document lacks`
              : `${where} ${e.message}`,
          );
        }
      }
    }
    return problems;
  }

  private resolve(ref: string): any {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, token) => node?.[token.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
  }
}

/** Throws with every problem of the response, naming the request. */
export function assertResponseMatches(
  contract: ResponseContract,
  method: string,
  url: string,
  raw: LightMyRequestResponse,
): void {
  const problems = contract.problems(method, url, raw);
  if (problems.length) {
    throw new Error(
      `${method} ${url} -> ${raw.statusCode}: the response breaks the OpenAPI document:\n  ${problems.join('\n  ')}\n  body: ${raw.body.slice(0, 2000)}`,
    );
  }
}

/** A handler's payload that breaks its route's response schema. */
export interface ResponseMismatch {
  requestId: string;
  method: string;
  url: string;
  status: number;
  errors: { path: string; message: string }[];
}

/** Checks each handler's payload against the route's response schema, before the serialiser drops anything. */
export function installResponseCheck(
  app: FastifyInstance,
  report: (mismatch: ResponseMismatch) => void,
): void {
  let ajv: Ajv | null = null;
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('onReady', async () => {
    ajv = new Ajv({ allErrors: true, strict: false });
    const addFormats = (addFormatsModule as any).default ?? addFormatsModule;
    addFormats(ajv);
    for (const schema of Object.values(app.getSchemas())) ajv.addSchema(schema as any);
  });
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const responses = (request.routeOptions.schema as any)?.response as Record<string, object> | undefined;
    const schema = responses?.[reply.statusCode] ?? responses?.[`${String(reply.statusCode)[0]}xx`];
    if (!ajv || !schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    // What the client would get, before the schema's serialiser shapes it.
    const sent = JSON.parse(JSON.stringify(payload) ?? 'null');
    if (!validate(sent)) {
      report({
        requestId: request.id,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        errors: (validate.errors ?? []).map((e) => ({
          path: e.instancePath || '/',
          message:
            e.keyword === 'additionalProperties'
              ? `has "${(e.params as any).additionalProperty}", which the schema lacks`
              : (e.message ?? 'is invalid'),
        })),
      });
    }
    return payload;
  });
}
