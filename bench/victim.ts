import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Percentiles, percentile } from './percentiles.js';

/**
 * The bystander of a load that must not hold the server: another
 * workspace's key polling `GET /me` every 50 ms (bench/import-latency.ts,
 * the hostile scenarios of bench/hostile.ts). Target: p99 under 100 ms
 * (API.md sections 9 and 11). It runs in its own process, so that the work of the
 * load generator is not timed as the server's.
 *
 * As a process: `node --import tsx bench/victim.ts <base URL> <key>` polls
 * `<base URL>/me`, writes `ready` after its first poll, and when its stdin
 * closes writes its result as one JSON line and exits.
 */
export const POLL_EVERY_MS = 50;
export const MAX_P99_MS = 100;

export interface VictimResult extends Percentiles {
  polls: number;
  max: number;
  /** Polls by status: anything but 200 (a 503 shed under pressure) is a miss. */
  statuses: Record<string, number>;
  /** Connection errors. */
  errors: number;
  /** The five slowest polls: when they started (ms after the first) and how long they took. */
  slowest: { at: number; ms: number }[];
}

export interface Victim {
  /** Stops polling (after the poll in flight) and summarises. */
  stop(): Promise<VictimResult>;
}

/** Did the bystander keep its target: p99 under 100 ms and every poll a 200? */
export function victimKept(v: VictimResult): boolean {
  const others = Object.entries(v.statuses).filter(([status]) => status !== '200');
  return v.polls > 0 && v.p99 < MAX_P99_MS && others.length === 0 && v.errors === 0;
}

/** The polls in a sentence: p50, p99 and max, and any status but 200. */
export function victimText(v: VictimResult): string {
  const others = Object.entries(v.statuses).filter(([status]) => status !== '200');
  const extra = [...others.map(([s, n]) => `${s}×${n}`), ...(v.errors ? [`${v.errors} errors`] : [])];
  return (
    `${v.polls} polls, p50 ${v.p50.toFixed(1)} ms, p99 ${v.p99.toFixed(1)} ms, max ${v.max.toFixed(1)} ms` +
    (extra.length ? ` (${extra.join(', ')})` : '')
  );
}

/** Starts the polling process against `baseUrl` (the API's base, ending in /user-api/v1); resolves after its first poll. */
export async function startVictim(baseUrl: string, apiKey: string): Promise<Victim> {
  const file = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', file, baseUrl, apiKey], {
    cwd: join(file, '..', '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== 'ready') {
    child.kill('SIGKILL');
    throw new Error(`the GET /me poller did not start: ${first.value ?? 'no output'}`);
  }
  return {
    async stop() {
      child.stdin!.end();
      const line = await lines.next();
      if (child.exitCode === null) await once(child, 'exit');
      if (line.done) throw new Error('the GET /me poller ended without a result');
      return JSON.parse(line.value) as VictimResult;
    },
  };
}

async function poll(baseUrl: string, apiKey: string): Promise<void> {
  const latencies: { at: number; ms: number }[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let polling = true;
  process.stdin.on('end', () => (polling = false));
  process.stdin.resume();
  const t0 = performance.now();
  while (polling) {
    const start = performance.now();
    try {
      const res = await fetch(`${baseUrl}/me`, { headers: { 'x-service-api-key': apiKey } });
      await res.arrayBuffer();
      latencies.push({ at: start - t0, ms: performance.now() - start });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {
      errors++;
    }
    if (latencies.length + errors === 1) process.stdout.write('ready\n');
    await new Promise((r) => setTimeout(r, POLL_EVERY_MS));
  }
  const sorted = latencies.map((l) => l.ms).sort((a, b) => a - b);
  const result: VictimResult = {
    polls: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    statuses,
    errors,
    slowest: [...latencies].sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await poll(process.argv[2], process.argv[3]);
