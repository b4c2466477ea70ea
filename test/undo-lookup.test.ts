import { CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../src/core/ids.js';
import { isPostgres } from '../src/db/locking.js';
import { matchingPage } from '../src/modules/undo/undo.events.js';
import { describeEachDatabase, type Harness } from './harness.js';
import { as, undone } from './undo-support.js';

/**
 * POST /undo finds a request's events, or a key's over a time range, by an
 * index (migration 0012), not by reading the workspace's feed: each
 * store's query plan for the page it reads names the index.
 */

describeEachDatabase('undo, finding the events', (t: Harness) => {
  /** The store's plan of one page of the lookup, as text. */
  async function planOf(query: ReturnType<typeof matchingPage>): Promise<string> {
    const { sql: text, parameters } = query.compile();
    const postgres = isPostgres(t.handle.db);
    const rows = await t.handle.db.executeQuery(
      CompiledQuery.raw(`${postgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${text}`, [...parameters]),
    );
    return (rows.rows as Record<string, unknown>[])
      .map((r) => String(r['QUERY PLAN'] ?? r.detail))
      .join('\n');
  }

  it('reads a request ID and a key with its time range through their indexes, on a feed of many requests and keys', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    // A feed of 6,000 events over 200 requests and 20 keys, in two workspaces.
    const rows = Array.from({ length: 6_000 }, (_, i) => {
      const id = newId('evt');
      const occurred_at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
      return {
        id,
        workspace_id: i % 2 ? c.workspace.id : other.workspace.id,
        type: 'tag.updated',
        resource: 'tag',
        resource_id: newId('tag'),
        linked_resource: null,
        linked_id: null,
        occurred_at,
        payload: '{}',
        request_id: `req-${i % 200}`,
        api_key_id: `key_${String(i % 20).padStart(26, '0')}`,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await t.handle.db
        .insertInto('events')
        .values(rows.slice(i, i + 500))
        .execute();
    await sql`analyze events`.execute(t.handle.db);

    const byRequest = await planOf(
      matchingPage(t.handle.db, c.workspace.id, { requestId: 'req-7' }, null, 2000),
    );
    expect(byRequest).toContain('events_request_idx');
    const byKey = await planOf(
      matchingPage(
        t.handle.db,
        c.workspace.id,
        {
          keyId: `key_${'7'.padStart(26, '0')}`,
          since: '2026-01-01T00:10:00.000Z',
          until: '2026-01-01T00:20:00.000Z',
        },
        123,
        2000,
      ),
    );
    expect(byKey).toContain('events_key_idx');
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
});
