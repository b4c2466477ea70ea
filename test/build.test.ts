import { execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './cli-run.js';

/**
 * `npm start` and the build (scripts/start.mjs, scripts/build.mjs): a start
 * runs the build as it is, a missing build is named, and a build swaps the
 * new dist/ in whole while `crm` commands keep running.
 */
const dir = mkdtempSync(join(tmpdir(), 'crm-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start and the build', { timeout: 300_000 }, () => {
  it('npm start compiles nothing: no prestart, and start runs dist/ as it is', () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
    expect(scripts.prestart).toBeUndefined();
    expect(scripts.start).toBe('exec node --max-semi-space-size=8 scripts/start.mjs');
    expect(scripts.prepare).toBe('node scripts/build.mjs');
    expect(scripts.build).toBe('node scripts/build.mjs');
  });

  it('without a build, npm start says to run npm run build, without a stack trace', async () => {
    // The start script in a checkout that has no dist/.
    const checkout = join(dir, 'checkout');
    mkdirSync(join(checkout, 'scripts'), { recursive: true });
    copyFileSync(join(ROOT, 'scripts', 'start.mjs'), join(checkout, 'scripts', 'start.mjs'));
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [join(checkout, 'scripts', 'start.mjs')], (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('dist/server.js is missing');
    expect(run.stderr).toContain('Run `npm run build`');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('dist is a link to a build folder beside it, replaced by one rename: never missing, the build before kept', async () => {
    const target = () => {
      expect(lstatSync(join(ROOT, 'dist')).isSymbolicLink()).toBe(true);
      const name = readlinkSync(join(ROOT, 'dist'));
      // Beside dist, so that paths a module finds from its own place (../../package.json) are the same.
      expect(name).toMatch(/^dist\.build-\d+-\d+$/);
      return name;
    };
    const before = target();
    // Sampled all through a build: dist/cli/index.js is there at every look.
    const sampler = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { existsSync } from 'node:fs';
         let misses = 0, looks = 0;
         process.on('SIGTERM', () => { process.stdout.write(JSON.stringify({ misses, looks })); process.exit(0); });
         for (;;) { for (let i = 0; i < 1000; i++) { looks++; if (!existsSync(process.argv[1])) misses++; }
                    await new Promise((r) => setImmediate(r)); }`,
        join(ROOT, 'dist', 'cli', 'index.js'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let sampled = '';
    sampler.stdout.on('data', (chunk) => (sampled += chunk));
    const sampledAll = new Promise((resolve) => sampler.once('exit', resolve));
    const build = await new Promise<number | null>((resolve) =>
      spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'ignore' }).once(
        'exit',
        resolve,
      ),
    );
    sampler.kill('SIGTERM');
    await sampledAll;
    expect(build).toBe(0);
    const { misses, looks } = JSON.parse(sampled);
    expect(looks).toBeGreaterThan(0);
    expect(misses).toBe(0);
    const after = target();
    expect(after).not.toBe(before);
    // A process started on the build before loads its modules by their real path: that folder stays.
    expect(existsSync(join(ROOT, before, 'cli', 'index.js'))).toBe(true);
    const builds = readdirSync(ROOT).filter((name) => name.startsWith('dist.build-'));
    expect(builds.sort()).toEqual([before, after].sort());
  });

  it('a build swaps dist/ in whole: crm commands started meanwhile all succeed', async () => {
    const databaseUrl = `sqlite:${join(dir, 'crm.sqlite')}`;
    expect((await runCli(databaseUrl, ['workspace', 'create', '--name', 'During a build'])).code).toBe(0);

    const build = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    let building = true;
    const built = new Promise<number | null>((resolve) =>
      build.once('exit', (code) => {
        building = false;
        resolve(code);
      }),
    );
    // Two commands at a time, again and again, until the build has swapped its dist/ in.
    const failures: string[] = [];
    let runs = 0;
    const loop = async () => {
      while (building) {
        const r = await runCli(databaseUrl, ['workspace', 'list', '--json']);
        runs++;
        if (r.code !== 0 || !r.stdout.includes('During a build')) {
          // One failure is enough: stop, so that failing runs do not starve the build of the machine.
          failures.push(`exit ${r.code}: ${r.stderr}`);
          return;
        }
      }
    };
    await Promise.all([loop(), loop()]);
    expect(await built).toBe(0);
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThan(1);
    // And after the swap, the new build runs.
    expect((await runCli(databaseUrl, ['workspace', 'list'])).code).toBe(0);
  });
});
