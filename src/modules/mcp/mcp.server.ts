import { ProtocolError, ProtocolErrorCode, Server, type Tool } from '@modelcontextprotocol/server';
import type { ApiContract } from './mcp.contract.js';
import type { Caller } from './mcp.rest.js';
import { callTool, listTools, TOOLS } from './mcp.tools.js';

export const SERVER_INFO = { name: 'crm', title: 'Contact service', version: '0.1.0' };

/**
 * What the server tells a client at `initialize`. It names no resource: `crm
 * mcp` answers `initialize` before the resources are loaded, and `describe`
 * and the tools' `resource` argument name them as they are registered.
 */
const INSTRUCTIONS =
  'A CRM workspace. Call `describe` first to learn its resources and the fields, filters and includes this ' +
  'key can use; `search` before `create` to avoid duplicates. Writes ' +
  'are all or nothing; pass an `idempotency_key` to make a write safe to retry.';

/**
 * One MCP server instance for one caller (over HTTP: one request; over
 * stdio: the connection). `tools/list` shows the tools the key's scopes
 * allow; `tools/call` of a name outside the table is a protocol error, of a
 * tool of the table a result (`isError` when refused).
 *
 * `argumentsOf` gives a call's arguments as the client sent them, when the
 * transport has them (HTTP: from the parsed body), so that keys such as
 * `__proto__` are seen and refused rather than lost in parsing. `answered`
 * hears whether a tool list or call succeeded (HTTP keeps such answers:
 * mcp.answers.ts). Its calls run one after another, in the order they came.
 */
export function createToolServer(
  caller: Caller,
  contract: () => ApiContract,
  argumentsOf?: (id: unknown) => unknown,
  answered?: (succeeded: boolean) => void,
): Server {
  // The low-level server: tools/list and tools/call are answered from the table, per key.
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler('tools/list', async () => {
    const tools = listTools(contract(), caller);
    answered?.(true);
    // Each entry of the table is a tool's definition as MCP lists it (name, description, schemas).
    return { tools: tools as Tool[] };
  });
  // One call at a time: the calls of a batch (or of a stdio connection) wait for each other,
  // so that a batch of 100 writes takes its turns with other requests instead of all at once.
  let turn: Promise<unknown> = Promise.resolve();
  server.setRequestHandler('tools/call', (request, ctx) => {
    const { name } = request.params;
    const tool = TOOLS.find((t) => t.name === name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${String(name)}`);
    const sent = argumentsOf?.(ctx.mcpReq.id);
    const call = turn.then(async () => {
      const result = await callTool(
        tool,
        sent === undefined ? request.params.arguments : sent,
        caller,
        contract(),
      );
      answered?.(!result.isError);
      return server.projectCallToolResult(result, undefined);
    });
    turn = call.catch(() => undefined);
    return call;
  });
  return server;
}
