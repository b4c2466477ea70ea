import type { Kysely, Transaction } from 'kysely';
import { hashApiKey } from '../../core/auth.js';
import { newApiKeySecret, newId } from '../../core/ids.js';
import { DEFAULT_SCOPES, storedScopes } from '../../core/scopes.js';
import { nowIso } from '../../core/time.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A key as shown to people: never its secret, never its hash. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  user_id: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  /** The scopes as given when the key was made (API.md section 3). */
  scopes: string[];
}

const KEY_COLUMNS = ['id', 'name', 'user_id', 'scopes', 'created_at', 'expires_at', 'revoked_at'] as const;

/** Creates a key; the secret is returned once and only its SHA-256 digest is stored. */
export async function createApiKey(
  db: Db,
  input: {
    workspaceId: string;
    userId: string;
    name: string;
    expiresAt: string | null;
    /** Checked by the caller (core/scopes.ts); `["delete"]` when absent. */
    scopes?: readonly string[];
  },
): Promise<{ secret: string; key: ApiKeyInfo }> {
  const secret = newApiKeySecret();
  const row = {
    id: newId('key'),
    user_id: input.userId,
    name: input.name,
    key_hash: hashApiKey(secret),
    created_at: nowIso(),
    expires_at: input.expiresAt,
    revoked_at: null,
    // Without scopes, the column's default: `["delete"]` (migration 0010).
    ...(input.scopes ? { scopes: JSON.stringify(input.scopes) } : {}),
  };
  await inWorkspace(db, input.workspaceId).insertInto('api_keys', row).execute();
  return {
    secret,
    key: {
      id: row.id,
      name: row.name,
      user_id: row.user_id,
      created_at: row.created_at,
      expires_at: row.expires_at,
      revoked_at: null,
      scopes: [...(input.scopes ?? DEFAULT_SCOPES)],
    },
  };
}

export async function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeyInfo[]> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, scopes: storedScopes(row.scopes) }));
}

/** Revokes a key at once; false when there is no such key. */
export async function revokeApiKey(db: Db, keyId: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: nowIso() })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const exists = await db.selectFrom('api_keys').select('id').where('id', '=', keyId).executeTakeFirst();
  return Boolean(exists);
}
