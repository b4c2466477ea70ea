import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';

/** Requests of one key to `/mcp` served at once; the others wait their turn, in order. */
export const MCP_REQUESTS_AT_ONCE = 2;

/** What the turns of one key are: how many of its requests are served, and who waits. */
interface KeyTurns {
  serving: number;
  waiting: (() => void)[];
}

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
 * limit, which are cheap and must answer at once) and given back exactly
 * once, when the response has ended or its connection closed, whichever
 * comes first: an event stream holds its turn while it is open. A request
 * whose connection closed before it reached this point (a client that went
 * away while its key was looked up) takes no turn at all: no `close` would
 * ever give it back.
 */
export function mcpTurns(atOnce = MCP_REQUESTS_AT_ONCE): preParsingHookHandler & {
  /** How many requests each key has served and waiting now (for tests and diagnostics). */
  inUse(): Map<string, { serving: number; waiting: number }>;
} {
  const keys = new Map<string, KeyTurns>();

  const leave = (keyId: string) => {
    const key = keys.get(keyId)!;
    const next = key.waiting.shift();
    if (!next) {
      if (--key.serving === 0) keys.delete(keyId);
      return;
    }
    // The turn passes to the next request of the key, after the I/O that arrived meanwhile (other clients).
    setImmediate(next);
  };

  const hook: preParsingHookHandler = (request, reply, payload, done) => {
    if (connectionGone(request, reply)) return done(null, payload);
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
  return Object.assign(hook, {
    inUse: () =>
      new Map(
        [...keys].map(([keyId, key]) => [keyId, { serving: key.serving, waiting: key.waiting.length }]),
      ),
  });
}

/** True when the response can no longer be sent: its `close` has been emitted, or is about to be. */
function connectionGone(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.raw.destroyed || reply.raw.writableEnded || request.raw.socket?.destroyed === true;
}
