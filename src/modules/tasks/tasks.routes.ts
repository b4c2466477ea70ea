import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound, validationError } from '../../core/errors.js';
import { parseInclude } from '../../core/includes.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import { isCalendarDate, toUtcIso } from '../../core/time.js';
import type { ApiModule } from '../module.js';
import { deleteTask, findTask, insertTask, listTasks, updateTask } from './tasks.queries.js';
import {
  TASK_INCLUDES,
  Task,
  TaskCreate,
  TaskListQuery,
  TaskOneQuery,
  TaskUpdate,
  taskOrder,
} from './tasks.schema.js';

const tags = ['tasks'];
const One = DataEnvelope(Type.Ref(Task));

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
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/tasks',
      {
        schema: {
          tags,
          operationId: 'listTasks',
          summary: 'List tasks',
          querystring: TaskListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(Task)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by, include } = request.query;
        const order = parseOrder(order_by, taskOrder);
        const { rows, total } = await listTasks(
          db,
          request.auth.workspaceId,
          order,
          limit,
          offset,
          parseInclude(include),
        );
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/tasks/:id',
      {
        schema: {
          tags,
          operationId: 'getTask',
          summary: 'Get one task',
          params: IdParams,
          querystring: TaskOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const task = await findTask(
          db,
          request.auth.workspaceId,
          request.params.id,
          parseInclude(request.query.include),
        );
        if (!task) throw notFound('task', request.params.id);
        return { data: task };
      },
    );

    app.post(
      '/tasks',
      {
        schema: {
          tags,
          operationId: 'createTask',
          summary: 'Create a task; the caller is its creator',
          querystring: TaskOneQuery,
          body: TaskCreate,
          response: { 201: One, ...errorResponses(415, 413, 422) },
        },
      },
      async (request, reply) => {
        const { workspaceId, userId } = request.auth;
        const input = withUtcDueDate(request.body);
        const task = await db.transaction().execute(async (trx) => {
          const id = await insertTask(trx, workspaceId, userId, input);
          return findTask(trx, workspaceId, id, TASK_INCLUDES);
        });
        return created(request, reply, task!.id, { data: task! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/tasks/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateTask' : 'patchTask',
          summary: method === 'PUT' ? 'Update a task' : 'Update a task (same as PUT)',
          params: IdParams,
          querystring: TaskOneQuery,
          body: TaskUpdate,
          response: { 200: One, ...errorResponses(404, 415, 413, 422) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const input = withUtcDueDate(request.body);
          const task = await db.transaction().execute(async (trx) => {
            if (!(await updateTask(trx, workspaceId, request.params.id, input)))
              throw notFound('task', request.params.id);
            return findTask(trx, workspaceId, request.params.id, TASK_INCLUDES);
          });
          return { data: task! };
        },
      });
    }

    app.delete(
      '/tasks/:id',
      {
        schema: {
          tags,
          operationId: 'deleteTask',
          summary: 'Delete a task; answers the task as it was',
          params: IdParams,
          querystring: TaskOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const task = await db.transaction().execute(async (trx) => {
          const found = await findTask(
            trx,
            workspaceId,
            request.params.id,
            parseInclude(request.query.include),
          );
          if (!found) throw notFound('task', request.params.id);
          await deleteTask(trx, workspaceId, found.id);
          return found;
        });
        return { data: task };
      },
    );
  },
};
