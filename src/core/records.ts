import type { Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../db/prepared.js';
import type { DB, RecordTable } from '../db/types.js';
import { inWorkspace } from '../db/workspace.js';
import { type Order, readPage } from './collection.js';
import type { Condition } from './filters.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What a page read needs: its order, its bounds and the relations to embed. */
export interface PageRequest {
  order: Order;
  limit: number;
  offset: number;
  include: Set<string>;
  /** The read's filters (core/filters.ts). */
  filters: readonly Condition[];
}

/** One record of a workspace by ID. */
const recordById = preparedQuery(
  (
    db,
    shape: { table: RecordTable; columns: readonly string[] },
    params: { workspaceId: string; id: string },
  ) =>
    inWorkspace(db, params.workspaceId)
      .selectFrom(shape.table)
      .select(shape.columns as string[])
      .where('id', '=', params.id),
);

/**
 * Records by IDs, with their workspace (one SQL text per number of IDs).
 * The workspace is compared by the caller, not in SQL: with `workspace_id =
 * ?` beside `id in (...)`, SQLite without statistics yet (a new database, an
 * import's first minutes) reads the workspace's whole index instead of the
 * primary key, a cost growing with the workspace on every batch.
 */
const recordsByIds = preparedQuery(
  (db, shape: { table: RecordTable; columns: readonly string[] }, params: { ids: string[] }) =>
    db
      .selectFrom(shape.table)
      .select([...shape.columns, 'workspace_id as record_workspace_id'] as string[])
      .where('id', 'in', params.ids),
);

/** The rows of the workspace among `rows`, without the column that said whose they are. */
function ofWorkspace<Row>(rows: Record<string, unknown>[], workspaceId: string): Row[] {
  const out: Row[] = [];
  for (const { record_workspace_id, ...row } of rows)
    if (record_workspace_id === workspaceId) out.push(row as Row);
  return out;
}

/**
 * Reads a resource's records the one way every resource does: a page of the
 * workspace (with an exact total), one record by ID or several, then `complete` adds
 * what the rows need in a fixed number of batched queries (the included
 * relations, a task's users, a field's options).
 */
export function recordReader<Row extends { id: string }, R extends { id: string } = Row>(options: {
  table: RecordTable;
  columns: readonly string[];
  complete(db: Db, rows: Row[], include: Iterable<string>, workspaceId: string): Promise<R[]>;
}) {
  const { table, columns, complete } = options;
  return {
    /** A page of the workspace's records that pass the read's filters. */
    async list(db: Db, workspaceId: string, request: PageRequest): Promise<{ rows: R[]; total: number }> {
      const { rows, total } = await readPage<Row>(db, {
        table,
        columns,
        workspaceId,
        conditions: request.filters,
        order: request.order,
        limit: request.limit,
        offset: request.offset,
      });
      return { rows: await complete(db, rows, request.include, workspaceId), total };
    },
    /** One record of the workspace, or undefined. */
    async find(db: Db, workspaceId: string, id: string, include: Iterable<string>): Promise<R | undefined> {
      const [row] = await recordById(db, { table, columns }, { workspaceId, id });
      if (!row) return undefined;
      const [record] = await complete(db, [row as Row], include, workspaceId);
      return record;
    },
    /**
     * Records of the workspace by IDs, in the order of `ids` (an ID of no
     * record is left out): what a batch answers, read in one query for the
     * rows and one per relation, whatever their number.
     */
    async findMany(
      db: Db,
      workspaceId: string,
      ids: readonly string[],
      include: Iterable<string>,
    ): Promise<R[]> {
      const distinct = [...new Set(ids)];
      if (!distinct.length) return [];
      const rows = ofWorkspace<Row>(
        await recordsByIds(db, { table, columns }, { ids: distinct }),
        workspaceId,
      );
      const byId = new Map((await complete(db, rows, include, workspaceId)).map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
