import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';

/**
 * Checks a store as a whole, beyond what any request can see: the file is
 * sound (SQLite), every reference points at a row that exists, and nothing
 * links two workspaces together, and the kept totals match the rows. Each
 * check returns the problems it found.
 */

/** The many-to-many link tables: [table, owner column, owner table, other column, other table]. */
export const LINK_TABLES: [string, string, string, string, string][] = [
  ['contact_companies', 'contact_id', 'contacts', 'company_id', 'companies'],
  ['contact_tags', 'contact_id', 'contacts', 'tag_id', 'tags'],
  ['company_tags', 'company_id', 'companies', 'tag_id', 'tags'],
  ['task_tags', 'task_id', 'tasks', 'tag_id', 'tags'],
  ['list_contacts', 'list_id', 'lists', 'contact_id', 'contacts'],
  ['list_companies', 'list_id', 'lists', 'company_id', 'companies'],
  ['note_contacts', 'note_id', 'notes', 'contact_id', 'contacts'],
  ['task_contacts', 'task_id', 'tasks', 'contact_id', 'contacts'],
];

/** Tables whose per-workspace totals `collection_counts` keeps. */
const COUNTED_TABLES = [
  'contacts',
  'companies',
  'tags',
  'lists',
  'notes',
  'tasks',
  'custom_fields',
  'workspace_users',
];

/** `PRAGMA integrity_check` and `PRAGMA foreign_key_check` on a SQLite file no one is writing. */
export function sqliteFileProblems(path: string): string[] {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    const problems: string[] = [];
    const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0].integrity_check !== 'ok')
      problems.push(`integrity_check: ${integrity.map((r) => r.integrity_check).join('; ')}`);
    const fk = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
    for (const row of fk.slice(0, 20))
      problems.push(`foreign_key_check: ${row.table} row ${row.rowid} points at a missing ${row.parent}`);
    if (fk.length > 20) problems.push(`foreign_key_check: ${fk.length - 20} more`);
    return problems;
  } finally {
    db.close();
  }
}

async function count(db: Kysely<any>, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number((rows[0] as { n: number | string }).n);
}

/**
 * References that the schema alone cannot vouch for on both stores: links
 * whose two ends are in different workspaces, and owned rows (e-mails, phone
 * numbers, custom-field values, task users) in another workspace than their
 * owner. Orphans are counted too, so a store without enforced foreign keys
 * is held to the same rule.
 */
export async function referenceProblems(db: Kysely<any>): Promise<string[]> {
  const problems: string[] = [];
  const report = (n: number, what: string) => {
    if (n > 0) problems.push(`${n} ${what}`);
  };
  for (const [table, a, aTable, b, bTable] of LINK_TABLES) {
    const [l, x, y] = [sql.table(table), sql.table(aTable), sql.table(bTable)];
    const [ca, cb] = [sql.ref(`l.${a}`), sql.ref(`l.${b}`)];
    report(
      await count(
        db,
        sql`select count(*) as n from ${l} as l left join ${x} as x on x.id = ${ca} left join ${y} as y on y.id = ${cb} where x.id is null or y.id is null`,
      ),
      `${table} rows point at a missing record`,
    );
    report(
      await count(
        db,
        sql`select count(*) as n from ${l} as l join ${x} as x on x.id = ${ca} join ${y} as y on y.id = ${cb} where x.workspace_id <> y.workspace_id`,
      ),
      `${table} rows link two workspaces`,
    );
  }
  for (const table of ['contact_emails', 'contact_phone_numbers']) {
    report(
      await count(
        db,
        sql`select count(*) as n from ${sql.table(table)} as o left join contacts as c on c.id = o.contact_id where c.id is null or c.workspace_id <> o.workspace_id`,
      ),
      `${table} rows belong to a missing contact or one of another workspace`,
    );
  }
  for (const [table, owner, ownerTable] of [
    ['contact_field_values', 'contact_id', 'contacts'],
    ['company_field_values', 'company_id', 'companies'],
  ]) {
    report(
      await count(
        db,
        sql`select count(*) as n from ${sql.table(table)} as v left join ${sql.table(ownerTable)} as o on o.id = ${sql.ref(`v.${owner}`)} left join custom_fields as f on f.id = v.field_id where o.id is null or f.id is null or o.workspace_id <> f.workspace_id`,
      ),
      `${table} rows belong to a missing record or a field of another workspace`,
    );
  }
  for (const column of ['assignee_id', 'creator_id']) {
    report(
      await count(
        db,
        sql`select count(*) as n from tasks as t left join workspace_users as u on u.id = ${sql.ref(`t.${column}`)} where u.id is null or u.workspace_id <> t.workspace_id`,
      ),
      `tasks have a ${column} that is missing or of another workspace`,
    );
  }
  report(
    await count(
      db,
      sql`select count(*) as n from api_keys as k left join workspace_users as u on u.id = k.user_id where u.id is null or u.workspace_id <> k.workspace_id`,
    ),
    'API keys belong to a missing user or one of another workspace',
  );
  report(
    await count(
      db,
      sql`select count(*) as n from custom_field_options as o left join custom_fields as f on f.id = o.field_id where f.id is null`,
    ),
    'select options belong to a missing field',
  );
  // The per-workspace totals kept by triggers must match the rows, as written in the same transactions.
  for (const table of COUNTED_TABLES) {
    const t = sql.table(table);
    report(
      await count(
        db,
        // On PostgreSQL a total is kept in several stripes (migration 0003): their sum is the total.
        sql`select count(*) as n from (select workspace_id, sum(total) as total from collection_counts where collection = ${table} group by workspace_id) as cc where cc.total <> (select count(*) from ${t} as x where x.workspace_id = cc.workspace_id)`,
      ),
      `collection_counts totals of ${table} differ from its rows`,
    );
    report(
      await count(
        db,
        sql`select count(*) as n from (select distinct workspace_id from ${t}) as w where not exists (select 1 from collection_counts as cc where cc.workspace_id = w.workspace_id and cc.collection = ${table})`,
      ),
      `workspaces have ${table} but no collection_counts row for them`,
    );
  }
  return problems;
}
