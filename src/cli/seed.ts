import cliProgress from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import { SQLITE_CONNECTION_SETTINGS } from '../db/connect.js';
import { writerThread } from '../seed/bulk-writer.js';
// The seed writes search rows as the registered resources' specs say.
import '../modules/index.js';
import { plannedCounts, SeedError, type SeedResult, seedWorkspace } from '../seed/seed.js';
import { action, CliError, requireWorkspace } from './common.js';

/** Largest count accepted for one kind of record. */
const MAX_COUNT = 10_000_000;

function count(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('must be a whole number such as 1000');
  const n = Number(value.trim());
  if (n > MAX_COUNT) throw new InvalidArgumentError(`must be at most ${MAX_COUNT}`);
  return n;
}

interface SeedCommandOptions {
  workspace: string;
  contacts: number;
  companies: number;
  tags: number;
  seedValue?: string;
}

/** `crm seed`: fills a workspace with realistic data (API.md section 1). */
export function registerSeedCommand(program: Command): void {
  program
    .command('seed')
    .description('Fill a workspace with realistic demo data')
    .requiredOption('--workspace <id>', 'workspace ID')
    .option('--contacts <n>', 'contacts to create', count, 1000)
    .option('--companies <n>', 'companies to create', count, 200)
    .option('--tags <n>', 'tags to create', count, 20)
    .option('--seed-value <value>', 'the same value makes the same data again (IDs and timestamps excepted)')
    .addHelpText(
      'after',
      `
Besides contacts, companies and tags it makes:
  lists   max(2, tags / 4), CONTACT and COMPANY in turn
  notes   contacts / 2, each about one or two contacts
  tasks   contacts / 5, most with a contact, some with tags, assigned to the workspace's users
Contacts get one to three e-mails (the first one primary), phone numbers,
companies, tags, lists and custom-field values; companies get tags, lists and
custom-field values. The custom fields (one or more of every type) are
defined on first use and reused by later seeds. Creation times are spread
over the past year. Addresses use reserved .example domains.
Counting rounds down. Writes go in batches, one transaction each.`,
    )
    .action(
      action(
        async (handle, options: SeedCommandOptions, command: Command) => {
          const workspace = await requireWorkspace(handle, options.workspace);
          const json = Boolean(command.optsWithGlobals().json);
          const bar = json
            ? null
            : new cliProgress.SingleBar(
                {
                  format: 'seeding |{bar}| {percentage}% | {value}/{total} records | {duration_formatted}',
                  hideCursor: true,
                  clearOnComplete: true,
                },
                cliProgress.Presets.shades_classic,
              );
          const planned = plannedCounts(options);
          bar?.start(
            Object.values(planned).reduce((a, b) => a + b, 0),
            0,
          );
          // On a SQLite file the inserts run on a writer thread (a connection
          // like every other, so a running server goes on reading and writing)
          // while the next batch is generated.
          const sink = writerThread(handle, SQLITE_CONNECTION_SETTINGS);
          try {
            return await seedWorkspace(handle, {
              workspaceId: workspace.id,
              contacts: options.contacts,
              companies: options.companies,
              tags: options.tags,
              seedValue: options.seedValue,
              onProgress: (done) => bar?.update(done),
              sink,
            });
          } catch (err) {
            if (err instanceof SeedError) throw new CliError(err.message);
            throw err;
          } finally {
            await sink?.close().catch(() => {});
            bar?.stop();
          }
        },
        (result: SeedResult) => {
          const c = result.created;
          return (
            `Seeded workspace ${result.workspace_id}: ${c.contacts} contacts, ${c.companies} companies, ` +
            `${c.tags} tags, ${c.lists} lists, ${c.notes} notes, ${c.tasks} tasks.`
          );
        },
      ),
    );
}
