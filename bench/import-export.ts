/**
 * Import and export at scale (issue 16, item 5), on a fresh SQLite file:
 *
 * 1. a CSV of ROWS contacts (default 100,000; e-mails, 2 tags of 50, a
 *    company of 10,000 each) written to a temporary file;
 * 2. `crm import contacts` of it while the server runs, with reads
 *    (`GET /contacts?limit=25`, READS_PER_SECOND, default 100) measuring
 *    their p99 meanwhile;
 * 3. `GET /contacts/export` of the imported contacts as CSV, timed;
 * 4. with `--rss`: the workspace seeded to RSS_CONTACTS contacts (default
 *    1,000,000, by `crm seed`), then the server's RSS sampled while it
 *    streams their export: the growth over its RSS before.
 *
 * Targets: import under 30 s, export under 10 s, RSS growth under 100 MB.
 * Run: `npm run --silent build && npx tsx bench/import-export.ts [--rss]`
 * (ROWS=10000 for a quicker, smaller run).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './percentiles.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli', 'index.js');
const SERVER = join(ROOT, 'dist', 'server.js');
const ROWS = Number(process.env.ROWS ?? 100_000);
const RSS_CONTACTS = Number(process.env.RSS_CONTACTS ?? 1_000_000);
const READS_PER_SECOND = Number(process.env.READS_PER_SECOND ?? 100);
const PORT = 3000 + Math.floor(Math.random() * 20000);

const dir = mkdtempSync(join(tmpdir(), 'crm-bench-import-'));
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${join(dir, 'crm.sqlite')}`,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

function crm(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env, maxBuffer: 1 << 30 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as any).code ?? -1) : 0, stdout, stderr }),
    );
  });
}

async function writeCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  out.write('First Name,Last Name,Email,Tags,Company\n');
  for (let i = 0; i < rows; i++) {
    const line = `Person${i},Bench${i},person${i}@bench.example,Tag${i % 50}; Tag${(i * 7 + 1) % 50},Company ${i % 10_000}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const created = await crm(['workspace', 'create', '--name', 'Bench', '--json']);
  const { workspace, api_key: key } = JSON.parse(created.stdout);
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}/user-api/v1`;
  const headers = { 'x-service-api-key': key };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      if (i > 100) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    const file = join(dir, 'contacts.csv');
    await writeCsv(file, ROWS);

    // The import, with reads measured while it runs: a probe at READS_PER_SECOND (a user's
    // page views and an automation's polls), not a load test competing for the two cores.
    const latencies: number[] = [];
    let importing = true;
    const reads = (async () => {
      let next = performance.now();
      while (importing) {
        const start = performance.now();
        const res = await fetch(`${base}/contacts?limit=25`, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        next += 1000 / READS_PER_SECOND;
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
    })();
    const started = performance.now();
    const result = await crm(['import', 'contacts', '--workspace', workspace.id, '--file', file, '--json']);
    const importSeconds = (performance.now() - started) / 1000;
    importing = false;
    await reads;
    const summary = JSON.parse(result.stdout);
    latencies.sort((a, b) => a - b);

    // The export of what was imported.
    const exportStart = performance.now();
    const exported = await fetch(`${base}/contacts/export?format=csv`, { headers });
    let bytes = 0;
    for await (const chunk of exported.body as any) bytes += chunk.length;
    const exportSeconds = (performance.now() - exportStart) / 1000;

    console.log(
      `rows ${ROWS}: import ${importSeconds.toFixed(1)} s (target < 30 s for 100,000)`,
      summary.created,
      'created',
    );
    console.log(
      `reads during the import: ${latencies.length}, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `export of ${summary.created} contacts as CSV: ${exportSeconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB (target < 10 s for 100,000)`,
    );

    if (process.argv.includes('--rss')) {
      const more = Math.max(0, RSS_CONTACTS - summary.created);
      await crm([
        'seed',
        '--workspace',
        workspace.id,
        '--contacts',
        String(more),
        '--companies',
        '1000',
        '--tags',
        '50',
        '--json',
      ]);
      const before = rssOf(server.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 100);
      const res = await fetch(`${base}/contacts/export?format=csv`, { headers });
      let total = 0;
      for await (const chunk of res.body as any) total += chunk.length;
      clearInterval(sampler);
      console.log(
        `RSS while streaming ${RSS_CONTACTS} contacts (${(total / 1e6).toFixed(0)} MB): before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${(peak - before).toFixed(0)} MB (target < 100 MB)`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
