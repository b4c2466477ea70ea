/* global process, console */
// Copies integrations/contract.json (generated from the API's routes by `npm run openapi:write` in
// the repository root) into an integration's package, the copy it ships and reads at run time:
//   node ../sync-contract.mjs <copy, relative to the package> [--check]
// run from the package's folder (its `npm run sync-contract` / `check-contract`). The copy is
// formatted by the repository's Prettier when it is installed (the root lint checks its formatting).
// With --check it changes nothing and fails when the copy says anything other than the source
// (formatting aside).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, 'contract.json');
const target = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!target) {
  console.error('usage: node ../sync-contract.mjs <copy, relative to the package> [--check]');
  process.exit(2);
}
const copy = path.resolve(process.cwd(), target);
const shown = path.relative(here, copy);

async function formatted(text) {
  const prettierPath = path.join(here, '..', 'node_modules', 'prettier', 'index.mjs');
  if (!fs.existsSync(prettierPath)) return text;
  const prettier = await import(prettierPath);
  const options = (await prettier.resolveConfig(copy)) || {};
  return prettier.format(text, { ...options, filepath: copy });
}

const wanted = JSON.parse(fs.readFileSync(source, 'utf8'));
const current = fs.existsSync(copy) ? JSON.parse(fs.readFileSync(copy, 'utf8')) : null;
const same = isDeepStrictEqual(current, wanted);
if (process.argv.includes('--check')) {
  if (!same) {
    console.error(
      `integrations/${shown} is not a copy of integrations/contract.json: ` +
        'run `npm run sync-contract` in its package and commit the result.',
    );
    process.exit(1);
  }
  console.log(`integrations/${shown} is current`);
} else {
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.writeFileSync(copy, await formatted(`${JSON.stringify(wanted, null, 2)}\n`));
  console.log(
    same
      ? `integrations/${shown} was current (rewritten)`
      : `integrations/${shown} updated from integrations/contract.json`,
  );
}
