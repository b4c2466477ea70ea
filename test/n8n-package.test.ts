import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './cli-run.js';

/**
 * What the n8n package publishes (integrations/n8n/package.json's `files`):
 * its compiled nodes, never the compiler's incremental state
 * (`tsconfig.tsbuildinfo`, most of the package's size when it shipped).
 * `npm pack --dry-run` lists the files of a build laid out as `n8n-node
 * build` leaves it, in a copy of the package's manifest.
 */
const dir = mkdtempSync(join(tmpdir(), 'crm-n8n-pack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the n8n package', { timeout: 60_000 }, () => {
  it('npm pack ships dist/ without any tsbuildinfo', () => {
    const n8n = join(ROOT, 'integrations', 'n8n');
    for (const file of ['package.json', 'README.md', '.npmrc'])
      copyFileSync(join(n8n, file), join(dir, file));
    const built = [
      'dist/credentials/ContactServiceApi.credentials.js',
      'dist/nodes/ContactService/ContactService.node.js',
      'dist/nodes/ContactServiceTrigger/ContactServiceTrigger.node.js',
    ];
    const state = [
      'dist/tsconfig.tsbuildinfo',
      'dist/nodes/ContactService/x.tsbuildinfo',
      'tsconfig.tsbuildinfo',
    ];
    for (const file of [...built, ...state]) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '{}\n');
    }
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: dir,
        encoding: 'utf8',
      }),
    );
    const files = packed.files.map((f: { path: string }) => f.path).sort();
    expect(files).toEqual([...built, 'README.md', 'package.json'].sort());
  });
});
