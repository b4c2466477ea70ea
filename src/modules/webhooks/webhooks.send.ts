import http from 'node:http';
import https from 'node:https';
import { Webhook as Signer } from 'standardwebhooks';
import { guardedLookup, literalHostRefusal, PUBLIC_ONLY, RefusedAddressError } from './webhooks.address.js';

/** A receiver has this long to answer with a 2xx (API.md section 8). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Of the receiver's answer, at most this much is read; the rest is never waited for. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface Attempt {
  url: string;
  /** The event's JSON text, sent as is and signed byte for byte. */
  payload: string;
  /** The event ID: `webhook-id`, the same on every attempt (the receiver's dedupe key). */
  eventId: string;
  /** The secrets that sign, newest first: two during the day after a rotation. */
  secrets: string[];
  allowPrivate: boolean;
  /** Ends the attempt early (the engine is stopping): the outcome is then `aborted`. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's status, when it answered. */
  statusCode: number | null;
  /** Why it failed; null after a success. */
  error: string | null;
  durationMs: number;
  /** True when `signal` ended it: nothing is known about the receiver. */
  aborted: boolean;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-timestamp` is the
 * time of this attempt (receivers refuse old ones), and each secret adds a
 * `v1,<signature>`, space-separated.
 */
export function signatureHeaders(eventId: string, payload: string, secrets: string[], at = new Date()) {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Signer(secret).sign(eventId, at, payload)).join(' '),
  };
}

/**
 * POSTs one delivery. Success is a 2xx within the timeout; anything else
 * (another status, a refused address, a connection error, no answer in
 * time) is a failure with a sentence saying why. Private addresses are
 * refused on the address actually connected to: the lookup that feeds the
 * connection checks what it returns, and an IP-literal host is checked here
 * since no lookup happens for it.
 */
export function sendDelivery(attempt: Attempt): Promise<AttemptOutcome> {
  const started = performance.now();
  const timeoutMs = attempt.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const elapsed = () => Math.round(performance.now() - started);
  const failure = (error: string, statusCode: number | null = null, aborted = false): AttemptOutcome => ({
    ok: false,
    statusCode,
    error,
    durationMs: elapsed(),
    aborted,
  });

  let url: URL;
  try {
    url = new URL(attempt.url);
  } catch {
    return Promise.resolve(failure('the URL is not a valid absolute URL'));
  }
  if (!attempt.allowPrivate) {
    const refusal = literalHostRefusal(url);
    if (refusal) return Promise.resolve(failure(`refused to connect: ${refusal}; ${PUBLIC_ONLY}`));
  }
  const body = Buffer.from(attempt.payload, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': 'contact-service-webhooks',
    ...signatureHeaders(attempt.eventId, attempt.payload, attempt.secrets),
  };

  return new Promise((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    const controller = new AbortController();
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      attempt.signal?.removeEventListener('abort', onStop);
      controller.abort();
      resolve(outcome);
    };
    const answered = () => {
      const code = statusCode!;
      if (code >= 200 && code < 300)
        finish({ ok: true, statusCode: code, error: null, durationMs: elapsed(), aborted: false });
      else finish(failure(`the receiver answered ${code}`, code));
    };
    const timer = setTimeout(() => {
      // A 2xx already received is the receiver's acknowledgement, however slowly its body follows.
      if (statusCode !== null) answered();
      else finish(failure(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onStop = () => finish(failure('the delivery engine stopped during the attempt', statusCode, true));
    if (attempt.signal?.aborted) return onStop();
    attempt.signal?.addEventListener('abort', onStop);

    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      headers,
      signal: controller.signal,
      // Kept-alive connections: a receiver's deliveries reuse them instead of a
      // handshake each. Every connection is checked when it is made (the
      // guarded lookup), and guarded and unguarded ones are never shared.
      agent: agentFor(url.protocol, attempt.allowPrivate),
      ...(attempt.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (settled) return;
      if (err instanceof RefusedAddressError)
        finish(failure(`refused to connect: ${err.message}; ${PUBLIC_ONLY}`));
      else finish(failure(`could not deliver: ${err.code ?? err.message}`));
    });
    request.on('response', (response) => {
      statusCode = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= MAX_ANSWER_BYTES) answered();
      });
      response.on('end', answered);
      response.on('error', () => answered());
    });
    request.end(body);
  });
}

const agentOptions = {
  keepAlive: true,
  keepAliveMsecs: 1000,
  maxSockets: 64,
  maxFreeSockets: 16,
  timeout: 30_000,
};
const agents = {
  guarded: { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) },
  open: { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) },
};

function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const set = allowPrivate ? agents.open : agents.guarded;
  return protocol === 'https:' ? set['https:'] : set['http:'];
}
