import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app.js';
import { startApp, type TestDatabase } from './harness.js';

/** The repository, and the built CLI in it (test/global-setup.ts compiles the sources before the suite). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = join(ROOT, 'dist', 'cli', 'index.js');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The one way tests run the CLI: `crm <args>` as a child process against
 * `databaseUrl`, as an operator would, with the test's environment and
 * `env`. Runs to its exit (at most a minute) and answers its exit code and
 * output.
 */
export function runCli(databaseUrl: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * `crm <args>` started as `runCli` starts it, for a command that runs until
 * stopped or that reads its standard input (`crm worker`, `crm mcp`): the
 * caller talks to it and ends it.
 */
export function cliProcess(
  databaseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
  });
}

/**
 * The databases a child process can open too: a SQLite file in a new
 * directory (`cleanup` removes it), and PostgreSQL when TEST_POSTGRES_URL is
 * set (under CI=true it must be).
 */
export function sharedDatabases(prefix: string): (TestDatabase & { cleanup?: () => void })[] {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const list: (TestDatabase & { cleanup?: () => void })[] = [
    {
      name: 'sqlite',
      url: `sqlite:${join(dir, 'crm.sqlite')}`,
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  if (process.env.TEST_POSTGRES_URL) list.push({ name: 'postgres', url: process.env.TEST_POSTGRES_URL });
  else if (process.env.CI === 'true') throw new Error('CI=true but TEST_POSTGRES_URL is not set');
  return list;
}

/**
 * `sharedDatabases(prefix)` for a test file's CLI runs, and a directory of
 * its own (`dir`) for the files they read and write; both are removed after
 * the file's tests. Call it at the top of the file.
 */
export function sharedDatabasesAndFiles(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}files-`));
  const databases = sharedDatabases(prefix);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const d of databases) d.cleanup?.();
  });
  return { dir, databases };
}

/**
 * An app on `database` for the enclosing `describe`, started before its
 * tests and closed after them: what the CLI's tests read back through.
 * Answers a function that gives the app.
 */
export function appBeside(database: TestDatabase): () => App {
  let started: Awaited<ReturnType<typeof startApp>> | undefined;
  beforeAll(async () => {
    started = await startApp(database);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.handle.close();
  });
  return () => started!.app;
}
