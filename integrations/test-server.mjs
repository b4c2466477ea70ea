/* global process, fetch, setTimeout */
// Test support shared by the integrations' suites: the contact service's built server
// (dist/server.js of the repository root) as a child process on 127.0.0.1 and a free port, and
// the process helpers it needs (a free port, waiting for an address to answer 200, stopping).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER = path.join(ROOT, 'dist', 'server.js');
export const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 200; fails when `child` exits first or after `seconds`. */
export async function waitFor(url, child, seconds, output) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}): ${output()}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in ${seconds} s: ${output()}`);
    await sleep(50);
  }
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(
      () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
      10_000,
    ).unref();
  });
}

/**
 * The server on `databaseUrl`, on 127.0.0.1 and a free port, ready (GET /readyz answers 200), with
 * no rate limit and webhooks allowed to reach private addresses (the tests' receivers):
 * `{url, stop()}`.
 */
export async function startServer(databaseUrl) {
  if (!fs.existsSync(SERVER))
    throw new Error(`${SERVER} is missing: run \`npm run build\` in the repository root`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/readyz`, child, 30, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}
