/* global require, module, __dirname, process, URL, fetch, setTimeout, Buffer */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Test support: the real server as a child process on 127.0.0.1, on a SQLite file and (with
// TEST_POSTGRES_URL) on a fresh PostgreSQL database; the admin CLI; a webhook receiver.
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

/** The repository root, and its built server and CLI (`npm run build` there writes dist/). */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVER = path.join(ROOT, 'dist', 'server.js');
const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');

if (!fs.existsSync(SERVER) || !fs.existsSync(CLI))
  throw new Error(`${SERVER} is missing: run \`npm run build\` in the repository root first`);

/**
 * The stores to test: a SQLite file, and PostgreSQL when TEST_POSTGRES_URL is set (a database
 * made for this run and dropped after it). Under CI=true a missing TEST_POSTGRES_URL fails.
 */
function stores() {
  const list = [
    {
      name: 'sqlite',
      async open() {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zapier-app-'));
        return {
          url: `sqlite:${path.join(dir, 'crm.sqlite')}`,
          cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const pgUrl = process.env.TEST_POSTGRES_URL;
  if (pgUrl) {
    list.push({
      name: 'postgres',
      async open() {
        const name = `zapier_app_${process.pid}_${Date.now().toString(36)}`;
        const admin = new Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(pgUrl);
        url.pathname = `/${name}`;
        return {
          url: url.toString(),
          cleanup: async () => {
            const c = new Client({ connectionString: pgUrl });
            await c.connect();
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await c.end();
          },
        };
      },
    });
  } else if (process.env.CI === 'true') {
    throw new Error('CI=true but TEST_POSTGRES_URL is not set: the PostgreSQL store cannot be tested');
  }
  return list;
}

/** `crm <args> --json` against the database; answers the printed object. */
function cli(databaseUrl, args) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, ...args, '--json'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`crm ${args.join(' ')} failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

/**
 * The server on 127.0.0.1 and a free port, ready (GET /readyz answers 200): the integrations'
 * shared test support (an ES module, so imported when first needed).
 */
async function startServer(databaseUrl) {
  const shared = await import('../../test-server.mjs');
  return shared.startServer(databaseUrl);
}

/**
 * A store, the server on it, and a new workspace with its API key (made with the CLI):
 * `{url, apiKey, workspace, authData, api(method, path, body), stop()}`.
 */
async function environment(store) {
  const db = await store.open();
  const made = await cli(db.url, ['workspace', 'create', '--name', `Zap test ${store.name}`]);
  const server = await startServer(db.url);
  const apiKey = made.api_key;
  const base = `${server.url}/user-api/v1`;
  /** A direct API call (not through the app), to arrange and to check. */
  async function api(method, p, body, headers = {}) {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: {
        'x-service-api-key': apiKey,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
  return {
    url: server.url,
    apiKey,
    workspace: made.workspace,
    user: made.user,
    authData: { base_url: server.url, api_key: apiKey },
    api,
    /** Another key of the workspace's owner, with these scopes (`crm key create --scopes`). */
    keyWith: async (scopes) =>
      (await cli(db.url, ['key', 'create', '--workspace', made.workspace.id, '--scopes', scopes])).api_key,
    stop: async () => {
      await server.stop();
      await db.cleanup();
    },
  };
}

/** A receiver on 127.0.0.1 recording each request (headers and raw body); answers 200. */
async function receiver() {
  const received = [];
  const waiters = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/zapier-hook`,
    received,
    /** Waits until a request satisfies `test` (at most `ms`), and answers it. */
    async waitFor(test, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = received.find(test);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching delivery within ${ms} ms`);
        await new Promise((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = { ROOT, stores, cli, environment, receiver };
