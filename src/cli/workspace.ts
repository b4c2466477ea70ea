import type { Command } from 'commander';
import { listWorkspaces } from '../modules/workspaces/workspaces.queries.js';
import { createWorkspaceWithOwner } from '../modules/workspaces/workspaces.setup.js';
import { action, columns, email, text } from './common.js';

/**
 * `crm workspace create`: a workspace, its owner and a first API key.
 * `crm workspace list`: every workspace, to find a lost `wsp_` ID.
 */
export function registerWorkspaceCommands(program: Command): void {
  const workspace = program.command('workspace').description('Manage workspaces');

  workspace
    .command('create')
    .description('Create a workspace with an owner and a first API key (printed once)')
    .requiredOption('--name <name>', 'workspace name')
    .option('--owner-email <email>', "owner's e-mail", 'owner@example.com')
    .option('--owner-name <name>', "owner's full name", 'Workspace Owner')
    .action(
      action(
        async (handle, options: { name: string; ownerEmail: string; ownerName: string }) => {
          const input = {
            name: text(options.name, '--name'),
            ownerEmail: email(options.ownerEmail, '--owner-email'),
            ownerName: text(options.ownerName, '--owner-name'),
          };
          const created = await createWorkspaceWithOwner(handle.db, input);
          return { workspace: created.workspace, user: created.user, api_key: created.api_key };
        },
        ({ workspace, user, api_key }) =>
          [
            `Created workspace "${workspace.name}" (${workspace.id}).`,
            `Owner: ${user.full_name} <${user.email}> (${user.id}).`,
            'Its API key is shown this once; store it like a password:',
            '',
            `  ${api_key}`,
          ].join('\n'),
      ),
    );

  workspace
    .command('list')
    .description(
      'List every workspace: its ID, name, creation time and how many users, contacts and companies it has',
    )
    .action(
      action(
        async (handle) => ({ workspaces: await listWorkspaces(handle.db) }),
        ({ workspaces }) => {
          if (!workspaces.length) return 'No workspaces.';
          const rows = [
            ['ID', 'NAME', 'CREATED', 'USERS', 'CONTACTS', 'COMPANIES'],
            ...workspaces.map((w) => [
              w.id,
              w.name,
              w.created_at,
              String(w.users),
              String(w.contacts),
              String(w.companies),
            ]),
          ];
          return columns(rows, 3);
        },
      ),
    );
}
