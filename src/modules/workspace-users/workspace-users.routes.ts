import { parseFilters } from '../../core/filters.js';
import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import type { ApiModule } from '../../core/module.js';
import { findWorkspaceUser, listWorkspaceUsers } from './workspace-users.queries.js';
import {
  GetWorkspaceUserQuery,
  WorkspaceUser,
  WorkspaceUserListQuery,
  workspaceUserFilters,
  workspaceUserOrder,
} from './workspace-users.schema.js';

export const workspaceUsersModule: ApiModule = {
  name: 'workspace-users',
  description: 'The people of the workspace (read-only; managed with the admin CLI).',
  schemas: [WorkspaceUser],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/workspace-users',
      {
        config: { scope: 'none' },
        schema: {
          tags: ['workspace-users'],
          operationId: 'listWorkspaceUsers',
          summary: 'List the workspace users',
          querystring: WorkspaceUserListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(WorkspaceUser)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by } = request.query;
        const order = parseOrder(order_by, workspaceUserOrder);
        const filters = parseFilters(workspaceUserFilters, request.query, db);
        const { rows, total } = await listWorkspaceUsers(
          db,
          request.auth.workspaceId,
          order,
          limit,
          offset,
          filters,
        );
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/workspace-users/:id',
      {
        config: { scope: 'none' },
        schema: {
          tags: ['workspace-users'],
          operationId: 'getWorkspaceUser',
          summary: 'Get one workspace user',
          params: IdParams,
          querystring: GetWorkspaceUserQuery,
          response: { 200: DataEnvelope(Type.Ref(WorkspaceUser)), ...errorResponses(404) },
        },
      },
      async (request) => {
        const user = await findWorkspaceUser(db, request.auth.workspaceId, request.params.id);
        if (!user) throw notFound('workspace user', request.params.id);
        return { data: user };
      },
    );
  },
};
