#!/usr/bin/env node
import '../heap-flags.js';
import { Command } from 'commander';

/**
 * The commands, in the order `crm --help` lists them, each with the module
 * that registers it. Only the module of the command named on the command
 * line is imported (each brings its own part of the application): `crm mcp`,
 * which an assistant starts for every session, then loads none of the
 * others. Help, and a command line naming no known command, load them all.
 */
const COMMANDS: { names: string[]; register: () => Promise<(program: Command) => void> }[] = [
  { names: ['workspace'], register: async () => (await import('./workspace.js')).registerWorkspaceCommands },
  { names: ['user'], register: async () => (await import('./user.js')).registerUserCommands },
  { names: ['key'], register: async () => (await import('./key.js')).registerKeyCommands },
  { names: ['migrate'], register: async () => (await import('./migrate.js')).registerMigrateCommand },
  { names: ['seed'], register: async () => (await import('./seed.js')).registerSeedCommand },
  { names: ['import'], register: async () => (await import('./import.js')).registerImportCommand },
  { names: ['export'], register: async () => (await import('./export.js')).registerExportCommand },
  {
    names: ['backup', 'restore'],
    register: async () => (await import('./backup.js')).registerBackupCommands,
  },
  { names: ['worker'], register: async () => (await import('./worker.js')).registerWorkerCommand },
  { names: ['mcp'], register: async () => (await import('./mcp.js')).registerMcpCommand },
];

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

// The global options take no value: the first word that is not an option names the command.
const named = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const wanted = COMMANDS.filter((command) => named !== undefined && command.names.includes(named));
for (const register of await Promise.all((wanted.length ? wanted : COMMANDS).map((c) => c.register())))
  register(program);

await program.parseAsync(process.argv);
