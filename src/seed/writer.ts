import { advanceAnswerMark } from '../core/answers.js';
import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { DB } from '../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;
export type Row<T extends keyof DB> = Insertable<DB[T]>;

/**
 * Bound parameters allowed in one statement: SQLite's limit since 3.32 and
 * the 16-bit count of PostgreSQL's wire protocol.
 */
const MAX_PARAMETERS: Record<DialectName, number> = { sqlite: 32766, postgres: 65535 };
/**
 * Rows per statement. SQLite runs in-process, so a statement saves no round
 * trip, and rows bound 64 at a time load a quarter faster than 1,000 at a
 * time (measured on contacts: 8.1 against 12.6 µs a row); for
 * PostgreSQL every statement is a round trip, and longer ones pay off up to
 * about 1,000 rows.
 */
const MAX_ROWS: Record<DialectName, number> = { sqlite: 64, postgres: 1000 };

/**
 * Multi-row inserts for bulk loading. Kysely's builder compiles a statement
 * node by node, which costs more than the insert itself at this volume; here
 * the SQL of a full batch is built once per table and row count and run
 * through Kysely's own connection (and, on SQLite, its prepared-statement
 * cache). Rows are typed by their table, so every column is checked.
 */
export class BatchInserter {
  private readonly sqlCache = new Map<string, string>();
  private readonly maxParameters: number;
  private readonly maxRows: number;
  private readonly postgres: boolean;

  constructor(dialect: DialectName) {
    this.maxParameters = MAX_PARAMETERS[dialect];
    this.maxRows = MAX_ROWS[dialect];
    this.postgres = dialect === 'postgres';
  }

  /**
   * Inserts `rows` (all with the same keys), in order, in statements within
   * the parameter limit. A short tail is split into power-of-two counts so
   * that a handful of statements per table covers every batch size (and each
   * is prepared once).
   */
  async insert<T extends keyof DB & string>(db: Db, table: T, rows: readonly Row<T>[]): Promise<void> {
    for (const { sql, parameters } of this.statements(table, rows))
      await db.executeQuery(CompiledQuery.raw(sql, parameters));
  }

  /** The statements that insert `rows` (all with the same keys), in order. */
  *statements(table: string, rows: readonly object[]): Generator<{ sql: string; parameters: unknown[] }> {
    if (!rows.length) return;
    const columns = Object.keys(rows[0]);
    const full = Math.max(1, Math.min(this.maxRows, Math.floor(this.maxParameters / columns.length)));
    let start = 0;
    while (start < rows.length) {
      const left = rows.length - start;
      const count = left >= full ? full : 2 ** Math.floor(Math.log2(left));
      const parameters: unknown[] = new Array(count * columns.length);
      let p = 0;
      for (let r = start; r < start + count; r++) {
        const row = rows[r] as Record<string, unknown>;
        for (const column of columns) parameters[p++] = row[column];
      }
      yield { sql: this.statement(table, columns, count), parameters };
      start += count;
    }
  }

  private statement(table: string, columns: string[], count: number): string {
    const key = `${table}\u0000${columns.join(',')}\u0000${count}`;
    let text = this.sqlCache.get(key);
    if (text) return text;
    const width = columns.length;
    const tuples: string[] = new Array(count);
    for (let r = 0; r < count; r++) {
      const marks: string[] = new Array(width);
      for (let c = 0; c < width; c++) marks[c] = this.postgres ? `$${r * width + c + 1}` : '?';
      tuples[r] = `(${marks.join(', ')})`;
    }
    text = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples.join(', ')}`;
    this.sqlCache.set(key, text);
    return text;
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts rows of one table; rows are typed by their table. */
export type InsertRows = <T extends keyof DB & string>(table: T, rows: readonly Row<T>[]) => Promise<void>;

/**
 * Where the seed's batches go. Each `transaction` commits what its `write`
 * inserts, all or nothing; `drain` resolves once everything handed over is
 * committed, or rejects with the first failure.
 */
export interface BatchSink {
  transaction(write: (insert: InsertRows) => Promise<void>): Promise<void>;
  drain(): Promise<void>;
}

/**
 * Transactions on the seed's own connection: each commits before
 * `transaction` resolves, and moves the workspace's answer mark, so that a
 * server sharing the database serves no answer from before it (core/answers.ts).
 */
export function transactionSink(db: Kysely<DB>, inserter: BatchInserter, workspaceId: string): BatchSink {
  return {
    transaction: (write) =>
      db.transaction().execute(async (trx) => {
        await write((table, rows) => inserter.insert(trx, table, rows));
        await advanceAnswerMark(trx, workspaceId);
      }),
    drain: async () => {},
  };
}
