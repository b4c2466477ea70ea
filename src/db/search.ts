import { type Expression, SqliteAdapter, type SqlBool, sql } from 'kysely';
import type { DynamicDb } from './dynamic.js';
import type { SearchedTable } from './types.js';

/**
 * The word-prefix match of `q` (API.md section 6) on each store, over the
 * `<table>_search` rows of migration 0004. The words come normalised by
 * core/search-text.ts, letters and digits only, so neither query language
 * can see an operator in them.
 */
export type { SearchedTable } from './types.js';

const isSqlite = (db: DynamicDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Marks a PostgreSQL statement to be planned for its parameters' values on
 * every execution (sent unnamed, db/connect.ts), never with a generic plan:
 * how many records a prefix matches varies from none to all, and a generic
 * plan chosen after a few executions (and new statistics after writes) read
 * every record's search text for each page (1.7 s a page at 200,000
 * contacts, in the benchmark after its writes).
 */
export const PLANNED_PER_VALUE = '/* planned per value */';

/**
 * The query text the store's matcher takes: every word must start a word of
 * the record. On PostgreSQL a tsquery of quoted prefixes, read as they are
 * (no text parser: it would read `1e5x` as the number `1e5` and the word `x`).
 */
export function searchQueryText(db: DynamicDb, words: readonly string[]): string {
  return isSqlite(db) ? words.map((w) => `${w}*`).join(' ') : words.map((w) => `'${w}':*`).join(' & ');
}

/**
 * `<table>.id` is the ID of a record whose search text matches `query`
 * (from searchQueryText): FTS5 on SQLite, the GIN-indexed tsvector on
 * PostgreSQL. `query` is a value or a parameter slot.
 */
export function matchesSearch(
  db: DynamicDb,
  table: SearchedTable,
  idColumn: string,
  query: unknown,
): Expression<SqlBool> {
  const search = sql.table(`${table}_search`);
  if (isSqlite(db)) {
    const fts = sql.table(`${table}_search_fts`);
    return sql<SqlBool>`${sql.ref(idColumn)} in (select s.record_id from ${search} s where s.doc_id in
      (select rowid from ${fts} where ${fts} match ${query}))`;
  }
  // The expression of migration 0004's GIN index: the stored words are the lexemes.
  return sql<SqlBool>`${sql.ref(idColumn)} in (select ${sql.raw(PLANNED_PER_VALUE)} s.record_id from ${search} s
    where array_to_tsvector(string_to_array(s.text, ' ')) @@ cast(${query} as tsquery))`;
}
