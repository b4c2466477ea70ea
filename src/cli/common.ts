import type { Command } from 'commander';
import { loadConfig } from '../config.js';
import { normalizeEmail } from '../core/normalize.js';
import { toUtcIso } from '../core/time.js';
import { createDb, type DbHandle, migrate } from '../db/connect.js';
import type { Role } from '../db/types.js';
import { ROLES } from '../modules/workspace-users/workspace-users.schema.js';
import { findWorkspace, type Workspace } from '../modules/workspaces/workspaces.queries.js';

/** A problem with what the operator typed: printed as one line, exit code 1. */
export class CliError extends Error {}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The migrations each open handle applied when it was opened (for `crm migrate`). */
const appliedOnOpen = new WeakMap<DbHandle, string[]>();

/** Opens DATABASE_URL and applies pending migrations (every command does). */
export async function openDatabase(): Promise<DbHandle> {
  let handle: DbHandle;
  try {
    handle = createDb(loadConfig().databaseUrl);
  } catch (err) {
    throw new CliError(message(err));
  }
  try {
    appliedOnOpen.set(handle, await migrate(handle));
  } catch (err) {
    await handle.close().catch(() => {});
    throw new CliError(`cannot open and migrate the database: ${message(err)}`);
  }
  return handle;
}

/** Names of the migrations applied when `handle` was opened. */
export function migrationsApplied(handle: DbHandle): string[] {
  return appliedOnOpen.get(handle) ?? [];
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
      const text = err instanceof CliError ? err.message : `unexpected error: ${message(err)}`;
      process.stderr.write(`crm: ${text.replace(/\s*\n\s*/g, ' ')}\n`);
      process.exitCode = 1;
    } finally {
      await handle?.close();
    }
  };
}

/** The workspace with this ID, or a CliError naming it. */
export async function requireWorkspace(handle: DbHandle, id: string): Promise<Workspace> {
  const workspace = await findWorkspace(handle.db, id);
  if (!workspace) throw new CliError(`no workspace with ID "${id}"`);
  return workspace;
}

/** A trimmed, non-empty text of at most `max` characters. */
export function text(value: string, option: string, max = 255): string {
  const trimmed = value.trim();
  if (!trimmed) throw new CliError(`${option} must not be empty`);
  if (trimmed.length > max) throw new CliError(`${option} must have at most ${max} characters`);
  return trimmed;
}

/** A valid e-mail address, lower-cased. */
export function email(value: string, option: string): string {
  const problems: { path: string; message: string }[] = [];
  const normalized = normalizeEmail(value, option, problems);
  if (!normalized || problems.length)
    throw new CliError(`${option} must be a valid e-mail address, got "${value}"`);
  return normalized;
}

/** OWNER, ADMIN or MEMBER (any case). */
export function role(value: string): Role {
  const upper = value.trim().toUpperCase();
  if (!(ROLES as readonly string[]).includes(upper))
    throw new CliError(`--role must be one of ${ROLES.join(', ')}, got "${value}"`);
  return upper as Role;
}

/** An ISO 8601 timestamp in the future, as UTC. */
export function futureTimestamp(value: string, option: string): string {
  const trimmed = value.trim();
  const iso = toUtcIso(trimmed);
  if (!iso)
    throw new CliError(
      `${option} must be an ISO 8601 timestamp such as 2027-01-01T00:00:00Z, got "${value}"`,
    );
  if (iso <= new Date().toISOString()) throw new CliError(`${option} must be in the future, got "${value}"`);
  return iso;
}

/**
 * Rows as aligned columns, two spaces apart, for a person to read: each
 * cell padded to its column's widest, columns from `rightFrom` on aligned
 * right (counts), the rest left.
 */
export function columns(rows: readonly string[][], rightFrom = Infinity): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i >= rightFrom ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
