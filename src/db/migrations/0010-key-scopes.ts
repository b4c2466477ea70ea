import type { Kysely } from 'kysely';

/**
 * Scoped API keys (API.md section 3): a key's scopes, a JSON array of the
 * strings given when it was made, stored with the key so that the statement
 * that reads a key reads them too. Keys made before scopes existed get
 * `["delete"]`, every level on every area: what they could do until now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('["delete"]'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
