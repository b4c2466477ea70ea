import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { parseInclude } from '../../core/includes.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import type { ApiModule } from '../module.js';
import {
  deleteTag,
  findTag,
  findTagHolder,
  insertTag,
  listTags,
  tagNameTaken,
  updateTag,
} from './tags.queries.js';
import {
  TAG_INCLUDES,
  Tag,
  TagCreate,
  TagListQuery,
  TagOneQuery,
  TagUpdate,
  tagOrder,
} from './tags.schema.js';

const tags = ['tags'];
const One = DataEnvelope(Type.Ref(Tag));

export const tagsModule: ApiModule = {
  name: 'tags',
  schemas: [Tag],
  routes: async (app, { handle }) => {
    const { db, dialect } = handle;

    /**
     * Runs a write that sets a tag's name. The name is checked inside the
     * transaction; two requests racing for one name both pass that check and
     * the loser hits the unique index, which answers the same 409 with the
     * winner's ID (read after the failed transaction has rolled back).
     */
    async function withUniqueName<T>(
      workspaceId: string,
      name: string | undefined,
      selfId: string | undefined,
      write: () => Promise<T>,
    ): Promise<T> {
      try {
        return await write();
      } catch (err) {
        if (name !== undefined && dialect.isUniqueViolation(err)) {
          const holder = await findTagHolder(db, workspaceId, name, selfId);
          if (holder) throw tagNameTaken(holder);
        }
        throw err;
      }
    }

    app.get(
      '/tags',
      {
        schema: {
          tags,
          operationId: 'listTags',
          summary: 'List tags',
          querystring: TagListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(Tag)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by, include } = request.query;
        const { rows, total } = await listTags(
          db,
          request.auth.workspaceId,
          parseOrder(order_by, tagOrder),
          limit,
          offset,
          parseInclude(include),
        );
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/tags/:id',
      {
        schema: {
          tags,
          operationId: 'getTag',
          summary: 'Get one tag',
          params: IdParams,
          querystring: TagOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const tag = await findTag(
          db,
          request.auth.workspaceId,
          request.params.id,
          parseInclude(request.query.include),
        );
        if (!tag) throw notFound('tag', request.params.id);
        return { data: tag };
      },
    );

    app.post(
      '/tags',
      {
        schema: {
          tags,
          operationId: 'createTag',
          summary: 'Create a tag',
          description:
            'The name must be unique in the workspace ignoring case (409 names the holder). The response has contacts, companies and tasks expanded.',
          querystring: TagOneQuery,
          body: TagCreate,
          response: { 201: One, ...errorResponses(415, 413, 422, 409) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const tag = await withUniqueName(workspaceId, request.body.name, undefined, () =>
          db.transaction().execute(async (trx) => {
            const id = await insertTag(trx, workspaceId, request.body);
            return findTag(trx, workspaceId, id, TAG_INCLUDES);
          }),
        );
        return created(request, reply, tag!.id, { data: tag! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/tags/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateTag' : 'patchTag',
          summary: method === 'PUT' ? 'Update a tag' : 'Update a tag (same as PUT)',
          description:
            'Fields absent from the body stay as they are; `contacts`, `companies` or `tasks`, when sent, become exactly the IDs sent. The response has every relation expanded.',
          params: IdParams,
          querystring: TagOneQuery,
          body: TagUpdate,
          response: { 200: One, ...errorResponses(404, 415, 413, 422, 409) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const { id } = request.params;
          const tag = await withUniqueName(workspaceId, request.body.name, id, () =>
            db.transaction().execute(async (trx) => {
              if (!(await updateTag(trx, workspaceId, id, request.body))) throw notFound('tag', id);
              return findTag(trx, workspaceId, id, TAG_INCLUDES);
            }),
          );
          return { data: tag! };
        },
      });
    }

    app.delete(
      '/tags/:id',
      {
        schema: {
          tags,
          operationId: 'deleteTag',
          summary: 'Delete a tag; answers the tag as it was',
          description: 'Removes the tag and its links; the linked contacts, companies and tasks stay.',
          params: IdParams,
          querystring: TagOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const tag = await db.transaction().execute(async (trx) => {
          const found = await findTag(
            trx,
            workspaceId,
            request.params.id,
            parseInclude(request.query.include),
          );
          if (!found) throw notFound('tag', request.params.id);
          await deleteTag(trx, workspaceId, found.id);
          return found;
        });
        return { data: tag };
      },
    );
  },
};
