import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { newId } from '../../src/core/ids.js';
import { createDb, type DbHandle, migrate } from '../../src/db/connect.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import type { Pools } from './workload.js';

/** A fresh, empty database for one run, and how to throw it away. */
export interface Store {
  name: 'sqlite' | 'postgres';
  url: string;
  /** The SQLite file, for the file-level checks. */
  file: string | null;
  dispose(): Promise<void>;
}

export function sqliteStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'crm-crash-'));
  const file = join(dir, 'crm.sqlite');
  return {
    name: 'sqlite',
    url: `sqlite:${file}`,
    file,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Creates a new database next to the one `adminUrl` names; dropped on dispose. */
export async function postgresStore(adminUrl: string): Promise<Store> {
  const name = `crm_crash_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    url: url.toString(),
    file: null,
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function openStore(store: Store): DbHandle {
  return createDb(store.url, { poolSize: 2 });
}

/**
 * Migrates the new database, makes the workspace and its key with the same
 * functions the CLI uses, and the records the workload links to (written
 * straight to the database: they are not under test).
 */
export async function prepare(store: Store, sizes = { contacts: 24, tags: 12, companies: 8 }) {
  const handle = openStore(store);
  try {
    await migrate(handle);
    const ws = await createWorkspaceWithOwner(handle.db, {
      name: 'Crash test',
      ownerEmail: 'crash@example.com',
      ownerName: 'Crash Test',
    });
    const now = new Date().toISOString();
    const pools: Pools = { contacts: [], tags: [], companies: [] };
    const base = { workspace_id: ws.workspace.id, created_at: now, updated_at: now };
    for (let i = 0; i < sizes.contacts; i++) {
      const id = newId('con');
      const name = `Pool Contact ${i}`;
      await handle.db
        .insertInto('contacts')
        .values({
          ...base,
          id,
          first_name: 'Pool',
          last_name: `Contact ${i}`,
          full_name: name,
          sort_name: name.toLowerCase(),
        } as any)
        .execute();
      pools.contacts.push(id);
    }
    for (let i = 0; i < sizes.tags; i++) {
      const id = newId('tag');
      await handle.db
        .insertInto('tags')
        .values({ ...base, id, name: `pool-tag-${i}`, sort_name: `pool-tag-${i}` })
        .execute();
      pools.tags.push(id);
    }
    for (let i = 0; i < sizes.companies; i++) {
      const id = newId('cmp');
      await handle.db
        .insertInto('companies')
        .values({ ...base, id, name: `Pool Company ${i}`, sort_name: `pool company ${i}` } as any)
        .execute();
      pools.companies.push(id);
    }
    return { apiKey: ws.api_key, workspaceId: ws.workspace.id, pools };
  } finally {
    await handle.close();
  }
}
