import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../src/db/connect.js';
import { isPostgres } from '../src/db/locking.js';

/**
 * What the tests of indexes ask of a store: the plan it makes for a query,
 * and the indexes it holds. One place, so that each test says only which
 * index it expects.
 */

/** The store's plan of `query` with its parameters, as text (EXPLAIN on PostgreSQL, EXPLAIN QUERY PLAN on SQLite). */
export async function planOf(db: Database, query: CompiledQuery): Promise<string> {
  const explain = isPostgres(db) ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
  const rows = await db.executeQuery(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
  return (rows.rows as Record<string, unknown>[]).map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
}

/**
 * The indexes of `table` (of every table without it), by name, each with its
 * definition; SQLite's automatic ones (a unique constraint's) have none.
 */
export async function indexesOf(db: Database, table?: string): Promise<Map<string, string | null>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string; sql: string }>`select indexname as name, indexdef as sql from pg_indexes
        where schemaname = current_schema() and (${table ?? null}::text is null or tablename = ${table ?? null})`.execute(
        db,
      )
    : await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master
        where type = 'index' and (${table ?? null} is null or tbl_name = ${table ?? null})`.execute(db);
  return new Map(rows.rows.map((r) => [r.name, r.sql]));
}
