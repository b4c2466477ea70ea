import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, DbHandle } from '../db/connect.js';
import { preparedQuery } from '../db/prepared.js';
import { AppError } from './errors.js';
import { grantsOf, type Grants, storedScopes } from './scopes.js';
import { nowIso } from './time.js';

/** Who is calling: the key, its user and its workspace. */
export interface AuthContext {
  workspaceId: string;
  workspaceName: string;
  userId: string;
  keyId: string;
  keyName: string;
  keyCreatedAt: string;
  keyExpiresAt: string | null;
  /** The key's scopes as given when it was made (API.md section 3). */
  scopes: readonly string[];
  /** What those scopes grant, per area (core/scopes.ts). */
  grants: Grants;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    /**
     * The change mark read when the key was checked, so that the memory of
     * answers needs no read of its own: on SQLite the database's
     * (`changeMark`), on PostgreSQL the workspace's row of `answer_marks`,
     * read in the key's statement.
     */
    changeMark: string | null;
  }
}

/** Only this digest of a key is stored; the secret itself never is. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);

/** The key sent in `x-service-api-key` or `Authorization: Bearer`; both must agree. */
export function presentedKey(request: FastifyRequest): string {
  const header = request.headers['x-service-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const authorization = request.headers.authorization;
  let fromBearer: string | undefined;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw unauthorized('The Authorization header must be "Bearer <API key>".');
    fromBearer = match[1];
  }
  if (fromHeader !== undefined && fromBearer !== undefined && fromHeader !== fromBearer)
    throw unauthorized(
      'The x-service-api-key header and the Authorization header carry different keys; send one key.',
    );
  const key = fromHeader ?? fromBearer;
  if (!key)
    throw unauthorized(
      'Send your API key in the x-service-api-key header or as "Authorization: Bearer <key>".',
    );
  return key;
}

/** A key resolved, with its workspace's answer mark when it was read from the database. */
export interface Authenticated {
  context: AuthContext;
  /**
   * The workspace's row of `answer_marks` (core/answers.ts), read in the same
   * statement as the key: on PostgreSQL the memory of answers needs no query
   * of its own. Absent when the key came from `ResolvedKeys`.
   */
  answerMark?: string;
}

/** What the key's statement reads of a key, its workspace and the workspace's answer mark. */
interface KeyRow {
  key_hash: string;
  answer_mark: number | string | null;
  key_id: string;
  key_name: string;
  key_created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  scopes: string;
  user_id: string;
  workspace_id: string;
  workspace_name: string;
}

/** Finds the row of each digest (undefined: no such key). */
export type KeyLookup = (digest: string) => Promise<KeyRow | undefined>;

const keyRows = preparedQuery((db, _shape: null, params: { digests: string[] }) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('workspaces as w', 'w.id', 'k.workspace_id')
    .leftJoin('answer_marks as m', 'm.workspace_id', 'k.workspace_id')
    .select([
      'k.key_hash',
      'm.mark as answer_mark',
      'k.id as key_id',
      'k.name as key_name',
      'k.created_at as key_created_at',
      'k.expires_at',
      'k.revoked_at',
      'k.scopes',
      'k.user_id',
      'w.id as workspace_id',
      'w.name as workspace_name',
    ])
    .where('k.key_hash', 'in', params.digests),
);

/** One statement per lookup (SQLite, where a statement is a call into the library). */
export function keyLookupOf(db: Database): KeyLookup {
  return async (digest) => (await keyRows(db, null, { digests: [digest] }))[0] as KeyRow | undefined;
}

/** Digests looked up in one statement at most. */
const KEYS_PER_STATEMENT = 100;

/**
 * PostgreSQL: the keys of the requests that arrive together are looked up in
 * one statement. A round trip to the database costs the server more in the
 * socket write that wakes the database's process than in the query (on the
 * benchmark's machine, 0.07 ms of the 0.19 ms that a read answered from
 * memory cost: bench/RESULTS.md), and every request makes this one. The
 * lookups asked for while the event loop handles one batch of I/O (the
 * requests read from every connection that had one) are sent together once
 * it is done, one `setImmediate` later, so each is still read after its
 * request arrived: the answer mark it reads is no older than that.
 */
export function batchedKeyLookup(db: Database): KeyLookup {
  let waiting = new Map<string, { resolve(row: KeyRow | undefined): void; reject(err: unknown): void }[]>();
  const send = () => {
    const batch = waiting;
    waiting = new Map();
    const digests = [...batch.keys()];
    for (let i = 0; i < digests.length; i += KEYS_PER_STATEMENT) {
      const some = digests.slice(i, i + KEYS_PER_STATEMENT);
      keyRows(db, null, { digests: some }).then(
        (rows) => {
          const byDigest = new Map((rows as KeyRow[]).map((row) => [row.key_hash, row]));
          for (const digest of some)
            for (const waiter of batch.get(digest)!) waiter.resolve(byDigest.get(digest));
        },
        (err) => {
          for (const digest of some) for (const waiter of batch.get(digest)!) waiter.reject(err);
        },
      );
    }
  };
  return (digest) =>
    new Promise((resolve, reject) => {
      if (!waiting.size) setImmediate(send);
      const waiters = waiting.get(digest);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(digest, [{ resolve, reject }]);
    });
}

/**
 * Resolves a key to its workspace and user. The lookup is by SHA-256 digest
 * through a unique index, so its timing says nothing about the secret.
 */
export async function authenticate(
  lookup: KeyLookup,
  secret: string,
  resolved: ResolvedKeys | null = null,
  databaseMark?: string,
): Promise<Authenticated> {
  const digest = hashApiKey(secret);
  const known = resolved?.get(digest, databaseMark);
  if (known) {
    if (known.keyExpiresAt && known.keyExpiresAt <= nowIso()) throw unauthorized('The API key has expired.');
    return { context: known };
  }
  // The mark `get` just read (no statement between): what the key is remembered under.
  const mark = resolved?.lastMark;
  const row = await lookup(digest);
  if (!row) throw unauthorized('The API key is not valid.');
  if (row.revoked_at) throw unauthorized('The API key has been revoked.');
  if (row.expires_at && row.expires_at <= nowIso()) throw unauthorized('The API key has expired.');
  const context: AuthContext = {
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    userId: row.user_id,
    keyId: row.key_id,
    keyName: row.key_name,
    keyCreatedAt: row.key_created_at,
    keyExpiresAt: row.expires_at,
    ...scopesOf(row.scopes),
  };
  if (resolved && mark !== undefined) resolved.set(digest, context, mark);
  return { context, answerMark: String(row.answer_mark ?? 0) };
}

/** A key's scopes and what they grant, read from its stored column. */
export function scopesOf(text: string | null): { scopes: readonly string[]; grants: Grants } {
  const scopes = Object.freeze(storedScopes(text));
  return { scopes, grants: Object.freeze(grantsOf(scopes)) };
}

/** Keys remembered at most; past it, the oldest go first. */
const MAX_RESOLVED_KEYS = 10_000;

/**
 * The tables a key's context (`AuthContext`) is read from: the key and its
 * workspace. A user's removal deletes their keys (a cascade, which the
 * tables' mark sees as a change of `api_keys`).
 */
export const KEY_TABLES = ['api_keys', 'workspaces'] as const;

/**
 * Keys already resolved, trusted only while their tables have not changed
 * since (`DbHandle.tablesMark` of KEY_TABLES, SQLite): a commit that
 * changes a key or a workspace, by this process or another (a `crm key
 * revoke`, any tool), forgets them all, so a revoked key is refused on the
 * very next request. Other writes (a contact created) keep them: the lookup
 * then costs no statement while a client polls or writes. PostgreSQL,
 * where other instances write too, has no such mark and looks every key up.
 */
export class ResolvedKeys {
  private readonly contexts = new Map<string, AuthContext>();
  private markOfContexts = '';
  /** The database's any-commit mark (`DbHandle.changeMark`) read just before the keys' mark was read last. */
  private databaseMarkThen: string | null = null;

  constructor(private readonly keysMark: () => string) {}

  /**
   * Reads the current mark; what is remembered under an older one is forgotten.
   * `databaseMark`, the database's any-commit mark read just before, spares
   * the keys' mark its reading while nothing has been committed since it was
   * read last: a read then costs one mark's reading, not two. (A change not
   * committed yet is not what a lookup would read either.)
   */
  private refresh(databaseMark?: string): void {
    if (databaseMark !== undefined && databaseMark === this.databaseMarkThen) return;
    const now = this.keysMark();
    this.databaseMarkThen = databaseMark ?? null;
    if (now !== this.markOfContexts) {
      this.contexts.clear();
      this.markOfContexts = now;
    }
  }

  /** The mark read last (by `get()`). */
  get lastMark(): string {
    return this.markOfContexts;
  }

  get(digest: string, databaseMark?: string): AuthContext | undefined {
    this.refresh(databaseMark);
    return this.contexts.get(digest);
  }

  /** Remembers a context read while the database was at `mark`. */
  set(digest: string, context: AuthContext, mark: string): void {
    if (mark !== this.markOfContexts) return;
    if (this.contexts.size >= MAX_RESOLVED_KEYS) this.contexts.delete(this.contexts.keys().next().value!);
    this.contexts.set(digest, context);
  }
}

/**
 * The API-key hook of the /user-api/v1 and /v1 scopes. It runs on request,
 * before the body is read, so a bad key is refused before anything else
 * (API.md section 4's order). Failed attempts count against the client's
 * address; past the limit, a request without a valid key gets 429 instead
 * of 401 until the window ends (API.md section 3).
 *
 * The key is looked up first and the address's count is asked only when the
 * key fails: a valid key is never refused for other requests' failures
 * (automation platforms send many customers' requests from a few
 * addresses), and it costs no read of the count. A refused request costs
 * what a 401 did: the digest and the indexed lookup of the key, then one
 * count (a single increment, in Redis when configured). A request with no
 * key at all, or a malformed one, is refused before any lookup.
 */
export function installAuth(
  scope: FastifyInstance,
  handle: DbHandle,
  failedAttempts: {
    /** Counts one failed authentication of the request's address; seconds to wait once past the limit, else null. */
    fail(request: FastifyRequest): Promise<number | null>;
  } | null,
): void {
  scope.decorateRequest('auth', null as unknown as AuthContext);
  scope.decorateRequest('changeMark', null);
  const changeMark = handle.changeMark;
  const keysMark = changeMark && handle.tablesMark?.(KEY_TABLES);
  const resolved = keysMark ? new ResolvedKeys(keysMark) : null;
  // SQLite remembers resolved keys while no key or workspace changes; PostgreSQL reads every request's.
  const lookup = resolved ? keyLookupOf(handle.db) : batchedKeyLookup(handle.db);
  scope.addHook('onRequest', async (request) => {
    try {
      // SQLite: the database's mark (any commit, any process), read before
      // anything the request reads; PostgreSQL: the workspace's, read with the key.
      const databaseMark = changeMark ? changeMark() : null;
      const { context, answerMark } = await authenticate(
        lookup,
        presentedKey(request),
        resolved,
        databaseMark ?? undefined,
      );
      request.auth = context;
      request.changeMark = databaseMark ?? answerMark ?? null;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401 && failedAttempts) {
        const retryAfter = await failedAttempts.fail(request);
        if (retryAfter !== null)
          throw new AppError(
            429,
            'rate_limited',
            'Too many failed authentication attempts from this address; wait and try again.',
            [],
            { 'retry-after': String(retryAfter) },
          );
      }
      throw err;
    }
  });
}
