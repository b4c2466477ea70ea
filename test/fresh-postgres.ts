import { Migrator } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import { createDb, type DbHandle } from '../src/db/connect.js';
import { migrations } from '../src/db/migrations/index.js';
import type { TestDatabase } from './harness.js';

/**
 * New PostgreSQL databases beside the tests' one, named `<prefix>_...`: for a
 * migration that must start from an older schema, or a test that must see no
 * other test file's rows. `create` answers the new database's URL; `dropAll`
 * (in an `afterAll`) drops every database made so far.
 */
export function freshPostgresDatabases(testUrl: string, prefix: string) {
  const made: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `${prefix}_${process.pid}_${Date.now()}_${made.length}`;
      made.push(name);
      await asAdmin(testUrl, `create database "${name}"`);
      const fresh = new URL(testUrl);
      fresh.pathname = `/${name}`;
      return fresh.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of made.splice(0))
        await asAdmin(testUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * `database` for a caller that needs one no other test file writes to:
 * `open()` answers `database` itself on SQLite (an in-memory URL is a new
 * database at every opening; a file is the caller's own) and on PostgreSQL a
 * new database beside it; `dropAll()` drops every database made so far
 * (after the caller closed its handles).
 */
export function ownDatabases(database: TestDatabase, prefix: string) {
  const fresh = freshPostgresDatabases(database.url, prefix);
  return {
    async open(): Promise<TestDatabase> {
      return database.name === 'postgres' ? { ...database, url: await fresh.create() } : database;
    },
    dropAll: () => fresh.dropAll(),
  };
}

/**
 * Databases of their own for the tests of one `describe` block (call it in
 * the block): `open()` makes one and answers its handle and URL. SQLite's
 * in-memory URL is a new database at every opening; PostgreSQL's is a new
 * database beside the tests' one. After the block every handle is closed
 * and every database made is dropped.
 */
export function freshDatabases(database: TestDatabase, prefix: string) {
  const handles: DbHandle[] = [];
  const own = ownDatabases(database, prefix);
  afterAll(async () => {
    for (const h of handles) await h.close();
    await own.dropAll();
  });
  return async (): Promise<{ handle: DbHandle; url: string }> => {
    const { url } = await own.open();
    const handle = createDb(url);
    handles.push(handle);
    return { handle, url };
  };
}

/** Applies the migrations up to `name` only: a database as an older version left it. */
export async function migrateTo(handle: DbHandle, name: string): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}
