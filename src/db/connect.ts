import { sqlitePath } from './sqlite-path.js';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
  sql,
} from 'kysely';
import type pg from 'pg';
import { DeferredStatements } from './deferred-inserts.js';
import { type Dialect, postgresDialect, sqliteDialect } from './dialect.js';
import { migrations } from './migrations/index.js';
import { PLANNED_PER_VALUE } from './search.js';
import type { DB } from './types.js';

export type Database = Kysely<DB>;

export interface DbHandle {
  /** Reads, and writes outside a request (migrations, CLI commands). */
  db: Database;
  /**
   * The connection a request's write transaction runs on (core/transaction.ts).
   * SQLite: a second connection to the same file, opened on first use, so
   * that reads never wait for a write in progress nor see one uncommitted
   * (an in-memory database has one connection for both). PostgreSQL: the
   * same pool as `db`.
   */
  readonly writer: Database;
  dialect: Dialect;
  /** Closes every connection; waits for queries in flight. */
  close(): Promise<void>;
  /** For SQLite only: the raw handle (backups, integrity checks). */
  sqlite?: SQLite.Database;
  /**
   * For SQLite only: a value that changes whenever a change is committed to
   * the database, by this process or any other. Reading it costs no I/O, so
   * what was read before can be trusted while it stays the same.
   */
  changeMark?: () => string;
  /**
   * For SQLite only: a mark of `tables` alone, a value that changes whenever
   * a change to one of them is committed, by this process (through either
   * connection) or any other, and that stays the same across the commits of
   * this process's writer that leave them alone. It may change more often
   * than that, never less. Reading it costs no I/O (see `tablesMarkOf`).
   */
  tablesMark?: (tables: readonly string[]) => () => string;
}

/** Columns read back as booleans on SQLite, where they are stored as 0/1. */
const BOOLEAN_COLUMNS = new Set(['is_starred', 'ignore_merge', 'is_primary', 'enabled']);
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
 * Page cache of each connection (negative: KiB). SQLite's default of 2 MiB
 * holds little more than the root pages of a large workspace's indexes, so
 * most reads and index updates copied pages in from the operating system:
 * 32 MiB took a fifth off the CPU time of a page with includes and of a
 * create (bench/RESULTS.md).
 */
const PAGE_CACHE_KIB = -32_768;

/**
 * Opens `url` (`sqlite:<path>`, `sqlite::memory:` or `postgres://...`).
 * Migrations are not applied here: call `migrate(handle)`.
 */
export function createDb(url: string, options: { poolSize?: number } = {}): DbHandle {
  const path = sqlitePath(url);
  if (path !== null) return openSqlite(path);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url, options);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url.split(':')[0]}:..."`);
}

export { sqlitePath };

function openSqlite(path: string): DbHandle {
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const reader = openSqliteConnection(path);
  let writer: ReturnType<typeof openSqliteConnection> | null = inMemory ? reader : null;
  const openWriter = () => (writer ??= openSqliteConnection(path));
  // Statistics are written, so through the writer; through Kysely, so that it
  // waits for a transaction in progress.
  const timer = setInterval(
    () => void sql`pragma optimize`.execute(openWriter().db).catch(() => {}),
    OPTIMIZE_EVERY_MS,
  );
  timer.unref();
  return {
    db: reader.db,
    get writer() {
      return openWriter().db;
    },
    dialect: sqliteDialect,
    sqlite: reader.sqlite,
    changeMark: changeMarkOf(reader.sqlite),
    tablesMark: (tables) => tablesMarkOf(() => openWriter().sqlite, tables),
    close: async () => {
      clearInterval(timer);
      if (writer && writer !== reader) await writer.db.destroy();
      await reader.db.destroy();
    },
  };
}

/**
 * `data_version` changes when another connection (the writer, or another
 * process) commits; `total_changes()` counts this connection's own writes,
 * which is what an in-memory database's single connection does.
 */
function changeMarkOf(sqlite: SQLite.Database): () => string {
  const statement = sqlite
    .prepare("select (select data_version from pragma_data_version) || '.' || total_changes()")
    .pluck();
  return () => statement.get() as string;
}

/** Tables marks made, each with its own SQL function. */
let tablesMarks = 0;

/**
 * A mark of `tables` (`DbHandle.tablesMark`): the writer connection's
 * `data_version`, which changes when any other connection commits (this
 * process's reader, another process, another tool), and a count of the
 * writer's own changes to those tables, which temporary triggers on the
 * writer count as they are made. The triggers live on that connection
 * only (TEMP), call a function of this process, and leave the database
 * file as it was: other connections and tools never see them. An
 * in-memory database has one connection, whose every change they count.
 *
 * A change counted inside a transaction is not committed yet: while the
 * writer's transaction is open, each reading is a new value (what is read
 * meanwhile is trusted by no one), and the first reading after it ended
 * is another, whether it committed or rolled back. The triggers are made
 * on the first reading outside a transaction of the writer (so that no
 * rollback can take them); until then, too, each reading is new.
 */
function tablesMarkOf(writerOf: () => SQLite.Database, tables: readonly string[]): () => string {
  const name = `crm_tables_changed_${++tablesMarks}`;
  let watched: SQLite.Database | null = null;
  let version: SQLite.Statement | null = null;
  let changes = 0;
  let unsettled = false;
  const watch = (writer: SQLite.Database) => {
    writer.function(name, { deterministic: false }, () => {
      changes++;
      unsettled = true;
      return null;
    });
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'])
        writer.exec(
          `create temp trigger if not exists ${name}_${table}_${event} after ${event} on main.${table} ` +
            `begin select ${name}(); end`,
        );
    version = writer.prepare('pragma data_version').pluck();
    watched = writer;
  };
  return () => {
    const writer = writerOf();
    if (watched !== writer) {
      if (writer.inTransaction) return `${++changes}.unwatched`;
      watch(writer);
    }
    if (unsettled) {
      changes++;
      if (writer.inTransaction) return `${version!.get()}.${changes}`;
      unsettled = false;
    }
    return `${version!.get()}.${changes}`;
  };
}

/** The settings of every connection to a SQLite database file, in the order applied. */
export const SQLITE_CONNECTION_SETTINGS = [
  'journal_mode = WAL',
  // FULL: a commit is on disk before the response is sent, so a crash (even
  // of the machine) loses no acknowledged write.
  'synchronous = FULL',
  'busy_timeout = 5000',
  'foreign_keys = ON',
  `analysis_limit = ${ANALYSIS_LIMIT}`,
  `cache_size = ${PAGE_CACHE_KIB}`,
];

/**
 * Pages the SQLite log (WAL) takes between two checkpoints while a bulk write
 * (`crm import`) runs: 64 MiB, where SQLite's default is 1,000 (4 MiB). A batch of 2,000
 * contacts writes about 16 MiB, so every commit also copied the log into the
 * database file and synced it; the index pages many batches touch are now
 * copied once per checkpoint. Each commit still syncs the log
 * (`synchronous = FULL`): a batch committed survives a crash as before.
 */
export const BULK_CHECKPOINT_PAGES = 16_384;

/**
 * The SQLite writer's settings while a bulk write (`crm import`) runs, each
 * put back after it: checkpoints every BULK_CHECKPOINT_PAGES pages (above),
 * and `temp_store = MEMORY`. Inside a transaction SQLite copies each page a
 * statement, or a savepoint (an import's part of 250 rows), is about to
 * change to a journal of its own, so that the statement or part can be
 * undone alone; in a temporary file that is a system call per page: in
 * memory, an import of 100,000 rows spent 1.4 s less system time (of 5.3 s:
 * bench/RESULTS.md, issue 40). What those journals hold is bounded by the
 * import's parts and statements, and a batch, first in its commit group,
 * has no savepoint of the group's to journal (core/transaction.ts): the
 * import's peak memory stayed as it was. Changing `temp_store` drops the
 * connection's TEMP objects, such as the triggers a server's writer counts
 * key changes with (`tablesMarkOf`): on a writer that has any, it stays.
 */
export const BULK_WRITE_SETTINGS: Readonly<Record<string, number>> = {
  wal_autocheckpoint: BULK_CHECKPOINT_PAGES,
  temp_store: 2, // MEMORY
};

/** Runs `write` with the SQLite writer's BULK_WRITE_SETTINGS, then its own again, however `write` ends. */
export async function withBulkWriteSettings<T>(handle: DbHandle, write: () => Promise<T>): Promise<T> {
  if (handle.dialect.name !== 'sqlite') return write();
  const writer = handle.writer;
  const temporary = await sql<{ n: number }>`select count(*) as n from temp.sqlite_master`.execute(writer);
  const { temp_store: _, ...withoutTempStore } = BULK_WRITE_SETTINGS;
  const bulk = Number(temporary.rows[0]!.n) > 0 ? withoutTempStore : BULK_WRITE_SETTINGS;
  const own: Record<string, number> = {};
  for (const name in bulk)
    own[name] = (await sql.raw<Record<string, number>>(`pragma ${name}`).execute(writer)).rows[0]![name]!;
  const apply = async (settings: Record<string, number>) => {
    for (const [name, value] of Object.entries(settings))
      await sql.raw(`pragma ${name} = ${value}`).execute(writer);
  };
  await apply(bulk);
  try {
    return await write();
  } finally {
    await apply(own);
  }
}

function openSqliteConnection(path: string): { sqlite: SQLite.Database; db: Database } {
  const sqlite = new SQLite(path);
  for (const setting of SQLITE_CONNECTION_SETTINGS) sqlite.pragma(setting);
  return {
    sqlite,
    db: new Kysely<DB>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) }),
  };
}

/**
 * better-sqlite3 behind Kysely, with two adjustments made once here rather
 * than in every module: statements are prepared once and reused, and booleans
 * travel as 0/1 going in and come back as booleans.
 */
function cachedStatements(sqlite: SQLite.Database): SqliteDatabase {
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

/** Parameters as the driver binds them: it takes no booleans, and SQLite stores them as 0 and 1. */
export function sqliteParameters(params: readonly unknown[]): unknown[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

function wrapStatement(stmt: SQLite.Statement): SqliteStatement {
  const bind = sqliteParameters;
  if (!stmt.reader)
    return {
      reader: false,
      all: () => [],
      run: (params) => stmt.run(bind(params)),
      iterate: (params) => stmt.iterate(bind(params)),
    };
  // Rows come back as arrays and are turned into objects by a function made
  // once per statement: an object literal of a fixed shape is several times
  // cheaper to build than the driver's objects, built one property at a time.
  stmt.raw(true);
  const toRow = rowConstructor(
    stmt.columns().map((c) => ({
      name: c.name,
      boolean: c.type?.toLowerCase() === 'boolean' || BOOLEAN_COLUMNS.has(c.name),
    })),
  );
  return {
    reader: true,
    all: (params: readonly unknown[]) => {
      const rows = stmt.all(bind(params)) as unknown[][];
      const out = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = toRow(rows[i]);
      return out;
    },
    run: (params: readonly unknown[]) => stmt.run(bind(params)),
    *iterate(params: readonly unknown[]) {
      for (const row of stmt.iterate(bind(params))) yield toRow(row as unknown[]);
    },
  };
}

/**
 * `(values) => ({ name: values[0], ... })` for one statement's columns; the
 * boolean columns turn 0/1 into booleans. A name repeated keeps its last
 * value, as the driver's own objects do.
 */
function rowConstructor(
  columns: { name: string; boolean: boolean }[],
): (values: unknown[]) => Record<string, unknown> {
  const fields = columns.map(({ name, boolean }, i) => {
    const value = boolean ? `b(v[${i}])` : `v[${i}]`;
    return `${JSON.stringify(name)}: ${value}`;
  });
  const toBoolean = (v: unknown) => (v === 0 || v === 1 ? v === 1 : v);
  return new Function('b', `return (v) => ({ ${fields.join(', ')} });`)(toBoolean);
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;

const PG_TIMESTAMP =
  /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?)?( BC)?$/;

/**
 * PostgreSQL's text form of a timestamptz (`0001-01-01 00:00:00+00`,
 * `2026-11-22 06:45:12.345+05:30`) as ISO 8601 UTC with milliseconds.
 * Read part by part: `Date`'s own parser takes that form's years below 50
 * as 20xx, so year 0001 came back as 2001.
 */
export function pgTimestampToIso(text: string): string {
  const m = PG_TIMESTAMP.exec(text);
  if (!m) return new Date(text).toISOString();
  const [, y, mo, d, h, mi, s, frac, sign, oh, om, os, bc] = m;
  const year = bc ? 1 - Number(y) : Number(y);
  const date = new Date(0);
  date.setUTCFullYear(year, Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), Number(((frac ?? '') + '000').slice(0, 3)));
  const offset = sign
    ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om ?? 0) * 60 + Number(os ?? 0))
    : 0;
  return new Date(date.getTime() - offset * 1000).toISOString();
}

const requireModule = createRequire(import.meta.url);
let pgModule: { lib: typeof pg; Client: typeof pg.Client } | undefined;

/**
 * pg, and the client class built on it, loaded when a PostgreSQL database is
 * first opened: a server or `crm` command on SQLite never loads it (about a
 * tenth of a start's time, bench/RESULTS.md).
 */
function loadPg(): { lib: typeof pg; Client: typeof pg.Client } {
  if (!pgModule) {
    const loaded = requireModule('pg') as typeof pg;
    pgModule = { lib: loaded, Client: preparingClient(loaded) };
  }
  return pgModule;
}

function openPostgres(url: string, options: { poolSize?: number }): DbHandle {
  const { lib, Client } = loadPg();
  const types: pg.CustomTypesConfig = {
    getTypeParser(oid, format) {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
      if (oid === PG_TIMESTAMPTZ) return pgTimestampToIso;
      return lib.types.getTypeParser(oid, format);
    },
  };
  const pool = new lib.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types,
    Client,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, writer: db, dialect: postgresDialect, close: () => db.destroy() };
}

/** Statements with more parameters than this are sent unnamed (each is planned anew). */
const MAX_PREPARED_PARAMETERS = 100;

/** Statement text to its name, the same on every connection. */
const statementNames = new Map<string, string>();

/**
 * A pg client that names each parameterised statement after its text, so
 * that PostgreSQL parses and plans it once per connection and then only
 * binds and executes it (pg keeps the names a connection has prepared).
 * Statements without parameters (BEGIN, COMMIT, DDL of migrations), those
 * with very long parameter lists, and those marked PLANNED_PER_VALUE (a word
 * search, db/search.ts) go unnamed: PostgreSQL plans an unnamed statement for
 * the values it is given. Inside a transaction, `begin` and the inserts whose
 * results are never read wait and go with the statements that need them
 * (db/deferred-inserts.ts).
 */
function preparingClient(lib: typeof pg): typeof pg.Client {
  return class PreparingClient extends lib.Client {
    /** The statements of the transaction that wait (db/deferred-inserts.ts). */
    readonly #deferred = new DeferredStatements();

    // pg's query has a dozen overloads (text, config, stream, callback); this
    // forwards every form as it came and renames only the (text, values) one.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads' union of arguments and results
    override query(...args: any[]): any {
      const [text, values] = args;
      const plain = typeof text === 'string' && args.length <= 2;
      const plan = this.#deferred.plan(
        typeof text === 'string' ? text : (text?.text ?? ''),
        plain ? (Array.isArray(values) ? values : []) : null,
      );
      // pg sends a connection's queries in the order they were given: those
      // of `before` go first, and the first error among them (the
      // transaction then refuses what follows) is the one the caller gets.
      const sent = plan.before.map(
        (statement) => this.#send([statement.text, statement.values]) as Promise<unknown>,
      );
      if (plan.then === null) return Promise.all(sent).then(() => plan.answer);
      if (!plain) {
        for (const before of sent) before.catch(() => {});
        return this.#send(args);
      }
      const own = this.#send(plan.then === 'as-is' ? args : [plan.then.text, plan.then.values]);
      return sent.length ? Promise.all([...sent, own]).then((results) => results.at(-1)) : own;
    }

    #send(args: unknown[]): unknown {
      const [text, values] = args;
      if (
        typeof text === 'string' &&
        Array.isArray(values) &&
        values.length > 0 &&
        values.length <= MAX_PREPARED_PARAMETERS &&
        args.length === 2 &&
        !text.includes(PLANNED_PER_VALUE)
      ) {
        let name = statementNames.get(text);
        if (name === undefined) {
          name = `crm_${createHash('sha1').update(text).digest('base64url')}`;
          statementNames.set(text, name);
        }
        return super.query({ name, text, values });
      }
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
  };
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
