import { Type } from '@sinclair/typebox';
import { Closed, DataEnvelope, errorResponses, Id, Nullable, Timestamp } from '../../core/schemas.js';
import type { ApiModule } from '../../core/module.js';
import { findWorkspaceUser } from '../workspace-users/workspace-users.queries.js';
import { WorkspaceUser } from '../workspace-users/workspace-users.schema.js';

export const Me = Type.Object(
  {
    workspace: Closed({ id: Id, name: Type.String() }),
    user: Type.Ref(WorkspaceUser),
    api_key: Closed({
      id: Id,
      name: Type.String(),
      scopes: Type.Array(Type.String(), {
        description:
          'The scopes the key was made with, as given (`["delete"]`: every level on every area; API.md section 3)',
        examples: [['contacts:write', 'tags:write'], ['read'], ['delete']],
      }),
      created_at: Timestamp,
      expires_at: Nullable(Timestamp),
    }),
  },
  {
    $id: 'Me',
    additionalProperties: false,
    examples: [
      {
        workspace: { id: 'wsp_01jd8k2m3n4p5q6r7s8t9v0w1v', name: 'Default workspace' },
        user: {
          id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w1z',
          full_name: 'Ada Lovelace',
          email: 'ada@example.com',
          avatar_url: null,
          role: 'OWNER',
          created_at: '2026-11-22T01:15:12.345Z',
          updated_at: '2026-11-22T01:15:12.345Z',
        },
        api_key: {
          id: 'key_01jd8k2m3n4p5q6r7s8t9v0w1u',
          name: 'Zapier',
          scopes: ['contacts:write', 'tags:write'],
          created_at: '2026-11-22T01:15:12.345Z',
          expires_at: null,
        },
      },
    ],
  },
);

/** `GET /me`: the call an automation tool makes to test a connection. */
export const meModule: ApiModule = {
  name: 'me',
  description: 'The workspace, user and key behind the API key: the call that tests a connection.',
  schemas: [Me],
  routes: async (app, { handle }) => {
    app.get(
      '/me',
      {
        config: { scope: 'none' },
        schema: {
          tags: ['me'],
          operationId: 'getMe',
          summary: 'The workspace, user and key behind this API key',
          querystring: Closed({}),
          response: { 200: DataEnvelope(Type.Ref(Me)), ...errorResponses() },
        },
      },
      async (request) => {
        const { auth } = request;
        const user = await findWorkspaceUser(handle.db, auth.workspaceId, auth.userId);
        if (!user) throw new Error(`key ${auth.keyId} has no user`);
        return {
          data: {
            workspace: { id: auth.workspaceId, name: auth.workspaceName },
            user,
            api_key: {
              id: auth.keyId,
              name: auth.keyName,
              scopes: [...auth.scopes],
              created_at: auth.keyCreatedAt,
              expires_at: auth.keyExpiresAt,
            },
          },
        };
      },
    );
  },
};
