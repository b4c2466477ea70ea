import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { CLI, ROOT } from './cli-run.js';
import { BASE, type Client as ClientOf, type Harness } from './harness.js';

/** What the MCP tests share: clients of the official SDK over HTTP and over stdio. */

export const MCP_PATH = `${BASE}/mcp`;

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

/** A tag, a company, a contact custom field and a contact linked to them, made by `owner`. */
export async function seedRecords(owner: ClientOf) {
  const tag = (await owner.post('/tags', { name: 'VIP' })).body.data;
  const company = (await owner.post('/companies', { name: 'Acme', tags: [tag.id] })).body.data;
  const field = (
    await owner.post('/custom-fields', {
      name: 'Nick',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    })
  ).body.data;
  const contact = (
    await owner.post('/contacts', {
      first_name: 'Ada',
      emails: ['ada@example.com'],
      companies: [company.id],
      tags: [tag.id],
      custom_fields: [{ id: field.id, value: 'Countess' }],
    })
  ).body.data;
  for (const made of [tag, company, field, contact])
    if (!made?.id) throw new Error('seedRecords: a record was not made');
  return { tag, company, field, contact };
}
