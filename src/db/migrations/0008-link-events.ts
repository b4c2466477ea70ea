import { type Kysely, sql } from 'kysely';

/**
 * Link events (API.md section 8): `link.added` and `link.removed` name two
 * records, the link's `from` side (`resource`, `resource_id`) and its `to`
 * side (`linked_resource`, `linked_id`); a record event names one, and has
 * nulls there. `resource` is kept for every event, so that the feed can be
 * narrowed by the areas a key may read in the query itself; the events
 * recorded before this migration take it from their type
 * (`contact.updated` -> `contact`).
 *
 * `resource_id=` matches the record events of a record and the link events
 * that have it on either side: the index on `linked_id` serves the second.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('resource', 'text').execute();
  await db.schema.alterTable('events').addColumn('linked_resource', 'text').execute();
  await db.schema.alterTable('events').addColumn('linked_id', 'text').execute();
  // Portable: every event type so far is `<resource>.<action>`; the resource is the text before its dot.
  for (const resource of ['contact', 'company', 'tag', 'list', 'note', 'task', 'custom_field'])
    await db
      .updateTable('events')
      .set({ resource })
      .where(
        'type',
        'in',
        ['created', 'updated', 'deleted'].map((action) => `${resource}.${action}`),
      )
      .execute();
  await sql`create index events_linked_idx on events (workspace_id, linked_id, seq)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
