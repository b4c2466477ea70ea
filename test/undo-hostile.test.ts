import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendEvents } from '../src/core/event-append.js';
import { writeTransaction } from '../src/core/transaction.js';
import { seedWorkspace } from '../src/seed/seed.js';
import { appBeside, runCli, sharedDatabasesAndFiles } from './cli-run.js';
import { created } from './factories.js';
import { clientFor, describeEachDatabase, expectError, type Harness } from './harness.js';
import { feed, ok, undoOf, undone } from './undo-support.js';

/**
 * POST /undo against what a hostile or unlucky client sends (API.md
 * section 12): more events than one undo takes, an undo racing writes to
 * the records it reverts on two instances, and the runs of `crm import`
 * (taken back by their request ID) and `crm seed` (which records none).
 */

describeEachDatabase('undo, hostile', (t: Harness) => {
  /** `n` events of one request on one tag, appended to the feed as a write does (an update that changed nothing). */
  async function bulkEvents(workspaceId: string, tagId: string, requestId: string, n: number) {
    const drafts = Array.from({ length: n }, () => ({
      type: 'tag.updated',
      resource: 'tag' as const,
      resource_id: tagId,
      data: {},
      changed: [],
      previous: {},
    }));
    await writeTransaction(t.handle, (trx) =>
      appendEvents(trx, workspaceId, drafts, { actor: null, request_id: requestId }),
    );
  }

  it(
    'takes 10,000 events; 10,001 is a 400 at /body, and nothing is written',
    { timeout: 120_000 },
    async () => {
      const c = await t.workspace();
      const tag = await created(c, '/tags', { name: 'Busy' });
      await bulkEvents(c.workspace.id, tag.id, 'big-run', 10_000);
      const all = await undone(c, { request_id: 'big-run', dry_run: true });
      expect(all.data.length).toBe(10_000);
      expect(all.meta.reverted).toBe(10_000);

      await bulkEvents(c.workspace.id, tag.id, 'big-run', 1);
      // Counted in the table: the feed would show these events, which have no record as their data.
      const count = async () =>
        Number(
          (
            await t.handle.db
              .selectFrom('events')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('workspace_id', '=', c.workspace.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      for (const dry_run of [true, false]) {
        const res = await undoOf(c, { request_id: 'big-run', dry_run });
        const error = expectError(res, 400, 'validation_error');
        expect(error.details).toEqual([
          { path: '/body', message: 'matches more than 10000 events; narrow the range' },
        ]);
      }
      expect(await count()).toBe(before);
      // Another request's events in the same workspace do not count toward it.
      expect((await undone(c, { request_id: 'other-run' })).data).toEqual([]);
    },
  );

  /**
   * One round: a run wrote `Wrong` into N contacts' job_title; on a second
   * instance a person writes each contact, spread over a few milliseconds,
   * while the undo runs, sent `undoAt` ms in. Answers how many writes came
   * before the undo.
   */
  async function race(undoAt: number): Promise<number> {
    const c = await t.workspace();
    const N = 30;
    const contacts = ok(
      await c.post('/contacts/batch', {
        records: Array.from({ length: N }, (_, i) => ({ first_name: `P${i}`, job_title: 'CTO' })),
      }),
    ) as { id: string }[];
    const run = await c.request(
      'PATCH',
      '/contacts/batch',
      { records: contacts.map(({ id }) => ({ id, job_title: 'Wrong' })) },
      { 'x-request-id': 'bad-run' },
    );
    expect(run.status).toBe(200);
    const person = (await t.appWith({})).client(c);
    const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const [undoRes, ...writes] = await Promise.all([
      after(undoAt).then(() => undoOf(c, { request_id: 'bad-run' }, { 'x-request-id': 'the-undo' })),
      ...contacts.map(({ id }, i) =>
        after(i * 6).then(() =>
          person.request(
            'PATCH',
            `/contacts/${id}`,
            { job_title: `Person ${i}` },
            { 'x-request-id': `person-${i}` },
          ),
        ),
      ),
    ]);
    expect(undoRes.status).toBe(200);
    for (const w of writes) expect(w.status).toBe(200);

    const events = await feed(c);
    const undoAtSeq = events.findIndex((e) => e.request_id === 'the-undo');
    const conflicted = new Set(
      undoRes.body.meta.conflicts.map((x: { resource_id: string }) => x.resource_id),
    );
    let before = 0;
    for (const [i, { id }] of contacts.entries()) {
      const mine = events.findIndex((e) => e.request_id === `person-${i}`);
      // The person's write is kept whichever came first.
      expect(ok(await c.get(`/contacts/${id}`)).job_title).toBe(`Person ${i}`);
      const entry = undoRes.body.data.find((d: { resource_id: string }) => d.resource_id === id);
      if (undoAtSeq === -1 || mine < undoAtSeq) {
        // Before the undo: left as it is, and listed.
        before++;
        expect([conflicted.has(id), entry.action]).toEqual([true, 'skipped']);
      } else {
        // After it: the undo reverted the run, then the person wrote.
        expect([conflicted.has(id), entry.action]).toEqual([false, 'reverted']);
      }
    }
    // Nothing half-done: the undo's events are one per contact it reverted.
    expect(events.filter((e) => e.request_id === 'the-undo').length).toBe(N - before);
    expect(undoRes.body.meta.reverted).toBe(N - before);
    return before;
  }

  it('an undo racing writes to the same records on two instances: each write is before it (a conflict) or after it, never lost', async () => {
    // Rounds with the undo sent at different moments among the writes: whatever the interleaving, nothing is lost.
    for (const undoAt of [0, 40, 80, 120, 160]) await race(undoAt);
  }, 120_000);

  it('crm seed records no events', async () => {
    const c = await t.workspace();
    await seedWorkspace(t.handle, {
      workspaceId: c.workspace.id,
      contacts: 20,
      companies: 4,
      tags: 3,
      seedValue: 'undo',
    });
    expect((await c.get('/contacts')).body.meta.total).toBe(20);
    expect(await feed(c)).toEqual([]);
  });
});

const { dir, databases } = sharedDatabasesAndFiles('crm-undo-import-');

for (const database of databases) {
  describe(`undo of crm import [${database.name}]`, { timeout: 120_000 }, () => {
    /** `crm import contacts` of `file` into the workspace, through the CLI: its summary (`--json`). */
    async function cliImport(url: string, workspaceId: string, file: string) {
      const run = await runCli(url, [
        'import',
        'contacts',
        '--workspace',
        workspaceId,
        '--file',
        file,
        '--json',
      ]);
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout);
    }

    const appOf = appBeside(database);

    it('takes back an import by the request ID its summary prints, the tags and companies it made too; undone again, it is back', async () => {
      const made = await runCli(database.url, ['workspace', 'create', '--name', 'Imports', '--json']);
      expect(made.code).toBe(0);
      const ws = JSON.parse(made.stdout);
      const app = appOf();
      const c = clientFor(app, undefined as never, ws);
      const kept = await created(c, '/tags', { name: 'Existing' });
      const file = join(dir, `${database.name}-people.csv`);
      writeFileSync(
        file,
        'First Name,Last Name,E-mail,Tags,Company\n' +
          'Ada,Lovelace,ada@example.com,Existing; New,Acme\n' +
          'Grace,Hopper,grace@example.com,New,Navy\n',
      );
      const summary = await cliImport(database.url, ws.workspace.id, file);
      expect(summary).toMatchObject({
        created: 2,
        failed: 0,
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      const imported = (await feed(c)).filter((e) => e.request_id === summary.request_id);
      // Two contacts, one new tag, two companies, and their links; no key: actor null.
      expect(imported.filter((e) => e.type.endsWith('.created')).length).toBe(5);
      for (const e of imported) expect(e.actor).toBeNull();
      const totals = async () =>
        Promise.all(['/contacts', '/tags', '/companies'].map(async (p) => (await c.get(p)).body.meta.total));
      const afterImport = await totals();
      expect(afterImport).toEqual([2, 2, 2]);

      const answer = await undone(c, { request_id: summary.request_id }, { 'x-request-id': 'undo-import' });
      expect(answer.meta.conflicts).toEqual([]);
      expect(answer.data.length).toBe(imported.length);
      expect(await totals()).toEqual([0, 1, 0]);
      expect((await c.get(`/tags/${kept.id}`)).status).toBe(200);

      await undone(c, { request_id: 'undo-import' });
      expect(await totals()).toEqual(afterImport);
      const ada = (await c.get('/contacts?include=emails,tags,companies&q=ada')).body.data[0];
      expect([
        ada.emails[0].email,
        ada.tags.map((l: { tag: { name: string } }) => l.tag.name).sort(),
        ada.companies[0].name,
      ]).toEqual(['ada@example.com', ['Existing', 'New'], 'Acme']);
    });

    /** Every contact, company and tag of the workspace as GET with every include answers it, but `updated_at`. */
    async function workspaceAsShown(c: ReturnType<typeof clientFor>) {
      const shown: Record<string, string[]> = {};
      for (const [path, include] of [
        ['/contacts', 'emails,phone_numbers,companies,custom_fields,tags,lists,notes'],
        ['/companies', 'custom_fields,tags,lists,contacts'],
        ['/tags', 'contacts,companies,tasks'],
      ]) {
        shown[path] = [];
        for (let offset = 0; ; offset += 100) {
          const page = await c.get(
            `${path}?limit=100&offset=${offset}&order_by=created_at:asc&include=${include}`,
          );
          expect(page.status).toBe(200);
          for (const { updated_at: _u, ...rest } of page.body.data) shown[path].push(JSON.stringify(rest));
          if (!page.body.meta.has_more) break;
        }
      }
      return shown;
    }

    it('takes back a 2,000-row import exactly (every record as GET with every include answers it), and its undo brings it back exactly', async () => {
      const made = await runCli(database.url, ['workspace', 'create', '--name', 'Big import', '--json']);
      expect(made.code).toBe(0);
      const ws = JSON.parse(made.stdout);
      const c = clientFor(appOf(), undefined as never, ws);
      // What was there before: a tag and a company the import links to, a contact it leaves alone.
      const kept = await created(c, '/tags', { name: 'Existing' });
      await created(c, '/companies', { name: 'Co 0' });
      await created(c, '/contacts', { first_name: 'Before', tags: [kept.id] });
      const rows = 2_000;
      const file = join(dir, `${database.name}-big.csv`);
      writeFileSync(
        file,
        'First Name,Last Name,E-mail,Tags,Company\n' +
          Array.from(
            { length: rows },
            (_, i) => `P${i},L${i},p${i}@big.example,Existing; T${i % 20},Co ${i % 50}\n`,
          ).join(''),
      );
      const before = await workspaceAsShown(c);
      const summary = await cliImport(database.url, ws.workspace.id, file);
      expect(summary).toMatchObject({ created: rows, failed: 0 });
      const afterImport = await workspaceAsShown(c);
      // 20 tags and 49 companies made by the import.
      expect([
        afterImport['/contacts'].length,
        afterImport['/tags'].length,
        afterImport['/companies'].length,
      ]).toEqual([rows + 1, 21, 50]);

      const first = await undone(
        c,
        { request_id: summary.request_id },
        { 'x-request-id': 'undo-big-import' },
      );
      expect(first.meta.conflicts).toEqual([]);
      expect(first.data.every((d) => d.action !== 'skipped')).toBe(true);
      expect(await workspaceAsShown(c)).toEqual(before);

      const second = await undone(c, { request_id: 'undo-big-import' });
      expect(second.meta.conflicts).toEqual([]);
      expect(await workspaceAsShown(c)).toEqual(afterImport);
    }, 600_000);
  });
}
