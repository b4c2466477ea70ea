import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
    expect(scripts.start).toBe('exec node scripts/start.mjs');
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
