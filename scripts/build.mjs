#!/usr/bin/env node
/* global process */
// Compiles src/ into dist/ without ever leaving dist/ half made.
//
// The compiler writes into a folder beside dist/ (dist.next-<pid>), started
// from a copy of the current build so that the compile stays incremental;
// outputs whose source is gone are removed; then the folder takes dist/'s
// place by a rename. A `crm` command or a server starting meanwhile loads
// either the whole old build or the whole new one. A failed compile leaves
// dist/ as it was. `npm install` (prepare), `npm run build`, the test suite's
// set-up and the benchmark all build through this script.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const SRC = join(ROOT, 'src');
const BUILD_INFO = '.tsbuildinfo';
const next = join(ROOT, `dist.next-${process.pid}`);

/** Folders left by builds that were killed (their process is gone), removed. */
function removeLeftovers() {
  for (const name of readdirSync(ROOT)) {
    const match = /^dist\.(?:next|old)-(\d+)(?:-\d+)?$/.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    let alive = pid !== process.pid;
    if (alive) {
      try {
        process.kill(pid, 0);
      } catch (err) {
        alive = err.code === 'EPERM';
      }
    }
    if (!alive) rmSync(join(ROOT, name), { recursive: true, force: true });
  }
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out;
}

/** Outputs (`x.js`, `x.js.map`) whose source `src/x.ts` no longer exists. */
function removeOrphans(dir) {
  for (const file of filesUnder(dir)) {
    if (file === BUILD_INFO) continue;
    const source = file.replace(/\.js(\.map)?$/, '.ts');
    if (source === file || !existsSync(join(SRC, source))) rmSync(join(dir, file), { force: true });
  }
}

/** Puts `next` in dist/'s place: the old build is renamed away, the new one renamed in. */
function swapIn() {
  for (let attempt = 0; ; attempt++) {
    const old = join(ROOT, `dist.old-${process.pid}-${attempt}`);
    try {
      renameSync(DIST, old);
    } catch (err) {
      if (err.code !== 'ENOENT') throw err;
    }
    try {
      renameSync(next, DIST);
      rmSync(old, { recursive: true, force: true });
      return;
    } catch (err) {
      // Another build swapped its own in between the two renames: try again.
      rmSync(old, { recursive: true, force: true });
      if (!['ENOTEMPTY', 'EEXIST'].includes(err.code) || attempt >= 10) throw err;
    }
  }
}

removeLeftovers();
rmSync(next, { recursive: true, force: true });
if (existsSync(join(DIST, BUILD_INFO)) && statSync(DIST).isDirectory())
  cpSync(DIST, next, { recursive: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(
  process.execPath,
  [tsc, '-p', 'tsconfig.build.json', '--outDir', next, '--tsBuildInfoFile', join(next, BUILD_INFO)],
  { cwd: ROOT, stdio: 'inherit' },
);
if (compiled.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  process.exit(compiled.status ?? 1);
}
removeOrphans(next);
swapIn();
