import { keepOnDelete, type TakenLink } from '../../core/changes.js';
import type { Database } from '../../db/connect.js';
import type { DynamicDb } from '../../db/dynamic.js';
import type { LinkTable } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';

/**
 * What a delete keeps for a restore (API.md section 12), on its
 * `<resource>.deleted` event (migration 0011): the record's row as stored,
 * the rows that are its own parts, and the links it took with their `seq`.
 * The event's `data` shows the record, not its e-mails, its custom-field
 * values, nor where its links stood among the other side's: those are kept
 * here, in the delete's transaction, as they were just before it.
 */
export interface Kept {
  row: Record<string, unknown>;
  /** Rows of the record's own parts, by table. */
  parts: Record<string, Record<string, unknown>[]>;
  /** The links the delete took: [link table, own column, other column, other ID, seq]. */
  links: [LinkTable, string, string, string, number][];
}

/**
 * The tables holding a record's own parts, by its table, with the column
 * naming the record: deleted with it by the schema's cascades, put back by
 * a restore. A custom field's are its options and every value of it.
 */
export const OWN_PARTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  contacts: [
    ['contact_emails', 'contact_id'],
    ['contact_phone_numbers', 'contact_id'],
    ['contact_field_values', 'contact_id'],
  ],
  companies: [['company_field_values', 'company_id']],
  custom_fields: [
    ['custom_field_options', 'field_id'],
    ['contact_field_values', 'field_id'],
    ['company_field_values', 'field_id'],
  ],
};

/** Reads what the delete of one record keeps: one statement for its row, one per own table. */
async function keep(
  db: Database,
  table: string,
  workspaceId: string,
  id: string,
  links: readonly TakenLink[],
): Promise<string> {
  const dyn = db as DynamicDb;
  const row = (await inWorkspace(dyn, workspaceId)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  const parts: Kept['parts'] = {};
  for (const [partTable, column] of OWN_PARTS[table] ?? []) {
    const rows = (await dyn.selectFrom(partTable).selectAll().where(column, '=', id).execute()) as Record<
      string,
      unknown
    >[];
    if (rows.length) parts[partTable] = rows;
  }
  const kept: Kept = {
    row: row ?? {},
    parts,
    links: links.map((l) => [l.link, l.own, l.other, l.otherId, l.seq]),
  };
  return JSON.stringify(kept);
}

keepOnDelete((db, source, workspaceId, id, links) => keep(db, source.table, workspaceId, id, links));
