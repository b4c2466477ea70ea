import { createServer } from 'node:http';

/**
 * The receiver of scenario ew, in its own process: it answers every POST
 * with 204 at once, before reading the body, and counts the distinct
 * `webhook-id`s (event IDs) it got. `GET /count` answers
 * `{"received": distinct IDs, "deliveries": POSTs}`. It checks no
 * signature: what the scenario measures is the server's cost of delivering,
 * not a receiver's.
 *
 * Usage: node --import tsx bench/webhook-receiver.ts PORT
 */
const port = Number(process.argv[2]);
const received = new Set<string>();
let deliveries = 0;

const server = createServer((req, res) => {
  if (req.method === 'POST') {
    const id = req.headers['webhook-id'];
    if (typeof id === 'string') received.add(id);
    deliveries++;
    res.writeHead(204).end();
    req.resume();
    return;
  }
  if (req.url === '/count') {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ received: received.size, deliveries }));
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
