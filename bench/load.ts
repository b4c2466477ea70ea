import autocannon from 'autocannon';

/**
 * One measurement: autocannon driven from this process against a URL, with
 * a warm-up run first. Latencies are taken from every response (autocannon's
 * own histogram keeps whole milliseconds only), so p50 and p99 are exact to
 * the microsecond. Requests per second and latencies count 2xx responses
 * only; everything else is reported apart, as errors.
 */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Called before each request: its path and, for writes, its body; headers of its own. */
  next(): { path: string; body?: string; headers?: Record<string, string> };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses by status code outside 2xx. */
  non2xx: Record<string, number>;
  /** Every response, whatever its status. */
  responses: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

function once(options: LoadOptions, request: LoadRequest, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: seconds,
        headers: options.headers,
        requests: [
          {
            method: request.method,
            setupRequest: (req: any) => {
              const { path, body, headers } = request.next();
              req.path = path;
              if (body !== undefined) req.body = body;
              if (headers) req.headers = { ...req.headers, ...headers };
              return req;
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (q: number) =>
          latencies.length
            ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
            : Number.NaN;
        const non2xx: Record<string, number> = {};
        let ok = 0;
        for (const [status, n] of Object.entries(statuses)) {
          if (status.startsWith('2')) ok += n;
          else non2xx[status] = n;
        }
        resolve({
          requestsPerSecond: ok / result.duration,
          p50: at(0.5),
          p99: at(0.99),
          errors: result.errors + result.timeouts,
          non2xx,
          responses: Object.values(statuses).reduce((a, b) => a + b, 0),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(ms);
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
