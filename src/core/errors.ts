import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dialect } from '../db/dialect.js';

/** One problem with a request: a JSON pointer into it and what is wrong. */
export interface ErrorDetail {
  path: string;
  message: string;
  [key: string]: unknown;
}

export type ErrorCode =
  | 'invalid_json'
  | 'validation_error'
  | 'unauthorized'
  | 'insufficient_scope'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unknown_reference'
  | 'ambiguous_match'
  | 'idempotency_in_progress'
  | 'idempotency_key_reused'
  | 'cursor_expired'
  | 'rate_limited'
  | 'headers_too_large'
  | 'service_unavailable'
  | 'internal_error';

/** The one error type handlers throw; the error handler turns it into the contract's body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, id: string) =>
  new AppError(404, 'not_found', `No ${what} with ID "${id}" exists in this workspace.`);

export const validationError = (details: ErrorDetail[], message?: string) =>
  new AppError(
    400,
    'validation_error',
    message ??
      (details.length === 1
        ? `${details[0].path}: ${details[0].message}.`
        : 'The request is invalid; see details.'),
    details,
  );

export const unknownReference = (details: ErrorDetail[]) =>
  new AppError(
    422,
    'unknown_reference',
    details.length === 1
      ? `${details[0].path}: ${details[0].message}.`
      : `${details.length} related IDs do not exist in this workspace; see details.`,
    details,
  );

export const conflict = (message: string, path: string, existingId: string) =>
  new AppError(409, 'conflict', message, [{ path, message: 'is already taken', existing_id: existingId }]);

/** Ajv's messages, rephrased as a person would say them. */
function describeAjvError(e: ErrorObject, part: string): { path: string; message: string } {
  let path = `/${part}${e.instancePath ?? ''}`;
  const p = e.params ?? {};
  const custom: string | undefined = e.parentSchema?.['x-message'];
  switch (e.keyword) {
    case 'required':
      return { path: `${path}/${p.missingProperty}`, message: 'is required' };
    case 'additionalProperties':
      path = `${path}/${p.additionalProperty}`;
      return {
        path,
        message: part === 'query' ? 'is not a known query parameter' : 'is not an allowed property',
      };
    case 'minLength':
      return { path, message: `must have at least ${p.limit} character${p.limit === 1 ? '' : 's'}` };
    case 'maxLength':
      return { path, message: `must have at most ${p.limit} characters` };
    case 'minItems':
      return { path, message: `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { path, message: `must have at most ${p.limit} items` };
    case 'minimum':
      return { path, message: `must be at least ${p.limit}` };
    case 'maximum':
      return { path, message: `must be at most ${p.limit}` };
    case 'enum':
      return { path, message: custom ?? `must be one of: ${p.allowedValues.join(', ')}` };
    case 'const':
      return { path, message: custom ?? `must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return {
        path,
        message: `must be ${Array.isArray(p.type) ? p.type.join(' or ') : (p.type ?? 'valid')}`,
      };
    case 'format':
      return { path, message: custom ?? `must be a valid ${p.format}` };
    case 'pattern':
      return { path, message: custom ?? 'has an invalid form' };
    default:
      return { path, message: custom ?? e.message ?? 'is invalid' };
  }
}

/** Turns Ajv errors into `details`, dropping the noise of union branches. */
export function detailsFromValidation(errors: readonly ErrorObject[], part: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  // A failed union reports every branch; keep the union's own line when there is one.
  const unionPaths = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  for (const e of errors) {
    if (
      e.keyword !== 'anyOf' &&
      e.keyword !== 'oneOf' &&
      unionPaths.has(e.instancePath) &&
      e.keyword !== 'required' &&
      e.keyword !== 'additionalProperties'
    )
      continue;
    const d = describeAjvError(e, part);
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
      d.message = e.parentSchema?.['x-message'] ?? 'has an invalid type or form';
    const key = `${d.path} ${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(d);
  }
  return details;
}

const PART_NAMES: Record<string, string> = {
  querystring: 'query',
  params: 'path',
  body: 'body',
  headers: 'headers',
};

/** Maps everything Fastify, Ajv, the database or a handler can throw to the contract's error. */
export function toAppError(err: unknown, dialect?: Dialect): AppError {
  if (err instanceof AppError) return err;
  // Fastify's validation errors are those of the Ajv instances of core/validation.ts.
  const e = err as Omit<FastifyError, 'validation'> & {
    validation?: ErrorObject[];
    validationContext?: string;
  };
  if (e?.validation) {
    const part = PART_NAMES[e.validationContext ?? 'body'] ?? 'body';
    return validationError(detailsFromValidation(e.validation, part));
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        415,
        'unsupported_media_type',
        'Send the body as JSON with "Content-Type: application/json".',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large', 'The request body is larger than this server accepts.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'invalid_json', 'The Content-Length header does not match the body.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (dialect?.isUniqueViolation(err))
    return new AppError(409, 'conflict', 'A record with the same unique value already exists.');
  // A related record deleted by another request between the reference check
  // and the write: the reference no longer exists, and nothing was written.
  if (dialect?.isForeignKeyViolation(err))
    return new AppError(
      422,
      'unknown_reference',
      'A related record was deleted while this request ran; nothing was written.',
    );
  return new AppError(
    500,
    'internal_error',
    'Something went wrong on our side; the request changed nothing. Try again later.',
  );
}

export function errorBody(error: AppError, requestId: string) {
  return {
    error: { code: error.code, message: error.message, details: error.details, request_id: requestId },
  };
}

/** Installs the one error handler of the service. */
export function installErrorHandler(app: FastifyInstance, dialect: Dialect): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // A write sent with an Idempotency-Key replays its stored answer, or stores
    // its refusal before answering (core/idempotency.ts).
    if (request.idempotency) return request.idempotency.refuse(err, reply);
    return sendError(request, reply, err, toAppError(err, dialect));
  });
}

/** Logs a refused or failed request and sends its error body (`body`: already serialised). */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  err: unknown,
  error: AppError,
  body?: string,
): FastifyReply {
  if (error.statusCode >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ code: error.code, status: error.statusCode }, 'request refused');
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(body ?? errorBody(error, request.id));
}
