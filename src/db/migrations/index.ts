import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

/**
 * Every migration, in order: each file of this folder named `NNNN-<what>`
 * (`0001-init.ts`), by that name. A new one is a new file with the next
 * number; never edit a landed one (the helpers they share are frozen with
 * them: change one only by adding another).
 */
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.(ts|js)$/;

async function readMigrations(): Promise<Record<string, Migration>> {
  const folder = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(folder)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  const found: Record<string, Migration> = {};
  for (const file of files) {
    const name = MIGRATION_FILE.exec(file)![1];
    if (name in found) throw new Error(`two files hold the migration ${name}`);
    found[name] = (await import(pathToFileURL(join(folder, file)).href)) as Migration;
  }
  return found;
}

export const migrations: Record<string, Migration> = await readMigrations();
