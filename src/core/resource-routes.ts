import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect.js';
import { type LockableTable, lockRecord } from '../db/locking.js';
import type { ModuleOptions } from './module.js';
import type { AuthContext } from './auth.js';
import { type Order, type OrderFields, type Page, pageOf, parseOrder } from './collection.js';
import { notFound } from './errors.js';
import { parseInclude } from './includes.js';
import { created } from './responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from './schemas.js';
import { type WriteDb, writeTransaction } from './transaction.js';

/** What a collection read asks for, parsed. */
export interface ListRequest {
  order: Order;
  limit: number;
  offset: number;
  include: Set<string>;
  /** The whole validated query string, for resource filters such as a list's `type`. */
  query: Record<string, unknown>;
}

/**
 * One resource's six operations (API.md section 5): GET collection, GET one,
 * POST, PUT and PATCH (the same update), DELETE. The routes are the same for
 * every resource; the resource brings its schemas and its queries.
 */
export interface ResourceSpec<R extends { id: string }, Create, Update> {
  /** Collection path, e.g. `/contacts`; also the OpenAPI tag without the slash. */
  path: string;
  /** The record's name in messages and summaries: `contact`, `custom field`. */
  singular: string;
  /** The record's name in operation IDs: `Contact` gives listContacts, getContact, ... */
  operation: string;
  /** Plural for the list operation's ID and summary: `Contacts`. */
  operationPlural: string;
  table: LockableTable;
  record: TSchema;
  createBody: TSchema;
  updateBody: TSchema;
  listQuery: TSchema;
  oneQuery: TSchema;
  order: OrderFields;
  /** Relations a POST/PUT response always carries. */
  fullIncludes: readonly string[];
  /** Extra error statuses of writes, e.g. 409 for unique names. */
  writeErrors?: number[];
  /** OpenAPI descriptions per operation, where a summary is not enough. */
  descriptions?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', string>>;
  deleteSummary?: string;
  list(db: Database, workspaceId: string, request: ListRequest): Promise<{ rows: R[]; total: number }>;
  find(db: Database, workspaceId: string, id: string, include: Iterable<string>): Promise<R | undefined>;
  /** Checks done before the transaction (400s that need no database), returning the input to write. */
  prepareCreate?(body: any): Create;
  prepareUpdate?(body: any): Update;
  insert(trx: WriteDb, auth: AuthContext, input: Create): Promise<string>;
  /** Applies a PUT/PATCH; false when the record is not in the workspace. */
  update(trx: WriteDb, auth: AuthContext, id: string, input: Update): Promise<boolean>;
  remove(trx: WriteDb, workspaceId: string, id: string): Promise<void>;
}

/** The routes of one resource, each with its whole schema; every write is one transaction. */
export function resourceRoutes<R extends { id: string }, Create, Update>(
  spec: ResourceSpec<R, Create, Update>,
): FastifyPluginAsyncTypebox<ModuleOptions> {
  const tags = [spec.path.slice(1)];
  const One = DataEnvelope(Type.Ref(spec.record));
  const writeErrors = spec.writeErrors ?? [];
  const item = `${spec.path}/:id`;
  const a = `a ${spec.singular}`;
  const described = (op: keyof NonNullable<typeof spec.descriptions>) =>
    spec.descriptions?.[op] ? { description: spec.descriptions[op] } : {};

  return async (app, { handle }) => {
    const { db } = handle;
    const readFull = (trx: WriteDb, workspaceId: string, id: string) =>
      spec.find(trx, workspaceId, id, spec.fullIncludes) as Promise<R>;

    app.get(
      spec.path,
      {
        schema: {
          tags,
          operationId: `list${spec.operationPlural}`,
          summary: `List ${spec.operationPlural.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`,
          ...described('list'),
          querystring: spec.listQuery,
          response: { 200: CollectionEnvelope(Type.Ref(spec.record)), ...errorResponses() },
        },
      },
      async (request): Promise<Page<R>> => {
        const query = request.query as any;
        const { rows, total } = await spec.list(db, request.auth.workspaceId, {
          order: parseOrder(query.order_by, spec.order),
          limit: query.limit,
          offset: query.offset,
          include: parseInclude(query.include),
          query,
        });
        return pageOf(rows, query.limit, query.offset, total);
      },
    );

    app.get(
      item,
      {
        schema: {
          tags,
          operationId: `get${spec.operation}`,
          summary: `Get one ${spec.singular}`,
          ...described('get'),
          params: IdParams,
          querystring: spec.oneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const record = await spec.find(
          db,
          request.auth.workspaceId,
          id,
          parseInclude((request.query as any).include),
        );
        if (!record) throw notFound(spec.singular, id);
        return { data: record };
      },
    );

    app.post(
      spec.path,
      {
        schema: {
          tags,
          operationId: `create${spec.operation}`,
          summary: `Create ${a}`,
          ...described('create'),
          querystring: spec.oneQuery,
          body: spec.createBody,
          response: { 201: One, ...errorResponses(413, 415, 422, ...writeErrors) },
        },
      },
      async (request: FastifyRequest, reply) => {
        const input = spec.prepareCreate ? spec.prepareCreate(request.body) : (request.body as Create);
        const record = await writeTransaction(handle, async (trx) => {
          const id = await spec.insert(trx, request.auth, input);
          return readFull(trx, request.auth.workspaceId, id);
        });
        return created(request, reply, record.id, { data: record });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: item,
        schema: {
          tags,
          operationId: `${method === 'PUT' ? 'update' : 'patch'}${spec.operation}`,
          summary: method === 'PUT' ? `Update ${a}` : `Update ${a} (same as PUT)`,
          ...described('update'),
          params: IdParams,
          querystring: spec.oneQuery,
          body: spec.updateBody,
          response: { 200: One, ...errorResponses(404, 413, 415, 422, ...writeErrors) },
        },
        handler: async (request) => {
          const { id } = request.params as { id: string };
          const input = spec.prepareUpdate ? spec.prepareUpdate(request.body) : (request.body as Update);
          const record = await writeTransaction(handle, async (trx) => {
            if (!(await spec.update(trx, request.auth, id, input))) throw notFound(spec.singular, id);
            return readFull(trx, request.auth.workspaceId, id);
          });
          return { data: record };
        },
      });
    }

    app.delete(
      item,
      {
        schema: {
          tags,
          operationId: `delete${spec.operation}`,
          summary: spec.deleteSummary ?? `Delete ${a}; answers the ${spec.singular} as it was`,
          ...described('delete'),
          params: IdParams,
          querystring: spec.oneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const { id } = request.params;
        const record = await writeTransaction(handle, async (trx) => {
          // Locked first, so a delete waits for a write to the same record in flight.
          const found =
            (await lockRecord(trx, spec.table, workspaceId, id)) &&
            (await spec.find(trx, workspaceId, id, parseInclude((request.query as any).include)));
          if (!found) throw notFound(spec.singular, id);
          await spec.remove(trx, workspaceId, id);
          return found;
        });
        return { data: record };
      },
    );
  };
}
