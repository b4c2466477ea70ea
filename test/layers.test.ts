import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './cli-run.js';

/**
 * The layers of src/ and what each may import (CONTRIBUTING.md): a layer
 * imports itself and the layers listed for it, never one above it. Tests
 * (`*.test.ts`) may import anything.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  config: [],
  db: [],
  core: ['db', 'config'],
  modules: ['core', 'db', 'config'],
  seed: ['core', 'db', 'config'],
  app: ['modules', 'core', 'db', 'config'],
  cli: ['app', 'heap-flags', 'seed', 'modules', 'core', 'db', 'config'],
  server: ['app', 'heap-flags', 'modules', 'core', 'db', 'config'],
  'heap-flags': [],
};

const SRC = join(ROOT, 'src');

/** The layer of a path inside src/: its folder, or the file's name without `.ts`. */
function layerOf(path: string): string | null {
  const [first, ...rest] = relative(SRC, path).split('/');
  if (first.startsWith('..')) return null;
  return rest.length ? first : first.replace(/\.(ts|js)$/, '');
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each relative import of `text` (static, dynamic or re-export), as written. */
export function importsOf(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((m) => m[1]);
}

/** The imports of `file` that its layer may not make, as `file -> target`. */
export function breaches(file: string, text: string): string[] {
  const layer = layerOf(file)!;
  const allowed = [layer, ...(MAY_IMPORT[layer] ?? [])];
  return importsOf(text).flatMap((spec) => {
    const target = resolve(dirname(file), spec);
    const targetLayer = layerOf(target);
    if (targetLayer !== null && allowed.includes(targetLayer)) return [];
    return [`${relative(ROOT, file)} -> ${targetLayer === null ? relative(ROOT, target) : targetLayer}`];
  });
}

it('src/ keeps its layers: every import goes to the same layer or one below it, none to test/', () => {
  const files = sources(SRC);
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) expect(Object.keys(MAY_IMPORT)).toContain(layerOf(file));
  expect(files.flatMap((file) => breaches(file, readFileSync(file, 'utf8')))).toEqual([]);
});

it('names an import that breaks the layers, of each form', () => {
  const file = join(SRC, 'core', 'example.ts');
  expect(
    breaches(
      file,
      [
        "import { a } from './records.js';",
        "import type { B } from '../db/types.js';",
        "import { c } from '../modules/tags/tags.queries.js';",
        "export { d } from '../app.js';",
        "const e = await import('../cli/index.js');",
        "import { f } from '../../test/harness.js';",
      ].join('\n'),
    ),
  ).toEqual([
    'src/core/example.ts -> modules',
    'src/core/example.ts -> app',
    'src/core/example.ts -> cli',
    'src/core/example.ts -> test/harness.js',
  ]);
});
