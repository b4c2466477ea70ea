import { CompiledQuery, type KyselyPlugin, type QueryId, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.js';
import { type Database, migrate } from '../src/db/connect.js';
import { isPostgres } from '../src/db/locking.js';
import { purgedThrough, purgePage, readFeed } from '../src/modules/events/events.queries.js';
import { purgeExpiredEvents } from '../src/modules/events/events.retention.js';
import { linkRemovals } from '../src/modules/trash/trash.restore.js';
import { laterEvents } from '../src/modules/undo/undo.events.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { freshDatabases } from './fresh-postgres.js';
import { describeEachDatabase, expectError, type Harness, testDatabases } from './harness.js';
import { indexesOf, planOf } from './query-plans.js';

/**
 * Retention (events.queries.ts `purgeEvents`) walks the feed in `seq`
 * order and stops at the first event that is not expired: no index on
 * `occurred_at` (migration 0013 dropped it). It deletes a prefix of each
 * workspace's feed, so `purged_through` is exact. Migration 0013 also made
 * `events_linked_idx` partial (link events only); its readers still use it.
 */

const DAY = 86_400_000;
/** A retention of one day, seen from this instant: the cutoff is 2030-01-01. */
const NOW = Date.UTC(2030, 0, 2);
const OLD = '2029-12-31T00:00:00.000Z';
const YOUNG = '2030-01-01T00:00:00.000Z'; // the cutoff itself: not before it, so kept

interface Row {
  workspace: string;
  occurredAt: string;
  linkedId?: string;
  resourceId?: string;
}

/** Inserts events as given, in this order (so in this `seq` order); answers their `seq`s. */
async function insertEvents(db: Database, rows: readonly Row[]): Promise<number[]> {
  const values = rows.map((r) => ({
    id: newId('evt'),
    workspace_id: r.workspace,
    type: r.linkedId ? 'link.removed' : 'tag.updated',
    resource: 'tag',
    resource_id: r.resourceId ?? newId('tag'),
    linked_resource: r.linkedId ? 'contact' : null,
    linked_id: r.linkedId ?? null,
    occurred_at: r.occurredAt,
    payload: '{}',
  }));
  const seqs: number[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await db
      .insertInto('events')
      .values(values.slice(i, i + 500))
      .returning('seq')
      .execute();
    seqs.push(...inserted.map((r) => Number(r.seq)));
  }
  return seqs;
}

/** The `seq`s of the workspace's events, oldest first. */
async function seqsOf(db: Database, workspaceId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('events')
    .select('seq')
    .where('workspace_id', '=', workspaceId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => Number(r.seq));
}

describeEachDatabase('events: retention walks the feed in seq order', (t: Harness) => {
  const purge = (workspaceIds: string[], now = NOW) => purgeExpiredEvents(t.handle, 1, { now, workspaceIds });

  it('never deletes an event younger than the cutoff, nor the older ones after it in seq order', async () => {
    const c = await t.workspace();
    const ws = c.workspace.id;
    const seqs = await insertEvents(
      t.handle.db,
      [OLD, OLD, YOUNG, OLD, OLD].map((occurredAt) => ({ workspace: ws, occurredAt })),
    );
    expect(await purge([ws])).toBe(1);
    expect(await seqsOf(t.handle.db, ws)).toEqual(seqs.slice(2));
    expect(await purgedThrough(t.handle.db, ws)).toBe(seqs[1]);
    // Nothing more expired before the young one: a purge again deletes nothing, answers 0.
    expect(await purge([ws])).toBe(0);
    expect(await seqsOf(t.handle.db, ws)).toEqual(seqs.slice(2));
    // Once it has expired too, the rest goes, and the mark moves to the last.
    expect(await purge([ws], NOW + DAY)).toBe(1);
    expect(await seqsOf(t.handle.db, ws)).toEqual([]);
    expect(await purgedThrough(t.handle.db, ws)).toBe(seqs[4]);
  });

  it('marks each workspace purged through its own highest deleted seq, their events interleaved', async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    const [A, B] = [a.workspace.id, b.workspace.id];
    // In seq order: a1 b1 a2 b2 a3 b3(young) a4 b4.
    const rows: Row[] = [
      { workspace: A, occurredAt: OLD },
      { workspace: B, occurredAt: OLD },
      { workspace: A, occurredAt: OLD },
      { workspace: B, occurredAt: OLD },
      { workspace: A, occurredAt: OLD },
      { workspace: B, occurredAt: YOUNG },
      { workspace: A, occurredAt: OLD },
      { workspace: B, occurredAt: OLD },
    ];
    const seqs = await insertEvents(t.handle.db, rows);
    expect(await purge([A, B])).toBe(2);
    // Each workspace's walk is its own: b's young event holds back b's later ones only.
    expect(await seqsOf(t.handle.db, A)).toEqual([]);
    expect(await purgedThrough(t.handle.db, A)).toBe(seqs[6]);
    expect(await seqsOf(t.handle.db, B)).toEqual([seqs[5], seqs[7]]);
    expect(await purgedThrough(t.handle.db, B)).toBe(seqs[3]);
    // A cursor below the mark has lost events.
    expectError(await b.get(`/events?after=${seqs[1]}`), 410, 'cursor_expired');
  });

  it('deletes a backlog longer than one page of the walk in one purge', async () => {
    const c = await t.workspace();
    const ws = c.workspace.id;
    const seqs = await insertEvents(t.handle.db, [
      ...Array.from({ length: 2_500 }, () => ({ workspace: ws, occurredAt: OLD })),
      { workspace: ws, occurredAt: YOUNG },
    ]);
    expect(await purge([ws])).toBe(1);
    expect(await seqsOf(t.handle.db, ws)).toEqual([seqs[2_500]]);
    expect(await purgedThrough(t.handle.db, ws)).toBe(seqs[2_499]);
  });

  it('purges only the workspaces it is given', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const [mine] = await insertEvents(t.handle.db, [{ workspace: c.workspace.id, occurredAt: OLD }]);
    const [theirs] = await insertEvents(t.handle.db, [{ workspace: other.workspace.id, occurredAt: OLD }]);
    expect(await purge([c.workspace.id])).toBe(1);
    expect(await seqsOf(t.handle.db, c.workspace.id)).toEqual([]);
    expect(await purgedThrough(t.handle.db, c.workspace.id)).toBe(mine);
    expect(await seqsOf(t.handle.db, other.workspace.id)).toEqual([theirs]);
    expect(await purgedThrough(t.handle.db, other.workspace.id)).toBe(0);
  });
});

describeEachDatabase('events: the indexes of migration 0013', (t: Harness) => {
  /** The statements `fn` runs through the database it is given, compiled (not their subqueries alone). */
  async function statementsOf(fn: (db: Database) => Promise<unknown>): Promise<CompiledQuery[]> {
    const compiled = new Map<QueryId, CompiledQuery>();
    const seen: CompiledQuery[] = [];
    const executor = t.handle.db.getExecutor();
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        compiled.set(args.queryId, executor.compileQuery(args.node, args.queryId));
        return args.node;
      },
      // Only a statement that ran has a result.
      transformResult: async (args) => {
        seen.push(compiled.get(args.queryId)!);
        return args.result;
      },
    };
    await fn(t.handle.db.withPlugin(recorder));
    return seen;
  }

  it('has no index on occurred_at, and events_linked_idx holds link events only', async () => {
    const postgres = isPostgres(t.handle.db);
    const byName = await indexesOf(t.handle.db, 'events');
    expect(byName.has('events_occurred_at_idx')).toBe(false);
    expect(byName.get('events_linked_idx')).toMatch(
      postgres
        ? /\(workspace_id, linked_id, seq\) WHERE \(linked_id IS NOT NULL\)$/
        : /where linked_id is not null$/,
    );
  });

  it('walks the feed by its primary key, a workspace by events_feed_idx; linked_id is read through events_linked_idx', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    // 24,000 events, one in four of this workspace (a backlog of six pages of the walk), one
    // in 40 a link event of it naming one of 30 contacts.
    const contacts = Array.from({ length: 30 }, () => newId('con'));
    await insertEvents(
      t.handle.db,
      Array.from({ length: 24_000 }, (_, i) => ({
        workspace: i % 4 === 1 ? c.workspace.id : other.workspace.id,
        occurredAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
        linkedId: i % 40 === 1 ? contacts[Math.floor(i / 40) % 30] : undefined,
      })),
    );
    await sql`analyze events`.execute(t.handle.db);
    const postgres = isPostgres(t.handle.db);
    const noSort = (plan: string) => expect(plan).not.toMatch(postgres ? /Sort/ : /TEMP B-TREE/);

    const whole = await planOf(t.handle.db, purgePage(t.handle.db, null, 123).compile());
    expect(whole).toContain(postgres ? 'events_pkey' : 'INTEGER PRIMARY KEY');
    noSort(whole);
    // One workspace's: by events_feed_idx. PostgreSQL may instead read the primary key in `seq`
    // order, keeping the workspace's events (its cost when they are a large share of the
    // table): in order too, and it stops after a page.
    const one = await planOf(t.handle.db, purgePage(t.handle.db, c.workspace.id, 123).compile());
    expect(one).toMatch(postgres ? /Index Scan using (events_feed_idx|events_pkey)/ : /events_feed_idx/);
    noSort(one);

    // The feed of one record: its own events and the link events naming it (events.queries.ts).
    const feed = await statementsOf((db) =>
      readFeed(db, c.workspace.id, { after: 0, limit: 100, types: [], resourceId: contacts[1] }),
    );
    expect(feed).toHaveLength(1);
    expect(await planOf(t.handle.db, feed[0]!)).toContain('events_linked_idx');

    // An undo's later events (undo.events.ts): by resource_id, then by linked_id.
    const later = await statementsOf((db) => laterEvents(db, c.workspace.id, contacts.slice(0, 3), 0));
    expect(later).toHaveLength(2);
    expect(later[1]!.sql).toContain('"linked_id" in');
    expect(await planOf(t.handle.db, later[1]!)).toContain('events_linked_idx');

    // A restore's link.removed events naming the records (trash.restore.ts).
    expect(
      await planOf(t.handle.db, linkRemovals(t.handle.db, c.workspace.id, contacts.slice(0, 3)).compile()),
    ).toContain('events_linked_idx');
  });
});

/**
 * Without `workspaceIds`, retention walks the whole feed (every workspace's
 * events in `seq` order) and stops at the first event not expired, whichever
 * workspace it is in: a database of its own, so that no other test's events
 * are in the walk.
 */
for (const database of testDatabases()) {
  describe(`events: retention across workspaces [${database.name}]`, () => {
    const open = freshDatabases(database, 'crm_event_purge');

    it('deletes everything before the first event not expired, in every workspace, and marks each', async () => {
      const { handle } = await open();
      await migrate(handle);
      const workspace = async (name: string) =>
        (
          await createWorkspaceWithOwner(handle.db, {
            name,
            ownerEmail: `${name}@example.com`,
            ownerName: name,
          })
        ).workspace.id;
      const [A, B, C] = [await workspace('a'), await workspace('b'), await workspace('c')];
      // In seq order: a1 b1 a2 b2(young) a3 b3 c1; then 1,200 more of c, all old.
      const seqs = await insertEvents(handle.db, [
        { workspace: A, occurredAt: OLD },
        { workspace: B, occurredAt: OLD },
        { workspace: A, occurredAt: OLD },
        { workspace: B, occurredAt: YOUNG },
        { workspace: A, occurredAt: OLD },
        { workspace: B, occurredAt: OLD },
        ...Array.from({ length: 1_201 }, () => ({ workspace: C, occurredAt: OLD })),
      ]);
      expect(await purgeExpiredEvents(handle, 1, { now: NOW })).toBe(2);
      expect(await seqsOf(handle.db, A)).toEqual([seqs[4]]);
      expect(await purgedThrough(handle.db, A)).toBe(seqs[2]);
      expect(await seqsOf(handle.db, B)).toEqual([seqs[3], seqs[5]]);
      expect(await purgedThrough(handle.db, B)).toBe(seqs[1]);
      expect(await seqsOf(handle.db, C)).toHaveLength(1_201);
      expect(await purgedThrough(handle.db, C)).toBe(0);
      // A day on, nothing is young any more: the rest goes, over more than one page.
      expect(await purgeExpiredEvents(handle, 1, { now: NOW + DAY })).toBe(3);
      for (const ws of [A, B, C]) expect(await seqsOf(handle.db, ws)).toEqual([]);
      expect(await purgedThrough(handle.db, A)).toBe(seqs[4]);
      expect(await purgedThrough(handle.db, B)).toBe(seqs[5]);
      expect(await purgedThrough(handle.db, C)).toBe(seqs.at(-1));
    });
  });
}
