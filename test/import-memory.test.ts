import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, sharedDatabasesAndFiles } from './cli-run.js';

/**
 * `crm import` keeps its memory whatever the file's size (API.md section 9;
 * a peak under 200 MiB): 20,000 rows with an e-mail, a phone, a company, two
 * tags and a city each, imported by the built CLI, whose peak resident set
 * (the kernel's high-water mark, `process.resourceUsage().maxRSS`) it
 * reports as it exits. Left to V8's own heap growth, this import peaked at
 * 226 MiB (its old space grew to several times what was alive between two
 * full collections; src/heap-flags.ts).
 */

const ROWS = 20_000;
const MAX_PEAK_MIB = 200;

const { dir, databases } = sharedDatabasesAndFiles('crm-import-memory-');

for (const database of databases) {
  describe(`crm import's memory [${database.name}]`, { timeout: 180_000 }, () => {
    it(`imports ${ROWS} rows with a peak resident set under ${MAX_PEAK_MIB} MiB`, async () => {
      const lines = ['First Name,Last Name,Email,Phone,Company,Tags,City'];
      for (let i = 0; i < ROWS; i++)
        lines.push(
          `P${i},M${i},p${i}@memory.example,+1 415 555 ${String(i % 10_000).padStart(4, '0')},` +
            `Company ${i % 2000},Tag${i % 50}; Tag${(i * 7 + 1) % 50},City ${i % 10}`,
        );
      const csv = join(dir, `${database.name}-contacts.csv`);
      writeFileSync(csv, `${lines.join('\n')}\n`);
      // Written at exit by the CLI's process itself: its peak, in KiB.
      const probe = join(dir, 'peak.cjs');
      writeFileSync(
        probe,
        "process.on('exit', () => process.stderr.write(`peak-kib ${process.resourceUsage().maxRSS}\\n`));\n",
      );
      const created = await runCli(database.url, ['workspace', 'create', '--name', 'Memory', '--json']);
      expect(created.code).toBe(0);
      const workspace = JSON.parse(created.stdout).workspace.id as string;
      const run = await runCli(
        database.url,
        ['import', 'contacts', '--workspace', workspace, '--file', csv, '--json'],
        { NODE_OPTIONS: `--require ${probe}` },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ created: ROWS, failed: 0 });
      const peak = Number(/peak-kib (\d+)/.exec(run.stderr)?.[1]) / 1024;
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(MAX_PEAK_MIB);
    });
  });
}
