import type { TSchema } from '@sinclair/typebox';
import { type AnySchemaObject, Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail, validationError } from './errors.js';

/**
 * The numbers both stores hold. A number is a 64-bit float (finite: a JSON
 * `1e400` parses to Infinity, which no column keeps as sent). An integer
 * is a 32-bit INTEGER column in PostgreSQL (the narrower store), and
 * `limit`/`offset` are bound as integers, which a value such as 1e21 is not
 * to SQLite; inside this range every integer is also exact (past 2^53 a
 * JSON number is no longer the integer the client wrote).
 */
export const STORABLE_NUMBER = { minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE } as const;
export const STORABLE_INTEGER = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/**
 * A copy of `schema` in which every number and integer is bounded to what
 * both stores hold; a bound the schema declares is kept where it is
 * narrower. This is the one place numbers are bounded, so that a new route,
 * filter or batch body gets the rule without declaring it (the OpenAPI
 * document shows a route's own bounds, such as `limit` 1..100). The bounds
 * also refuse a query string coerced to Infinity (`offset=1e400`); the body
 * parser refuses an overflowing number anywhere in a body, whatever its
 * schema says of that place.
 */
export function storableNumbers(schema: TSchema): AnySchemaObject;
export function storableNumbers(schema: unknown): unknown;
export function storableNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(storableNumbers);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) out[key] = storableNumbers((schema as Record<string, unknown>)[key]);
  const types = [out.type].flat();
  const bounds = types.includes('integer')
    ? STORABLE_INTEGER
    : types.includes('number')
      ? STORABLE_NUMBER
      : null;
  if (bounds) {
    if (typeof out.minimum !== 'number' || out.minimum < bounds.minimum) out.minimum = bounds.minimum;
    if (typeof out.maximum !== 'number' || out.maximum > bounds.maximum) out.maximum = bounds.maximum;
  }
  return out;
}

/**
 * ajv-formats' plugin. The package is CommonJS: its module object is the
 * plugin, which also holds itself as `default`, whatever the import's interop.
 */
export const addFormats = addFormatsModule.default;

/**
 * Two validators: bodies are checked exactly as sent (no coercion, no
 * defaults, nothing removed), while query strings and path parameters,
 * which are always text, are coerced to their declared types and get their
 * defaults. Unknown properties are refused in both (objects are closed), and
 * numbers are bounded in both (storableNumbers).
 */
function makeAjv(forText: boolean, shared: TSchema[]) {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: false,
    removeAdditional: false,
    useDefaults: forText,
    coerceTypes: forText ? 'array' : false,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-message' });
  for (const schema of shared) ajv.addSchema(storableNumbers(schema));
  return ajv;
}

/**
 * Each distinct schema is compiled once per validator: many routes share
 * theirs (a resource's `:id` parameters, its include and order options), and
 * compiling each again was most of what the server allocated while it
 * started (core/serializers.ts says the same of the answers' serializers).
 * A schema is compiled when a request first needs it, not while the server
 * starts: compiling every route's schemas took most of a start's CPU time,
 * and a restart (a deploy, a service manager's) should listen within a
 * second or two.
 */
export function installValidators(app: FastifyInstance, shared: TSchema[]): void {
  const body = makeAjv(false, shared);
  const text = makeAjv(true, shared);
  const compiled = new Map<string, ValidateFunction>();
  const compile = (part: 'body' | 'text', schema: TSchema): ValidateFunction => {
    const key = `${part}\n${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (part === 'body' ? body : text).compile(storableNumbers(schema));
      compiled.set(key, validate);
    }
    return validate;
  };
  app.setValidatorCompiler<TSchema>(({ schema, httpPart }) => {
    const part = httpPart === 'body' ? 'body' : 'text';
    let validate: ValidateFunction | undefined;
    // Fastify reads the errors of a failed validation from the function it was given.
    const lazy = (data: unknown): boolean => {
      validate ??= compile(part, schema);
      const valid = validate(data) as boolean;
      lazy.errors = validate.errors;
      return valid;
    };
    lazy.errors = null as ValidateFunction['errors'];
    return lazy;
  });
}

/** JSON-pointer escaping of one key (RFC 6901). */
const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * What a parsed body may not hold, wherever it is (whatever the route's
 * schema says of that place): keys that would reach an object's prototype
 * if the body were ever merged into another object, and numbers JSON.parse
 * could not represent (`1e400` parses to Infinity, which would otherwise be
 * stored as null or refused by the database). Each is refused with a
 * validation error naming it, never parsed or silently dropped.
 */
const FORBIDDEN = Symbol('forbidden key');

function unreadableParts(value: unknown): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '/body' }];
  while (stack.length) {
    const { value: node, path } = stack.pop()!;
    if (node === FORBIDDEN) {
      found.push({ path, message: 'is not an allowed property' });
      continue;
    }
    if (typeof node === 'number' && !Number.isFinite(node)) {
      found.push({
        path,
        message: node > 0 ? `must be at most ${Number.MAX_VALUE}` : `must be at least ${-Number.MAX_VALUE}`,
      });
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    // Children go on the stack last first, so problems come in document order.
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], path: `${path}/${i}` });
      continue;
    }
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child = `${path}/${pointerPart(key)}`;
      if (key === '__proto__' || key === 'constructor') stack.push({ value: FORBIDDEN, path: child });
      else stack.push({ value: (node as Record<string, unknown>)[key], path: child });
    }
  }
  return found;
}

/**
 * The one JSON body parser. An empty body parses to nothing, so that a
 * DELETE or GET sent with `Content-Type: application/json` and no body is
 * fine; where a route needs a body, the `preValidation` check below says
 * `invalid_json`. Text that is not JSON is `invalid_json`; `__proto__` and
 * `constructor` keys, and numbers that overflow, are a `validation_error`.
 */
export function installJsonParser(
  app: FastifyInstance,
  accept: (request: FastifyRequest, body: JsonBody) => void = refuseUnreadable,
): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    let read: JsonBody | undefined;
    try {
      read = readJsonBody(raw as Buffer);
      if (read) accept(request, read);
    } catch (error) {
      return done(error as AppError, undefined);
    }
    done(null, read?.value);
  });
}

/** What every body but the MCP endpoint's may not hold (unreadableParts), refused. */
function refuseUnreadable(_request: FastifyRequest, { value }: JsonBody): void {
  const unreadable = unreadableParts(value);
  if (unreadable.length) throw validationError(unreadable);
}

/** JSON is UTF-8 (RFC 8259): bytes that are not are refused, never replaced with U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A body nests at most this deep (a batch's record with its custom-field
 * values is a few levels down; an MCP message adds three). A deeper one is
 * refused from its text, before it is parsed: parsing and walking 170,000
 * levels in a 1 MB body takes the event loop for a tenth of a second.
 */
export const MAX_BODY_DEPTH = 64;

/** True when the JSON text opens more than `limit` objects and arrays inside one another. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (text.length <= 2 * limit) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote, past escaped characters.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export interface JsonBody {
  /** The body as sent, decoded. */
  text: string;
  value: unknown;
}

/**
 * A JSON body read from its bytes: UTF-8, at most MAX_BODY_DEPTH levels
 * deep, JSON. Undefined when it is empty; an AppError is thrown otherwise.
 * The REST parser (above) and the MCP endpoint's both read bodies with it.
 */
export function readJsonBody(raw: Buffer): JsonBody | undefined {
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch {
    throw new AppError(400, 'invalid_json', 'The request body is not valid UTF-8.');
  }
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, MAX_BODY_DEPTH))
    throw validationError([{ path: '/body', message: `nests more than ${MAX_BODY_DEPTH} levels deep` }]);
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

/**
 * Checks the body against what the route declares, before validation. A
 * route with a body schema needs a body (`invalid_json` when it is empty). A
 * route without one (GET, DELETE) takes none: a parsed body may be at most
 * `{}`, and a body Fastify leaves unread (on GET) is refused unseen,
 * whatever its media type: no body at all belongs there.
 */
export function checkBodyPresence(request: FastifyRequest): void {
  const { body, headers } = request;
  if (request.routeOptions.schema?.body) {
    if (body === undefined)
      throw new AppError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
    return;
  }
  if (body === undefined) {
    const sent = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
    if (!sent) return;
    throw validationError([{ path: '/body', message: `must be empty, as ${request.method} takes no body` }]);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw validationError([{ path: '/body', message: `must be empty, as ${request.method} takes no body` }]);
  const keys = Object.keys(body);
  if (keys.length)
    throw validationError(
      keys.map((key) => ({ path: `/body/${pointerPart(key)}`, message: 'is not an allowed property' })),
    );
}
