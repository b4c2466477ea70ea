import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseOrder } from '../../core/collection.js';
import { parseFilters } from '../../core/filters.js';
import { areaOfPath, need, unreadableRelations } from '../../core/scopes.js';
import { csvOmitted } from '../../core/link-sides.js';
import { resourceWriter } from '../../core/resource-routes.js';
import { Closed, errorResponses } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import { CONTENT_TYPES, exportable, type ExportFormat, exportStream, formatsOf } from './export.js';

/**
 * `GET /<resource>/export?format=csv|jsonl` (API.md section 9): every
 * record the collection's filters match, in its `order_by`, streamed
 * (export.ts). The query string is the collection read's without `limit`,
 * `offset` and `include`: an export has every record, fully read.
 */

export async function exportRoutes(app: FastifyInstance, handle: DbHandle) {
  for (const declared of exportable()) {
    const spec = resourceWriter(declared.table);
    const resource = spec.path.slice(1);
    const formats = formatsOf(spec);
    const hasCustomFields = 'custom_fields' in (spec.record as TObject).properties;
    const omitted = csvOmitted(spec);
    const {
      limit: _limit,
      offset: _offset,
      include: _include,
      ...params
    } = (spec.listQuery as TObject).properties;
    app.get(
      `/${resource}/export`,
      {
        config: { scope: need(areaOfPath(spec.path), 'read') },
        schema: {
          tags: [resource],
          operationId: `export${spec.operationPlural}`,
          summary: `Export every ${spec.singular} that matches, as CSV or JSONL${formats.includes('vcf') ? ' or vCard' : ''}`,
          description:
            `Streams every record the filters match, in \`order_by\` (no \`limit\`). \`csv\` (the default): a header row, ` +
            'then a row per record: plain fields by name, relations as names joined by `; `' +
            (spec.export?.csvCells ?? '') +
            (hasCustomFields ? ', custom fields as columns named after them' : '') +
            (omitted.length ? `, ${omitted.map((field) => `no \`${field}\``).join(' and ')}` : '') +
            ': what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is ' +
            "written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). " +
            '`jsonl`: one fully expanded record per line.' +
            (formats.includes('vcf')
              ? ` \`vcf\`: one vCard 4.0 card per ${spec.singular}, which the vCard import reads back.`
              : ''),
          querystring: Closed({
            format: Type.String({
              enum: formats,
              default: 'csv',
              description: formats.map((f) => `\`${f}\``).join(', ') + ' (`csv` by default)',
              'x-message': `must be ${formats.join(', ').replace(/, (\w+)$/, ' or $1')}`,
            }),
            ...params,
          }),
          response: {
            200: {
              description: 'The export, streamed; it carries no `ETag` (it is sent before its end is known)',
              content: {
                [CONTENT_TYPES.csv]: { schema: Type.String({ description: 'CSV, a header row first' }) },
                [CONTENT_TYPES.jsonl]: { schema: Type.String({ description: 'One JSON record per line' }) },
                ...(formats.includes('vcf')
                  ? {
                      [CONTENT_TYPES.vcf]: {
                        schema: Type.String({ description: `vCard 4.0, one card per ${spec.singular}` }),
                      },
                    }
                  : {}),
              },
            },
            ...errorResponses(),
          },
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown> & { format: ExportFormat; order_by?: string };
        const format = query.format;
        const stream = await exportStream(handle.db, {
          workspaceId: request.auth.workspaceId,
          resource,
          format,
          order: parseOrder(query.order_by, spec.order),
          filters: parseFilters(spec.filters, query, handle.db),
          // The relations of other areas that the key cannot read are left out (API.md section 3).
          hidden: new Set(unreadableRelations(request.auth, areaOfPath(spec.path))),
        });
        reply
          .type(CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${resource}.${format}"`);
        return reply.send(stream);
      },
    );
  }
}
