import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect.js';
import { AppError } from './errors.js';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
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

/**
 * Resolves a key to its workspace and user. The lookup is by SHA-256 digest
 * through a unique index, so its timing says nothing about the secret.
 */
export async function authenticate(db: Database, secret: string): Promise<AuthContext> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('workspaces as w', 'w.id', 'k.workspace_id')
    .select([
      'k.id as key_id',
      'k.name as key_name',
      'k.created_at as key_created_at',
      'k.expires_at',
      'k.revoked_at',
      'k.user_id',
      'w.id as workspace_id',
      'w.name as workspace_name',
    ])
    .where('k.key_hash', '=', hashApiKey(secret))
    .executeTakeFirst();
  if (!row) throw unauthorized('The API key is not valid.');
  if (row.revoked_at) throw unauthorized('The API key has been revoked.');
  if (row.expires_at && row.expires_at <= nowIso()) throw unauthorized('The API key has expired.');
  return {
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    userId: row.user_id,
    keyId: row.key_id,
    keyName: row.key_name,
    keyCreatedAt: row.key_created_at,
    keyExpiresAt: row.expires_at,
  };
}

/**
 * The API-key hook of the /user-api/v1 and /v1 scopes. It runs on request,
 * before the body is read, so a bad key is refused before anything else
 * (API.md section 4's order). Failed attempts count against the client's
 * address; past the limit they get 429 instead of 401.
 */
export function installAuth(
  scope: FastifyInstance,
  db: Database,
  failedAttempts: {
    check(request: FastifyRequest): Promise<number | null>;
    record(request: FastifyRequest): Promise<void>;
  } | null,
): void {
  scope.decorateRequest('auth', null as unknown as AuthContext);
  scope.addHook('onRequest', async (request) => {
    if (failedAttempts) {
      const retryAfter = await failedAttempts.check(request);
      if (retryAfter !== null)
        throw new AppError(
          429,
          'rate_limited',
          'Too many failed authentication attempts from this address; wait and try again.',
          [],
          {
            'retry-after': String(retryAfter),
          },
        );
    }
    try {
      request.auth = await authenticate(db, presentedKey(request));
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401 && failedAttempts)
        await failedAttempts.record(request);
      throw err;
    }
  });
}
