/* global require, __dirname, process, console */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Copies ../contract.json (generated from the API's routes by `npm run openapi:write` in the
// repository root) into lib/contract.json, the copy the app reads at run time and `zapier push`
// uploads. With --check it changes nothing and fails when the copy differs from the source.
const fs = require('node:fs');
const path = require('node:path');

const source = path.join(__dirname, '..', '..', 'contract.json');
const copy = path.join(__dirname, '..', 'lib', 'contract.json');

const wanted = fs.readFileSync(source, 'utf8');
const current = fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8') : null;

if (process.argv.includes('--check')) {
  if (current !== wanted) {
    console.error(
      'integrations/zapier/lib/contract.json is not a copy of integrations/contract.json: ' +
        'run `npm run sync-contract` in integrations/zapier and commit the result.',
    );
    process.exit(1);
  }
  console.log('lib/contract.json is current');
} else if (current === wanted) {
  console.log('lib/contract.json is already current');
} else {
  fs.writeFileSync(copy, wanted);
  console.log('lib/contract.json updated from integrations/contract.json');
}
