import type { Command } from 'commander';
import '../modules/index.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../modules/api-keys/api-keys.queries.js';
import { findFirstOwner, findWorkspaceUser } from '../modules/workspace-users/workspace-users.queries.js';
import { DEFAULT_SCOPES, parseScopeList } from '../core/scopes.js';
import { action, CliError, columns, futureTimestamp, requireWorkspace, text } from './common.js';

const DEFAULT_KEY_NAME = 'CLI key';

/** `--scopes`, checked before anything is made. */
function scopesOption(value: string): string[] {
  try {
    return parseScopeList(value);
  } catch (err) {
    throw new CliError((err as Error).message);
  }
}

/** `crm key create|list|revoke`: API keys; a secret is printed once, at creation. */
export function registerKeyCommands(program: Command): void {
  const key = program.command('key').description('Manage API keys');

  key
    .command('create')
    .description("Create an API key for a workspace user (default: the workspace's first owner)")
    .requiredOption('--workspace <id>', 'workspace ID')
    .option('--user <id>', "the key's user; default: the workspace's first owner")
    .option('--name <label>', 'a label to recognise the key by', DEFAULT_KEY_NAME)
    .option('--expires-at <iso>', 'expiry, an ISO 8601 timestamp in the future; default: never')
    .option(
      '--scopes <list>',
      'scopes separated by commas, e.g. read,contacts:write (<area>:<level>, or a bare level for every area); default: delete',
    )
    .action(
      action(
        async (
          handle,
          options: { workspace: string; user?: string; name: string; expiresAt?: string; scopes?: string },
        ) => {
          const name = text(options.name, '--name', 100);
          const scopes = options.scopes === undefined ? [...DEFAULT_SCOPES] : scopesOption(options.scopes);
          const expiresAt =
            options.expiresAt === undefined ? null : futureTimestamp(options.expiresAt, '--expires-at');
          const workspace = await requireWorkspace(handle, options.workspace);
          const user =
            options.user === undefined
              ? await findFirstOwner(handle.db, workspace.id)
              : await findWorkspaceUser(handle.db, workspace.id, options.user);
          if (!user) {
            throw new CliError(
              options.user === undefined
                ? `workspace ${workspace.id} has no owner; pass --user`
                : `no user with ID "${options.user}" in workspace ${workspace.id}`,
            );
          }
          const { secret, key: created } = await createApiKey(handle.db, {
            workspaceId: workspace.id,
            userId: user.id,
            name,
            expiresAt,
            scopes,
          });
          const { id, user_id, created_at, expires_at } = created;
          return {
            api_key: secret,
            key: { id, name: created.name, user_id, scopes: created.scopes, created_at, expires_at },
          };
        },
        ({ api_key, key: k }) =>
          [
            `Created key "${k.name}" (${k.id}) for user ${k.user_id} with scopes ${k.scopes.join(',')}; ${k.expires_at ? `expires ${k.expires_at}` : 'never expires'}.`,
            'It is shown this once; store it like a password:',
            '',
            `  ${api_key}`,
          ].join('\n'),
      ),
    );

  key
    .command('list')
    .description("List a workspace's API keys (never their secrets)")
    .requiredOption('--workspace <id>', 'workspace ID')
    .action(
      action(
        async (handle, options: { workspace: string }) => {
          const workspace = await requireWorkspace(handle, options.workspace);
          return { keys: await listApiKeys(handle.db, workspace.id) };
        },
        ({ keys }) => {
          if (!keys.length) return 'No API keys.';
          const now = new Date().toISOString();
          const status = (k: (typeof keys)[number]) =>
            k.revoked_at
              ? `revoked ${k.revoked_at}`
              : k.expires_at && k.expires_at <= now
                ? `expired ${k.expires_at}`
                : 'active';
          const rows = [
            ['ID', 'NAME', 'USER', 'SCOPES', 'CREATED', 'EXPIRES', 'STATUS'],
            ...keys.map((k) => [
              k.id,
              k.name,
              k.user_id,
              k.scopes.join(','),
              k.created_at,
              k.expires_at ?? 'never',
              status(k),
            ]),
          ];
          return columns(rows);
        },
      ),
    );

  key
    .command('revoke')
    .description('Revoke an API key at once')
    .argument('<key-id>', 'the key ID (key_...)')
    .action(
      action(
        async (handle, keyId: string) => {
          if (!(await revokeApiKey(handle.db, keyId))) throw new CliError(`no API key with ID "${keyId}"`);
          return { revoked: keyId };
        },
        ({ revoked }) => `Revoked key ${revoked}.`,
      ),
    );
}
