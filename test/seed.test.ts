import { searchWords } from '../src/core/search-text.js';
import { searchRowsOf } from '../src/core/search.js';
import { registeredResources } from '../src/core/resources.js';
import type { SearchedTable } from '../src/db/search.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeEmail } from '../src/core/normalize.js';
import { createDb, migrate } from '../src/db/connect.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { withIndexesRebuilt } from '../src/seed/bulk.js';
import { WorkerSink } from '../src/seed/bulk-writer.js';
import { SeedError, seedWorkspace } from '../src/seed/seed.js';
import { runCli } from './cli-run.js';
import { type Client, describeEachDatabase, type Harness, testDatabases } from './harness.js';

/**
 * `crm seed`: the generator writes straight to the tables, so these tests
 * hold its rows to what the API stores (names, e-mails, phones, timestamps,
 * custom-field values, links inside one workspace) and read the seeded
 * workspace back through the API.
 */
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const YEAR = 366 * 86_400_000;
const SIZE = { contacts: 60, companies: 12, tags: 9 };
const EXPECTED = { ...SIZE, lists: 2, notes: 30, tasks: 12 };

/** Link tables: table, owner column and table, other column and table. */
const LINKS = [
  ['contact_companies', 'contact_id', 'contacts', 'company_id', 'companies'],
  ['contact_tags', 'contact_id', 'contacts', 'tag_id', 'tags'],
  ['company_tags', 'company_id', 'companies', 'tag_id', 'tags'],
  ['task_tags', 'task_id', 'tasks', 'tag_id', 'tags'],
  ['list_contacts', 'list_id', 'lists', 'contact_id', 'contacts'],
  ['list_companies', 'list_id', 'lists', 'company_id', 'companies'],
  ['note_contacts', 'note_id', 'notes', 'contact_id', 'contacts'],
  ['task_contacts', 'task_id', 'tasks', 'contact_id', 'contacts'],
] as const;

async function count(t: Harness, table: string, workspaceId: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table)} where workspace_id = ${workspaceId}`.execute(t.handle.db);
  return Number(rows[0].n);
}

async function all<T>(t: Harness, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(t.handle.db)).rows;
}

describeEachDatabase('crm seed', (t) => {
  let seeded: Client;
  let neighbour: Client;

  async function seedOnce() {
    if (seeded) return;
    seeded = await t.workspace();
    neighbour = await t.workspace();
    const result = await seedWorkspace(t.handle, {
      workspaceId: seeded.workspace.id,
      ...SIZE,
      seedValue: 'tests',
    });
    expect(result).toEqual({ workspace_id: seeded.workspace.id, created: EXPECTED });
    await seedWorkspace(t.handle, { workspaceId: neighbour.workspace.id, ...SIZE, seedValue: 'neighbour' });
  }

  it('creates the planned number of each record', async () => {
    await seedOnce();
    const ws = seeded.workspace.id;
    for (const [table, n] of Object.entries(EXPECTED)) expect(await count(t, table, ws), table).toBe(n);
    const lists = await all(
      t,
      sql<{ type: string }>`select type from lists where workspace_id = ${ws} order by created_at, id`,
    );
    expect(lists.map((l) => l.type).sort()).toEqual(['COMPANY', 'CONTACT']);
    // Every kind of relation gets members, and every contact has an e-mail.
    for (const [table, owner, ownerTable] of LINKS) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} l
        join ${sql.table(ownerTable)} o on o.id = l.${sql.ref(owner)} where o.workspace_id = ${ws}`.execute(
        t.handle.db,
      );
      expect(Number(rows[0].n), table).toBeGreaterThan(0);
    }
    expect(await count(t, 'contact_emails', ws)).toBeGreaterThanOrEqual(EXPECTED.contacts);
    expect(await count(t, 'contact_phone_numbers', ws)).toBeGreaterThan(0);
  });

  it('stores names, e-mails, phone numbers and timestamps as the API does', async () => {
    await seedOnce();
    const ws = seeded.workspace.id;
    const now = Date.now();
    const contacts = await all(t, sql<any>`select * from contacts where workspace_id = ${ws}`);
    for (const c of contacts) {
      expect(c.full_name).toBe(`${c.first_name} ${c.last_name}`.trim());
      expect(c.sort_name).toBe(c.full_name.toLowerCase());
      expect(c.id).toMatch(/^con_[0-9a-z]{26}$/);
      expect(c.created_at).toMatch(ISO);
      expect(c.updated_at).toMatch(ISO);
      expect(c.updated_at >= c.created_at).toBe(true);
      expect(Date.parse(c.created_at)).toBeGreaterThan(now - YEAR);
      expect(typeof c.is_starred).toBe('boolean');
      expect(c.ignore_merge).toBe(false);
      expect(c.last_team_interaction).toBeNull();
      if (c.birthday !== null) expect(c.birthday).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
    // Creation times are spread out, not all "now".
    expect(new Set(contacts.map((c) => c.created_at.slice(0, 7))).size).toBeGreaterThan(5);

    const emails = await all(
      t,
      sql<any>`select * from contact_emails where workspace_id = ${ws} order by contact_id, position`,
    );
    const byContact = new Map<string, any[]>();
    for (const e of emails) byContact.set(e.contact_id, [...(byContact.get(e.contact_id) ?? []), e]);
    expect(byContact.size).toBe(EXPECTED.contacts);
    for (const list of byContact.values()) {
      expect(list.map((e) => e.position)).toEqual(list.map((_, i) => i));
      expect(list.filter((e) => e.is_primary === true)).toHaveLength(1);
      expect(list[0].is_primary).toBe(true);
      for (const e of list) {
        const problems: any[] = [];
        expect(normalizeEmail(e.email, '/x', problems)).toBe(e.email);
        expect(problems).toEqual([]);
        expect(e.email).toMatch(/\.example$/);
      }
    }
    const phones = await all(
      t,
      sql<any>`select * from contact_phone_numbers where workspace_id = ${ws} order by contact_id, position`,
    );
    const phonesByContact = new Map<string, any[]>();
    for (const p of phones) {
      expect(p.country_code).toMatch(/^\+\d{1,4}$/);
      expect(p.phone_number).toMatch(/^\d{4,20}$/);
      phonesByContact.set(p.contact_id, [...(phonesByContact.get(p.contact_id) ?? []), p]);
    }
    for (const list of phonesByContact.values()) {
      expect(list.map((p) => p.is_primary)).toEqual(list.map((_, i) => i === 0));
    }

    const companies = await all(t, sql<any>`select * from companies where workspace_id = ${ws}`);
    for (const c of companies) {
      expect(c.sort_name).toBe(c.name.toLowerCase());
      if (c.website_url) expect(c.website_url).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      if (c.email) expect(c.email).toBe(c.email.toLowerCase());
      if (c.phone_number) expect(c.phone_number).toMatch(/^\d{4,20}$/);
      if (c.country_code) expect(c.country_code).toMatch(/^\+\d{1,4}$/);
      expect(c.team_members_connected).toBe(0);
      expect(c.updated_at >= c.created_at).toBe(true);
    }
    const tags = await all(t, sql<any>`select * from tags where workspace_id = ${ws}`);
    for (const tag of tags) expect(tag.sort_name).toBe(tag.name.toLowerCase());
    const tasks = await all(t, sql<any>`select * from tasks where workspace_id = ${ws}`);
    for (const task of tasks) {
      expect(task.assignee_id).toBe(seeded.user.id);
      if (task.completed_at) expect(task.updated_at >= task.completed_at).toBe(true);
      if (task.due_date) expect(task.due_date).toMatch(ISO);
    }
  });

  it("writes each record's search text as the resource's spec makes it from the record's answer", async () => {
    await seedOnce();
    for (const spec of registeredResources().filter((r) => r.search)) {
      const table = spec.table as SearchedTable;
      const page = await seeded.get(`${spec.path}?limit=5&include=${spec.fullIncludes.join(',')}`);
      expect(page.body.data.length, spec.path).toBeGreaterThan(0);
      for (const record of page.body.data) {
        const [stored] = await all(
          t,
          sql<{
            text: string;
          }>`select text from ${sql.table(`${table}_search`)} where record_id = ${record.id}`,
        );
        expect(stored?.text, `${spec.path} ${record.id}`).toBe(searchRowsOf(table)(record).text);
      }
    }
  });

  it('links records of the same workspace only', async () => {
    await seedOnce();
    for (const [table, owner, ownerTable, other, otherTable] of LINKS) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} l
        join ${sql.table(ownerTable)} a on a.id = l.${sql.ref(owner)}
        join ${sql.table(otherTable)} b on b.id = l.${sql.ref(other)}
        where a.workspace_id <> b.workspace_id`.execute(t.handle.db);
      expect(Number(rows[0].n), table).toBe(0);
    }
    for (const [table, owner, ownerTable] of [
      ['contact_field_values', 'contact_id', 'contacts'],
      ['company_field_values', 'company_id', 'companies'],
    ] as const) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} v
        join ${sql.table(ownerTable)} o on o.id = v.${sql.ref(owner)}
        join custom_fields f on f.id = v.field_id
        where o.workspace_id <> f.workspace_id`.execute(t.handle.db);
      expect(Number(rows[0].n), table).toBe(0);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from tasks t
      join workspace_users a on a.id = t.assignee_id join workspace_users c on c.id = t.creator_id
      where a.workspace_id <> t.workspace_id or c.workspace_id <> t.workspace_id`.execute(t.handle.db);
    expect(Number(rows[0].n)).toBe(0);
    // A CONTACT list holds contacts only, a COMPANY list companies only.
    const wrong = await all(
      t,
      sql<any>`select l.id from lists l where
      (l.type = 'CONTACT' and exists (select 1 from list_companies x where x.list_id = l.id)) or
      (l.type = 'COMPANY' and exists (select 1 from list_contacts x where x.list_id = l.id))`,
    );
    expect(wrong).toEqual([]);
  });

  it('stores custom-field values in the form of their field type', async () => {
    await seedOnce();
    const ws = seeded.workspace.id;
    const fields = await all(
      t,
      sql<any>`select id, field_type, entity_type from custom_fields where workspace_id = ${ws}`,
    );
    expect(new Set(fields.map((f) => f.field_type))).toEqual(
      new Set(['SINGLE_LINE_TEXT', 'NUMERIC', 'BOOLEAN', 'DATE', 'SINGLE_SELECT', 'MULTI_SELECT', 'USER']),
    );
    const options = await all(
      t,
      sql<any>`select o.id, o.field_id from custom_field_options o
      join custom_fields f on f.id = o.field_id where f.workspace_id = ${ws}`,
    );
    const optionField = new Map(options.map((o) => [o.id, o.field_id]));
    const values = await all(
      t,
      sql<any>`select v.field_id, v.value, f.field_type from contact_field_values v
      join custom_fields f on f.id = v.field_id where f.workspace_id = ${ws}
      union all select v.field_id, v.value, f.field_type from company_field_values v
      join custom_fields f on f.id = v.field_id where f.workspace_id = ${ws}`,
    );
    const seen = new Set<string>();
    for (const v of values) {
      const value = JSON.parse(v.value);
      seen.add(v.field_type);
      switch (v.field_type) {
        case 'SINGLE_LINE_TEXT':
          expect(typeof value === 'string' && value.length > 0).toBe(true);
          break;
        case 'NUMERIC':
          expect(Number.isFinite(value)).toBe(true);
          break;
        case 'BOOLEAN':
          expect(typeof value).toBe('boolean');
          break;
        case 'DATE':
          expect(value).toMatch(/^\d{4}-\d\d-\d\d$/);
          break;
        case 'SINGLE_SELECT':
          expect(optionField.get(value)).toBe(v.field_id);
          break;
        case 'MULTI_SELECT':
          expect(value.length).toBeGreaterThan(0);
          expect(new Set(value).size).toBe(value.length);
          for (const id of value) expect(optionField.get(id)).toBe(v.field_id);
          break;
        case 'USER':
          expect(value).toBe(seeded.user.id);
          break;
      }
    }
    expect(seen.size).toBe(7);
  });

  it('is answered by the API: collections with includes, totals and one record fully expanded', async () => {
    await seedOnce();
    const page = await seeded.get(
      '/contacts?limit=100&order_by=full_name:asc&include=emails,companies,tags,custom_fields',
    );
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ limit: 100, offset: 0, total: EXPECTED.contacts, has_more: false });
    const names = page.body.data.map((c: any) => c.full_name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const emails = await all(
      t,
      sql<any>`select contact_id, email, is_primary from contact_emails
      where workspace_id = ${seeded.workspace.id} order by contact_id, position`,
    );
    for (const contact of page.body.data) {
      const stored = emails
        .filter((e) => e.contact_id === contact.id)
        .map((e) => ({ email: e.email, is_primary: e.is_primary }));
      expect(contact.emails.map((e: any) => ({ email: e.email, is_primary: e.is_primary }))).toEqual(stored);
      for (const f of contact.custom_fields) {
        if (f.field_type === 'SINGLE_SELECT') expect(Object.keys(f.value).sort()).toEqual(['id', 'value']);
        if (f.field_type === 'USER')
          expect(f.value).toEqual({ id: seeded.user.id, full_name: seeded.user.full_name, avatar_url: null });
      }
    }
    expect(
      page.body.data.some((c: any) => c.companies.length && c.tags.length && c.custom_fields.length),
    ).toBe(true);

    const one = page.body.data.find((c: any) => c.companies.length);
    const full = await seeded.get(
      `/contacts/${one.id}?include=emails,phone_numbers,companies,custom_fields,tags,lists,notes`,
    );
    expect(full.status).toBe(200);
    expect(full.body.data.emails).toEqual(one.emails);

    for (const [path, total] of [
      ['/companies?include=tags,contacts,custom_fields,lists', EXPECTED.companies],
      ['/tags?include=contacts,companies,tasks', EXPECTED.tags],
      ['/lists?include=contacts,companies', EXPECTED.lists],
      ['/notes?include=contacts', EXPECTED.notes],
      ['/tasks?order_by=due_date:asc&include=tags', EXPECTED.tasks],
    ] as const) {
      const res = await seeded.get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.meta.total, path).toBe(total);
    }
    // The neighbour's records are not visible here.
    const theirs = await all(
      t,
      sql<any>`select id from contacts where workspace_id = ${neighbour.workspace.id} limit 1`,
    );
    expect((await seeded.get(`/contacts/${theirs[0].id}`)).status).toBe(404);
  });

  it('makes the same data from the same seed value, and a second seed adds to the first', async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    const names = async (c: Client) =>
      (
        await all(
          t,
          sql<any>`select full_name from contacts where workspace_id = ${c.workspace.id} order by created_at, id`,
        )
      ).map((r) => r.full_name);
    await seedWorkspace(t.handle, {
      workspaceId: a.workspace.id,
      contacts: 20,
      companies: 3,
      tags: 4,
      seedValue: 'same',
    });
    await seedWorkspace(t.handle, {
      workspaceId: b.workspace.id,
      contacts: 20,
      companies: 3,
      tags: 4,
      seedValue: 'same',
    });
    expect(await names(a)).toEqual(await names(b));

    const fieldsBefore = await count(t, 'custom_fields', a.workspace.id);
    const again = await seedWorkspace(t.handle, {
      workspaceId: a.workspace.id,
      contacts: 5,
      companies: 1,
      tags: 4,
      seedValue: 'same',
    });
    expect(again.created).toEqual({ contacts: 5, companies: 1, tags: 4, lists: 2, notes: 2, tasks: 1 });
    expect(await count(t, 'tags', a.workspace.id)).toBe(8);
    expect(await count(t, 'custom_fields', a.workspace.id)).toBe(fieldsBefore);
    expect(await count(t, 'contacts', a.workspace.id)).toBe(25);
  });

  it('refuses a workspace that does not exist, and writes nothing', async () => {
    const before = await t.handle.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      seedWorkspace(t.handle, { workspaceId: 'wsp_missing', contacts: 5, companies: 1, tags: 1 }),
    ).rejects.toThrow(SeedError);
    const after = await t.handle.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('crm seed, bulk load into a fresh SQLite database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const fileUrl = () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-bulk-'));
    dirs.push(dir);
    return `sqlite:${join(dir, 'bulk.sqlite')}`;
  };

  it.each([
    ['in memory, inserts on the same connection', () => 'sqlite::memory:'],
    ['in a file, inserts on a writer thread', fileUrl],
  ])(
    '%s: drops and recreates exactly the secondary indexes and the triggers, and the counts stay exact',
    async (_, url) => {
      const handle = createDb(url());
      await migrate(handle);
      const journalMode = handle.sqlite!.pragma('journal_mode', { simple: true });
      const indexes = () =>
        handle
          .sqlite!.prepare(`select name, sql from sqlite_master where type = 'index' order by name`)
          .all();
      const triggers = () =>
        handle
          .sqlite!.prepare(`select name, sql from sqlite_master where type = 'trigger' order by name`)
          .all();
      const before = indexes();
      const triggersBefore = triggers();
      expect(triggersBefore.length).toBeGreaterThan(0);
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Bulk',
        ownerEmail: 'o@bulk.example',
        ownerName: 'Owner',
      });
      const result = await withIndexesRebuilt(handle, async (sink) => {
        expect(indexes().length).toBeLessThan(before.length);
        expect(triggers().length).toBeLessThan(triggersBefore.length);
        expect(sink instanceof WorkerSink).toBe(!handle.sqlite!.memory);
        return seedWorkspace(handle, {
          workspaceId: ws.workspace.id,
          contacts: 30,
          companies: 5,
          tags: 4,
          sink,
        });
      });
      expect(handle.sqlite!.pragma('journal_mode', { simple: true })).toBe(journalMode);
      expect(result.created.contacts).toBe(30);
      expect(indexes()).toEqual(before);
      expect(triggers()).toEqual(triggersBefore);
      const counts = handle
        .sqlite!.prepare(
          `select collection, total from collection_counts where workspace_id = ? order by collection`,
        )
        .all(ws.workspace.id);
      expect(counts).toEqual(
        expect.arrayContaining([
          { collection: 'companies', total: 5 },
          { collection: 'contacts', total: 30 },
          { collection: 'tags', total: 4 },
          { collection: 'notes', total: 15 },
          { collection: 'tasks', total: 6 },
        ]),
      );
      // The workspace's owner was counted by its trigger before the load; the triggers count again after it.
      for (const { collection, total } of counts as { collection: string; total: number }[]) {
        const n = handle
          .sqlite!.prepare(`select count(*) as n from "${collection}" where workspace_id = ?`)
          .get(ws.workspace.id) as { n: number };
        expect(total, collection).toBe(n.n);
      }
      await seedWorkspace(handle, { workspaceId: ws.workspace.id, contacts: 3, companies: 1, tags: 1 });
      expect(
        handle
          .sqlite!.prepare(
            `select total from collection_counts where workspace_id = ? and collection = 'contacts'`,
          )
          .get(ws.workspace.id),
      ).toEqual({ total: 33 });
      expect(handle.sqlite!.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expectSearchIndexed(handle.sqlite!);
      await handle.close();
    },
  );

  it("rolls back a transaction whose generator throws, and reports the writer thread's first failing statement", async () => {
    const url = fileUrl();
    const handle = createDb(url);
    await migrate(handle);
    const ws = await createWorkspaceWithOwner(handle.db, {
      name: 'W',
      ownerEmail: 'o@w.example',
      ownerName: 'O',
    });
    const sink = new WorkerSink(handle.sqlite!.name, ['busy_timeout = 5000']);
    const tag = (id: string, name: string) => ({
      id,
      workspace_id: ws.workspace.id,
      name,
      sort_name: name.toLowerCase(),
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    await sink.transaction((insert) => insert('tags', [tag('tag_1', 'One')]));
    await expect(
      sink.transaction(async (insert) => {
        await insert('tags', [tag('tag_4', 'Four')]);
        throw new Error('the generator failed');
      }),
    ).rejects.toThrow('the generator failed');
    await sink.transaction(async (insert) => {
      await insert('tags', [tag('tag_2', 'Two')]);
      await insert('tags', [tag('tag_3', 'one')]);
    });
    await expect(sink.drain()).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(sink.transaction(async () => {})).rejects.toThrow(/UNIQUE constraint failed/);
    await sink.close().catch(() => {});
    const names = handle
      .sqlite!.prepare('select name from tags where workspace_id = ? order by name')
      .pluck();
    expect(names.all(ws.workspace.id)).toEqual(['One']);
    await handle.close();
  });
});

for (const database of testDatabases()) {
  describe(`crm seed command [${database.name}]`, { timeout: 120_000 }, () => {
    it('prints only the counts with --json, and refuses an unknown workspace with exit code 1', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'crm-seed-'));
      const url = database.name === 'sqlite' ? `sqlite:${join(dir, 'crm.sqlite')}` : database.url;
      try {
        const made = await runCli(url, ['workspace', 'create', '--name', 'Seeded', '--json']);
        expect(made.code, made.stderr).toBe(0);
        const workspaceId = JSON.parse(made.stdout).workspace.id;
        const seeded = await runCli(url, [
          'seed',
          '--workspace',
          workspaceId,
          '--contacts',
          '10',
          '--companies',
          '2',
          '--tags',
          '8',
          '--json',
        ]);
        expect(seeded).toEqual({
          code: 0,
          stderr: '',
          stdout: `${JSON.stringify({ workspace_id: workspaceId, created: { contacts: 10, companies: 2, tags: 8, lists: 2, notes: 5, tasks: 2 } })}\n`,
        });
        // The rows are there (on SQLite, written by the writer thread) and counted by the triggers.
        const handle = createDb(url);
        try {
          for (const [table, n] of [
            ['contacts', 10],
            ['companies', 2],
            ['notes', 5],
            ['tasks', 2],
          ] as const) {
            const rows = await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('workspace_id', '=', workspaceId)
              .executeTakeFirstOrThrow();
            expect(Number(rows.n), table).toBe(n);
            const kept = await sql<{ total: number | string }>`
              select sum(total) as total from collection_counts
              where workspace_id = ${workspaceId} and collection = ${table}`.execute(handle.db);
            expect(Number(kept.rows[0].total), table).toBe(n);
          }
        } finally {
          await handle.close();
        }
        const missing = await runCli(url, ['seed', '--workspace', 'wsp_nowhere']);
        expect(missing).toEqual({ code: 1, stdout: '', stderr: 'crm: no workspace with ID "wsp_nowhere"\n' });
        const bad = await runCli(url, ['seed', '--workspace', workspaceId, '--contacts', 'many']);
        expect(bad.code).toBe(1);
        expect(bad.stdout).toBe('');
        expect(bad.stderr).toMatch(/--contacts/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Every seeded record has its search text, and each word index (rebuilt
 * after a bulk load, fed by triggers otherwise) holds exactly those texts:
 * FTS5's integrity check with rank 1 compares the index with its content
 * table, and a seeded contact is found by the first word of its last name.
 */
function expectSearchIndexed(sqlite: import('better-sqlite3').Database) {
  for (const table of ['contacts', 'companies', 'tags', 'lists', 'notes', 'tasks']) {
    const count = (from: string) =>
      (sqlite.prepare(`select count(*) as n from ${from}`).get() as { n: number }).n;
    expect(count(`${table}_search`), table).toBe(count(table));
    sqlite
      .prepare(`insert into ${table}_search_fts (${table}_search_fts, rank) values ('integrity-check', 1)`)
      .run();
  }
  const contact = sqlite
    .prepare(`select id, last_name from contacts where last_name <> '' order by id desc limit 1`)
    .get() as { id: string; last_name: string };
  const found = sqlite
    .prepare(
      `select s.record_id from contacts_search s
        where s.doc_id in (select rowid from contacts_search_fts where contacts_search_fts match ?)`,
    )
    .all(`${searchWords(contact.last_name)[0].slice(0, 3)}*`) as { record_id: string }[];
  expect(found.map((r) => r.record_id)).toContain(contact.id);
}
