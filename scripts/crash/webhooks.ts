import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';

/**
 * The crash test's side of webhook delivery (API.md section 8): a receiver
 * that checks every delivery as a real one would, and `crm worker` as a
 * child process that can be killed mid-delivery.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A webhook receiver on 127.0.0.1: every POST to `/hook` must carry a
 * Standard Webhooks signature that the published `standardwebhooks` library
 * accepts for the webhook's secret, and a `webhook-id` equal to the event's
 * ID. A delivery counts as received once it is answered 204. On request it
 * holds deliveries unanswered, so a process can be killed while it waits
 * for the answer: those deliveries are not received, and must come again.
 */
export class Receiver {
  /** Event IDs answered 204, each once. */
  readonly received = new Set<string>();
  /** Deliveries answered 204, repeats included. */
  deliveries = 0;
  /** Deliveries left unanswered while their sender was killed. */
  cut = 0;
  /** When the last new event ID arrived. */
  lastNewAt = 0;
  url = '';
  private secret: string | null = null;
  private readonly server: Server;
  private holding: ((eventId: string) => void) | null = null;
  private held: ServerResponse[] = [];

  constructor(private readonly problem: (text: string) => void) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A sender killed mid-body never ends its request: nothing was delivered.
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
      req.on('error', () => {});
      res.on('error', () => {});
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the receiver has no port');
    this.url = `http://127.0.0.1:${address.port}/hook`;
  }

  /** The secret of the webhook that delivers here (POST /webhooks answered it). */
  expect(secret: string): void {
    this.secret = secret;
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string): void {
    const eventId = String(req.headers['webhook-id'] ?? '');
    if (req.method !== 'POST' || req.url !== '/hook') {
      this.problem(`receiver: ${req.method} ${req.url} is not a delivery`);
      res.writeHead(404).end();
      return;
    }
    if (!this.secret) {
      this.problem(`receiver: delivery ${eventId} came before its webhook was made`);
      res.writeHead(400).end();
      return;
    }
    try {
      new Webhook(this.secret).verify(body, {
        'webhook-id': eventId,
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      });
    } catch (err) {
      this.problem(`receiver: delivery ${eventId} failed signature verification: ${(err as Error).message}`);
      res.writeHead(400).end();
      return;
    }
    let event: { id?: unknown };
    try {
      event = JSON.parse(body);
    } catch {
      this.problem(`receiver: delivery ${eventId} has a body that is not JSON`);
      res.writeHead(400).end();
      return;
    }
    if (event.id !== eventId) this.problem(`receiver: webhook-id ${eventId} carries event ${event.id}`);
    if (this.holding) {
      this.held.push(res);
      this.cut++;
      this.holding(eventId);
      return;
    }
    if (!this.received.has(eventId)) {
      this.received.add(eventId);
      this.lastNewAt = Date.now();
    }
    this.deliveries++;
    res.writeHead(204).end();
  }

  /**
   * From now on, deliveries are held unanswered; resolves with the first
   * one's event ID, or null when none came within `timeoutMs` (holding
   * goes on until `dropHeld`).
   */
  holdNext(timeoutMs: number): Promise<string | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      this.holding = (eventId) => {
        clearTimeout(timer);
        resolve(eventId);
      };
    });
  }

  /** Ends holding: the held requests' connections are closed unanswered. */
  dropHeld(): void {
    this.holding = null;
    for (const res of this.held) res.socket?.destroy();
    this.held = [];
  }

  /**
   * Waits until every one of `eventIds` was received, and answers those
   * still missing when it gave up: after `stallMs` without a new one (a
   * backlog still moving is waited for), or `timeoutMs` in all.
   */
  async waitFor(eventIds: string[], stallMs: number, timeoutMs: number): Promise<string[]> {
    const started = Date.now();
    for (;;) {
      const missing = eventIds.filter((id) => !this.received.has(id));
      const now = Date.now();
      if (!missing.length || now - started > timeoutMs) return missing;
      if (now - Math.max(started, this.lastNewAt) > stallMs) return missing;
      await sleep(100);
    }
  }

  async close(): Promise<void> {
    this.dropHeld();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * `crm worker` (`node dist/cli/index.js worker`) as a child process: started
 * and waited for until it says it delivers, killed with SIGKILL (a crash) or
 * stopped with SIGTERM (it must then exit 0).
 */
export class WorkerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  stderr = '';
  stdout = '';

  constructor(
    private readonly cwd: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(timeoutMs = 30_000): Promise<void> {
    const child = spawn(process.execPath, ['dist/cli/index.js', 'worker'], {
      cwd: this.cwd,
      // Info level: the worker says when it has started delivering.
      env: { PATH: process.env.PATH ?? '', ...this.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.stderr = '';
    this.stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.stdout += chunk));
    const ready = new Promise<void>((resolve) =>
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        this.stderr = (this.stderr + chunk).slice(-200_000);
        if (this.stderr.includes('delivering webhooks')) resolve();
      }),
    );
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const outcome = await Promise.race([
      ready.then(() => 'ready' as const),
      this.exited.then(() => 'exited' as const),
      sleep(timeoutMs).then(() => 'late' as const),
    ]);
    if (outcome === 'ready') return;
    await this.kill();
    throw new Error(`crm worker ${outcome === 'late' ? 'did not start' : 'exited'}:\n${this.stderr}`);
  }

  async kill(): Promise<void> {
    if (!this.child || !this.exited) return;
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  async stop(timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.child || !this.exited) return { code: 0, signal: null };
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
      this.child = null;
    }
  }
}
