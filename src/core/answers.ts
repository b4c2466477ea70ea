import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import { preparedQuery } from '../db/prepared.js';
import type { DB } from '../db/types.js';
import { inWorkspace } from '../db/workspace.js';

/**
 * Conditional reads and answers computed once per change (API.md section 10).
 *
 * Every GET answer carries a strong `ETag`: a digest of the answer's bytes,
 * so it changes exactly when the answer does, is the same on every instance,
 * and a change in another workspace never moves it. A GET whose
 * `If-None-Match` names it (or is `*`) is answered 304 with no body.
 *
 * The reads of records (the collections and single records of the seven
 * resources, which routes mark `cachedAnswer`) are kept in memory, per
 * workspace and exact URL, with the workspace's change mark read when the
 * request arrived. A later request is answered from memory only when the
 * mark is still the same: nothing that could change the answer has been
 * committed since, by any process. The marks:
 *
 * - SQLite: `changeMark` (db/connect.ts), which changes on every commit to
 *   the file by this process or any other (a `crm import` or `crm seed`
 *   beside the server), at no I/O cost.
 * - PostgreSQL: the workspace's row of `answer_marks`, which every write
 *   that changes a record of the workspace increases in its transaction
 *   (with its events, core/changes.ts; and `crm seed`), whatever instance
 *   makes it. Read in the same statement as the API key (core/auth.ts).
 *
 * The mark is read before the answer is computed, so an answer kept under a
 * mark reflects at least every commit before that mark was read; once a
 * commit moves the mark, no request sees the old one again. Memory is
 * bounded (`ANSWER_CACHE_MB`, least recently used answers go first); 0
 * turns the memory off and leaves the ETags.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer depends only on the workspace's records and the URL: kept per change mark. */
    cachedAnswer?: boolean;
  }
  interface FastifyRequest {
    /** Where a GET's computed answer is kept (set before the handler runs). */
    answerKey: string | null;
    /** The computation this request makes for others to wait for, until it hands it over. */
    answerComputation: Computation | null;
  }
  interface FastifyInstance {
    /** What the memory of answers holds now. */
    answerMemory(): AnswerMemory;
  }
}

/** What the memory of answers holds: bytes encoded once, counted toward ANSWER_CACHE_MB. */
export interface KeptBytes {
  /** The answer's bytes, encoded once: sent as they are, with no per-request encoding. */
  body: Buffer;
}

interface KeptAnswer extends KeptBytes {
  etag: string;
}

/**
 * The memory of answers, for a module that keeps answers of its own beside
 * the REST reads (the MCP server), under keys it prefixes with its name: one
 * bound for both, least recently used first out.
 */
export interface AnswerShelf {
  get(key: string): KeptBytes | undefined;
  set(key: string, kept: KeptBytes): void;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** The replies sent from memory: their bytes are kept already, so onSend passes them as they are. */
const answeredFromMemory = new WeakSet<FastifyReply>();
/**
 * What one kept answer costs in memory beyond the bytes of its body, key and
 * ETag: the entry's objects, the buffer's own objects and allocation, the
 * strings' headers and the memory's bookkeeping. Measured by keeping 100,000
 * answers of 500 bytes: 981 bytes each in all (477 on the heap, 504 outside
 * it), of which 614 are the body, the key and the ETag; rounded up.
 */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * The answer's bytes in a buffer of their own. `Buffer.from` gives a short
 * string a slice of a shared 8 KiB pool, and a kept slice keeps its whole
 * pool alive: 100,000 kept answers of 500 bytes held 1,638 bytes each
 * outside the heap instead of 504, three times what the memory counted.
 */
export function ownBytes(payload: string | Buffer): Buffer {
  if (typeof payload === 'string') {
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(payload, 'utf8'));
    bytes.write(payload, 'utf8');
    return bytes;
  }
  if (payload.byteOffset === 0 && payload.buffer.byteLength === payload.length) return payload;
  const bytes = Buffer.allocUnsafeSlow(payload.length);
  payload.copy(bytes);
  return bytes;
}

/** How long a request waits for another's computation before it computes its own. */
const WAIT_AT_MOST_MS = 5_000;

/** An answer being computed by one request, which others may wait for. */
interface Computation {
  answer: Promise<KeptAnswer | null>;
  /** Hands the answer over (null: there is none to keep, the waiters compute their own). */
  settle(answer: KeptAnswer | null): void;
}

/** The answer, or null once WAIT_AT_MOST_MS have passed without one. */
function waitFor(computation: Computation): Promise<KeptAnswer | null> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((settle) => {
    timer = setTimeout(() => settle(null), WAIT_AT_MOST_MS);
    timer.unref();
  });
  return Promise.race([computation.answer, gaveUp]).finally(() => clearTimeout(timer));
}

/** The strong ETag of an answer's bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when `If-None-Match` names `etag` (weak comparison, as HTTP says for this header) or is `*`. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  for (const part of [header].flat().join(',').split(',')) {
    const tag = part.trim();
    if (tag === '*') return true;
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

type MarksDb = Kysely<Pick<DB, 'answer_marks'>>;

/**
 * Increases the workspace's answer mark, in the transaction of a write that
 * changed one of its records: answers kept under the old mark are not
 * served again, on any instance.
 */
export async function advanceAnswerMark(db: Kysely<DB>, workspaceId: string): Promise<void> {
  await markAdvance(db, null, { workspaceId });
}

const markAdvance = preparedQuery((db, _shape: null, params: { workspaceId: string }) =>
  inWorkspace(db as MarksDb, params.workspaceId)
    .insertInto('answer_marks', { mark: 1 })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ mark: sql`answer_marks.mark + 1` })),
);

/** The URL without the API prefix, so that `/v1/...` and `/user-api/v1/...` share an answer. */
const answerPath = (url: string) => url.replace(/^\/(user-api\/)?v1(?=\/)/, '');

/**
 * Installs the ETag, the 304 and the memory of answers in the API scope
 * (after the key hook: the workspace and the change mark are known).
 */
export function installAnswers(
  scope: FastifyInstance,
  config: Config,
): { memory: () => AnswerMemory; shelf: AnswerShelf | null } {
  const maxSize = Math.floor(config.answerCacheMb * 1024 * 1024);
  const kept =
    maxSize > 0
      ? new LRUCache<string, KeptBytes>({
          maxSize,
          // The body, the key and the ETag (one byte a character: they are ASCII), and the entry.
          sizeCalculation: (answer, key) =>
            answer.body.length +
            key.length +
            ((answer as Partial<KeptAnswer>).etag?.length ?? 0) +
            ENTRY_OVERHEAD_BYTES,
        })
      : null;
  scope.decorateRequest('answerKey', null);
  scope.decorateRequest('answerComputation', null);
  /**
   * Answers being computed, by key: a request that misses while another computes the same answer
   * (same workspace, mark and URL: right after a write, every poller of a page) waits for it
   * instead of computing it again. It gets null when that request ends without an answer to keep
   * (an error, a closed connection), and then computes its own; so it does after
   * WAIT_AT_MOST_MS, whatever happened to the other.
   */
  const computing = new Map<string, Computation>();
  const counts = { computed: 0, waited: 0 };

  const send = (reply: FastifyReply, answer: KeptAnswer) => {
    answeredFromMemory.add(reply);
    reply.header('etag', answer.etag);
    if (matchesIfNoneMatch(reply.request.headers['if-none-match'], answer.etag)) reply.code(304).send();
    else reply.type(JSON_TYPE).send(answer.body);
  };
  const compute = (request: FastifyRequest, key: string) => {
    let settle!: Computation['settle'];
    const answer = new Promise<KeptAnswer | null>((resolve) => (settle = resolve));
    request.answerKey = key;
    request.answerComputation = { answer, settle };
    computing.set(key, request.answerComputation);
  };
  const handOver = (request: FastifyRequest, answer: KeptAnswer | null) => {
    const own = request.answerComputation;
    if (!own) return;
    request.answerComputation = null;
    // A waiter that gave up may have started its own computation of the key since: that one stays.
    if (computing.get(request.answerKey!) === own) computing.delete(request.answerKey!);
    own.settle(answer);
  };

  // On preParsing: after the key and the rate limit (onRequest), before the query's validation and
  // the handler. An answer in memory was computed for this exact URL, which therefore passed them.
  // Callback hooks, not async ones: most requests pass through without a promise. Answered here,
  // `done` is not called, so nothing after this hook runs.
  scope.addHook('preParsing', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const mark = request.changeMark;
    if (!kept || mark === null || request.method !== 'GET' || !request.routeOptions.config?.cachedAnswer)
      return done(null, payload);
    const key = `${request.auth.workspaceId}\n${mark}\n${answerPath(request.url)}`;
    const answer = kept.get(key) as KeptAnswer | undefined;
    if (answer) return send(reply, answer);
    const pending = computing.get(key);
    if (!pending) {
      compute(request, key);
      return done(null, payload);
    }
    counts.waited++;
    waitFor(pending).then((computed) => {
      if (computed) return send(reply, computed);
      compute(request, key);
      done(null, payload);
    });
  });

  scope.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done(null, payload);
    if (answeredFromMemory.has(reply) || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload); // a stream (an export)
    // Encoded once here: the ETag, the memory and the socket take the same bytes.
    const keep = kept !== null && request.answerKey !== null;
    const bytes = keep
      ? ownBytes(payload)
      : typeof payload === 'string'
        ? Buffer.from(payload, 'utf8')
        : payload;
    const etag = etagOf(bytes);
    if (keep) {
      const answer = { etag, body: bytes };
      kept!.set(request.answerKey!, answer);
      counts.computed++;
      handOver(request, answer);
    }
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, bytes);
  });

  // However the request ended (an error, a closed connection), those waiting for it go on.
  scope.addHook('onResponse', (request, _reply, done) => {
    handOver(request, null);
    done();
  });
  scope.addHook('onRequestAbort', (request, done) => {
    handOver(request, null);
    done();
  });

  return {
    memory: () => ({
      entries: kept?.size ?? 0,
      bytes: kept?.calculatedSize ?? 0,
      maxBytes: maxSize,
      ...counts,
    }),
    shelf: kept,
  };
}

/** What the memory of answers holds now. */
export interface AnswerMemory {
  entries: number;
  bytes: number;
  /** Answers computed and kept since the start. */
  computed: number;
  /** Requests that waited for the same answer being computed by another. */
  waited: number;
  maxBytes: number;
}
