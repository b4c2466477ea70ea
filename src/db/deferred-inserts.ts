/**
 * PostgreSQL: a write in as few round trips as its statements allow.
 *
 * A create wrote `begin`, read its companies and tags, inserted its record,
 * e-mails, links and search text (one insert per table), appended its
 * events and wrote `commit`: ten round trips, each waking a server backend
 * and costing this process about what a small query does. Now:
 *
 * - An insert whose answer nobody reads (`insertRows`, the search text's
 *   upsert: marked here when their SQL is compiled) waits, inside a
 *   transaction, for the transaction's next statement. The inserts waiting
 *   then go before it as one statement (`with w0 as (insert ...), w1 as
 *   (insert ...) insert ...`), or, when it is the write's events (a
 *   carrier, core/event-append.ts), inside it as its first parts.
 *   PostgreSQL runs the parts of one statement on one snapshot: none reads
 *   what another wrote, which these never do; foreign keys are checked at
 *   the end of the statement, when every part's rows are there.
 * - `begin` waits until a statement needs the transaction: anything but a
 *   plain read (a `select` that locks nothing). Such a read sent before
 *   `begin` reads what it would have read after it: under READ COMMITTED,
 *   every statement reads a snapshot of its own.
 * - The carrier waits too while `begin` does. If the commit comes next,
 *   the carrier (with the inserts inside) is sent alone, without `begin` or
 *   `commit`: one statement is a transaction of its own, committed (and
 *   synced) before PostgreSQL answers it, or not at all.
 *
 * A create is then its read and one statement. What the transaction sees is
 * unchanged: any other statement (a locking read, an update, a savepoint,
 * `commit`) sends `begin` and what waits before it, and a statement that
 * fails fails the call that sent it (the next statement's, or the
 * commit's), inside the same write, with its own error (a unique violation
 * stays one), and the write is rolled back whole. A `rollback` drops what
 * waits; so does a `rollback to` a savepoint, since everything waiting was
 * given after the newest savepoint (taking one sends it all). Outside a
 * transaction nothing waits. SQLite, where a statement costs no round trip,
 * runs each as it comes.
 */

/** Tables of the SQL texts whose results are never read, by text. */
const deferrable = new Map<string, string>();
/** Texts kept at most (each prepared query keeps up to 2,000 plans); past it, the oldest go first. */
const MAX_TEXTS = 5_000;

/** Statements (`with ...`) that take the waiting inserts into themselves as parts of their own, with the tables they write. */
const carriers = new Map<string, readonly string[]>();

/** PostgreSQL's limit of parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Marks a compiled insert whose result its caller never reads (no rows, no
 * count): inside a PostgreSQL transaction, it may wait for the next
 * statement. Only texts without literals (every value a parameter) are
 * taken, so that renumbering their parameters touches nothing else.
 */
export function markDeferrableInsert(sql: string): void {
  const table = /^insert into "([^"]+)"/.exec(sql)?.[1];
  if (table && !sql.includes("'") && !sql.includes('--') && !sql.includes('/*')) {
    if (deferrable.size >= MAX_TEXTS) deferrable.delete(deferrable.keys().next().value!);
    deferrable.set(sql, table);
  }
}

/**
 * Marks a statement that begins with `with`, has every value a parameter
 * and reads none of the tables the waiting inserts write (`writes`: the
 * tables it writes itself, which no insert it carries may), and whose
 * answer nobody reads: the inserts go inside it as its first parts instead
 * of as a statement before it (the events of a write, core/event-append.ts,
 * which follow its inserts).
 */
export function markInsertCarrier(sql: string, writes: readonly string[]): void {
  if (!/^with\s/i.test(sql) || sql.includes("'"))
    throw new Error('an insert carrier begins with WITH and has no literals');
  carriers.set(sql, writes);
}

export interface Statement {
  text: string;
  values: unknown[];
}

/** What to do with a statement the connection was given. */
export interface Plan {
  /** Sent first, in order; the first error among them is the caller's. */
  before: Statement[];
  /** Then the statement as it came, another in its place, or nothing: the caller gets `answer`. */
  then: 'as-is' | Statement | null;
  answer?: object;
}

const BEGIN: Statement = { text: 'begin', values: [] };
/** pg's answers to the statements that are not sent (yet): no rows, as theirs. */
const ANSWERS = {
  begin: Object.freeze({ command: 'BEGIN', rowCount: null, rows: [], fields: [] }),
  insert: Object.freeze({ command: 'INSERT', rowCount: 0, rows: [], fields: [] }),
  commit: Object.freeze({ command: 'COMMIT', rowCount: null, rows: [], fields: [] }),
  rollback: Object.freeze({ command: 'ROLLBACK', rowCount: null, rows: [], fields: [] }),
};
const held = (answer: object): Plan => ({ before: [], then: null, answer });
const asIs = (before: Statement[] = []): Plan => ({ before, then: 'as-is' });

/**
 * A read that may run before the transaction's `begin` is sent: a plain
 * `select` that locks nothing (no `for update` or `for share`, no function
 * of PostgreSQL's own `pg_...`: advisory locks, notifications, sleeps) and
 * calls nothing that writes. Under READ
 * COMMITTED (every transaction here) each statement reads its own snapshot,
 * inside a transaction or not, so it reads the same.
 */
function readsOnly(command: string, text: string): boolean {
  return (
    command.startsWith('select') &&
    !/\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\bpg_\w+\s*\(|set_config|nextval|setval|txid_/i.test(
      text,
    )
  );
}

/**
 * The statements of one connection's transaction that wait: its `begin`
 * (until a statement needs the transaction), the inserts whose results are
 * not read, and the write's events with the inserts inside them (until the
 * commit, when they go alone: one statement is a transaction of its own).
 */
export class DeferredStatements {
  #state: 'idle' | 'lazy' | 'open' = 'idle';
  /** The carrier, with the inserts before it inside, held while `begin` waits. */
  #held: Statement | null = null;
  #waiting: Statement[] = [];
  #tables = new Set<string>();
  #parameters = 0;

  /** What to send for `text` (`values`: null when the call is not pg's (text, values) form). */
  plan(text: string, values: unknown[] | null): Plan {
    const command = text.trimStart().slice(0, 24).toLowerCase();
    if (command.startsWith('begin') || command.startsWith('start transaction')) {
      this.#reset();
      this.#state = values && command === 'begin' ? 'lazy' : 'open';
      return this.#state === 'lazy' ? held(ANSWERS.begin) : asIs();
    }
    if (this.#state === 'idle') return asIs();
    if (command.startsWith('commit') || command === 'end') return this.#commit();
    if (command.startsWith('rollback')) {
      // `rollback to` a savepoint (the transaction is open: taking one opened
      // it) undoes everything since it, which includes all that waits.
      if (command.startsWith('rollback to')) {
        this.#dropWaiting();
        return asIs();
      }
      const sent = this.#state === 'open';
      this.#reset();
      return sent ? asIs() : held(ANSWERS.rollback);
    }
    if (values) {
      if (this.#take(text, values)) return held(ANSWERS.insert);
      const writes = carriers.get(text);
      if (
        writes &&
        !this.#held &&
        this.#parameters + values.length <= MAX_PARAMETERS &&
        !writes.some((table) => this.#tables.has(table))
      ) {
        const carried = this.#carried(text, values);
        if (this.#state === 'open') return { before: [], then: carried };
        this.#held = carried;
        return held(ANSWERS.insert);
      }
      if (this.#state === 'lazy' && !this.#held && !this.#waiting.length && readsOnly(command, text))
        return asIs();
    }
    return asIs(this.#open());
  }

  /** True when the insert `text` waits. */
  #take(text: string, values: unknown[]): boolean {
    const table = deferrable.get(text);
    if (table === undefined || this.#tables.has(table)) return false;
    if (this.#parameters + values.length > MAX_PARAMETERS) return false;
    this.#waiting.push({ text, values });
    this.#tables.add(table);
    this.#parameters += values.length;
    return true;
  }

  /** What makes the transaction begun and holding everything given so far: `begin`, the held statement, the waiting inserts. */
  #open(): Statement[] {
    const out: Statement[] = [];
    if (this.#state === 'lazy') {
      out.push(BEGIN);
      if (this.#held) out.push(this.#held);
      this.#held = null;
      this.#state = 'open';
    }
    const waiting = this.#combined();
    if (waiting) out.push(waiting);
    return out;
  }

  #commit(): Plan {
    if (this.#state === 'lazy') {
      // Nothing went in a transaction: what the write wrote is one statement
      // at most, which PostgreSQL commits alone (or none: nothing to commit).
      const parts = [this.#held, this.#combined()].filter((part) => part !== null);
      this.#reset();
      return parts.length <= 1
        ? { before: parts, then: null, answer: ANSWERS.commit }
        : asIs([BEGIN, ...parts]);
    }
    const before = this.#open();
    this.#reset();
    return asIs(before);
  }

  /** The carrier `text` with the waiting inserts inside it, as its first parts; nothing waits after. */
  #carried(text: string, values: unknown[]): Statement {
    if (!this.#waiting.length) return { text, values };
    const { parts, values: all } = this.#parts([
      ...this.#waiting,
      { text: text.replace(/^with\s+/i, ''), values },
    ]);
    this.#dropWaiting();
    const own = parts.pop()!;
    return { text: `with ${parts.map((part, i) => `w${i} as (${part})`).join(', ')}, ${own}`, values: all };
  }

  /** The waiting inserts as one statement (null when none wait), no longer waiting. */
  #combined(): Statement | null {
    const waiting = this.#waiting;
    if (!waiting.length) return null;
    this.#dropWaiting();
    if (waiting.length === 1) return waiting[0]!;
    const { parts, values } = this.#parts(waiting);
    const last = parts.pop()!;
    return { text: `with ${parts.map((part, i) => `w${i} as (${part})`).join(', ')} ${last}`, values };
  }

  /** The statements' texts, their parameters numbered after those of the ones before, and all values. */
  #parts(statements: readonly Statement[]): { parts: string[]; values: unknown[] } {
    const parts: string[] = [];
    const values: unknown[] = [];
    for (const statement of statements) {
      const offset = values.length;
      parts.push(
        offset
          ? statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)
          : statement.text,
      );
      values.push(...statement.values);
    }
    return { parts, values };
  }

  #reset(): void {
    this.#state = 'idle';
    this.#held = null;
    this.#dropWaiting();
  }

  #dropWaiting(): void {
    this.#waiting = [];
    this.#tables.clear();
    this.#parameters = 0;
  }
}
