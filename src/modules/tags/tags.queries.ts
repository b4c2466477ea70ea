import { tagCompanies } from '../companies/companies.links.js';
import { tagContacts } from '../contacts/contacts.links.js';
import { tagTasks } from '../tasks/tasks.links.js';
import type { Kysely, Transaction } from 'kysely';
import { conflict } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { attachIncludes } from '../../core/includes.js';
import { changeRelation, includeLoaders } from '../../core/links.js';
import { checkReferences, type ReferenceCheck } from '../../core/references.js';
import { referencedIds } from '../../core/relation-change.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import type { Tag, TagCreate, TagUpdate } from './tags.schema.js';
import { recordReader } from '../../core/records.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;
/** Its relations' loaders, as the links' declarations state them (core/links.ts). */
const loaders = includeLoaders('tags');

/** The case-folded form of a name: what uniqueness and `order_by=name` compare. */
export const tagSortName = (name: string) => name.toLowerCase();

const reader = recordReader<Tag>({
  table: 'tags',
  columns: COLUMNS,
  complete: (db, rows, include) => attachIncludes(db, rows, include, loaders()),
});

/** A page of the workspace's tags, with the relations asked for. */
export const listTags = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findTag = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findTags = reader.findMany;

/** The tag other than `exceptId` whose name equals `name` ignoring case. */
export async function findTagHolder(db: Db, workspaceId: string, name: string, exceptId?: string) {
  let q = inWorkspace(db, workspaceId)
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('sort_name', '=', tagSortName(name));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export const tagNameTaken = (holder: { id: string; name: string }) =>
  conflict(
    `A tag named "${holder.name}" already exists in this workspace; tag names are unique ignoring case.`,
    '/body/name',
    holder.id,
  );

async function assertNameFree(trx: Db, workspaceId: string, name: string, exceptId?: string) {
  const holder = await findTagHolder(trx, workspaceId, name, exceptId);
  if (holder) throw tagNameTaken(holder);
}

/** Every related ID sent must be a record of this workspace (one 422 lists them all). */
async function checkRelated(trx: Db, workspaceId: string, input: TagUpdate) {
  const checks: ReferenceCheck[] = [];
  if (input.contacts)
    checks.push({ table: 'contacts', ...referencedIds(input.contacts, '/body/contacts'), what: 'a contact' });
  if (input.companies)
    checks.push({
      table: 'companies',
      ...referencedIds(input.companies, '/body/companies'),
      what: 'a company',
    });
  if (input.tasks)
    checks.push({ table: 'tasks', ...referencedIds(input.tasks, '/body/tasks'), what: 'a task' });
  await checkReferences(trx, workspaceId, checks);
}

async function replaceRelated(trx: Db, id: string, input: TagUpdate) {
  if (input.contacts) await changeRelation(trx, tagContacts, id, input.contacts);
  if (input.companies) await changeRelation(trx, tagCompanies, id, input.companies);
  if (input.tasks) await changeRelation(trx, tagTasks, id, input.tasks);
}

export async function insertTag(trx: Db, workspaceId: string, input: TagCreate): Promise<string> {
  await checkRelated(trx, workspaceId, input);
  await assertNameFree(trx, workspaceId, input.name);
  const now = nowIso();
  const id = newId('tag');
  await inWorkspace(trx, workspaceId)
    .insertInto('tags', {
      id,
      name: input.name,
      sort_name: tagSortName(input.name),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await replaceRelated(trx, id, input);
  return id;
}

/**
 * Applies a PUT/PATCH; false when the tag is not in the workspace. A tag may
 * take its own name in another case.
 */
export async function updateTag(
  trx: Db,
  workspaceId: string,
  id: string,
  input: TagUpdate,
  current: LockedRow | undefined,
): Promise<boolean> {
  if (!current) return false;
  await checkRelated(trx, workspaceId, input);
  if (input.name !== undefined) await assertNameFree(trx, workspaceId, input.name, id);
  await inWorkspace(trx, workspaceId)
    .updateTable('tags')
    .set({
      ...(input.name !== undefined ? { name: input.name, sort_name: tagSortName(input.name) } : {}),
      updated_at: nextUpdatedAt(current.updated_at),
    })
    .where('id', '=', id)
    .execute();
  await replaceRelated(trx, id, input);
  return true;
}

/** Deletes the tag; its links to contacts, companies and tasks go with it (ON DELETE CASCADE), the records stay. */
export async function deleteTag(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('tags').where('id', '=', id).execute();
}

/** The tag named `name`, ignoring case (at most one: names are unique): an upsert's match. */
export async function findTagsByName(db: Db, workspaceId: string, name: string): Promise<string[]> {
  const holder = await findTagHolder(db, workspaceId, name);
  return holder ? [holder.id] : [];
}
