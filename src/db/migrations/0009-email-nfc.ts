import type { Kysely } from 'kysely';

/**
 * E-mail addresses are stored and compared in Unicode NFC (API.md section
 * 2): an address typed with decomposed accents (`jose\u0301@...`) is the
 * same address as the composed one (`josé@...`). The service folds what it
 * writes from now on; this folds what is already stored.
 *
 * - a contact's e-mails: folded; when a contact held the same address in
 *   both forms, the first one (by position) stays, primary if either was;
 * - a company's e-mail: folded;
 * - a workspace user's e-mail: folded, unless the workspace already has a
 *   user with the folded address (two users cannot be made one here; the
 *   unfolded one is left as it is).
 *
 * Only rows with a character outside ASCII can change; every row is read
 * once, a page at a time, in key order.
 */
const PAGE = 1000;

const fold = (email: string) => email.normalize('NFC');
const needsFolding = (email: string) => fold(email) !== email;

export async function up(db: Kysely<any>): Promise<void> {
  await foldContactEmails(db);
  await foldColumn(db, 'companies', async (row) => {
    await db
      .updateTable('companies')
      .set({ email: fold(row.email) })
      .where('id', '=', row.id)
      .execute();
  });
  await foldColumn(db, 'workspace_users', async (row) => {
    const taken = await db
      .selectFrom('workspace_users')
      .select('id')
      .where('workspace_id', '=', row.workspace_id)
      .where('email', '=', fold(row.email))
      .executeTakeFirst();
    if (taken) return;
    await db
      .updateTable('workspace_users')
      .set({ email: fold(row.email) })
      .where('id', '=', row.id)
      .execute();
  });
}

interface EmailRow {
  id: string;
  workspace_id: string;
  email: string;
}

/** Calls `change` for each row of `table` whose `email` is not in NFC. */
async function foldColumn(db: Kysely<any>, table: string, change: (row: EmailRow) => Promise<void>) {
  let after = '';
  for (;;) {
    const rows: EmailRow[] = await db
      .selectFrom(table)
      .select(['id', 'workspace_id', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (!rows.length) return;
    after = rows[rows.length - 1]!.id;
    for (const row of rows) if (needsFolding(row.email)) await change(row);
  }
}

async function foldContactEmails(db: Kysely<any>) {
  const contacts = new Set<string>();
  let after = '';
  for (;;) {
    const rows: { id: string; contact_id: string; email: string }[] = await db
      .selectFrom('contact_emails')
      .select(['id', 'contact_id', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (!rows.length) break;
    after = rows[rows.length - 1]!.id;
    for (const row of rows) if (needsFolding(row.email)) contacts.add(row.contact_id);
  }
  for (const contactId of contacts) {
    const rows: { id: string; email: string; is_primary: unknown }[] = await db
      .selectFrom('contact_emails')
      .select(['id', 'email', 'is_primary'])
      .where('contact_id', '=', contactId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const kept = new Map<string, { id: string; email: string; primary: boolean; was: boolean }>();
    const dropped: string[] = [];
    for (const row of rows) {
      const email = fold(row.email);
      const primary = row.is_primary === true || row.is_primary === 1;
      const first = kept.get(email);
      if (first) {
        dropped.push(row.id);
        first.primary ||= primary;
      } else kept.set(email, { id: row.id, email, primary, was: primary });
    }
    if (dropped.length) await db.deleteFrom('contact_emails').where('id', 'in', dropped).execute();
    for (const [email, row] of kept) {
      const original = rows.find((r) => r.id === row.id)!;
      if (original.email === email && row.primary === row.was) continue;
      await db
        .updateTable('contact_emails')
        .set({ email, is_primary: row.primary })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
