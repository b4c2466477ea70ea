import { sql } from 'kysely';
import type { Database } from '../../db/connect.js';
import { registeredResources } from '../../core/resources.js';
import { inWorkspace } from '../../db/workspace.js';

export interface TrashPageRequest {
  /** The resources (as events name them) whose records to list: those the key reads, narrowed by `resource`. */
  resources: readonly string[];
  limit: number;
  offset: number;
}

/**
 * The workspace's trash (API.md section 12), the last deleted first: the
 * kept `.deleted` events (migration 0011) that are the last delete of their
 * record, whose record does not exist now; and their number.
 */
export async function readTrash(db: Database, workspaceId: string, request: TrashPageRequest) {
  if (!request.resources.length) return { rows: [] as { payload: string }[], total: 0 };
  const tables = registeredResources()
    .filter((spec) => request.resources.includes(spec.event))
    .map((spec) => spec.table);
  const base = () =>
    inWorkspace(db, workspaceId)
      .selectFrom('events as e')
      .where('e.kept', 'is not', null)
      .where('e.resource', 'in', [...request.resources])
      // The record's last delete only.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('events as later')
              .select(sql.lit(1).as('one'))
              .whereRef('later.workspace_id', '=', 'e.workspace_id')
              .whereRef('later.resource_id', '=', 'e.resource_id')
              .where('later.kept', 'is not', null)
              .whereRef('later.seq', '>', 'e.seq'),
          ),
        ),
      )
      // Not restored since: no record has its ID.
      .where(({ and, not, exists }) =>
        and(
          tables.map((table) =>
            not(exists(sql`(select 1 from ${sql.table(table)} r where r.id = ${sql.ref('e.resource_id')})`)),
          ),
        ),
      );
  const rows = await base()
    .select(['e.payload'])
    .orderBy('e.seq', 'desc')
    .limit(request.limit)
    .offset(request.offset)
    .execute();
  const counted = await base()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return { rows, total: Number(counted?.total ?? 0) };
}
