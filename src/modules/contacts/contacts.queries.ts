import { contactCompanies, contactLists, contactTags } from './contacts.links.js';
import type { Kysely, Transaction } from 'kysely';
import { validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { attachIncludes, type RelationLoader } from '../../core/includes.js';
import { changesIfWriting, type Rec } from '../../core/changes.js';
import { uniqueIds } from '../../core/id-lists.js';
import { changeRelation, includeLoaders, linkNewOwners, type Relation } from '../../core/links.js';
import { linksOf } from '../../core/link-sides.js';
import { checkReferences, type ReferenceCheck, type ReferencedRows } from '../../core/references.js';
import { isSet, referencedIds, type RelationChange } from '../../core/relation-change.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import {
  fieldValuesLoader,
  type PreparedFieldValues,
  prepareFieldValues,
} from '../custom-fields/custom-fields.values.js';
import { type ContactInput, joinFullName } from './contacts.input.js';
import {
  changeEmails,
  changePhoneNumbers,
  loadEmails,
  loadPhoneNumbers,
  type NewOwned,
  ownNewContacts,
} from './contacts.owned.js';
import type { Contact, ContactInclude } from './contacts.schema.js';
import { recordReader } from '../../core/records.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'full_name',
  'job_title',
  'description',
  'location',
  'linkedin_slug',
  'x_slug',
  'facebook_slug',
  'instagram_slug',
  'image_url',
  'birthday',
  'is_starred',
  'ignore_merge',
  'last_team_interaction',
  'team_members_connected',
  'created_at',
  'updated_at',
] as const;

/**
 * One batched query per included relation, whatever the page size: the
 * contact's own parts here, its links' as their declarations state them
 * (core/links.ts). The contact IDs come from a read within the workspace,
 * so the loaders need no workspace filter of their own.
 */
const loaders = includeLoaders('contacts', {
  emails: loadEmails,
  phone_numbers: loadPhoneNumbers,
  custom_fields: fieldValuesLoader('CONTACT'),
} satisfies Partial<Record<ContactInclude, RelationLoader<Db>>>);

const reader = recordReader<Contact>({
  table: 'contacts',
  columns: COLUMNS,
  complete: (db, rows, include) => attachIncludes(db, rows, include, loaders()),
});

/** A page of the workspace's contacts, with the relations asked for. */
export const listContacts = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findContact = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findContacts = reader.findMany;

/**
 * The body's custom-field values, checked before anything else is read so
 * that a value of the wrong form answers 400 ahead of a 404 or 422
 * (API.md section 4).
 */
export async function checkFieldValues(db: Db, workspaceId: string, input: ContactInput) {
  if (!input.customFields?.length) return null;
  const prepared = await prepareFieldValues(db, workspaceId, 'CONTACT', input.customFields);
  if (prepared.invalid.length) throw validationError(prepared.invalid);
  return prepared;
}

/**
 * The references of bodies (companies, tags, lists, custom fields and their
 * options), checked in one lookup per table for all of them: every unknown
 * ID is reported in one 422 before anything is written. `base` is each
 * body's pointer.
 */
async function checkContactReferences(
  trx: Db,
  workspaceId: string,
  bodies: readonly { input: ContactInput; fieldValues: PreparedFieldValues | null; base: string }[],
): Promise<ReferencedRows> {
  const checks: ReferenceCheck[] = [];
  for (const { input, base } of bodies) {
    // With the columns the contact's answer shows of each: a new contact's answer is built from them.
    if (input.companies)
      checks.push({
        table: 'companies',
        ...referencedIds(input.companies, `${base}/companies`),
        what: 'a company',
        columns: contactCompanies.columns,
      });
    if (input.tags)
      checks.push({
        table: 'tags',
        ...referencedIds(input.tags, `${base}/tags`),
        what: 'a tag',
        columns: contactTags.columns,
      });
    if (input.lists)
      checks.push({
        table: 'lists',
        ...referencedIds(input.lists, `${base}/lists`),
        what: 'a CONTACT list',
        where: { column: 'type', value: 'CONTACT' },
        columns: contactLists.columns,
      });
  }
  return checkReferences(
    trx,
    workspaceId,
    checks,
    bodies.flatMap((b) => b.fieldValues?.unknown ?? []),
  );
}

/** Writes everything of a body but the contact's own columns, its references checked first. */
async function writeRelations(
  trx: Db,
  workspaceId: string,
  contactId: string,
  input: ContactInput,
  fieldValues: PreparedFieldValues | null,
): Promise<void> {
  await checkContactReferences(trx, workspaceId, [{ input, fieldValues, base: '/body' }]);
  if (input.companies) await changeRelation(trx, contactCompanies, contactId, input.companies);
  if (input.tags) await changeRelation(trx, contactTags, contactId, input.tags);
  if (input.lists) await changeRelation(trx, contactLists, contactId, input.lists);
  if (input.emails) await changeEmails(trx, workspaceId, contactId, input.emails);
  if (input.phoneNumbers) await changePhoneNumbers(trx, workspaceId, contactId, input.phoneNumbers);
  if (fieldValues) await fieldValues.write(trx, contactId);
}

export async function insertContact(trx: Db, workspaceId: string, input: ContactInput): Promise<string> {
  const [id] = await insertContacts(trx, workspaceId, [input], () => '/body');
  return id!;
}

/**
 * Inserts new contacts, each as `insertContact` would, in a fixed number of
 * statements for all of them (an import's batch): their rows, links,
 * e-mails and phone numbers each in one multi-row insert. A 400 or 422
 * names the body by `base(index)`; nothing is written before every check
 * has passed. Answers the IDs in the order of `inputs`.
 */
export async function insertContacts(
  trx: Db,
  workspaceId: string,
  inputs: readonly ContactInput[],
  base: (index: number) => string = (index) => `/body/records/${index}`,
): Promise<string[]> {
  const bodies = [];
  for (const [index, input] of inputs.entries())
    bodies.push({ input, fieldValues: await checkFieldValues(trx, workspaceId, input), base: base(index) });
  const referenced = await checkContactReferences(trx, workspaceId, bodies);

  const now = nowIso();
  const ids = inputs.map(() => newId('con'));
  const rows = inputs.map(({ columns }, index) => {
    const fullName = joinFullName(columns.first_name ?? '', columns.last_name ?? '');
    return {
      id: ids[index]!,
      first_name: columns.first_name ?? '',
      last_name: columns.last_name ?? '',
      full_name: fullName,
      sort_name: fullName.toLowerCase(),
      job_title: columns.job_title ?? '',
      description: columns.description ?? '',
      location: columns.location ?? '',
      linkedin_slug: columns.linkedin_slug ?? '',
      x_slug: columns.x_slug ?? null,
      facebook_slug: columns.facebook_slug ?? null,
      instagram_slug: columns.instagram_slug ?? null,
      image_url: columns.image_url ?? null,
      birthday: columns.birthday ?? null,
      is_starred: columns.is_starred ?? false,
      ignore_merge: columns.ignore_merge ?? false,
      last_team_interaction: null,
      team_members_connected: 0,
      created_at: now,
      updated_at: now,
    };
  });
  await inWorkspace(trx, workspaceId).insertRows('contacts', rows);
  // Nothing is linked to or owned by a new contact yet: links and owned rows are only inserted.
  const owners = (pick: (input: ContactInput) => RelationChange | undefined) =>
    inputs.flatMap((input, index) => {
      const change = pick(input);
      return change ? [{ ownerId: ids[index]!, change }] : [];
    });
  await linkNewOwners(
    trx,
    contactCompanies,
    owners((input) => input.companies),
  );
  await linkNewOwners(
    trx,
    contactTags,
    owners((input) => input.tags),
  );
  await linkNewOwners(
    trx,
    contactLists,
    owners((input) => input.lists),
  );
  const owned = inputs.map((input, index) => ({
    contactId: ids[index]!,
    emails: input.emails && 'set' in input.emails ? input.emails.set : undefined,
    phoneNumbers: input.phoneNumbers && 'set' in input.phoneNumbers ? input.phoneNumbers.set : undefined,
  }));
  const ownedRows = await ownNewContacts(trx, workspaceId, owned);
  const records = builtContacts(rows, inputs, ownedRows, referenced);
  if (records) changesIfWriting(trx)?.built('contacts', records);
  for (const [index, input] of inputs.entries()) {
    // A body's `{add, remove}` (a PATCH form) on a new contact: as an update would apply it.
    if (input.emails && !('set' in input.emails))
      await changeEmails(trx, workspaceId, ids[index]!, input.emails, true);
    if (input.phoneNumbers && !('set' in input.phoneNumbers))
      await changePhoneNumbers(trx, workspaceId, ids[index]!, input.phoneNumbers, true);
    await bodies[index]!.fieldValues?.write(trx, ids[index]!);
  }
  return ids;
}

/**
 * New contacts as their full reading (`GET /:id` with every include) shows
 * them, from the rows their insert wrote and the linked records' columns
 * read by the reference check: their answer and event without reading them
 * back. Undefined when a body writes what is not built here (custom-field
 * values, e-mails or phones sent as additions): those are read back.
 */
function builtContacts(
  rows: readonly Record<string, unknown>[],
  inputs: readonly ContactInput[],
  owned: NewOwned,
  referenced: ReferencedRows,
): Rec[] | undefined {
  if (!buildsEveryLinkField()) return undefined;
  const records: Rec[] = [];
  for (const [index, input] of inputs.entries()) {
    if (input.customFields?.length) return undefined;
    if (input.emails && !('set' in input.emails)) return undefined;
    if (input.phoneNumbers && !('set' in input.phoneNumbers)) return undefined;
    const row = rows[index]!;
    const id = row.id as string;
    const record: Record<string, unknown> = {};
    for (const column of COLUMNS) record[column] = row[column];
    record.emails = owned.emails.get(id) ?? [];
    record.phone_numbers = owned.phoneNumbers.get(id) ?? [];
    record.companies = linkedOf(contactCompanies, input.companies, referenced);
    record.custom_fields = [];
    record.tags = linkedOf(contactTags, input.tags, referenced);
    record.lists = linkedOf(contactLists, input.lists, referenced);
    record.notes = [];
    records.push(record as Rec);
  }
  return records;
}

/** The link fields of a contact that `builtContacts` builds. */
const BUILT_LINK_FIELDS = new Set(['companies', 'tags', 'lists', 'notes']);

/**
 * True when every link field the declarations give a contact is one
 * `builtContacts` builds: a resource linked to contacts since (a contact's
 * `deals`) has its field read back until it is built here too.
 */
const buildsEveryLinkField = () =>
  linksOf('contacts').every(({ own }) => own.field === null || BUILT_LINK_FIELDS.has(own.field));

/** A new record's members of a relation, as its loader shows them: in the order linked (`linkNewOwners`). */
function linkedOf(relation: Relation, change: RelationChange | undefined, referenced: ReferencedRows) {
  if (!change) return [];
  const rows = referenced.get(relation.target)!;
  return uniqueIds(isSet(change) ? change : (change.add ?? [])).map((id) => relation.shape(rows.get(id)!));
}

/** Applies a PUT/PATCH; false when the contact is not in the workspace. */
export async function updateContact(
  trx: Db,
  workspaceId: string,
  id: string,
  input: ContactInput,
  locked: LockedRow | undefined,
): Promise<boolean> {
  const fieldValues = await checkFieldValues(trx, workspaceId, input);
  if (!locked) return false;
  const { columns } = input;
  const names: { full_name?: string; sort_name?: string } = {};
  // The stored names are read only when a name is sent: the full name joins the one not sent.
  if (columns.first_name !== undefined || columns.last_name !== undefined) {
    const current = await inWorkspace(trx, workspaceId)
      .selectFrom('contacts')
      .select(['first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const fullName = joinFullName(
      columns.first_name ?? current.first_name,
      columns.last_name ?? current.last_name,
    );
    if (fullName === '')
      throw validationError([
        input.sentFullName
          ? { path: '/body/full_name', message: 'must not be empty' }
          : {
              path: '/body',
              message: 'would leave the contact without a name; keep a non-empty first_name or last_name',
            },
      ]);
    names.full_name = fullName;
    names.sort_name = fullName.toLowerCase();
  }
  await inWorkspace(trx, workspaceId)
    .updateTable('contacts')
    .set({ ...columns, ...names, updated_at: nextUpdatedAt(locked.updated_at) })
    .where('id', '=', id)
    .execute();
  await writeRelations(trx, workspaceId, id, input, fieldValues);
  return true;
}

/**
 * Deletes the contact. Its e-mails, phone numbers, custom-field values and
 * every link to it (companies, tags, lists, notes, tasks) go with it through
 * the schema's cascades; the notes and tasks themselves stay.
 */
export async function deleteContact(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('contacts').where('id', '=', id).execute();
}

/** The contacts of the workspace having any of `emails` (lower-cased, as stored): an upsert's match. */
export async function findContactsByEmail(db: Db, workspaceId: string, emails: string[]): Promise<string[]> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('contact_emails')
    .select('contact_id')
    .distinct()
    .where('email', 'in', emails)
    .orderBy('contact_id')
    .execute();
  return rows.map((r) => r.contact_id);
}
