import { type Kysely, sql } from 'kysely';

/**
 * One fewer index entry per link. Each link table (migration 0001) had two
 * indexes led by its second side: `(b, a)` (0001) and `(b, seq)` (0007).
 * Every link made or undone wrote both, and for a list's or a tag's links
 * the second side is a contact: two entries at two random places of two
 * B-trees, where a PUT of a 50-contact list spends its time.
 *
 * `(b, seq)` serves every reader of `(b, a)`:
 * - `b = ?` and `b in (...)` (a record's relation from its second side, an
 *   include, the delete of a record's links): the same prefix, and the
 *   rows come in link order, which those readers sort by;
 * - `b = ? and a = ?` and `a in (...)`: the unique `(a, b)` answers it.
 */
const LINKS: [table: string, a: string, b: string][] = [
  ['contact_companies', 'contact_id', 'company_id'],
  ['contact_tags', 'contact_id', 'tag_id'],
  ['company_tags', 'company_id', 'tag_id'],
  ['task_tags', 'task_id', 'tag_id'],
  ['list_contacts', 'list_id', 'contact_id'],
  ['list_companies', 'list_id', 'company_id'],
  ['note_contacts', 'note_id', 'contact_id'],
  ['task_contacts', 'task_id', 'contact_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, a, b] of LINKS) await sql`drop index ${sql.ref(`${table}_${b}_${a}_idx`)}`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
