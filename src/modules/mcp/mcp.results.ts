import { AppError, errorBody, type ErrorDetail } from '../../core/errors.js';
import type { RestAnswer } from './mcp.rest.js';

/** What a tool call answers (MCP's CallToolResult). */
export interface ToolResult {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** Where a REST error's `details` paths point within the tool's arguments (API.md section 11). */
export interface Rooting {
  /** Filters sent as query parameters: `/query/<name>` becomes `/arguments/filters/<name>`. */
  filters?: ReadonlySet<string>;
  /** A merge: `/body/<records>/<i>` becomes `/arguments/records/<i>`, the path's ID `/arguments/target`. */
  mergeKey?: string;
  /** A delete of one of several IDs: the path's ID becomes `/arguments/ids/<i>`. */
  idsIndex?: number;
}

export function reroot(path: string, rooting: Rooting): string {
  if (path === '/scope' || path.startsWith('/scope/')) return path;
  if (path === '/headers/idempotency-key') return '/arguments/idempotency_key';
  const { mergeKey, idsIndex, filters } = rooting;
  if (mergeKey !== undefined) {
    if (path === `/body/${mergeKey}` || path.startsWith(`/body/${mergeKey}/`))
      return `/arguments/records${path.slice(`/body/${mergeKey}`.length)}`;
    if (path === '/path/id') return '/arguments/target';
  }
  if (idsIndex !== undefined && path === '/path/id') return `/arguments/ids/${idsIndex}`;
  const query = path.match(/^\/query\/([^/]+)(.*)$/);
  if (query)
    return filters?.has(query[1])
      ? `/arguments/filters/${query[1]}${query[2]}`
      : `/arguments/${query[1]}${query[2]}`;
  if (path === '/body' || path.startsWith('/body/')) return `/arguments${path.slice('/body'.length)}`;
  if (path.startsWith('/path/')) return `/arguments/${path.slice('/path/'.length)}`;
  return path;
}

function textResult(
  body: Record<string, unknown>,
  isError: boolean,
  text = JSON.stringify(body),
): ToolResult {
  return {
    content: [{ type: 'text', text }],
    structuredContent: body,
    ...(isError ? { isError: true } : {}),
  };
}

/** The result of a REST answer: its body as `structuredContent` (and its text), or a re-rooted error. */
export function resultOf(answer: RestAnswer, rooting: Rooting = {}): ToolResult {
  const replayed = answer.headers['idempotent-replayed'] === 'true';
  if (answer.status >= 400 || !answer.body || typeof answer.body !== 'object') {
    const result = errorResult(answer, rooting);
    if (replayed) result._meta = { idempotent_replayed: true };
    return result;
  }
  const result = textResult(answer.body, false, answer.text);
  if (replayed) result._meta = { idempotent_replayed: true };
  return result;
}

export function errorResult(answer: RestAnswer, rooting: Rooting): ToolResult {
  const error =
    answer.body?.error ??
    errorBody(
      new AppError(500, 'internal_error', 'Something went wrong on our side; the call changed nothing.'),
      '',
    ).error;
  let message: string = error.message;
  const details: ErrorDetail[] = (error.details ?? []).map((d: ErrorDetail) => {
    const path = reroot(d.path, rooting);
    // A message that names the path (`/body/name: is required.`) names it as the details do.
    if (message.startsWith(`${d.path}:`)) message = `${path}${message.slice(d.path.length)}`;
    return { ...d, path };
  });
  return textResult({ error: { ...error, message, details } }, true);
}

/** An error of the tool layer itself (arguments, scope), with the contract's body. */
export const appErrorResult = (error: AppError, requestId: string): ToolResult =>
  textResult(errorBody(error, requestId), true);

/** A successful result built by the tool layer (`describe`, `delete`). */
export const dataResult = (body: Record<string, unknown>, replayed = false): ToolResult => {
  const result = textResult(body, false);
  if (replayed) result._meta = { idempotent_replayed: true };
  return result;
};
