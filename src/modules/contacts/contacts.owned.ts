import type { Compilable, Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared.js';
import { newId } from '../../core/ids.js';
import { groupBy, type RelationLoader } from '../../core/includes.js';
import type { DB } from '../../db/types.js';
import { inWorkspace, type WorkspaceRow } from '../../db/workspace.js';
import type { EmailRow, OwnedChange, PhoneRow } from './contacts.input.js';

/**
 * A contact's e-mail addresses and phone numbers: records it owns (not links),
 * kept in the order sent. Sending either as an array replaces the whole set;
 * an address or number that stays keeps its ID.
 */
type Db = Kysely<DB> | Transaction<DB>;

/** The `emails` include, for every contact of a page in one query. */
export const loadEmails: RelationLoader<Db> = async (db, contactIds) => {
  if (!contactIds.length) return new Map();
  const rows = await ownedRows(db, { table: 'contact_emails', columns: EMAIL_COLUMNS }, { contactIds });
  return groupBy(rows, (r) => r.contact_id as string, emailAnswer);
};

/** An e-mail as a contact's answer lists it, from its row. */
const emailAnswer = (r: Record<string, unknown>) => ({ id: r.id, email: r.email, is_primary: r.is_primary });

/** A phone number as a contact's answer lists it, from its row. */
const phoneAnswer = (r: Record<string, unknown>) => ({
  id: r.id,
  country_code: r.country_code,
  phone_number: r.phone_number,
  is_primary: r.is_primary,
});

/** The `phone_numbers` include, for every contact of a page in one query. */
export const loadPhoneNumbers: RelationLoader<Db> = async (db, contactIds) => {
  if (!contactIds.length) return new Map();
  const rows = await ownedRows(
    db,
    { table: 'contact_phone_numbers', columns: PHONE_COLUMNS },
    { contactIds },
  );
  return groupBy(rows, (r) => r.contact_id as string, phoneAnswer);
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
  keyOf: (row: Row) => string,
  contactIsNew: boolean,
): Promise<void> {
  // A contact inserted in this transaction owns nothing yet; a stored row has a sent row's columns.
  const current = contactIsNew
    ? []
    : ((await trx.selectFrom(table).selectAll().where('contact_id', '=', contactId).execute()) as (Owned &
        Row)[]);
  const byKey = new Map(current.map((r) => [keyOf(r), r]));
  const keep = new Set(wanted.map(keyOf));
  const gone = current.filter((r) => !keep.has(keyOf(r))).map((r) => r.id);
  if (gone.length) await trx.deleteFrom(table).where('id', 'in', gone).execute();

  const added: WorkspaceRow<typeof table>[] = [];
  for (const [position, row] of wanted.entries()) {
    const existing = byKey.get(keyOf(row));
    if (!existing) {
      added.push(newOwnedRow(prefix, contactId, row, position));
    } else if (existing.position !== position || existing.is_primary !== row.is_primary) {
      await trx
        .updateTable(table)
        .set({ position, is_primary: row.is_primary })
        .where('id', '=', existing.id)
        .execute();
    }
  }
  await inWorkspace(trx, workspaceId).insertRows(table, added);
}

function newOwnedRow<T extends 'contact_emails' | 'contact_phone_numbers'>(
  prefix: 'eml' | 'phn',
  contactId: string,
  row: object,
  position: number,
): WorkspaceRow<T> {
  return {
    id: newId(prefix),
    contact_id: contactId,
    ...row,
    position,
  } as unknown as WorkspaceRow<T>;
}

/** What `ownNewContacts` inserted, by contact, as the `emails` and `phone_numbers` includes read it. */
export interface NewOwned {
  emails: Map<string, unknown>;
  phoneNumbers: Map<string, unknown>;
}

/**
 * The full sets of e-mails and phone numbers of contacts inserted in this
 * transaction (they own nothing yet): one statement per table for many
 * contacts (an import's batch), rows as `replaceOwned` makes them.
 */
export async function ownNewContacts(
  trx: Db,
  workspaceId: string,
  contacts: readonly {
    contactId: string;
    emails?: readonly EmailRow[];
    phoneNumbers?: readonly PhoneRow[];
  }[],
): Promise<NewOwned> {
  const emails = contacts.flatMap(({ contactId, emails = [] }) =>
    emails.map((row, position) => newOwnedRow<'contact_emails'>('eml', contactId, row, position)),
  );
  const phones = contacts.flatMap(({ contactId, phoneNumbers = [] }) =>
    phoneNumbers.map((row, position) =>
      newOwnedRow<'contact_phone_numbers'>('phn', contactId, row, position),
    ),
  );
  const ws = inWorkspace(trx, workspaceId);
  await ws.insertRows('contact_emails', emails);
  await ws.insertRows('contact_phone_numbers', phones);
  // In the loaders' order (by contact, then position): each contact's rows were made in position order.
  const contactOf = (r: Record<string, unknown>) => r.contact_id as string;
  return {
    emails: groupBy(emails as Record<string, unknown>[], contactOf, emailAnswer),
    phoneNumbers: groupBy(phones as Record<string, unknown>[], contactOf, phoneAnswer),
  };
}

/**
 * Adds and removes rows of one owned table (API.md section 7): `remove`
 * names rows by ID or by key (an address), and what it names that is not
 * there is ignored; rows of `add` whose key is already there are not added
 * again, the others go at the end in the order sent. A row sent as primary
 * becomes the primary (new or already there) and the old one loses it; when
 * the primary is removed, the first row left becomes primary.
 */
async function changeOwned<Row extends { is_primary: boolean }>(
  trx: Db,
  table: 'contact_emails' | 'contact_phone_numbers',
  prefix: 'eml' | 'phn',
  workspaceId: string,
  contactId: string,
  change: { add: Row[]; remove: string[] },
  keyOf: (row: Row) => string,
): Promise<void> {
  // A stored row has a sent row's columns.
  const current = (await trx
    .selectFrom(table)
    .selectAll()
    .where('contact_id', '=', contactId)
    .orderBy('position')
    .execute()) as (Owned & Row)[];
  const removing = new Set(change.remove);
  const gone = current.filter((r) => removing.has(r.id) || removing.has(keyOf(r)));
  if (gone.length)
    await trx
      .deleteFrom(table)
      .where(
        'id',
        'in',
        gone.map((r) => r.id),
      )
      .execute();

  const left = current.filter((r) => !gone.includes(r));
  const byKey = new Map(left.map((r) => [keyOf(r), r]));
  let position = current.reduce((max, r) => Math.max(max, r.position + 1), 0);
  const added = change.add
    .filter((row) => !byKey.has(keyOf(row)))
    .map((row) => ({ ...row, id: newId(prefix), position: position++, is_primary: false }));
  const final: { id: string; key: string; was: boolean | null }[] = [
    ...left.map((r) => ({ id: r.id, key: keyOf(r), was: r.is_primary as boolean | null })),
    ...added.map((r) => ({ id: r.id, key: keyOf(r), was: null })),
  ];
  const marked = change.add.find((row) => row.is_primary);
  const primaryKey = marked ? keyOf(marked) : (final.find((r) => r.was === true) ?? final[0])?.key;

  for (const row of left) {
    const primary = keyOf(row) === primaryKey;
    if (row.is_primary !== primary)
      await trx.updateTable(table).set({ is_primary: primary }).where('id', '=', row.id).execute();
  }
  await inWorkspace(trx, workspaceId).insertRows(
    table,
    added.map(
      (row) =>
        ({
          ...row,
          contact_id: contactId,
          is_primary: keyOf(row) === primaryKey,
        }) as WorkspaceRow<typeof table>,
    ),
  );
}

const emailKey = (r: { email: string }) => r.email;
const phoneKey = (r: { country_code: string; phone_number: string }) => `${r.country_code} ${r.phone_number}`;

/** Applies the e-mails of a write: the full set, or what to add and remove. */
export function changeEmails(
  trx: Db,
  workspaceId: string,
  contactId: string,
  change: OwnedChange<EmailRow>,
  contactIsNew = false,
): Promise<void> {
  if ('set' in change)
    return replaceOwned(
      trx,
      'contact_emails',
      'eml',
      workspaceId,
      contactId,
      change.set,
      emailKey,
      contactIsNew,
    );
  return changeOwned(trx, 'contact_emails', 'eml', workspaceId, contactId, change, emailKey);
}

/** Applies the phone numbers of a write: the full set, or what to add and remove. */
export function changePhoneNumbers(
  trx: Db,
  workspaceId: string,
  contactId: string,
  change: OwnedChange<PhoneRow>,
  contactIsNew = false,
): Promise<void> {
  if ('set' in change)
    return replaceOwned(
      trx,
      'contact_phone_numbers',
      'phn',
      workspaceId,
      contactId,
      change.set,
      phoneKey,
      contactIsNew,
    );
  return changeOwned(trx, 'contact_phone_numbers', 'phn', workspaceId, contactId, change, phoneKey);
}
