import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The limit: a bare Fastify server in its own process, answering fixed,
 * already serialised JSON bodies (read from the file named by the first
 * argument: `{"/a": "<body>", "/c": "<body>"}`) with no key check, no
 * validation and no database. What a Fastify route costs on this machine
 * with bodies of the same size as the service's answers; the service's
 * results are read as a share of it.
 *
 * A request whose `If-None-Match` is exactly the body's ETag (computed once
 * here, as the service computes its own: a SHA-1 of the bytes) is answered
 * 304 with that ETag and no body: the limit of the conditional polls.
 *
 * Usage: node --import tsx bench/limit-server.ts BODIES.json PORT
 */
const [bodiesFile, portArg] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  const payload = Buffer.from(body);
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  app.get(path, (request, reply) => {
    if (request.headers['if-none-match'] === etag) reply.code(304).header('etag', etag).send();
    else reply.header('content-type', 'application/json; charset=utf-8').send(payload);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(portArg) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
