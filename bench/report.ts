import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './load.js';
import { ROOT } from './processes.js';
import type { VictimResult } from './victim.js';

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
  /** A hostile scenario's bystander: another workspace's `GET /me` polled meanwhile (bench/victim.ts). */
  victim?: VictimResult;
  /** A hostile scenario's answers by status. */
  statuses?: Record<string, number>;
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function errorsCell(r: LoadResult): string {
  const codes = Object.entries(r.unexpected);
  const unexpected = codes.reduce((a, [, n]) => a + n, 0);
  const detail = codes.length ? ` (${codes.map(([c, n]) => `${c}×${n}`).join(', ')})` : '';
  return `${r.errors} / ${unexpected}${detail}`;
}

export function table(rows: Row[]): string {
  const lines = [
    '| scenario | requests/s | p50 ms | p99 ms | errors / unexpected answers | server RSS MB | server CPU ms/request | share of the limit |',
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
earlier runs stay. Requests per second and latencies count the expected
answers only (2xx; 304 for the conditional polls a304, b304, c304); \`errors\`
are connection errors and timeouts, \`unexpected answers\` every other answer
(the column was \`non-2xx\` before the polls).
The limit is a bare Fastify server answering fixed pre-serialised bodies of
the same sizes as scenario a (one contact) and scenario c (a page of 25
contacts with includes), measured in the same run; a, e and f are compared
with the first, the pages (b, c, d, g, h) with the second. Server CPU per
request (from /proc/<pid>/stat over the measured run) is the figure least
disturbed by other work on the machine.
`;

/** The requests/s of each scenario in the last section of RESULTS_FILE whose heading starts with `heading`. */
export function lastRecorded(
  heading: string,
): { title: string; commit: string; rates: Map<string, number> } | null {
  if (!existsSync(RESULTS_FILE)) return null;
  const sections = readFileSync(RESULTS_FILE, 'utf8').split(/^(?=## )/m);
  for (const section of sections.reverse()) {
    if (!section.startsWith(`## ${heading}`)) continue;
    const rates = new Map<string, number>();
    // The scenarios' table comes before any subsection (a section's targets are one).
    for (const line of section.split(/^### /m)[0].split('\n')) {
      // | <key> <label> | <requests/s> | ...
      const match = /^\| (\S+) [^|]*\| (\d+) \|/.exec(line);
      if (match) rates.set(match[1], Number(match[2]));
    }
    if (!rates.size) continue;
    return {
      title: section.split('\n')[0].slice(3).trim(),
      commit: /^Commit (\w+)/m.exec(section)?.[1] ?? 'unknown',
      rates,
    };
  }
  return null;
}

export function record(section: string): void {
  if (!existsSync(RESULTS_FILE)) writeFileSync(RESULTS_FILE, HEADER);
  appendFileSync(RESULTS_FILE, `\n${section.trim()}\n`);
}
