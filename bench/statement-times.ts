import { readFileSync, writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * Where a write's time in SQLite goes, in the service and in the write
 * limit alike (`npm run bench -- --statement-times DIR --only e`).
 *
 * Imported before the program (`node --import tsx --import
 * ./bench/statement-times.ts ...`) with STATEMENT_TIMES_FILE set, this
 * module wraps better-sqlite3's statement methods and, when the process
 * exits, writes to that file the runs and milliseconds of each kind of
 * statement (`insert events`, `select companies`, `commit`: the verb and the
 * first table named, so that the service's SQL, built by Kysely, and the
 * limit's, written by hand, fall under the same names). The time of
 * `commit` includes its sync of the log. Without the variable it does
 * nothing.
 */
export interface StatementTimes {
  [kind: string]: { runs: number; ms: number };
}

/** The verb and first table of `sql`: `insert contacts`, `select tags`, `commit`. */
export function statementKind(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim().toLowerCase();
  const table = (re: RegExp) => re.exec(text)?.[1]?.replace(/"/g, '');
  const verb = text.split(' ')[0]!;
  if (verb === 'insert') return `insert ${table(/^insert (?:or \w+ )?into ("?\w+"?)/)}`;
  if (verb === 'update') return `update ${table(/^update ("?\w+"?)/)}`;
  if (verb === 'delete') return `delete ${table(/^delete from ("?\w+"?)/)}`;
  if (verb === 'select' || verb === 'with') return `select ${table(/ from ("?\w+"?)/)}`;
  if (verb === 'savepoint' || verb === 'release') return 'savepoint, release';
  return verb;
}

/**
 * Calls `listener` after every run of a better-sqlite3 statement in this
 * process, with its SQL and the milliseconds it took (bench/write-cpu.ts
 * traces and times through it too).
 */
export function watchStatements(listener: (source: string, ms: number) => void): void {
  const statement = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1'));
  for (const method of ['all', 'get', 'run', 'iterate'] as const) {
    const original = statement[method] as (...args: unknown[]) => unknown;
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      const began = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        listener(this.source, performance.now() - began);
      }
    };
  }
}

const file = process.env.STATEMENT_TIMES_FILE;
if (file) {
  const times: StatementTimes = {};
  const kinds = new Map<string, string>();
  watchStatements((source, ms) => {
    let kind = kinds.get(source);
    if (kind === undefined) kinds.set(source, (kind = statementKind(source)));
    const entry = (times[kind] ??= { runs: 0, ms: 0 });
    entry.runs++;
    entry.ms += ms;
  });
  process.on('exit', () => writeFileSync(file, JSON.stringify(times)));
}

/**
 * The table of two processes' times per request, the service's beside the
 * limit's, a request being one run of `insert contacts` (so: one scenario
 * per run, e or p). From the requests/s each reached, the last row is the
 * rest of a request's time on the event loop (one second over the rate,
 * less the time in SQLite): what the code around the statements costs
 * while every connection keeps a request waiting.
 */
export function statementTimesTable(
  serviceFile: string,
  limitFile: string,
  rates: { service: number; limit: number },
): string {
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as StatementTimes;
  const service = read(serviceFile);
  const limit = read(limitFile);
  const requests = (t: StatementTimes) => t['insert contacts']?.runs ?? 0;
  const perRequest = (t: StatementTimes, kind: string) =>
    t[kind] && requests(t) ? (1000 * t[kind]!.ms) / requests(t) : null;
  const kinds = [...new Set([...Object.keys(service), ...Object.keys(limit)])]
    .filter((k) => k !== 'vacuum' && Math.max(perRequest(service, k) ?? 0, perRequest(limit, k) ?? 0) >= 1)
    .sort((a, b) => (perRequest(service, b) ?? 0) - (perRequest(service, a) ?? 0));
  const cell = (t: StatementTimes, k: string) => {
    const us = perRequest(t, k);
    return us === null ? '' : `${us.toFixed(0)} (${(t[k]!.runs / requests(t)).toFixed(2)}x)`;
  };
  const total = (t: StatementTimes) =>
    Object.entries(t)
      .filter(([k]) => k !== 'vacuum')
      .reduce((sum, [, e]) => sum + e.ms, 0);
  const all = (t: StatementTimes) => (1000 * total(t)) / requests(t);
  const rest = (t: StatementTimes, rate: number) => `${(1_000_000 / rate - all(t)).toFixed(0)}`;
  return [
    `Time in SQLite per request (µs, and runs per request), ${requests(service)} requests of the service, ${requests(limit)} of the limit:`,
    '',
    '| statement | service | limit |',
    '| --- | --- | --- |',
    ...kinds.map((k) => `| ${k} | ${cell(service, k)} | ${cell(limit, k)} |`),
    `| all statements | ${all(service).toFixed(0)} | ${all(limit).toFixed(0)} |`,
    `| outside SQLite (1 s / requests/s, less all statements) | ${rest(service, rates.service)} | ${rest(limit, rates.limit)} |`,
  ].join('\n');
}
