import { listCompanies } from '../companies/companies.links.js';
import { listContacts } from '../contacts/contacts.links.js';
import type { Kysely, Transaction } from 'kysely';
import { type ErrorDetail, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { changesIfWriting } from '../../core/changes.js';
import { changeRelation, type LinkedRows, loadRelation, type Relation } from '../../core/links.js';
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

/** The columns of a list's row an update takes from its lock: the list's type, and the answer built from the row. */
export const LOCKED_COLUMNS = COLUMNS;

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

/** The members a body sent, by ID, and the rows of those it names, with the columns a list embeds. */
interface Members {
  change: RelationChange;
  rows: LinkedRows;
}

/** Checks the members sent (IDs of this workspace, of the list's kind); undefined when none were sent. */
async function checkMembers(
  trx: Db,
  workspaceId: string,
  type: ListType,
  input: ListUpdate,
): Promise<Members | undefined> {
  const key = memberKeyOf(type);
  const items = input[key];
  if (!items) return undefined;
  const sent = referencedIds(items, `/body/${key}`);
  const found = await checkReferences(trx, workspaceId, [
    {
      table: key,
      ...sent,
      ids: sent.ids.map(idOf),
      what: MEMBERS[key].what,
      suffix: (index) => (typeof sent.ids[index] === 'string' ? '' : '/id'),
      columns: MEMBERS[key].relation.columns,
    },
  ]);
  return { change: mapChange(items, idOf), rows: found.get(key) ?? new Map() };
}

const idOf = (item: string | { id: string }) => (typeof item === 'string' ? item : item.id);

/**
 * Writes the members sent; the list's members after it, as its answer
 * embeds them (core/links.ts `changeRelation`), or undefined when that is
 * not known without a read (`none`: what a list has when none were sent).
 */
async function replaceMembers(
  trx: Db,
  type: ListType,
  id: string,
  members: Members | undefined,
  none: unknown[] | undefined,
): Promise<unknown[] | undefined> {
  if (!members) return none;
  const { relation } = MEMBERS[memberKeyOf(type)];
  return changeRelation(trx, relation, id, members.change, false, members.rows);
}

/**
 * The list as its full reading (`GET /:id` with every include) would show
 * it, from the row it wrote and its members after the write, told to the
 * write's change set: its answer and its event are not read back.
 */
function built(trx: Db, row: Omit<List, 'contacts' | 'companies'>, members: unknown[] | undefined) {
  if (!members) return;
  const record = { ...row, [memberKeyOf(row.type)]: members };
  changesIfWriting(trx)?.built('lists', [record]);
}

export async function insertList(trx: Db, workspaceId: string, input: ListCreate): Promise<string> {
  const problems = typeProblems(input.type, input, false);
  if (problems.length) throw validationError(problems);
  const members = await checkMembers(trx, workspaceId, input.type, input);
  const now = nowIso();
  const id = newId('lst');
  const row = {
    id,
    name: input.name,
    type: input.type,
    description: input.description ?? '',
    created_at: now,
    updated_at: now,
  };
  await inWorkspace(trx, workspaceId)
    .insertInto('lists', { ...row, sort_name: listSortName(input.name) })
    .execute();
  built(trx, row, await replaceMembers(trx, input.type, id, members, []));
  return id;
}

/** Applies a PUT/PATCH; false when the list is not in the workspace. `locked` has LOCKED_COLUMNS. */
export async function updateList(
  trx: Db,
  workspaceId: string,
  id: string,
  input: ListUpdate,
  locked: LockedRow | undefined,
): Promise<boolean> {
  if (!locked) return false;
  const was = locked as unknown as Omit<List, 'contacts' | 'companies'>;
  const { type } = was;
  const problems = typeProblems(type, input, true);
  if (problems.length) throw validationError(problems);
  const members = await checkMembers(trx, workspaceId, type, input);
  const row = {
    ...was,
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    updated_at: nextUpdatedAt(locked.updated_at),
  };
  await inWorkspace(trx, workspaceId)
    .updateTable('lists')
    .set({
      ...(input.name !== undefined ? { name: input.name, sort_name: listSortName(input.name) } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      updated_at: row.updated_at,
    })
    .where('id', '=', id)
    .execute();
  built(trx, row, await replaceMembers(trx, type, id, members, undefined));
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
