/**
 * Does an import hold the event loop? (issue 27, item 5; API.md section 9)
 *
 * A CSV body of about SIZE_MB (default 50) MB, posted to `POST
 * /contacts/import` of a fresh server, while another workspace's key polls
 * `GET /me` every 50 ms (bench/victim.ts): the polls' p50, p99 and maximum,
 * and any status but 200 (a 503 shed under pressure). The
 * body holds ordinary rows with a long description each (ROW_BYTES, default
 * 2,500), one row with a 10 MiB cell (which fails alone) and one row that
 * is not UTF-8.
 *
 * Target: p99 under 100 ms, no 503.
 * Run: `npm run --silent build && npx tsx bench/import-latency.ts`
 * (DATABASE=postgres://... for PostgreSQL: a fresh database is made beside it).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { MAX_P99_MS, POLL_EVERY_MS, startVictim, victimKept, victimText } from './victim.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli', 'index.js');
const SERVER = join(ROOT, 'dist', 'server.js');
const SIZE_MB = Number(process.env.SIZE_MB ?? 50);
const ROW_BYTES = Number(process.env.ROW_BYTES ?? 2500);
const PORT = 3000 + Math.floor(Math.random() * 20000);

const dir = mkdtempSync(join(tmpdir(), 'crm-bench-import-latency-'));

async function databaseUrl(): Promise<{ url: string; drop?: () => Promise<void> }> {
  const given = process.env.DATABASE;
  if (!given) return { url: `sqlite:${join(dir, 'crm.sqlite')}` };
  const name = `crm_bench_latency_${process.pid}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: given });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function writeCsv(path: string) {
  const out = createWriteStream(path);
  const write = async (text: string | Buffer) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('First Name,Last Name,Email,Tags,Company,Notes\n');
  const filler = 'Met at the conference; follow up about the renewal, pricing and the pilot. '.repeat(
    Math.ceil(ROW_BYTES / 76),
  );
  let bytes = 0;
  // The 10 MiB cell counts towards the size.
  bytes += (10 << 20) + 100;
  for (let i = 0; bytes < SIZE_MB * 1e6; i++) {
    if (i === 1000) await write(`Huge,Cell,huge@bench.example,,,"${'x'.repeat(10 << 20)}"\n`);
    if (i === 2000)
      await write(
        Buffer.concat([Buffer.from('Bad,Bytes,bad@bench.example,,,caf'), Buffer.from([0xe9, 0x0a])]),
      );
    const line = `Person${i},Bench${i},person${i}@bench.example,Tag${i % 50},Company ${i % 1000},"${filler.slice(0, ROW_BYTES)}"\n`;
    bytes += line.length;
    await write(line);
  }
  out.end();
  await once(out, 'close');
}

async function main() {
  const { url, drop } = await databaseUrl();
  const env = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
  };
  const crm = (args: string[]) =>
    new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [CLI, ...args], { env }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
  const importer = JSON.parse(await crm(['workspace', 'create', '--name', 'Importer', '--json']));
  const poller = JSON.parse(await crm(['workspace', 'create', '--name', 'Poller', '--json']));
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}/user-api/v1`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
      } catch {
        if (i > 100) throw new Error('the server did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const file = join(dir, 'contacts.csv');
    await writeCsv(file);
    const size = statSync(file).size;
    // Read before the polls start: the client's own work must not be measured as the server's.
    const body = readFileSync(file);

    const victim = await startVictim(base, poller.api_key);
    const started = performance.now();
    const res = await fetch(`${base}/contacts/import`, {
      method: 'POST',
      headers: { 'x-service-api-key': importer.api_key, 'content-type': 'text/csv' },
      body,
    });
    const summary = (await res.json()) as any;
    const seconds = (performance.now() - started) / 1000;
    const polls = await victim.stop();
    console.log(
      `${url.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL'}: import of ${(size / 1e6).toFixed(1)} MB over HTTP: ${res.status}, ` +
        `${seconds.toFixed(1)} s, created ${summary.data?.created}, failed ${summary.data?.failed} ` +
        `(${JSON.stringify(summary.data?.errors?.map((e: any) => e.message))})`,
    );
    console.log(
      `GET /me of another workspace every ${POLL_EVERY_MS} ms meanwhile: ${victimText(polls)} ` +
        `(target: p99 < ${MAX_P99_MS} ms, every poll a 200: ${victimKept(polls) ? 'pass' : 'miss'})`,
    );
    if (process.env.SLOW)
      for (const slow of polls.slowest)
        console.log(`slow poll at ${(slow.at / 1000).toFixed(2)} s: ${slow.ms.toFixed(0)} ms`);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
