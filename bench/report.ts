import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './load.js';
import { ROOT } from './processes.js';

/** Results as a Markdown table, printed and appended to bench/RESULTS.md with the run's context. */
export const RESULTS_FILE = join(ROOT, 'bench', 'RESULTS.md');

export interface Row {
  key: string;
  label: string;
  result: LoadResult;
  rssMb: number | null;
  /** Server CPU time per response (ms): less sensitive to other work on the machine than rates. */
  cpuPerRequest: number | null;
  /** Requests per second of the limit this row is compared with. */
  limitRps: number | null;
  note?: string;
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function errorsCell(r: LoadResult): string {
  const codes = Object.entries(r.non2xx);
  const non2xx = codes.reduce((a, [, n]) => a + n, 0);
  const detail = codes.length ? ` (${codes.map(([c, n]) => `${c}×${n}`).join(', ')})` : '';
  return `${r.errors} / ${non2xx}${detail}`;
}

export function table(rows: Row[]): string {
  const lines = [
    '| scenario | requests/s | p50 ms | p99 ms | errors / non-2xx | server RSS MB | server CPU ms/request | share of the limit |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const r = row.result;
    const share = row.limitRps ? `${((100 * r.requestsPerSecond) / row.limitRps).toFixed(1)}%` : '';
    lines.push(
      `| ${row.key} ${row.label}${row.note ? ` — ${row.note}` : ''} | ${fixed(r.requestsPerSecond, 0)} | ${fixed(r.p50, 2)} | ` +
        `${fixed(r.p99, 2)} | ${errorsCell(r)} | ${row.rssMb === null ? '' : row.rssMb.toFixed(0)} | ` +
        `${row.cpuPerRequest === null ? '' : row.cpuPerRequest.toFixed(3)} | ${share} |`,
    );
  }
  return lines.join('\n');
}

export function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Cores, memory, Node version, and the load average when the run started (other work shows there). */
export function machine(loadAtStart: number[] = loadavg()): string {
  const cores = cpus();
  return (
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, ` +
    `Node ${process.version}; load average ${loadAtStart.map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min) at the start`
  );
}

const HEADER = `# Benchmark results

Written by \`npm run bench\` (see bench/run.ts): each run appends a section;
earlier runs stay. Requests per second and latencies count 2xx answers only;
\`errors\` are connection errors and timeouts, \`non-2xx\` every other answer.
The limit is a bare Fastify server answering fixed pre-serialised bodies of
the same sizes as scenario a (one contact) and scenario c (a page of 25
contacts with includes), measured in the same run; a, e and f are compared
with the first, the pages (b, c, d, g, h) with the second. Server CPU per
request (from /proc/<pid>/stat over the measured run) is the figure least
disturbed by other work on the machine.
`;

export function record(section: string): void {
  if (!existsSync(RESULTS_FILE)) writeFileSync(RESULTS_FILE, HEADER);
  appendFileSync(RESULTS_FILE, `\n${section.trim()}\n`);
}
