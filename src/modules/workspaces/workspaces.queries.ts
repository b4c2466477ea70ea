import { type Kysely, sql, type Transaction } from 'kysely';
import { newId } from '../../core/ids.js';
import { nowIso } from '../../core/time.js';
import type { DB } from '../../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface Workspace {
  id: string;
  name: string;
}

export async function insertWorkspace(db: Db, name: string): Promise<Workspace> {
  const now = nowIso();
  const row = { id: newId('wsp'), name, created_at: now, updated_at: now };
  await db.insertInto('workspaces').values(row).execute();
  return { id: row.id, name: row.name };
}

export async function findWorkspace(db: Db, id: string): Promise<Workspace | undefined> {
  return db.selectFrom('workspaces').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function countWorkspaces(db: Db): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A workspace as `crm workspace list` shows it: with how many users, contacts and companies it holds. */
export interface WorkspaceSummary extends Workspace {
  created_at: string;
  users: number;
  contacts: number;
  companies: number;
}

/**
 * Every workspace, oldest first. The contact and company counts are the kept
 * totals (`collection_counts`, the collections' `meta.total`), so the list
 * costs the same whatever the workspaces hold.
 */
export async function listWorkspaces(db: Db): Promise<WorkspaceSummary[]> {
  const workspaces = await db
    .selectFrom('workspaces as w')
    .select(['w.id', 'w.name', 'w.created_at'])
    .select((eb) =>
      eb
        .selectFrom('workspace_users as u')
        .whereRef('u.workspace_id', '=', 'w.id')
        .select(eb.fn.countAll().as('n'))
        .as('users'),
    )
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
  const { rows: counts } = await sql<{ workspace_id: string; collection: string; total: number | string }>`
    select workspace_id, collection, sum(total) as total from collection_counts
    where collection in ('contacts', 'companies') group by workspace_id, collection`.execute(db);
  const kept = new Map(counts.map((c) => [`${c.workspace_id} ${c.collection}`, Number(c.total)]));
  return workspaces.map((w) => ({
    id: w.id,
    name: w.name,
    created_at: w.created_at,
    users: Number(w.users ?? 0),
    contacts: kept.get(`${w.id} contacts`) ?? 0,
    companies: kept.get(`${w.id} companies`) ?? 0,
  }));
}
