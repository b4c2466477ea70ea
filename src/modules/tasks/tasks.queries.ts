import { taskContacts, taskTags } from './tasks.links.js';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { ErrorDetail } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { attachIncludes } from '../../core/includes.js';
import { changeRelation, includeLoaders, loadRelation } from '../../core/links.js';
import { checkReferences } from '../../core/references.js';
import { referencedIds } from '../../core/relation-change.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import { embeddedUsers } from '../workspace-users/workspace-users.queries.js';
import type { Task, TaskCreate, TaskUpdate } from './tasks.schema.js';
import { recordReader } from '../../core/records.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'body',
  'due_date',
  'completed_at',
  'created_at',
  'updated_at',
  'assignee_id',
  'creator_id',
] as const;
/** Its relations' loaders, as the links' declarations state them (core/links.ts); `contacts` is always read. */
const loaders = includeLoaders('tasks');

interface TaskRow {
  id: string;
  body: string;
  due_date: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  assignee_id: string;
  creator_id: string;
}

/**
 * Rows to records: contacts, assignee and creator are always present (one
 * query each for the whole page), then the requested includes.
 */
async function toTasks(db: Db, rows: TaskRow[], include: Iterable<string>): Promise<Task[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [contacts, users] = await Promise.all([
    loadRelation(db, taskContacts, ids),
    embeddedUsers(
      db,
      rows.flatMap((r) => [r.assignee_id, r.creator_id]),
    ),
  ]);
  const tasks = rows.map(({ assignee_id, creator_id, ...task }) => {
    const assignee = users.get(assignee_id);
    const creator = users.get(creator_id);
    if (!assignee || !creator) throw new Error(`task ${task.id} names a workspace user that does not exist`);
    return {
      ...task,
      contacts: (contacts.get(task.id) ?? []) as Task['contacts'],
      assignee,
      creator,
    } as Task;
  });
  return attachIncludes(db, tasks, include, loaders());
}

const reader = recordReader<TaskRow, Task>({
  table: 'tasks',
  columns: COLUMNS,
  complete: (db, rows, include) => toTasks(db, rows, include),
});

/** A page of the workspace's tasks, with the relations asked for. */
export const listTasks = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findTask = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findTasks = reader.findMany;

/**
 * Every related ID of the body must exist in the workspace; one 422 lists
 * each bad one (contacts, then tags, then the assignee).
 */
async function checkTaskReferences(trx: Db, workspaceId: string, input: TaskUpdate): Promise<void> {
  const more: ErrorDetail[] = [];
  if (input.assignee !== undefined) {
    const user = await inWorkspace(trx, workspaceId)
      .selectFrom('workspace_users')
      .select('id')
      .where('id', '=', input.assignee)
      .executeTakeFirst();
    if (!user)
      more.push({
        path: '/body/assignee',
        message: `"${input.assignee}" is not a workspace user in this workspace`,
        id: input.assignee,
      });
  }
  await checkReferences(
    trx,
    workspaceId,
    [
      { table: 'contacts', ...referencedIds(input.contacts ?? [], '/body/contacts'), what: 'a contact' },
      { table: 'tags', ...referencedIds(input.tags ?? [], '/body/tags'), what: 'a tag' },
    ],
    more,
  );
}

async function writeRelations(trx: Db, id: string, input: TaskUpdate): Promise<void> {
  if (input.contacts) await changeRelation(trx, taskContacts, id, input.contacts);
  if (input.tags) await changeRelation(trx, taskTags, id, input.tags);
}

export async function insertTask(
  trx: Db,
  workspaceId: string,
  creatorId: string,
  input: TaskCreate,
): Promise<string> {
  // `input.due_date` is already in UTC (see the routes).
  await checkTaskReferences(trx, workspaceId, input);
  const now = nowIso();
  const id = newId('tsk');
  await inWorkspace(trx, workspaceId)
    .insertInto('tasks', {
      id,
      body: input.body,
      due_date: input.due_date ?? null,
      completed_at: input.completed ? now : null,
      assignee_id: input.assignee ?? creatorId,
      creator_id: creatorId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await writeRelations(trx, id, input);
  return id;
}

/** Applies a PUT/PATCH; false when the task is not in the workspace. The creator never changes. */
export async function updateTask(
  trx: Db,
  workspaceId: string,
  id: string,
  input: TaskUpdate,
  current: LockedRow | undefined,
): Promise<boolean> {
  if (!current) return false;
  await checkTaskReferences(trx, workspaceId, input);
  const updatedAt = nextUpdatedAt(current.updated_at);
  // true completes the task now unless it already is; false reopens it.
  let completedAt: RawBuilder<string> | null | undefined;
  if (input.completed === true) completedAt = sql<string>`coalesce(${sql.ref('completed_at')}, ${updatedAt})`;
  else if (input.completed === false) completedAt = null;
  await inWorkspace(trx, workspaceId)
    .updateTable('tasks')
    .set({
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.due_date !== undefined ? { due_date: input.due_date } : {}),
      ...(input.assignee !== undefined ? { assignee_id: input.assignee } : {}),
      ...(completedAt !== undefined ? { completed_at: completedAt } : {}),
      updated_at: updatedAt,
    })
    .where('id', '=', id)
    .execute();
  await writeRelations(trx, id, input);
  return true;
}

export async function deleteTask(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('tasks').where('id', '=', id).execute();
}
