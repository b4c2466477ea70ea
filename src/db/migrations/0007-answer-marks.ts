import { type Kysely, sql } from 'kysely';

/**
 * A workspace's answer mark (API.md section 10): a number that every write
 * which changes a record of the workspace increases, in its transaction. An
 * answer computed at one mark is still the answer while the mark is the
 * same, on any instance sharing the database: what lets the server keep
 * answers in memory on PostgreSQL (core/answers.ts). A workspace with no
 * row has mark 0.
 *
 * Also an index per link table and side on (record, seq): the first
 * members of a record's relation in link order, read without reading all of
 * them (the change feed's events of records changed from the other side of a
 * link, core/changes.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('answer_marks')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('mark', 'bigint', (c) => c.notNull())
    .execute();
  const links: [string, string, string][] = [
    ['contact_companies', 'contact_id', 'company_id'],
    ['contact_tags', 'contact_id', 'tag_id'],
    ['company_tags', 'company_id', 'tag_id'],
    ['task_tags', 'task_id', 'tag_id'],
    ['list_contacts', 'list_id', 'contact_id'],
    ['list_companies', 'list_id', 'company_id'],
    ['note_contacts', 'note_id', 'contact_id'],
    ['task_contacts', 'task_id', 'contact_id'],
  ];
  for (const [table, a, b] of links)
    for (const side of [a, b])
      await sql`create index ${sql.raw(`${table}_${side}_seq_idx`)} on ${sql.table(table)} (${sql.ref(side)}, seq)`.execute(
        db,
      );
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
