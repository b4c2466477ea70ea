import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { Command } from 'commander';
import pino from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { grantsOf } from '../core/scopes.js';
import type { DbHandle } from '../db/connect.js';
import { type ApiContract, readContract } from '../modules/mcp/mcp.contract.js';
import { BASE_PATH, type Caller } from '../modules/mcp/mcp.rest.js';
import { createToolServer } from '../modules/mcp/mcp.server.js';
import { CliError, openDatabase } from './common.js';

/**
 * `crm mcp` (API.md section 11): the MCP tools over stdio, for the key in
 * CRM_API_KEY on DATABASE_URL: a local assistant on the embedded database.
 * The tools run in an application built in this process, as over HTTP,
 * without its rate limit. Standard output carries nothing but the
 * protocol: logs and errors go to standard error.
 */
export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description('Serve the MCP tools over stdio for the key in CRM_API_KEY (for a local AI assistant)')
    .action(async () => {
      let handle: DbHandle | undefined;
      try {
        const key = process.env.CRM_API_KEY?.trim();
        if (!key) throw new CliError('set CRM_API_KEY to the API key the assistant works with');
        handle = await openDatabase();
        const config = loadConfig(process.env, { rateLimitPerMinute: 0, authFailuresPerMinute: 0 });
        const app = await buildApp({
          config,
          handle,
          logStream: pino.destination(2),
        });
        await app.ready();
        const authHeaders = { 'x-service-api-key': key };
        const me = await app.inject({ method: 'GET', url: `${BASE_PATH}/me`, headers: authHeaders });
        if (me.statusCode !== 200) {
          await app.close();
          throw new CliError(
            `CRM_API_KEY is not a valid API key of this database (GET /me: ${me.statusCode})`,
          );
        }
        const caller: Caller = {
          app,
          authHeaders,
          grants: grantsOf(JSON.parse(me.body).data.api_key.scopes),
          requestId: () => randomUUID(),
        };
        let contract: ApiContract | null = null;
        const sent = sentArguments();
        const server = serveStdio(
          () => createToolServer(caller, () => (contract ??= readContract(app)), sent.take),
          { transport: sent.transport, onerror: (err) => app.log.debug(err) },
        );
        const opened = handle;
        await new Promise<void>((resolve) => {
          process.stdin.once('end', resolve);
          process.stdin.once('close', resolve);
          process.once('SIGTERM', resolve);
          process.once('SIGINT', resolve);
        });
        await server.close().catch(() => {});
        await app.close();
        await opened.close();
      } catch (err) {
        const text = err instanceof CliError ? err.message : `unexpected error: ${String(err)}`;
        process.stderr.write(`crm: ${text}\n`);
        process.exitCode = 1;
        await handle?.close().catch(() => {});
      }
    });
}

/** A line longer than this is not looked into (the transport refuses it anyway). */
const MAX_LINE = 16 * 1024 * 1024;

/**
 * The stdio transport, fed from standard input through a reader that keeps
 * each `tools/call`'s arguments as sent (by JSON-RPC ID): the SDK's parsing
 * drops keys such as `__proto__`, which the tools refuse by name.
 */
function sentArguments() {
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
    transport: new StdioServerTransport(input, process.stdout),
    take(id: unknown): unknown {
      const args = byId.get(id);
      byId.delete(id);
      return args;
    },
  };
}
