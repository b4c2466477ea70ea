import { randomBytes } from 'node:crypto';

/**
 * A request the service makes to itself on behalf of a caller (an MCP tool
 * call runs its REST request through `app.inject`). It passes through every
 * hook as the caller's own request would, but:
 * - it does not count against the key's rate limit (the HTTP request that
 *   carried the call counted once; API.md section 11);
 * - under an `Idempotency-Key`, the request compared is the one the caller
 *   made (`fingerprint`: a tool's name and its arguments), not the inner
 *   REST request, so that a REST request reusing the key is refused.
 * The inner request names its call by an unguessable ID that lives only
 * while it runs: nothing a client sends can claim one.
 */
export interface InnerCall {
  fingerprint?: string;
}

const HEADER = 'x-crm-inner-call';
const running = new Map<string, InnerCall>();

/** Runs `send` with the headers that mark its request as this inner call. */
export async function asInnerCall<T>(call: InnerCall, send: (headers: Record<string, string>) => Promise<T>) {
  const id = randomBytes(24).toString('base64url');
  running.set(id, call);
  try {
    return await send({ [HEADER]: id });
  } finally {
    running.delete(id);
  }
}

/** The inner call a request is, if any. */
export function innerCallOf(request: { headers: Record<string, unknown> }): InnerCall | undefined {
  const id = request.headers[HEADER];
  return typeof id === 'string' ? running.get(id) : undefined;
}
