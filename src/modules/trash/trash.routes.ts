import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../core/auth.js';
import { pageOf } from '../../core/collection.js';
import { validationError } from '../../core/errors.js';
import { answerWrite } from '../../core/idempotency.js';
import type { ApiModule } from '../../core/module.js';
import { registeredResources } from '../../core/resources.js';
import { areaOfPath, holds, requireScopes } from '../../core/scopes.js';
import { CollectionEnvelope, errorResponses } from '../../core/schemas.js';
import { readTrash } from './trash.queries.js';
import { areasOfIds, restoreRecords } from './trash.restore.js';
import { AnyRecord, RestoreAnswer, RestoreBody, TrashItem, TrashListQuery } from './trash.schema.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The resources (as events name them) whose areas the key reads. */
const readableResources = (auth: AuthContext) =>
  registeredResources()
    .filter((spec) => holds(auth, areaOfPath(spec.path), 'read'))
    .map((spec) => spec.event);

/**
 * The trash (API.md section 12): deleted records, restorable while their
 * delete event is kept, listed and restored. What a delete keeps for it is
 * trash.keep.ts's; the restore itself trash.restore.ts's (POST /undo
 * restores through it too).
 */
export const trashModule: ApiModule = {
  name: 'trash',
  description:
    'Deleted records (merged-away ones too), restorable exactly as they were while their delete event is kept (`EVENT_RETENTION_DAYS`).',
  schemas: [AnyRecord, TrashItem],
  routes: async (app, { handle }) => {
    app.get(
      '/trash',
      {
        config: { scope: { someArea: 'read' } },
        schema: {
          tags: ['trash'],
          operationId: 'listTrash',
          summary: 'List deleted records, the last deleted first',
          description:
            'Each deleted record once, for its last delete, while that delete event is kept; only records of the areas the key can read. `resource` narrows it to one resource.',
          querystring: TrashListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(TrashItem)), ...errorResponses() },
        },
      },
      async (request, reply: FastifyReply) => {
        const query = request.query as { resource?: string; limit: number; offset: number };
        const readable = readableResources(request.auth);
        const resources = query.resource ? readable.filter((r) => r === query.resource) : readable;
        const { rows, total } = await readTrash(handle.db, request.auth.workspaceId, {
          resources,
          limit: query.limit,
          offset: query.offset,
        });
        const items = rows.map(({ payload }) => {
          const event = JSON.parse(payload) as Record<string, unknown>;
          return {
            id: event.resource_id,
            resource: event.resource,
            deleted_at: event.occurred_at,
            actor: event.actor,
            request_id: event.request_id,
            record: event.data,
          };
        });
        return reply.type(JSON_TYPE).send(JSON.stringify(pageOf(items, query.limit, query.offset, total)));
      },
    );

    app.post(
      '/trash/restore',
      {
        config: { scope: { someArea: 'delete', perRecord: true } },
        schema: {
          tags: ['trash'],
          operationId: 'restoreFromTrash',
          summary: 'Restore deleted records, all or nothing',
          description:
            "Each record comes back as it was before its delete: its ID, fields, e-mails, phone numbers, custom-field values (a custom field: its options and the values its delete removed from records that exist), and the links its delete took to records that exist once the request is done. `created_at` is kept; `updated_at` is now. Answers each record as GET with every include answers it, in the order sent. Needs `delete` on each record's area. An ID not in the trash: 404 at `/body/ids/<i>`; a tag or custom field whose name another now holds: 409 with the holder's `existing_id`; nothing is restored then.",
          body: RestoreBody,
          response: { 200: RestoreAnswer, ...errorResponses(404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { ids } = request.body as { ids: string[] };
        // Before anything is read: `delete` on each record's area, by its ID's prefix (API.md section 3).
        requireScopes(
          request.auth,
          areasOfIds(ids).map((area) => ({ area, level: 'delete' as const })),
        );
        const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
        if (repeated !== -1)
          throw validationError([{ path: `/body/ids/${repeated}`, message: 'is sent twice' }]);
        return answerWrite(request, reply, handle, async (trx) => ({
          data: await restoreRecords(trx, { workspaceId: request.auth.workspaceId }, ids),
        }));
      },
    );
  },
};
