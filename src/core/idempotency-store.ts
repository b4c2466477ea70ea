import type { Kysely } from 'kysely';
import { tryLockName } from '../db/locking.js';
import { preparedQuery } from '../db/prepared.js';
import { inWorkspace } from '../db/workspace.js';
import { AppError, type ErrorCode } from './errors.js';
import { nowIso } from './time.js';
import type { WriteDb } from './transaction.js';

/**
 * The stored answers of keyed writes (API.md section 7): the
 * `idempotency_keys` table, read and written only here. See idempotency.ts
 * for when an answer is looked up, stored, or replayed.
 */

/** One stored answer: what the first request was answered. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What names a stored answer: the workspace and key, and the request they were first sent with. */
export interface AnswerKey {
  readonly workspaceId: string;
  readonly key: string;
  readonly fingerprint: string;
  /** The workspace and key, as the in-flight map and the lock name them. */
  readonly scope: string;
}

type IdempotencyKeysTable = {
  workspace_id: string;
  key: string;
  fingerprint: string;
  status: number;
  headers: string;
  body: string;
  created_at: string;
  expires_at: string;
};

/** The table as this file sees it; the rest of the service never reads it. */
type KeysDb = Kysely<{ idempotency_keys: IdempotencyKeysTable }>;
const keysDb = (db: WriteDb) => db as unknown as KeysDb;

/** The stored answer of a workspace and key that has not expired (compiled once: every keyed write reads it). */
const liveAnswer = preparedQuery((db, _shape: null, p: { workspaceId: string; key: string; now: string }) =>
  inWorkspace(db as KeysDb, p.workspaceId)
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'headers', 'body'])
    .where('key', '=', p.key)
    .where('expires_at', '>', p.now),
);

/** Records an answer; an expired answer of the same key is replaced. */
const storeAnswer = preparedQuery((db, _shape: null, { workspaceId, ...row }: StoredRow) =>
  inWorkspace(db as KeysDb, workspaceId)
    .insertInto('idempotency_keys', row)
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'key']).doUpdateSet((eb) => ({
        fingerprint: eb.ref('excluded.fingerprint'),
        status: eb.ref('excluded.status'),
        headers: eb.ref('excluded.headers'),
        body: eb.ref('excluded.body'),
        created_at: eb.ref('excluded.created_at'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    ),
);
type StoredRow = Omit<IdempotencyKeysTable, 'workspace_id'> & { workspaceId: string };

/** An error about the `Idempotency-Key` header: its one detail, `problem`, is the header's. */
export const keyError = (
  status: number,
  code: ErrorCode,
  message: string,
  problem: string,
  headers?: Record<string, string>,
) => new AppError(status, code, message, [{ path: '/headers/idempotency-key', message: problem }], headers);

export const inProgress = () =>
  keyError(
    409,
    'idempotency_in_progress',
    'The first request with this Idempotency-Key is still running; retry after the time in Retry-After to get its answer.',
    'is used by a request that is still running',
    { 'retry-after': '1' },
  );

const keyReused = () =>
  keyError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used with another request (method, path, query string or body); send a new key with a new request.',
    'was used with another request',
  );

/** The live stored answer of this workspace and key, or null; 422 when it answered another request. */
export async function findAnswer(db: WriteDb, keyed: AnswerKey): Promise<StoredAnswer | null> {
  const [row] = await liveAnswer(db, null, {
    workspaceId: keyed.workspaceId,
    key: keyed.key,
    now: nowIso(),
  });
  if (!row) return null;
  if (row.fingerprint !== keyed.fingerprint) throw keyReused();
  return { status: Number(row.status), headers: JSON.parse(row.headers), body: row.body };
}

/** Inside a write's transaction: the key's lock (409 when another request holds it), then its answer. */
export async function lockAndFindAnswer(trx: WriteDb, keyed: AnswerKey): Promise<StoredAnswer | null> {
  if (!(await tryLockName(trx, `idempotency ${keyed.scope}`))) throw inProgress();
  return findAnswer(trx, keyed);
}

/** Records the answer, kept `ttlMs`; an expired answer of the same key is replaced. */
export async function storeAnswerOf(
  trx: WriteDb,
  keyed: AnswerKey,
  answer: StoredAnswer,
  ttlMs: number,
): Promise<void> {
  const now = Date.now();
  await storeAnswer(trx, null, {
    workspaceId: keyed.workspaceId,
    key: keyed.key,
    fingerprint: keyed.fingerprint,
    status: answer.status,
    headers: JSON.stringify(answer.headers),
    body: answer.body,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + ttlMs).toISOString(),
  });
}

/** Deletes the expired answers; returns how many. */
export async function deleteExpiredAnswers(trx: WriteDb): Promise<number> {
  const deleted = await keysDb(trx)
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', nowIso())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
