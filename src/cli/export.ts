import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { type Command, InvalidArgumentError } from 'commander';
import { parseOrder } from '../core/collection.js';
import { parseFilters } from '../core/filters.js';
import { resourceWriter } from '../core/resource-routes.js';
import type { DbHandle } from '../db/connect.js';
import '../modules/index.js';
import {
  exportable,
  type ExportFormat,
  exportSpec,
  exportStream,
  formatsOf,
} from '../modules/import-export/export.js';
import { CliError, openDatabase, requireWorkspace } from './common.js';

interface ExportCommandOptions {
  workspace: string;
  format: ExportFormat;
  out?: string;
  orderBy?: string;
}

function format(value: string): ExportFormat {
  if (value !== 'csv' && value !== 'jsonl' && value !== 'vcf')
    throw new InvalidArgumentError('must be csv, jsonl or vcf (contacts)');
  return value;
}

/**
 * `crm export <resource>` (API.md section 9): the bytes `GET /<resource>/export`
 * answers, to `--out` or standard output. Nothing else goes to standard
 * output, with `--json` or not (the export is the output).
 */
export function registerExportCommand(program: Command): void {
  program
    .command('export')
    .description('Export every record of a collection as CSV or JSON Lines, or contacts as vCard')
    .argument(
      '<resource>',
      exportable()
        .map((spec) => spec.path.slice(1))
        .join(', '),
    )
    .requiredOption('--workspace <id>', 'workspace ID')
    .option('--format <format>', 'csv, jsonl or vcf (contacts: vCard 4.0)', format, 'csv' as ExportFormat)
    .option('--out <path>', 'write to this file instead of standard output')
    .option('--order-by <order>', 'as the collection read takes it, e.g. created_at:asc')
    .action(async (resource: string, options: ExportCommandOptions) => {
      let handle: DbHandle | undefined;
      try {
        const declared = exportSpec(resource);
        if (!declared)
          throw new CliError(
            `export takes one of ${exportable()
              .map((spec) => spec.path.slice(1))
              .join(', ')}, got "${resource}"`,
          );
        if (!formatsOf(declared).includes(options.format))
          throw new CliError(
            `--format ${options.format} is for contacts only; ${resource} export as csv or jsonl`,
          );
        handle = await openDatabase();
        const workspace = await requireWorkspace(handle, options.workspace);
        const spec = resourceWriter(declared.table);
        const orderBy = options.orderBy;
        if (orderBy !== undefined && !spec.order[orderBy.split(':')[0]])
          throw new CliError(`--order-by takes ${Object.keys(spec.order).join(', ')}, with :asc or :desc`);
        const stream = await exportStream(handle.db, {
          workspaceId: workspace.id,
          resource,
          format: options.format,
          order: parseOrder(orderBy, spec.order),
          filters: parseFilters(spec.filters, {}, handle.db),
        });
        await pipeline(stream, options.out ? createWriteStream(options.out) : process.stdout);
      } catch (err) {
        const text = err instanceof CliError ? err.message : `unexpected error: ${(err as Error).message}`;
        process.stderr.write(`crm: ${text.replace(/\s*\n\s*/g, ' ')}\n`);
        process.exitCode = 1;
      } finally {
        await handle?.close();
      }
    });
}
