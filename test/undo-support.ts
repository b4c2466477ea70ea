import { expect } from 'vitest';
import type { FeedEvent } from '../src/modules/undo/undo.events.js';
import type { UndoAnswer } from '../src/modules/undo/undo.schema.js';
import type { Client, Response } from './harness.js';

/** What the tests of POST /undo share. */

/** A request sent with its own X-Request-Id, as an automation's run would be. */
export const as = (c: Client, requestId: string) => ({
  post: (path: string, body: unknown) => c.request('POST', path, body, { 'x-request-id': requestId }),
  patch: (path: string, body: unknown) => c.request('PATCH', path, body, { 'x-request-id': requestId }),
  del: (path: string) => c.request('DELETE', path, undefined, { 'x-request-id': requestId }),
});

export const undoOf = (c: Client, body: unknown, headers: Record<string, string> = {}) =>
  c.request('POST', '/undo', body, headers);

/** POST /undo's answer, failing the test unless it answered 200. */
export async function undone(
  c: Client,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<UndoAnswer> {
  const res = await undoOf(c, body, headers);
  if (res.status !== 200) throw new Error(`POST /undo: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as UndoAnswer;
}

/** Every event of the workspace's feed, oldest first (up to 1,000). */
export async function feed(c: Client): Promise<FeedEvent[]> {
  const res = await c.get('/events?limit=1000');
  expect(res.status).toBe(200);
  return res.body.data as FeedEvent[];
}

/** A write's record, failing the test unless it succeeded. */
export const ok = (res: Response) => {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
