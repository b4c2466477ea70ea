import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrate } from '../src/db/connect.js';
import { DeferredStatements, markDeferrableInsert, markInsertCarrier } from '../src/db/deferred-inserts.js';
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
      // Inside the statement of the write's events, sent alone: no begin, no commit.
      expect(inserts[0]).toContain('insert into events');
      expect(texts.filter((t) => ['begin', 'commit'].includes(t))).toEqual([]);
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

  it('a write whose one statement fails at the commit fails, keeps nothing, and the connection serves the next', async () => {
    const texts = await sentBy(async () => {
      const write = handle.db.transaction().execute(async (trx) => {
        await insertRows(trx, 'tags', [tag('tag_taken', 'taken twice')]);
      });
      expect(
        handle.dialect.isUniqueViolation(
          await write.then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      ).toBe(true);
    });
    expect(texts.filter((t) => t === 'begin' || t === 'commit')).toEqual([]);
    await handle.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'tags', [tag('tag_next', 'next')]);
      // A read in the transaction sees what it inserted.
      expect(await trx.selectFrom('tags').select('name').where('id', '=', 'tag_next').execute()).toEqual([
        { name: 'next' },
      ]);
    });
    expect(await tagNames(['tag_taken', 'tag_next'])).toEqual(['next', 'taken']);
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

describe('the waiting statements of one connection', () => {
  const contacts = 'insert into "deferred_a" ("id", "name") values ($1, $2)';
  const emails = 'insert into "deferred_b" ("id", "contact_id") values ($1, $2), ($3, $4)';
  const events = 'insert into "deferred_events" ("id") values ($1)';
  const carrier = 'with lock as (select $1) insert into "deferred_events" ("id") select $2 from lock';
  markDeferrableInsert(contacts);
  markDeferrableInsert(emails);
  markDeferrableInsert(events);
  markInsertCarrier(carrier, ['deferred_events']);
  const begin = { text: 'begin', values: [] };
  const waits = { before: [], then: null, answer: expect.anything() };
  const asIs = (...before: unknown[]) => ({ before, then: 'as-is' });

  it('numbers the parameters of each part after those of the parts before it', () => {
    const d = new DeferredStatements();
    expect(d.plan('begin', [])).toEqual(waits);
    expect(d.plan(contacts, ['c1', 'Ada'])).toEqual(waits);
    expect(d.plan(emails, ['e1', 'c1', 'e2', 'c1'])).toEqual(waits);
    expect(d.plan('select 1', [])).toEqual(
      asIs(begin, {
        text:
          'with w0 as (insert into "deferred_a" ("id", "name") values ($1, $2)) ' +
          'insert into "deferred_b" ("id", "contact_id") values ($3, $4), ($5, $6)',
        values: ['c1', 'Ada', 'e1', 'c1', 'e2', 'c1'],
      }),
    );
    expect(d.plan('select 2', [])).toEqual(asIs());
    expect(d.plan('commit', [])).toEqual(asIs());
  });

  it('sends a plain read before begin; a locking read, an update or a savepoint opens the transaction first', () => {
    for (const opener of [
      'select "id" from "t" where "id" = $1 for update',
      'select "id" from "t" for no key update',
      'select pg_advisory_xact_lock(1)',
      'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked',
      'update "t" set "a" = $1',
      'savepoint "step"',
      'with x as (delete from "t") select 1',
    ]) {
      const d = new DeferredStatements();
      d.plan('begin', []);
      expect(d.plan('select "id" from "t" where "id" = $1', ['x'])).toEqual(asIs());
      expect(d.plan(opener, []), opener).toEqual(asIs(begin));
      expect(d.plan('commit', [])).toEqual(asIs());
    }
  });

  it('a write of one statement goes alone at the commit, with the inserts inside the carrier', () => {
    const d = new DeferredStatements();
    d.plan('begin', []);
    expect(d.plan('select 1', [])).toEqual(asIs());
    d.plan(contacts, ['c1', 'Ada']);
    expect(d.plan(carrier, ['lock', 'ev1'])).toEqual(waits);
    expect(d.plan('commit', [])).toEqual({
      before: [
        {
          text:
            'with w0 as (insert into "deferred_a" ("id", "name") values ($1, $2)), ' +
            'lock as (select $3) insert into "deferred_events" ("id") select $4 from lock',
          values: ['c1', 'Ada', 'lock', 'ev1'],
        },
      ],
      then: null,
      answer: expect.objectContaining({ command: 'COMMIT' }),
    });
    // The transaction is over: nothing waits.
    expect(d.plan(contacts, ['c2', 'Bob'])).toEqual(asIs());
  });

  it('in an open transaction the carrier takes the inserts at once', () => {
    const d = new DeferredStatements();
    d.plan('begin', []);
    d.plan('update "t" set "a" = $1', [1]);
    d.plan(contacts, ['c1', 'Ada']);
    expect(d.plan(carrier, ['lock', 'ev1'])).toEqual({
      before: [],
      then: expect.objectContaining({ values: ['c1', 'Ada', 'lock', 'ev1'] }),
    });
    expect(d.plan('commit', [])).toEqual(asIs());
  });

  it('a statement after the held carrier opens the transaction with it; so does an insert after it at the commit', () => {
    const d = new DeferredStatements();
    d.plan('begin', []);
    d.plan(carrier, ['lock', 'ev1']);
    expect(d.plan('select 1', [])).toEqual(asIs(begin, { text: carrier, values: ['lock', 'ev1'] }));
    d.plan('commit', []);
    d.plan('begin', []);
    d.plan(carrier, ['lock', 'ev2']);
    d.plan(contacts, ['c1', 'Ada']);
    expect(d.plan('commit', [])).toEqual(
      asIs(begin, { text: carrier, values: ['lock', 'ev2'] }, { text: contacts, values: ['c1', 'Ada'] }),
    );
  });

  it('keeps an insert into a table the carrier writes out of it, and holds nothing outside a transaction', () => {
    const d = new DeferredStatements();
    expect(d.plan(contacts, ['c0', 'Out'])).toEqual(asIs());
    expect(d.plan('select 1', [])).toEqual(asIs());
    d.plan('begin', []);
    d.plan(events, ['ev0']);
    expect(d.plan(carrier, ['lock', 'ev1'])).toEqual(asIs(begin, { text: events, values: ['ev0'] }));
    expect(d.plan('commit', [])).toEqual(asIs());
    expect(d.plan(contacts, ['c2', 'After'])).toEqual(asIs());
  });

  it('a rollback drops what waits, sent only if begin was; a rollback to a savepoint keeps the transaction', () => {
    const d = new DeferredStatements();
    d.plan('begin', []);
    d.plan(contacts, ['c1', 'Ada']);
    expect(d.plan('rollback', [])).toEqual({ before: [], then: null, answer: expect.anything() });
    d.plan('begin', []);
    d.plan('savepoint "step"', []);
    d.plan(contacts, ['c1', 'Ada']);
    expect(d.plan('rollback to "step"', [])).toEqual(asIs());
    expect(d.plan('select 1', [])).toEqual(asIs());
    expect(d.plan(contacts, ['c2', 'Bob'])).toEqual(waits);
    expect(d.plan('rollback', [])).toEqual(asIs());
    expect(d.plan(contacts, ['c3', 'Cy'])).toEqual(asIs());
  });

  it('a transaction begun with an isolation level, or by a call of another form, begins at once', () => {
    const d = new DeferredStatements();
    expect(d.plan('start transaction isolation level serializable', [])).toEqual(asIs());
    expect(d.plan(contacts, ['c1', 'Ada'])).toEqual(waits);
    expect(d.plan('select 1', [])).toEqual(asIs({ text: contacts, values: ['c1', 'Ada'] }));
    expect(d.plan('commit', [])).toEqual(asIs());
    expect(d.plan('begin', null)).toEqual(asIs());
  });
});
