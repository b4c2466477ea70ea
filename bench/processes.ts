import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The processes a benchmark drives: the real server (`dist/server.js`), the
 * limit server and the webhook receiver of scenario ew, each started on
 * 127.0.0.1 and stopped with SIGTERM.
 * Children are killed when the benchmark exits, however it exits.
 */
export const ROOT = join(import.meta.dirname, '..');

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Started {
  child: ChildProcess;
  pid: number;
  url: string;
  /** What the process wrote on stderr (kept for error reports). */
  stderr(): string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
  port: number,
): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors = (errors + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${args.join(' ')} exited with ${child.exitCode}: ${errors}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} was not ready within 60 s: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    pid: child.pid!,
    url,
    stderr: () => errors,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export interface ServerOptions {
  databaseUrl: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
  /** Extra environment, e.g. bench/statement-times.ts's file. */
  env?: Record<string, string>;
}

/**
 * The node flags `npm start` gives the server (package.json's start script,
 * `node <flags> scripts/start.mjs`): the bench runs it as deployed.
 */
export const SERVER_NODE_FLAGS: readonly string[] = (() => {
  const start = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string;
  const flags = /\bnode ((?:--\S+ )*)scripts\/start\.mjs/.exec(start);
  if (!flags)
    throw new Error(`package.json's start script is not "node <flags> scripts/start.mjs": ${start}`);
  return flags[1]!.split(' ').filter(Boolean);
})();

/**
 * The service as deployed: `node <SERVER_NODE_FLAGS> dist/server.js`, rate limiting off,
 * warnings only in the log, delivering webhooks itself (the default). Webhook
 * URLs on 127.0.0.1 are allowed for scenario ew's receiver; no other
 * scenario has a webhook.
 */
export async function startServer(options: ServerOptions): Promise<Started> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...options.env,
  };
  return start([...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), 'dist/server.js'], env, '/readyz', port);
}

/** The bare Fastify server answering `bodies` (path to pre-serialised body). */
export async function startLimitServer(bodiesFile: string, firstPath: string): Promise<Started> {
  const port = await freePort();
  return start(
    ['--import', 'tsx', join(ROOT, 'bench', 'limit-server.ts'), bodiesFile, String(port)],
    { PATH: process.env.PATH },
    firstPath,
    port,
  );
}

/** The write limit (bench/limit-write.ts) on a copy of the service's SQLite file. */
export async function startWriteLimitServer(
  sqliteFile: string,
  extra: { nodeFlags?: string[]; env?: Record<string, string> } = {},
): Promise<Started> {
  const port = await freePort();
  return start(
    [
      '--import',
      'tsx',
      ...(extra.nodeFlags ?? []),
      join(ROOT, 'bench', 'limit-write.ts'),
      sqliteFile,
      String(port),
    ],
    { PATH: process.env.PATH, ...extra.env },
    '/readyz',
    port,
  );
}

/**
 * Scenario ew's receiver (bench/webhook-receiver.ts). Its own process, not
 * this one: here it would share an event loop with the load generator,
 * whose timing of every response it would then disturb.
 */
export async function startWebhookReceiver(): Promise<Started> {
  const port = await freePort();
  return start(
    ['--import', 'tsx', join(ROOT, 'bench', 'webhook-receiver.ts'), String(port)],
    { PATH: process.env.PATH },
    '/count',
    port,
  );
}

/** CPU time a process has used so far (user + system), in ms, from /proc/<pid>/stat; clock ticks of 10 ms. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), counted from 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function statusMb(pid: number, field: string): number | null {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number | null {
  return statusMb(pid, 'VmRSS');
}

/** The most resident memory a process has had since it started, in MB (VmHWM of /proc/<pid>/status). */
export function peakRssMb(pid: number): number | null {
  return statusMb(pid, 'VmHWM');
}
