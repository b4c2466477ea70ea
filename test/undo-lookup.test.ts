import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../src/core/ids.js';
import { matchingEvents, matchingPage } from '../src/modules/undo/undo.events.js';
import { appendEvents, NO_ORIGIN } from '../src/core/event-append.js';
import { writeTransaction } from '../src/core/transaction.js';
import { describeEachDatabase, type Harness } from './harness.js';
import { planOf } from './query-plans.js';
import { as, undone } from './undo-support.js';

/**
 * POST /undo finds a request's events, or a key's over a time range, by
 * the first events of their runs (migration 0014) and each run by the
 * feed's index, not by reading the workspace's feed: each store's query
 * plan for the page it reads names the indexes.
 */

describeEachDatabase('undo, finding the events', (t: Harness) => {
  it("reads a request ID and a key with its time range through the indexes of runs' first events, then each run by the feed's, on a feed of many requests and keys", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    // A feed of 6,000 events in runs of 3 over 200 requests and 20 keys, the runs alternating between two workspaces.
    const rows = Array.from({ length: 6_000 }, (_, i) => {
      const run = Math.floor(i / 3);
      return {
        id: newId('evt'),
        workspace_id: run % 2 ? c.workspace.id : other.workspace.id,
        type: 'tag.updated',
        resource: 'tag',
        resource_id: newId('tag'),
        linked_resource: null,
        linked_id: null,
        occurred_at: new Date(Date.UTC(2026, 0, 1) + run * 1000).toISOString(),
        payload: '{}',
        request_id: `req-${run % 200}`,
        api_key_id: `key_${String(run % 20).padStart(26, '0')}`,
        run_length: i % 3 ? null : 3,
      };
    });
    for (let i = 0; i < rows.length; i += 501)
      await t.handle.db
        .insertInto('events')
        .values(rows.slice(i, i + 501))
        .execute();
    await sql`analyze events`.execute(t.handle.db);

    const byRequest = await planOf(
      t.handle.db,
      matchingPage(t.handle.db, c.workspace.id, { requestId: 'req-7' }, null, 2000).compile(),
    );
    expect(byRequest).toContain('events_run_request_idx');
    expect(byRequest).toMatch(/events_feed_idx|events_pkey/);
    expect(byRequest).not.toMatch(/SCAN [eh]\b|Seq Scan on events/);
    // A later page: before the newest first event of this workspace's runs in the range.
    const { seq: before } = await t.handle.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('workspace_id', '=', c.workspace.id)
      .where('occurred_at', '<', '2026-01-01T00:20:00.000Z')
      .where('run_length', 'is not', null)
      .executeTakeFirstOrThrow();
    const byKey = await planOf(
      t.handle.db,
      matchingPage(
        t.handle.db,
        c.workspace.id,
        {
          keyId: `key_${'7'.padStart(26, '0')}`,
          since: '2026-01-01T00:10:00.000Z',
          until: '2026-01-01T00:20:00.000Z',
        },
        Number(before),
        2000,
      ).compile(),
    );
    expect(byKey).toContain('events_run_key_idx');
    expect(byKey).toMatch(/events_feed_idx|events_pkey/);
    expect(byKey).not.toMatch(/SCAN [eh]\b|Seq Scan on events/);
  });

  it('finds what a request and a key wrote by their columns, the same as their events say', async () => {
    const c = await t.workspace();
    const since = new Date().toISOString();
    await as(c, 'Run-1').post('/tags', { name: 'A' });
    await as(c, 'run-1').post('/tags', { name: 'B' });
    // Request IDs compare exactly (case included); a key's events by its ID.
    expect((await undone(c, { request_id: 'Run-1', dry_run: true })).data).toHaveLength(1);
    expect((await undone(c, { request_id: 'run-1', dry_run: true })).data).toHaveLength(1);
    expect((await undone(c, { request_id: 'run_1', dry_run: true })).data).toHaveLength(0);
    expect((await undone(c, { api_key_id: c.key_id, since, dry_run: true })).data).toHaveLength(2);
  });

  it("finds exactly each request's events, with writes of two workspaces running at once, and marks no run of a write with neither request ID nor key", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const tags = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => (await c.post('/tags', { name })).body.data.id),
    );
    const list = (await c.post('/lists', { name: 'L', type: 'CONTACT' })).body.data.id;
    const contacts: string[] = [];
    for (let i = 0; i < 6; i++)
      contacts.push((await c.post('/contacts', { first_name: `P${i}`, tags })).body.data.id);
    // Writes of many events each (link events, a list's members), in both workspaces, sent at once.
    const requests = Array.from({ length: 12 }, (_, i) => `run-${i}`);
    const answers = await Promise.all(
      requests.map((id, i) =>
        i % 3 === 2
          ? as(other, id).post('/contacts/batch', {
              records: Array.from({ length: 4 }, (_, k) => ({ first_name: `O${i}-${k}` })),
            })
          : i % 3 === 1
            ? c.request(
                'PUT',
                `/lists/${list}`,
                { name: `L${i}`, type: 'CONTACT', contacts: contacts.slice(i % 4) },
                {
                  'x-request-id': id,
                },
              )
            : as(c, id).post('/contacts', { first_name: `N${i}`, tags }),
      ),
    );
    for (const res of answers) expect(res.status).toBeLessThan(300);

    for (const [i, requestId] of requests.entries()) {
      const workspaceId = (i % 3 === 2 ? other : c).workspace.id;
      const written = await t.handle.db
        .selectFrom('events')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('request_id', '=', requestId)
        .orderBy('seq', 'desc')
        .execute();
      expect(written.length).toBeGreaterThan(1);
      const found = await matchingEvents(t.handle.db, workspaceId, { requestId }, 10_000);
      expect(found?.map((e) => e.id)).toEqual(written.map((e) => e.id));
    }

    // Runs with neither a request ID nor a key are never looked up: no first event of theirs is marked.
    const runs = async () =>
      Number(
        (
          await t.handle.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('workspace_id', '=', c.workspace.id)
            .where('run_length', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await runs();
    const draft = {
      type: 'tag.updated',
      resource: 'tag' as const,
      resource_id: tags[0],
      data: {},
      changed: [],
      previous: {},
    };
    await writeTransaction(t.handle, (trx) => appendEvents(trx, c.workspace.id, [draft, draft], NO_ORIGIN));
    expect(await runs()).toBe(before);
    await writeTransaction(t.handle, (trx) =>
      appendEvents(trx, c.workspace.id, [draft, draft], { actor: null, request_id: 'run-x' }),
    );
    expect(await runs()).toBe(before + 1);
    expect((await matchingEvents(t.handle.db, c.workspace.id, { requestId: 'run-x' }, 10))?.length).toBe(2);
  });
});
