import type { Kysely } from 'kysely';

/**
 * A workspace's answer mark (API.md section 10): a number that every write
 * which changes a record of the workspace increases, in its transaction. An
 * answer computed at one mark is still the answer while the mark is the
 * same, on any instance sharing the database: what lets the server keep
 * answers in memory on PostgreSQL (core/answers.ts). A workspace with no
 * row has mark 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('answer_marks')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('mark', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
