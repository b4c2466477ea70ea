import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The few column types that differ between the stores, for the migrations.
 * Frozen together with the migrations that use it: change it only by adding.
 */
export function columnTypes(db: Kysely<any>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return {
    sqlite,
    /** Instants: ISO strings in SQLite (they sort as text), timestamptz in PostgreSQL. */
    timestamp: sqlite ? sql`text` : sql`timestamptz`,
    /** Declared `boolean` in SQLite too, so the driver can map 0/1 back to booleans. */
    boolean: sql`boolean`,
    float: sqlite ? sql`real` : sql`double precision`,
    /** Case-folded sort keys compare byte-wise on both stores. */
    sortKey: sqlite ? sql`text` : sql`text collate "C"`,
    /** Monotonic integer primary key that records the order links were made. */
    sequence: sqlite ? sql`integer primary key autoincrement` : sql`bigserial primary key`,
  };
}
