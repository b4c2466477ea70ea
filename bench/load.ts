import autocannon from 'autocannon';
import type { Percentiles } from './percentiles.js';

/**
 * One measurement: autocannon driven from this process against a URL, with
 * a warm-up run first. Latencies are taken from every response (autocannon's
 * own histogram keeps whole milliseconds only), so p50 and p99 are exact to
 * the microsecond. Requests per second and latencies count the expected
 * answers only (any 2xx, or the one status a request expects, such as 304
 * for a conditional poll); everything else is reported apart.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** One request of a load: its path and, for writes, its body; headers of its own. */
export interface LoadCall {
  /** When not the load's own method (a mix of reads and writes). */
  method?: Method;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** A class of requests ("read", "write") whose latencies are also reported apart. */
  kind?: string;
}

export interface LoadRequest {
  method: Method;
  /** The one status every answer must have (304 for a conditional poll); any 2xx when not set. */
  expect?: number;
  /** Called before each request. */
  next(): LoadCall;
  /** The requests name a `kind`, whose latencies are reported apart (costs the generator a body read per answer). */
  byKind?: boolean;
}

export interface Latencies extends Percentiles {
  /** Expected answers of this kind per second. */
  requestsPerSecond: number;
}

export interface LoadResult extends Latencies {
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers by status code other than expected: outside 2xx, or other than `expect`. */
  unexpected: Record<string, number>;
  /** Every response, whatever its status. */
  responses: number;
  /** Per kind of request (`LoadCall.kind`), when the load's requests name one. */
  byKind: Record<string, Latencies>;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** Rate, p50 and p99 of answers whose latencies are `sorted` (ascending), over `seconds`. */
export function latencyStats(sorted: number[], seconds: number): Latencies {
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
  return { requestsPerSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}

function once(options: LoadOptions, request: LoadRequest, seconds: number): Promise<LoadResult> {
  const all: number[] = [];
  const perKind = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  const expected = (status: number) =>
    request.expect === undefined ? status >= 200 && status < 300 : status === request.expect;
  // autocannon calls a request's onResponse (with the context its setupRequest saw) just before
  // it emits 'response' for the same answer: the kind is handed from one to the other.
  let answeredKind: string | undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: seconds,
        // autocannon stops only at a sample tick (1 s by default): a shorter load needs shorter ticks.
        sampleInt: Math.min(1000, Math.max(100, seconds * 1000)),
        headers: options.headers,
        requests: [
          {
            method: request.method,
            setupRequest: (req: any, context: any) => {
              const { method, path, body, headers, kind } = request.next();
              if (method) req.method = method;
              req.path = path;
              if (body !== undefined) req.body = body;
              // A fresh object: autocannon writes Content-Length into the one it is given, and the
              // one it gives is kept for the next request (a GET after a POST would carry it).
              req.headers = { ...req.headers, ...headers };
              context.kind = kind;
              return req;
            },
            // Only where requests name a kind: autocannon reads every answer's body for an onResponse,
            // which made the load generator, not the server, the limit (limit-a fell to a third).
            ...(request.byKind && {
              onResponse: (_status: number, _body: string, context: any) => {
                answeredKind = context?.kind;
              },
            }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const unexpected: Record<string, number> = {};
        for (const [status, n] of Object.entries(statuses))
          if (!expected(Number(status))) unexpected[status] = n;
        const byKind: Record<string, Latencies> = {};
        for (const [kind, list] of perKind)
          byKind[kind] = latencyStats(
            list.sort((a, b) => a - b),
            result.duration,
          );
        resolve({
          ...latencyStats(
            all.sort((a, b) => a - b),
            result.duration,
          ),
          errors: result.errors + result.timeouts,
          unexpected,
          responses: Object.values(statuses).reduce((a, b) => a + b, 0),
          byKind,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      const kind = answeredKind;
      answeredKind = undefined;
      if (!expected(status)) return;
      all.push(ms);
      if (kind === undefined) return;
      let list = perKind.get(kind);
      if (!list) perKind.set(kind, (list = []));
      list.push(ms);
    });
  });
}

/** Warm-up (discarded), then the measured run; `onStart` is called between the two. */
export async function measure(
  options: LoadOptions,
  request: LoadRequest,
  onStart?: () => void,
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await once(options, request, options.warmupSeconds);
  onStart?.();
  return once(options, request, options.seconds);
}
