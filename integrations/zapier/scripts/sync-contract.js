/* global require, __dirname, process, console */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Copies ../contract.json (generated from the API's routes by `npm run openapi:write` in the
// repository root) into lib/contract.json, the copy the app reads at run time and `zapier push`
// uploads, formatted by the repository's Prettier when it is installed (the root lint checks the
// copy's formatting). With --check it changes nothing and fails when the copy says anything other
// than the source (formatting aside).
const fs = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');

const source = path.join(__dirname, '..', '..', 'contract.json');
const copy = path.join(__dirname, '..', 'lib', 'contract.json');

async function formatted(text) {
  const prettierPath = path.join(__dirname, '..', '..', '..', 'node_modules', 'prettier', 'index.mjs');
  if (!fs.existsSync(prettierPath)) return text;
  const prettier = await import(prettierPath);
  const options = (await prettier.resolveConfig(copy)) || {};
  return prettier.format(text, { ...options, filepath: copy });
}

async function main() {
  const wanted = JSON.parse(fs.readFileSync(source, 'utf8'));
  const current = fs.existsSync(copy) ? JSON.parse(fs.readFileSync(copy, 'utf8')) : null;
  const same = isDeepStrictEqual(current, wanted);
  if (process.argv.includes('--check')) {
    if (!same) {
      console.error(
        'integrations/zapier/lib/contract.json is not a copy of integrations/contract.json: ' +
          'run `npm run sync-contract` in integrations/zapier and commit the result.',
      );
      process.exit(1);
    }
    console.log('lib/contract.json is current');
    return;
  }
  fs.writeFileSync(copy, await formatted(`${JSON.stringify(wanted, null, 2)}\n`));
  console.log(
    same
      ? 'lib/contract.json was current (rewritten)'
      : 'lib/contract.json updated from integrations/contract.json',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
