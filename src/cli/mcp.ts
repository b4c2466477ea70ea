import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import type { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { Command } from 'commander';
import type { App } from '../app.js';
import type { DbHandle } from '../db/connect.js';
import { sqlitePath } from '../db/sqlite-path.js';
import type { ApiContract } from '../modules/mcp/mcp.contract.js';
import type { Caller } from '../modules/mcp/mcp.rest.js';

/**
 * `crm mcp` (API.md section 11): the MCP tools over stdio, for the key in
 * CRM_API_KEY on DATABASE_URL: a local assistant on the embedded database.
 * The tools run in an application built in this process, as over HTTP,
 * without its rate limit. Standard output carries nothing but the
 * protocol: logs and errors go to standard error.
 *
 * An assistant starts this command for every session and waits for its
 * answer to `initialize`, which needs nothing but the protocol: it is
 * answered first, with only the MCP server loaded. Then the database is
 * opened, the key checked and the application built, while the client takes
 * the answer in; the requests that need them wait. A database that does not
 * exist, a refused key or any other failure there is one `crm: ...` line on
 * standard error and exit code 1, with nothing on standard output but that
 * first answer.
 */
export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description('Serve the MCP tools over stdio for the key in CRM_API_KEY (for a local AI assistant)')
    .action(serveMcp);
}

async function serveMcp(): Promise<void> {
  const key = process.env.CRM_API_KEY?.trim();
  if (!key) {
    process.stderr.write('crm: set CRM_API_KEY to the API key the assistant works with\n');
    process.exitCode = 1;
    return;
  }
  const [{ serveStdio, StdioServerTransport }, { createToolServer }] = await Promise.all([
    import('@modelcontextprotocol/server/stdio'),
    import('../modules/mcp/mcp.server.js'),
  ]);
  let handle: DbHandle | undefined;
  let app: App | undefined;
  // Filled in by `prepare`, before any message that needs them is delivered.
  const caller: Caller = {
    app: undefined as unknown as App,
    authHeaders: { 'x-service-api-key': key },
    grants: {} as Caller['grants'],
    requestId: () => randomUUID(),
  };
  let contract: ApiContract | undefined;
  const prepare = async () => {
    const [
      { CliError, openDatabase },
      { loadConfig },
      { authenticate, keyLookupOf },
      { buildApp },
      pino,
      mcp,
    ] = await Promise.all([
      import('./common.js'),
      import('../config.js'),
      import('../core/auth.js'),
      import('../app.js'),
      import('pino'),
      import('../modules/mcp/mcp.contract.js'),
    ]);
    const config = loadConfig(process.env, { rateLimitPerMinute: 0, authFailuresPerMinute: 0 });
    const where = existingDatabase(config.databaseUrl);
    if (where.missing)
      throw new CliError(
        `no database at ${where.missing} (DATABASE_URL=${config.databaseUrl}): give DATABASE_URL the ` +
          'absolute path of the database the key was made in',
      );
    handle = await openDatabase();
    const opened = handle;
    const auth = await authenticate(keyLookupOf(opened.db), key).catch((err: Error) => {
      throw new CliError(`CRM_API_KEY is not a valid API key of the database ${where.name}: ${err.message}`);
    });
    app = await buildApp({ config, handle: opened, logStream: pino.default.destination(2) });
    await app.ready();
    caller.grants = auth.context.grants;
    caller.app = app;
    contract = mcp.readContract(app);
  };
  try {
    const sent = sentArguments((input) => new StdioServerTransport(input, process.stdout));
    const transport = new WaitingTransport(sent.transport, prepare);
    const server = serveStdio(() => createToolServer(caller, () => contract!, sent.take), {
      transport,
      onerror: (err) => app?.log.debug(err),
    });
    const stopped = await Promise.race([
      new Promise<void>((resolve) => {
        process.stdin.once('end', resolve);
        process.stdin.once('close', resolve);
        process.once('SIGTERM', resolve);
        process.once('SIGINT', resolve);
      }),
      transport.failed,
    ]);
    await server.close().catch(() => {});
    if (stopped instanceof Error) throw stopped;
    // Stopped while preparing: what is opened is closed once it is.
    await transport.prepared;
  } catch (err) {
    const { CliError } = await import('./common.js');
    const text = err instanceof CliError ? err.message : `unexpected error: ${String(err)}`;
    process.stderr.write(`crm: ${text}\n`);
    process.exitCode = 1;
  }
  await app?.close().catch(() => {});
  await handle?.close().catch(() => {});
  // Stopped by a signal with standard input still open: let the process end.
  process.stdin.destroy();
}

/**
 * The database DATABASE_URL names, for messages (an absolute path, or the
 * URL without its password), and `missing` when it is a SQLite file that
 * does not exist: an assistant started in another folder than the one a
 * relative path was meant for would otherwise get a new, empty database, in
 * which no key is valid.
 */
function existingDatabase(url: string): { name: string; missing?: string } {
  const path = sqlitePath(url);
  if (path === null) return { name: url.replace(/\/\/[^@/]*@/, '//') };
  if (path === '' || path === ':memory:') return { name: url };
  const absolute = resolve(path);
  return existsSync(absolute) ? { name: absolute } : { name: absolute, missing: absolute };
}

/**
 * The transport as serveStdio sees it: `initialize` and `ping` (and
 * notifications, and a `server/discover` probe) are delivered at once; the
 * first answer sent, or the first message that needs the tools, starts
 * `prepare` (the database, the key, the application), and that message and
 * every one after it wait, in order, until it is done.
 */
class WaitingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /** Messages waiting for `prepare`; null once it is done. */
  private waiting: JSONRPCMessage[] | null = [];
  private failure!: (error: Error) => void;
  /** Settles with the error if `prepare` fails. */
  readonly failed = new Promise<Error>((resolve) => (this.failure = resolve));
  /** `prepare` once started, settled (never rejected) when it is over. */
  prepared: Promise<void> = Promise.resolve();
  private started = false;

  constructor(
    private readonly inner: StdioServerTransport,
    private readonly prepare: () => Promise<void>,
  ) {
    inner.onmessage = (message) => {
      if (this.waiting === null) return this.onmessage?.(message);
      if (this.waiting.length === 0 && answeredWithoutApp(message)) return this.onmessage?.(message);
      this.waiting.push(message);
      this.startPreparing();
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  /** Starts `prepare` once; when it is done, delivers the messages that waited, in order. */
  private startPreparing(): void {
    if (this.started) return;
    this.started = true;
    this.prepared = this.prepare().then(
      () => {
        const waiting = this.waiting ?? [];
        this.waiting = null;
        for (const message of waiting) this.onmessage?.(message);
      },
      (err: unknown) => this.failure(err instanceof Error ? err : new Error(String(err))),
    );
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.inner.send(message);
    // The answer to `initialize` is out: prepare while the client reads it.
    this.startPreparing();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

const WITHOUT_APP = new Set(['initialize', 'ping', 'server/discover']);

/** A message the server answers (or takes in) without the application. */
function answeredWithoutApp(message: JSONRPCMessage): boolean {
  if (!('method' in message)) return true;
  return !('id' in message) || WITHOUT_APP.has(message.method);
}

/** A line longer than this is not looked into (the transport refuses it anyway). */
const MAX_LINE = 16 * 1024 * 1024;

/**
 * The stdio transport, fed from standard input through a reader that keeps
 * each `tools/call`'s arguments as sent (by JSON-RPC ID): the SDK's parsing
 * drops keys such as `__proto__`, which the tools refuse by name.
 */
function sentArguments(transportOf: (input: PassThrough) => StdioServerTransport) {
  const byId = new Map<unknown, unknown>();
  const input = new PassThrough();
  const decoder = new StringDecoder('utf8');
  let line = '';
  let skipping = false;
  const remember = (text: string) => {
    try {
      const value = JSON.parse(text);
      for (const message of Array.isArray(value) ? value : [value])
        if (message?.method === 'tools/call' && message.id !== undefined)
          byId.set(message.id, message.params?.arguments);
    } catch {
      // Not JSON: the transport answers it.
    }
  };
  process.stdin.on('data', (chunk: Buffer) => {
    let text = decoder.write(chunk);
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
      if (!skipping) remember(line + text.slice(0, end));
      line = '';
      skipping = false;
      text = text.slice(end + 1);
    }
    if (!skipping) line += text;
    if (line.length > MAX_LINE) {
      line = '';
      skipping = true;
    }
    input.write(chunk);
  });
  process.stdin.on('end', () => input.end());
  return {
    transport: transportOf(input),
    take(id: unknown): unknown {
      const args = byId.get(id);
      byId.delete(id);
      return args;
    },
  };
}
