import type { Condition } from '../../core/filters.js';
import type { Kysely, Transaction } from 'kysely';
import { type Order, readPage } from '../../core/collection.js';
import { newId } from '../../core/ids.js';
import { emailKey } from '../../core/normalize.js';
import { nowIso } from '../../core/time.js';
import type { DB, Role } from '../../db/types.js';
import type { WorkspaceUser } from './workspace-users.schema.js';
import { inWorkspace } from '../../db/workspace.js';

type Db = Kysely<DB> | Transaction<DB>;

export const USER_COLUMNS = [
  'id',
  'full_name',
  'email',
  'avatar_url',
  'role',
  'created_at',
  'updated_at',
] as const;

export async function listWorkspaceUsers(
  db: Db,
  workspaceId: string,
  order: Order,
  limit: number,
  offset: number,
  conditions: readonly Condition[] = [],
) {
  return readPage<WorkspaceUser>(db, {
    table: 'workspace_users',
    columns: USER_COLUMNS,
    workspaceId,
    conditions,
    order,
    limit,
    offset,
  });
}

export async function findWorkspaceUser(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<WorkspaceUser | undefined> {
  return inWorkspace(db, workspaceId)
    .selectFrom('workspace_users')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Embedded users `{id, full_name, avatar_url}` by ID, in one query. */
export async function embeddedUsers(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, { id: string; full_name: string; avatar_url: string | null }>();
  const rows = await db
    .selectFrom('workspace_users')
    .select(['id', 'full_name', 'avatar_url'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export interface NewUser {
  workspaceId: string;
  email: string;
  fullName: string;
  role: Role;
  avatarUrl?: string | null;
}

export async function insertWorkspaceUser(db: Db, user: NewUser): Promise<WorkspaceUser> {
  const now = nowIso();
  const row = {
    id: newId('usr'),
    full_name: user.fullName,
    sort_name: user.fullName.toLowerCase(),
    email: emailKey(user.email),
    avatar_url: user.avatarUrl ?? null,
    role: user.role,
    created_at: now,
    updated_at: now,
  };
  await inWorkspace(db, user.workspaceId).insertInto('workspace_users', row).execute();
  const { sort_name: _s, ...user_ } = row;
  return user_;
}

/** The user holding `email` (compared lower-cased, in NFC) in a workspace, if any. */
export async function findWorkspaceUserByEmail(
  db: Db,
  workspaceId: string,
  email: string,
): Promise<WorkspaceUser | undefined> {
  return inWorkspace(db, workspaceId)
    .selectFrom('workspace_users')
    .select(USER_COLUMNS)
    .where('email', '=', emailKey(email))
    .executeTakeFirst();
}

/** The workspace's first owner (earliest created), if it has one. */
export async function findFirstOwner(db: Db, workspaceId: string): Promise<WorkspaceUser | undefined> {
  return inWorkspace(db, workspaceId)
    .selectFrom('workspace_users')
    .select(USER_COLUMNS)
    .where('role', '=', 'OWNER')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}
