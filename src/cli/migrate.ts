import type { Command } from 'commander';
import { migrations } from '../db/migrations/index.js';
import { action, migrationsApplied } from './common.js';

/** `crm migrate`: applies pending migrations (every command does so first). */
export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('Apply pending database migrations')
    .action(
      action(
        async (handle) => ({
          migrated: true as const,
          applied: migrationsApplied(handle),
          latest: Object.keys(migrations).at(-1) ?? null,
        }),
        ({ applied, latest }) =>
          applied.length
            ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}.`
            : `The database is up to date (latest migration: ${latest}).`,
      ),
    );
}
