import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { createMcpHandler } from '@modelcontextprotocol/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AppError, validationError } from '../../core/errors.js';
import { installJsonParser } from '../../core/validation.js';
import type { ApiModule } from '../../core/module.js';
import { type ApiContract, readContract } from './mcp.contract.js';
import type { Caller } from './mcp.rest.js';
import { keptAnswerKey, sendComputed, sendKept, withStandIn } from './mcp.answers.js';
import { mcpTurns } from './mcp.turns.js';

type McpHandler = ReturnType<typeof createMcpHandler>;

/** The SDK's stateless answer to GET and DELETE (a JSON-RPC error; test/mcp.test.ts compares the two). */
const STATELESS_METHOD_NOT_ALLOWED = JSON.stringify({
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed.' },
  id: null,
});

/** A JSON-RPC batch holds at most this many messages (notifications included); a larger one is refused whole. */
export const MAX_BATCH = 100;

/** Headers of the HTTP request that the SDK's handler does not need from Node's request. */
const HOP_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** The text of each request's body, as the parser read it. */
const bodyTexts = new WeakMap<FastifyRequest, string>();

/** What the handler hands each server (a type, not an interface: the SDK's `extra` is a Record). */
type CallerExtra = {
  caller: Caller;
  argumentsOf: (id: unknown) => unknown;
  /** Set by the server when the message was answered with a success (a tool list, a result without `isError`). */
  succeeded: boolean;
};

/** The arguments of the `tools/call` with this JSON-RPC ID, as they were sent. */
function argumentsIn(body: unknown, id: unknown): unknown {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages)
    if (message && typeof message === 'object' && message.method === 'tools/call' && message.id === id)
      return message.params?.arguments;
  return undefined;
}

/**
 * `/mcp` (API.md section 11): the MCP server over Streamable HTTP,
 * stateless, in the scope of the API routes, so that the key hook, the rate
 * limit (the HTTP request counts once, whatever it carries), request IDs
 * and the 401, 413 and 429 answers are the REST API's. Each request gets a
 * fresh server instance bound to its key (mcp.server.ts); the SDK's
 * stateless handler speaks the current protocol revision and the older
 * ones.
 */
export const mcpModule: ApiModule = {
  name: 'mcp',
  routes: async (app, { config, answers }) => {
    // Tool arguments may hold any key (`__proto__` included): the tools refuse
    // unknown ones by name. The body is otherwise read as everywhere else.
    // Its text is handed to the SDK as sent: the value is never serialised again.
    installJsonParser(app, (request, body) => bodyTexts.set(request, body.text));

    // MCP clients find how to authenticate from the 401 (the key is a bearer token).
    // A 405 names the one method the endpoint serves (GET and DELETE answer 405 when stateless).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      if (reply.statusCode === 405) reply.header('allow', 'POST');
      done(null, payload);
    });

    // The HTTP request is a carrier: a write tool takes its `idempotency_key` as
    // an argument (each call its own), so an Idempotency-Key header here means nothing.
    app.addHook('onRequest', (request, _reply, done) => {
      delete request.headers['idempotency-key'];
      done();
    });

    // A key's bursts take turns with every other client's requests (mcp.turns.ts).
    app.addHook('preParsing', mcpTurns());

    let contract: ApiContract | null = null;
    const contractOf = () => (contract ??= readContract(app));
    // The SDK and the tools (with zod under them) are loaded by the first request to /mcp,
    // not by every start of the server (a fifth of a start's time, bench/RESULTS.md).
    let handler: Promise<McpHandler> | null = null;
    const handlerOf = () =>
      (handler ??= Promise.all([import('@modelcontextprotocol/server'), import('./mcp.server.js')]).then(
        ([{ createMcpHandler }, { createToolServer }]) =>
          createMcpHandler(
            (ctx) => {
              const extra = ctx.authInfo?.extra as CallerExtra;
              return createToolServer(
                extra.caller,
                contractOf,
                extra.argumentsOf,
                (ok) => (extra.succeeded = ok),
              );
            },
            {
              maxRequestBodySize: config.bodyLimitBytes,
              onerror: (err) => app.log.debug(err),
            },
          ),
      ));
    app.addHook('onClose', async () => {
      if (handler) await (await handler).close();
    });

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body;
      if (Array.isArray(body) && body.length > MAX_BATCH)
        throw validationError(
          [{ path: '/body', message: `must have at most ${MAX_BATCH} items` }],
          `A JSON-RPC batch holds at most ${MAX_BATCH} messages; this one has ${body.length} and none was served.`,
        );
      // A tool list or a read answered before, while nothing it depends on changed: from memory.
      const text = bodyTexts.get(request);
      const keepKey = answers ? keptAnswerKey(request, body, text) : null;
      if (keepKey) {
        const kept = answers!.get(keepKey);
        if (kept) return sendKept(reply, kept, (body as { id: unknown }).id);
      }
      const message = keepKey ? withStandIn(body as object) : body;
      const authHeaders: Record<string, string> = {};
      for (const name of ['authorization', 'x-service-api-key']) {
        const value = request.headers[name];
        if (typeof value === 'string') authHeaders[name] = value;
      }
      const caller: Caller = {
        app,
        authHeaders,
        grants: request.auth.grants,
        requestId: () => request.id,
      };
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (!HOP_HEADERS.has(name) && typeof value === 'string') headers.set(name, value);
      const webRequest = new Request(`http://${request.host || 'localhost'}${request.url}`, {
        method: request.method,
        headers,
        ...(body !== undefined ? { body: keepKey ? JSON.stringify(message) : (text ?? '') } : {}),
      });
      const extra: CallerExtra = { caller, argumentsOf: (id) => argumentsIn(message, id), succeeded: false };
      const response = await (
        await handlerOf()
      ).fetch(webRequest, {
        ...(body !== undefined ? { parsedBody: message } : {}),
        authInfo: { token: '', clientId: request.auth.keyId, scopes: [], extra },
      });
      if (keepKey) {
        // Read whole (a read's answer is one message: the call has ended when it is read),
        // kept on success, sent with the message's own ID.
        return sendComputed(reply, response, (body as { id: unknown }).id, (kept) => {
          if (extra.succeeded && response.status === 200) answers!.set(keepKey, kept);
        });
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream'))
        return reply.send(Readable.fromWeb(response.body as unknown as WebReadableStream));
      return reply.send(await response.text());
    };

    app.post(
      '/mcp',
      {
        // Each tool call is checked as the REST request it stands for (a tool's name is the protocol's).
        config: { scope: 'none', bodyCarriesRequests: true },
        schema: {
          // JSON-RPC, described by the protocol's own tools/list, not by the OpenAPI document of the REST API.
          hide: true,
          operationId: 'mcpPost',
          summary: 'Send MCP messages (JSON-RPC)',
          description:
            'One JSON-RPC message, or a batch of at most 100 (notifications included; a larger batch is refused ' +
            'whole), of the Model Context Protocol: `tools/list`, `tools/call` and the lifecycle. Stateless: no ' +
            'session ID, any instance answers. The answer is JSON, or an SSE stream when the client accepts one and ' +
            'the protocol needs it. The request counts once against the key`s rate limit. API.md section 11.',
          body: JsonRpcBody,
        },
      },
      serve,
    );
    for (const method of ['GET', 'DELETE'] as const)
      app.route({
        method,
        url: '/mcp',
        config: { scope: 'none' },
        schema: {
          hide: true,
          operationId: method === 'GET' ? 'mcpGet' : 'mcpDelete',
          summary: method === 'GET' ? 'Open an MCP stream' : 'End an MCP session',
          description:
            'As the Streamable HTTP transport says: a stateless server holds no session and no stream to resume, ' +
            'so this answers 405 with a JSON-RPC error body. API.md section 11.',
        },
        // What the SDK's stateless handler answers to any method but POST, without building a
        // web Request for it: 200 streams reopened at once cost the server as little as a 405 can.
        handler: async (_request, reply) =>
          reply.status(405).type('application/json; charset=utf-8').send(STATELESS_METHOD_NOT_ALLOWED),
      });
    // The other methods: 405 with the contract's body, as for any known path.
    app.route({
      method: ['PUT', 'PATCH', 'OPTIONS'],
      url: '/mcp',
      config: { scope: 'none' },
      schema: { hide: true },
      handler: async (request) => {
        throw new AppError(
          405,
          'method_not_allowed',
          `${request.method} is not allowed on ${request.url.split('?')[0]}; use POST.`,
        );
      },
    });
  },
};

/** A JSON-RPC message: its members are the protocol's, checked by the MCP server itself. */
const JsonRpcMessage = Type.Object(
  { jsonrpc: Type.Optional(Type.String({ description: 'Always "2.0"' })) },
  { additionalProperties: true },
);

const JsonRpcBody = Type.Union([JsonRpcMessage, Type.Array(JsonRpcMessage, { minItems: 1 })], {
  description: 'A JSON-RPC request, notification or response, or a batch of them',
});
