import { type Savepoint, savepoint } from '../db/savepoint.js';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbHandle } from '../db/connect.js';
import type { AuthContext } from './auth.js';
import { nextTurn } from './next-turn.js';
import { AppError, type ErrorDetail, toAppError, unknownReference, validationError } from './errors.js';
import { answerWrite } from './idempotency.js';
import type { ModuleApp } from './module.js';
import { overlapProblems } from './relation-change.js';
import type { ResourceSpec } from './resource-spec.js';
import { pluralOf } from './resources.js';
import { Closed, errorResponses, Id } from './schemas.js';
import { areaOfPath, need } from './scopes.js';
import type { WriteDb } from './transaction.js';
import {
  asAdditions,
  postBodyError,
  postInputs,
  type Upsert,
  upsertBody,
  upsertBodyCheck,
  type UpsertSpec,
  runUpsert,
  upsertOf,
  upsertResponses,
  withMatchOn,
} from './upsert.js';

/**
 * Batches (API.md section 7): `POST <path>/batch` creates (or, with
 * `?match_on=`, upserts) up to 100 records and `PATCH <path>/batch` updates
 * up to 100, each batch in one transaction, all or nothing. Every record is
 * written by the resource's own insert, update and upsert, exactly as a
 * single write would; what is here is what a batch adds:
 *
 * - an error names its record: every path of an error met while handling
 *   record i moves under `/body/records/<i>`;
 * - the contract's order of errors (section 4) holds across the batch: the
 *   body's 400s, every record's, come before any 422 or 409;
 * - two records that would collide (one match value, one unique name, one
 *   ID updated twice) are a 400 naming both;
 * - the answer is every record as a single write answers it, read back in a
 *   fixed number of queries whatever the batch's size.
 */

const MAX_RECORDS = 100;

/**
 * Records written between two turns of the event loop. A SQLite statement
 * runs on the event loop's thread, so a batch written in one go would hold
 * every other request (and the overload probe) for its whole length.
 */
const YIELD_EVERY = 10;

/** How a status ranks when records of one batch fail in several ways (API.md section 4). */
const RANK: Record<number, number> = { 400: 0, 404: 1, 422: 2, 409: 3 };
const rankOf = (error: AppError) => RANK[error.statusCode] ?? 4;

/** One record of a batch, checked and ready to write. */
interface Item<Create, Update> {
  /** PATCH: the record's ID. */
  id?: string;
  create?: Create;
  update?: Update;
  upsert?: Upsert<Create> | null;
  /** The body as sent (without `id`): an upsert's update is built from it when a record matches. */
  body: Record<string, unknown>;
  /** An upsert's record as a POST creates it, checked as a POST body (when nothing matches). */
  createInput?: () => Create;
}

/** A record written by this batch: its index, whether the batch created it, and the body that wrote it. */
interface Written {
  index: number;
  created: boolean;
  body: Record<string, unknown>;
}

const recordPath = (index: number) => `/body/records/${index}`;

/** A path of a single write's error, moved under record `index`; a path outside the body names the record. */
function moveUnder(path: string, index: number): string {
  if (path === '/body' || path.startsWith('/body/')) return recordPath(index) + path.slice('/body'.length);
  return recordPath(index);
}

/** The error a single write would give, as record `index` of a batch gives it. */
export function underRecord(error: AppError, index: number): AppError {
  const details: ErrorDetail[] = error.details.length
    ? error.details.map((d) => ({ ...d, path: moveUnder(d.path, index) }))
    : [{ path: recordPath(index), message: error.message.replace(/\.$/, '') }];
  let message = error.message;
  const first = error.details[0];
  if (first && message.startsWith(`${first.path}:`))
    message = moveUnder(first.path, index) + message.slice(first.path.length);
  else if (!first) message = `${recordPath(index)}: ${message}`;
  return new AppError(error.statusCode, error.code, message, details, error.headers);
}

/** Errors already placed under their record (a collision names two). */
const placed = new WeakSet<AppError>();

/**
 * Two records of one batch that would write one record, or one unique
 * value, twice: 400 naming both. `what` is what they share: `the same name`.
 */
function collision(first: number, second: number, suffix: string, what: string): AppError {
  const error = validationError(
    [
      { path: `${recordPath(first)}${suffix}`, message: `has ${what} as ${recordPath(second)}` },
      { path: `${recordPath(second)}${suffix}`, message: `has ${what} as ${recordPath(first)}` },
    ],
    `${recordPath(first)} and ${recordPath(second)} of this batch have ${what}; ` +
      'send them as one record, or in two requests. Nothing was written.',
  );
  placed.add(error);
  return error;
}

/** The part of a detail path inside one record: `/body/name` gives `/name`. */
const innerPath = (path: string) => (path.startsWith('/body/') ? path.slice('/body'.length) : '');

/** What the steps of one resource's batches share: its spec, and the database. */
interface Batch<Create, Update> {
  handle: DbHandle;
  spec: ResourceSpec<{ id: string }, Create, Update>;
  upsertSpec: UpsertSpec<Create> | undefined;
}

/** The first of a schema's examples (a record or a body), when it gives one. */
const firstExample = (schema: TSchema): Record<string, unknown> | undefined => schema.examples?.[0];

/** The schemas of a resource's two batch routes, made from its single writes' schemas. */
function batchSchemas<Create, Update>({ spec, upsertSpec }: Batch<Create, Update>) {
  const plural = pluralOf(spec);
  const writeErrors = spec.writeErrors ?? [];

  const Answer = Closed(
    {
      data: Type.Array(Type.Ref(spec.record), {
        description: `The ${plural} in the order sent, each as a single write answers it (fully expanded)`,
      }),
      meta: Closed(
        {
          created: Type.Integer({ minimum: 0, description: 'Records this batch created' }),
          updated: Type.Integer({ minimum: 0, description: 'Records this batch updated' }),
        },
        { examples: [{ created: 1, updated: 0 }] },
      ),
    },
    { description: 'Every record written, in the order sent; no `Location`' },
  );
  const recordExample = firstExample(spec.record);
  const createExample = firstExample(spec.createBody);
  const updateExample = firstExample(spec.updateBody) ?? createExample;

  const CreateBody = Closed(
    {
      records: Type.Array(spec.createBody, {
        minItems: 1,
        maxItems: MAX_RECORDS,
        description: `1 to ${MAX_RECORDS} bodies, each as \`POST ${spec.path}\` takes it`,
      }),
    },
    createExample ? { examples: [{ records: [createExample] }] } : {},
  );
  // The update body's own `id` is read-only; here it names the record.
  const { id: _readOnly, ...updatable } = (spec.updateBody as TObject).properties;
  const PatchRecord = Closed(
    { id: { ...Id, description: `The ${spec.singular} to update` }, ...updatable },
    { description: `\`id\`, and a body as \`PATCH ${spec.path}/{id}\` takes it` },
  );
  const PatchBody = Closed(
    {
      records: Type.Array(PatchRecord, {
        minItems: 1,
        maxItems: MAX_RECORDS,
        description: `1 to ${MAX_RECORDS} records, each its \`id\` and the fields to change`,
      }),
    },
    recordExample && updateExample
      ? { examples: [{ records: [{ id: recordExample.id, ...updateExample }] }] }
      : {},
  );

  // The statuses of the resource's single writes; with match_on, the upsert's 409 (ambiguous_match too).
  const errors = errorResponses(413, 415, 422, ...writeErrors);
  const createErrors = upsertSpec ? { ...errors, 409: upsertResponses(Answer)[409] } : errors;
  const createQuery = withMatchOn(
    spec.oneQuery,
    upsertSpec,
    'Batch upsert: each record updates the record that matches it instead of creating one ({matches}). ' +
      'Several match one record: 409 ambiguous_match. Two records of the batch with one value: 400.',
  );
  // With match_on each record is checked as a single upsert's body is (core/upsert.ts).
  const UpsertBody = upsertSpec
    ? Closed({
        records: Type.Array(upsertBody(spec.createBody), { minItems: 1, maxItems: MAX_RECORDS }),
      })
    : undefined;
  return { Answer, CreateBody, UpsertBody, PatchBody, errors, createErrors, createQuery };
}

type BatchSchemas = ReturnType<typeof batchSchemas>;

const commonDescription = (plural: string) =>
  `One transaction: all ${plural} are written, or none. An error names its record under \`/body/records/<index>\`.`;

/**
 * Registers `POST <path>/batch` and `PATCH <path>/batch` for a resource.
 * `spec` is the resource's own (without the search text kept per record):
 * a batch refreshes the search text of all its records at once, after the
 * last one is written.
 */
export function batchRoutes<R extends { id: string }, Create, Update>(
  app: ModuleApp,
  handle: DbHandle,
  spec: ResourceSpec<R, Create, Update>,
): void {
  const batch: Batch<Create, Update> = {
    handle,
    spec,
    upsertSpec: spec.upsert as UpsertSpec<Create> | undefined,
  };
  const schemas = batchSchemas(batch);
  createBatchRoute(app, batch, schemas);
  patchBatchRoute(app, batch, schemas);
}

/** `POST <path>/batch`: creates the records, or with `?match_on=` upserts them. */
function createBatchRoute<Create, Update>(
  app: ModuleApp,
  batch: Batch<Create, Update>,
  { Answer, CreateBody, UpsertBody, createErrors, createQuery }: BatchSchemas,
): void {
  const { spec, upsertSpec, handle } = batch;
  const plural = pluralOf(spec);
  app.post(
    `${spec.path}/batch`,
    {
      config: { scope: need(areaOfPath(spec.path), 'write') },
      attachValidation: UpsertBody !== undefined,
      schema: {
        tags: [spec.path.slice(1)],
        operationId: `create${spec.operationPlural}Batch`,
        summary: `Create up to ${MAX_RECORDS} ${plural}${upsertSpec ? ' (or upsert them, with match_on)' : ''}`,
        description: `${commonDescription(plural)} Answers 200 with the ${plural} in the order sent and how many were created and updated.`,
        querystring: createQuery,
        body: CreateBody,
        response: { 200: Answer, ...createErrors },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { postFailure } = upsertBodyCheck(request, UpsertBody);
      const records = (request.body as { records: Record<string, unknown>[] }).records;
      const query = request.query as { match_on?: string };
      const asUpsert = upsertSpec !== undefined && query.match_on !== undefined;
      const items = prepare(batch, records, (body, index) => {
        // Each record as a single upsert: the PATCH of its match, a POST body only if it creates.
        const { matched, create } = postInputs<Create>(
          spec,
          body,
          asUpsert,
          postFailure && postBodyError(postFailure, `/records/${index}`),
        );
        if (matched === null) return { create: create(), upsert: null, body };
        return { create: matched, createInput: create, upsert: upsertOf(upsertSpec, query, matched), body };
      });
      return answerWrite(request, reply, handle, (trx) =>
        write({ batch, trx, auth: request.auth, items }, reply),
      );
    },
  );
}

/** `PATCH <path>/batch`: updates the records, each named by its `id`. */
function patchBatchRoute<Create, Update>(
  app: ModuleApp,
  batch: Batch<Create, Update>,
  { Answer, PatchBody, errors }: BatchSchemas,
): void {
  const { spec, handle } = batch;
  app.patch(
    `${spec.path}/batch`,
    {
      config: { scope: need(areaOfPath(spec.path), 'write') },
      schema: {
        tags: [spec.path.slice(1)],
        operationId: `patch${spec.operationPlural}Batch`,
        summary: `Update up to ${MAX_RECORDS} ${pluralOf(spec)}`,
        description:
          `${commonDescription(pluralOf(spec))} Each record is its \`id\` and a PATCH body; an \`id\` that is not a ${spec.singular} ` +
          `of this workspace is a 422 at \`/body/records/<index>/id\`.`,
        querystring: spec.oneQuery,
        body: PatchBody,
        response: { 200: Answer, ...errors },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const records = (request.body as { records: Record<string, unknown>[] }).records;
      const items = prepare(batch, records, (record) => {
        const { id, ...body } = record as { id: string };
        const overlaps = overlapProblems(body);
        if (overlaps.length) throw validationError(overlaps);
        const update = spec.prepareUpdate ? spec.prepareUpdate(body) : (body as Update);
        return { id, update, body };
      });
      return answerWrite(request, reply, handle, (trx) =>
        write({ batch, trx, auth: request.auth, items }, reply),
      );
    },
  );
}

/**
 * The checks that need no database, for every record: each record's 400s
 * (all of them, in one answer) and the collisions visible in the body.
 */
function prepare<Create, Update>(
  { spec }: Batch<Create, Update>,
  records: Record<string, unknown>[],
  check: (record: Record<string, unknown>, index: number) => Item<Create, Update>,
): Item<Create, Update>[] {
  const refusals: AppError[] = [];
  const items = records.map((record, index) => {
    try {
      return check(record, index);
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 400) throw err;
      refusals.push(underRecord(err, index));
      return null;
    }
  });
  // Every record's 400s in one answer; one record's error keeps its own message.
  if (refusals.length === 1) throw refusals[0];
  if (refusals.length) throw validationError(refusals.flatMap((e) => e.details));
  const ready = items as Item<Create, Update>[];
  const firstOf = new Map<string, number>();
  for (const [index, item] of ready.entries()) {
    const keys = item.id !== undefined ? [`id ${item.id}`] : matchKeys(item);
    for (const key of keys) {
      const first = firstOf.get(key);
      if (first === undefined) firstOf.set(key, index);
      else if (item.id !== undefined) throw collision(first, index, '/id', `the same ${spec.singular} ID`);
      else {
        const upsert = item.upsert!;
        throw collision(first, index, innerPath(upsert.match.path), `the same ${upsert.key} to match on`);
      }
    }
  }
  return ready;
}

/** The values an upsert matches on, with their scope: two records sharing one would write one record. */
function matchKeys<Create, Update>(item: Item<Create, Update>): string[] {
  const upsert = item.upsert;
  if (!upsert) return [];
  const scope = upsert.match.scope?.(item.create as Create) ?? '';
  return upsert.values.map((value) => JSON.stringify([scope, value]));
}

/** Writes record `index`, noting what it wrote; throws the error a single write would. */
async function writeOne<Create, Update>(
  { batch, trx, auth }: BatchWrite<Create, Update>,
  item: Item<Create, Update>,
  index: number,
  written: Map<string, Written>,
): Promise<{ id: string; created: boolean }> {
  const { spec, upsertSpec } = batch;
  if (item.id !== undefined) {
    if (!(await spec.update(trx, auth, item.id, item.update as Update)))
      throw unknownReference([
        {
          path: '/body/id',
          message: `"${item.id}" is not a ${spec.singular} of this workspace`,
          id: item.id,
        },
      ]);
    return { id: item.id, created: false };
  }
  if (!item.upsert) return { id: await spec.insert(trx, auth, item.create as Create), created: true };
  const result = await runUpsert(trx, auth, spec.table, item.upsert, item.create as Create, {
    insert: (trx, auth, input) => spec.insert(trx, auth, item.createInput ? item.createInput() : input),
    update: (trx, auth, id) => {
      // A record of this batch matched again: the 400 of two records colliding, not a second write.
      const earlier = written.get(id);
      if (earlier) throw collisionWith(spec, earlier.index, index, item);
      const body = asAdditions(upsertSpec as UpsertSpec<unknown>, item.body);
      const change = spec.prepareUpdate ? spec.prepareUpdate(body) : (body as Update);
      return spec.update(trx, auth, id, change);
    },
  });
  return result;
}

function collisionWith<Create, Update>(
  spec: ResourceSpec<{ id: string }, Create, Update>,
  first: number,
  second: number,
  item: Item<Create, Update>,
): AppError {
  const upsert = item.upsert;
  return upsert
    ? collision(first, second, innerPath(upsert.match.path), `a match in the same ${spec.singular}`)
    : collision(first, second, '', `the same ${spec.singular}`);
}

/**
 * A single write's error, as record `index` of this batch answers it: a
 * 409 naming a record this batch created (or, for an upsert, wrote) is
 * two records colliding, a 400; anything else moves under the record.
 * Errors the transaction reruns for (a lost race) and faults pass as
 * they are.
 */
function asRecordError<Create, Update>(
  { spec, handle }: Batch<Create, Update>,
  err: unknown,
  item: Item<Create, Update>,
  index: number,
  written: Map<string, Written>,
) {
  if (!(err instanceof AppError) && handle.dialect.isRetryable(err)) return null;
  const error = err instanceof AppError ? err : toAppError(err, handle.dialect);
  if (error.statusCode >= 500 || error.statusCode === 429) return null;
  if (placed.has(error)) return error;
  if (error.statusCode === 409)
    for (const detail of error.details) {
      const holder = typeof detail.existing_id === 'string' ? written.get(detail.existing_id) : undefined;
      if (!holder || holder.index === index) continue;
      if (item.upsert) return collisionWith(spec, holder.index, index, item);
      // The holder took the value from this batch: created with it, or updated to it.
      const field = innerPath(detail.path);
      if (holder.created || (field !== '' && field.slice(1).split('/')[0] in holder.body)) {
        return collision(holder.index, index, field, `the same ${field.slice(1) || 'unique value'}`);
      }
    }
  return underRecord(error, index);
}

/** One batch request being written: its resource, its transaction, its key and its records. */
interface BatchWrite<Create, Update> {
  batch: Batch<Create, Update>;
  trx: WriteDb;
  auth: AuthContext;
  items: Item<Create, Update>[];
}

/**
 * The batch in the write's transaction. The records are written in order;
 * the first that fails decides the answer unless it is a 422 or 409 and a
 * later record has a 400 that needs the database to see (a value of the
 * wrong type for its custom field, a list's type changed): then the batch
 * is undone and written again, each record in a savepoint of its own, to
 * find the error the contract's order puts first.
 */
async function write<Create, Update>(run: BatchWrite<Create, Update>, reply: FastifyReply) {
  const { batch, trx, auth, items } = run;
  const { spec } = batch;
  const whole = await savepoint(trx, 'batch_write');
  let outcome = (await insertedTogether(run, whole)) ?? (await writeAll(run, false));
  if (outcome.error && outcome.error.statusCode !== 400) {
    await whole.undo();
    outcome = await writeAll(run, true);
  }
  if (outcome.error) throw outcome.error;
  await whole.release();
  const ids = outcome.results.map((r) => r.id);
  const data = spec.findMany
    ? await spec.findMany(trx, auth.workspaceId, ids, spec.fullIncludes)
    : await Promise.all(ids.map((id) => spec.find(trx, auth.workspaceId, id, spec.fullIncludes)));
  const created = outcome.results.filter((r) => r.created).length;
  reply.code(200);
  return { data, meta: { created, updated: items.length - created } };
}

/**
 * A batch of plain creates (no IDs, no `match_on`) written as one
 * `insertMany` (a few statements for all its records, as an import's
 * batch), when the resource has one. When any record fails, what it wrote
 * is undone and undefined is answered: the records are then written one
 * at a time, which finds the error the contract's order puts first.
 */
async function insertedTogether<Create, Update>(
  { batch: { spec, handle }, trx, auth, items }: BatchWrite<Create, Update>,
  whole: Savepoint,
) {
  if (!spec.insertMany || items.some((item) => item.id !== undefined || item.upsert)) return undefined;
  try {
    const ids = await spec.insertMany(
      trx,
      auth,
      items.map((item) => item.create as Create),
    );
    return { results: ids.map((id) => ({ id, created: true })), error: null };
  } catch (err) {
    if (!(err instanceof AppError) && handle.dialect.isRetryable(err)) throw err;
    await whole.undo();
    return undefined;
  }
}

/**
 * Writes the records in order. Without `careful`, stops at the first
 * error; with it, each record runs in a savepoint, a failed one is undone
 * and the next goes on, and the error answered is the first of the
 * highest rank (400, then 422, then 409).
 */
async function writeAll<Create, Update>(run: BatchWrite<Create, Update>, careful: boolean) {
  const { batch, trx, items } = run;
  const written = new Map<string, Written>();
  const results: { id: string; created: boolean }[] = [];
  let error: AppError | null = null;
  for (const [index, item] of items.entries()) {
    // SQLite runs statements on this thread: let other requests' I/O in between records.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    const point = careful ? await savepoint(trx, 'batch_record') : null;
    try {
      const result = await writeOne(run, item, index, written);
      await point?.release();
      if (!written.has(result.id))
        written.set(result.id, { index, created: result.created, body: item.body });
      results.push(result);
    } catch (err) {
      const refusal = asRecordError(batch, err, item, index, written);
      if (!refusal) throw err;
      if (!error || rankOf(refusal) < rankOf(error)) error = refusal;
      if (!careful || refusal.statusCode === 400) return { results, error };
      await point?.rollback();
    }
  }
  return { results, error };
}
