/**
 * PostgreSQL: the inserts of a write sent as one statement.
 *
 * A create writes its record, its e-mails, its links and its search text:
 * one insert per table, each a round trip that wakes a server backend to
 * parse, bind and answer it, and each costs as much CPU in this process (the
 * protocol's messages) as a small query. An insert whose answer nobody
 * reads (`insertRows`, the search text's upsert: marked here when their SQL
 * is compiled) waits instead, inside a transaction, until the next statement
 * of that transaction; the inserts waiting then go first, as one statement
 * (`with w0 as (insert ...), w1 as (insert ...) insert ...`), on the same
 * connection, in order, before that statement; or, when that statement is
 * the write's events (a carrier, core/event-append.ts), inside it as its
 * first parts, so that a create is `begin`, its reads, one statement and
 * `commit`. PostgreSQL runs the parts of
 * one statement on one snapshot: none of them reads what another wrote,
 * which these inserts never do; the foreign keys are checked at the end of
 * the statement, when every part's rows are there.
 *
 * What the transaction sees is unchanged: any statement (a read, an update,
 * a savepoint, `commit`) sends the waiting inserts before it, and an insert
 * that fails fails that statement, inside the same write, with the insert's
 * own error (a unique violation stays one). A `rollback` or a `rollback to`
 * a savepoint drops what waits: every insert waiting was made after the
 * newest savepoint (taking one sends them), so it would be undone anyway.
 * Outside a transaction nothing waits. SQLite, where a statement costs no
 * round trip, runs each insert as it comes.
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
 * tables it writes itself, which no insert it carries may): the inserts go
 * inside it as its first parts instead of as a statement before it (the
 * events of a write, core/event-append.ts, which follow its inserts).
 */
export function markInsertCarrier(sql: string, writes: readonly string[]): void {
  if (!/^with\s/i.test(sql) || sql.includes("'"))
    throw new Error('an insert carrier begins with WITH and has no literals');
  carriers.set(sql, writes);
}

interface Statement {
  text: string;
  values: unknown[];
}

/** The inserts waiting on one connection, and whether it is in a transaction. */
export class DeferredInserts {
  #waiting: Statement[] = [];
  #tables = new Set<string>();
  #parameters = 0;
  #inTransaction = false;

  /** True when `text` waits (the caller answers for it at once); false when it must be sent now. */
  take(text: string, values: unknown[]): boolean {
    if (!this.#inTransaction) return false;
    const table = deferrable.get(text);
    if (table === undefined || this.#tables.has(table)) return false;
    if (this.#parameters + values.length > MAX_PARAMETERS) return false;
    this.#waiting.push({ text, values });
    this.#tables.add(table);
    this.#parameters += values.length;
    return true;
  }

  /**
   * What must be sent before `text` (which is not waiting): the waiting
   * inserts as one statement, or null. Follows the transaction's bounds.
   */
  before(text: string): Statement | null {
    const command = text.trimStart().slice(0, 20).toLowerCase();
    if (command.startsWith('begin') || command.startsWith('start transaction')) {
      this.#drop();
      this.#inTransaction = true;
      return null;
    }
    if (command.startsWith('rollback')) {
      // `rollback` ends the transaction; `rollback to` a savepoint undoes
      // everything since it, which includes all that waits.
      if (!command.startsWith('rollback to')) this.#inTransaction = false;
      this.#drop();
      return null;
    }
    const waiting = this.#combined();
    if (command.startsWith('commit') || command.startsWith('end')) this.#inTransaction = false;
    return waiting;
  }

  /** `text` with the waiting inserts inside it (a carrier), or null: it is sent as it is. */
  carry(text: string, values: unknown[]): Statement | null {
    const writes = carriers.get(text);
    // An insert into a table the carrier writes too goes before it, as its own statement.
    if (!this.#waiting.length || !writes || writes.some((table) => this.#tables.has(table))) return null;
    if (this.#parameters + values.length > MAX_PARAMETERS) return null;
    const { parts, values: all } = this.#parts([
      ...this.#waiting,
      { text: text.replace(/^with\s+/i, ''), values },
    ]);
    this.#drop();
    const own = parts.pop()!;
    return { text: `with ${parts.map((part, i) => `w${i} as (${part})`).join(', ')}, ${own}`, values: all };
  }

  /** The waiting inserts as one statement (null when none wait), no longer waiting. */
  #combined(): Statement | null {
    const waiting = this.#waiting;
    if (!waiting.length) return null;
    this.#drop();
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

  #drop(): void {
    this.#waiting = [];
    this.#tables.clear();
    this.#parameters = 0;
  }
}

/** pg's answer to an insert that waits: no rows, as such an insert answers. */
export const WAITING_INSERT_RESULT = Object.freeze({ command: 'INSERT', rowCount: 0, rows: [], fields: [] });
