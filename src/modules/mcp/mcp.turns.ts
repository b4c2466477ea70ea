import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';

/** Requests of one key to `/mcp` served at once; the others wait their turn, in order. */
export const MCP_REQUESTS_AT_ONCE = 2;

/**
 * Turns on `/mcp`, per key: a key's requests beyond `MCP_REQUESTS_AT_ONCE`
 * wait (they are not refused) and each is let in one event-loop turn after
 * a request of the key has ended. A burst on one key (1,000 notifications
 * on keep-alive connections, 200 GET streams held open) then takes the
 * server a few requests at a time, with every other client's requests
 * served in between, instead of all of its requests' body parsing,
 * validation and protocol work running back to back while the others wait.
 *
 * A turn is taken before the body is parsed (after the key and the rate
 * limit, which are cheap and must answer at once) and given back when the
 * response has ended or its connection closed, whichever comes first: an
 * event stream holds its turn while it is open.
 */
export function mcpTurns(atOnce = MCP_REQUESTS_AT_ONCE): preParsingHookHandler {
  const keys = new Map<string, { serving: number; waiting: (() => void)[] }>();

  const leave = (keyId: string) => {
    const key = keys.get(keyId)!;
    const next = key.waiting.shift();
    if (!next) {
      if (--key.serving === 0) keys.delete(keyId);
      return;
    }
    // The next request of the key starts after the I/O that arrived meanwhile (other clients).
    setImmediate(next);
  };

  return (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const keyId = request.auth.keyId;
    let key = keys.get(keyId);
    if (!key) keys.set(keyId, (key = { serving: 0, waiting: [] }));
    let state: 'waiting' | 'serving' | 'gone' = 'waiting';
    reply.raw.once('close', () => {
      if (state === 'serving') leave(keyId);
      state = 'gone';
    });
    if (key.serving < atOnce) {
      key.serving++;
      state = 'serving';
      return done(null, payload);
    }
    key.waiting.push(() => {
      // Its client went away while it waited: the turn goes on to the next one.
      if (state === 'gone') return leave(keyId);
      state = 'serving';
      done(null, payload);
    });
  };
}
