import type { Kysely, Transaction } from 'kysely';
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
