/**
 * `crm import contacts` as a whole process (issue 40): a CSV of ROWS
 * contacts (default 100,000; an e-mail, a phone, a company of 2,000, 2 tags
 * of 50, a city) imported into a fresh SQLite database, timed from start to
 * exit, its peak RSS read from the kernel (the process's VmHWM, as
 * `/usr/bin/time -v` reports it as "Maximum resident set size") and its
 * CPU time (user and system) as `/usr/bin/time -v` reports them.
 *
 * Targets: under 20 s and a peak under 200 MiB for 100,000 rows; the peak
 * does not grow with the file (ROWS=300000 to check).
 * Run: `npm run --silent build && npx tsx bench/import-cli.ts` (RUNS=3 for a median;
 * KEEP=1 keeps the temporary directory and prints it).
 */
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli', 'index.js');
const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 1);
const COMPANIES = 2_000;
const TAGS = 50;
const CITIES = [
  'Paris',
  'London',
  'Berlin',
  'Madrid',
  'Rome',
  'Lisbon',
  'Vienna',
  'Dublin',
  'Oslo',
  'Prague',
];

/** The file: one line per contact, written with back-pressure. */
async function writeContactsCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('First Name,Last Name,Email,Phone,Company,Tags,City\n');
  for (let i = 0; i < rows; i++) {
    const phone = `+1 415 555 ${String(i % 10_000).padStart(4, '0')}`;
    const line =
      `Person${i},Bench${i},person${i}@bench.example,${phone},Company ${(i * 13) % COMPANIES},` +
      `Tag${i % TAGS}; Tag${(i * 7 + 1) % TAGS},${CITIES[i % CITIES.length]}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

function crm(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { env, maxBuffer: 1 << 26 }, (error, stdout, stderr) =>
      error ? reject(new Error(`crm ${args[0]}: ${stderr}`)) : resolve(stdout),
    );
  });
}

/** Runs one command to its exit: its wall time and its peak RSS (kernel's high-water mark, through /usr/bin/time). */
function timed(env: NodeJS.ProcessEnv, args: string[]) {
  return new Promise<{ seconds: number; user: number; system: number; peakMiB: number; stdout: string }>(
    (resolve, reject) => {
      const started = performance.now();
      const child = spawn('/usr/bin/time', ['-v', process.execPath, CLI, ...args], { env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => {
        const seconds = (performance.now() - started) / 1000;
        const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
        const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
        if (code !== 0 && code !== 3)
          return reject(new Error(`import exited ${code}: ${stderr.slice(-2000)}`));
        if (!kb || !user || !system)
          return reject(new Error(`no peak RSS or CPU time in: ${stderr.slice(-2000)}`));
        resolve({
          seconds,
          user: Number(user[1]),
          system: Number(system[1]),
          peakMiB: Number(kb[1]) / 1024,
          stdout,
        });
      });
    },
  );
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'crm-bench-import-cli-'));
  const file = join(dir, 'contacts.csv');
  await writeContactsCsv(file, ROWS);
  const results: { seconds: number; peakMiB: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const env = {
        ...process.env,
        DATABASE_URL: `sqlite:${join(dir, `crm-${run}.sqlite`)}`,
        LOG_LEVEL: 'warn',
      };
      await crm(env, ['migrate']);
      const { workspace } = JSON.parse(await crm(env, ['workspace', 'create', '--name', 'Bench', '--json']));
      const load = loadavg()[0]!;
      const result = await timed(env, [
        'import',
        'contacts',
        '--workspace',
        workspace.id,
        '--file',
        file,
        '--json',
      ]);
      const summary = JSON.parse(result.stdout);
      results.push(result);
      console.log(
        `run ${run + 1}: ${ROWS} rows in ${result.seconds.toFixed(1)} s (${Math.round(ROWS / result.seconds)} rows/s), ` +
          `CPU ${result.user.toFixed(1)} user + ${result.system.toFixed(1)} sys s, ` +
          `peak RSS ${result.peakMiB.toFixed(0)} MiB, load average at the start ${load.toFixed(2)}; ` +
          `created ${summary.created}, failed ${summary.failed}`,
      );
      if (summary.created !== ROWS)
        throw new Error(`expected ${ROWS} created: ${result.stdout.slice(0, 500)}`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `median of ${RUNS}: ${median(results.map((r) => r.seconds)).toFixed(1)} s, peak ${median(results.map((r) => r.peakMiB)).toFixed(0)} MiB (targets: < 20 s, < 200 MiB)`,
    );
  } finally {
    if (process.env.KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
