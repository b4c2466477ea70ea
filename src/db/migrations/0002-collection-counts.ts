import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';
import { keepCollectionCount } from './record-tables.js';

/**
 * `meta.total` without counting: the number of records of each collection in
 * each workspace, kept by triggers in the same transaction as every insert
 * and delete, so it is exact whatever writes the rows (API, CLI, seed,
 * cascades). A collection read with no filter but the workspace reads one
 * row here instead of counting the workspace's rows (core/collection.ts).
 */
const COUNTED = [
  'contacts',
  'companies',
  'tags',
  'lists',
  'notes',
  'tasks',
  'custom_fields',
  'workspace_users',
];

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('collection_counts')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('total', t.sqlite ? 'integer' : 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_counts_pk', ['workspace_id', 'collection'])
    .execute();

  if (!t.sqlite) {
    // Statement triggers with transition tables: one update per statement,
    // whatever the number of rows it wrote.
    await sql`create function collection_counts_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into collection_counts (workspace_id, collection, total)
            select workspace_id, tg_table_name, count(*) from new_rows group by workspace_id
            on conflict (workspace_id, collection) do update set total = collection_counts.total + excluded.total;
        else
          update collection_counts c set total = c.total - d.n
            from (select workspace_id, count(*) as n from old_rows group by workspace_id) d
            where c.workspace_id = d.workspace_id and c.collection = tg_table_name;
        end if;
        return null;
      end $$`.execute(db);
  }
  for (const table of COUNTED) await keepCollectionCount(db, table);

  // Records written before this migration.
  for (const table of COUNTED) {
    await sql`insert into collection_counts (workspace_id, collection, total)
      select workspace_id, ${sql.lit(table)}, count(*) from ${sql.table(table)} group by workspace_id`.execute(
      db,
    );
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
