import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Compiles the sources once before the suite (scripts/build.mjs: beside
 * dist/, then swapped in), so that tests which run the real server or the CLI
 * as child processes start the built JavaScript (fast) and never a stale build.
 */
export default function setup(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
