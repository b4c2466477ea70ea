import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fingerprintOf } from '../../core/idempotency-fingerprint.js';
import { asInnerCall } from '../../core/inner-calls.js';
import type { Grants } from '../../core/scopes.js';

/**
 * A tool call runs as the REST request it stands for, through `app.inject`:
 * the same hooks (key, scope, idempotency, conditional-read marks), the same
 * handler, the same transaction and events, so its answer is the REST
 * answer byte for byte.
 */

/** Who calls the tools: the key's headers, what its scopes grant, and the request ID of each call. */
export interface Caller {
  app: FastifyInstance;
  /** `Authorization` and/or `x-service-api-key`, as the client sent them. */
  authHeaders: Record<string, string>;
  grants: Grants;
  /** The request ID a call's REST request and error body carry. */
  requestId(): string;
}

/** A JSON answer of the REST API: a record or page (`data`, `meta`), or an error (API.md section 4). */
export type RestBody = {
  data?: unknown;
  meta?: Record<string, unknown>;
  error?: { code: string; message: string; details?: { path: string; message: string }[] };
} & Record<string, unknown>;

export interface RestAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The body parsed as JSON; null when there was none or it was not JSON. */
  body: RestBody | null;
}

export interface RestRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under the base path, with its query string. */
  url: string;
  body?: unknown;
  idempotencyKey?: string;
  /** The request compared under the key: the tool's name and its arguments. */
  fingerprint?: string;
}

export const BASE_PATH = '/user-api/v1';

export async function rest(caller: Caller, request: RestRequest, requestId: string): Promise<RestAnswer> {
  const headers: Record<string, string> = { ...caller.authHeaders, 'x-request-id': requestId };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  const response = await asInnerCall({ fingerprint: request.fingerprint }, (inner) =>
    caller.app.inject({
      method: request.method,
      url: `${BASE_PATH}${request.url}`,
      headers: { ...headers, ...inner },
      ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
    }),
  );
  let body: RestBody | null = null;
  try {
    // The API answers JSON objects only (API.md sections 2 and 4).
    body = response.body === '' ? null : (JSON.parse(response.body) as RestBody);
  } catch {
    body = null;
  }
  return { status: response.statusCode, headers: response.headers, text: response.body, body };
}

/** The fingerprint of a tool call under an `idempotency_key`: its name and its arguments as JSON. */
export const toolFingerprint = (tool: string, args: unknown, part?: number): string =>
  fingerprintOf('MCP', part === undefined ? tool : `${tool}#${part}`, Buffer.from(JSON.stringify(args)));

/**
 * The key of the `part`-th request of a call made of several (`delete`): the
 * first is the key itself, so that the key's namespace is the REST one; the
 * others are derived from it and from the call.
 */
export const partKey = (key: string, tool: string, args: unknown, part: number): string =>
  part === 0
    ? key
    : `mcp.${createHash('sha256')
        .update(`${key}\n${toolFingerprint(tool, args)}`)
        .digest('base64url')}.${part}`;

/** A query string from arguments: arrays joined with commas, absent values left out. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(name, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
