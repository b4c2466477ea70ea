#!/usr/bin/env node
/* global process */
// Compiles src/ into dist/ without ever leaving dist/ half made, or missing.
//
// dist is a symbolic link to a build folder beside it (dist.build-<pid>-<time>).
// The compiler writes a new folder, started from a copy of the current build so
// that the compile stays incremental; outputs whose source is gone are removed;
// then a new link takes dist's place by one rename, which is atomic: a `crm`
// command or a server starting meanwhile loads either the whole old build or the
// whole new one, and always finds one. Node loads modules by their real path, so
// a process started on the old build keeps loading its own modules: the build
// before the current one is kept, older ones removed. A failed compile leaves
// dist as it was. A dist/ that is still a folder (made before builds were
// linked) is replaced once by two renames. `npm install` (prepare), `npm run
// build`, the test suite's set-up and the benchmark all build through this
// script.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const SRC = join(ROOT, 'src');
const BUILD_INFO = '.tsbuildinfo';
const next = join(ROOT, `dist.build-${process.pid}-${Date.now()}`);

/** Whether the process that made a folder named after its pid is still running. */
function running(pid) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The build folder dist links to, by name; null when dist is absent or still a folder. */
function linked() {
  try {
    return lstatSync(DIST).isSymbolicLink() ? basename(readlinkSync(DIST)) : null;
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Folders of earlier builds removed: those of builds that were killed (their
 * process is gone, never linked), and linked builds older than `keep` (the
 * current one and the one before it, which processes may still be loading).
 */
function removeLeftovers(keep) {
  for (const name of readdirSync(ROOT)) {
    const match = /^dist\.(?:next|old|build|link)-(\d+)(?:-\d+)?$/.exec(name);
    if (!match || keep.includes(name) || running(Number(match[1]))) continue;
    rmSync(join(ROOT, name), { recursive: true, force: true });
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

/** Links dist to `next` by one rename (atomic); a dist/ folder of the old layout is moved away first. */
function swapIn() {
  const link = join(ROOT, `dist.link-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(basename(next), link, 'dir');
  try {
    renameSync(link, DIST);
  } catch (err) {
    if (!['EISDIR', 'ENOTEMPTY', 'EEXIST', 'ENOTDIR'].includes(err.code)) throw err;
    const old = join(ROOT, `dist.old-${process.pid}`);
    renameSync(DIST, old);
    renameSync(link, DIST);
    rmSync(old, { recursive: true, force: true });
  }
}

if (existsSync(join(DIST, BUILD_INFO))) cpSync(realpathSync(DIST), next, { recursive: true });

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
const before = linked();
swapIn();
removeLeftovers([basename(next), before]);
