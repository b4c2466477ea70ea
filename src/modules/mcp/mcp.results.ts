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
  /** The detail of a refusal that names none (a merge's target not found: `/arguments/target`). */
  missing?: (status: number) => ErrorDetail;
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

/** A success: its body as `structuredContent`, and as JSON in its text. */
function successResult(body: Record<string, unknown>, text = JSON.stringify(body)): ToolResult {
  return { content: [{ type: 'text', text }], structuredContent: body };
}

/**
 * A refusal: the REST error body as its text, and no `structuredContent`
 * (output schemas describe successes; clients check `structuredContent`
 * against them even when `isError` is set).
 */
function refusalResult(body: Record<string, unknown>): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}

/** A path of a REST request as text quotes it: `/body/records/0/emails/0`, `/query/tag`, `/path/id`. */
const QUOTED_PATH = /(?<![\w/])\/(?:body|query|path|headers)(?:\/[\w~.-]+)*/g;

/** Every path `text` quotes, pointed into the arguments. */
const rerootText = (text: string, rooting: Rooting): string =>
  text.replace(QUOTED_PATH, (path) => reroot(path, rooting));

/** The result of a REST answer: its body as `structuredContent` (and its text), or a re-rooted error. */
export function resultOf(answer: RestAnswer, rooting: Rooting = {}): ToolResult {
  const replayed = answer.headers['idempotent-replayed'] === 'true';
  const result =
    answer.status >= 400 || !answer.body || typeof answer.body !== 'object'
      ? errorResult(answer, rooting)
      : successResult(answer.body, answer.text);
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
  const details: ErrorDetail[] = (error.details ?? []).map((d: ErrorDetail) => ({
    ...d,
    path: reroot(d.path, rooting),
    message: rerootText(d.message, rooting),
  }));
  if (!details.length && rooting.missing) details.push(rooting.missing(answer.status));
  return refusalResult({ error: { ...error, message: rerootText(error.message, rooting), details } });
}

/** An error of the tool layer itself (arguments, scope), with the contract's body. */
export const appErrorResult = (error: AppError, requestId: string): ToolResult =>
  refusalResult(errorBody(error, requestId));

/** A successful result built by the tool layer (`describe`, `delete`). */
export const dataResult = (body: Record<string, unknown>, replayed = false): ToolResult => {
  const result = successResult(body);
  if (replayed) result._meta = { idempotent_replayed: true };
  return result;
};
