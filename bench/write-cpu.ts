import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, type DbHandle, migrate } from '../src/db/connect.js';
import { type Dataset, seedDataset } from './dataset.js';
import { type Scenario, scenarios } from './scenarios.js';

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
 */
const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: join(tmpdir(), 'crm-write-cpu-seed') },
    contacts: { type: 'string', default: '10000' },
    only: { type: 'string', default: 'e,n,f' },
    n: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
  },
});
const N = Number(args.n);
const WARMUP = Number(args.warmup);
const CONCURRENCY = Number(args.concurrency);

const seedFile = join(args.seed, 'bench.sqlite');
const datasetFile = join(args.seed, 'dataset.json');
if (!existsSync(datasetFile)) {
  rmSync(args.seed, { recursive: true, force: true });
  const { mkdirSync } = await import('node:fs');
  mkdirSync(args.seed, { recursive: true });
  const dataset = await seedDataset(
    `sqlite:${seedFile}`,
    [{ contacts: Number(args.contacts), companies: Math.floor(Number(args.contacts) / 5), tags: 500 }],
    (l) => console.log(l),
  );
  writeFileSync(datasetFile, JSON.stringify(dataset));
}
const dataset = JSON.parse(readFileSync(datasetFile, 'utf8')) as Dataset;
const ws = dataset.workspaces[0];

const dir = mkdtempSync(join(tmpdir(), 'crm-write-cpu-'));
const file = join(dir, 'bench.sqlite');
copyFileSync(seedFile, file);

/** With TRACE set, the SQL of one request of each scenario. */
let traced: string[] | null = null;
if (process.env.TRACE) {
  const { default: Sqlite } = await import('better-sqlite3');
  const statement = Object.getPrototypeOf(new Sqlite(':memory:').prepare('select 1'));
  for (const name of ['all', 'get', 'run', 'iterate']) {
    const f = statement[name];
    statement[name] = function (this: { source: string }, ...a: unknown[]) {
      traced?.push(this.source.replace(/\s+/g, ' ').slice(0, 220));
      return f.apply(this, a);
    };
  }
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
const raw = createDb(`sqlite:${file}`);
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
  { databaseUrl: `sqlite:${file}`, logLevel: 'warn', rateLimitPerMinute: 0, maxEventLoopDelayMs: 0 },
);
const app = await buildApp({ config, handle });
await app.ready();

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
  const cpu = process.cpuUsage();
  const began = performance.now();
  latencies = [];
  await run(s, N);
  const used = process.cpuUsage(cpu);
  const sorted = latencies.sort((a, b) => a - b);
  latencies = null;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  const ms = (used.user + used.system) / 1000 / N;
  console.log(
    `${key}: ${ms.toFixed(3)} ms CPU/request (user ${(used.user / 1000 / N).toFixed(3)}, ` +
      `system ${(used.system / 1000 / N).toFixed(3)}), ${(statements / N).toFixed(2)} statements/request, ` +
      `${((performance.now() - began) / N).toFixed(3)} ms wall/request, latency p50 ${at(0.5)} p99 ${at(0.99)} ms`,
  );
}
await app.close();
await raw.close();
rmSync(dir, { recursive: true, force: true });
