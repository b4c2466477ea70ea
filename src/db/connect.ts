import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type Dialect, postgresDialect, sqliteDialect } from './dialect.js';
import { migrations } from './migrations/index.js';
import type { DB } from './types.js';

export type Database = Kysely<DB>;

export interface DbHandle {
  db: Database;
  dialect: Dialect;
  /** Closes every connection; waits for queries in flight. */
  close(): Promise<void>;
  /** For SQLite only: the raw handle (backups, integrity checks). */
  sqlite?: SQLite.Database;
}

/** Columns read back as booleans on SQLite, where they are stored as 0/1. */
const BOOLEAN_COLUMNS = new Set(['is_starred', 'ignore_merge', 'is_primary']);
const STATEMENT_CACHE_SIZE = 1000;
/**
 * SQLite's planner needs statistics to tell a selective index from a broad
 * one: without them `workspace_id = ? and contact_id in (...)` walks the
 * whole workspace through a (workspace_id, ...) index instead of reading the
 * few rows of those contacts. ANALYZE samples this many rows per index, which
 * is enough for that and takes milliseconds at any size; PRAGMA optimize
 * runs it where the statistics are missing or stale, after migrations and
 * then every hour (SQLite's advice for long-lived connections).
 */
const ANALYSIS_LIMIT = 1000;
const OPTIMIZE_EVERY_MS = 60 * 60_000;

/**
 * Opens `url` (`sqlite:<path>`, `sqlite::memory:` or `postgres://...`).
 * Migrations are not applied here: call `migrate(handle)`.
 */
export function createDb(url: string, options: { poolSize?: number } = {}): DbHandle {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url, options);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url.split(':')[0]}:..."`);
}

export function sqlitePath(url: string): string | null {
  if (!url.startsWith('sqlite:')) return null;
  const rest = url.slice('sqlite:'.length);
  return rest.startsWith('//') ? rest.slice(2) : rest;
}

function openSqlite(rawPath: string): DbHandle {
  const path = rawPath.startsWith('//') ? rawPath.slice(2) : rawPath;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the response is sent, so a crash (even
  // of the machine) loses no acknowledged write.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
  // Through Kysely, so that it waits for a transaction in progress.
  const timer = setInterval(() => void sql`pragma optimize`.execute(db).catch(() => {}), OPTIMIZE_EVERY_MS);
  timer.unref();
  return {
    db,
    dialect: sqliteDialect,
    sqlite,
    close: () => {
      clearInterval(timer);
      return db.destroy();
    },
  };
}

/**
 * better-sqlite3 behind Kysely, with two adjustments made once here rather
 * than in every module: statements are prepared once and reused, and booleans
 * travel as 0/1 going in and come back as booleans.
 */
function cachedStatements(sqlite: SQLite.Database): any {
  const cache = new Map<string, ReturnType<typeof wrapStatement>>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = wrapStatement(sqlite.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

function wrapStatement(stmt: SQLite.Statement) {
  const booleanColumns = stmt.reader
    ? stmt
        .columns()
        .filter((c) => c.type?.toLowerCase() === 'boolean' || BOOLEAN_COLUMNS.has(c.name))
        .map((c) => c.name)
    : [];
  const toRow = (row: any) => {
    for (const name of booleanColumns) {
      const v = row[name];
      if (v === 0 || v === 1) row[name] = v === 1;
    }
    return row;
  };
  const bind = (params: readonly unknown[]) => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  return {
    reader: stmt.reader,
    all: (params: readonly unknown[]) => {
      const rows = stmt.all(bind(params));
      return booleanColumns.length ? rows.map(toRow) : rows;
    },
    run: (params: readonly unknown[]) => stmt.run(bind(params)),
    *iterate(params: readonly unknown[]) {
      for (const row of stmt.iterate(bind(params))) yield booleanColumns.length ? toRow(row) : row;
    },
  };
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;

function openPostgres(url: string, options: { poolSize?: number }): DbHandle {
  const types = {
    getTypeParser(oid: number, format?: any) {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
      if (oid === PG_TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: types as any });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: postgresDialect, close: () => db.destroy() };
}

/** Applies pending migrations; returns the names applied. Throws on failure. */
export async function migrate(handle: DbHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  // 0x10002: every table, including those this connection has not read yet.
  if (handle.dialect.name === 'sqlite') await sql`pragma optimize = 0x10002`.execute(handle.db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
