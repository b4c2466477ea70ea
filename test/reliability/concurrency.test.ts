import { expect, it } from 'vitest';
import { KINDS, type Pools, seeded } from '../../scripts/crash/workload.js';
import { makeCompany, makeContact, makeTag } from '../factories.js';
import { type Client, describeEachDatabase, expectError, type Harness, type Response } from '../harness.js';

/**
 * Requests racing each other: a unique name goes to exactly one of them, and
 * concurrent replacements of one record's relations end in exactly one of
 * the sets sent, with the `updated_at` of the last write.
 */
async function pools(t: Harness, c: Client): Promise<Pools> {
  const out: Pools = { contacts: [], tags: [], companies: [] };
  for (let i = 0; i < 12; i++) out.contacts.push(await makeContact(t, c, `Race${i}`, 'Contact'));
  for (let i = 0; i < 8; i++) out.tags.push(await makeTag(t, c, `race-tag-${i}`));
  for (let i = 0; i < 6; i++) out.companies.push(await makeCompany(t, c, `Race Company ${i}`));
  return out;
}

describeEachDatabase('concurrent writes', (t) => {
  it('two creates of one tag name at once: exactly one 201 and one 409 naming the winner', async () => {
    const c = await t.workspace();
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all([
        c.post('/tags', { name: `Hot ${round}` }),
        c.post('/tags', { name: `HOT ${round}` }),
      ]);
      const won = responses.filter((r) => r.status === 201);
      const lost = responses.filter((r) => r.status !== 201);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const err = expectError(lost[0], 409, 'conflict');
      expect(err.details).toEqual([
        { path: '/body/name', message: expect.any(String), existing_id: won[0].body.data.id },
      ]);
    }
    const all = await c.get('/tags?limit=100');
    expect(all.body.meta.total).toBe(5);
  });

  it('many creates of one name at once: one 201, the rest 409, one row', async () => {
    const c = await t.workspace();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => c.post('/tags', { name: i % 2 ? 'crowded' : 'Crowded' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.status === 201)!.body.data.id;
    for (const r of responses.filter((x) => x.status === 409))
      expect(expectError(r, 409, 'conflict').details[0].existing_id).toBe(winner);
    expect((await c.get('/tags')).body.data.map((x: any) => x.id)).toEqual([winner]);
  });

  it('creates of one custom-field name at once: one 201, the rest 409 naming the winner', async () => {
    const c = await t.workspace();
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          c.post('/custom-fields', {
            name: i % 2 ? `Stage ${round}` : `STAGE ${round}`,
            field_type: 'SINGLE_LINE_TEXT',
            entity_type: 'CONTACT',
          }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const winner = responses.find((r) => r.status === 201)!.body.data.id;
      for (const r of responses.filter((x) => x.status === 409))
        expect(expectError(r, 409, 'conflict').details).toEqual([
          { path: '/body/name', message: expect.any(String), existing_id: winner },
        ]);
    }
    expect((await c.get('/custom-fields')).body.meta.total).toBe(3);
  });

  it('two renames to one free name at once: one wins, the other is 409 and keeps its name', async () => {
    const c = await t.workspace();
    const [a, b] = [
      (await c.post('/tags', { name: 'first' })).body.data,
      (await c.post('/tags', { name: 'second' })).body.data,
    ];
    const responses = await Promise.all([
      c.put(`/tags/${a.id}`, { name: 'Taken' }),
      c.put(`/tags/${b.id}`, { name: 'taken' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const names = (await c.get('/tags?order_by=created_at:asc')).body.data.map((x: any) => x.name);
    expect(names.filter((n: string) => n.toLowerCase() === 'taken')).toHaveLength(1);
    expect(names).toHaveLength(2);
  });

  for (const kind of KINDS) {
    it(`concurrent PUTs of ${kind.path.slice(1)} relations end in exactly one sent set, and updated_at never goes back`, async () => {
      const c = await t.workspace();
      const pool = await pools(t, c);
      const random = seeded(7);
      const created = await c.post(kind.path, kind.create('racer', random, pool));
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      let lastUpdatedAt: string = created.body.data.updated_at;
      for (let round = 1; round <= 3; round++) {
        const bodies = Array.from({ length: 5 }, (_, i) =>
          kind.update('racer', round * 10 + i, random, pool),
        );
        const responses: Response[] = await Promise.all(bodies.map((b) => c.put(`${kind.path}/${id}`, b)));
        const sent = bodies.map((b) => kind.expected(b));
        responses.forEach((r, i) => {
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          // Each response shows its own write, whole.
          expect(kind.project(r.body.data)).toBe(sent[i]);
          expect(r.body.data.updated_at >= lastUpdatedAt).toBe(true);
        });
        const final = (await c.get(`${kind.path}/${id}?include=${kind.include}`)).body.data;
        const state = kind.project(final);
        expect(sent).toContain(state);
        // The record holds the last write: the greatest updated_at any response showed.
        const latest = responses
          .map((r) => r.body.data.updated_at as string)
          .sort()
          .at(-1)!;
        expect(final.updated_at).toBe(latest);
        const lastWrites = responses
          .filter((r) => r.body.data.updated_at === latest)
          .map((r) => kind.project(r.body.data));
        expect(lastWrites).toContain(state);
        lastUpdatedAt = latest;
      }
    });
  }
});
