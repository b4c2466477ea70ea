#!/usr/bin/env node
import '../heap-flags.js';
import { Command } from 'commander';
import { registerBackupCommands } from './backup.js';
import { registerExportCommand } from './export.js';
import { registerImportCommand } from './import.js';
import { registerKeyCommands } from './key.js';
import { registerMcpCommand } from './mcp.js';
import { registerMigrateCommand } from './migrate.js';
import { registerSeedCommand } from './seed.js';
import { registerUserCommands } from './user.js';
import { registerWorkerCommand } from './worker.js';
import { registerWorkspaceCommands } from './workspace.js';

/** The admin CLI: `npm run --silent crm -- <command>` or `crm <command>`. */
const program = new Command()
  .name('crm')
  .description(
    'Administer the contact service: workspaces, users, API keys, migrations, demo data, webhook delivery, the MCP server over stdio.',
  )
  .option('--json', 'print one JSON object on stdout and nothing else there')
  .configureOutput({
    // Mistakes in the command line are one line on stderr, like every other error.
    outputError: (message, write) => write(`crm: ${message.replace(/^error: /, '').trim()}\n`),
  })
  .exitOverride((err) => {
    process.exit(err.exitCode === 0 ? 0 : 1);
  });

registerWorkspaceCommands(program);
registerUserCommands(program);
registerKeyCommands(program);
registerMigrateCommand(program);
registerSeedCommand(program);
registerImportCommand(program);
registerExportCommand(program);
registerBackupCommands(program);
registerWorkerCommand(program);
registerMcpCommand(program);

await program.parseAsync(process.argv);
