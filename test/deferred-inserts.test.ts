import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrate } from '../src/db/connect.js';
import { DeferredInserts, markDeferrableInsert, markInsertCarrier } from '../src/db/deferred-inserts.js';
import { insertRows } from '../src/db/prepared.js';
import { savepoint } from '../src/db/savepoint.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { created, idsOf } from './factories.js';
import { freshPostgresDatabases } from './fresh-postgres.js';
import { appOn, testConfig, testDatabases } from './harness.js';

/**
 * PostgreSQL: the inserts of a write wait for the transaction's next
 * statement and go with it as one statement (db/deferred-inserts.ts). What
 * PostgreSQL receives is watched at pg's client, where each call is a round
 * trip.
 */
const postgres = testDatabases().find((d) => d.name === 'postgres');

/** The SQL texts that `fn` sent to PostgreSQL (pg's client, one call a round trip), in order. */
async function sentBy(fn: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    texts.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return texts;
}

describe.runIf(postgres)('inserts sent with the next statement [postgres]', () => {
  const fresh = freshPostgresDatabases(postgres?.url ?? '', 'crm_deferred');
  let handle: DbHandle;
  let url: string;
  let workspaceId: string;

  beforeAll(async () => {
    url = await fresh.create();
    handle = createDb(url);
    await migrate(handle);
    workspaceId = (
      await createWorkspaceWithOwner(handle.db, { name: 'W', ownerEmail: 'o@example.com', ownerName: 'O' })
    ).workspace.id;
  });
  afterAll(async () => {
    await handle?.close();
    await fresh.dropAll();
  });

  const tag = (id: string, name: string) => ({
    id,
    workspace_id: workspaceId,
    name,
    sort_name: name,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  const tagNames = async (ids: string[]) =>
    (await handle.db.selectFrom('tags').select('name').where('id', 'in', ids).orderBy('name').execute()).map(
      (r) => r.name,
    );

  it("a create's inserts reach PostgreSQL as one statement, every row in its place", async () => {
    const app = await appOn(handle, testConfig(url));
    try {
      const c = app.client(
        await createWorkspaceWithOwner(handle.db, { name: 'C', ownerEmail: 'c@example.com', ownerName: 'C' }),
      );
      const company = await created(c, '/companies', { name: 'Acme' });
      const tagA = await created(c, '/tags', { name: 'alpha' });
      let contact: { id: string } | undefined;
      const texts = await sentBy(async () => {
        contact = await created(c, '/contacts', {
          first_name: 'Ada',
          last_name: 'Lovelace',
          emails: ['ada@example.com', 'ada2@example.com'],
          tags: [tagA.id],
          companies: [company.id],
        });
      });
      const inserts = texts.filter((t) =>
        /insert into "(contacts|contact_emails|contact_tags|contact_companies|contacts_search)"/.test(t),
      );
      expect(inserts).toHaveLength(1);
      // Inside the statement of the write's events.
      expect(inserts[0]).toContain('insert into events');
      expect(texts.filter((t) => t.includes('insert into events'))).toHaveLength(1);
      for (const table of [
        'contacts',
        'contact_emails',
        'contact_tags',
        'contact_companies',
        'contacts_search',
      ])
        expect(inserts[0]).toContain(`insert into "${table}"`);
      const read = (await c.get(`/contacts/${contact!.id}?include=emails,tags,companies`)).body.data;
      expect(read.emails.map((e: { email: string }) => e.email)).toEqual([
        'ada@example.com',
        'ada2@example.com',
      ]);
      expect(read.tags.map((t: { tag: { name: string } }) => t.tag.name)).toEqual(['alpha']);
      expect(read.companies.map((t: { name: string }) => t.name)).toEqual(['Acme']);
      expect(idsOf(await c.get('/contacts?q=Lovelace'))).toEqual([contact!.id]);
    } finally {
      await app.close();
    }
  });

  it('an insert that fails fails the statement after it, with its own error, and the write keeps nothing', async () => {
    await handle.db.insertInto('tags').values(tag('tag_taken', 'taken')).execute();
    const write = handle.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'tags', [tag('tag_new1', 'new one')]);
      await trx.executeQuery(sql`select 1`.compile(trx));
      await insertRows(trx, 'tags', [tag('tag_taken', 'again')]);
      await sql`select 1`.execute(trx);
    });
    const error = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(handle.dialect.isUniqueViolation(error)).toBe(true);
    expect(await tagNames(['tag_new1', 'tag_taken'])).toEqual(['taken']);
  });

  it('waits only inside a transaction, and several inserts of one table go as several statements', async () => {
    const alone = await sentBy(() => insertRows(handle.db, 'tags', [tag('tag_alone', 'alone')]));
    expect(alone.filter((t) => t.includes('insert into "tags"'))).toHaveLength(1);
    expect(await tagNames(['tag_alone'])).toEqual(['alone']);
    const texts = await sentBy(() =>
      handle.db.transaction().execute(async (trx) => {
        await insertRows(trx, 'tags', [tag('tag_twice1', 'twice one')]);
        await insertRows(trx, 'tags', [tag('tag_twice2', 'twice two')]);
      }),
    );
    expect(texts.filter((t) => t.includes('insert into "tags"'))).toHaveLength(2);
    expect(await tagNames(['tag_twice1', 'tag_twice2'])).toEqual(['twice one', 'twice two']);
  });

  it('a rollback to a savepoint drops what waits since it; what came before it is kept', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'tags', [tag('tag_before', 'before')]);
      const step = await savepoint(trx);
      await insertRows(trx, 'tags', [tag('tag_taken', 'would fail')]);
      await step.rollback();
      await insertRows(trx, 'tags', [tag('tag_after', 'after')]);
    });
    expect(await tagNames(['tag_before', 'tag_after', 'tag_taken'])).toEqual(['after', 'before', 'taken']);
  });
});

describe('the waiting inserts of one connection', () => {
  const contacts = 'insert into "deferred_a" ("id", "name") values ($1, $2)';
  const emails = 'insert into "deferred_b" ("id", "contact_id") values ($1, $2), ($3, $4)';
  const events = 'insert into "deferred_events" ("id") values ($1)';
  const carrier = 'with lock as (select $1) insert into "deferred_events" ("id") select $2 from lock';
  markDeferrableInsert(contacts);
  markDeferrableInsert(emails);
  markDeferrableInsert(events);
  markInsertCarrier(carrier, ['deferred_events']);

  it('numbers the parameters of each part after those of the parts before it', () => {
    const waiting = new DeferredInserts();
    expect(waiting.before('begin')).toBeNull();
    expect(waiting.take(contacts, ['c1', 'Ada'])).toBe(true);
    expect(waiting.take(emails, ['e1', 'c1', 'e2', 'c1'])).toBe(true);
    expect(waiting.before('select 1')).toEqual({
      text:
        'with w0 as (insert into "deferred_a" ("id", "name") values ($1, $2)) ' +
        'insert into "deferred_b" ("id", "contact_id") values ($3, $4), ($5, $6)',
      values: ['c1', 'Ada', 'e1', 'c1', 'e2', 'c1'],
    });
    expect(waiting.before('select 2')).toBeNull();
  });

  it('puts them inside a carrier, after which nothing waits', () => {
    const waiting = new DeferredInserts();
    waiting.before('begin');
    waiting.take(contacts, ['c1', 'Ada']);
    expect(waiting.carry(carrier, ['lock', 'ev1'])).toEqual({
      text:
        'with w0 as (insert into "deferred_a" ("id", "name") values ($1, $2)), ' +
        'lock as (select $3) insert into "deferred_events" ("id") select $4 from lock',
      values: ['c1', 'Ada', 'lock', 'ev1'],
    });
    expect(waiting.before('commit')).toBeNull();
  });

  it('keeps an insert into a table the carrier writes out of it, and waits for nothing outside a transaction', () => {
    const waiting = new DeferredInserts();
    expect(waiting.take(contacts, ['c0', 'Out'])).toBe(false);
    waiting.before('begin');
    waiting.take(events, ['ev0']);
    expect(waiting.carry(carrier, ['lock', 'ev1'])).toBeNull();
    expect(waiting.before(carrier)).toEqual({ text: events, values: ['ev0'] });
    expect(waiting.before('commit')).toBeNull();
    expect(waiting.take(contacts, ['c2', 'After'])).toBe(false);
  });

  it('a rollback to a savepoint drops what waits; the transaction goes on', () => {
    const waiting = new DeferredInserts();
    waiting.before('begin');
    waiting.take(contacts, ['c1', 'Ada']);
    expect(waiting.before('rollback to "step"')).toBeNull();
    expect(waiting.before('select 1')).toBeNull();
    expect(waiting.take(contacts, ['c2', 'Bob'])).toBe(true);
    expect(waiting.before('rollback')).toBeNull();
    expect(waiting.take(contacts, ['c3', 'Cy'])).toBe(false);
  });
});
