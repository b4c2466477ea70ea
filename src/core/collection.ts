import { type TProperties, Type } from '@sinclair/typebox';
import { type SelectQueryBuilder, sql } from 'kysely';
import { includeParam } from './includes.js';
import { Closed } from './schemas.js';

/**
 * Collection reads: limit/offset, order_by against a per-resource allow-list,
 * and the `{data, meta}` envelope (API.md section 2).
 */
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

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

/** The querystring schema of a collection read. */
export function collectionQuery(options: {
  orderBy: OrderFields;
  include?: readonly string[];
  extra?: TProperties;
}) {
  const orderValues = orderByValues(options.orderBy);
  return Closed({
    limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'Page size, 1 to 100' }),
    offset: Type.Integer({ minimum: 0, default: 0, description: 'Records to skip' }),
    order_by: Type.Optional(
      Type.String({
        enum: orderValues,
        description: 'Sort order, `<field>:asc` or `<field>:desc`; default `created_at:desc`',
        'x-message': `must be one of ${Object.keys(options.orderBy).join(', ')}, with an optional :asc or :desc`,
      }),
    ),
    ...(options.include?.length ? { include: includeParam(options.include) } : {}),
    ...(options.extra ?? {}),
  });
}

/** Parses an already validated `order_by`; `created_at:desc` when absent. */
export function parseOrder(value: string | undefined, fields: OrderFields): Order {
  const [field, dir] = (value ?? 'created_at:desc').split(':');
  const spec = fields[field];
  if (!spec) throw new Error(`order_by field ${field} has no column`);
  return { field, column: spec.column, nullable: spec.nullable ?? false, direction: dir === 'desc' ? 'desc' : 'asc' };
}

/**
 * Adds the ORDER BY: the field, NULLs last in both directions, then `id` in
 * the same direction so that pages never overlap or skip.
 */
export function applyOrder<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, order: Order): QB {
  let q: any = qb;
  if (order.nullable) q = q.orderBy(sql`(${sql.ref(order.column)} is null)`, 'asc');
  return q.orderBy(order.column, order.direction).orderBy('id', order.direction);
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

/**
 * Reads one page and the exact total. `base` is the filtered query (workspace
 * and any filter) without columns; the page and the count share it.
 */
export async function readPage<Row>(
  base: SelectQueryBuilder<any, any, any>,
  columns: readonly string[],
  order: Order,
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    applyOrder(base.select(columns as any), order).limit(limit).offset(offset).execute(),
    base.select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: Number((count as any).total) };
}
