import { HOSTILE_KEYS } from './hostile.js';
import type { Row } from './report.js';
import { MAX_P99_MS as MAX_BYSTANDER_P99_MS, victimKept, victimText } from './victim.js';

/**
 * The targets of issue 17 (item 4), judged on the rows of one run and
 * written under its results table. On SQLite (10 connections): a at least
 * 0.50 of limit-a; b and c at least 0.30 of limit-c; the polls a304 at least
 * 0.60 of limit-a, b304 and c304 of limit-c (their share of limit-304, the
 * bare Fastify 304, is shown beside it); the 95/5 mix at least 0.20 of
 * limit-c (its reads are pages); p99 under 10 ms on every read (a, b, c, d,
 * g, h, the polls and the mix's reads alone); e at least 3,000 creates/s
 * (`synchronous = FULL`, as src/db/connect.ts sets it for every connection);
 * the server's peak RSS under 250 MB. On PostgreSQL: each of those reads,
 * and the mix, at least half its SQLite rate, and the same RSS bound.
 */
export interface Verdict {
  target: string;
  measured: string;
  result: string;
}

/** The reads the issue's targets name (the mix is judged apart: its p99 is its reads'). */
export const TARGET_READS = ['a', 'b', 'c', 'd', 'g', 'h', 'a304', 'b304', 'c304'];

export interface Limits {
  a: Row;
  c: Row;
  /** The bare Fastify 304 to a matching If-None-Match. */
  304: Row;
}

const MAX_P99_MS = 10;
const MIN_CREATES = 3_000;
const MAX_RSS_MB = 250;
const MIN_SHARE_OF_SQLITE = 0.5;
/** Issue 40: PostgreSQL's creates and batches against SQLite's, and SQLite's against the write limit. */
const MIN_WRITE_SHARE_OF_SQLITE = 0.6;
const MIN_SHARE_OF_WRITE_LIMIT = 0.9;

const SHARES: { key: string; limit: 'a' | 'c'; min: number }[] = [
  { key: 'a', limit: 'a', min: 0.5 },
  { key: 'b', limit: 'c', min: 0.3 },
  { key: 'c', limit: 'c', min: 0.3 },
  { key: 'a304', limit: 'a', min: 0.6 },
  { key: 'b304', limit: 'c', min: 0.6 },
  { key: 'c304', limit: 'c', min: 0.6 },
  { key: 'mix', limit: 'c', min: 0.2 },
];

const NOT_MEASURED = 'not measured in this run';
const ratio = (x: number, y: number) => (y > 0 ? x / y : Number.NaN);
const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const rps = (n: number) => Math.round(n).toLocaleString('en-US');

function judge(judged: boolean, ok: boolean): string {
  if (!judged) return 'smoke run, not judged';
  return ok ? 'pass' : '**miss**';
}

function peakRss(peakRssMb: number | null, judged: boolean): Verdict {
  return {
    target: `server RSS < ${MAX_RSS_MB} MB throughout`,
    measured:
      peakRssMb === null ? 'unknown' : `peak ${peakRssMb.toFixed(0)} MB (VmHWM over the server's life)`,
    result: peakRssMb === null ? 'unknown' : judge(judged, peakRssMb < MAX_RSS_MB),
  };
}

/** The p99 that the target reads: the mix's is its reads' alone. */
function readP99(row: Row): number {
  return row.key === 'mix' ? (row.result.byKind.read?.p99 ?? Number.NaN) : row.result.p99;
}

export function sqliteTargets(
  rows: Row[],
  limits: Limits,
  peakRssMb: number | null,
  judged: boolean,
): Verdict[] {
  const row = (key: string) => rows.find((r) => r.key === key);
  const out: Verdict[] = [];
  for (const { key, limit, min } of SHARES) {
    const r = row(key);
    const target = `${key} ≥ ${min.toFixed(2)} of limit-${limit}`;
    if (!r) {
      out.push({ target, measured: '', result: NOT_MEASURED });
      continue;
    }
    const share = ratio(r.result.requestsPerSecond, limits[limit].result.requestsPerSecond);
    let measured = `${rps(r.result.requestsPerSecond)} / ${rps(limits[limit].result.requestsPerSecond)} = ${fixed(share)}`;
    if (key.endsWith('304'))
      measured += ` (${fixed(ratio(r.result.requestsPerSecond, limits[304].result.requestsPerSecond))} of limit-304)`;
    out.push({ target, measured, result: judge(judged, share >= min) });
  }
  const reads = [...TARGET_READS, 'mix'].map(row).filter((r): r is Row => r !== undefined);
  const slow = reads.filter((r) => !(readP99(r) < MAX_P99_MS));
  out.push({
    target: `p99 < ${MAX_P99_MS} ms on every read`,
    measured: reads.map((r) => `${r.key === 'mix' ? 'mix reads' : r.key} ${fixed(readP99(r))}`).join('; '),
    result: reads.length
      ? judge(judged, !slow.length) + (judged && slow.length ? ` (${slow.map((r) => r.key).join(', ')})` : '')
      : NOT_MEASURED,
  });
  const e = row('e');
  out.push({
    target: `e ≥ ${rps(MIN_CREATES)} creates/s (synchronous = FULL)`,
    measured: e ? `${rps(e.result.requestsPerSecond)} creates/s` : '',
    result: e ? judge(judged, e.result.requestsPerSecond >= MIN_CREATES) : NOT_MEASURED,
  });
  out.push(peakRss(peakRssMb, judged));
  return out;
}

/** The SQLite rates a PostgreSQL run is compared with, and where they come from. */
export interface SqliteRates {
  source: string;
  rates: Map<string, number>;
}

export function postgresTargets(
  rows: Row[],
  sqlite: SqliteRates | null,
  peakRssMb: number | null,
  judged: boolean,
): Verdict[] {
  const out: Verdict[] = [];
  const bars: [string, number][] = [
    ...[...TARGET_READS, 'mix'].map((key): [string, number] => [key, MIN_SHARE_OF_SQLITE]),
    // Issue 40: the creates and batches on PostgreSQL at 0.6 of SQLite's.
    ['e', MIN_WRITE_SHARE_OF_SQLITE],
    ['p', MIN_WRITE_SHARE_OF_SQLITE],
  ];
  for (const [key, min] of bars) {
    const r = rows.find((x) => x.key === key);
    const target = `${key} ≥ ${min.toFixed(2)} of its SQLite requests/s`;
    const base = sqlite?.rates.get(key);
    if (!r) out.push({ target, measured: '', result: NOT_MEASURED });
    else if (base === undefined)
      out.push({
        target,
        measured: `${rps(r.result.requestsPerSecond)} requests/s`,
        result: 'no SQLite rate to compare with',
      });
    else {
      const share = ratio(r.result.requestsPerSecond, base);
      out.push({
        target,
        measured: `${rps(r.result.requestsPerSecond)} / ${rps(base)} = ${fixed(share)}`,
        result: judge(judged, share >= min),
      });
    }
  }
  out.push(peakRss(peakRssMb, judged));
  return out;
}

export function targetsTable(verdicts: Verdict[]): string {
  return [
    '| target | measured | result |',
    '| --- | --- | --- |',
    ...verdicts.map((v) => `| ${v.target} | ${v.measured} | ${v.result} |`),
  ].join('\n');
}

/**
 * The write targets of issue 26 (events from what a write did), on each
 * store at 100,000 contacts: e at least 2,000 creates/s on SQLite and 1,000
 * on PostgreSQL with p99 under 20 ms; ew (the same with a webhook) at least
 * 0.90 of e; m (upserts) at least 1,500/s; n (PATCH adding a tag) at least
 * 2,000/s; p (batches of 100) at least 15,000 records/s; f (PUT of a list
 * with 50 contacts) at least 1,000/s with p99 under 50 ms.
 */
export function writeTargets(rows: Row[], postgres: boolean, judged: boolean): Verdict[] {
  const row = (key: string) => rows.find((r) => r.key === key);
  const out: Verdict[] = [];
  const rate = (key: string, min: number, unit = 'requests/s', per = 1, maxP99?: number) => {
    const r = row(key);
    const p99 = maxP99 === undefined ? '' : `, p99 < ${maxP99} ms`;
    const target = `${key} ≥ ${rps(min)} ${unit}${p99}`;
    if (!r) return out.push({ target, measured: '', result: NOT_MEASURED });
    const measured = `${rps(r.result.requestsPerSecond * per)} ${unit}${maxP99 === undefined ? '' : `, p99 ${fixed(r.result.p99)} ms`}`;
    const ok = r.result.requestsPerSecond * per >= min && (maxP99 === undefined || r.result.p99 < maxP99);
    return out.push({ target, measured, result: judge(judged, ok) });
  };
  /** `key`'s requests/s as a share of `base`'s, in the same run. */
  const share = (key: string, base: string, min: number, label = key) => {
    const r = row(key);
    const of = row(base);
    const target = `${label} ≥ ${min.toFixed(2)} of ${base}`;
    if (!r || !of) return out.push({ target, measured: '', result: NOT_MEASURED });
    const x = ratio(r.result.requestsPerSecond, of.result.requestsPerSecond);
    const measured = `${rps(r.result.requestsPerSecond)} / ${rps(of.result.requestsPerSecond)} = ${fixed(x)}`;
    return out.push({ target, measured, result: judge(judged, x >= min) });
  };
  rate('e', postgres ? 1_000 : 2_000, 'creates/s', 1, 20);
  // Issue 40: on SQLite, the creates and batches at 0.9 of the write limit (bench/limit-write.ts) of the same run.
  if (!postgres) {
    share('e', 'limit-e', MIN_SHARE_OF_WRITE_LIMIT, 'e (POST /contacts)');
    share('p', 'limit-p', MIN_SHARE_OF_WRITE_LIMIT, 'p (POST /contacts/batch)');
  }
  share('ew', 'e', 0.9);
  rate('m', 1_500);
  rate('n', 2_000);
  rate('p', 15_000, 'records/s', 100);
  rate('f', 1_000, 'requests/s', 1, 50);
  // Issue 29: the MCP server's search reaches 70% of the same GET; tools/list answers in 2 ms at p99.
  share('mcp-b', 'b', 0.7, 'mcp-b (b through the search tool)');
  const list = row('mcp-list');
  out.push({
    target: 'mcp-list p99 < 2 ms',
    measured: list ? `p99 ${fixed(list.result.p99)} ms` : '',
    result: list ? judge(judged, list.result.p99 < 2) : NOT_MEASURED,
  });
  // Issue 28: a scoped key's check costs nothing measurable.
  share('br', 'b', 0.97, 'br (b with a contacts:read key)');
  return out;
}

/**
 * The target of hostile input: while each hostile scenario runs (bench/hostile.ts),
 * another workspace's `GET /me` keeps a p99 under 100 ms and every poll is
 * a 200; and no hostile request gets a 5xx, an answer outside the
 * scenario's statuses, or a connection error.
 */
export function hostileTargets(rows: Row[], judged: boolean): Verdict[] {
  return HOSTILE_KEYS.map((key) => {
    const r = rows.find((x) => x.key === key);
    const target = `${key}: another workspace's GET /me p99 < ${MAX_BYSTANDER_P99_MS} ms, no 5xx or unexpected answer`;
    if (!r?.victim) return { target, measured: '', result: NOT_MEASURED };
    const answers = Object.entries(r.statuses ?? {})
      .map(([status, n]) => `${status}×${n}`)
      .join(', ');
    const unexpected = Object.keys(r.result.unexpected);
    const failed = [
      ...(r.result.errors ? [`${r.result.errors} connection errors`] : []),
      ...(unexpected.length ? [`unexpected ${unexpected.join(', ')}`] : []),
    ];
    const ok = victimKept(r.victim) && !failed.length;
    return {
      target,
      measured: `GET /me: ${victimText(r.victim)}; hostile answers ${answers || 'none'}`,
      // A 5xx or a connection error is a failure whatever the run: the run exits with 1.
      result: failed.length ? `**FAIL** (${failed.join('; ')})` : judge(judged, ok),
    };
  });
}
