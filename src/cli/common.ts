import type { Command } from 'commander';
import { loadConfig } from '../config.js';
import { createDb, type DbHandle, migrate } from '../db/connect.js';

/** A problem with what the operator typed: printed as one line, exit code 1. */
export class CliError extends Error {}

/** Opens DATABASE_URL and applies pending migrations (every command does). */
export async function openDatabase(): Promise<DbHandle> {
  const config = loadConfig();
  const handle = createDb(config.databaseUrl);
  await migrate(handle);
  return handle;
}

/**
 * Runs a command body with an open database, closes it, and prints the
 * result: with `--json` one JSON object on stdout and nothing else there;
 * otherwise `human(result)`.
 */
export function action<A extends unknown[], R>(
  body: (handle: DbHandle, ...args: A) => Promise<R>,
  human: (result: R) => string,
) {
  return async (...args: A) => {
    const command = args[args.length - 1] as Command;
    const json = Boolean(command.optsWithGlobals().json);
    let handle: DbHandle | undefined;
    try {
      handle = await openDatabase();
      const result = await body(handle, ...args);
      process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${human(result)}\n`);
    } catch (err) {
      const message = err instanceof CliError ? err.message : `unexpected error: ${err instanceof Error ? err.message : String(err)}`;
      process.stderr.write(`crm: ${message}\n`);
      process.exitCode = 1;
    } finally {
      await handle?.close();
    }
  };
}
