import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptBytes } from '../../core/answers.js';
import { areas, type Grants } from '../../core/scopes.js';

/**
 * MCP answers kept in the memory of answers (API.md section 10), as the
 * REST reads are.
 *
 * `tools/list`, and a `tools/call` of a tool that only reads records
 * (`search`, `get`), answer the same bytes to the same message from a key
 * with the same scopes, as long as nothing in the workspace changed: the
 * tool's REST read is itself an answer kept per change mark. The SDK's
 * handler answers the first such message; the next ones are answered from
 * memory with their own JSON-RPC ID put in its place, without a server
 * instance, a transport or a second request through the REST layer.
 *
 * The key holds everything the answer's bytes depend on: the workspace and
 * its change mark (a call; the tool list depends on the scopes only), what
 * the key's scopes grant, the headers the protocol reads (the revision,
 * the media types, `Mcp-*`), and the message without its ID. Only a
 * success is kept: an error result names its request ID.
 */

/** The tools whose successful answer depends only on the workspace's records and the arguments. */
const READ_TOOLS: ReadonlySet<string> = new Set(['search', 'get']);

/** Messages longer than this are answered, never kept (the arguments of a read are short). */
const MAX_MESSAGE_CHARS = 4096;

/** The headers of the request that the protocol's handler reads; every `mcp-*` header besides. */
const READ_HEADERS = ['accept', 'content-type', 'origin', 'host'];

/**
 * The stand-in for the message's ID while its answer is computed: unguessable,
 * so that the one place it takes in the answer is where the ID goes.
 */
const ID_STAND_IN = `crm-mcp-id-${randomBytes(16).toString('hex')}`;
const STAND_IN_TEXT = JSON.stringify(ID_STAND_IN);
const STAND_IN_JSON = Buffer.from(STAND_IN_TEXT);

interface KeptMcpAnswer extends KeptBytes {
  status: number;
  headers: Array<[string, string]>;
  /** The byte offset in `body` where the message's ID goes. */
  idAt: number;
}

const grantSignatures = new WeakMap<Grants, string>();

function grantSignature(grants: Grants): string {
  let signature = grantSignatures.get(grants);
  if (signature === undefined) {
    signature = areas()
      .map((area) => grants[area])
      .join('');
    grantSignatures.set(grants, signature);
  }
  return signature;
}

function headerSignature(request: FastifyRequest): string {
  const parts: string[] = [];
  for (const name of READ_HEADERS) parts.push(String(request.headers[name] ?? ''));
  for (const [name, value] of Object.entries(request.headers))
    if (name.startsWith('mcp-')) parts.push(`${name}=${String(value)}`);
  return parts.join('\n');
}

/**
 * The key under which the answer to this body may be kept, or null when it
 * may not: not one request, not a tool list or a read, too long, or a read
 * without a change mark.
 */
export function keptAnswerKey(
  request: FastifyRequest,
  body: unknown,
  bodyText: string | undefined,
): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  if (bodyText === undefined || bodyText.length > MAX_MESSAGE_CHARS) return null;
  const message = body as Record<string, unknown>;
  if (message.id === undefined || message.id === null) return null;
  let mark = '';
  if (message.method === 'tools/call') {
    const name = (message.params as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string' || !READ_TOOLS.has(name) || request.changeMark === null) return null;
    mark = `${request.auth.workspaceId}\n${request.changeMark}`;
  } else if (message.method !== 'tools/list') return null;
  const { id: _id, ...withoutId } = message;
  return `mcp\n${mark}\n${grantSignature(request.auth.grants)}\n${headerSignature(request)}\n${JSON.stringify(withoutId)}`;
}

/** The message with the ID stand-in in place of its ID, for the handler to answer. */
export const withStandIn = (body: object): object => ({ ...body, id: ID_STAND_IN });

/** Sends a kept answer with `id` in its place. */
export function sendKept(reply: FastifyReply, kept: KeptBytes, id: unknown): FastifyReply {
  const answer = kept as KeptMcpAnswer;
  reply.status(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.send(
    Buffer.concat([
      answer.body.subarray(0, answer.idAt),
      Buffer.from(JSON.stringify(id)),
      answer.body.subarray(answer.idAt),
    ]),
  );
}

/**
 * Sends the answer the handler computed for the message with the stand-in,
 * with `id` in its place, as a kept answer is sent. `keep` is offered it,
 * once the whole answer is read, when the stand-in is in it exactly once.
 */
export async function sendComputed(
  reply: FastifyReply,
  response: Response,
  id: unknown,
  keep: (kept: KeptBytes) => void,
): Promise<FastifyReply> {
  const text = await response.text();
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value]);
  });
  const bytes = Buffer.from(text, 'utf8');
  const idAt = bytes.indexOf(STAND_IN_JSON);
  if (idAt < 0 || bytes.indexOf(STAND_IN_JSON, idAt + 1) >= 0) {
    reply.status(response.status);
    for (const [name, value] of headers) reply.header(name, value);
    return reply.send(text.replaceAll(STAND_IN_TEXT, JSON.stringify(id)));
  }
  const body = Buffer.concat([bytes.subarray(0, idAt), bytes.subarray(idAt + STAND_IN_JSON.length)]);
  const kept: KeptMcpAnswer = { body, status: response.status, headers, idAt };
  keep(kept);
  return sendKept(reply, kept, id);
}
