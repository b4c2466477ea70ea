import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type DbHandle, migrate } from '../src/db/connect.js';
import { insertWorkspaceUser } from '../src/modules/workspace-users/workspace-users.queries.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { newId } from '../src/core/ids.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
// Search rows are written as the registered resources' specs say.
import '../src/modules/index.js';
import { searchRowsOf } from '../src/core/search.js';
import { searchWords } from '../src/core/search-text.js';
import { withIndexesRebuilt } from '../src/seed/bulk.js';
import { type SeedOptions, seedWorkspace } from '../src/seed/seed.js';

/**
 * A fresh database for one benchmark: a SQLite file in a new temporary
 * directory, or a new PostgreSQL database created next to the one `--db`
 * names and dropped afterwards.
 */
export interface FreshDatabase {
  url: string;
  label: string;
  drop(): Promise<void>;
}

export async function freshDatabase(postgresUrl: string | undefined): Promise<FreshDatabase> {
  if (!postgresUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'crm-bench-'));
    return {
      url: `sqlite:${join(dir, 'bench.sqlite')}`,
      label: 'SQLite',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `crm_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: 'PostgreSQL',
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export type SeedSize = Pick<
  SeedOptions,
  'contacts' | 'companies' | 'tags' | 'notes' | 'tasks' | 'fieldValues'
>;

/** A seeded workspace: its key, and IDs the scenarios rotate over. */
export interface BenchWorkspace {
  id: string;
  /** Its owner, whose key apiKey is. */
  userId: string;
  apiKey: string;
  /** A key of the same user with `contacts:read` alone (scenario br). */
  readKey: string;
  contactIds: string[];
  companyIds: string[];
  tagIds: string[];
  contactListIds: string[];
  /** What the finding scenarios look up: existing addresses, last-name prefixes, website hosts. */
  emails: string[];
  lastNamePrefixes: string[];
  domains: string[];
  /** A tag on every 20th contact (5%), for the tag filter. */
  fivePercentTagId: string;
}

export interface Dataset {
  workspaces: BenchWorkspace[];
  seconds: number;
}

/** Members added to each workspace besides its owner (task assignees, USER field values). */
const MEMBERS = 4;

/**
 * Creates one workspace per size, each with an owner, a few members and a
 * key, and seeds them. On SQLite the load runs with the secondary indexes
 * dropped and rebuilt once at the end (the database is fresh and nothing
 * reads it meanwhile).
 */
export async function seedDataset(
  databaseUrl: string,
  sizes: SeedSize[],
  log: (line: string) => void,
): Promise<Dataset> {
  const handle = createDb(databaseUrl);
  try {
    await migrate(handle);
    const started = performance.now();
    const made: Awaited<ReturnType<typeof createWorkspaceWithOwner>>[] = [];
    for (let i = 0; i < sizes.length; i++) {
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: `Bench workspace ${i + 1}`,
        ownerEmail: `owner${i + 1}@bench.example`,
        ownerName: `Bench Owner ${i + 1}`,
      });
      for (let m = 1; m <= MEMBERS; m++) {
        await insertWorkspaceUser(handle.db, {
          workspaceId: ws.workspace.id,
          email: `member${m}@ws${i + 1}.bench.example`,
          fullName: `Member ${m}`,
          role: 'MEMBER',
        });
      }
      made.push(ws);
    }
    await withIndexesRebuilt(handle, async (sink) => {
      for (const [i, size] of sizes.entries()) {
        const t = performance.now();
        const result = await seedWorkspace(handle, {
          workspaceId: made[i].workspace.id,
          ...size,
          seedValue: `bench-${i + 1}`,
          sink,
        });
        const c = result.created;
        log(
          `  workspace ${i + 1}: ${c.contacts} contacts, ${c.companies} companies, ${c.tags} tags, ${c.lists} lists, ` +
            `${c.notes} notes, ${c.tasks} tasks in ${((performance.now() - t) / 1000).toFixed(1)} s`,
        );
      }
    });
    // What autovacuum does to a table soon after a bulk load, done now so that
    // every run measures the same state: visibility map set, statistics fresh.
    if (handle.dialect.name === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    const seconds = (performance.now() - started) / 1000;
    const workspaces: BenchWorkspace[] = [];
    for (const ws of made) {
      const ids = await idsOf(handle, ws.workspace.id);
      const fivePercentTagId = await tagEveryTwentieth(handle, ws.workspace.id, ids.contactIds);
      const { secret: readKey } = await createApiKey(handle.db, {
        workspaceId: ws.workspace.id,
        userId: ws.user.id,
        name: 'bench contacts:read',
        expiresAt: null,
        scopes: ['contacts:read'],
      });
      workspaces.push({
        id: ws.workspace.id,
        userId: ws.user.id,
        apiKey: ws.api_key,
        readKey,
        ...ids,
        ...(await lookups(handle, ws.workspace.id)),
        fivePercentTagId,
      });
    }
    return { workspaces, seconds };
  } finally {
    await handle.close();
  }
}

async function idsOf(handle: DbHandle, workspaceId: string) {
  const { db } = handle;
  const ids = async (table: 'contacts' | 'companies' | 'tags') =>
    (
      await db.selectFrom(table).select('id').where('workspace_id', '=', workspaceId).orderBy('id').execute()
    ).map((r) => r.id);
  return {
    contactIds: await ids('contacts'),
    companyIds: await ids('companies'),
    tagIds: await ids('tags'),
    contactListIds: (
      await db
        .selectFrom('lists')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('type', '=', 'CONTACT')
        .orderBy('id')
        .execute()
    ).map((r) => r.id),
  };
}

/** A tag on every 20th contact, made after the load (the seed spreads its tags thinner). */
async function tagEveryTwentieth(
  handle: DbHandle,
  workspaceId: string,
  contactIds: string[],
): Promise<string> {
  const id = newId('tag');
  const now = new Date().toISOString();
  const name = 'Bench five percent';
  await handle.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tags')
      .values({
        id,
        workspace_id: workspaceId,
        name,
        sort_name: name.toLowerCase(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx.insertInto('tags_search').values(searchRowsOf('tags')({ id, name })).execute();
    const tagged = contactIds.filter((_, i) => i % 20 === 0);
    for (let i = 0; i < tagged.length; i += 500)
      await trx
        .insertInto('contact_tags')
        .values(tagged.slice(i, i + 500).map((contact_id) => ({ contact_id, tag_id: id })))
        .execute();
  });
  return id;
}

/** Values that exist in the workspace, spread over it, for the finding scenarios. */
async function lookups(handle: DbHandle, workspaceId: string) {
  const { db } = handle;
  const emails = await db
    .selectFrom('contact_emails')
    .select('email')
    .where('workspace_id', '=', workspaceId)
    .orderBy('email')
    .limit(2000)
    .execute();
  const lastNames = await db
    .selectFrom('contacts')
    .select('last_name')
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('last_name', '<>', '')
    .limit(200)
    .execute();
  const domains = await db
    .selectFrom('companies')
    .select('domain')
    .where('workspace_id', '=', workspaceId)
    .where('domain', '<>', '')
    .orderBy('domain')
    .limit(1000)
    .execute();
  return {
    emails: emails.map((r) => r.email),
    // The first four letters of the last name's first word: a prefix as a person types it.
    lastNamePrefixes: [...new Set(lastNames.map((r) => searchWords(r.last_name)[0].slice(0, 4)))],
    domains: domains.map((r) => r.domain),
  };
}
