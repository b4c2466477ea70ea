import { type Compilable, CompiledQuery, type Insertable, PostgresAdapter } from 'kysely';
import { markDeferrableInsert } from './deferred-inserts.js';
import type { DynamicDb } from './dynamic.js';
import type { DB } from './types.js';

/**
 * Queries built and compiled once per shape. Building a Kysely query and
 * compiling it to SQL costs about as much as running a small indexed read,
 * and the hot reads (a page, its total, every include loader, one record)
 * are the same SQL again and again with other values. A prepared query is
 * built once for each shape, with placeholders where its values go; each
 * run then only puts the values in their places.
 *
 * The rule for `build`: everything that changes the SQL is in `shape` (a
 * table, an order, a flag: plain JSON) and nothing in `params` is looked at,
 * only passed to Kysely as a value. An array parameter (`in (...)`) makes
 * one SQL text per length, so its length is part of the shape implicitly.
 */
export type ParamValue = string | number | boolean | null;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

/** Where a value of one run goes: a parameter, or an element of an array parameter. */
class Slot {
  constructor(
    readonly name: string,
    readonly index: number,
  ) {}
}

interface Plan {
  sql: string;
  /** Per SQL parameter: the slot it is filled from, or a constant the builder wrote. */
  values: readonly unknown[];
}

/** Shapes kept per prepared query and dialect; past it, the oldest go first. */
const MAX_PLANS = 2000;

export type PreparedQuery<Shape, P extends QueryParams, Row> = (
  db: DynamicDb,
  shape: Shape,
  params: P,
) => Promise<Row[]>;

export function preparedQuery<Shape, P extends QueryParams, Row>(
  build: (db: DynamicDb, shape: Shape, params: P) => Compilable<Row>,
  options: {
    /** An insert whose rows and count the caller never reads: on PostgreSQL it may wait for the next statement (db/deferred-inserts.ts). */
    resultUnread?: boolean;
  } = {},
): PreparedQuery<Shape, P, Row> {
  // One set of plans per dialect: SQLite and PostgreSQL compile differently.
  const plansByAdapter = new WeakMap<object, Map<string, Plan>>();

  return async (db, shape, params) => {
    const adapter = db.getExecutor().adapter.constructor;
    let plans = plansByAdapter.get(adapter);
    if (!plans) plansByAdapter.set(adapter, (plans = new Map()));
    const key = shapeKey(shape, params);
    let plan = plans.get(key);
    if (!plan) {
      plan = makePlan(db, build, shape, params);
      // Only PostgreSQL's client consults the marks: SQLite's texts would only fill them.
      if (options.resultUnread && adapter === PostgresAdapter) markDeferrableInsert(plan.sql);
      if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
      plans.set(key, plan);
    }
    const values = plan.values.map((v) => (v instanceof Slot ? valueOf(params, v) : v));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(plan.sql, values));
    return result.rows;
  };
}

function shapeKey(shape: unknown, params: QueryParams): string {
  let key = JSON.stringify(shape);
  for (const name in params) {
    const value = params[name];
    if (Array.isArray(value)) key += `|${name}:${value.length}`;
  }
  return key;
}

function makePlan<Shape, P extends QueryParams>(
  db: DynamicDb,
  build: (db: DynamicDb, shape: Shape, params: P) => Compilable<unknown>,
  shape: Shape,
  params: P,
): Plan {
  const slots: Record<string, unknown> = {};
  for (const name in params) {
    const value = params[name];
    slots[name] = Array.isArray(value) ? value.map((_, i) => new Slot(name, i)) : new Slot(name, -1);
  }
  const compiled = build(db, shape, slots as P).compile();
  return { sql: compiled.sql, values: compiled.parameters };
}

function valueOf(params: QueryParams, slot: Slot): unknown {
  const value = params[slot.name];
  return slot.index < 0 ? value : (value as readonly ParamValue[])[slot.index];
}

/**
 * Inserts rows that share their columns (the first row's keys whose values
 * are defined), compiled once per table, columns and number of rows. Rows
 * of other shapes, or values that are not plain SQL values, go through
 * Kysely as usual.
 */
export async function insertRows<T extends keyof DB & string>(
  db: DynamicDb,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  await insertRowsOf(db, table, rows as readonly Record<string, unknown>[]);
}

/**
 * `insertRows` for a table or columns named at run time (db/dynamic.ts):
 * the rows are plain records, their columns the caller's to get right.
 */
export async function insertDynamicRows(
  db: DynamicDb,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await insertRowsOf(db, table, rows);
}

/**
 * Rows per insert statement: any number up to EXACT_ROWS, else one of
 * LARGE_ROWS. Each number of rows is its own SQL text, kept compiled (here
 * and in the SQLite connection's statement cache), so the numbers of rows a
 * table's statements take must be few: a compiled 1,000-row insert holds
 * hundreds of KB. Large statements matter because inside a transaction
 * SQLite copies every page a many-row statement changes to its statement
 * journal (a temporary file), once per statement: an import's part of 250
 * contacts (1,000 events, 500 tag links) in statements of 100 rows wrote
 * each index page it touched several times over (bench/RESULTS.md, issue 40).
 */
const EXACT_ROWS = 100;
const LARGE_ROWS = [1000, 500, 250] as const;
/** Bound parameters per statement at most: SQLite's limit (PostgreSQL's is higher). */
const MAX_PARAMETERS = 32_766;

/** The rows of each statement that inserts `count` rows of `width` columns, in order. */
export function insertSizes(count: number, width: number): number[] {
  const fit = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, width)));
  const sizes: number[] = [];
  for (let left = count; left > 0;) {
    const size = LARGE_ROWS.find((rows) => rows <= left && rows <= fit) ?? Math.min(left, EXACT_ROWS, fit);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

async function insertRowsOf(db: DynamicDb, table: string, rows: readonly Record<string, unknown>[]) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]).filter((c) => rows[0][c] !== undefined);
  const sizes = insertSizes(rows.length, columns.length);
  if (sizes.length > 1) {
    let from = 0;
    for (const size of sizes) {
      await insertRowsOf(db, table, rows.slice(from, from + size));
      from += size;
    }
    return;
  }
  const values: ParamValue[] = [];
  for (const row of rows) {
    let defined = 0;
    for (const c in row) if (row[c] !== undefined) defined++;
    if (defined !== columns.length) return plainInsert(db, table, rows);
    for (const c of columns) {
      const value = row[c];
      if (value === undefined || (value !== null && typeof value === 'object'))
        return plainInsert(db, table, rows);
      values.push(value as ParamValue);
    }
  }
  await insertPlan(db, { table, columns, rows: rows.length }, { values });
}

async function plainInsert(db: DynamicDb, table: string, rows: readonly Record<string, unknown>[]) {
  await db.insertInto(table).values(rows).execute();
}

const insertPlan = preparedQuery(
  (db, shape: { table: string; columns: string[]; rows: number }, params: { values: ParamValue[] }) => {
    const width = shape.columns.length;
    const rows = Array.from({ length: shape.rows }, (_, r) =>
      Object.fromEntries(shape.columns.map((c, i) => [c, params.values[r * width + i]])),
    );
    return db.insertInto(shape.table).values(rows);
  },
  { resultUnread: true },
);
