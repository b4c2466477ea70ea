import { expect, it } from 'vitest';
import { created } from './factories.js';
import { type Client, countQueries, describeEachDatabase } from './harness.js';

/**
 * What keeping a restore's needs costs a delete (API.md section 12): a
 * fixed number of statements, whatever the record holds (its e-mails,
 * phones, values and links are read one statement per table, not one per
 * row). TRASH_COST=1 prints the statements and timings of creates, deletes
 * and batches (bench/RESULTS.md compares them with the commit before the
 * trash).
 */
describeEachDatabase('trash cost', (t) => {
  async function contactWith(c: Client, tags: string[], n: number) {
    return (
      await created(c, '/contacts', {
        first_name: 'Cost',
        last_name: `${n}`,
        emails: Array.from({ length: n }, (_, i) => `c${n}-${i}@example.com`),
        phone_numbers: Array.from({ length: n }, (_, i) => ({
          country_code: '+1',
          phone_number: `55501${n}${i}`,
        })),
        tags: tags.slice(0, n),
      })
    ).id as string;
  }

  it('a contact delete runs as many statements with 1 e-mail, phone and tag as with 20', async () => {
    const c = await t.workspace();
    const tags: string[] = [];
    for (let i = 0; i < 20; i++) tags.push((await created(c, '/tags', { name: `T${i}` })).id);
    // A first delete of the workspace does what only a first does (its kept count, its feed's first row).
    expect((await c.del(`/contacts/${await contactWith(c, tags, 0)}`)).status).toBe(200);
    const small = await contactWith(c, tags, 1);
    const large = await contactWith(c, tags, 20);
    const one = await countQueries(() => c.del(`/contacts/${small}`));
    const many = await countQueries(() => c.del(`/contacts/${large}`));
    expect(one.result.status).toBe(200);
    expect(many.result.status).toBe(200);
    expect(many.queries).toBe(one.queries);

    if (process.env.TRASH_COST) {
      const rounds = Number(process.env.TRASH_COST_ROUNDS ?? 200);
      const ids: string[] = [];
      let start = performance.now();
      for (let i = 0; i < rounds; i++) ids.push(await contactWith(c, tags, 2));
      const createMs = (performance.now() - start) / rounds;
      start = performance.now();
      for (let b = 0; b < 5; b++) {
        const res = await c.post('/contacts/batch', {
          records: Array.from({ length: 100 }, (_, k) => ({
            first_name: 'Batch',
            last_name: `${b}-${k}`,
            tags: [tags[k % 20]],
          })),
        });
        expect(res.status).toBe(200);
      }
      const batchMs = (performance.now() - start) / 5;
      const counted = await countQueries(() => c.del(`/contacts/${ids.pop()}`));
      const oneCreate = await countQueries(() => contactWith(c, tags, 2));
      const oneBatch = await countQueries(() =>
        c.post('/contacts/batch', {
          records: Array.from({ length: 100 }, (_, k) => ({
            first_name: 'Counted',
            last_name: `${k}`,
            tags: [tags[k % 20]],
          })),
        }),
      );
      start = performance.now();
      for (const id of ids) await c.del(`/contacts/${id}`);
      const deleteMs = (performance.now() - start) / ids.length;
      console.log(
        `[${t.db.name}] statements per contact delete: ${counted.queries}, create: ${oneCreate.queries}, ` +
          `batch of 100: ${oneBatch.queries}; ` +
          `create ${createMs.toFixed(2)} ms, batch of 100 ${batchMs.toFixed(1)} ms, delete ${deleteMs.toFixed(2)} ms`,
      );
    }
  }, 300_000);

  it("an undo of a run's deletes restores them in as many statements for 40 records as for 10", async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Run' });
    /** An undo of a run that deleted `n` tagged contacts, one request each under one request ID: its statements. */
    async function undoOfDeletes(n: number, requestId: string) {
      const res = await c.post('/contacts/batch', {
        records: Array.from({ length: n }, (_, i) => ({
          first_name: `U${i}`,
          emails: [`u${i}-${requestId}@example.com`],
          tags: [tag.id],
        })),
      });
      expect(res.status).toBe(200);
      for (const { id } of res.body.data as { id: string }[])
        expect(
          (await c.request('DELETE', `/contacts/${id}`, undefined, { 'x-request-id': requestId })).status,
        ).toBe(200);
      const counted = await countQueries(() => c.post('/undo', { request_id: requestId }));
      expect(counted.result.status).toBe(200);
      expect(counted.result.body.meta.reverted).toBe(2 * n);
      expect((await c.get('/contacts?limit=1')).body.meta.total).toBeGreaterThanOrEqual(n);
      return counted.queries;
    }
    await undoOfDeletes(2, 'warm-up');
    const ten = await undoOfDeletes(10, 'run-10');
    const forty = await undoOfDeletes(40, 'run-40');
    if (process.env.TRASH_COST)
      console.log(`[${t.db.name}] statements of an undo of 10 deletes: ${ten}, of 40: ${forty}`);
    expect(forty).toBe(ten);
  }, 120_000);
});
