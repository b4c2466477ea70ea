import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../core/ids.js';
import { recordReader } from '../../core/records.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import type { Deal, DealCreate, DealUpdate } from './deals.schema.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'name', 'value', 'stage', 'created_at', 'updated_at'] as const;

/** The case-folded form of a name: what `order_by=name` compares. */
export const dealSortName = (name: string) => name.toLowerCase();

const reader = recordReader<Deal>({
  table: 'deals',
  columns: COLUMNS,
  // A deal has no relations: its row is its answer.
  complete: async (_db, rows) => rows,
});

/** A page of the workspace's deals. */
export const listDeals = reader.list;

/** One record of the workspace; undefined when there is none. */
export const findDeal = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findDeals = reader.findMany;

export async function insertDeal(trx: Db, workspaceId: string, input: DealCreate): Promise<string> {
  const now = nowIso();
  const id = newId('del');
  await inWorkspace(trx, workspaceId)
    .insertInto('deals', {
      id,
      name: input.name,
      sort_name: dealSortName(input.name),
      value: input.value ?? null,
      stage: input.stage ?? 'open',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Applies a PUT/PATCH; false when the deal is not in the workspace. */
export async function updateDeal(
  trx: Db,
  workspaceId: string,
  id: string,
  input: DealUpdate,
  current: LockedRow | undefined,
): Promise<boolean> {
  if (!current) return false;
  await inWorkspace(trx, workspaceId)
    .updateTable('deals')
    .set({
      ...(input.name !== undefined ? { name: input.name, sort_name: dealSortName(input.name) } : {}),
      ...(input.value !== undefined ? { value: input.value } : {}),
      ...(input.stage !== undefined ? { stage: input.stage } : {}),
      updated_at: nextUpdatedAt(current.updated_at),
    })
    .where('id', '=', id)
    .execute();
  return true;
}

export async function deleteDeal(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('deals').where('id', '=', id).execute();
}
