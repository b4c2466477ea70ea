import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * What a record resource's table needs beside its own columns, for its
 * migration: its kept count and its search text. Migrations 0002 and 0004
 * made these for the first resources; a new resource's migration calls them
 * for its table. Frozen together with the migrations that use them: change
 * them only by adding.
 */

/**
 * Keeps `collection_counts` for `table` (migration 0002; on PostgreSQL its
 * function is migration 0003's): `meta.total` of a whole collection reads it
 * instead of counting (core/collection.ts). A table without it is counted.
 */
export async function keepCollectionCount(db: Kysely<any>, table: string): Promise<void> {
  if (columnTypes(db).sqlite) {
    // SQLite has row triggers only; each is an in-place update of one row.
    const name = sql.lit(table);
    await sql`create trigger ${sql.ref(`${table}_count_insert`)} after insert on ${sql.table(table)} begin
      insert into collection_counts (workspace_id, collection, total) values (new.workspace_id, ${name}, 1)
      on conflict (workspace_id, collection) do update set total = total + 1;
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_count_delete`)} after delete on ${sql.table(table)} begin
      update collection_counts set total = total - 1 where workspace_id = old.workspace_id and collection = ${name};
    end`.execute(db);
    return;
  }
  // Statement triggers with transition tables: one update per statement,
  // whatever the number of rows it wrote.
  await sql`create trigger ${sql.ref(`${table}_count_insert`)} after insert on ${sql.table(table)}
    referencing new table as new_rows for each statement execute function collection_counts_apply()`.execute(
    db,
  );
  await sql`create trigger ${sql.ref(`${table}_count_delete`)} after delete on ${sql.table(table)}
    referencing old table as old_rows for each statement execute function collection_counts_apply()`.execute(
    db,
  );
}

/**
 * `<table>_search` (migration 0004): one row per record holding its search
 * text, which every write keeps (core/search.ts, the spec's `search`), and
 * its word index: FTS5 on SQLite (an external-content table kept by
 * triggers, keyed by the row's own integer key, which VACUUM never
 * renumbers), a GIN index of the words on PostgreSQL.
 */
export async function createSearchTable(db: Kysely<any>, table: string): Promise<void> {
  const t = columnTypes(db);
  const search = `${table}_search`;
  await db.schema
    .createTable(search)
    .addColumn('doc_id', t.sequence)
    .addColumn('record_id', 'text', (c) => c.notNull().unique().references(`${table}.id`).onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  if (t.sqlite) {
    const fts = sql.table(`${search}_fts`);
    const src = sql.table(search);
    await sql`create virtual table ${fts} using fts5(text, content=${sql.lit(search)}, content_rowid='doc_id',
      tokenize='unicode61 remove_diacritics 0')`.execute(db);
    await sql`create trigger ${sql.ref(`${search}_fts_insert`)} after insert on ${src} begin
      insert into ${fts} (rowid, text) values (new.doc_id, new.text);
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${search}_fts_delete`)} after delete on ${src} begin
      insert into ${fts} (${fts}, rowid, text) values ('delete', old.doc_id, old.text);
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${search}_fts_update`)} after update on ${src} begin
      insert into ${fts} (${fts}, rowid, text) values ('delete', old.doc_id, old.text);
      insert into ${fts} (rowid, text) values (new.doc_id, new.text);
    end`.execute(db);
  } else {
    // The words become lexemes as they are: PostgreSQL's text parser never
    // sees them (it would read `1e5x` as a number and a word).
    await sql`create index ${sql.ref(`${search}_text_idx`)} on ${sql.table(search)}
      using gin (array_to_tsvector(string_to_array(text, ' ')))`.execute(db);
  }
}
