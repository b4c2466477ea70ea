/**
 * Writes the OpenAPI document and the client types generated from it:
 *
 *   openapi/openapi.json                    the document the server serves
 *   examples/client/schema.generated.ts     openapi-typescript types for openapi-fetch
 *   integrations/contract.json              what the Zapier app and n8n node are built from
 *
 * `--check` writes nothing and fails when either checked-in file differs
 * from what the routes produce now (a route changed without regenerating).
 * `--doc` writes the document only.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, migrate } from '../src/db/connect.js';
import { contractText } from './integration-contract.js';

const root = new URL('..', import.meta.url);
export const DOCUMENT_FILE = fileURLToPath(new URL('openapi/openapi.json', root));
export const TYPES_FILE = fileURLToPath(new URL('examples/client/schema.generated.ts', root));
export const CONTRACT_FILE = fileURLToPath(new URL('integrations/contract.json', root));

const TYPES_HEADER = [
  '/**',
  ' * Generated from openapi/openapi.json by `npm run openapi:write`; do not edit.',
  ' * `npm run openapi:check` fails when this file is stale.',
  ' */',
  '',
].join('\n');

/** The document exactly as the server serves it, built on an in-memory database. */
export async function buildDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig(
    {},
    { databaseUrl: 'sqlite::memory:', logLevel: 'silent', rateLimitPerMinute: 0 },
  );
  const handle = createDb(config.databaseUrl);
  try {
    await migrate(handle);
    const app = await buildApp({ config, handle });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/user-api/v1/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`GET /user-api/v1/openapi.json answered ${res.statusCode}`);
      return JSON.parse(res.body);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

export function documentText(doc: unknown): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

export async function typesText(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(structuredClone(doc) as any);
  return TYPES_HEADER + astToString(ast);
}

/** The integrations' shipped copies of the contract, each kept by integrations/sync-contract.mjs. */
const CONTRACT_COPIES: [pkg: string, copy: string][] = [
  ['integrations/zapier', 'lib/contract.json'],
  ['integrations/n8n', 'nodes/ContactService/shared/contract.json'],
];

/** Brings each copy up to date (or, checking, fails when one is stale): true when all are. */
function syncCopies(check: boolean): boolean {
  let current = true;
  for (const [pkg, copy] of CONTRACT_COPIES) {
    const cwd = fileURLToPath(new URL(`${pkg}/`, root));
    const args = ['../sync-contract.mjs', copy, ...(check ? ['--check'] : [])];
    if (spawnSync(process.execPath, args, { cwd, stdio: 'inherit' }).status !== 0) current = false;
  }
  return current;
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const docOnly = args.includes('--doc');
  const doc = await buildDocument();
  const outputs: [string, string][] = [[DOCUMENT_FILE, documentText(doc)]];
  if (!docOnly) {
    outputs.push([TYPES_FILE, await typesText(doc)]);
    outputs.push([CONTRACT_FILE, contractText(doc)]);
  }

  if (check) {
    const stale = outputs.filter(([file, text]) => read(file) !== text).map(([file]) => file);
    const copiesCurrent = docOnly || (stale.length === 0 && syncCopies(true));
    if (stale.length || !copiesCurrent) {
      process.stderr.write(
        `Stale, the routes have changed since they were generated:\n${stale.map((f) => `  ${relative(process.cwd(), f)}`).join('\n') || "  the integrations' copies of the contract"}\n` +
          'Run `npm run openapi:write` and commit the result.\n',
      );
      return 1;
    }
    process.stdout.write(
      "openapi/openapi.json, the client types, integrations/contract.json and the integrations' copies are up to date.\n",
    );
    return 0;
  }
  for (const [file, text] of outputs) {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${relative(process.cwd(), file)}\n`);
  }
  if (!docOnly && !syncCopies(false)) return 1;
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
