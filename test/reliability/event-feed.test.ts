import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { appendEvents, NO_ORIGIN } from '../../src/core/event-append.js';
import { createWorkspaceWithOwner } from '../../src/modules/workspaces/workspaces.setup.js';
import { type Client, clientFor, describeEachDatabase, startApp, testDatabases } from '../harness.js';

/**
 * The feed's promise (API.md section 8): a reader following `next_cursor`
 * while writes commit sees every event exactly once, in the feed's order.
 */

/** Follows the feed from `cursor` until it has nothing more; answers the events and the new cursor. */
async function readOn(c: Client, cursor: string) {
  const events: any[] = [];
  for (;;) {
    const res = await c.get(`/events?limit=7&after=${cursor}`);
    expect(res.status).toBe(200);
    events.push(...res.body.data);
    cursor = res.body.meta.next_cursor;
    if (!res.body.meta.has_more) return { events, cursor };
  }
}

/** Writers and a reader at once; the reader's events are compared with the whole feed read afterwards. */
async function writeWhileReading(writers: Client[], reader: Client, writesEach: number) {
  let done = false;
  const seen: any[] = [];
  const reading = (async () => {
    let cursor = '0';
    while (!done) {
      // A reader over the network leaves the event loop to others between reads.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const step = await readOn(reader, cursor);
      seen.push(...step.events);
      cursor = step.cursor;
    }
    seen.push(...(await readOn(reader, cursor)).events);
  })();
  await Promise.all(
    writers.map(async (writer, w) => {
      for (let i = 0; i < writesEach; i++) {
        // Writes of different sizes, so that they take different times.
        const res =
          i % 3 === 0
            ? await writer.post('/contacts', {
                full_name: `Writer ${w} ${i}`,
                emails: [`w${w}-${i}@example.com`, `w${w}-${i}b@example.com`],
                phone_numbers: [{ country_code: '+44', phone_number: '2079460000' }],
              })
            : await writer.post('/tags', { name: `w${w}-${i}` });
        expect(res.status).toBe(201);
      }
    }),
  );
  done = true;
  await reading;
  const all = (await readOn(reader, '0')).events;
  expect(all).toHaveLength(writers.length * writesEach);
  expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
}

describeEachDatabase('event feed under concurrent writes', (t) => {
  it('a reader following next_cursor sees every event exactly once', async () => {
    const c = await t.workspace();
    await writeWhileReading([c, c, c, c], c, 15);
  });
});

const pg = testDatabases().find((d) => d.name === 'postgres');

describe.runIf(pg)('event feed on two instances sharing one PostgreSQL database', () => {
  const instances: Awaited<ReturnType<typeof startApp>>[] = [];
  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.handle.close();
    }
  });

  async function twoClients() {
    for (let i = 0; i < 2; i++) instances.push(await startApp(pg!));
    const ws = await createWorkspaceWithOwner(instances[0].handle.db, {
      name: 'Feed race',
      ownerEmail: `feed-${Date.now()}@example.com`,
      ownerName: 'Owner',
    });
    return instances.map((i) => clientFor(i.app, i.handle, ws));
  }

  it('writers on both instances and a reader: every event exactly once', async () => {
    const [a, b] = await twoClients();
    await writeWhileReading([a, b, a, b], b, 15);
  });

  it('an event whose transaction commits late is never skipped by a reader that saw a later one', async () => {
    const [a, b] = await twoClients();
    const slowTag = (await a.post('/tags', { name: 'Slow' })).body.data;
    const start = (await b.get('/events')).body.meta.next_cursor;
    // A transaction appends an event and holds its commit back.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let appended!: () => void;
    const isAppended = new Promise<void>((resolve) => (appended = resolve));
    const slow = instances[0].handle.writer.transaction().execute(async (trx) => {
      await appendEvents(
        trx,
        a.workspace.id,
        [
          {
            type: 'tag.updated',
            resource: 'tag',
            resource_id: slowTag.id,
            data: slowTag,
            changed: [],
            previous: {},
          },
        ],
        NO_ORIGIN,
      );
      // A statement after them: on PostgreSQL the events of a write that
      // ends there wait for its commit and go alone (db/deferred-inserts.ts);
      // here they are in the database, uncommitted, as the transaction goes on.
      await sql`select 1`.execute(trx);
      appended();
      await held;
    });
    await isAppended;
    // Another write through the other instance, while the first is uncommitted.
    const fast = b.post('/tags', { name: 'Fast' });
    await new Promise((r) => setTimeout(r, 300));
    // A reader now must not be shown the later event without the earlier one.
    const early = await readOn(b, start);
    commit();
    await slow;
    expect((await fast).status).toBe(201);
    const late = await readOn(b, early.cursor);
    const seen = [...early.events, ...late.events].map((e) => e.resource_id);
    expect(seen).toEqual([slowTag.id, (await fast).body.data.id]);
  });
});
