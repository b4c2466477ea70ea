import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/types.js';

/**
 * Every row that belongs to a set of workspaces, table by table, in a stable
 * order: two snapshots are equal exactly when nothing of those workspaces
 * changed. Tables without a `workspace_id` are reached through their owner.
 */
export type Snapshot = Record<string, unknown[]>;

const OWNED_DIRECTLY = [
  'workspaces',
  'workspace_users',
  'api_keys',
  'companies',
  'contacts',
  'contact_emails',
  'contact_phone_numbers',
  'tags',
  'lists',
  'notes',
  'tasks',
  'custom_fields',
] as const;

/** [table, column naming the owner, owner table] for tables reached through another. */
const OWNED_THROUGH: [string, string, string][] = [
  ['custom_field_options', 'field_id', 'custom_fields'],
  ['contact_field_values', 'contact_id', 'contacts'],
  ['company_field_values', 'company_id', 'companies'],
  ['contact_companies', 'contact_id', 'contacts'],
  ['contact_tags', 'contact_id', 'contacts'],
  ['company_tags', 'company_id', 'companies'],
  ['task_tags', 'task_id', 'tasks'],
  ['list_contacts', 'list_id', 'lists'],
  ['list_companies', 'list_id', 'lists'],
  ['note_contacts', 'note_id', 'notes'],
  ['task_contacts', 'task_id', 'tasks'],
];

/** Rows as plain JSON, so that both stores compare the same way. */
const plain = (rows: unknown[]) => rows.map((r) => JSON.parse(JSON.stringify(r)));

/** Each workspace's rows, read with one query per table for all of them. */
export async function snapshots(db: Kysely<DB>, workspaceIds: string[]): Promise<Record<string, Snapshot>> {
  const any = db as unknown as Kysely<any>;
  const direct = OWNED_DIRECTLY.map(async (table) => {
    const column = table === 'workspaces' ? 'id' : 'workspace_id';
    const rows = await any
      .selectFrom(table)
      .selectAll()
      .select(`${column} as __workspace`)
      .where(column, 'in', workspaceIds)
      .orderBy('id')
      .execute();
    return [table, rows] as const;
  });
  const counts = (async () => {
    const rows = await any
      .selectFrom('collection_counts')
      // On PostgreSQL a total is kept in several stripes (migration 0003): their sum is the total.
      .select(['workspace_id', 'collection', (eb: any) => eb.fn.sum('total').as('total')])
      .select('workspace_id as __workspace')
      .where('workspace_id', 'in', workspaceIds)
      .groupBy(['workspace_id', 'collection'])
      .orderBy('workspace_id')
      .orderBy('collection')
      .execute();
    return ['collection_counts', rows] as const;
  })();
  const through = OWNED_THROUGH.map(async ([table, column, owner]) => {
    const rows = await any
      .selectFrom(`${table} as t`)
      .innerJoin(`${owner} as o`, 'o.id', `t.${column}`)
      .selectAll('t')
      .select('o.workspace_id as __workspace')
      .where('o.workspace_id', 'in', workspaceIds)
      .execute();
    // Link and value tables have no single key: sort on the whole row.
    return [table, rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))] as const;
  });
  const out: Record<string, Snapshot> = Object.fromEntries(workspaceIds.map((id) => [id, {}]));
  for (const [table, rows] of await Promise.all([...direct, counts, ...through])) {
    for (const id of workspaceIds) out[id][table] = [];
    for (const row of plain(rows)) {
      const { __workspace, ...rest } = row;
      out[__workspace][table].push(rest);
    }
  }
  return out;
}

/** The rows of all of `workspaceIds` together. */
export async function snapshot(db: Kysely<DB>, workspaceIds: string[]): Promise<Snapshot> {
  const each = await snapshots(db, workspaceIds);
  const out: Snapshot = {};
  for (const id of workspaceIds)
    for (const [table, rows] of Object.entries(each[id])) out[table] = [...(out[table] ?? []), ...rows];
  return out;
}
