import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { createSearchTable, keepCollectionCount } from './record-tables.js';

/**
 * Deals (src/modules/deals): a name, a value and a stage. Each `order_by`
 * field has an index that starts with `workspace_id` and ends with the `id`
 * tie-breaker; `name` is ordered by its case-folded `sort_name`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('deals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_name', t.sortKey, (c) => c.notNull())
    .addColumn('value', t.float)
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  for (const field of ['created_at', 'updated_at', 'sort_name'])
    await db.schema
      .createIndex(`deals_workspace_id_${field}_id_idx`)
      .on('deals')
      .columns(['workspace_id', field, 'id'])
      .execute();
  await keepCollectionCount(db, 'deals');
  await createSearchTable(db, 'deals');
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
