import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as Sdk1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as Sdk1StdioTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as Sdk1HttpTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll } from 'vitest';
import { CLI, ROOT } from './cli-run.js';
import { BASE, type Harness } from './harness.js';

/** What the MCP tests share: clients of the official SDK over HTTP and over stdio. */

export const MCP_PATH = `${BASE}/mcp`;

/** The eleven tools, in the order tools/list names them. */
export const ALL_TOOLS = [
  'describe',
  'search',
  'get',
  'create',
  'update',
  'delete',
  'merge',
  'duplicates',
  'events',
  'restore',
  'undo',
];

/** The tools a read-only key lists. */
export const READ_TOOLS = ['describe', 'search', 'get', 'duplicates', 'events'];

/** The app of the harness listening on 127.0.0.1 (once per app), and its base URL. */
const listening = new WeakMap<object, Promise<string>>();
export function baseUrl(t: Harness): Promise<string> {
  let url = listening.get(t.app);
  if (!url) listening.set(t.app, (url = t.app.listen({ host: '127.0.0.1', port: 0 })));
  return url;
}

/** An MCP client connected over Streamable HTTP with this key. */
export async function httpClient(t: Harness, key: string, revision?: string): Promise<Client> {
  // Without a revision, the client's default: the 2025 handshake; with one, pinned to it (server/discover).
  const client = new Client(
    { name: 'crm-tests', version: '1.0.0' },
    revision ? { versionNegotiation: { mode: { pin: revision } } } : {},
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${await baseUrl(t)}${MCP_PATH}`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

/**
 * The HTTP clients of a suite, closed after all its tests: `connect(key)`
 * makes one with this key, `keep(client)` adds one made otherwise.
 */
export function suiteClients(t: Harness) {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
  });
  const keep = (client: Client) => {
    clients.push(client);
    return client;
  };
  return { connect: async (key: string) => keep(await httpClient(t, key)), keep };
}

/** An MCP client of `crm mcp` (the built CLI) over stdio, for this key on this database. */
export async function stdioClient(
  databaseUrl: string,
  key: string,
  revision?: string,
): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp'],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), DATABASE_URL: databaseUrl, CRM_API_KEY: key },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const client = new Client(
    { name: 'crm-tests', version: '1.0.0' },
    revision ? { versionNegotiation: { mode: { pin: revision } } } : {},
  );
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** A raw JSON-RPC POST to /mcp with this key (for what the SDK's client would not send). */
export async function rawPost(
  t: Harness,
  key: string | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${await baseUrl(t)}${MCP_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, messages: parseMessages(text) };
}

/** The JSON-RPC messages of an answer: a JSON body, or the data lines of an SSE stream. */
function parseMessages(text: string): any[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [value];
  } catch {
    return text
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => JSON.parse(line.slice(5)));
  }
}

export { toolCall } from './hostile-payloads.js';

export { seedRecords } from './scopes-support.js';

/**
 * Clients of the official SDK's 1.x package (`@modelcontextprotocol/sdk`), as
 * most hosts ship it: after `tools/list` it checks every `structuredContent`
 * against the tool's output schema (on errors too), and throws when a
 * success does not match or a tool with an output schema answers none.
 */
export async function sdk1HttpClient(t: Harness, key: string): Promise<Sdk1Client> {
  const client = new Sdk1Client({ name: 'crm-tests-sdk1', version: '1.0.0' });
  await client.connect(
    new Sdk1HttpTransport(new URL(`${await baseUrl(t)}${MCP_PATH}`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

/** An SDK 1.x client of `crm mcp` (the built CLI) over stdio, for this key on this database. */
export async function sdk1StdioClient(databaseUrl: string, key: string): Promise<Sdk1Client> {
  const client = new Sdk1Client({ name: 'crm-tests-sdk1', version: '1.0.0' });
  await client.connect(
    new Sdk1StdioTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      cwd: ROOT,
      env: {
        ...(process.env as Record<string, string>),
        DATABASE_URL: databaseUrl,
        CRM_API_KEY: key,
        LOG_LEVEL: 'silent',
      },
      stderr: 'pipe',
    }),
  );
  return client;
}

export { Sdk1Client };

/**
 * The error of a refused call (API.md section 11): `isError`, no
 * `structuredContent`, and the REST error body as its one text content.
 */
export function errorOf(result: any): {
  code: string;
  message: string;
  request_id: string;
  details: { path: string; message: string }[];
} {
  if (result?.isError !== true || result.structuredContent !== undefined || result.content?.length !== 1)
    throw new Error(`not a refusal as the contract states it: ${JSON.stringify(result)}`);
  const body = JSON.parse(result.content[0].text);
  if (Object.keys(body).join() !== 'error') throw new Error(`not an error body: ${result.content[0].text}`);
  return body.error;
}
