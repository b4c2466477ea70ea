import type { Database } from '../../db/connect.js';
import { createApiKey } from '../api-keys/api-keys.queries.js';
import { insertWorkspaceUser } from '../workspace-users/workspace-users.queries.js';
import type { WorkspaceUser } from '../workspace-users/workspace-users.schema.js';
import { countWorkspaces, insertWorkspace, type Workspace } from './workspaces.queries.js';

export interface NewWorkspace {
  workspace: Workspace;
  user: WorkspaceUser;
  api_key: string;
  key_id: string;
}

/** A workspace, its owner and a first API key, in one transaction. */
export async function createWorkspaceWithOwner(
  db: Database,
  input: { name: string; ownerEmail: string; ownerName: string },
): Promise<NewWorkspace> {
  return db.transaction().execute(async (trx) => {
    const workspace = await insertWorkspace(trx, input.name);
    const user = await insertWorkspaceUser(trx, {
      workspaceId: workspace.id,
      email: input.ownerEmail,
      fullName: input.ownerName,
      role: 'OWNER',
    });
    const { secret, key } = await createApiKey(trx, {
      workspaceId: workspace.id,
      userId: user.id,
      name: 'Default key',
      expiresAt: null,
    });
    return { workspace, user, api_key: secret, key_id: key.id };
  });
}

/**
 * On a database with no workspace, creates "Default workspace" with an owner
 * and a key (API.md section 1). Returns it, or null when there was one.
 */
export async function ensureDefaultWorkspace(db: Database): Promise<NewWorkspace | null> {
  if ((await countWorkspaces(db)) > 0) return null;
  return createWorkspaceWithOwner(db, {
    name: 'Default workspace',
    ownerEmail: 'owner@example.com',
    ownerName: 'Workspace Owner',
  });
}
