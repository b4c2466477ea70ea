/**
 * Crash test: nothing acknowledged is ever lost, nothing is ever half-written.
 *
 *   npm run test:crash                       # both stores (builds first)
 *   npm run test:crash -- --stores sqlite    # one store
 *   npm run test:crash -- --rounds 5 --clients 6 --seed 42
 *   npm run test:crash -- --worker-stores sqlite,postgres   # or none
 *
 * For each store (a new SQLite file; a new PostgreSQL database made next to
 * TEST_POSTGRES_URL, or postgres://postgres@127.0.0.1:5432/postgres), it
 * starts the built server (`node dist/server.js`), drives creates and
 * relation replacements from several clients at once, and kills the server
 * with SIGKILL at a random moment, several times. After each kill it checks
 * the store as a whole (SQLite: integrity_check and foreign_key_check; both:
 * no orphan and no cross-workspace reference), restarts the server and reads
 * every record back: each acknowledged write must be there, complete, and
 * each record must be exactly in one state a request left it in (the last
 * acknowledged one, or the one cut by the kill), never a mix. Every write
 * carries an `Idempotency-Key`; after each restart, every write whose answer
 * was cut is sent again with its key, as a client would, and must then be
 * there exactly once (replayed when it had committed, run when it had not:
 * never a duplicate, never lost). It ends with a
 * graceful stop (SIGTERM, exit code 0) and the same checks.
 *
 * Webhooks: before any write, the workspace gets one webhook pointing at a
 * receiver in this process, which verifies each delivery's signature with
 * the published `standardwebhooks` library (a bad one is a problem). Each
 * kill of a server that delivers comes while a delivery awaits the
 * receiver's answer, never given (or after HOLD_WAIT_MS without one). For
 * the stores of `--worker-stores` (default: postgres) the server runs with
 * DELIVERY_IN_PROCESS=false and a `crm worker` delivers; it is killed the
 * same way each round and started again, and must stop with exit code 0 at
 * the end. At the end, after the graceful stop and a restart (so
 * deliveries the stop handed back count), every acknowledged create must be
 * in the change feed as `<resource>.created`, and every event of the feed
 * must reach the receiver at least once, within DELIVERY_WAIT_MS and with no
 * pause over DELIVERY_STALL_MS; a cut delivery is retried once its lease,
 * shortened to LEASE_SECONDS, runs out.
 *
 * It prints what it acknowledged, verified and received, and exits with 1
 * on any problem.
 */
import { resolve } from 'node:path';
import { referenceProblems, sqliteFileProblems } from './crash/integrity.js';
import { freePort, ServerProcess } from './crash/server.js';
import { openStore, postgresStore, prepare, type Store, sqliteStore } from './crash/stores.js';
import { Receiver, WorkerProcess } from './crash/webhooks.js';
import {
  type Entry,
  KINDS,
  type Kind,
  newTally,
  type Pools,
  type Random,
  seeded,
  type Tally,
} from './crash/workload.js';

const ROOT = resolve(import.meta.dirname, '..');
const BASE = '/user-api/v1';
/** A store's whole run must end well within two minutes. */
const STORE_DEADLINE_MS = 110_000;
/** Acknowledged writes a round makes before its kill may come. */
const MIN_WRITES_PER_ROUND = 30;
/**
 * How long a delivery cut by a kill stays leased to the dead process
 * (WEBHOOK_LEASE_SECONDS): the receiver answers at once, so a few seconds
 * cover an attempt, and the test need not wait the default 30 s.
 */
const LEASE_SECONDS = 5;
/**
 * Once the feed is read at the end, the receiver must get every event of it
 * with no pause longer than DELIVERY_STALL_MS (more than a lease and a
 * retry's delay) and within DELIVERY_WAIT_MS in all: on SQLite the writes
 * leave deliveries behind, and the backlog is drained then.
 */
const DELIVERY_STALL_MS = 15_000;
const DELIVERY_WAIT_MS = 60_000;
/** How long a kill waits for a delivery to be in flight before it comes anyway. */
const HOLD_WAIT_MS = 3_000;

interface Options {
  stores: ('sqlite' | 'postgres')[];
  rounds: number;
  clients: number;
  seed: number;
  postgresUrl: string;
  /** Stores whose deliveries `crm worker` makes (DELIVERY_IN_PROCESS=false); the server does for the others. */
  workerStores: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    stores: ['sqlite', 'postgres'],
    rounds: 5,
    clients: 6,
    seed: Date.now() % 1_000_000,
    postgresUrl: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    workerStores: ['postgres'],
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--stores') options.stores = value.split(',').map((s) => s.trim()) as Options['stores'];
    else if (flag === '--rounds') options.rounds = Number(value);
    else if (flag === '--clients') options.clients = Number(value);
    else if (flag === '--seed') options.seed = Number(value);
    else if (flag === '--postgres') options.postgresUrl = value;
    else if (flag === '--worker-stores')
      options.workerStores = value === 'none' ? [] : value.split(',').map((s) => s.trim());
    else throw new Error(`unknown option ${flag}`);
    i++;
  }
  for (const s of [...options.stores, ...options.workerStores])
    if (s !== 'sqlite' && s !== 'postgres') throw new Error(`unknown store ${s}`);
  if (!(options.rounds >= 1 && options.clients >= 1 && Number.isFinite(options.seed)))
    throw new Error('bad --rounds, --clients or --seed');
  return options;
}

type Outcome =
  { kind: 'response'; status: number; body: any; replayed: boolean } | { kind: 'cut'; error: string };

/** A write whose answer a crash cut: sent again, with its key, after the restart. */
interface CutWrite {
  entry: Entry;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  key: string;
  /** What the record looks like once this write has been applied. */
  next: string;
}

/** One request; a network failure (the server died under it) is an outcome, not an error. */
async function call(
  base: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<Outcome> {
  try {
    const res = await fetch(`${base}${BASE}${path}`, {
      method,
      headers: {
        'x-service-api-key': key,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text for the report.
    }
    return {
      kind: 'response',
      status: res.status,
      body: parsed,
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch (err) {
    return { kind: 'cut', error: (err as Error).message };
  }
}

class Run {
  readonly entries: Entry[] = [];
  readonly tally: Tally = newTally();
  /** The one webhook's receiver: every event of the feed must reach it. */
  readonly receiver = new Receiver((text) => this.problem(text));
  /** Events in the feed at the end, and how long the last of them took to arrive once it was read. */
  feedEvents = 0;
  /** Of those, the ones the receiver had not yet got when the feed was read. */
  backlog = 0;
  /** Of those, the ones still missing when the wait gave up. */
  missing = 0;
  /** Acknowledged creates looked for in the feed, and those not found. */
  createsChecked = 0;
  createsMissing = 0;
  drainMs = 0;
  /** Writes cut by the last crash, to send again with their keys. */
  cut: CutWrite[] = [];
  stopping = false;
  private seq = 0;

  constructor(
    readonly store: Store,
    readonly server: ServerProcess,
    readonly key: string,
    readonly pools: Pools,
    readonly kinds: Kind[],
    readonly random: Random,
  ) {}

  problem(text: string) {
    if (this.tally.problems.length < 50) this.tally.problems.push(text);
  }

  /** One client: creates records and replaces the relations of its own, one request at a time. */
  async client(n: number): Promise<void> {
    while (!this.stopping) {
      const own = this.entries.filter((e) => e.client === n && e.id && !e.uncertain);
      if (own.length && this.random() < 0.55) await this.update(own[Math.floor(this.random() * own.length)]);
      else await this.create(n, this.kinds[Math.floor(this.random() * this.kinds.length)]);
    }
  }

  private async create(client: number, kind: Kind): Promise<void> {
    const marker = `k${client}x${(++this.seq).toString(36)}x${Math.floor(this.random() * 1e6).toString(36)}`;
    const body = kind.create(marker, this.random, this.pools);
    const entry: Entry = {
      kind,
      marker,
      client,
      id: null,
      created: 'doubt',
      acceptable: [kind.expected(body)],
      updatedAt: null,
      version: 0,
      ackedSinceVerify: 0,
      uncertain: true,
    };
    this.entries.push(entry);
    const key = `${marker}-create`;
    const outcome = await call(this.server.base, this.key, 'POST', kind.path, body, key);
    if (outcome.kind === 'cut') {
      this.tally.inDoubt++;
      this.cut.push({ entry, method: 'POST', path: kind.path, body, key, next: entry.acceptable[0] });
      return;
    }
    if (outcome.status === 201) {
      const record = outcome.body.data;
      entry.id = record.id;
      entry.created = 'acked';
      entry.uncertain = false;
      entry.updatedAt = record.updated_at;
      entry.ackedSinceVerify++;
      this.tally.acked++;
      this.tally.ackedCreates++;
      if (kind.project(record) !== entry.acceptable[0])
        this.problem(`POST ${kind.path} answered ${kind.project(record)}, sent ${entry.acceptable[0]}`);
      return;
    }
    entry.created = 'refused';
    entry.uncertain = false;
    entry.acceptable = [];
    this.refusal(`POST ${kind.path}`, outcome);
  }

  private async update(entry: Entry): Promise<void> {
    const { kind } = entry;
    const version = entry.version + 1;
    const body = kind.update(entry.marker, version, this.random, this.pools);
    const next = kind.expected(body);
    const before = entry.acceptable[0];
    entry.acceptable = [before, next];
    entry.uncertain = true;
    entry.version = version;
    const path = `${kind.path}/${entry.id}`;
    const key = `${entry.marker}-v${version}`;
    const outcome = await call(this.server.base, this.key, 'PUT', path, body, key);
    if (outcome.kind === 'cut') {
      this.tally.inDoubt++;
      this.cut.push({ entry, method: 'PUT', path, body, key, next });
      return;
    }
    entry.uncertain = false;
    if (outcome.status === 200) {
      const record = outcome.body.data;
      entry.acceptable = [next];
      entry.ackedSinceVerify++;
      this.tally.acked++;
      this.tally.ackedUpdates++;
      if (kind.project(record) !== next)
        this.problem(`PUT ${kind.path}/${entry.id} answered ${kind.project(record)}, sent ${next}`);
      if (entry.updatedAt && record.updated_at < entry.updatedAt)
        this.problem(
          `PUT ${kind.path}/${entry.id}: updated_at went back from ${entry.updatedAt} to ${record.updated_at}`,
        );
      entry.updatedAt = record.updated_at;
      return;
    }
    entry.acceptable = [before];
    this.refusal(`PUT ${kind.path}/${entry.id}`, outcome);
  }

  /** A valid request refused: only load shedding (503) is expected. */
  private refusal(what: string, outcome: { status: number; body: any }) {
    if (outcome.status === 503 && outcome.body?.error?.code === 'service_unavailable') this.tally.shed++;
    else this.problem(`${what} answered ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 300)}`);
  }

  /** Every record of a kind, read through the API. */
  private async readAll(kind: Kind): Promise<any[]> {
    const out: any[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await call(
        this.server.base,
        this.key,
        'GET',
        `${kind.path}?limit=100&offset=${offset}&include=${kind.include}`,
      );
      if (res.kind === 'cut' || res.status !== 200)
        throw new Error(`reading ${kind.path} failed: ${JSON.stringify(res).slice(0, 300)}`);
      out.push(...res.body.data);
      if (!res.body.meta.has_more) return out;
    }
  }

  /**
   * After a restart, before the check: every write whose answer was cut is
   * sent again with its key. The answer is its stored one when it had
   * committed before the kill (a replay), or the write run now when it had
   * not; either way it is acknowledged now, and verify() must find it once.
   */
  async retryCut(): Promise<void> {
    const cut = this.cut;
    this.cut = [];
    for (const write of cut) {
      const { entry } = write;
      let outcome: Outcome = { kind: 'cut', error: 'not sent' };
      // A lock of the killed process may take a moment to go (409 in progress).
      for (let attempt = 0; attempt < 50; attempt++) {
        outcome = await call(this.server.base, this.key, write.method, write.path, write.body, write.key);
        if (outcome.kind === 'response' && outcome.status !== 409 && outcome.status !== 503) break;
        await sleep(100);
      }
      const what = `retried ${write.method} ${write.path} (${write.key})`;
      const expected = write.method === 'POST' ? 201 : 200;
      if (outcome.kind === 'cut' || outcome.status !== expected) {
        this.problem(`${what} answered ${JSON.stringify(outcome).slice(0, 300)}`);
        continue;
      }
      const record = outcome.body.data;
      this.tally.retried++;
      if (outcome.replayed) this.tally.retriedReplayed++;
      if (write.method === 'POST') {
        entry.id = record.id;
        entry.created = 'acked';
        this.tally.ackedCreates++;
      } else this.tally.ackedUpdates++;
      this.tally.acked++;
      entry.acceptable = [write.next];
      entry.ackedSinceVerify++;
      if (entry.kind.project(record) !== write.next)
        this.problem(`${what} answered ${entry.kind.project(record)}, sent ${write.next}`);
      if (!entry.updatedAt || record.updated_at > entry.updatedAt) entry.updatedAt = record.updated_at;
    }
  }

  /** After a restart: every record is in an acceptable state, nothing is missing, nothing unknown appeared. */
  async verify(): Promise<void> {
    const poolIds = new Set([...this.pools.contacts, ...this.pools.tags, ...this.pools.companies]);
    for (const kind of this.kinds) {
      const records = await this.readAll(kind);
      const byMarker = new Map<string, any>();
      for (const record of records) {
        if (poolIds.has(record.id)) continue;
        const marker = kind.markerOf(record);
        if (byMarker.has(marker)) this.problem(`${kind.path}: two records carry ${marker}`);
        byMarker.set(marker, record);
      }
      for (const entry of this.entries.filter((e) => e.kind === kind)) {
        const record = byMarker.get(entry.marker);
        byMarker.delete(entry.marker);
        if (entry.created === 'refused') {
          if (record) this.problem(`${kind.path}: a refused create (${entry.marker}) was stored`);
          continue;
        }
        if (!record) {
          if (entry.created === 'acked')
            this.problem(`${kind.path}/${entry.id}: acknowledged, but missing after the crash`);
          entry.acceptable = [];
          entry.created = 'refused';
          continue;
        }
        if (entry.created === 'doubt') {
          this.tally.inDoubtApplied++;
          entry.created = 'acked';
          entry.id = record.id;
        }
        if (entry.id !== record.id)
          this.problem(`${kind.path}: ${entry.marker} is ${record.id}, acknowledged as ${entry.id}`);
        const state = kind.project(record);
        if (!entry.acceptable.includes(state)) {
          this.problem(
            `${kind.path}/${record.id}: found ${state}; acceptable: ${entry.acceptable.join(' or ')}`,
          );
          continue;
        }
        if (entry.updatedAt && record.updated_at < entry.updatedAt)
          this.problem(
            `${kind.path}/${record.id}: updated_at went back from ${entry.updatedAt} to ${record.updated_at}`,
          );
        if (state !== entry.acceptable[0]) this.tally.inDoubtApplied++;
        entry.acceptable = [state];
        entry.updatedAt = record.updated_at;
        entry.uncertain = false;
        this.tally.verified += entry.ackedSinceVerify;
        entry.ackedSinceVerify = 0;
      }
      for (const [marker, record] of byMarker)
        this.problem(`${kind.path}/${record.id}: ${marker} was never sent`);
    }
    // Records whose create was refused or lost for good are out of the ledger.
    for (let i = this.entries.length - 1; i >= 0; i--)
      if (this.entries[i].created === 'refused') this.entries.splice(i, 1);
  }

  /** The workspace's one webhook, pointing at the receiver; made before any write. */
  async registerWebhook(): Promise<void> {
    await this.receiver.start();
    const res = await call(this.server.base, this.key, 'POST', '/webhooks', { url: this.receiver.url });
    if (res.kind === 'cut' || res.status !== 201 || typeof res.body?.data?.secret !== 'string')
      throw new Error(`POST /webhooks failed: ${JSON.stringify(res).slice(0, 300)}`);
    this.receiver.expect(res.body.data.secret);
  }

  /**
   * A crash of `crm worker` mid-delivery: once a delivery waits for the
   * receiver's answer, the worker is killed with SIGKILL, the delivery is
   * never answered (so it must come again once its lease runs out), and a
   * new worker starts.
   */
  async killWorkerMidDelivery(worker: WorkerProcess, delayMs: number): Promise<void> {
    await sleep(delayMs);
    if (await this.receiver.holdNext(HOLD_WAIT_MS)) this.tally.killsMidDelivery++;
    await worker.kill();
    this.receiver.dropHeld();
    this.tally.workerKills++;
    await worker.start();
  }

  /** Every event of the change feed, oldest first. */
  private async readFeed(): Promise<{ id: string; type: string; resource_id: string }[]> {
    const out: { id: string; type: string; resource_id: string }[] = [];
    let after = '';
    for (;;) {
      const res = await call(this.server.base, this.key, 'GET', `/events?limit=1000${after}`);
      if (res.kind === 'cut' || res.status !== 200)
        throw new Error(`reading /events failed: ${JSON.stringify(res).slice(0, 300)}`);
      out.push(...res.body.data);
      if (!res.body.meta.has_more) return out;
      after = `&after=${encodeURIComponent(res.body.meta.next_cursor)}`;
    }
  }

  /**
   * At the end, with a process delivering: every acknowledged create is in
   * the change feed, and every event of the feed reaches the receiver, with
   * a valid signature, at least once, within DELIVERY_WAIT_MS.
   */
  async checkDeliveries(): Promise<void> {
    const feed = await this.readFeed();
    this.feedEvents = feed.length;
    const created = new Set(feed.map((e) => `${e.type} ${e.resource_id}`));
    for (const entry of this.entries) {
      const type = `${entry.kind.resource}.created`;
      if (entry.created !== 'acked') continue;
      this.createsChecked++;
      if (created.has(`${type} ${entry.id}`)) continue;
      this.createsMissing++;
      this.problem(`${entry.kind.path}/${entry.id}: acknowledged, but no ${type} event in the feed`);
    }
    this.backlog = feed.filter((e) => !this.receiver.received.has(e.id)).length;
    const waitStart = Date.now();
    const missing = await this.receiver.waitFor(
      feed.map((e) => e.id),
      DELIVERY_STALL_MS,
      DELIVERY_WAIT_MS,
    );
    this.drainMs = Date.now() - waitStart;
    this.missing = missing.length;
    if (missing.length)
      this.problem(
        `${missing.length} of ${feed.length} events of the feed had not reached the receiver ` +
          `${((Date.now() - waitStart) / 1000).toFixed(1)} s after it was read: ${missing.slice(0, 5).join(', ')}`,
      );
    if (!feed.length) this.problem('the change feed is empty: the webhook check proved nothing');
  }

  /** The store itself, with no server running. */
  async checkStore(): Promise<void> {
    if (this.store.file)
      for (const p of sqliteFileProblems(this.store.file)) this.problem(`after a crash: ${p}`);
    const handle = openStore(this.store);
    try {
      for (const p of await referenceProblems(handle.db)) this.problem(`after a crash: ${p}`);
    } finally {
      await handle.close();
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Which resources the server has: a module has landed when its collection answers 200. */
async function landedKinds(base: string, key: string): Promise<Kind[]> {
  const out: Kind[] = [];
  for (const kind of KINDS) {
    const res = await call(base, key, 'GET', `${kind.path}?limit=1`);
    if (res.kind === 'response' && res.status === 200) out.push(kind);
  }
  return out;
}

async function runStore(store: Store, options: Options): Promise<Tally> {
  const started = Date.now();
  const { apiKey, pools } = await prepare(store);
  const viaWorker = options.workerStores.includes(store.name);
  const env = {
    DATABASE_URL: store.url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS),
    DELIVERY_IN_PROCESS: viaWorker ? 'false' : 'true',
  };
  const server = new ServerProcess({ args: ['dist/server.js'], cwd: ROOT, port: await freePort(), env });
  const worker = viaWorker ? new WorkerProcess(ROOT, env) : null;
  await server.start();
  const random = seeded(options.seed);
  const kinds = await landedKinds(server.base, apiKey);
  console.log(
    `[${store.name}] resources under load: ${kinds.map((k) => k.path.slice(1)).join(', ')}; ` +
      `webhooks delivered by ${viaWorker ? 'crm worker' : 'the server'}`,
  );
  const run = new Run(store, server, apiKey, pools, kinds, random);
  try {
    await run.registerWebhook();
    await worker?.start();
    for (let round = 1; round <= options.rounds; round++) {
      if (Date.now() - started > STORE_DEADLINE_MS) throw new Error('out of time');
      run.stopping = false;
      const clients = Array.from({ length: options.clients }, (_, n) => run.client(n));
      const workerKill = worker ? run.killWorkerMidDelivery(worker, 200 + random() * 1500) : null;
      // The kill comes at a random moment once the round has done real work
      // (a loaded machine starts slowly), so every round crashes mid-stream.
      const ackedBefore = run.tally.acked;
      const waitUntil = Date.now() + 15_000;
      while (run.tally.acked - ackedBefore < MIN_WRITES_PER_ROUND && Date.now() < waitUntil) await sleep(20);
      await sleep(random() * 2000);
      // A server that delivers is killed while a delivery waits for the receiver's answer.
      if (!worker && (await run.receiver.holdNext(HOLD_WAIT_MS))) run.tally.killsMidDelivery++;
      run.stopping = true;
      await server.kill();
      if (!worker) run.receiver.dropHeld();
      await Promise.all(clients);
      await workerKill;
      await run.checkStore();
      await server.start();
      await run.retryCut();
      await run.verify();
      console.log(
        `[${store.name}] crash ${round}/${options.rounds}: ${run.tally.acked} writes acknowledged so far, ${run.tally.verified} verified, ${run.tally.problems.length} problems`,
      );
    }
    const exit = await server.stop();
    if (exit.code !== 0) run.problem(`the graceful stop ended with code ${exit.code} signal ${exit.signal}`);
    await run.checkStore();
    await server.start();
    await run.verify();
    // After the graceful stop and the restart: deliveries the stop handed back count too.
    await run.checkDeliveries();
    if (worker) {
      const workerExit = await worker.stop();
      if (workerExit.code !== 0)
        run.problem(
          `crm worker's graceful stop ended with code ${workerExit.code} signal ${workerExit.signal}`,
        );
    }
    await server.stop();
  } catch (err) {
    run.problem(`the run failed: ${(err as Error).stack ?? String(err)}`);
    await server.kill();
    await worker?.kill();
  } finally {
    await run.receiver.close();
  }
  const t = run.tally;
  console.log(
    `[${store.name}] ${options.rounds} crashes in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `acknowledged ${t.acked} writes (${t.ackedCreates} creates, ${t.ackedUpdates} relation updates), verified ${t.verified}; ` +
      `${t.inDoubt} cut by a crash (${t.inDoubtApplied} of them found applied, whole), ` +
      `${t.retried} of them sent again with their Idempotency-Key (${t.retriedReplayed} replayed, ${t.retried - t.retriedReplayed} run then); ${t.shed} shed with 503; ` +
      `${t.problems.length} problems`,
  );
  const r = run.receiver;
  console.log(
    `[${store.name}] webhooks: ${run.feedEvents} events in the change feed ` +
      `(${run.createsChecked - run.createsMissing} of the ${run.createsChecked} acknowledged creates among them), ` +
      `${r.received.size} received with a valid signature (${r.deliveries} deliveries answered, ` +
      `${r.deliveries - r.received.size} of them repeats); ${t.killsMidDelivery} kills came while a delivery ` +
      `awaited its answer (${r.cut} deliveries cut${worker ? `; ${t.workerKills} crm worker kills` : ''}); ` +
      `of the ${run.backlog} not yet received when the feed was read at the end, ${run.backlog - run.missing} arrived within ${(run.drainMs / 1000).toFixed(1)} s`,
  );
  if (t.acked !== t.verified) run.problem(`${t.acked - t.verified} acknowledged writes were not verified`);
  if (t.acked === 0) run.problem('no write was acknowledged: the test proved nothing');
  for (const p of t.problems) console.log(`[${store.name}] PROBLEM ${p}`);
  return t;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  console.log(
    `crash test: seed ${options.seed}, ${options.rounds} rounds, ${options.clients} clients, stores ${options.stores.join(', ')}`,
  );
  let failed = false;
  for (const name of options.stores) {
    let store: Store;
    try {
      store = name === 'sqlite' ? sqliteStore() : await postgresStore(options.postgresUrl);
    } catch (err) {
      console.log(`[${name}] PROBLEM cannot make a fresh database: ${(err as Error).message}`);
      failed = true;
      continue;
    }
    try {
      const tally = await runStore(store, options);
      if (tally.problems.length) failed = true;
    } finally {
      await store.dispose();
    }
  }
  console.log(failed ? 'crash test FAILED' : 'crash test passed: every acknowledged write survived, whole');
  process.exit(failed ? 1 : 0);
}

await main();
