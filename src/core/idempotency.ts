import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config.js';
import type { DbHandle } from '../db/connect.js';
import { AppError, errorBody, sendError, toAppError } from './errors.js';
import { type WriteDb, writeTransaction } from './transaction.js';
import { savepoint } from '../db/savepoint.js';
import type { EventOrigin } from './event-append.js';
import { innerCallOf } from './inner-calls.js';
import { areaOfRequest, readableAnswer, unreadableRelations } from './scopes.js';
import { readBody } from './idempotency-body.js';
import { fingerprintOf } from './idempotency-fingerprint.js';
import {
  type AnswerKey,
  deleteExpiredAnswers,
  findAnswer,
  inProgress,
  keyError,
  lockAndFindAnswer,
  type StoredAnswer,
  storeAnswerOf,
} from './idempotency-store.js';

/**
 * Safe retries (API.md section 7). A POST, PUT, PATCH or DELETE sent with an
 * `Idempotency-Key` has its answer (status, `Location`, body text) stored in
 * the transaction of its write, per workspace and key; the same request sent
 * again gets that answer back, byte for byte, and writes nothing.
 *
 * The order of checks is the contract's: the key hook runs before the body
 * is parsed (after the key and the rate limit), so a replay, a 409 or a 422
 * about the key comes before any 415, 413 or 400 about the body.
 *
 * Who runs first: within this process, a map of the keys in flight answers
 * 409 at once. The check that decides is made again inside the write's
 * transaction: PostgreSQL takes an advisory lock on the workspace and key
 * (held by the first request until its commit, on whatever instance; not
 * acquired: 409), SQLite runs one write at a time. Either way a crash leaves
 * the write and its stored answer together, or neither.
 *
 * A refusal (4xx) writes no data; its answer is stored in the same
 * transaction as the check (a refusal of the write itself) or in a small
 * transaction of its own (a refusal before the write: the body, the
 * validation), from the error handler. 5xx and 429 are never stored.
 *
 * This file holds the key hook and the write wrapper; the stored answers are
 * idempotency-store.ts, the body as sent idempotency-body.ts, and what makes
 * two requests the same idempotency-fingerprint.ts.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = 'idempotency-key';
/** 1 to 255 visible ASCII characters. */
const KEY_FORM = /^[\x21-\x7e]{1,255}$/;
/** The answer headers a stored answer keeps besides the status and body. */
const KEPT_HEADERS = ['location', 'x-upsert'];
const JSON_TYPE = 'application/json; charset=utf-8';
/** Expired answers are deleted this often at most (a short TTL makes it more often). */
const MAX_CLEANUP_EVERY_MS = 60_000;
const MIN_CLEANUP_EVERY_MS = 100;

/** True for the methods that take an `Idempotency-Key`. */
export const isKeyedMethod = (method: string) => WRITE_METHODS.has(method.toUpperCase());

/** The request header as the OpenAPI document shows it on every write. */
export const IdempotencyKeyHeaders = Type.Object({
  [HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'Makes the request safe to retry: the answer is stored for the workspace and key (24 hours by default), ' +
        'and the same request sent again with the same key gets it back exactly, with `Idempotent-Replayed: true`, ' +
        'writing nothing. While the first request runs: 409 `idempotency_in_progress`; the key with another ' +
        'method, path, query string or body: 422 `idempotency_key_reused`. 1 to 255 visible ASCII characters.',
    }),
  ),
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a write sent with a well-formed `Idempotency-Key`. */
    idempotency: KeyedRequest | null;
  }
}

const malformedKey = () =>
  keyError(
    400,
    'validation_error',
    '/headers/idempotency-key: must be 1 to 255 visible ASCII characters.',
    'must be 1 to 255 visible ASCII characters',
  );

/** Thrown by the key hook when the answer is already stored: the error handler replays it. */
class Replay {
  constructor(readonly answer: StoredAnswer) {}
}

/** A refusal that is stored: every 4xx but 429 and the key's own. */
function storable(error: AppError): boolean {
  return (
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 429 &&
    // A key never gets, nor leaves, a stored answer for a request outside its scopes.
    error.statusCode !== 403 &&
    error.code !== 'idempotency_in_progress' &&
    error.code !== 'idempotency_key_reused'
  );
}

/** A write request with its key: what it is, and whether it holds the key in this process. */
export class KeyedRequest implements AnswerKey {
  readonly scope: string;
  /** True once its answer is stored (or replayed): nothing more to store. */
  answered = false;

  constructor(
    readonly service: Idempotency,
    readonly request: FastifyRequest,
    readonly workspaceId: string,
    readonly key: string,
    readonly fingerprint: string,
  ) {
    this.scope = `${workspaceId} ${key}`;
  }

  /** The error handler's way for this request: replay, or store the refusal, then answer. */
  refuse(err: unknown, reply: FastifyReply): Promise<FastifyReply> {
    return this.service.refuse(this, err, reply);
  }
}

/**
 * The stored answers of one application: the key hook, the write wrapper,
 * the refusals, and the background cleanup.
 */
export class Idempotency {
  /** Keys of this process whose first request is running: scope -> that request. */
  private readonly inFlight = new Map<string, KeyedRequest>();
  private readonly ttlMs: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly handle: DbHandle,
    config: Config,
  ) {
    this.ttlMs = Math.round(config.idempotencyTtlHours * 3_600_000);
  }

  /** The key hook (preParsing): the key's checks, before the body is parsed. */
  async checkKey(request: FastifyRequest, reply: FastifyReply, payload: Readable): Promise<Readable> {
    const sent = request.headers[HEADER];
    if (sent === undefined || !WRITE_METHODS.has(request.method)) return payload;
    if (typeof sent !== 'string' || !KEY_FORM.test(sent)) throw malformedKey();
    const limit = request.routeOptions.bodyLimit ?? Infinity;
    const declared = Number(request.headers['content-length']);
    const body = declared > limit ? null : await readBody(payload, limit);
    const keyed = new KeyedRequest(
      this,
      request,
      request.auth.workspaceId,
      sent,
      innerCallOf(request)?.fingerprint ?? fingerprintOf(request.method, request.url, body),
    );
    if (this.inFlight.has(keyed.scope)) throw inProgress();
    // Held before the first await, so that two requests of this process cannot both pass.
    this.inFlight.set(keyed.scope, keyed);
    let stored: StoredAnswer | null;
    try {
      stored = await findAnswer(this.handle.db, keyed);
    } catch (err) {
      this.release(keyed);
      throw err;
    }
    request.idempotency = keyed;
    if (stored) {
      this.release(keyed);
      keyed.answered = true;
      throw new Replay(stored);
    }
    if (body === null) {
      // As the body parser does with a body over the limit: the rest is not read.
      reply.header('connection', 'close');
      throw toAppError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    }
    const stream = new PassThrough();
    stream.end(body);
    return stream;
  }

  /**
   * Runs a keyed write in its transaction: the key checked again under its
   * lock, then the write, then its answer (or its refusal) stored before the
   * commit. Answers the stored text, which the handler returns as it is.
   */
  async write<T>(
    keyed: KeyedRequest,
    reply: FastifyReply,
    write: (trx: WriteDb) => Promise<T>,
  ): Promise<string> {
    const { request } = keyed;
    const outcome = await writeTransaction(
      this.handle,
      async (trx) => {
        const stored = await lockAndFindAnswer(trx, keyed);
        if (stored) return { answer: stored, replayed: true, refusal: null };
        const point = await savepoint(trx, 'idempotent_write');
        let answer: StoredAnswer;
        let refusal: AppError | null = null;
        try {
          const payload = await write(trx);
          answer = {
            status: reply.statusCode,
            headers: keptHeaders(reply),
            body: String(reply.serialize(payload)),
          };
          await point.release();
        } catch (err) {
          if (!(err instanceof AppError) || !storable(err)) throw err;
          await point.rollback();
          refusal = err;
          answer = refusalAnswer(request, reply, err);
        }
        await storeAnswerOf(trx, keyed, answer, this.ttlMs);
        return { answer, replayed: false, refusal };
      },
      originOf(request),
    );
    keyed.answered = true;
    this.release(keyed);
    if (outcome.refusal)
      request.log.info({ code: outcome.refusal.code, status: outcome.refusal.statusCode }, 'request refused');
    return present(reply, outcome.answer, outcome.replayed);
  }

  /** The error handler's path for a keyed request. */
  async refuse(keyed: KeyedRequest, err: unknown, reply: FastifyReply): Promise<FastifyReply> {
    const { request } = keyed;
    try {
      if (err instanceof Replay) return reply.send(present(reply, err.answer, true));
      const error = toAppError(err, this.handle.dialect);
      if (keyed.answered || !storable(error)) return sendError(request, reply, err, error);
      const answer = refusalAnswer(request, reply, error);
      let outcome: { answer: StoredAnswer; replayed: boolean };
      try {
        outcome = await writeTransaction(this.handle, async (trx) => {
          const stored = await lockAndFindAnswer(trx, keyed);
          if (stored) return { answer: stored, replayed: true };
          await storeAnswerOf(trx, keyed, answer, this.ttlMs);
          return { answer, replayed: false };
        });
      } catch (storeError) {
        // Another request holds the key now, or the store failed: this refusal is told unstored.
        request.log.warn({ err: storeError }, 'the refusal of a keyed write was not stored');
        return sendError(request, reply, err, error);
      }
      keyed.answered = true;
      if (outcome.replayed) return reply.send(present(reply, outcome.answer, true));
      return sendError(request, reply, err, error, outcome.answer.body);
    } finally {
      this.release(keyed);
    }
  }

  /** Lets the next request with this key through (only the request that holds it can). */
  release(keyed: KeyedRequest): void {
    if (this.inFlight.get(keyed.scope) === keyed) this.inFlight.delete(keyed.scope);
  }

  /** Deletes the expired answers; returns how many. */
  cleanup(): Promise<number> {
    return writeTransaction(this.handle, deleteExpiredAnswers);
  }

  /** Starts the background cleanup; no request ever waits for it. */
  start(log: FastifyInstance['log']): void {
    const every = Math.min(MAX_CLEANUP_EVERY_MS, Math.max(MIN_CLEANUP_EVERY_MS, Math.floor(this.ttlMs / 4)));
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      this.cleanup()
        .catch((err) => log.warn({ err }, 'deleting expired idempotency keys failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * Installs the key hook in the scope of the API routes, and the cleanup for
 * the life of the application. Runs after the key and rate-limit hooks.
 */
export function installIdempotency(scope: FastifyInstance, handle: DbHandle, config: Config): Idempotency {
  const service = new Idempotency(handle, config);
  scope.decorateRequest('idempotency', null);
  // Callback hooks, not async ones: most requests carry no key, and pass without a promise.
  scope.addHook('preParsing', (request, reply, payload, done) => {
    if (request.headers[HEADER] === undefined) return done(null, payload);
    service.checkKey(request, reply, payload).then((stream) => done(null, stream), done);
  });
  service.start(scope.log);
  scope.addHook('onClose', async () => service.stop());
  // A safety net: whatever way the request ended, its key is free again. A
  // success whose answer was not stored is a write route that bypassed
  // answerWrite: a retry would run it twice.
  scope.addHook('onResponse', (request, reply, done) => {
    const keyed = request.idempotency;
    if (keyed) {
      service.release(keyed);
      if (!keyed.answered && reply.statusCode < 400)
        request.log.error('a write sent with an Idempotency-Key was answered without storing its answer');
    }
    done();
  });
  return service;
}

/**
 * Runs one write request as one transaction (core/transaction.ts) and
 * answers it. The write sets the reply's status and headers and returns the
 * payload. With an `Idempotency-Key`, its answer is stored with it (or the
 * stored one replayed) and the handler returns the answer's text.
 */
export async function answerWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: DbHandle,
  write: (trx: WriteDb) => Promise<T>,
): Promise<T> {
  // Every write's answer leaves out what the key cannot read (API.md section 3); what is
  // stored under an Idempotency-Key is that answer. The events keep the full records.
  const own = areaOfRequest(request);
  const answer =
    own === undefined ? write : async (trx: WriteDb) => readableAnswer(request.auth, own, await write(trx));
  try {
    const keyed = request.idempotency;
    if (!keyed) return await writeTransaction(handle, answer, originOf(request));
    return (await keyed.service.write(keyed, reply, answer)) as unknown as T;
  } catch (err) {
    // A write that set its answer's headers and then failed: the error has none of them.
    for (const name of KEPT_HEADERS) reply.removeHeader(name);
    throw err;
  }
}

/** The actor and request ID a request's events carry (API.md section 8). */
export function originOf(request: FastifyRequest): EventOrigin {
  return {
    actor: { api_key_id: request.auth.keyId, user_id: request.auth.userId },
    request_id: request.id,
  };
}

/** Sets the reply's status and headers to the answer's; returns its text to send. */
function present(reply: FastifyReply, answer: StoredAnswer, replayed: boolean): string {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.type(JSON_TYPE);
  if (!replayed) return answer.body;
  reply.header('idempotent-replayed', 'true');
  return replayedTo(reply.request, answer);
}

/**
 * A stored answer as the replaying key may see it. Any key of the workspace
 * replays what another stored, and a replay never shows a key what it cannot
 * read (API.md section 3): the relations of areas this key cannot read are
 * left out of it as they are of its own writes. The stored text is sent as
 * it is when there is nothing to leave out.
 */
function replayedTo(request: FastifyRequest, answer: StoredAnswer): string {
  const own = areaOfRequest(request);
  if (
    own === undefined ||
    answer.status >= 400 ||
    (own !== 'each' && !unreadableRelations(request.auth, own).length)
  )
    return answer.body;
  let stored: unknown;
  try {
    stored = JSON.parse(answer.body);
  } catch {
    return answer.body;
  }
  const shown = readableAnswer(request.auth, own, stored);
  return shown === stored ? answer.body : JSON.stringify(shown);
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) out[name] = String(value);
  }
  return out;
}

/** A refusal as the error handler would send it, serialised once: what is stored and sent. */
function refusalAnswer(request: FastifyRequest, reply: FastifyReply, error: AppError): StoredAnswer {
  reply.code(error.statusCode);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.headers)) headers[name.toLowerCase()] = value;
  return { status: error.statusCode, headers, body: String(reply.serialize(errorBody(error, request.id))) };
}
