/* global process, fetch, Headers, Request, URL */
// Preloaded (`node --import`) into the MCP conformance runner, whose `server` command has no
// option for a request header: every fetch to CONFORMANCE_ORIGIN carries
// `Authorization: Bearer CONFORMANCE_BEARER_TOKEN`, the API key the server asks for. Requests to
// any other origin go out as they were.
const token = process.env.CONFORMANCE_BEARER_TOKEN;
const origin = process.env.CONFORMANCE_ORIGIN;
if (!token || !origin) throw new Error('CONFORMANCE_BEARER_TOKEN and CONFORMANCE_ORIGIN must be set');

const send = fetch;
globalThis.fetch = (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== new URL(origin).origin) return send(input, init);
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set('authorization', `Bearer ${token}`);
  return send(input, { ...init, headers });
};
