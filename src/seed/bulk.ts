import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import type { DbHandle } from '../db/connect.js';
import { writerThread } from './bulk-writer.js';
import type { BatchSink } from './writer.js';

/**
 * Bulk loading into a fresh SQLite database: the secondary indexes and the
 * triggers of the seeded tables are dropped, the load runs, and each index
 * and trigger is created again from its own stored definition (sorting once
 * is several times cheaper than keeping a dozen indexes ordered row by row).
 * The only triggers are those that keep `collection_counts` (one upsert of
 * the same row per row written): the counts of the tables they watch are
 * recomputed once at the end. Indexes that back a
 * constraint (primary keys, unique constraints) stay, so every constraint
 * holds throughout. Meanwhile the journal is kept in memory, nothing is
 * synced, foreign keys are not looked up and the page cache is larger (each
 * is put back afterwards): pages are written once instead of to the WAL and
 * again to the database. On a database file, `load` is handed a writer
 * thread for its inserts (bulk-writer.ts) with the same settings.
 * Meant for a new database that nothing else uses meanwhile (the
 * benchmark's), since a crash during the load can leave it unusable and a
 * reader would see slow plans until the indexes are back. On PostgreSQL
 * `load` simply runs.
 */
/** The search text tables (migration 0004); their word indexes are rebuilt after a load. */
const SEARCH_TABLES = [
  'contacts_search',
  'companies_search',
  'tags_search',
  'lists_search',
  'notes_search',
  'tasks_search',
] as const;

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
  ...SEARCH_TABLES,
] as const;

export async function withIndexesRebuilt<T>(
  handle: DbHandle,
  load: (sink?: BatchSink) => Promise<T>,
): Promise<T> {
  if (handle.dialect.name !== 'sqlite') return load();
  const { db } = handle;
  const list = sql.join(SEEDED_TABLES.map((t) => sql.lit(t)));
  // Indexes made by CREATE INDEX have their statement stored; constraint indexes have none.
  const { rows } = await sql<{ type: 'index' | 'trigger'; name: string; tbl_name: string; sql: string }>`
    select type, name, tbl_name, sql from sqlite_master
    where type in ('index', 'trigger') and sql is not null and tbl_name in (${list})
    order by type, name`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const { type, name } of rows) await sql`drop ${sql.raw(type)} ${sql.ref(name)}`.execute(trx);
  });
  // The migration names each counting trigger after its table.
  const counted = rows.filter((r) => r.type === 'trigger' && r.name === `${r.tbl_name}_count_insert`);
  const sqlite = handle.sqlite!;
  const saved = ['journal_mode', 'synchronous', 'cache_size', 'threads', 'foreign_keys'].map((name) => [
    name,
    sqlite.pragma(name, { simple: true }),
  ]);
  for (const setting of BULK_SETTINGS) sqlite.pragma(setting);
  // Index builds sort with helper threads.
  sqlite.pragma(`threads = ${SORT_THREADS}`);
  const writer = writerThread(handle, BULK_SETTINGS);
  try {
    const result = await load(writer);
    await writer?.close();
    return result;
  } finally {
    // Closed already unless the load failed; its failure is the one reported.
    await writer?.close().catch(() => {});
    await db.transaction().execute(async (trx) => {
      for (const { sql: definition } of rows) await sql.raw(definition).execute(trx);
      for (const { tbl_name: table } of counted) {
        await sql`insert into collection_counts (workspace_id, collection, total)
          select workspace_id, ${table}, count(*) from ${sql.table(table)} where true group by workspace_id
          on conflict (workspace_id, collection) do update set total = excluded.total`.execute(trx);
      }
      // The triggers that feed each FTS5 index were off during the load: index the rows once.
      for (const table of SEARCH_TABLES) {
        const fts = sql.table(`${table}_fts`);
        await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(trx);
      }
    });
    // Statistics of the new indexes, for the planner.
    await sql`analyze`.execute(db);
    for (const [name, value] of saved) sqlite.pragma(`${name} = ${value}`);
  }
}

const SORT_THREADS = Math.min(4, availableParallelism());
/**
 * Settings of every connection that writes during a bulk load: the journal in
 * memory, nothing synced, foreign keys not looked up (the generator links
 * only records it made; test/seed.test.ts holds it to that) and a page cache
 * (negative: KiB) large enough that the tables being filled stay in memory.
 */
const BULK_SETTINGS = [
  'journal_mode = MEMORY',
  'synchronous = OFF',
  'cache_size = -262144',
  'foreign_keys = OFF',
];
