import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import type { ErrorObject } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { lockKeys } from '../db/locking.js';
import type { AuthContext } from './auth.js';
import { AppError, detailsFromValidation, validationError } from './errors.js';
import { Closed, ErrorBody } from './schemas.js';
import type { WriteDb } from './transaction.js';

/**
 * Upserts (API.md section 7, "Upsert: match_on"): `POST ...?match_on=<key>`
 * creates the record when none matches, updates the one that matches, and
 * refuses when several do. A resource declares its keys in its spec; the
 * rest is here, once.
 */

/** One value a resource can be matched on. */
export interface MatchKey<Create> {
  /** What matches, for the parameter's description: `a contact having any of the body's e-mails`. */
  description: string;
  /** JSON pointer of the body's value, for the 400 when it is absent. */
  path: string;
  /** The values to match, normalised as compared (lower-cased, a host); empty when the body has none. */
  values(input: Create): string[];
  /** Values match only within this part of the workspace (a list's type, a field's entity type). */
  scope?(input: Create): string;
  /** JSON pointer of the body's scope value, for the 400 when it is absent. */
  scopePath?: string;
  /** IDs of the workspace's records that match any of the values (within the scope). */
  find(trx: WriteDb, workspaceId: string, values: string[], input: Create): Promise<string[]>;
}

export interface UpsertSpec<Create> {
  matchOn: Record<string, MatchKey<Create>>;
  /**
   * Relation keys of the POST body that an update adds to the record's
   * (sent to the update as `{"add": [...]}`) instead of replacing them.
   */
  adds: readonly string[];
}

const SINGLE_UPSERT =
  'Upsert: update the record that matches instead of creating one ({matches}). ' +
  'None matches: created, 201. One: updated, 200 (fields sent are set, relations sent are added). ' +
  'Several: 409 ambiguous_match. `X-Upsert` says which.';

/**
 * The POST query string with `match_on`, whose values are the resource's
 * keys; `description` says what it does there (`{matches}` lists the keys).
 */
export function withMatchOn(
  query: TSchema,
  upsert: UpsertSpec<unknown> | undefined,
  description = SINGLE_UPSERT,
): TSchema {
  if (!upsert) return query;
  const keys = Object.keys(upsert.matchOn);
  const matches = keys.map((key) => `\`${key}\`: ${upsert.matchOn[key].description}`).join('; ');
  return Closed({
    ...(query as TObject).properties,
    match_on: Type.Optional(
      Type.Unsafe<string>({
        type: 'string',
        enum: keys,
        description: description.replace('{matches}', matches),
      }),
    ),
  });
}

const UPSERT_HEADER = {
  'x-upsert': {
    type: 'string',
    enum: ['created', 'updated'],
    description: 'With `match_on`: whether the record was created or updated',
  },
};

/** The POST responses of a resource that takes `match_on`: 201 or 200, with `X-Upsert`, and 409. */
export function upsertResponses(one: TSchema): Record<number, unknown> {
  return {
    201: {
      ...one,
      description: 'Created; the `Location` header names the new record',
      headers: UPSERT_HEADER,
    },
    200: {
      ...one,
      description: 'With `match_on`: the one record that matched, updated',
      headers: UPSERT_HEADER,
    },
    // `ambiguous_match`: the shared 409 says what it means.
    409: Type.Ref(ErrorBody),
  };
}

/**
 * The body an upsert is checked against (API.md section 7: a valid PATCH
 * body): the POST body's fields, none of them required. The POST body's own
 * rules apply again only when nothing matches and the upsert creates.
 */
export function upsertBody(createBody: TSchema): TSchema {
  const { required: _required, $id: _id, examples: _examples, ...fields } = createBody as TObject;
  return fields;
}

/** A Fastify validation error, as `attachValidation` leaves it on the request. */
type FailedValidation = Error & { validation?: ErrorObject[]; validationContext?: string };

/**
 * The body check of a POST that takes `match_on` (its route sets
 * `attachValidation`, and its schema's body is the POST body). Without
 * `match_on`, or when another part failed, the error is answered as Fastify
 * would have. With `match_on`, a body that breaks the POST body's rules is
 * checked against `upsertBody` instead (400 when it breaks that too), and the
 * query string, which Fastify did not reach, is checked here. Answers the
 * POST body's own 400, for the upsert to answer if it creates, or null when
 * the body was a valid POST body.
 */
export function upsertBodyCheck(
  request: FastifyRequest,
  upsertSchema: TSchema | undefined,
): { postFailure: FailedValidation | null } {
  const failed = request.validationError as FailedValidation | undefined;
  if (!failed) return { postFailure: null };
  const query = request.query as Record<string, unknown> | undefined;
  if (!upsertSchema || failed.validationContext !== 'body' || query?.match_on === undefined) throw failed;
  if (!request.validateInput(request.query, 'querystring')) {
    const errors = request.getValidationFunction('querystring')?.errors ?? [];
    throw validationError(detailsFromValidation(errors, 'query'));
  }
  const validate = request.compileValidationSchema(upsertSchema, 'body');
  if (!validate(request.body)) throw validationError(detailsFromValidation(validate.errors ?? [], 'body'));
  return { postFailure: failed };
}

/** The POST body's 400 of a failed validation, for an upsert that creates; `within` keeps the errors under one path (a batch's record). */
export function postBodyError(failed: FailedValidation, within = ''): AppError | null {
  const errors = (failed.validation ?? [])
    .filter((e) => within === '' || e.instancePath === within || e.instancePath.startsWith(`${within}/`))
    .map((e) => ({ ...e, instancePath: e.instancePath.slice(within.length) }));
  return errors.length ? validationError(detailsFromValidation(errors, 'body')) : null;
}

/** How a resource turns bodies into its inputs (its spec's `prepareCreate` and `prepareUpdate`, when it has them). */
interface PreparesInputs<Create> {
  prepareCreate?: (body: never) => Create;
  prepareUpdate?: (body: never) => unknown;
}

/**
 * The inputs of one POST body (a single record's, or a batch record's):
 * `create`, the POST body's input; with `match_on`, `matched` is the body
 * read as the PATCH of the record it matches (API.md section 7) and
 * `create` is made only when nothing matches, answering the POST body's 400
 * (`postError`) then.
 */
export function postInputs<Create>(
  spec: PreparesInputs<Create>,
  body: unknown,
  asUpsert: boolean,
  postError: AppError | null,
): { matched: Create | null; create: () => Create } {
  const create = (): Create => {
    if (postError) throw postError;
    return spec.prepareCreate ? spec.prepareCreate(body as never) : (body as Create);
  };
  if (!asUpsert) return { matched: null, create };
  return { matched: (spec.prepareUpdate ? spec.prepareUpdate(body as never) : body) as Create, create };
}

/** An upsert asked for, with the values it matches on. */
export interface Upsert<Create> {
  key: string;
  match: MatchKey<Create>;
  values: string[];
}

/** The upsert a POST asks for, or null; 400 when the body lacks the value matched on. */
export function upsertOf<Create>(
  upsert: UpsertSpec<Create> | undefined,
  query: { match_on?: string },
  input: Create,
): Upsert<Create> | null {
  const key = query.match_on;
  if (!upsert || key === undefined) return null;
  const match = upsert.matchOn[key];
  // A valid PATCH body may leave out what is matched on (section 7): it must be there to match.
  const values = [...new Set(match.values(input))];
  const missing = [
    ...(values.length ? [] : [match.path]),
    ...(match.scope && match.scopePath && match.scope(input) === undefined ? [match.scopePath] : []),
  ];
  if (missing.length)
    throw validationError(missing.map((path) => ({ path, message: `is needed to match on ${key}` })));
  return { key, match, values };
}

/** The match values of a name (none when the body has no name), compared as `sortName` makes them. */
export const nameValues = (name: string | undefined, sortName: (name: string) => string): string[] =>
  typeof name === 'string' ? [sortName(name)] : [];

/** The POST body an upsert's update applies: plain fields as sent, relations added. */
export function asAdditions(upsert: UpsertSpec<unknown>, body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of upsert.adds) if (Array.isArray(out[key])) out[key] = { add: out[key] };
  return out;
}

const ambiguous = (key: string, ids: string[]) =>
  new AppError(
    409,
    'ambiguous_match',
    `${ids.length} records match on ${key}; nothing was written. Update the one meant by its ID.`,
    ids.map((id) => ({ path: '/query/match_on', message: 'matches this record', existing_id: id })),
  );

/**
 * Inside the write's transaction: takes the locks of the values (so that a
 * racing upsert with one of them waits, then finds this one's record), looks
 * for the match, and creates or updates.
 */
export async function runUpsert<Create>(
  trx: WriteDb,
  auth: AuthContext,
  table: string,
  upsert: Upsert<Create>,
  input: Create,
  write: {
    insert(trx: WriteDb, auth: AuthContext, input: Create): Promise<string>;
    update(trx: WriteDb, auth: AuthContext, id: string): Promise<boolean>;
  },
): Promise<{ id: string; created: boolean }> {
  const { workspaceId } = auth;
  const scope = upsert.match.scope?.(input) ?? '';
  await lockKeys(
    trx,
    upsert.values.map((value) => JSON.stringify(['upsert', workspaceId, table, upsert.key, scope, value])),
  );
  const ids = [...new Set(await upsert.match.find(trx, workspaceId, upsert.values, input))];
  if (ids.length > 1) {
    // A body that is also wrong answers that first (API.md section 4: 400 and
    // 422 before 409): the update of a match checks it as the PATCH it is
    // (section 7), and the refusal undoes it.
    await write.update(trx, auth, ids[0]);
    throw ambiguous(upsert.key, ids);
  }
  // A match deleted since it was found (a DELETE takes no upsert lock) leaves nothing to update.
  if (ids.length === 1 && (await write.update(trx, auth, ids[0]))) return { id: ids[0], created: false };
  return { id: await write.insert(trx, auth, input), created: true };
}
