import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseOrder } from '../../core/collection.js';
import { parseFilters } from '../../core/filters.js';
import type { AuthContext } from '../../core/auth.js';
import { holds, LINK_AREAS, need } from '../../core/scopes.js';
import { resourceWriter } from '../../core/resource-routes.js';
import { Closed, errorResponses } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import type { LockableTable } from '../../db/locking.js';
import { CONTENT_TYPES, EXPORTABLE, type ExportFormat, exportStream, formatsOf } from './export.js';

/**
 * `GET /<resource>/export?format=csv|jsonl` (API.md section 9): every
 * record the collection's filters match, in its `order_by`, streamed
 * (export.ts). The query string is the collection read's without `limit`,
 * `offset` and `include`: an export has every record, fully read.
 */

const PLURAL: Record<string, string> = {
  contacts: 'Contacts',
  companies: 'Companies',
  tags: 'Tags',
  lists: 'Lists',
  notes: 'Notes',
  tasks: 'Tasks',
};

/** The relations of other areas that the key cannot read: an export leaves them out (API.md section 3). */
function unreadableRelations(auth: AuthContext, resource: string): Set<string> {
  return new Set(LINK_AREAS.filter((area) => area !== resource && !holds(auth, area, 'read')));
}

export async function exportRoutes(app: FastifyInstance, handle: DbHandle) {
  for (const resource of EXPORTABLE) {
    const spec = resourceWriter(resource as LockableTable);
    const formats = formatsOf(resource);
    const {
      limit: _limit,
      offset: _offset,
      include: _include,
      ...params
    } = (spec.listQuery as TObject).properties;
    app.get(
      `/${resource}/export`,
      {
        config: { scope: need(resource, 'read') },
        schema: {
          tags: [resource],
          operationId: `export${PLURAL[resource]}`,
          summary: `Export every ${resource.replace(/s$/, '').replace(/ie$/, 'y')} that matches, as CSV or JSONL${resource === 'contacts' ? ' or vCard' : ''}`,
          description:
            `Streams every record the filters match, in \`order_by\` (no \`limit\`). \`csv\` (the default): a header row, ` +
            'then a row per record: plain fields by name, relations as names joined by `; `' +
            (resource === 'contacts'
              ? ' (e-mails and phones by value, the primary first, phones as `+<code> <number>`), custom fields as columns named after them, no `full_name` and no `notes`'
              : resource === 'companies'
                ? ', custom fields as columns named after them'
                : '') +
            ': what the import takes back. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is ' +
            "written with a `'` before it, so that no spreadsheet runs it as a formula (the import drops it again). " +
            '`jsonl`: one fully expanded record per line.' +
            (resource === 'contacts'
              ? ' `vcf`: one vCard 4.0 card per contact, which the vCard import reads back.'
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
                        schema: Type.String({ description: 'vCard 4.0, one card per contact' }),
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
          hidden: unreadableRelations(request.auth, resource),
        });
        reply
          .type(CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${resource}.${format}"`);
        return reply.send(stream);
      },
    );
  }
}
