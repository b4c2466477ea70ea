import { expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { lockRows } from '../src/db/locking.js';
import { insertWebhook } from '../src/modules/webhooks/webhooks.queries.js';
import { describeEachDatabase } from './harness.js';

/**
 * db/locking.ts lockRows: the one place that turns a select into a row lock
 * (PostgreSQL `FOR UPDATE`, with `skipHeld` `FOR UPDATE SKIP LOCKED`); the
 * webhook delivery engine takes its claims and dispatches through it. SQLite
 * runs one write at a time: the select is left as it is.
 */
describeEachDatabase('row locks', (t) => {
  it('holds the rows a select reads until the commit; skipHeld passes over rows another transaction holds', async () => {
    const c = await t.workspace();
    const { id } = await insertWebhook(t.handle.db, c.workspace.id, {
      url: 'https://hooks.example.com/a',
      event_types: ['*'],
      description: '',
      enabled: true,
    });
    const read = (db: Database, skipHeld: boolean) =>
      db
        .selectFrom('webhooks')
        .select('id')
        .where('id', '=', id)
        .$call(lockRows(db, { skipHeld }))
        .executeTakeFirst();
    if (t.db.name === 'sqlite') {
      expect(await read(t.handle.db, true)).toEqual({ id });
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.handle.db.transaction().execute(async (trx) => {
      expect(await read(trx, false)).toEqual({ id });
      locked();
      await held;
    });
    await isLocked;
    // Held by the first transaction: passed over at once, or waited for until its commit.
    expect(await t.handle.db.transaction().execute((trx) => read(trx, true))).toBeUndefined();
    let waited = false;
    const waiting = t.handle.db.transaction().execute(async (trx) => {
      const row = await read(trx, false);
      waited = true;
      return row;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waited).toBe(false);
    release();
    await holder;
    expect(await waiting).toEqual({ id });
  });
});
