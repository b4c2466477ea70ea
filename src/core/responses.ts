import type { FastifyReply, FastifyRequest } from 'fastify';

/** 201 with a `Location` naming the new record under the prefix the client used. */
export function created<T>(request: FastifyRequest, reply: FastifyReply, id: string, body: T): T {
  const collection = request.url.split('?')[0].replace(/\/+$/, '');
  reply.code(201).header('location', `${collection}/${encodeURIComponent(id)}`);
  return body;
}
