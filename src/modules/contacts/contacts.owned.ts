import type { Compilable, Insertable, Kysely, Transaction } from 'kysely';
import { insertRows, preparedQuery } from '../../db/prepared.js';
import { newId } from '../../core/ids.js';
import { groupBy, type RelationLoader } from '../../core/includes.js';
import type { DB } from '../../db/types.js';
import type { EmailRow, PhoneRow } from './contacts.input.js';

/**
 * A contact's e-mail addresses and phone numbers: records it owns (not links),
 * kept in the order sent. Sending either replaces the whole set; an address
 * or number that stays keeps its ID.
 */
type Db = Kysely<DB> | Transaction<DB>;

/** The `emails` include, for every contact of a page in one query. */
export const loadEmails: RelationLoader<Db> = async (db, contactIds) => {
  if (!contactIds.length) return new Map();
  const rows = await ownedRows(db, { table: 'contact_emails', columns: EMAIL_COLUMNS }, { contactIds });
  return groupBy(
    rows,
    (r) => r.contact_id as string,
    (r) => ({ id: r.id, email: r.email, is_primary: r.is_primary }),
  );
};

/** The `phone_numbers` include, for every contact of a page in one query. */
export const loadPhoneNumbers: RelationLoader<Db> = async (db, contactIds) => {
  if (!contactIds.length) return new Map();
  const rows = await ownedRows(
    db,
    { table: 'contact_phone_numbers', columns: PHONE_COLUMNS },
    { contactIds },
  );
  return groupBy(
    rows,
    (r) => r.contact_id as string,
    (r) => ({
      id: r.id,
      country_code: r.country_code,
      phone_number: r.phone_number,
      is_primary: r.is_primary,
    }),
  );
};

const EMAIL_COLUMNS = ['id', 'contact_id', 'email', 'is_primary'];
const PHONE_COLUMNS = ['id', 'contact_id', 'country_code', 'phone_number', 'is_primary'];

/** The rows of one owned table for many contacts, each contact's in their order. */
const ownedRows = preparedQuery(
  (
    db,
    shape: { table: 'contact_emails' | 'contact_phone_numbers'; columns: string[] },
    params: { contactIds: string[] },
  ) =>
    db
      .selectFrom(shape.table)
      .select(shape.columns)
      .where('contact_id', 'in', params.contactIds)
      .orderBy('contact_id')
      .orderBy('position') as Compilable<Record<string, unknown>>,
);

interface Owned {
  id: string;
  position: number;
  is_primary: boolean;
}

/**
 * Makes `wanted` the full set of one owned table for a contact: rows whose
 * key is no longer sent go, rows that stay keep their ID and take their new
 * position and primary flag, new ones are inserted.
 */
async function replaceOwned<Row extends { is_primary: boolean }>(
  trx: Db,
  table: 'contact_emails' | 'contact_phone_numbers',
  prefix: 'eml' | 'phn',
  workspaceId: string,
  contactId: string,
  wanted: Row[],
  keyOf: (row: any) => string,
  contactIsNew: boolean,
): Promise<void> {
  const db = trx as Kysely<any>;
  // A contact inserted in this transaction owns nothing yet.
  const current = contactIsNew
    ? []
    : ((await db.selectFrom(table).selectAll().where('contact_id', '=', contactId).execute()) as (Owned &
        Record<string, unknown>)[]);
  const byKey = new Map(current.map((r) => [keyOf(r), r]));
  const keep = new Set(wanted.map(keyOf));
  const gone = current.filter((r) => !keep.has(keyOf(r))).map((r) => r.id);
  if (gone.length) await db.deleteFrom(table).where('id', 'in', gone).execute();

  const added: Insertable<DB[typeof table]>[] = [];
  for (const [position, row] of wanted.entries()) {
    const existing = byKey.get(keyOf(row));
    if (!existing) {
      added.push({
        id: newId(prefix),
        workspace_id: workspaceId,
        contact_id: contactId,
        ...row,
        position,
      } as Insertable<DB[typeof table]>);
    } else if (existing.position !== position || existing.is_primary !== row.is_primary) {
      await db
        .updateTable(table)
        .set({ position, is_primary: row.is_primary })
        .where('id', '=', existing.id)
        .execute();
    }
  }
  await insertRows(db, table, added);
}

export function replaceEmails(
  trx: Db,
  workspaceId: string,
  contactId: string,
  emails: EmailRow[],
  contactIsNew = false,
): Promise<void> {
  return replaceOwned(
    trx,
    'contact_emails',
    'eml',
    workspaceId,
    contactId,
    emails,
    (r) => r.email,
    contactIsNew,
  );
}

export function replacePhoneNumbers(
  trx: Db,
  workspaceId: string,
  contactId: string,
  phones: PhoneRow[],
  contactIsNew = false,
): Promise<void> {
  return replaceOwned(
    trx,
    'contact_phone_numbers',
    'phn',
    workspaceId,
    contactId,
    phones,
    (r) => `${r.country_code} ${r.phone_number}`,
    contactIsNew,
  );
}
