import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type KyselyPlugin, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, type DbHandle, migrate } from '../src/db/connect.js';
import { type Dataset, type FreshDatabase, freshDatabase, seedDataset } from './dataset.js';
import { type Scenario, scenarios } from './scenarios.js';
import { watchStatements } from './statement-times.js';

/**
 * CPU per write request, in process (`node --import tsx bench/write-cpu.ts`; TRACE=1 also prints the SQL of one request of each scenario): the
 * write scenarios of the bench (default e, n, f) sent through `app.inject`
 * to an app built as the server builds it, on a copy of one seeded SQLite
 * file (seeded once into --seed and reused, so that every run starts from
 * the same database). Each scenario runs --warmup requests, then --n
 * requests, --concurrency at a time (as the bench's connections, so that
 * commits group as they do under load); it prints the process's CPU
 * (user + system, `process.cpuUsage`) per request, the SQL statements per
 * request, and the p50 and p99 of each request's time from its send to its
 * answer (no network, but the commit group's waits are in it). On a shared machine this is steadier than a rate measured
 * from outside: other processes' load slows the run but adds no CPU to it.
 *
 * With `--db postgres://...` the same runs go to a fresh PostgreSQL database
 * created next to the one named, seeded once per run and dropped at the end.
 * Every command the process sends to the server counts as a statement (BEGIN,
 * COMMIT and savepoints too, and the webhook engine's work that the writes
 * start: each is a round trip that wakes a server backend), and the CPU of
 * the server backends of that database is printed beside the process's
 * (from /proc: the server must run on this machine). STATEMENT_TIMES=1
 * prints, for SQLite, the time spent in each statement per request.
 */
const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: join(tmpdir(), 'crm-write-cpu-seed') },
    contacts: { type: 'string', default: '10000' },
    only: { type: 'string', default: 'e,n,f' },
    n: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    db: { type: 'string' },
  },
});
const N = Number(args.n);
const WARMUP = Number(args.warmup);
const CONCURRENCY = Number(args.concurrency);

let dataset: Dataset;
let url: string;
let fresh: FreshDatabase | null = null;
let dir: string | null = null;
if (args.db) {
  fresh = await freshDatabase(args.db);
  url = fresh.url;
  dataset = await seedDataset(
    url,
    [{ contacts: Number(args.contacts), companies: Math.floor(Number(args.contacts) / 5), tags: 500 }],
    (l) => console.log(l),
  );
} else {
  const seedFile = join(args.seed, 'bench.sqlite');
  const datasetFile = join(args.seed, 'dataset.json');
  if (!existsSync(datasetFile)) {
    rmSync(args.seed, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(args.seed, { recursive: true });
    const seeded = await seedDataset(
      `sqlite:${seedFile}`,
      [{ contacts: Number(args.contacts), companies: Math.floor(Number(args.contacts) / 5), tags: 500 }],
      (l) => console.log(l),
    );
    writeFileSync(datasetFile, JSON.stringify(seeded));
  }
  dataset = JSON.parse(readFileSync(datasetFile, 'utf8')) as Dataset;
  dir = mkdtempSync(join(tmpdir(), 'crm-write-cpu-'));
  const file = join(dir, 'bench.sqlite');
  copyFileSync(seedFile, file);
  url = `sqlite:${file}`;
}
const ws = dataset.workspaces[0];

/** With TRACE set, the SQL of one request of each scenario. */
let traced: string[] | null = null;
const trace = (text: string) => traced?.push(text.replace(/\s+/g, ' ').slice(0, 220));

/**
 * With STATEMENT_TIMES set (SQLite), the time SQLite spent in each SQL text
 * during the measured requests, per request, the most costly first: where a
 * write's time in the database goes, statement by statement.
 */
const statementTimes = new Map<string, { ms: number; runs: number }>();
let timing = false;
function timed(source: string, ms: number) {
  const text = source.replace(/\s+/g, ' ').slice(0, 120);
  const entry = statementTimes.get(text) ?? { ms: 0, runs: 0 };
  entry.ms += ms;
  entry.runs++;
  statementTimes.set(text, entry);
}

// Both watch better-sqlite3's statements (bench/statement-times.ts).
if ((process.env.TRACE || process.env.STATEMENT_TIMES) && !args.db)
  watchStatements((source, ms) => {
    trace(source);
    if (timing) timed(source, ms);
  });

/** Commands sent to PostgreSQL while counting (every client of the pool calls pg's query). */
let commands = 0;
if (args.db) {
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    commands++;
    const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string })?.text;
    if (text) trace(text);
    return query.apply(this, a);
  } as typeof pg.Client.prototype.query;
}

/** Statements answered while `counting` is on. */
let statements = 0;
const counter: KyselyPlugin = {
  transformQuery: (a) => a.node,
  transformResult: async (a) => {
    statements++;
    return a.result;
  },
};
const raw = createDb(url);
await migrate(raw);
const wrapped = new WeakMap<object, unknown>();
const wrap = <T extends { withPlugin(p: KyselyPlugin): T }>(db: T): T => {
  let w = wrapped.get(db) as T | undefined;
  if (!w) wrapped.set(db, (w = db.withPlugin(counter)));
  return w;
};
const handle: DbHandle = Object.create(raw, {
  db: { value: wrap(raw.db), enumerable: true },
  writer: { get: () => wrap(raw.writer), enumerable: true },
});
const config = loadConfig(
  {},
  { databaseUrl: url, logLevel: 'warn', rateLimitPerMinute: 0, maxEventLoopDelayMs: 0 },
);
const app = await buildApp({ config, handle });
await app.ready();

/** CPU seconds of the server backends connected to this run's database (PostgreSQL on this machine). */
const TICKS_PER_SECOND = 100;
const backendCpu = new Map<number, number>();
async function serverCpu(): Promise<number> {
  const { rows } = await sql<{
    pid: number;
  }>`select pid from pg_stat_activity where datname = current_database()`.execute(raw.db);
  let total = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
      backendCpu.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // Gone since the list was read: its last reading stands.
    }
  }
  for (const seconds of backendCpu.values()) total += seconds;
  return total;
}

const all = scenarios(ws, `cpu${Date.now()}`, 100);
const headers = { 'x-service-api-key': ws.apiKey, 'content-type': 'application/json' };

/** Each request's time from its send to its answer (ms), of the run that fills it. */
let latencies: number[] | null = null;

async function run(s: Scenario, count: number) {
  let next = 0;
  const failures = new Map<number, string>();
  const worker = async () => {
    while (next < count) {
      next++;
      const r = s.next();
      const sent = performance.now();
      const res = await app.inject({
        method: s.method as 'POST',
        url: r.path,
        payload: r.body,
        headers: { ...headers, ...r.headers },
      });
      latencies?.push(performance.now() - sent);
      if (res.statusCode >= 300) failures.set(res.statusCode, res.body.slice(0, 300));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failures.size) throw new Error(`${s.key}: ${JSON.stringify([...failures])}`);
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${N} requests, concurrency ${CONCURRENCY}`,
);
for (const key of args.only.split(',')) {
  const s = all.find((x) => x.key === key);
  if (!s) throw new Error(`no scenario ${key}`);
  await run(s, WARMUP);
  if (process.env.TRACE) {
    traced = [];
    await run(s, 1);
    console.log(`${key}, one request:\n  ${traced.join('\n  ')}`);
    traced = null;
  }
  statements = 0;
  const server = args.db ? await serverCpu() : 0;
  commands = 0;
  const cpu = process.cpuUsage();
  const began = performance.now();
  latencies = [];
  timing = Boolean(process.env.STATEMENT_TIMES);
  await run(s, N);
  timing = false;
  const used = process.cpuUsage(cpu);
  const perRequest = args.db ? commands / N : statements / N;
  const serverMs = args.db ? (((await serverCpu()) - server) * 1000) / N : 0;
  const sorted = latencies.sort((a, b) => a - b);
  latencies = null;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  const ms = (used.user + used.system) / 1000 / N;
  console.log(
    `${key}: ${ms.toFixed(3)} ms CPU/request (user ${(used.user / 1000 / N).toFixed(3)}, ` +
      `system ${(used.system / 1000 / N).toFixed(3)}), ${perRequest.toFixed(2)} statements/request, ` +
      (args.db ? `server backends ${serverMs.toFixed(3)} ms CPU/request, ` : '') +
      `${((performance.now() - began) / N).toFixed(3)} ms wall/request, latency p50 ${at(0.5)} p99 ${at(0.99)} ms`,
  );
  if (statementTimes.size) {
    const byCost = [...statementTimes].sort((a, b) => b[1].ms - a[1].ms);
    const total = byCost.reduce((sum, [, e]) => sum + e.ms, 0);
    console.log(`  in SQLite ${(total / N).toFixed(3)} ms/request:`);
    for (const [text, e] of byCost.slice(0, 15))
      console.log(
        `  ${((e.ms / N) * 1000).toFixed(0).padStart(5)} µs ${(e.runs / N).toFixed(2).padStart(5)}x  ${text}`,
      );
    statementTimes.clear();
  }
}
await app.close();
await raw.close();
if (dir) rmSync(dir, { recursive: true, force: true });
await fresh?.drop();
