import { type Expression, type Insertable, type InsertObject, type Kysely, sql, type SqlBool } from 'kysely';
import type { DynamicDb } from './dynamic.js';
import { insertRows } from './prepared.js';
import type { DB } from './types.js';

/** The tables whose every row belongs to one workspace (a `workspace_id` column). */
export type WorkspaceTable<D = DB> = {
  [T in keyof D & string]: D[T] extends { workspace_id: string } ? T : never;
}[keyof D & string];

/** A workspace table, alone or with an alias (`'contacts as c'`). */
type Named<D> = WorkspaceTable<D> | `${WorkspaceTable<D>} as ${string}`;

/** The tables of a handle: DB, or any for the dynamic handles of run-time tables (db/dynamic.ts). */
type TablesOf<K> = K extends Kysely<infer D> ? D : never;

/** A row of `T` as the workspace's code writes it: `workspace_id` is the scope's. */
export type WorkspaceRow<T extends WorkspaceTable<D>, D = DB> = Omit<Insertable<D[T]>, 'workspace_id'>;

/** A select, update or delete: a builder that takes a where clause and stays what it was. */
interface Filterable {
  where(condition: Expression<SqlBool>): unknown;
}

const aliasOf = (from: string) => from.split(' as ')[1] ?? from;

/**
 * `<alias>.workspace_id = ?`: the workspace's condition for a table that
 * `inWorkspace` did not open (the other side of a join, a subquery), usable
 * in `.where(...)` and in raw SQL alike.
 */
export function ownedBy(alias: string, workspaceId: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.workspace_id`)} = ${workspaceId}`;
}

/**
 * The one way to a workspace's rows (a workspace is a tenant: no request
 * ever reads or changes another's). Each statement made through it carries
 * the workspace by construction:
 *
 * - `selectFrom`, `updateTable` and `deleteFrom` are Kysely's, with
 *   `<table>.workspace_id = ?` already in the where clause (the first
 *   column of every workspace index, so plans stay those of a hand-written
 *   clause);
 * - `insertInto` and `insertRows` set `workspace_id` on every row;
 * - `ownedBy` is the same condition for another table of the statement.
 *
 * Everything else of the statement (joins, more conditions, `returning`,
 * `onConflict`) is Kysely as usual, through the same types.
 */
export function inWorkspace<K extends DynamicDb, D = TablesOf<K>>(handle: K, workspaceId: string) {
  const db = handle as unknown as Kysely<D>;
  // Kysely's builders keep their full type: a where clause keeps a builder's.
  const scoped = <Q extends Filterable>(query: Q, from: string): Q =>
    query.where(ownedBy(aliasOf(from), workspaceId)) as Q;
  const withWorkspace = (row: object) => ({ ...row, workspace_id: workspaceId });
  return {
    selectFrom<TE extends Named<D>>(from: TE) {
      return scoped(db.selectFrom(from), from);
    },
    updateTable<TE extends Named<D>>(table: TE) {
      return scoped(db.updateTable(table), table);
    },
    deleteFrom<TE extends Named<D>>(from: TE) {
      return scoped(db.deleteFrom(from), from);
    },
    /** An insert of rows of the workspace: `.execute()`, or more of Kysely's insert first. */
    insertInto<T extends WorkspaceTable<D>>(
      table: T,
      rows: WorkspaceRow<T, D> | readonly WorkspaceRow<T, D>[],
    ) {
      // With its workspace_id, a WorkspaceRow is an insertable row of T (D is generic here: TS cannot see it).
      const values = Array.isArray(rows) ? rows.map(withWorkspace) : withWorkspace(rows as object);
      return db.insertInto(table).values(values as unknown as InsertObject<D, T> | InsertObject<D, T>[]);
    },
    /** Rows of the workspace, inserted many per statement (db/prepared.ts). */
    insertRows<T extends WorkspaceTable>(table: T, rows: readonly WorkspaceRow<T>[]): Promise<void> {
      return insertRows(handle, table, rows.map(withWorkspace) as unknown as Insertable<DB[T]>[]);
    },
  };
}
