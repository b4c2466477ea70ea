#!/usr/bin/env node
/* global process */
// `npm start`: runs the server that `npm install` (or `npm run build`) compiled,
// as it is: nothing is deleted or compiled here, so a start takes a second and
// never disturbs a `crm` command running beside it. Without a build it says
// what to run instead of failing with a stack trace.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'server.js');
if (!existsSync(server)) {
  process.stderr.write(
    'contact service: dist/server.js is missing, the sources have not been compiled.\n' +
      'Run `npm run build` (npm install also does it), then `npm start` again.\n',
  );
  process.exit(1);
}
await import(pathToFileURL(server).href);
