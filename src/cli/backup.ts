import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Command } from 'commander';
import { loadConfig } from '../config.js';
import { createDb, migrate, sqlitePath } from '../db/connect.js';
import { migrations } from '../db/migrations/index.js';
import { CliError } from './common.js';

/**
 * `crm backup --to FILE` and `crm restore --from FILE`, for SQLite.
 *
 * A backup is taken online, while the server runs: `VACUUM INTO` copies one
 * read transaction's snapshot, so it holds every write committed before it
 * started and nothing half-done, and it never blocks the server's writes. It
 * is written beside FILE, flushed to disk, checked, and only then renamed to
 * FILE, so FILE is either a whole backup or absent.
 *
 * A restore replaces the database, so it refuses while any other process has
 * the database open (stop the server first). It checks the backup, copies it
 * beside the database, drops the old write-ahead log and renames the copy into
 * place, then applies pending migrations so an older backup works with this
 * version.
 *
 * PostgreSQL has its own tools; both commands say so and exit with 1.
 */

const POSTGRES_HINT =
  'the database is PostgreSQL: back it up with pg_dump (e.g. `pg_dump --format=custom --file=crm.dump "$DATABASE_URL"`) ' +
  'and restore it with pg_restore (`pg_restore --clean --if-exists --dbname="$DATABASE_URL" crm.dump`)';

export interface BackupResult {
  backup: { path: string; bytes: number; created_at: string };
}

export interface RestoreResult {
  restored: { from: string; to: string; bytes: number; migrations_applied: string[] };
}

/** The SQLite file DATABASE_URL names, or a CliError saying why there is none. */
function databaseFile(url: string): string {
  const path = sqlitePath(url);
  if (path === null) throw new CliError(POSTGRES_HINT);
  if (path === ':memory:' || path === '')
    throw new CliError('DATABASE_URL is an in-memory database; there is nothing to back up or restore');
  return resolve(path);
}

/** Flushes a file, or a directory's entries, to disk. */
function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const tempBeside = (path: string) =>
  resolve(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);

/** Opens a database file read-only and checks that it is whole and is one of ours; returns its migrations. */
function checkDatabaseFile(path: string, what: string): string[] {
  let db: SQLite.Database;
  try {
    db = new SQLite(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CliError(`${what} ${path} cannot be opened as a SQLite database: ${(err as Error).message}`);
  }
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new CliError(`${what} ${path} is damaged: integrity_check says "${String(result)}"`);
    const table = db
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!table)
      throw new CliError(`${what} ${path} is not a database of this service (it has no migration table)`);
    const applied = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((r) => r.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length)
      throw new CliError(
        `${what} ${path} was made by a newer version of the service (migrations ${unknown.join(', ')}); upgrade first`,
      );
    return applied;
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`${what} ${path} cannot be read: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

/** Takes a consistent backup of the SQLite database into `to`, while the server may be running. */
export async function backupDatabase(
  databaseUrl: string,
  to: string,
  options: { force?: boolean } = {},
): Promise<BackupResult> {
  const source = databaseFile(databaseUrl);
  const target = resolve(to);
  if (target === source) throw new CliError('--to must not be the database itself');
  if (existsSync(target) && !options.force)
    throw new CliError(`${target} exists; choose another name or pass --force to replace it`);
  if (!existsSync(dirname(target))) throw new CliError(`the folder ${dirname(target)} does not exist`);
  // Opened through the service's own path so that pending migrations apply first, as with every command.
  const handle = createDb(`sqlite:${source}`);
  const temp = tempBeside(target);
  try {
    await migrate(handle);
    const createdAt = new Date().toISOString();
    handle.sqlite!.prepare('VACUUM INTO ?').run(temp);
    fsyncPath(temp);
    checkDatabaseFile(temp, 'the new backup');
    renameSync(temp, target);
    fsyncPath(dirname(target));
    return { backup: { path: target, bytes: statSync(target).size, created_at: createdAt } };
  } catch (err) {
    rmSync(temp, { force: true });
    if (err instanceof CliError) throw err;
    throw new CliError(`the backup failed and ${target} was not written: ${(err as Error).message}`);
  } finally {
    await handle.close();
  }
}

/**
 * Proves that no other process has the database open and folds its
 * write-ahead log into it. In WAL mode every open connection holds a shared
 * lock, so an exclusive lock taken without waiting fails while the server runs.
 */
function quiesce(path: string): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(path, { timeout: 0, fileMustExist: true });
  } catch (err) {
    throw new CliError(`the database ${path} cannot be opened: ${(err as Error).message}`);
  }
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      throw new CliError(
        `the database ${path} is in use by another process; stop the server, then run the restore again`,
      );
    throw new CliError(`the database ${path} cannot be locked: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

/** Replaces the SQLite database with the backup in `from`; the server must be stopped. */
export async function restoreDatabase(databaseUrl: string, from: string): Promise<RestoreResult> {
  const target = databaseFile(databaseUrl);
  const backup = resolve(from);
  if (backup === target) throw new CliError('--from must not be the database itself');
  if (!existsSync(backup)) throw new CliError(`there is no backup at ${backup}`);
  checkDatabaseFile(backup, 'the backup');

  const temp = tempBeside(target);
  try {
    const source = new SQLite(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(temp);
    } finally {
      source.close();
    }
    fsyncPath(temp);
    if (existsSync(target)) quiesce(target);
    // The old log belongs to the old file: left beside the new one it would be replayed into it.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
    renameSync(temp, target);
    fsyncPath(dirname(target));
  } catch (err) {
    rmSync(temp, { force: true });
    if (err instanceof CliError) throw err;
    throw new CliError(`the restore failed and the database was left as it was: ${(err as Error).message}`);
  }

  const handle = createDb(`sqlite:${target}`);
  try {
    const applied = await migrate(handle);
    return {
      restored: { from: backup, to: target, bytes: statSync(target).size, migrations_applied: applied },
    };
  } finally {
    await handle.close();
  }
}

/** Runs a command and prints its result as every CLI command does (`--json`: one object on stdout). */
function run<A extends unknown[], R>(body: (...args: A) => Promise<R>, human: (result: R) => string) {
  return async (...args: A) => {
    const command = args[args.length - 1] as Command;
    const json = Boolean(command.optsWithGlobals().json);
    try {
      const result = await body(...args);
      process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${human(result)}\n`);
    } catch (err) {
      const text =
        err instanceof CliError ? err.message : `unexpected error: ${(err as Error)?.message ?? String(err)}`;
      process.stderr.write(`crm: ${text}\n`);
      process.exitCode = 1;
    }
  };
}

export function registerBackupCommands(program: Command): void {
  program
    .command('backup')
    .description(
      'Take a consistent backup of the SQLite database while the server runs (PostgreSQL: use pg_dump)',
    )
    .requiredOption('--to <file>', 'the backup file to write')
    .option('--force', 'replace the file when it exists')
    .action(
      run(
        (options: { to: string; force?: boolean }) =>
          backupDatabase(loadConfig().databaseUrl, options.to, { force: options.force }),
        ({ backup }) => `Backed up the database to ${backup.path} (${backup.bytes} bytes).`,
      ),
    );

  program
    .command('restore')
    .description(
      'Replace the SQLite database with a backup; stop the server first (PostgreSQL: use pg_restore)',
    )
    .requiredOption('--from <file>', 'the backup file to restore')
    .action(
      run(
        (options: { from: string }) => restoreDatabase(loadConfig().databaseUrl, options.from),
        ({ restored }) => `Restored ${restored.to} from ${restored.from}; start the server again.`,
      ),
    );
}
