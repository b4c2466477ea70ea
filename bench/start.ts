import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, ROOT } from './processes.js';
import { commit, machine, record } from './report.js';

/**
 * How long a start takes (`npm run bench:start`; the npm script builds first,
 * as `npm install` does): from a stopped server to the port answering
 * `GET /healthz`, for `npm start` and for `node dist/server.js`, each
 * launched `--runs` times (default 5) on a SQLite database that already has
 * its workspace (a restart, as a deploy or a service manager makes one). The
 * bar is a p50 under 2 s: a start runs the build as it is and compiles
 * nothing. Each launch is stopped with SIGTERM and waited for before the
 * next. Appends a section to bench/RESULTS.md unless --no-record.
 */
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-record': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');
const BAR_MS = 2_000;

const dir = mkdtempSync(join(tmpdir(), 'crm-bench-start-'));
const databaseUrl = `sqlite:${join(dir, 'crm.sqlite')}`;
const loadAtStart = loadavg();

/** Launches `command args`, polls /healthz every 10 ms until it answers 200, stops it; the time to the answer. */
async function launch(command: string, commandArgs: string[]): Promise<number> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const began = performance.now();
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${commandArgs.join(' ')} exited: ${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return performance.now() - began;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - began > 120_000) throw new Error(`not listening after 120 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const ways: { label: string; command: string; args: string[] }[] = [
  { label: '`npm start`', command: npm, args: ['start', '--silent'] },
  { label: '`node dist/server.js`', command: process.execPath, args: ['dist/server.js'] },
];

const lines: string[] = [];
let failed = false;
try {
  // The first start migrates the new database and creates its workspace: not measured.
  await launch(process.execPath, ['dist/server.js']);
  for (const way of ways) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await launch(way.command, way.args));
    const p50 = median(times);
    const verdict = p50 < BAR_MS ? 'pass' : 'FAIL';
    failed ||= p50 >= BAR_MS;
    const line = `| ${way.label} | ${RUNS} | ${p50.toFixed(0)} | ${Math.min(...times).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${verdict} (bar ${BAR_MS} ms) |`;
    process.stderr.write(`${line}\n`);
    lines.push(line);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const section = `## Start, SQLite, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Commit ${commit()}. Machine: ${machine(loadAtStart)}.
From launch to \`GET /healthz\` answering 200 (polled every 10 ms), on a database that already has its workspace; each launch stopped with SIGTERM before the next (\`npm run bench:start\`, bench/start.ts). The machine was shared with other work: times are noisy, and the load average above shows how busy it was.

| launch | runs | p50 ms | min ms | max ms | verdict |
| --- | ---: | ---: | ---: | ---: | --- |
${lines.join('\n')}
`;
if (!args['no-record']) record(section);
process.stdout.write(section);
if (failed) process.exitCode = 1;
