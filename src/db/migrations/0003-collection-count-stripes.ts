import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * PostgreSQL writes in parallel, and one count row per collection made every
 * create of a workspace wait for the one before it to commit (the row stays
 * locked until then): half the creates per second under load. Each
 * connection now adds to one of a few stripes (picked by its backend
 * process), and the total is their sum (core/collection.ts reads
 * `sum(total)`). A delete adds a negative number, so a stripe may be
 * negative; the sum is exact. SQLite writes one transaction at a time and
 * keeps its single row per collection.
 */
const STRIPES = 32;

export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).sqlite) return;
  await sql`alter table collection_counts add column stripe smallint not null default 0`.execute(db);
  await sql`alter table collection_counts drop constraint collection_counts_pk`.execute(db);
  await sql`alter table collection_counts add constraint collection_counts_pk primary key (workspace_id, collection, stripe)`.execute(
    db,
  );
  // Deletes of a workspace's own rows run inside the delete of the workspace
  // (cascade): its counts are gone with it and nothing is added back.
  await sql`create or replace function collection_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into collection_counts (workspace_id, collection, stripe, total)
          select workspace_id, tg_table_name, pg_backend_pid() % ${sql.lit(STRIPES)}, count(*) from new_rows group by workspace_id
          on conflict (workspace_id, collection, stripe) do update set total = collection_counts.total + excluded.total;
      else
        insert into collection_counts (workspace_id, collection, stripe, total)
          select o.workspace_id, tg_table_name, pg_backend_pid() % ${sql.lit(STRIPES)}, -count(*)
          from old_rows o join workspaces w on w.id = o.workspace_id group by o.workspace_id
          on conflict (workspace_id, collection, stripe) do update set total = collection_counts.total + excluded.total;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
