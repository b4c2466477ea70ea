import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrate } from '../src/db/connect.js';
import '../src/modules/index.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { percentile } from './percentiles.js';
import { ROOT } from './processes.js';

/**
 * How long `crm mcp` takes to answer `initialize` after it is launched, as
 * an assistant starts it for every session: the built CLI on a SQLite
 * database with a workspace, LOG_LEVEL=silent, `initialize` written at
 * launch, timed to the first line on standard output. Target: p50 of 10
 * under 1 s.
 *
 *   npm run --silent build && node --import tsx bench/mcp-start.ts [runs]
 */
const RUNS = Number(process.argv[2] ?? 10);
const MAX_P50_MS = 1000;

const dir = mkdtempSync(join(tmpdir(), 'crm-bench-mcp-start-'));
const databaseUrl = `sqlite:${join(dir, 'crm.sqlite')}`;
const handle = createDb(databaseUrl);
await migrate(handle);
const { api_key: key } = await createWorkspaceWithOwner(handle.db, {
  name: 'Assistant',
  ownerEmail: 'owner@example.com',
  ownerName: 'Owner',
});
await handle.close();

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
});

/** Launch to the answer of `initialize`, in ms; the process is then ended by closing its stdin. */
async function once(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'cli', 'index.js'), 'mcp'], {
    cwd: dir,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, CRM_API_KEY: key, LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const closed = new Promise((resolve) => child.once('close', resolve));
  const ms = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      if (!out.includes('\n')) return;
      const answer = JSON.parse(out.slice(0, out.indexOf('\n')));
      if (answer.id !== 1 || !answer.result) reject(new Error(`not an initialize answer: ${out}`));
      resolve(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`crm mcp exited with ${code} before answering`)));
    child.stdin.write(`${INITIALIZE}\n`);
  });
  child.stdin.end();
  await closed;
  return ms;
}

try {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  console.log(
    `crm mcp: launch to the answer of initialize, ${RUNS} launches: p50 ${p50.toFixed(0)} ms, ` +
      `min ${sorted[0].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms ` +
      `(${p50 < MAX_P50_MS ? 'pass' : 'miss'}: p50 under ${MAX_P50_MS} ms); each: ${times.map((t) => t.toFixed(0)).join(', ')}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
