import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { stringify } from 'csv-stringify';
import { type AuthContext, scopesOf } from '../core/auth.js';
import { DEFAULT_SCOPES } from '../core/scopes.js';
import { writeTransaction } from '../core/transaction.js';
import { type DbHandle, withBulkWriteSettings } from '../db/connect.js';
import '../modules/index.js';
import { type ColumnMap, HeaderError, parseMapOptions } from '../modules/import-export/import.columns.js';
import { defaultCountryOf, RowError } from '../modules/import-export/import.rows.js';
import {
  ImportRefused,
  type ImportSummary,
  importWithin,
  runImport,
} from '../modules/import-export/import.run.js';
import { findFirstOwner } from '../modules/workspace-users/workspace-users.queries.js';
import { action, CliError, requireWorkspace } from './common.js';

interface ImportCommandOptions {
  workspace: string;
  file: string;
  matchOn?: string;
  map: string[];
  defaultCountry?: string;
  encoding?: string;
  dryRun?: boolean;
  errors?: string;
}

/** Exit code of an import some of whose rows failed (the others were written). */
const SOME_ROWS_FAILED = 3;

/** Who writes: the workspace's first owner, as if through a key of theirs. */
async function ownerAuth(handle: DbHandle, workspaceId: string, workspaceName: string): Promise<AuthContext> {
  const owner = await findFirstOwner(handle.db, workspaceId);
  if (!owner) throw new CliError(`workspace "${workspaceId}" has no owner to import as`);
  return {
    workspaceId,
    workspaceName,
    userId: owner.id,
    keyId: '',
    keyName: 'crm import',
    keyCreatedAt: new Date().toISOString(),
    keyExpiresAt: null,
    // The CLI is the workspace's administrator: every scope.
    ...scopesOf(JSON.stringify(DEFAULT_SCOPES)),
  };
}

/**
 * The rows that failed, as a CSV: the header and cells as read, and a
 * `reason` column. Fixed, the file can be imported again.
 */
function errorsFile(path: string) {
  const out = createWriteStream(path);
  const csv = stringify({ record_delimiter: 'unix', quoted_match: /\r/ });
  csv.pipe(out);
  return {
    header: (header: string[]) => csv.write([...header, 'reason']),
    row: async (cells: string[], reason: string) => {
      if (!csv.write([...cells, reason])) await once(csv, 'drain');
    },
    close: async () => {
      csv.end();
      await once(out, 'close');
    },
  };
}

/** `crm import contacts|companies` (API.md section 9). */
export function registerImportCommand(program: Command): void {
  // The options of the run, for its human summary (with --json, the summary alone is printed).
  let asked: ImportCommandOptions | undefined;
  program
    .command('import')
    .description('Import contacts or companies from a CSV file, or contacts from a vCard file')
    .argument('<resource>', 'contacts or companies')
    .requiredOption('--workspace <id>', 'workspace ID')
    .requiredOption(
      '--file <path>',
      'the CSV file ("," or ";" separated; the first line is the header), or a vCard file (.vcf)',
    )
    .option(
      '--match-on <key>',
      'update the record a row matches: email (contacts), domain or name (companies)',
    )
    .option(
      '--map <column=field>',
      'the field a column fills, when its header does not say; "Column=" leaves it out (repeatable)',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .option('--default-country <CC>', 'the region phones without + are read in (ISO code: US, GB, FR)')
    .option(
      '--encoding <name>',
      "the file's encoding when it is not UTF-8 (windows-1252, latin1, utf-16le...)",
    )
    .option('--dry-run', 'write nothing; report what the import would do')
    .option('--errors <path>', 'write the rows that failed there, with a reason column')
    .addHelpText(
      'after',
      `
Headers name fields ignoring case, spaces, _ and -: the fields' own names,
custom fields by name, and the exports of Google Contacts, Outlook, HubSpot
and LinkedIn (Connections.csv) as they come. E-mail and phone cells split at
; , and " ::: "; tag, company and list cells at ; and " ::: " only. Missing
tags, companies and lists are created. A .vcf file (vCard 3.0 or 4.0) gives
one contact per card.
Rows go in batches of 2,000, each one transaction; a bad row is reported and
the others are written. Exit code: 0 when no row failed, 3 when some did, 1 when
the import could not run.`,
    )
    .action(
      action(
        async (handle, resource: string, options: ImportCommandOptions, command: Command) => {
          if (resource !== 'contacts' && resource !== 'companies')
            throw new CliError(`import takes contacts or companies, got "${resource}"`);
          const workspace = await requireWorkspace(handle, options.workspace);
          const auth = await ownerAuth(handle, workspace.id, workspace.name);
          let size: number;
          try {
            size = statSync(options.file).size;
          } catch {
            throw new CliError(`cannot read the file "${options.file}"`);
          }
          let map: ColumnMap;
          let defaultCountry: ReturnType<typeof defaultCountryOf>;
          try {
            map = parseMapOptions(options.map);
            defaultCountry = defaultCountryOf(options.defaultCountry);
          } catch (err) {
            if (err instanceof RowError) throw new CliError(`--default-country: ${err.message}`);
            throw new CliError((err as HeaderError).message);
          }
          const json = Boolean(command.optsWithGlobals().json);
          const bar = json
            ? null
            : new cliProgress.SingleBar(
                {
                  format: 'importing |{bar}| {percentage}% | {rows} rows | {duration_formatted}',
                  hideCursor: true,
                  clearOnComplete: true,
                  stream: process.stderr,
                },
                cliProgress.Presets.shades_classic,
              );
          const errors = options.errors ? errorsFile(options.errors) : null;
          const source = createReadStream(options.file);
          const run = {
            handle,
            auth,
            resource,
            source,
            matchOn: options.matchOn,
            map,
            defaultCountry,
            encoding: options.encoding,
            format: /\.vcf$/i.test(options.file) ? ('vcard' as const) : undefined,
            onHeader: (header: string[]) => {
              errors?.header(header);
              bar?.start(size, 0, { rows: 0 });
            },
            onFailure: (failure: { cells: string[]; message: string }) =>
              errors?.row(failure.cells, failure.message),
            onProgress: (rows: number, bytes: number) => bar?.update(Math.min(bytes, size), { rows }),
          } as const;
          // The run's request ID (API.md section 12): on every event it records (no key: actor null), and in
          // its summary, so that `POST /undo {"request_id"}` can take the whole run back.
          const origin = { actor: null, request_id: randomUUID() };
          let summary: ImportSummary;
          try {
            summary = options.dryRun
              ? await writeTransaction(handle, (trx) => importWithin(trx, true, run), origin)
              : await withBulkWriteSettings(handle, () =>
                  runImport({ ...run, transaction: (write) => writeTransaction(handle, write, origin) }),
                );
          } catch (err) {
            if (err instanceof ImportRefused || err instanceof HeaderError)
              throw new CliError(`cannot import ${options.file}: ${err.message}`);
            throw err;
          } finally {
            bar?.stop();
            source.destroy();
            await errors?.close();
          }
          if (summary.failed > 0) process.exitCode = SOME_ROWS_FAILED;
          asked = options;
          // A dry run records nothing: it has no request ID to take back.
          return options.dryRun ? summary : { ...summary, request_id: origin.request_id };
        },
        (s: ImportSummary & { request_id?: string }) => {
          const lines = [
            `${asked?.dryRun ? 'Dry run (nothing written): would have ' : ''}created ${s.created}, updated ${s.updated}, ` +
              `skipped ${s.skipped} empty, failed ${s.failed}.`,
            ...s.errors.slice(0, 20).map((e) => `  row ${e.row}: ${e.message}`),
          ];
          if (s.failed > 20) lines.push(`  ... and ${s.failed - 20} more`);
          if (s.warnings.length) {
            lines.push(`Left out of rows that were written: ${s.warnings.length}`);
            lines.push(...s.warnings.slice(0, 20).map((w) => `  row ${w.row}: ${w.message}`));
            if (s.warnings.length > 20) lines.push(`  ... and ${s.warnings.length - 20} more`);
          }
          if (s.ignored_columns.length)
            lines.push(`Columns left out (no field of that name): ${s.ignored_columns.join(', ')}`);
          if (s.failed && asked?.errors) lines.push(`The failed rows, with their reason: ${asked.errors}`);
          if (s.request_id)
            lines.push(
              `request_id: ${s.request_id} (POST /undo {"request_id": "${s.request_id}"} takes this run back)`,
            );
          return lines.join('\n');
        },
      ),
    );
}
