import { validationError } from '../../core/errors.js';
import { resourceRoutes } from '../../core/resource-routes.js';
import { isCalendarDate, toUtcIso } from '../../core/time.js';
import type { ApiModule } from '../../core/module.js';
import { deleteTask, findTask, findTasks, insertTask, listTasks, updateTask } from './tasks.queries.js';
import {
  TASK_INCLUDES,
  Task,
  TaskCreate,
  TaskListQuery,
  TaskOneQuery,
  TaskUpdate,
  taskOrder,
  taskFilters,
} from './tasks.schema.js';

/**
 * `due_date` is accepted with any offset and stored in UTC with
 * milliseconds; a value that is not a real instant is a 400.
 */
function withUtcDueDate<T extends { due_date?: string | null }>(input: T): T {
  if (input.due_date === undefined || input.due_date === null) return input;
  const utc = isCalendarDate(input.due_date.slice(0, 10)) ? toUtcIso(input.due_date) : null;
  if (utc === null)
    throw validationError([
      { path: '/body/due_date', message: 'must be an ISO 8601 timestamp, such as 2026-11-22T01:15:12.345Z' },
    ]);
  return { ...input, due_date: utc };
}

export const tasksModule: ApiModule = {
  name: 'tasks',
  schemas: [Task],
  routes: resourceRoutes<Task, TaskCreate, TaskUpdate>({
    path: '/tasks',
    singular: 'task',
    operation: 'Task',
    operationPlural: 'Tasks',
    table: 'tasks',
    record: Task,
    createBody: TaskCreate,
    updateBody: TaskUpdate,
    listQuery: TaskListQuery,
    filters: taskFilters,
    oneQuery: TaskOneQuery,
    order: taskOrder,
    fullIncludes: TASK_INCLUDES,
    alwaysEmbedded: ['contacts', 'assignee', 'creator'],
    descriptions: {
      create: 'The caller (the owner of the key) is the creator; the assignee defaults to it.',
    },
    list: listTasks,
    find: findTask,
    findMany: findTasks,
    prepareCreate: withUtcDueDate,
    prepareUpdate: withUtcDueDate,
    insert: (trx, auth, input) => insertTask(trx, auth.workspaceId, auth.userId, input),
    update: (trx, auth, id, input) => updateTask(trx, auth.workspaceId, id, input),
    remove: deleteTask,
  }),
};
