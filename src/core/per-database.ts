/**
 * A value attached to a database handle while a function runs through it:
 * how a write's change set (core/changes.ts) and the bound of its event
 * reads (core/links.ts) reach the code it calls, which is always given that
 * handle. The handle is a write's own transaction (PostgreSQL) or its commit
 * group's connection (SQLite), on which writes run one at a time, so no
 * other work goes through it meanwhile. Not an AsyncLocalStorage: once one
 * has run, every promise of the process pays Node's promise hooks, reads
 * included (4% of a create's CPU, bench/RESULTS.md).
 */
export class PerDatabase<T> {
  private readonly values = new WeakMap<object, T>();

  get(db: object): T | undefined {
    return this.values.get(db);
  }

  /** Runs `run` with `value` attached to `db`; a value attached before (a nested run) is restored after. */
  async with<R>(db: object, value: T, run: () => Promise<R>): Promise<R> {
    const outer = this.values.get(db);
    this.values.set(db, value);
    try {
      return await run();
    } finally {
      if (outer === undefined) this.values.delete(db);
      else this.values.set(db, outer);
    }
  }
}
