import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { type LockableTable, lockRecord } from '../db/locking.js';
import {
  changesIfWriting,
  changesOfThisWrite,
  type EventSource,
  type Rec,
  recordShape,
  registerEventSource,
} from './changes.js';
import type { ApiModule, ModuleOptions } from './module.js';
import { type Page, pageOf, parseOrder } from './collection.js';
import { notFound, validationError } from './errors.js';
import { parseFilters } from './filters.js';
import { areaOfPath, need } from './scopes.js';
import { parseInclude } from './includes.js';
import { overlapProblems } from './relation-change.js';
import { created } from './responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from './schemas.js';
import { answerWrite } from './idempotency.js';
import { batchRoutes } from './batch-routes.js';
// Registration gives the resources the fields their links declare (installed on load).
import './link-fields.js';
import type { WriteDb } from './transaction.js';
import {
  asAdditions,
  postBodyError,
  postInputs,
  runUpsert,
  upsertBody,
  upsertBodyCheck,
  type UpsertSpec,
  upsertOf,
  upsertResponses,
  withMatchOn,
} from './upsert.js';

import type { ResourceSpec } from './resource-spec.js';
import type { AnyResourceSpec } from './resources.js';

export type { ListRequest, ResourceSpec } from './resource-spec.js';

/** A collection read's query string as its schema validated it (collectionQuery): the filters' parameters beside. */
type CollectionQuery = { order_by?: string; limit: number; offset: number; include?: string } & Record<
  string,
  unknown
>;

const writers = new Map<LockableTable, AnyResourceSpec>();

/**
 * A resource's spec as its routes write with it: inserts, updates and
 * deletes that keep the search text and record the change feed's events.
 * Writes that are not one of the six routes (an import, a merge) go through
 * it too, inside a write transaction (core/transaction.ts), so that they
 * keep every rule the routes keep.
 */
export function resourceWriter(table: LockableTable): AnyResourceSpec {
  const writer = writers.get(table);
  if (!writer) throw new Error(`no resource is registered for the table ${table}`);
  return writer;
}

/**
 * A record resource's module: its OpenAPI tag (its path without the slash,
 * with `description`), its named schemas, its spec and the routes made from
 * it. Listed in src/modules/index.ts, it is registered with the others.
 */
export function resourceModule<R extends { id: string }, Create, Update>(
  about: { description: string; schemas: TSchema[] },
  spec: ResourceSpec<R, Create, Update>,
): ApiModule & { resource: ResourceSpec<R, Create, Update> } {
  const record = spec.record;
  return {
    name: spec.path.slice(1),
    description: about.description,
    // Its record as registration completed it (the fields other resources' links give it, core/resources.ts).
    get schemas() {
      return about.schemas.map((schema) => (schema === record ? spec.record : schema));
    },
    resource: spec,
    routes: resourceRoutes(spec),
  };
}

/** The routes of one resource, each with its whole schema; every write is one transaction. */
export function resourceRoutes<R extends { id: string }, Create, Update>(
  resource: ResourceSpec<R, Create, Update>,
): FastifyPluginAsyncTypebox<ModuleOptions> {
  const source = eventSourceOf(resource);
  registerEventSource(source);
  const spec = reportingChanges(resource, source);
  writers.set(resource.table, spec as AnyResourceSpec);
  const tags = [spec.path.slice(1)];
  const One = DataEnvelope(Type.Ref(spec.record));
  const writeErrors = spec.writeErrors ?? [];
  const item = `${spec.path}/:id`;
  // The scope each operation needs (API.md section 3): GET read, writes write, DELETE delete.
  const area = areaOfPath(spec.path);
  const a = `a ${spec.singular}`;
  const described = (op: keyof NonNullable<typeof spec.descriptions>) =>
    spec.descriptions?.[op] ? { description: spec.descriptions[op] } : {};

  return async (app, { handle }) => {
    const { db } = handle;
    const readFull = (trx: WriteDb, workspaceId: string, id: string) =>
      spec.find(trx, workspaceId, id, spec.fullIncludes) as Promise<R>;

    // POST and PATCH <path>/batch (API.md section 7), from the resource's own writes.
    batchRoutes(app, handle, spec);

    app.get(
      spec.path,
      {
        config: { cachedAnswer: true, scope: need(area, 'read', true) },
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
        const query = request.query as CollectionQuery;
        const { rows, total } = await spec.list(db, request.auth.workspaceId, {
          order: parseOrder(query.order_by, spec.order),
          limit: query.limit,
          offset: query.offset,
          include: parseInclude(query.include),
          filters: parseFilters(spec.filters, query, db),
        });
        return pageOf(rows, query.limit, query.offset, total);
      },
    );

    app.get(
      item,
      {
        config: { cachedAnswer: true, scope: need(area, 'read', true) },
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
          parseInclude((request.query as CollectionQuery).include),
        );
        if (!record) throw notFound(spec.singular, id);
        return { data: record };
      },
    );

    // With match_on the body is checked as an upsert's (core/upsert.ts), so the POST body's failure waits for the handler.
    const upsertSchema = spec.upsert ? upsertBody(spec.createBody) : undefined;
    app.post(
      spec.path,
      {
        config: { scope: need(area, 'write') },
        attachValidation: upsertSchema !== undefined,
        schema: {
          tags,
          operationId: `create${spec.operation}`,
          summary: `Create ${a}`,
          ...described('create'),
          querystring: withMatchOn(spec.oneQuery, spec.upsert as UpsertSpec<unknown> | undefined),
          body: spec.createBody,
          response: {
            201: One,
            ...errorResponses(413, 415, 422, ...writeErrors),
            ...(spec.upsert ? upsertResponses(One) : {}),
          },
        },
      },
      async (request: FastifyRequest, reply) => {
        const { postFailure } = upsertBodyCheck(request, upsertSchema);
        const query = request.query as { match_on?: string };
        // An upsert's body is the PATCH of the record it matches; it must be a POST body
        // only when nothing matches and it creates (API.md section 7).
        const asUpsert = spec.upsert !== undefined && query.match_on !== undefined;
        const { matched, create: createInput } = postInputs<Create>(
          spec,
          request.body,
          asUpsert,
          postFailure && postBodyError(postFailure),
        );
        const input = matched ?? createInput();
        const upsert = upsertOf(spec.upsert, query, input);
        return answerWrite(request, reply, handle, async (trx) => {
          if (upsert) {
            const { id, created: isNew } = await runUpsert(trx, request.auth, spec.table, upsert, input, {
              insert: (trx, auth) => spec.insert(trx, auth, createInput()),
              update: (trx, auth, id) => {
                const body = asAdditions(spec.upsert as UpsertSpec<unknown>, request.body);
                const change = spec.prepareUpdate ? spec.prepareUpdate(body) : (body as Update);
                return spec.update(trx, auth, id, change);
              },
            });
            reply.header('x-upsert', isNew ? 'created' : 'updated');
            const data = await readFull(trx, request.auth.workspaceId, id);
            return isNew ? created(request, reply, id, { data }) : { data };
          }
          const id = await spec.insert(trx, request.auth, input);
          const record = await readFull(trx, request.auth.workspaceId, id);
          return created(request, reply, record.id, { data: record });
        });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: item,
        config: { scope: need(area, 'write') },
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
        handler: async (request, reply) => {
          const { id } = request.params as { id: string };
          const overlaps = overlapProblems(request.body);
          if (overlaps.length) throw validationError(overlaps);
          const input = spec.prepareUpdate ? spec.prepareUpdate(request.body) : (request.body as Update);
          return answerWrite(request, reply, handle, async (trx) => {
            if (!(await spec.update(trx, request.auth, id, input))) throw notFound(spec.singular, id);
            return { data: await readFull(trx, request.auth.workspaceId, id) };
          });
        },
      });
    }

    app.delete(
      item,
      {
        config: { scope: need(area, 'delete', true) },
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
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const { id } = request.params;
        return answerWrite(request, reply, handle, async (trx) => {
          // Locked first, so a delete waits for a write to the same record in flight.
          const include = parseInclude((request.query as CollectionQuery).include);
          const found =
            (await lockRecord(trx, spec.table, workspaceId, id)) &&
            (await spec.find(trx, workspaceId, id, include));
          if (!found) throw notFound(spec.singular, id);
          // Without include, the answer is also the deleted event's record: it is not read again.
          await spec.remove(trx, workspaceId, id, include.size ? undefined : found);
          return { data: found };
        });
      },
    );
  };
}

/** What the change feed knows of a resource. */
function eventSourceOf<R extends { id: string }, Create, Update>(
  spec: ResourceSpec<R, Create, Update>,
): EventSource {
  if (!spec.findMany) throw new Error(`${spec.path}: the change feed reads records with findMany`);
  // Onto the shape itself: its fields are read when first asked (recordShape), not copied now,
  // since registration may give the record fields of other resources' links (core/resources.ts).
  return Object.assign(recordShape(spec), {
    resource: spec.event,
    table: spec.table,
    search: spec.search,
    nameColumn: spec.nameColumn,
    findMany: spec.findMany as unknown as EventSource['findMany'],
  });
}

/**
 * The spec whose writes report to the write's change set (core/changes.ts):
 * an update reads the record's own parts first (after its row lock, so that
 * what it read is what it changes), a delete the record as it was and its
 * links, an insert names what it created; a full reading inside the write
 * (its answer) settles the record's event. Every way a record is written
 * (POST, PUT/PATCH, DELETE, an upsert, a batch, an import, a merge) goes
 * through these, so every write records its events.
 */
function reportingChanges<R extends { id: string }, Create, Update>(
  spec: ResourceSpec<R, Create, Update>,
  source: EventSource,
): ResourceSpec<R, Create, Update> {
  const findMany = spec.findMany!;
  return {
    ...spec,
    // What registration completes (core/resources.ts) is read from the spec, not copied before it.
    get record() {
      return spec.record;
    },
    get listQuery() {
      return spec.listQuery;
    },
    get oneQuery() {
      return spec.oneQuery;
    },
    get fullIncludes() {
      return spec.fullIncludes;
    },
    async find(db, workspaceId, id, include) {
      const changes = include === spec.fullIncludes ? changesIfWriting(db) : undefined;
      const record =
        (changes?.builtOf(spec.table, [id])?.[0] as R | undefined) ??
        (await spec.find(db, workspaceId, id, include));
      if (record && changes) await changes.settle(db, source, [record as unknown as Rec]);
      return record;
    },
    async findMany(db, workspaceId, ids, include) {
      const changes = include === spec.fullIncludes ? changesIfWriting(db) : undefined;
      const records =
        (changes?.builtOf(spec.table, ids) as R[] | undefined) ??
        (await findMany(db, workspaceId, ids, include));
      if (changes) await changes.settle(db, source, records as unknown as Rec[]);
      return records;
    },
    async insert(trx, auth, input) {
      const id = await spec.insert(trx, auth, input);
      changesOfThisWrite(trx).created(source, auth.workspaceId, id);
      return id;
    },
    ...(spec.insertMany && {
      async insertMany(trx, auth, inputs) {
        const ids = await spec.insertMany!(trx, auth, inputs);
        for (const id of ids) changesOfThisWrite(trx).created(source, auth.workspaceId, id);
        return ids;
      },
    }),
    ...(spec.prepareUpdate && {
      prepareUpdate(body) {
        const input = spec.prepareUpdate!(body);
        if (input && typeof input === 'object' && linksOnly(body, source.linkFields))
          linksOnlyInputs.add(input);
        return input;
      },
    }),
    async update(trx, auth, id, input) {
      // Locked and read once, here: the resource's update takes the row. A record that is not
      // there is the update's to answer (after any 400 it finds first).
      const locked = await lockRecord(trx, spec.table, auth.workspaceId, id, spec.lockedColumns);
      // A body of link fields alone changes none of the record's own parts: their reading
      // (row, e-mails, phone numbers, custom-field values) would be compared with itself. The
      // link steps tell the relations' old IDs; the locked row's `updated_at` is put back if
      // nothing changed.
      const onlyLinks = spec.prepareUpdate
        ? linksOnlyInputs.has(input as object)
        : linksOnly(input, source.linkFields);
      const before = locked && onlyLinks ? [{ id: locked.id, updated_at: locked.updated_at }] : [];
      if (locked) await changesOfThisWrite(trx).willChange(trx, source, auth.workspaceId, [id], before);
      return spec.update(trx, auth, id, input, locked);
    },
    async remove(trx, workspaceId, id, shown) {
      await changesOfThisWrite(trx).willDelete(trx, source, workspaceId, id, shown as Rec | undefined);
      await spec.remove(trx, workspaceId, id);
    },
  };
}

/** The inputs (a spec's `prepareUpdate`) of bodies that send only link fields. */
const linksOnlyInputs = new WeakSet<object>();

/** Whether an update's body sends only link fields (none of the record's own parts). */
function linksOnly(input: unknown, linkFields: ReadonlySet<string>): boolean {
  if (!input || typeof input !== 'object') return false;
  let any = false;
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!linkFields.has(field)) return false;
    any = true;
  }
  return any;
}
