import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, ROOT, sharedDatabases } from './cli-run.js';
import { type Client as ApiClient, newWorkspace, startApp } from './harness.js';
import { ALL_TOOLS, toolCall } from './mcp-support.js';

/**
 * `crm mcp` starting (API.md section 11): an assistant starts it for every
 * session and waits for its answer to `initialize`, which comes before the
 * application is even loaded; a database that is not there, or a key it
 * refuses, is said on standard error.
 */

const dir = mkdtempSync(join(tmpdir(), 'crm-mcp-start-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Preloaded into `crm mcp`: a module hook that writes the URL of every
 * module loaded to the file in MODULES_LOADED, and a line `answered` there
 * when the process first writes to standard output (before the write).
 */
const hook = join(dir, 'hook.mjs');
writeFileSync(
  join(dir, 'hooks.mjs'),
  "import { appendFileSync } from 'node:fs';\n" +
    'export async function load(url, context, next) {\n' +
    "  appendFileSync(process.env.MODULES_LOADED, url + '\\n');\n" +
    '  return next(url, context);\n' +
    '}\n',
);
writeFileSync(
  hook,
  "import { appendFileSync } from 'node:fs';\n" +
    "import { register } from 'node:module';\n" +
    `register(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n` +
    'const write = process.stdout.write.bind(process.stdout);\n' +
    'let answered = false;\n' +
    'process.stdout.write = (...args) => {\n' +
    "  if (!answered) appendFileSync(process.env.MODULES_LOADED, 'answered\\n');\n" +
    '  answered = true;\n' +
    '  return write(...args);\n' +
    '};\n',
);

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

interface Session {
  code: number | null;
  /** The JSON-RPC messages written on standard output. */
  messages: { id?: number; result?: any; error?: any }[];
  stderr: string;
}

/**
 * `crm mcp` started with `env`: sends `initialize`, then once it is
 * answered `then`, and closes standard input once as many answers as there
 * are requests came (or lets the process end by itself).
 */
function session(
  env: Record<string, string>,
  then: object[],
  options: { cwd?: string; nodeArgs?: string[] } = {},
): Promise<Session> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), CLI, 'mcp'], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    const expected = 1 + then.filter((m) => 'id' in m).length;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      const before = stdout.split('\n').filter(Boolean).length;
      stdout += String(chunk);
      const lines = stdout.split('\n').filter(Boolean).length;
      if (before === 0 && lines > 0) {
        child.stdin.write(then.map((m) => `${JSON.stringify(m)}\n`).join(''));
      }
      if (lines >= expected) child.stdin.end();
    });
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (code) => {
      const messages = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      resolve({ code, messages, stderr });
    });
    child.stdin.write(`${JSON.stringify(INITIALIZE)}\n`);
  });
}

for (const database of sharedDatabases('crm-mcp-start-')) {
  describe(`crm mcp starting [${database.name}]`, () => {
    let started: Awaited<ReturnType<typeof startApp>>;
    let owner: ApiClient;
    beforeAll(async () => {
      started = await startApp(database);
      owner = await newWorkspace(started.app, started.handle);
    });
    afterAll(async () => {
      await started.app.close();
      await started.handle.close();
      database.cleanup?.();
    });

    it('answers initialize having loaded the protocol only: no application, database library or schemas', async () => {
      const loaded = join(dir, `loaded-${database.name}.txt`);
      writeFileSync(loaded, '');
      const run = await session(
        { DATABASE_URL: database.url, CRM_API_KEY: owner.api_key, MODULES_LOADED: loaded },
        [INITIALIZED, { jsonrpc: '2.0', id: 2, method: 'tools/list' }],
        { nodeArgs: ['--import', pathToFileURL(hook).href] },
      );
      // dist is a link to the build folder (scripts/build.mjs); modules are named by their real path.
      const modules = readFileSync(loaded, 'utf8').replace(/\/dist\.build-[^/]+\//g, '/dist/');
      expect(modules).toContain('\nanswered\n');
      // What was loaded before the answer was written.
      const seen = modules.slice(0, modules.indexOf('\nanswered\n'));
      expect(run.code).toBe(0);
      expect(run.messages.map((m) => m.id)).toEqual([1, 2]);
      expect(run.messages[0].result.serverInfo.name).toBe('crm');
      expect(run.messages[1].result.tools).toHaveLength(ALL_TOOLS.length);
      // The hook saw the command's module before the answer, and the application after it.
      expect(seen).toContain('/dist/cli/mcp.js');
      for (const late of [
        '/dist/app.js',
        '/dist/db/connect.js',
        '/node_modules/fastify/',
        '/node_modules/kysely/',
      ])
        expect(seen).not.toContain(late);
      expect(seen).not.toContain('/node_modules/@sinclair/typebox/');
      expect(modules).toContain('/dist/app.js');
    });

    it('with LOG_LEVEL=silent writes nothing on standard error through a session with a write', async () => {
      const calls = [
        INITIALIZED,
        toolCall(2, 'create', { resource: 'tags', records: [{ name: `Quiet ${database.name}` }] }),
      ];
      const env = { DATABASE_URL: database.url, CRM_API_KEY: owner.api_key };
      const silent = await session({ ...env, LOG_LEVEL: 'silent' }, calls);
      expect(silent.code).toBe(0);
      expect(silent.messages[1].result.isError).toBeFalsy();
      expect(silent.stderr).toBe('');
      // The same session at the debug level does log there.
      const logged = await session({ ...env, LOG_LEVEL: 'debug' }, calls.slice(1));
      expect(logged.code).toBe(0);
      expect(logged.stderr).not.toBe('');
    });

    it('a refused key: the initialize answer alone on stdout, one line naming the key and database, exit 1', async () => {
      const run = await session({ DATABASE_URL: database.url, CRM_API_KEY: 'crm_' + 'x'.repeat(40) }, [
        INITIALIZED,
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      ]);
      expect(run.code).toBe(1);
      expect(run.messages.map((m) => m.id)).toEqual([1]);
      const where = database.name === 'sqlite' ? database.url.slice('sqlite:'.length) : '127.0.0.1';
      expect(run.stderr).toMatch(/^crm: CRM_API_KEY is not a valid API key of the database /);
      expect(run.stderr).toContain(where);
      expect(run.stderr).toContain('The API key is not valid.');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    });
  });
}

describe('crm mcp on a SQLite file that does not exist', () => {
  it('refuses it, naming its absolute path, and creates nothing (not even its folder)', async () => {
    const elsewhere = mkdtempSync(join(dir, 'elsewhere-'));
    // A relative path, as a config pasted without the project's folder leaves it.
    const run = await session(
      { DATABASE_URL: 'sqlite:./data/crm.sqlite', CRM_API_KEY: 'crm_' + 'x'.repeat(40) },
      [INITIALIZED, { jsonrpc: '2.0', id: 2, method: 'tools/list' }],
      { cwd: elsewhere },
    );
    expect(run.code).toBe(1);
    expect(run.messages.map((m) => m.id)).toEqual([1]);
    expect(run.stderr).toBe(
      `crm: no database at ${join(elsewhere, 'data', 'crm.sqlite')} (DATABASE_URL=sqlite:./data/crm.sqlite): ` +
        'give DATABASE_URL the absolute path of the database the key was made in\n',
    );
    expect(existsSync(join(elsewhere, 'data'))).toBe(false);
  });
});
