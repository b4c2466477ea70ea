import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { ErrorBody } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import { API_PREFIXES } from '../../core/module.js';
import type { OpenApiTag } from '../../core/openapi.js';

const Status = Type.Object({ status: Type.String({ examples: ['ok'] }) }, { additionalProperties: false });

/** The reference's tag of these routes. */
export const healthTag: OpenApiTag = {
  name: 'health',
  description: 'Liveness and readiness probes; no key needed.',
};

/** Liveness and readiness; no key needed. At the root and under each API prefix. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ handle: DbHandle }> = async (app, { handle }) => {
  for (const prefix of ['', ...API_PREFIXES]) {
    app.get(
      `${prefix}/healthz`,
      {
        schema: {
          tags: ['health'],
          operationId: prefix ? undefined : 'getHealth',
          summary: 'The process is up',
          hide: prefix !== '',
          response: { 200: Status },
        },
      },
      async () => ({ status: 'ok' }),
    );
    app.get(
      `${prefix}/readyz`,
      {
        schema: {
          tags: ['health'],
          operationId: prefix ? undefined : 'getReadiness',
          summary: 'The database answers',
          hide: prefix !== '',
          response: { 200: Status, 503: Type.Ref(ErrorBody) },
        },
      },
      async () => {
        try {
          await sql`select 1`.execute(handle.db);
        } catch {
          throw new AppError(503, 'service_unavailable', 'The database does not answer.');
        }
        return { status: 'ok' };
      },
    );
  }
};
