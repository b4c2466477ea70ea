import { sql } from 'kysely';
import type { DbHandle } from '../db/connect.js';

/**
 * Bulk loading into a fresh SQLite database: the secondary indexes of the
 * seeded tables are dropped, the load runs, and each index is created again
 * from its own stored definition (sorting once is several times cheaper than
 * keeping a dozen indexes ordered row by row). Indexes that back a
 * constraint (primary keys, unique constraints) stay, so every constraint
 * holds throughout. Meant for a database nothing else uses meanwhile (the
 * benchmark's): a reader would see slow plans until the indexes are back.
 * On PostgreSQL, and when nothing needs loading, `load` simply runs.
 */
export const SEEDED_TABLES = [
  'companies',
  'contacts',
  'contact_emails',
  'contact_phone_numbers',
  'tags',
  'lists',
  'notes',
  'tasks',
  'contact_field_values',
  'company_field_values',
  'contact_companies',
  'contact_tags',
  'company_tags',
  'task_tags',
  'list_contacts',
  'list_companies',
  'note_contacts',
  'task_contacts',
] as const;

export async function withIndexesRebuilt<T>(handle: DbHandle, load: () => Promise<T>): Promise<T> {
  if (handle.dialect.name !== 'sqlite') return load();
  const { db } = handle;
  const list = sql.join(SEEDED_TABLES.map((t) => sql.lit(t)));
  // Indexes made by CREATE INDEX have their statement stored; constraint indexes have none.
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${list})
    order by name`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const index of rows) await sql`drop index ${sql.ref(index.name)}`.execute(trx);
  });
  try {
    return await load();
  } finally {
    await db.transaction().execute(async (trx) => {
      for (const index of rows) await sql.raw(index.sql).execute(trx);
    });
    // Statistics of the new indexes, for the planner.
    await sql`analyze`.execute(db);
  }
}
