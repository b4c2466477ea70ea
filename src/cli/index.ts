#!/usr/bin/env node
import { Command } from 'commander';
import { registerSeedCommand } from './seed.js';

/** The admin CLI: `npm run --silent crm -- <command>` or `crm <command>`. */
const program = new Command()
  .name('crm')
  .description('Administer the contact service: workspaces, users, API keys, migrations, demo data.')
  .option('--json', 'print one JSON object on stdout and nothing else there')
  .showHelpAfterError()
  .exitOverride((err) => {
    process.exit(err.exitCode === 0 ? 0 : 1);
  });

registerSeedCommand(program);

await program.parseAsync(process.argv);
