import { listCompanies } from '../companies/companies.links.js';
import { listContacts } from '../contacts/contacts.links.js';
import type { Kysely, Transaction } from 'kysely';
import { type ErrorDetail, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { changeRelation, loadRelation, type Relation } from '../../core/links.js';
import { checkReferences } from '../../core/references.js';
import { mapChange, type RelationChange, referencedIds } from '../../core/relation-change.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import type { List, ListCreate, ListType, ListUpdate } from './lists.schema.js';
import { recordReader } from '../../core/records.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'name', 'type', 'description', 'created_at', 'updated_at'] as const;

/** Which members a list of each type holds, and under which key. */
const MEMBERS = {
  contacts: { type: 'CONTACT', relation: listContacts, what: 'a contact' },
  companies: { type: 'COMPANY', relation: listCompanies, what: 'a company' },
} as const satisfies Record<string, { type: ListType; relation: Relation; what: string }>;
type MemberKey = keyof typeof MEMBERS;

const memberKeyOf = (type: ListType): MemberKey => (type === 'CONTACT' ? 'contacts' : 'companies');

export const listSortName = (name: string) => name.toLowerCase();

/**
 * Embeds the requested members, one query per relation for all the lists
 * given. A relation is set only on lists of its type: `include=companies`
 * leaves a CONTACT list without `companies` (and the reverse) instead of
 * refusing the request, so that a collection read mixing both types can ask
 * for both relations at once.
 */
async function attachMembers(db: Db, lists: List[], include: Iterable<string>): Promise<List[]> {
  const wanted = new Set(include);
  await Promise.all(
    (Object.keys(MEMBERS) as MemberKey[])
      .filter((key) => wanted.has(key))
      .map(async (key) => {
        const owners = lists.filter((l) => l.type === MEMBERS[key].type);
        if (!owners.length) return;
        const members = await loadRelation(
          db,
          MEMBERS[key].relation,
          owners.map((l) => l.id),
        );
        for (const list of owners) (list as Record<MemberKey, unknown>)[key] = members.get(list.id) ?? [];
      }),
  );
  return lists;
}

const reader = recordReader<List>({
  table: 'lists',
  columns: COLUMNS,
  complete: (db, rows, include) => attachMembers(db, rows, include),
});

/** A page of the workspace's lists, with the relations asked for. */
export const listLists = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findList = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findLists = reader.findMany;

/**
 * The 400s that depend on the list's type: `type` cannot change, and a list
 * takes only the members of its kind (`companies` on a CONTACT list is
 * refused even when empty).
 */
function typeProblems(type: ListType, input: ListUpdate, existing: boolean): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (existing && input.type !== undefined && input.type !== type)
    problems.push({
      path: '/body/type',
      message: `cannot change once the list exists; this list is ${type}`,
    });
  const wrong: MemberKey = type === 'CONTACT' ? 'companies' : 'contacts';
  if (input[wrong] !== undefined)
    problems.push({
      path: `/body/${wrong}`,
      message: `is accepted only on ${MEMBERS[wrong].type} lists; this list is ${type}`,
    });
  return problems;
}

/** Checks the members sent (IDs of this workspace, of the list's kind); their IDs, or undefined when none were sent. */
async function checkMembers(
  trx: Db,
  workspaceId: string,
  type: ListType,
  input: ListUpdate,
): Promise<RelationChange | undefined> {
  const key = memberKeyOf(type);
  const items = input[key];
  if (!items) return undefined;
  const sent = referencedIds(items, `/body/${key}`);
  await checkReferences(trx, workspaceId, [
    {
      table: key,
      ...sent,
      ids: sent.ids.map(idOf),
      what: MEMBERS[key].what,
      suffix: (index) => (typeof sent.ids[index] === 'string' ? '' : '/id'),
    },
  ]);
  return mapChange(items, idOf);
}

const idOf = (item: string | { id: string }) => (typeof item === 'string' ? item : item.id);

async function replaceMembers(trx: Db, type: ListType, id: string, members: RelationChange | undefined) {
  if (members) await changeRelation(trx, MEMBERS[memberKeyOf(type)].relation, id, members);
}

export async function insertList(trx: Db, workspaceId: string, input: ListCreate): Promise<string> {
  const problems = typeProblems(input.type, input, false);
  if (problems.length) throw validationError(problems);
  const members = await checkMembers(trx, workspaceId, input.type, input);
  const now = nowIso();
  const id = newId('lst');
  await inWorkspace(trx, workspaceId)
    .insertInto('lists', {
      id,
      name: input.name,
      sort_name: listSortName(input.name),
      type: input.type,
      description: input.description ?? '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await replaceMembers(trx, input.type, id, members);
  return id;
}

/** Applies a PUT/PATCH; false when the list is not in the workspace. */
export async function updateList(
  trx: Db,
  workspaceId: string,
  id: string,
  input: ListUpdate,
  locked: LockedRow | undefined,
): Promise<boolean> {
  if (!locked) return false;
  const { type } = await inWorkspace(trx, workspaceId)
    .selectFrom('lists')
    .select('type')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const problems = typeProblems(type, input, true);
  if (problems.length) throw validationError(problems);
  const members = await checkMembers(trx, workspaceId, type, input);
  await inWorkspace(trx, workspaceId)
    .updateTable('lists')
    .set({
      ...(input.name !== undefined ? { name: input.name, sort_name: listSortName(input.name) } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      updated_at: nextUpdatedAt(locked.updated_at),
    })
    .where('id', '=', id)
    .execute();
  await replaceMembers(trx, type, id, members);
  return true;
}

/** Deletes the list; its membership links go with it (ON DELETE CASCADE), the members stay. */
export async function deleteList(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('lists').where('id', '=', id).execute();
}

/** The lists of `type` named `name`, ignoring case: an upsert's match. */
export async function findListsByName(
  db: Db,
  workspaceId: string,
  type: ListType,
  name: string,
): Promise<string[]> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('lists')
    .select('id')
    .where('type', '=', type)
    .where('sort_name', '=', listSortName(name))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
