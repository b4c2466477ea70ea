import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, oneOf, ownEmail } from '../../core/filters.js';
import { Closed, Id, Nullable, Timestamp } from '../../core/schemas.js';

export const ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;

export const WorkspaceUser = Type.Object(
  {
    id: Id,
    full_name: Type.String(),
    email: Type.String({ format: 'email' }),
    avatar_url: Nullable(Type.String()),
    role: Type.Union(ROLES.map((r) => Type.Literal(r))),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  {
    $id: 'WorkspaceUser',
    additionalProperties: false,
    examples: [
      {
        id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w1x',
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        avatar_url: null,
        role: 'OWNER',
        created_at: '2026-11-22T01:15:12.345Z',
        updated_at: '2026-11-22T01:15:12.345Z',
      },
    ],
  },
);
export type WorkspaceUser = Static<typeof WorkspaceUser>;

export const workspaceUserOrder: OrderFields = {
  created_at: { column: 'created_at' },
  full_name: { column: 'sort_name' },
};

/** The collection's filters (API.md section 6). */
export const workspaceUserFilters = defineFilters('workspace_users', 'usr', {
  email: ownEmail('email', 'Users whose e-mail is any of these (comma-separated), compared lower-cased'),
  role: oneOf('role', ['OWNER', 'ADMIN', 'MEMBER'], 'Users with any of these roles (comma-separated)'),
});

export const WorkspaceUserListQuery = collectionQuery({
  orderBy: workspaceUserOrder,
  filters: workspaceUserFilters,
});
export type WorkspaceUserListQuery = Static<typeof WorkspaceUserListQuery>;

export const GetWorkspaceUserQuery = Closed({});
