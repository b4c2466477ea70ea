import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { parseInclude } from '../../core/includes.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import type { ApiModule } from '../module.js';
import { deleteList, findList, insertList, listLists, updateList } from './lists.queries.js';
import {
  LIST_INCLUDES,
  List,
  ListCreate,
  ListListQuery,
  ListOneQuery,
  ListUpdate,
  listOrder,
} from './lists.schema.js';

const tags = ['lists'];
const One = DataEnvelope(Type.Ref(List));

export const listsModule: ApiModule = {
  name: 'lists',
  schemas: [List],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/lists',
      {
        schema: {
          tags,
          operationId: 'listLists',
          summary: 'List lists',
          description:
            '`type` keeps the lists of one type. `include=contacts` embeds the members of CONTACT lists and `include=companies` those of COMPANY lists; a list never carries the other kind.',
          querystring: ListListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(List)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by, include, type } = request.query;
        const order = parseOrder(order_by, listOrder);
        const { rows, total } = await listLists(
          db,
          request.auth.workspaceId,
          { type },
          order,
          limit,
          offset,
          parseInclude(include),
        );
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/lists/:id',
      {
        schema: {
          tags,
          operationId: 'getList',
          summary: 'Get one list',
          params: IdParams,
          querystring: ListOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const list = await findList(
          db,
          request.auth.workspaceId,
          request.params.id,
          parseInclude(request.query.include),
        );
        if (!list) throw notFound('list', request.params.id);
        return { data: list };
      },
    );

    app.post(
      '/lists',
      {
        schema: {
          tags,
          operationId: 'createList',
          summary: 'Create a list',
          description:
            'A CONTACT list takes `contacts`, a COMPANY list `companies` (each item an ID or `{"id": ...}`); the other key is a 400. The response has the members expanded.',
          querystring: ListOneQuery,
          body: ListCreate,
          response: { 201: One, ...errorResponses(415, 413, 422) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const list = await db.transaction().execute(async (trx) => {
          const id = await insertList(trx, workspaceId, request.body);
          return findList(trx, workspaceId, id, LIST_INCLUDES);
        });
        return created(request, reply, list!.id, { data: list! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/lists/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateList' : 'patchList',
          summary: method === 'PUT' ? 'Update a list' : 'Update a list (same as PUT)',
          description:
            'Fields absent from the body stay as they are; the members, when sent, become exactly the IDs sent. `type` cannot change (400). The response has the members expanded.',
          params: IdParams,
          querystring: ListOneQuery,
          body: ListUpdate,
          response: { 200: One, ...errorResponses(404, 415, 413, 422) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const { id } = request.params;
          const list = await db.transaction().execute(async (trx) => {
            if (!(await updateList(trx, workspaceId, id, request.body))) throw notFound('list', id);
            return findList(trx, workspaceId, id, LIST_INCLUDES);
          });
          return { data: list! };
        },
      });
    }

    app.delete(
      '/lists/:id',
      {
        schema: {
          tags,
          operationId: 'deleteList',
          summary: 'Delete a list; answers the list as it was',
          description: 'Removes the list and its memberships; the contacts and companies stay.',
          params: IdParams,
          querystring: ListOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const list = await db.transaction().execute(async (trx) => {
          const found = await findList(
            trx,
            workspaceId,
            request.params.id,
            parseInclude(request.query.include),
          );
          if (!found) throw notFound('list', request.params.id);
          await deleteList(trx, workspaceId, found.id);
          return found;
        });
        return { data: list };
      },
    );
  },
};
