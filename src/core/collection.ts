import { type TProperties, Type } from '@sinclair/typebox';
import { type Expression, type Kysely, sql } from 'kysely';
import type { DynamicDb } from '../db/dynamic.js';
import { preparedQuery, type QueryParams } from '../db/prepared.js';
import type { DB } from '../db/types.js';
import { inWorkspace, ownedBy } from '../db/workspace.js';
import { type Condition, type Filter, type FilterSet, filterParams } from './filters.js';
import { includeParam } from './includes.js';
import { Closed } from './schemas.js';

/**
 * Collection reads: limit/offset, order_by against a per-resource allow-list,
 * and the `{data, meta}` envelope (API.md section 2).
 */
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;
/** The largest integer both stores hold in a column (PostgreSQL's INTEGER): more records than any collection can have. */
export const MAX_OFFSET = 2_147_483_647;

/** How one `order_by` field sorts: its column, and whether it can be NULL. */
export interface OrderField {
  column: string;
  nullable?: boolean;
}
export type OrderFields = Record<string, OrderField>;

export interface Order {
  field: string;
  column: string;
  nullable: boolean;
  direction: 'asc' | 'desc';
}

/** Every accepted spelling of order_by: `field`, `field:asc`, `field:desc`. */
function orderByValues(fields: OrderFields): string[] {
  return Object.keys(fields).flatMap((f) => [`${f}:asc`, `${f}:desc`, f]);
}

/** `limit` and `offset` of every collection read (API.md section 2). */
export const PAGING = {
  limit: Type.Integer({
    minimum: 1,
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
    description: 'Page size, 1 to 100',
  }),
  offset: Type.Integer({
    minimum: 0,
    maximum: MAX_OFFSET,
    default: 0,
    description: 'Records to skip, 0 to 2147483647; past the last record the page is empty',
  }),
};

/** The querystring schema of a collection read. */
export function collectionQuery(options: {
  orderBy: OrderFields;
  include?: readonly string[];
  /** The collection's filters (core/filters.ts), each a documented parameter. */
  filters?: FilterSet;
  extra?: TProperties;
}) {
  const orderValues = orderByValues(options.orderBy);
  return Closed({
    ...PAGING,
    order_by: Type.Optional(
      Type.String({
        enum: orderValues,
        description: 'Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc`',
        'x-message': `must be one of ${Object.keys(options.orderBy).join(', ')}, with an optional :asc or :desc`,
      }),
    ),
    ...(options.include?.length ? { include: includeParam(options.include) } : {}),
    ...(options.filters ? filterParams(options.filters) : {}),
    ...(options.extra ?? {}),
  });
}

/** Parses an already validated `order_by`; `created_at:desc` when absent. */
export function parseOrder(value: string | undefined, fields: OrderFields): Order {
  const [field, dir] = (value ?? 'created_at:desc').split(':');
  const spec = fields[field];
  if (!spec) throw new Error(`order_by field ${field} has no column`);
  return {
    field,
    column: spec.column,
    nullable: spec.nullable ?? false,
    direction: dir === 'desc' ? 'desc' : 'asc',
  };
}

/** A select, whichever its tables and columns: ordering it gives the same select. */
interface Orderable<Q> {
  orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Q;
}

/**
 * Adds the ORDER BY: the field, NULLs last in both directions, then `id` in
 * the same direction so that pages never overlap or skip.
 */
export function applyOrder<Q extends Orderable<Q>>(qb: Q, order: Order): Q {
  let q = qb;
  if (order.nullable) q = q.orderBy(sql`(${sql.ref(order.column)} is null)`, 'asc');
  return q.orderBy(sql.ref(order.column), order.direction).orderBy(sql.ref('id'), order.direction);
}

export interface PageMeta {
  limit: number;
  offset: number;
  total: number;
  has_more: boolean;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export function pageOf<T>(data: T[], limit: number, offset: number, total: number): Page<T> {
  return { data, meta: { limit, offset, total, has_more: offset + data.length < total } };
}

/** One page of a workspace's collection: which rows, in which order, which bounds. */
export interface PageQuery {
  table: string;
  columns: readonly string[];
  workspaceId: string;
  /** The filters of the read (core/filters.ts), combined with AND. */
  conditions?: readonly Condition[];
  order: Order;
  limit: number;
  offset: number;
}

/** Reads one page and the exact total, each a prepared query (db/prepared.ts). */
export async function readPage<Row>(
  db: Kysely<DB>,
  query: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const conditions = query.conditions ?? [];
  const filters = conditions.map((c) => c.filter);
  const filterParams: FilterParams = { workspaceId: query.workspaceId };
  conditions.forEach((c, i) => (filterParams[`f${i}`] = c.value));
  const shape: PageShape = {
    table: query.table,
    columns: query.columns,
    filters,
    order: query.order,
    deep: query.offset >= DEEP_OFFSET,
  };
  const [rows, total] = await Promise.all([
    pageRows(db, shape, { ...filterParams, limit: query.limit, offset: query.offset }),
    totalOf(db, { table: query.table, filters }, filterParams),
  ]);
  return { rows: rows as Row[], total };
}

interface FilterShape {
  table: string;
  /** The read's filters, in order; the values of the i-th are the parameter `f<i>`. */
  filters: readonly Filter[];
}

interface PageShape extends FilterShape {
  columns: readonly string[];
  order: Order;
  deep: boolean;
}

type FilterParams = { workspaceId: string } & Record<string, QueryParams[string]>;

/** The workspace's rows of the table that pass the filters. */
function filtered(db: DynamicDb, shape: FilterShape, params: FilterParams) {
  let query = inWorkspace(db, params.workspaceId).selectFrom(shape.table);
  shape.filters.forEach((filter, i) => {
    query = query.where(
      filter.where({ db, table: shape.table, workspaceId: params.workspaceId, value: params[`f${i}`] }),
    );
  });
  return query;
}

/** From this offset on, a page is found by ID first (see pageRows). */
const DEEP_OFFSET = 1000;

/**
 * The page's query. Far into a collection, skipping `offset` whole rows
 * costs a table read per skipped row; the IDs of the page are found first
 * from the ordering index alone (which holds `id`), then only those rows
 * are read: on 100,000 contacts, offset 90,000 takes a third of the time on
 * PostgreSQL and a fifth less on SQLite. Near the start the direct query is
 * as fast and simpler.
 */
const pageRows = preparedQuery(
  (db, shape: PageShape, params: FilterParams & { limit: number; offset: number }) => {
    const rows = filtered(db, shape, params).select(shape.columns as string[]);
    if (!shape.deep) return applyOrder(rows, shape.order).limit(params.limit).offset(params.offset);
    const ids = applyOrder(filtered(db, shape, params).select('id'), shape.order)
      .limit(params.limit)
      .offset(params.offset);
    return applyOrder(rows.where('id', 'in', ids), shape.order);
  },
);

/**
 * The count its table's triggers keep for a whole collection of a workspace
 * (migrations 0002 and 0003: one row on SQLite, the sum of a few stripes on
 * PostgreSQL): a few index entries, whatever the workspace's size. No row
 * at all: the workspace has no record of this collection. Every collection
 * has a (workspace_id, created_at, id) index, so the probe is one index
 * search even where a scan would pass other workspaces' rows first.
 */
const keptTotal = preparedQuery((db, shape: { table: string }, params: FilterParams) =>
  inWorkspace(db, params.workspaceId)
    .selectFrom(shape.table)
    .select(
      sql<number | null>`(select sum(c.total) from collection_counts c
        where ${ownedBy('c', params.workspaceId)} and c.collection = ${shape.table})`.as('total'),
    )
    .orderBy('created_at')
    .limit(1),
);

const countedTotal = preparedQuery((db, shape: FilterShape, params: FilterParams) =>
  filtered(db, shape, params).select((eb) => eb.fn.countAll().as('total')),
);

/**
 * The exact number of records the filters select. A whole collection (no
 * filter but the workspace) reads the kept count, where counting would read
 * every index entry of the workspace; a filtered one, or a table without a
 * kept count, is counted.
 */
async function totalOf(db: Kysely<DB>, shape: FilterShape, params: FilterParams): Promise<number> {
  if (!shape.filters.length) {
    const [kept] = await keptTotal(db, { table: shape.table }, { workspaceId: params.workspaceId });
    if (!kept) return 0;
    if (kept.total !== null) return Number(kept.total);
  }
  const [counted] = await countedTotal(db, shape, params);
  return Number((counted as { total: number | string }).total);
}
