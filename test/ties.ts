import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import { type IdPrefix, newId } from '../src/core/ids.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { type Client, clientFor, type Harness, startApp } from './harness.js';

/** Past this many records a page is read by ID first (core/collection.ts, DEEP_OFFSET). */
const DEEP = 1000;
const COPIES = DEEP + 100;
const PAGE = 40;
/** The values the copies share, three by three: each is held by a third of them. */
const STAMPS = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'];

export interface TieCase {
  /** The collection's path, `/tags`. */
  path: string;
  table: string;
  /** `order_by` field to the column holding a timestamp every copy shares with a third of the others. */
  fields: Record<string, string>;
  /** Makes the record the copies are made from, through HTTP. */
  make(c: Client): Promise<string>;
  /** Columns each copy must make unique (a tag's name, a user's e-mail). */
  vary?: (i: number) => Record<string, unknown>;
}

/**
 * Asserts that ties are ordered by ID, in the direction asked, in a way
 * that also fails on SQLite when the tie-breaker is missing. SQLite reads
 * a short page through a (workspace_id, field, id) index, which returns
 * ties in ID order whatever the ORDER BY says; so the collection here is
 * large (a page past DEEP is found by ID first, then sorted) and has fresh
 * statistics (as `pragma optimize` keeps in production), with which SQLite
 * reads those rows by ID and sorts them: there only the tie-breaker orders
 * ties. The copies are inserted in the reverse of their ID order, so that
 * no plan returns them in ID order by accident of insertion. On SQLite the
 * workspace has a database of its own, so that its size dominates the
 * statistics as a large customer's would.
 */
export async function expectTiesById(t: Harness, tie: TieCase): Promise<void> {
  const own = t.db.name === 'sqlite' ? await startApp(t.db) : null;
  const { app, handle } = own ?? t;
  try {
    const ws = await createWorkspaceWithOwner(handle.db, {
      name: 'Ties',
      ownerEmail: `ties-${newId('usr')}@example.com`,
      ownerName: 'Tie Owner',
    });
    const c = clientFor(app, handle, ws);
    const source = await tie.make(c);
    const db = handle.db as unknown as Kysely<any>;
    const row = await db.selectFrom(tie.table).selectAll().where('id', '=', source).executeTakeFirstOrThrow();
    const prefix = source.slice(0, source.indexOf('_')) as IdPrefix;
    const ids = Array.from({ length: COPIES }, () => newId(prefix));
    const copies = ids.map((id, i) => ({
      ...row,
      id,
      ...Object.fromEntries(Object.values(tie.fields).map((column) => [column, STAMPS[i % 3]])),
      ...tie.vary?.(i),
    }));
    copies.reverse();
    for (let i = 0; i < copies.length; i += 100)
      await db
        .insertInto(tie.table)
        .values(copies.slice(i, i + 100))
        .execute();
    await sql`analyze ${sql.table(tie.table)}`.execute(db);

    for (const [field, column] of Object.entries(tie.fields)) {
      const rows = await db
        .selectFrom(tie.table)
        .select(['id', `${column} as value`])
        .where('workspace_id', '=', ws.workspace.id)
        .execute();
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        // NULLs last in both directions (the source record has none set where the copies do).
        const expected = rows
          .sort((a, b) => {
            if (a.value === b.value) return sign * (a.id < b.id ? -1 : 1);
            if (a.value === null || b.value === null) return a.value === null ? 1 : -1;
            return sign * (a.value < b.value ? -1 : 1);
          })
          .map((r) => r.id);
        for (const offset of [0, DEEP]) {
          const res = await c.get(
            `${tie.path}?order_by=${field}:${direction}&limit=${PAGE}&offset=${offset}`,
          );
          expect(res.status).toBe(200);
          expect(
            res.body.data.map((r: { id: string }) => r.id),
            `${field}:${direction} at offset ${offset}`,
          ).toEqual(expected.slice(offset, offset + PAGE));
        }
      }
    }
  } finally {
    if (own) {
      await own.app.close();
      await own.handle.close();
    }
  }
}
