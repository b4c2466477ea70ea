import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail, errorBody, validationError } from './errors.js';

/**
 * Input that passes a schema yet cannot be stored as sent. Text with a NUL
 * character (U+0000) is refused by PostgreSQL and kept by SQLite; text with
 * a lone UTF-16 surrogate (`"\ud800"`) is silently replaced on both. Either
 * way the record would not hold what the client sent, so such text is a
 * 400 `validation_error` wherever it appears: path, query or body, as a
 * value or as a property name.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return null;
}

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every bad text in `value`, walked without recursion so that deep nesting cannot overflow the stack. */
export function unstorableText(value: unknown, root: string, limit = 20): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length && details.length < limit) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const message = problemOf(current);
      if (message) details.push({ path, message });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}/${i}`]);
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const message = problemOf(key);
        if (message)
          details.push({ path: `${path}/${pointer(key)}`, message: `has a property name that ${message}` });
        else stack.push([(current as Record<string, unknown>)[key], `${path}/${pointer(key)}`]);
      }
    }
  }
  return details;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body carries requests that are each checked as their own request
     * (`/mcp`: a tool call is the REST request it stands for), so it is not
     * checked here as a whole; the path and query are.
     */
    bodyCarriesRequests?: boolean;
  }
}

/** Refuses requests whose path, query or body carries text that cannot be stored as sent. */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const details = [
      ...unstorableText(request.params, '/path'),
      ...unstorableText(request.query, '/query'),
      ...(request.routeOptions.config.bodyCarriesRequests ? [] : unstorableText(request.body, '/body')),
    ];
    done(details.length ? validationError(details) : undefined);
  });
}

/**
 * Errors the router raises before any route runs: a path that is not valid
 * percent-encoding, or a path segment longer than the router takes. They get
 * the contract's error body and `X-Request-Id` like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let appError: AppError;
  if (error.code === 'FST_ERR_BAD_URL')
    appError = validationError(
      [{ path: '/path', message: 'is not valid percent-encoded UTF-8' }],
      'The URL path is not valid percent-encoded UTF-8.',
    );
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    appError = validationError(
      [{ path: '/path', message: 'has a segment longer than 500 characters' }],
      'A segment of the URL path is longer than 500 characters.',
    );
  else {
    request.log.error({ err: error }, 'request failed in the router');
    appError = new AppError(
      500,
      'internal_error',
      'Something went wrong on our side; the request changed nothing. Try again later.',
    );
  }
  request.log.info({ code: appError.code, status: appError.statusCode }, 'request refused');
  void reply
    .code(appError.statusCode)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(errorBody(appError, request.id));
}

/**
 * Requests refused by Node's HTTP parser, before any request exists: over
 * 16 KB of request line and headers (Node's `maxHeaderSize`) answers 431
 * `headers_too_large` with the contract's body and an `X-Request-Id`,
 * instead of the framework's own body (API.md section 4). Any other request
 * that cannot be parsed is a 400 with the contract's body; a timed-out one
 * a 408; a reset connection is left alone.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  let status: number;
  let text: string;
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    text = JSON.stringify(
      errorBody(
        new AppError(
          431,
          'headers_too_large',
          'The request line and headers are larger than 16 KB; send a shorter URL and fewer or smaller headers.',
        ),
        requestId,
      ),
    );
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    text = JSON.stringify({
      error: {
        code: 'request_timeout',
        message: 'The request took too long to arrive.',
        details: [],
        request_id: requestId,
      },
    });
  } else {
    status = 400;
    text = JSON.stringify(
      errorBody(
        validationError(
          [{ path: '/', message: 'is not a valid HTTP request' }],
          'The request is not valid HTTP.',
        ),
        requestId,
      ),
    );
  }
  this.log.info({ code: err.code, status, reqId: requestId }, 'request refused by the HTTP parser');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(err);
}
