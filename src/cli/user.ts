import type { Command } from 'commander';
import type { Role } from '../db/types.js';
import {
  findWorkspaceUserByEmail,
  insertWorkspaceUser,
} from '../modules/workspace-users/workspace-users.queries.js';
import { action, CliError, email, requireWorkspace, role, text } from './common.js';

/** `crm user add`: workspace users are managed here only (the API reads them). */
export function registerUserCommands(program: Command): void {
  const user = program.command('user').description('Manage workspace users');

  user
    .command('add')
    .description('Add a user to a workspace')
    .requiredOption('--workspace <id>', 'workspace ID')
    .requiredOption('--email <email>', 'e-mail, unique in the workspace')
    .requiredOption('--full-name <name>', 'full name')
    .option('--role <role>', 'OWNER, ADMIN or MEMBER', 'MEMBER')
    .action(
      action(
        async (handle, options: { workspace: string; email: string; fullName: string; role: string }) => {
          const address = email(options.email, '--email');
          const fullName = text(options.fullName, '--full-name');
          const userRole: Role = role(options.role);
          const workspace = await requireWorkspace(handle, options.workspace);
          const taken = (id: string) =>
            new CliError(`workspace ${workspace.id} already has a user with e-mail ${address} (${id})`);
          try {
            const created = await handle.db.transaction().execute(async (trx) => {
              const existing = await findWorkspaceUserByEmail(trx, workspace.id, address);
              if (existing) throw taken(existing.id);
              return insertWorkspaceUser(trx, {
                workspaceId: workspace.id,
                email: address,
                fullName,
                role: userRole,
              });
            });
            return { user: created };
          } catch (err) {
            // Another process added the same address in between.
            if (!handle.dialect.isUniqueViolation(err)) throw err;
            const existing = await findWorkspaceUserByEmail(handle.db, workspace.id, address);
            throw taken(existing?.id ?? 'unknown');
          }
        },
        ({ user: u }) => `Added ${u.full_name} <${u.email}> (${u.id}) as ${u.role}.`,
      ),
    );
}
