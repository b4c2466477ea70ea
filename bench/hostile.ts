import { defaultConfig } from '../src/config.js';
import { createDb } from '../src/db/connect.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import {
  createTagsBatch,
  deepCreate,
  deepestCreateWithin,
  LOOKALIKE_SCOPES,
  PROTOTYPE_KEYS,
  prototypeCalls,
  hostileVcards,
  tinyVcards,
  toolCall,
} from '../test/hostile-payloads.js';
import type { BenchWorkspace } from './dataset.js';
import { latencyStats, type LoadResult } from './load.js';
import { cpuMs, rssMb, type Started } from './processes.js';
import type { Row } from './report.js';
import { BASE } from './scenarios.js';
import { startVictim } from './victim.js';

/**
 * The hostile scenarios: what an attacker sends to the MCP
 * endpoint, with narrow keys, and as vCard imports, to the first workspace,
 * while another workspace's key polls `GET /me` (bench/victim.ts), whose p99
 * must stay under 100 ms. The payloads are the tests' (test/hostile-payloads.ts):
 * the tests check each answer, the bench what the others wait meanwhile.
 *
 *   x-idle     nothing: the polls alone, the baseline the others are read
 *              against (on a shared machine, other work shows there first)
 *   x-mcp      POST /mcp: batches of 100 creates and of 101 messages,
 *              arguments nested 10,000 deep, as deep as the body limit allows
 *              and one level deeper, unknown tools and methods, prototype keys
 *   x-mcp-get  GET /mcp streams held open (the stateless server answers 405;
 *              each stream is opened again 100 ms after it ends)
 *   x-mcp-notes  a burst of 1,000 POST /mcp, each one JSON-RPC
 *              notification, from 50 keep-alive connections at once
 *   x-mcp-held 200 GET /mcp held open at once (as x-mcp-get, by 200
 *              connections)
 *   x-scopes   keys with look-alike and oversized scopes, and a read key
 *              writing through batches, upserts, an import, a merge, a
 *              webhook, an idempotent replay, look-alike includes
 *   x-vcard    POST /contacts/import of the hostile vCard file (no END, a
 *              nested BEGIN, a 1 MB folded line, a 5 MB data: URI, bytes
 *              that are not UTF-8, years 0 and 10000) and 100,000 tiny cards
 *              (a dry run, as the test), one import at a time
 *
 * Each scenario is bounded in time (the run's duration) and in requests
 * (MAX_REQUESTS); a request is not cut at the end, so the polls also see
 * the last ones finish. Every answer must have one of the scenario's
 * statuses (refusals are 400, 403, 405, 413; an MCP tool's refusal is a 200
 * holding an error): anything else, a 5xx above all, and any connection
 * error fail the run.
 */
export const HOSTILE_KEYS = [
  'x-idle',
  'x-mcp',
  'x-mcp-get',
  'x-mcp-notes',
  'x-mcp-held',
  'x-scopes',
  'x-vcard',
];

/** Requests per scenario at most; smoke runs send fewer. */
export const MAX_REQUESTS = 10_000;
/** A hostile request that takes longer is counted as an error (timeout). */
const REQUEST_TIMEOUT_MS = 180_000;
/** A held GET stream is opened again this long after the server ends it. */
const REOPEN_AFTER_MS = 100;

interface HostileCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The key it sends, when not the workspace owner's. */
  key?: string;
  /** What it tries, for the latencies by kind. */
  kind?: string;
}

/** What a scenario's preparation may use: the server, the workspace, its database (to store odd keys). */
interface Context {
  server: Started;
  ws: BenchWorkspace;
  databaseUrl: string;
  smoke: boolean;
}

export interface HostileScenario {
  key: string;
  label: string;
  /** The statuses its requests may be answered with. */
  accept: number[];
  connections: number;
  /** Requests it sends at most (a burst), when fewer than MAX_REQUESTS. */
  requests?: number;
  /** GET streams: each answer's body is read until the server ends it, or the scenario does. */
  hold?: boolean;
  /** Makes what the requests need (keys, a stored answer); returns the request maker. */
  prepare(context: Context): Promise<() => HostileCall>;
}

const JSON_RPC = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const JSON_BODY = { 'content-type': 'application/json' };

/** The calls in turn, forever, each named by its kind (whose latencies are also reported apart). */
function cycle(calls: [kind: string, make: () => HostileCall][]): () => HostileCall {
  let k = 0;
  return () => {
    const [kind, make] = calls[k++ % calls.length];
    return { ...make(), kind };
  };
}

export function hostileScenarios(runId: string): HostileScenario[] {
  const mcp = (body: string): (() => HostileCall) => {
    return () => ({ method: 'POST', path: `${BASE}/mcp`, headers: JSON_RPC, body });
  };
  return [
    {
      // The bystander's own latency on this machine at this moment: what the others are read against.
      key: 'x-idle',
      label: 'nothing hostile: GET /me of workspace 2 alone, the baseline of the others',
      accept: [],
      connections: 0,
      async prepare() {
        return () => {
          throw new Error('x-idle sends nothing');
        };
      },
    },
    {
      key: 'x-mcp',
      label:
        'POST /mcp hostile: batches of 100 creates and of 101, arguments nested 10,000 deep, to the body limit ' +
        'and one level over, unknown tools and methods, prototype keys (4 connections)',
      accept: [200, 400, 413],
      connections: 4,
      async prepare() {
        const deepest = deepestCreateWithin(defaultConfig.bodyLimitBytes);
        let batches = 0;
        return cycle([
          [
            'batch of 100 creates',
            () => mcp(JSON.stringify(createTagsBatch(100, `Hostile ${runId} ${batches++}`)))(),
          ],
          ['batch of 101', mcp(JSON.stringify(createTagsBatch(101)))],
          ['nested 10,000 deep', mcp(deepCreate(10_000))],
          [`nested ${deepest} deep (the body limit)`, mcp(deepCreate(deepest))],
          ['one level over the body limit', mcp(deepCreate(deepest + 1))],
          ['unknown tool', mcp(JSON.stringify(toolCall(1, 'drop_database', {})))],
          ['unknown tool', mcp(JSON.stringify(toolCall(1, '__proto__', {})))],
          ['unknown method', mcp(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/delete_all' }))],
          ...PROTOTYPE_KEYS.flatMap((key) =>
            Object.values(prototypeCalls(key)).map((body): [string, () => HostileCall] => [
              'prototype keys',
              mcp(body),
            ]),
          ),
        ]);
      },
    },
    {
      key: 'x-mcp-get',
      label: `GET /mcp event streams held open by 20 connections, each opened again ${REOPEN_AFTER_MS} ms after it ends`,
      accept: [200, 405],
      connections: 20,
      hold: true,
      prepare: async () => heldStream,
    },
    {
      key: 'x-mcp-notes',
      label:
        'POST /mcp burst: 1,000 requests of one JSON-RPC notification each, from 50 keep-alive connections at once',
      accept: [202],
      connections: 50,
      requests: 1_000,
      async prepare() {
        return () => ({
          ...mcp(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))(),
          kind: 'notification',
        });
      },
    },
    {
      key: 'x-mcp-held',
      label: `GET /mcp event streams held open by 200 connections at once, each opened again ${REOPEN_AFTER_MS} ms after it ends`,
      accept: [200, 405],
      connections: 200,
      hold: true,
      prepare: async () => heldStream,
    },
    {
      key: 'x-scopes',
      label:
        'keys with look-alike and oversized scopes; a read key writing through batches, upserts, an import, ' +
        'a merge, a webhook, a replayed Idempotency-Key, look-alike includes (4 connections)',
      accept: [400, 403],
      connections: 4,
      async prepare({ server, ws, databaseUrl }) {
        const handle = createDb(databaseUrl, { poolSize: 1 });
        const key = (scopes: string[]) =>
          createApiKey(handle.db, {
            workspaceId: ws.id,
            userId: ws.userId,
            name: 'bench hostile',
            expiresAt: null,
            scopes,
          }).then((made) => made.secret);
        let odd: string[];
        let reader: string;
        try {
          odd = [];
          for (const scopes of LOOKALIKE_SCOPES) odd.push(await key(scopes));
          reader = await key(['read']);
        } finally {
          await handle.close();
        }
        // The answer a read key must not be given again.
        const replayKey = `bench-hostile-${runId}`;
        const made = await fetch(`${server.url}${BASE}/contacts`, {
          method: 'POST',
          headers: { ...JSON_BODY, 'x-service-api-key': ws.apiKey, 'idempotency-key': replayKey },
          body: JSON.stringify({ first_name: 'Replayed', emails: [`replayed-${runId}@bench.example`] }),
        });
        if (made.status !== 201) throw new Error(`x-scopes: the owner's create answered ${made.status}`);
        const [one, two] = ws.contactIds;
        const write =
          (method: HostileCall['method'], path: string, body: unknown, headers = {}) =>
          () =>
            ({
              method,
              path: BASE + path,
              headers: { ...JSON_BODY, ...headers },
              body: JSON.stringify(body),
              key: reader,
            }) satisfies HostileCall;
        const read =
          (path: string, secret = reader) =>
          () =>
            ({ method: 'GET', path: BASE + path, key: secret }) satisfies HostileCall;
        const contact = { first_name: 'Mallory', emails: ['mallory@bench.example'] };
        return cycle([
          ...odd.flatMap((secret, i) =>
            [
              () =>
                ({ method: 'DELETE', path: `${BASE}/contacts/${one}`, key: secret }) satisfies HostileCall,
              () => ({ ...write('POST', '/contacts', contact)(), key: secret }),
              read('/contacts?limit=1', secret),
              read('/events?limit=1', secret),
            ].map((make): [string, () => HostileCall] => [
              LOOKALIKE_SCOPES[i].length > 1 || LOOKALIKE_SCOPES[i][0].length > 100
                ? 'oversized scopes'
                : 'look-alike scope',
              make,
            ]),
          ),
          ...(
            [
              write('POST', '/contacts/batch', { records: [contact] }),
              write('POST', '/contacts/batch?match_on=email', { records: [contact] }),
              write('POST', '/contacts?match_on=email', contact),
              write('POST', '/tags/batch', { records: [{ name: 'Sneaky' }] }),
              write('POST', '/tags?match_on=name', { name: 'VIP', contacts: [one] }),
              () => ({
                method: 'POST',
                path: `${BASE}/contacts/import`,
                headers: { 'content-type': 'text/csv', 'idempotency-key': `${replayKey}-import` },
                body: 'First Name,Tags\nMallory,Admins\n',
                key: reader,
              }),
              write('POST', `/contacts/${one}/merge`, { contacts: [two] }),
              write('POST', '/webhooks', { url: 'http://127.0.0.1:9/h', event_types: ['*'] }),
              write('POST', '/contacts', { first_name: 'Replayed' }, { 'idempotency-key': replayKey }),
            ] satisfies (() => HostileCall)[]
          ).map((make): [string, () => HostileCall] => ['read key writing', make]),
          ['look-alike include', read(`/contacts/${one}?include=t\u0430gs`)],
          ['look-alike include', read(`/contacts/${one}?include=__proto__`)],
        ]);
      },
    },
    {
      key: 'x-vcard',
      label:
        'POST /contacts/import of the hostile vCard file (6.3 MB: no END, nested BEGIN, 1 MB folded line, ' +
        '5 MB data: URI, not UTF-8, years 0 and 10000), then 100,000 tiny cards (2,000 in a smoke run) as a dry run, in turn (1 connection)',
      accept: [200],
      connections: 1,
      async prepare({ smoke }) {
        const vcard = { 'content-type': 'text/vcard' };
        const hostile = hostileVcards();
        const cards = smoke ? 2_000 : 100_000;
        const tiny = tinyVcards(cards);
        return cycle([
          [
            'hostile vCard file',
            () => ({ method: 'POST', path: `${BASE}/contacts/import`, headers: vcard, body: hostile }),
          ],
          [
            `${cards} tiny cards, dry run`,
            () => ({
              method: 'POST',
              path: `${BASE}/contacts/import?dry_run=true`,
              headers: vcard,
              body: tiny,
            }),
          ],
        ]);
      },
    },
  ];
}

/** A GET of the MCP endpoint's event stream, held until the server ends it or the scenario does. */
const heldStream = (): HostileCall => ({
  method: 'GET',
  path: `${BASE}/mcp`,
  headers: { accept: 'text/event-stream' },
  kind: 'held stream',
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One hostile scenario against the server while another workspace's key
 * polls `GET /me`: the hostile answers by status, their latencies, and the
 * polls (the row's `victim`).
 */
export async function runHostile(
  context: Context,
  bystanderKey: string,
  scenario: HostileScenario,
  seconds: number,
): Promise<Row> {
  const next = await scenario.prepare(context);
  // A smoke run sends every kind of each scenario at least once (x-scopes cycles through 67).
  const maxRequests = Math.min(scenario.requests ?? MAX_REQUESTS, context.smoke ? 100 : MAX_REQUESTS);
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  let closedAfter413 = 0;
  let held = 0;
  let sent = 0;
  const victim = await startVictim(context.server.url + BASE, bystanderKey);
  const cpuBefore = cpuMs(context.server.pid);
  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  const end = new AbortController();
  const timer = setTimeout(() => end.abort(), seconds * 1000);
  const connection = async () => {
    while (Date.now() < deadline && sent < maxRequests) {
      sent++;
      const call = next();
      const t = performance.now();
      try {
        const signal = scenario.hold
          ? AbortSignal.any([end.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
          : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
        const res = await fetch(context.server.url + call.path, {
          method: call.method,
          headers: { 'x-service-api-key': call.key ?? context.ws.apiKey, ...call.headers },
          // A Buffer is sent as it is (undici takes any Uint8Array).
          body: call.body as BodyInit | undefined,
          signal,
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        try {
          await res.arrayBuffer();
        } catch (err) {
          // A stream held until the scenario ended it.
          if (scenario.hold && end.signal.aborted) {
            // held: counted below
          } else if (res.status === 413) {
            // A server may close the connection after refusing a body it will not read
            // (RFC 9112 section 9.6): the 413 is the answer, the rest of the upload is cut off.
            closedAfter413++;
          } else throw err;
        }
        const ms = performance.now() - t;
        latencies.push(ms);
        const kind = call.kind ?? scenario.key;
        let list = byKind.get(kind);
        if (!list) byKind.set(kind, (list = []));
        list.push(ms);
      } catch (err) {
        // A held stream the scenario ended before the server answered is held, not failed.
        if (scenario.hold && end.signal.aborted) held++;
        else {
          errors++;
          const cause = (err as { cause?: { code?: string; message?: string } }).cause;
          const what = `${call.kind ?? scenario.key}: ${cause?.code ?? cause?.message ?? (err as Error).message}`;
          errorKinds[what] = (errorKinds[what] ?? 0) + 1;
        }
      }
      if (scenario.hold) await sleep(REOPEN_AFTER_MS);
    }
  };
  try {
    if (scenario.connections === 0) await sleep(seconds * 1000);
    await Promise.all(Array.from({ length: scenario.connections }, connection));
  } finally {
    clearTimeout(timer);
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(context.server.pid);
  const polls = await victim.stop();
  const unexpected: Record<string, number> = {};
  for (const [status, n] of Object.entries(statuses))
    if (!scenario.accept.includes(Number(status))) unexpected[status] = n;
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  const result: LoadResult = {
    ...latencyStats(sorted(latencies), elapsed),
    errors,
    unexpected,
    responses: Object.values(statuses).reduce((a, b) => a + b, 0),
    byKind: Object.fromEntries(
      [...byKind].map(([kind, list]) => [kind, latencyStats(sorted(list), elapsed)]),
    ),
  };
  const answers = Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
  return {
    key: scenario.key,
    label: scenario.label,
    result,
    rssMb: rssMb(context.server.pid),
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || !result.responses
        ? null
        : (cpuAfter - cpuBefore) / result.responses,
    limitRps: null,
    note:
      `${sent} requests in ${elapsed.toFixed(1)} s, answers ${answers || 'none'}` +
      (held ? `, ${held} held until the scenario ended` : '') +
      (closedAfter413 ? `, ${closedAfter413} connection closed after its 413` : '') +
      (errors
        ? `; connection errors: ${Object.entries(errorKinds)
            .map(([what, n]) => `${what} ×${n}`)
            .join(', ')}`
        : ''),
    victim: polls,
    statuses,
  };
}
