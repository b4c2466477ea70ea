import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { seedWorkspace } from '../src/seed/seed.js';
import { type Client, describeEachDatabase, type Harness } from './harness.js';

/**
 * Collection reads at size: `meta.total` read from the counts the triggers
 * keep (exact through creates, deletes, direct inserts and cascades), and
 * pages far into a collection (found by ID first) equal to what ordering
 * every record gives.
 */
const COUNTED = [
  'contacts',
  'companies',
  'tags',
  'lists',
  'notes',
  'tasks',
  'custom_fields',
  'workspace_users',
];

async function keptCounts(t: Harness, workspaceId: string): Promise<Record<string, number>> {
  const rows = await sql<{
    collection: string;
    total: number;
  }>`select collection, sum(total) as total from collection_counts
    where workspace_id = ${workspaceId} group by collection`.execute(t.handle.db);
  // A collection emptied keeps rows that add up to 0.
  return Object.fromEntries(
    rows.rows.filter((r) => Number(r.total) !== 0).map((r) => [r.collection, Number(r.total)]),
  );
}

async function actualCounts(t: Harness, workspaceId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)} where workspace_id = ${workspaceId}`.execute(
      t.handle.db,
    );
    if (Number(rows[0].n) > 0) out[table] = Number(rows[0].n);
  }
  return out;
}

/** Every ID of a collection in the order `order_by` means: NULLs last, then id in the same direction. */
function ordered(rows: any[], key: string, dir: 'asc' | 'desc', fold = false) {
  const sign = dir === 'asc' ? 1 : -1;
  const value = (r: any) => (fold && r[key] !== null ? String(r[key]).toLowerCase() : r[key]);
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if ((x === null) !== (y === null)) return x === null ? 1 : -1;
      if (x !== y) return sign * (x < y ? -1 : 1);
      return sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    })
    .map((r) => r.id);
}

describeEachDatabase('collection reads at size', (t) => {
  let big: Client;
  async function seeded() {
    if (big) return big;
    big = await t.workspace();
    await seedWorkspace(t.handle, {
      workspaceId: big.workspace.id,
      contacts: 5200,
      companies: 50,
      tags: 10,
      seedValue: 'collections',
    });
    return big;
  }

  it('keeps every total exact through creates, deletes, direct inserts and the other workspace', async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    expect(await keptCounts(t, c.workspace.id)).toEqual(await actualCounts(t, c.workspace.id));

    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await c.post('/contacts', {
        first_name: `Count ${i}`,
        emails: [`count${i}@counts.example`],
      });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    await other.post('/contacts', { first_name: 'Elsewhere' });
    const tag = await c.post('/tags', { name: 'Counted', contacts: ids });
    expect(tag.status).toBe(201);
    expect((await c.get('/contacts')).body.meta).toEqual({ limit: 25, offset: 0, total: 3, has_more: false });
    expect((await other.get('/contacts')).body.meta.total).toBe(1);

    expect((await c.del(`/contacts/${ids[1]}`)).status).toBe(200);
    const page = await c.get('/contacts?limit=1');
    expect(page.body.meta).toEqual({ limit: 1, offset: 0, total: 2, has_more: true });
    expect((await c.get('/tags')).body.meta.total).toBe(1);
    expect((await c.del(`/tags/${tag.body.data.id}`)).status).toBe(200);
    expect((await c.get('/tags')).body.meta.total).toBe(0);

    // Creates and deletes racing each other (on PostgreSQL, on several connections).
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, i) => c.post('/contacts', { first_name: `Racer ${i}`, tags: [] })),
    );
    expect(racing.map((r) => r.status)).toEqual(Array(12).fill(201));
    const deleted = await Promise.all(racing.slice(0, 5).map((r) => c.del(`/contacts/${r.body.data.id}`)));
    expect(deleted.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await c.get('/contacts')).body.meta.total).toBe(9);
    await Promise.all(racing.slice(5).map((r) => c.del(`/contacts/${r.body.data.id}`)));
    expect((await c.get('/contacts')).body.meta.total).toBe(2);

    // A failed write changes no total.
    const refused = await c.post('/contacts', { first_name: 'Refused', tags: ['tag_missing'] });
    expect(refused.status).toBe(422);
    expect((await c.get('/contacts')).body.meta.total).toBe(2);

    await c.post('/lists', { name: 'Counted list', type: 'CONTACT' });
    await c.post('/lists', { name: 'Counted companies', type: 'COMPANY' });
    // A filter is counted, not read from the kept totals.
    expect((await c.get('/lists?type=CONTACT')).body.meta.total).toBe(1);
    expect((await c.get('/lists')).body.meta.total).toBe(2);
    expect(await keptCounts(t, c.workspace.id)).toEqual(await actualCounts(t, c.workspace.id));
    expect(await keptCounts(t, other.workspace.id)).toEqual(await actualCounts(t, other.workspace.id));
  });

  it('keeps totals of bulk loads and drops them with their workspace', async () => {
    const ws = await seeded();
    const kept = await keptCounts(t, ws.workspace.id);
    expect(kept).toEqual(await actualCounts(t, ws.workspace.id));
    expect(kept.contacts).toBe(5200);
    for (const [path, total] of [
      ['/contacts', 5200],
      ['/notes', 2600],
      ['/tasks', 1040],
      ['/companies', 50],
    ] as const) {
      expect((await ws.get(path)).body.meta.total, path).toBe(total);
    }

    const gone = await t.workspace();
    await seedWorkspace(t.handle, { workspaceId: gone.workspace.id, contacts: 20, companies: 2, tags: 2 });
    await t.handle.db.deleteFrom('workspaces').where('id', '=', gone.workspace.id).execute();
    expect(await keptCounts(t, gone.workspace.id)).toEqual({});
    expect(await keptCounts(t, ws.workspace.id)).toEqual(kept);
  });

  it('answers pages far into a collection exactly as ordering every record does', async () => {
    const ws = await seeded();
    const contacts = (
      await sql<any>`select id, sort_name, created_at, updated_at, last_team_interaction from contacts
        where workspace_id = ${ws.workspace.id}`.execute(t.handle.db)
    ).rows;
    for (const [field, key, fold] of [
      ['created_at', 'created_at', false],
      ['updated_at', 'updated_at', false],
      ['full_name', 'sort_name', true],
      ['last_team_interaction', 'last_team_interaction', false],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const all = ordered(contacts, key, dir, fold);
        for (const offset of [990, 1000, 5150, 5190]) {
          const res = await ws.get(`/contacts?order_by=${field}:${dir}&limit=25&offset=${offset}`);
          expect(res.status).toBe(200);
          expect(
            res.body.data.map((c: any) => c.id),
            `${field}:${dir} at ${offset}`,
          ).toEqual(all.slice(offset, offset + 25));
          expect(res.body.meta).toEqual({ limit: 25, offset, total: 5200, has_more: offset + 25 < 5200 });
        }
      }
    }
    // A nullable field, NULLs last both ways.
    const tasks = (
      await sql<any>`select id, due_date from tasks where workspace_id = ${ws.workspace.id}`.execute(
        t.handle.db,
      )
    ).rows;
    expect(tasks.some((x) => x.due_date === null)).toBe(true);
    for (const dir of ['asc', 'desc'] as const) {
      const all = ordered(tasks, 'due_date', dir);
      const res = await ws.get(`/tasks?order_by=due_date:${dir}&limit=100&offset=1000`);
      expect(res.body.data.map((x: any) => x.id)).toEqual(all.slice(1000, 1100));
      expect(res.body.meta.total).toBe(1040);
    }
  });
});
