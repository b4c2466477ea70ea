import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Dataset, freshDatabase, type SeedSize, seedDataset } from './dataset.js';
import { type LoadOptions, type LoadResult, measure } from './load.js';
import {
  cpuMs,
  peakRssMb,
  ROOT,
  rssMb,
  type Started,
  startLimitServer,
  startServer,
  startWriteLimitServer,
} from './processes.js';
import { commit, lastRecorded, machine, type Row, record, table } from './report.js';
import { statementTimesTable } from './statement-times.js';
import { limitSamples, MIX_WRITE_EVERY, type Scenario, scenarios } from './scenarios.js';
import { hostileScenarios, MAX_REQUESTS, runHostile } from './hostile.js';
import {
  hostileTargets,
  type Limits,
  postgresTargets,
  type SqliteRates,
  sqliteTargets,
  targetsTable,
  writeTargets,
} from './targets.js';
import { POLL_EVERY_MS, victimText } from './victim.js';
import { DRAIN_GIVE_UP_MS, type Drain, MAX_DRAIN_MS, MIN_SHARE_OF_E, withWebhook } from './webhooks.js';

/**
 * The benchmark (`npm run bench -- [options]`; the npm script builds first).
 *
 *   --duration S   seconds per scenario (default 10), after a warm-up
 *   --db URL       run against PostgreSQL: a fresh database is created next
 *                  to the one URL names, and dropped at the end
 *   --both         with --db: SQLite first, then PostgreSQL, in one run (two
 *                  sections), so that PostgreSQL's reads are compared with
 *                  SQLite's measured minutes before on the same machine
 *   --scale        b, c and the filtered reads i to l at 10,000 and 1,000,000
 *                  contacts, and the ratio of their latencies
 *   --smoke        one second per scenario (a quarter of one to warm up) on a
 *                  small seed, no thresholds, nothing recorded (for CI)
 *   --contacts N   size of the seeded workspaces (default 100,000)
 *   --only a,c     run only these scenarios
 *   --profile DIR  write a CPU profile of the server (node --cpu-prof) to DIR
 *   --no-record    print only; do not append to bench/RESULTS.md
 *
 * Scenario ew is e with one enabled webhook (bench/webhooks.ts): its row
 * shows its share of e's requests/s in the same run and how long after the
 * load the receiver had every event, each against the issue's bar (85%,
 * 10 s); --smoke shows them unjudged.
 *
 * Scenarios a304, b304 and c304 are a, b and c with `If-None-Match` set to
 * each URL's current ETag, fetched just before the scenario; every answer
 * must be 304. They are compared with the limit of the same size and, in
 * their note, with limit-304 (the limit server's bare 304). Scenario mix is
 * 95% page reads and 5% creates on the same workspace; its note gives the
 * reads' and the writes' latencies apart.
 *
 * After them come the hostile scenarios (bench/hostile.ts):
 * x-idle (the baseline), x-mcp, x-mcp-get, x-mcp-notes, x-mcp-held, x-scopes and x-vcard, each bounded in time and in
 * requests, while workspace 2's key polls `GET /me` (bench/victim.ts),
 * whose p99 is judged against 100 ms. `--only x-idle,x-mcp,x-mcp-get,x-mcp-notes,x-mcp-held,x-scopes,x-vcard`
 * runs them alone (after the limit).
 *
 * Each section ends with the targets of issue 17 (bench/targets.ts): on
 * SQLite against the limits of the same run; on PostgreSQL each read's rate
 * against SQLite's, from the same run with --both, otherwise from the last
 * SQLite section of bench/RESULTS.md (named in the section). --smoke shows
 * them unjudged.
 *
 * Whatever the options, the run exits with 1 when a scenario got a
 * connection error, a timeout or any unexpected answer (outside 2xx, or not
 * 304 for the polls; for a hostile scenario, outside its statuses: any 5xx), or when ew's receiver did not get every event within
 * a minute.
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    db: { type: 'string' },
    both: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    contacts: { type: 'string' },
    only: { type: 'string' },
    profile: { type: 'string' },
    'server-flags': { type: 'string' },
    'no-record': { type: 'boolean', default: false },
    'statement-times': { type: 'string' },
  },
});

const CONNECTIONS = 10;
const smoke = args.smoke;
const seconds = Number(args.duration ?? (smoke ? 1 : 10));
const warmupSeconds = smoke ? 0.25 : Math.min(3, seconds);
const recordResults = !smoke && !args['no-record'];
const loadAtStart = loadavg();
const log = (line: string) => process.stderr.write(`${line}\n`);

if (!(seconds > 0)) throw new Error('--duration must be a positive number of seconds');
if (args.both && (!args.db || args.scale)) throw new Error('--both needs --db and does not apply to --scale');
if (!existsSync(join(ROOT, 'dist', 'server.js')))
  throw new Error('dist/server.js is missing: run `npm run build` first');

/** The main workspace's size; the second one is of the same size with other data. */
function mainSize(): SeedSize {
  const contacts = Number(args.contacts ?? (smoke ? 2_000 : 100_000));
  return { contacts, companies: Math.floor(contacts / 5), tags: smoke ? 50 : 500 };
}

/** `run` against a server started for it; with the most memory the server held over its life. */
async function withServer<T>(
  databaseUrl: string,
  run: (server: Started) => Promise<T>,
): Promise<{ value: T; peakRssMb: number | null }> {
  const nodeFlags = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
  // Node flags of the server beside those (--server-flags="--max-semi-space-size=8 ..."), to measure their effect.
  if (args['server-flags']) nodeFlags.push(...args['server-flags'].split(/\s+/).filter(Boolean));
  const times = statementTimesOf('service');
  nodeFlags.push(...times.nodeFlags);
  const server = await startServer({ databaseUrl, nodeFlags, env: times.env });
  try {
    const value = await run(server);
    return { value, peakRssMb: peakRssMb(server.pid) };
  } finally {
    await server.stop();
  }
}

/** Every scenario measured in this run: any error or non-2xx answer fails the run (exit code 1). */
const measured: Row[] = [];
/** Webhook scenarios whose receiver never got every event: they fail the run too. */
const undrained: string[] = [];

/**
 * The verdict of a webhook scenario, in its row's note: its share of e's
 * requests/s and its backlog's drain time, each against the bar.
 */
function webhookNote(row: Row, e: Row | undefined, drain: Drain): string {
  const verdict = (ok: boolean) => (smoke ? 'smoke run, not judged' : ok ? 'pass' : 'FAIL');
  const share = e ? row.result.requestsPerSecond / e.result.requestsPerSecond : null;
  const shareText =
    share === null || !Number.isFinite(share)
      ? 'e not measured in this run'
      : `${(100 * share).toFixed(1)}% of e's requests/s (bar ${100 * MIN_SHARE_OF_E}%: ${verdict(share >= MIN_SHARE_OF_E)})`;
  const drainText =
    drain.ms === null
      ? `receiver had ${drain.received} of ${drain.events} events ${DRAIN_GIVE_UP_MS / 1000} s after the load (FAIL)`
      : `all ${drain.events} events received ${(drain.ms / 1000).toFixed(1)} s after the load ` +
        `(bar ${MAX_DRAIN_MS / 1000} s: ${verdict(drain.ms <= MAX_DRAIN_MS)})`;
  return `${shareText}; ${drainText}; ${drain.deliveries} deliveries`;
}

/** Server CPU time per response over the measured run (ms). */
function cpuPerRequest(pid: number, before: number | null, result: LoadResult): number | null {
  const after = cpuMs(pid);
  return before === null || after === null || !result.responses ? null : (after - before) / result.responses;
}

/**
 * One scenario against the server: its preparation (the polls' ETags), then
 * a probe request, so that a missing route or a wrong answer is named.
 */
async function runScenario(server: Started, apiKey: string, scenario: Scenario): Promise<Row> {
  const headers: Record<string, string> = { 'x-service-api-key': apiKey };
  if (scenario.prepare) log(`  ${scenario.key}: ${await scenario.prepare({ url: server.url, headers })}`);
  if (scenario.method !== 'GET') headers['content-type'] = 'application/json';
  const probe = scenario.next();
  const res = await fetch(server.url + probe.path, {
    method: probe.method ?? scenario.method,
    headers: { ...headers, ...probe.headers },
    body: probe.body,
  });
  const text = await res.text();
  let note: string | undefined;
  if (res.status === 404 && text.includes('There is no route')) note = 'no route';
  else if (scenario.expect === undefined ? res.status >= 300 : res.status !== scenario.expect)
    note = `probe answered ${res.status} ${/"code":"(\w+)"/.exec(text)?.[1] ?? ''}`.trim();
  const options: LoadOptions = { url: server.url, headers, connections: CONNECTIONS, seconds, warmupSeconds };
  let cpuBefore: number | null = null;
  const result = await measure(options, scenario, () => {
    cpuBefore = cpuMs(server.pid);
  });
  const row: Row = {
    key: scenario.key,
    label: scenario.label,
    result,
    rssMb: rssMb(server.pid),
    cpuPerRequest: cpuPerRequest(server.pid, cpuBefore, result),
    limitRps: null,
    note,
  };
  measured.push(row);
  log(
    `  ${scenario.key}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, ` +
      `p99 ${result.p99.toFixed(2)} ms, ${row.cpuPerRequest?.toFixed(2)} ms CPU/request`,
  );
  return row;
}

/**
 * The limit server answering bodies of the sizes of a and c, and a bare 304
 * (c's path with its ETag in `If-None-Match`), measured with the same load.
 */
async function measureLimit(
  server: Started,
  apiKey: string,
  samples: { a: string; c: string },
): Promise<Limits> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-bench-limit-'));
  try {
    const bodies: Record<string, string> = {};
    for (const [key, path] of Object.entries(samples)) {
      const res = await fetch(server.url + path, { headers: { 'x-service-api-key': apiKey } });
      bodies[`/${key}`] = await res.text();
      if (!res.ok)
        log(`  sample for the limit (${path}) answered ${res.status}; its body sizes the limit anyway`);
    }
    const file = join(dir, 'bodies.json');
    writeFileSync(file, JSON.stringify(bodies));
    const limit = await startLimitServer(file, '/a');
    try {
      const rows = {} as Limits;
      // As the limit server (and the service) make it: a wrong one shows as 200s, unexpected.
      const cEtag = `"${createHash('sha1').update(bodies['/c']).digest('base64url')}"`;
      for (const key of ['a', 'c', 304] as const) {
        const path = key === 304 ? '/c' : `/${key}`;
        const conditional = key === 304 ? { 'if-none-match': cEtag } : undefined;
        const options: LoadOptions = {
          url: limit.url,
          headers: {},
          connections: CONNECTIONS,
          seconds,
          warmupSeconds,
        };
        let cpuBefore: number | null = null;
        const request = { method: 'GET' as const, expect: key === 304 ? 304 : undefined };
        const next = () => ({ path, headers: conditional });
        const result = await measure(options, { ...request, next }, () => {
          cpuBefore = cpuMs(limit.pid);
        });
        const size = Buffer.byteLength(bodies[path]);
        rows[key] = {
          key: `limit-${key}`,
          label:
            key === 304
              ? 'bare Fastify, 304 with the ETag to a matching If-None-Match, no body'
              : `bare Fastify, fixed ${size} B body`,
          result,
          rssMb: rssMb(limit.pid),
          cpuPerRequest: cpuPerRequest(limit.pid, cpuBefore, result),
          limitRps: null,
        };
        log(`  limit-${key}: ${result.requestsPerSecond.toFixed(0)} req/s`);
      }
      return rows;
    } finally {
      await limit.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * With --statement-times DIR (SQLite): the node flags and environment that
 * make `process` (the service, the limit) write its time per kind of
 * statement to DIR/<process>.json when it stops (bench/statement-times.ts).
 */
function statementTimesOf(process: 'service' | 'limit'): {
  nodeFlags: string[];
  env: Record<string, string>;
} {
  const dir = args['statement-times'];
  if (!dir) return { nodeFlags: [], env: {} };
  mkdirSync(dir, { recursive: true });
  return {
    nodeFlags: ['--import', 'tsx', '--import', join(ROOT, 'bench', 'statement-times.ts')],
    env: { STATEMENT_TIMES_FILE: join(dir, `${process}.json`) },
  };
}

/** The service's time in SQLite beside the limit's, per request of the one write scenario run (e or p). */
function printStatementTimes(rows: Row[]) {
  const dir = args['statement-times']!;
  const own = rows.filter((r) => !r.key.startsWith('limit'));
  if (own.length !== 1 || !WRITE_LIMITED.includes(own[0]!.key)) {
    log(
      `--statement-times: run one of ${WRITE_LIMITED.join(', ')} alone (--only e), not ${own.map((r) => r.key).join(',')}`,
    );
    return;
  }
  const rate = (key: string) => rows.find((r) => r.key === key)?.result.requestsPerSecond ?? 0;
  const key = own[0]!.key;
  const text = statementTimesTable(join(dir, 'service.json'), join(dir, 'limit.json'), {
    service: rate(key),
    limit: rate(`limit-${key}`),
  });
  writeFileSync(join(dir, 'statement-times.md'), `${text}\n`);
  log(`Scenario ${key}: ${text}`);
}

/** The service's creates that the write limit (bench/limit-write.ts) does too. */
const WRITE_LIMITED = ['e', 'p'];

/**
 * The write limit (bench/limit-write.ts) on a copy of the service's SQLite
 * file taken now (before the service's writes), measured with the requests
 * of the service's own e and p: rows limit-e and limit-p, whose rates the
 * service's e and p are read against.
 */
async function measureWriteLimit(
  sqliteFile: string,
  apiKey: string,
  wanted: readonly Scenario[],
): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>();
  if (!wanted.length) return rows;
  const limit = await startWriteLimitServer(sqliteFile, statementTimesOf('limit'));
  try {
    for (const scenario of wanted) {
      const row = await runScenario(limit, apiKey, { ...scenario, key: `limit-${scenario.key}` });
      row.label = `hand-written Fastify + better-sqlite3, ${scenario.label}`;
      if (scenario.records)
        row.note = `${(row.result.requestsPerSecond * scenario.records).toFixed(0)} records/s (requests/s x ${scenario.records})`;
      rows.set(scenario.key, row);
    }
  } finally {
    await limit.stop();
  }
  return rows;
}

function context(label: string, dataset: Dataset, sizes: SeedSize[]): string {
  const size = sizes
    .map((s, i) => `workspace ${i + 1}: ${s.contacts} contacts, ${s.companies} companies, ${s.tags} tags`)
    .join('; ');
  return [
    `Commit ${commit()}, ${new Date().toISOString()}, ${label}.`,
    `Machine: ${machine(loadAtStart)}.`,
    `Seed: ${size} (with lists, notes, tasks, e-mails, phone numbers, links and custom-field values), written in ${dataset.seconds.toFixed(1)} s.`,
    `Load: autocannon, ${CONNECTIONS} connections, ${warmupSeconds} s warm-up then ${seconds} s per scenario.`,
  ].join('\n');
}

/** The note of the mix: its reads and its writes apart. */
function mixNote(row: Row): string {
  const part = (kind: string) => {
    const l = row.result.byKind[kind];
    return l
      ? `${kind}s ${l.requestsPerSecond.toFixed(0)}/s, p50 ${l.p50.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms`
      : `no ${kind}s answered`;
  };
  return `${part('read')}; ${part('write')}`;
}

/** One store: seed, limit, scenarios, targets; the section is printed and (unless told not to) recorded. */
async function standard(postgresUrl: string | undefined, sqlite: SqliteRates | null): Promise<Row[]> {
  const db = await freshDatabase(postgresUrl);
  const sizes = [mainSize(), mainSize()];
  try {
    log(`Seeding a fresh ${db.label} database...`);
    const dataset = await seedDataset(db.url, sizes, log);
    const ws = dataset.workspaces[0];
    const deepOffset = Math.min(90_000, Math.floor(ws.contactIds.length * 0.9));
    const wanted = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;
    const { value, peakRssMb } = await withServer(db.url, async (server) => {
      log('Measuring the limit...');
      const limit = await measureLimit(server, ws.apiKey, limitSamples(ws));
      const out: Row[] = [limit.a, limit.c, limit[304]];
      measured.push(...out);
      const all = scenarios(ws, `${process.pid}${Date.now()}`, deepOffset);
      const writeLimited = postgresUrl
        ? []
        : all.filter((s) => WRITE_LIMITED.includes(s.key) && (!wanted || wanted.has(s.key)));
      if (writeLimited.length) log('Measuring the write limit...');
      const writeLimit = await measureWriteLimit(
        db.url.replace(/^sqlite:/, ''),
        ws.apiKey,
        // Requests of their own (their names and addresses), as the service's will be.
        scenarios(ws, `limit-${process.pid}${Date.now()}`, deepOffset).filter((s) =>
          writeLimited.some((w) => w.key === s.key),
        ),
      );
      out.push(...writeLimit.values());
      log('Measuring the scenarios...');
      for (const scenario of all) {
        if (wanted && !wanted.has(scenario.key)) continue;
        let row: Row;
        if (scenario.webhook) {
          const hooked = await withWebhook(server, ws.apiKey, db.url, () =>
            runScenario(server, ws.apiKey, scenario),
          );
          row = hooked.value;
          row.note = webhookNote(
            row,
            out.find((r) => r.key === 'e'),
            hooked.drain,
          );
          if (hooked.drain.ms === null) undrained.push(scenario.key);
          log(`  ${scenario.key}: ${row.note}`);
        } else row = await runScenario(server, scenario.apiKey ?? ws.apiKey, scenario);
        row.limitRps = (writeLimit.get(scenario.key) ?? limit[scenario.limit]).result.requestsPerSecond;
        if (scenario.records)
          row.note = `${(row.result.requestsPerSecond * scenario.records).toFixed(0)} records/s (requests/s x ${scenario.records})`;
        if (scenario.expect === 304) {
          const share = row.result.requestsPerSecond / limit[304].result.requestsPerSecond;
          row.note = [row.note, `${(100 * share).toFixed(1)}% of limit-304`].filter(Boolean).join('; ');
        }
        if (scenario.key === 'mix') {
          const note = mixNote(row);
          row.note = [row.note, note].filter(Boolean).join('; ');
          log(`  mix: ${note}`);
        }
        out.push(row);
      }
      // Last: their writes (tags, imported cards) stay in the workspace.
      for (const scenario of hostileScenarios(`${process.pid}${Date.now()}`)) {
        if (wanted && !wanted.has(scenario.key)) continue;
        const context = { server, ws, databaseUrl: db.url, smoke };
        const row = await runHostile(context, dataset.workspaces[1].apiKey, scenario, seconds);
        measured.push(row);
        out.push(row);
        log(`  ${scenario.key}: ${row.note}; GET /me of workspace 2: ${victimText(row.victim!)}`);
        for (const [kind, l] of Object.entries(row.result.byKind))
          log(`    ${kind}: p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms`);
      }
      return { rows: out, limit };
    });
    const { rows, limit } = value;
    if (args['statement-times'] && !postgresUrl) printStatementTimes(rows);
    const judged = !smoke;
    const targets = postgresUrl
      ? postgresTargets(rows, sqlite, peakRssMb, judged)
      : sqliteTargets(rows, limit, peakRssMb, judged);
    const noSqlite = smoke
      ? 'no SQLite rate: none in this run, and a smoke run is compared with its own run only'
      : 'no SQLite rate: none in this run, none in bench/RESULTS.md';
    const about = postgresUrl
      ? `Each read's requests/s on PostgreSQL as a share of its SQLite rate (${sqlite ? sqlite.source : noSqlite}); the server's peak memory.`
      : 'Shares of the limits measured above; p99 of every read (the mix: of its reads alone); ' +
        `the creates of e; the server's peak memory. The mix writes one request in ${MIX_WRITE_EVERY}.`;
    const section = [
      `## ${db.label}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      context(db.label, dataset, sizes),
      '',
      table(rows),
      '',
      `### Targets (issue 17), ${db.label}`,
      '',
      about,
      '',
      targetsTable(targets),
      '',
      `### Write targets (issue 26), a scoped key's read (issue 28), the MCP server (issue 29), ${db.label}`,
      '',
      'At the seeded size, as each scenario runs (10 connections); br is b sent with a key that has only `contacts:read`, mcp-b is b through the MCP `search` tool.',
      '',
      targetsTable(writeTargets(rows, postgresUrl !== undefined, judged)),
      '',
      `### Hostile input, ${db.label}`,
      '',
      `Each hostile scenario runs for the scenario's duration (at most ${MAX_REQUESTS.toLocaleString('en-US')} requests; one in flight at the end is waited for), while workspace 2's key polls \`GET /me\` every ${POLL_EVERY_MS} ms in a process of its own; the table above shows the hostile requests' own rates and latencies, and their answers by status.`,
      '',
      targetsTable(hostileTargets(rows, judged)),
    ].join('\n');
    process.stdout.write(`\n${section}\n`);
    if (recordResults) record(section);
    return rows;
  } finally {
    await db.drop();
  }
}

/** The SQLite rates a PostgreSQL run compares its reads with: this run's, else the last recorded. */
function sqliteRates(rows: Row[] | null): SqliteRates | null {
  if (rows)
    return {
      source: 'SQLite measured in this run, just before',
      rates: new Map(rows.map((r) => [r.key, r.result.requestsPerSecond])),
    };
  // A smoke run's rates say nothing next to a full run's.
  const last = smoke ? null : lastRecorded('SQLite');
  if (!last) return null;
  return {
    source:
      `not this run: the last SQLite section of bench/RESULTS.md, "${last.title}", commit ${last.commit}; ` +
      'rates move between runs on a shared machine, `--both` measures both in one run',
    rates: last.rates,
  };
}

async function standardRuns(): Promise<void> {
  const sqliteRows = !args.db || args.both ? await standard(undefined, null) : null;
  if (args.db) await standard(args.db, sqliteRates(sqliteRows));
}

/**
 * The reads whose cost must not grow with the workspace: b and c, and the
 * filtered reads i to l, on a small and a large workspace; the ratio of
 * their latencies tells how reads scale.
 */
const SCALED = ['b', 'c', 'i', 'j', 'k', 'l'];

async function scale(): Promise<void> {
  const counts = smoke ? [1_000, 10_000] : [10_000, 1_000_000];
  const results: { contacts: number; seedSeconds: number; rows: Row[] }[] = [];
  for (const contacts of counts) {
    const db = await freshDatabase(args.db);
    try {
      // Only what the reads touch: contacts with e-mails, phone numbers, companies, tags and lists.
      const size: SeedSize = {
        contacts,
        companies: Math.max(100, Math.floor(contacts / 50)),
        tags: smoke ? 50 : 500,
        notes: 0,
        tasks: 0,
        fieldValues: false,
      };
      log(`Seeding ${contacts} contacts into a fresh ${db.label} database...`);
      const dataset = await seedDataset(db.url, [size], log);
      log(`  seeded in ${dataset.seconds.toFixed(1)} s`);
      const ws = dataset.workspaces[0];
      const wanted = scenarios(ws, 'scale', 0).filter((s) => SCALED.includes(s.key));
      const { value: rows } = await withServer(db.url, async (server) => {
        const out: Row[] = [];
        for (const scenario of wanted) out.push(await runScenario(server, ws.apiKey, scenario));
        return out;
      });
      results.push({ contacts, seedSeconds: dataset.seconds, rows });
    } finally {
      await db.drop();
    }
  }
  const [small, large] = results;
  const ratio = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : '–');
  const lines = [
    `## Scale, ${args.db ? 'PostgreSQL' : 'SQLite'}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Commit ${commit()}. Machine: ${machine(loadAtStart)}.`,
    `Load: autocannon, ${CONNECTIONS} connections, ${warmupSeconds} s warm-up then ${seconds} s per scenario.`,
    ...results.map(
      (r) =>
        `Seeding ${r.contacts} contacts (with e-mails, phone numbers, companies, tags, lists) took ${r.seedSeconds.toFixed(1)} s.`,
    ),
    '',
    ...results.flatMap((r) => [`${r.contacts} contacts:`, '', table(r.rows), '']),
    `| latency ratio ${large.contacts} / ${small.contacts} | p50 | p99 |`,
    '| --- | ---: | ---: |',
    ...small.rows.map((row, i) => {
      const big = large.rows[i].result;
      return `| ${row.key} | ${ratio(big.p50, row.result.p50)} | ${ratio(big.p99, row.result.p99)} |`;
    }),
  ];
  const section = lines.join('\n');
  process.stdout.write(`\n${section}\n`);
  if (recordResults) record(section);
}

await (args.scale ? scale() : standardRuns());
const failed = measured.filter((r) => r.result.errors > 0 || Object.keys(r.result.unexpected).length > 0);
if (failed.length) log(`Errors or unexpected answers in: ${failed.map((r) => r.key).join(', ')}.`);
if (undrained.length)
  log(
    `Webhook receiver missing events ${DRAIN_GIVE_UP_MS / 1000} s after the load in: ${undrained.join(', ')}.`,
  );
// Open handles of the load generator must not keep the process alive.
process.exit(failed.length || undrained.length ? 1 : 0);
