import { expect, it } from 'vitest';
import { type Client, describeEachDatabase, type Harness } from './harness.js';

/**
 * The memory of answers (core/answers.ts, API.md section 10) keeps each
 * answer per workspace: two workspaces asking the same URL under the same
 * change mark each get their own records and ETag, from memory or not, one
 * after the other or at once, and one's ETag never gets the other a 304.
 */

/** The workspace's answer mark (PostgreSQL; SQLite's mark is the database's, the same for all). */
async function markOf(t: Harness, c: Client) {
  const row = await t.handle.db
    .selectFrom('answer_marks')
    .select('mark')
    .where('workspace_id', '=', c.workspace.id)
    .executeTakeFirst();
  return Number(row?.mark ?? 0);
}

describeEachDatabase('answers kept per workspace', (t) => {
  /** Two workspaces with one tag and one contact each, made by the same writes (so the same marks). */
  async function twoWorkspaces() {
    const a = await t.workspace();
    const b = await t.workspace();
    for (const [c, name] of [
      [a, 'Alpha'],
      [b, 'Beta'],
    ] as const) {
      expect((await c.post('/tags', { name })).status).toBe(201);
      expect((await c.post('/contacts', { full_name: `${name} Person` })).status).toBe(201);
    }
    // The same mark for both: only the workspace tells their answers apart.
    if (t.db.name === 'postgres') expect(await markOf(t, a)).toBe(await markOf(t, b));
    return { a, b };
  }

  it('answers the same URL to two workspaces with their own records and ETags, one after the other', async () => {
    const { a, b } = await twoWorkspaces();
    for (const path of ['/tags', '/contacts?include=tags', '/contacts?order_by=full_name']) {
      const first = await a.get(path);
      // Kept: A's next read is answered from memory (the same ETag, 304 when named).
      expect((await a.get(path, { 'if-none-match': String(first.headers.etag) })).status, path).toBe(304);
      const second = await b.get(path);
      expect(second.status, path).toBe(200);
      expect(second.headers.etag, path).not.toBe(first.headers.etag);
      // A's ETag is not B's answer: B gets its records, never a 304.
      const named = await b.get(path, { 'if-none-match': String(first.headers.etag) });
      expect(named.status, path).toBe(200);
      expect(named.headers.etag, path).toBe(second.headers.etag);
      const names = (res: typeof first) => res.body.data.map((r: any) => r.name ?? r.full_name);
      expect(names(first), path).toEqual([path === '/tags' ? 'Alpha' : 'Alpha Person']);
      expect(names(second), path).toEqual([path === '/tags' ? 'Beta' : 'Beta Person']);
      expect(names(named), path).toEqual(names(second));
      // And B's answer, now kept too, is not A's.
      expect((await a.get(path)).headers.etag, path).toBe(first.headers.etag);
    }
  });

  it('answers the same URL to two workspaces asking at once with their own records', async () => {
    const { a, b } = await twoWorkspaces();
    const path = '/tags?order_by=name';
    const answers = await Promise.all([a.get(path), b.get(path), a.get(path), b.get(path)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((res) => res.body.data.map((tag: any) => tag.name))).toEqual([
      ['Alpha'],
      ['Beta'],
      ['Alpha'],
      ['Beta'],
    ]);
    expect(answers[0].headers.etag).not.toBe(answers[1].headers.etag);
  });
});
