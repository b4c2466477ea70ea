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

/**
 * The files of `dir` (not its subfolders) and the files of `dir` each one
 * imports, type imports included: `a.ts -> [b.ts]`.
 */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(dir)) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
    const targets = importsOf(readFileSync(join(dir, entry), 'utf8'))
      .map((spec) => resolve(dir, spec))
      .filter((target) => dirname(target) === dir)
      .map((target) => relative(dir, target).replace(/\.js$/, '.ts'));
    graph.set(entry, [...new Set(targets)]);
  }
  return graph;
}

/** A circle of imports in `graph`: its files in order, the first again at the end; none: `[]`. */
export function circleOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] => {
    const at = path.indexOf(file);
    if (at !== -1) return [...path.slice(at), file];
    if (done.has(file) || !graph.has(file)) return [];
    path.push(file);
    for (const target of graph.get(file)!) {
      const circle = visit(target);
      if (circle.length) return circle;
    }
    path.pop();
    done.add(file);
    return [];
  };
  for (const file of [...graph.keys()].sort()) {
    const circle = visit(file);
    if (circle.length) return circle;
  }
  return [];
}

it('src/core/ has no circle of imports, type imports included: its files have an order from the bottom up', () => {
  const graph = importGraph(join(SRC, 'core'));
  expect(graph.size).toBeGreaterThan(30);
  expect(circleOf(graph).join(' -> ')).toBe('');
});

it('names a circle of imports, however long', () => {
  const graph = new Map([
    ['resources.ts', ['ids.ts']],
    ['ids.ts', []],
    ['resource-spec.ts', ['auth.ts', 'resources.ts']],
    ['auth.ts', ['scopes.ts']],
    ['scopes.ts', ['resources.ts', 'auth.ts']],
  ]);
  expect(circleOf(graph)).toEqual(['auth.ts', 'scopes.ts', 'auth.ts']);
  graph.set('scopes.ts', ['resources.ts']);
  expect(circleOf(graph)).toEqual([]);
  // Through a type import of the registry: the circle src/core/ had.
  graph.set('resources.ts', ['resource-spec.ts']);
  expect(circleOf(graph)).toEqual(['auth.ts', 'scopes.ts', 'resources.ts', 'resource-spec.ts', 'auth.ts']);
});
