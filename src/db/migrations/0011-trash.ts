import { type Kysely, sql } from 'kysely';

/**
 * The trash (API.md section 12). A `<resource>.deleted` event keeps, in
 * `kept`, what a restore needs that the event's `data` does not show: the
 * record's row, its own rows (a contact's e-mails, phone numbers and
 * custom-field values; a custom field's options and every value it had),
 * and the links it took with their `seq` (so a restored record's relations
 * come back in their order). It lives and dies with its event: retention
 * deletes both. Other events have null there.
 *
 * The trash is read newest first by workspace among the events that keep
 * something: a partial index holds those only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('kept', 'text').execute();
  await sql`create index events_kept_idx on events (workspace_id, seq) where kept is not null`.execute(db);
  await sql`create index events_kept_resource_idx on events (workspace_id, resource_id, seq) where kept is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
