import { TASK_LINKS } from './tasks.links.js';
import { validationError } from '../../core/errors.js';
import { resourceModule } from '../../core/resource-routes.js';
import { TIMESTAMP_RULE, toUtcIso } from '../../core/time.js';
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
 * milliseconds; a value that is not a real instant, or whose UTC form is
 * outside the years 0001 to 9999, is a 400.
 */
function withUtcDueDate<T extends { due_date?: string | null }>(input: T): T {
  if (input.due_date === undefined || input.due_date === null) return input;
  const utc = toUtcIso(input.due_date);
  if (utc === null) throw validationError([{ path: '/body/due_date', message: TIMESTAMP_RULE }]);
  return { ...input, due_date: utc };
}

export const tasksModule = resourceModule<Task, TaskCreate, TaskUpdate>(
  { description: 'To-dos with a due date, an assignee, linked contacts and tags.', schemas: [Task] },
  {
    path: '/tasks',
    singular: 'task',
    event: 'task',
    idPrefix: 'tsk',
    links: TASK_LINKS,
    export: {},
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
    search: { fromAnswer: (t: Task) => [t.body] },
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
    update: (trx, auth, id, input, locked) => updateTask(trx, auth.workspaceId, id, input, locked),
    remove: deleteTask,
  },
);
