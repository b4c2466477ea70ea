import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { type Order, readPage } from './collection.js';

type Db = Kysely<DB> | Transaction<DB>;
type ResourceTable = 'companies' | 'contacts' | 'tags' | 'lists' | 'notes' | 'tasks' | 'custom_fields';

/** What a page read needs: its order, its bounds and the relations to embed. */
export interface PageRequest {
  order: Order;
  limit: number;
  offset: number;
  include: Set<string>;
}

/**
 * Reads a resource's records the one way every resource does: a page of the
 * workspace (with an exact total) or one record by ID, then `complete` adds
 * what the rows need in a fixed number of batched queries (the included
 * relations, a task's users, a field's options).
 */
export function recordReader<Row extends { id: string }, R extends { id: string } = Row>(options: {
  table: ResourceTable;
  columns: readonly string[];
  complete(db: Db, rows: Row[], include: Iterable<string>, workspaceId: string): Promise<R[]>;
}) {
  const { table, columns, complete } = options;
  return {
    /** A page of the workspace's records; `filter` narrows it (a list's `type`). */
    async list(
      db: Db,
      workspaceId: string,
      request: PageRequest,
      filter?: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>,
    ): Promise<{ rows: R[]; total: number }> {
      let base = (db as Kysely<any>).selectFrom(table).where('workspace_id', '=', workspaceId);
      if (filter) base = filter(base);
      const { rows, total } = await readPage<Row>(
        base,
        columns,
        request.order,
        request.limit,
        request.offset,
      );
      return { rows: await complete(db, rows, request.include, workspaceId), total };
    },
    /** One record of the workspace, or undefined. */
    async find(db: Db, workspaceId: string, id: string, include: Iterable<string>): Promise<R | undefined> {
      const row = await (db as Kysely<any>)
        .selectFrom(table)
        .select(columns as string[])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const [record] = await complete(db, [row as Row], include, workspaceId);
      return record;
    },
  };
}
