import { noteContacts } from './notes.links.js';
import type { Kysely, Transaction } from 'kysely';
import { attachIncludes } from '../../core/includes.js';
import { changeRelation, includeLoaders } from '../../core/links.js';
import { checkReferences } from '../../core/references.js';
import { type RelationChange, referencedIds } from '../../core/relation-change.js';
import { newId } from '../../core/ids.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import type { Note, NoteCreate, NoteUpdate } from './notes.schema.js';
import { recordReader } from '../../core/records.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'body', 'created_at', 'updated_at'] as const;
/** Its relations' loaders, as the links' declarations state them (core/links.ts). */
const loaders = includeLoaders('notes');

const reader = recordReader<Note>({
  table: 'notes',
  columns: COLUMNS,
  complete: (db, rows, include) => attachIncludes(db, rows, include, loaders()),
});

/** A page of the workspace's notes, with the relations asked for. */
export const listNotes = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findNote = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findNotes = reader.findMany;

async function checkContacts(trx: Db, workspaceId: string, contacts: RelationChange | undefined) {
  if (contacts)
    await checkReferences(trx, workspaceId, [
      { table: 'contacts', ...referencedIds(contacts, '/body/contacts'), what: 'a contact' },
    ]);
}

export async function insertNote(trx: Db, workspaceId: string, input: NoteCreate): Promise<string> {
  await checkContacts(trx, workspaceId, input.contacts);
  const now = nowIso();
  const id = newId('nte');
  await inWorkspace(trx, workspaceId)
    .insertInto('notes', { id, body: input.body, created_at: now, updated_at: now })
    .execute();
  if (input.contacts) await changeRelation(trx, noteContacts, id, input.contacts);
  return id;
}

/** Applies a PUT/PATCH; false when the note is not in the workspace. */
export async function updateNote(
  trx: Db,
  workspaceId: string,
  id: string,
  input: NoteUpdate,
  current: LockedRow | undefined,
): Promise<boolean> {
  if (!current) return false;
  await checkContacts(trx, workspaceId, input.contacts);
  await trx
    .updateTable('notes')
    .set({
      ...(input.body !== undefined ? { body: input.body } : {}),
      updated_at: nextUpdatedAt(current.updated_at),
    })
    .where('id', '=', id)
    .execute();
  if (input.contacts) await changeRelation(trx, noteContacts, id, input.contacts);
  return true;
}

export async function deleteNote(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('notes').where('id', '=', id).execute();
}
