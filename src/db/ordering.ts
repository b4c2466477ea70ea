import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { DB } from './types.js';

/**
 * Text compared byte by byte (by code point), on both stores: SQLite's
 * default, PostgreSQL's `COLLATE "C"`. An order over text that must be the
 * same on both stores (and stable whatever the server's locale) sorts by it.
 */
export function bytewise(db: Kysely<DB>, expression: Expression<string>): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`${expression} collate "C"`
    : sql<string>`${expression}`;
}
