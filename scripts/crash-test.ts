/**
 * Crash test: nothing acknowledged is ever lost, nothing is ever half-written.
 *
 *   npm run test:crash                       # both stores (builds first)
 *   npm run test:crash -- --stores sqlite    # one store
 *   npm run test:crash -- --rounds 5 --clients 6 --seed 42
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
 * graceful stop (SIGTERM, exit code 0) and the same checks. It prints what
 * it acknowledged and verified, and exits with 1 on any problem.
 */
import { resolve } from 'node:path';
import { referenceProblems, sqliteFileProblems } from './crash/integrity.js';
import { freePort, ServerProcess } from './crash/server.js';
import { openStore, postgresStore, prepare, type Store, sqliteStore } from './crash/stores.js';
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

interface Options {
  stores: ('sqlite' | 'postgres')[];
  rounds: number;
  clients: number;
  seed: number;
  postgresUrl: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    stores: ['sqlite', 'postgres'],
    rounds: 5,
    clients: 6,
    seed: Date.now() % 1_000_000,
    postgresUrl: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--stores') options.stores = value.split(',').map((s) => s.trim()) as Options['stores'];
    else if (flag === '--rounds') options.rounds = Number(value);
    else if (flag === '--clients') options.clients = Number(value);
    else if (flag === '--seed') options.seed = Number(value);
    else if (flag === '--postgres') options.postgresUrl = value;
    else throw new Error(`unknown option ${flag}`);
    i++;
  }
  for (const s of options.stores)
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
  const server = new ServerProcess({
    args: ['dist/server.js'],
    cwd: ROOT,
    port: await freePort(),
    env: { DATABASE_URL: store.url, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
  });
  await server.start();
  const random = seeded(options.seed);
  const kinds = await landedKinds(server.base, apiKey);
  console.log(`[${store.name}] resources under load: ${kinds.map((k) => k.path.slice(1)).join(', ')}`);
  const run = new Run(store, server, apiKey, pools, kinds, random);
  try {
    for (let round = 1; round <= options.rounds; round++) {
      if (Date.now() - started > STORE_DEADLINE_MS) throw new Error('out of time');
      run.stopping = false;
      const clients = Array.from({ length: options.clients }, (_, n) => run.client(n));
      // The kill comes at a random moment once the round has done real work
      // (a loaded machine starts slowly), so every round crashes mid-stream.
      const ackedBefore = run.tally.acked;
      const waitUntil = Date.now() + 15_000;
      while (run.tally.acked - ackedBefore < MIN_WRITES_PER_ROUND && Date.now() < waitUntil) await sleep(20);
      await sleep(random() * 2000);
      run.stopping = true;
      await server.kill();
      await Promise.all(clients);
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
    await server.stop();
  } catch (err) {
    run.problem(`the run failed: ${(err as Error).stack ?? String(err)}`);
    await server.kill();
  }
  const t = run.tally;
  console.log(
    `[${store.name}] ${options.rounds} crashes in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `acknowledged ${t.acked} writes (${t.ackedCreates} creates, ${t.ackedUpdates} relation updates), verified ${t.verified}; ` +
      `${t.inDoubt} cut by a crash (${t.inDoubtApplied} of them found applied, whole), ` +
      `${t.retried} of them sent again with their Idempotency-Key (${t.retriedReplayed} replayed, ${t.retried - t.retriedReplayed} run then); ${t.shed} shed with 503; ` +
      `${t.problems.length} problems`,
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
