/**
 * What the crash test writes, and the ledger of what the server acknowledged.
 *
 * Each record is owned by one client, which writes it one request at a time,
 * so at a crash a record has at most one request in flight: after the
 * restart it must be in its last acknowledged state or in the state of that
 * one request, whole. Every update sends a scalar field and the relations
 * together, so a record that shows one request's scalar with another's
 * relations (a mix) matches no acceptable state.
 */

export type Random = () => number;

/** A small seeded generator (mulberry32), so a run can be repeated with `--seed`. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sample<T>(random: Random, pool: readonly T[], max: number): T[] {
  const n = Math.floor(random() * (Math.min(max, pool.length) + 1));
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < n) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
}

/** Records to link to, made before the server starts. */
export interface Pools {
  contacts: string[];
  tags: string[];
  companies: string[];
}

/** The comparable content of a record: scalars and relations as sorted ID lists. */
export type Projection = string;

export interface Kind {
  /** Collection path, also the name of the module that must have landed. */
  path: string;
  /** The resource of its events: `<resource>.created` and so on. */
  resource: string;
  /** Relations to include when reading back. */
  include: string;
  create(marker: string, random: Random, pools: Pools): Record<string, unknown>;
  update(marker: string, version: number, random: Random, pools: Pools): Record<string, unknown>;
  /** What a record must look like after `body` was applied to it. */
  expected(body: Record<string, unknown>): Projection;
  project(record: any): Projection;
  /** The marker a record was created with (it survives updates). */
  markerOf(record: any): string;
}

const ids = (list: unknown) =>
  Array.isArray(list) ? list.map((x: any) => (typeof x === 'string' ? x : x.id)).sort() : [];
const embeddedIds = (list: any[] | undefined) => (list ?? []).map((x) => x.id).sort();
const linkIds = (list: any[] | undefined, key: 'tag' | 'list') => (list ?? []).map((x) => x[key].id).sort();
const json = (value: unknown) => JSON.stringify(value);

export const KINDS: Kind[] = [
  {
    path: '/notes',
    resource: 'note',
    include: 'contacts',
    create: (marker, random, pools) => ({
      body: `${marker} v0`,
      contacts: sample(random, pools.contacts, 5),
    }),
    update: (marker, version, random, pools) => ({
      body: `${marker} v${version}`,
      contacts: sample(random, pools.contacts, 5),
    }),
    expected: (b) => json([b.body, ids(b.contacts)]),
    project: (r) => json([r.body, embeddedIds(r.contacts)]),
    markerOf: (r) => String(r.body).split(' ')[0],
  },
  {
    path: '/contacts',
    resource: 'contact',
    include: 'emails,tags',
    create: (marker, random, pools) => ({
      first_name: marker,
      last_name: 'Crash',
      job_title: 'v0',
      emails: emails(marker, 0, random),
      tags: sample(random, pools.tags, 4),
    }),
    update: (marker, version, random, pools) => ({
      first_name: marker,
      job_title: `v${version}`,
      emails: emails(marker, version, random),
      tags: sample(random, pools.tags, 4),
    }),
    expected: (b) => json([b.first_name, b.job_title, b.emails, ids(b.tags)]),
    project: (r) =>
      json([r.first_name, r.job_title, (r.emails ?? []).map((e: any) => e.email), linkIds(r.tags, 'tag')]),
    markerOf: (r) => r.first_name,
  },
  {
    path: '/lists',
    resource: 'list',
    include: 'contacts',
    create: (marker, random, pools) => ({
      name: marker,
      type: 'CONTACT',
      description: 'v0',
      contacts: sample(random, pools.contacts, 6),
    }),
    update: (_marker, version, random, pools) => ({
      description: `v${version}`,
      contacts: sample(random, pools.contacts, 6),
    }),
    expected: (b) => json([b.description, ids(b.contacts)]),
    project: (r) => json([r.description, embeddedIds(r.contacts)]),
    markerOf: (r) => r.name,
  },
  {
    path: '/tags',
    resource: 'tag',
    include: 'contacts,companies',
    create: (marker, random, pools) => ({
      name: marker,
      contacts: sample(random, pools.contacts, 5),
      companies: sample(random, pools.companies, 3),
    }),
    update: (marker, _version, random, pools) => ({
      name: marker,
      contacts: sample(random, pools.contacts, 5),
      companies: sample(random, pools.companies, 3),
    }),
    expected: (b) => json([b.name, ids(b.contacts), ids(b.companies)]),
    project: (r) => json([r.name, embeddedIds(r.contacts), embeddedIds(r.companies)]),
    markerOf: (r) => r.name,
  },
  {
    path: '/tasks',
    resource: 'task',
    include: 'tags',
    create: (marker, random, pools) => ({
      body: `${marker} v0`,
      contacts: sample(random, pools.contacts, 4),
      tags: sample(random, pools.tags, 3),
    }),
    update: (marker, version, random, pools) => ({
      body: `${marker} v${version}`,
      contacts: sample(random, pools.contacts, 4),
      tags: sample(random, pools.tags, 3),
    }),
    expected: (b) => json([b.body, ids(b.contacts), ids(b.tags)]),
    project: (r) => json([r.body, embeddedIds(r.contacts), embeddedIds(r.tags)]),
    markerOf: (r) => String(r.body).split(' ')[0],
  },
  {
    path: '/companies',
    resource: 'company',
    include: 'contacts,tags',
    create: (marker, random, pools) => ({
      name: marker,
      description: 'v0',
      contacts: sample(random, pools.contacts, 4),
      tags: sample(random, pools.tags, 3),
    }),
    update: (_marker, version, random, pools) => ({
      description: `v${version}`,
      contacts: sample(random, pools.contacts, 4),
      tags: sample(random, pools.tags, 3),
    }),
    expected: (b) => json([b.description, ids(b.contacts), ids(b.tags)]),
    project: (r) => json([r.description, embeddedIds(r.contacts), linkIds(r.tags, 'tag')]),
    markerOf: (r) => r.name,
  },
];

/** One to four addresses, stored lower-cased; the first is primary. */
function emails(marker: string, version: number, random: Random): string[] {
  const n = 1 + Math.floor(random() * 4);
  return Array.from({ length: n }, (_, i) => `${marker}.${version}.${i}@example.com`.toLowerCase());
}

/** What the ledger knows of one record. */
export interface Entry {
  kind: Kind;
  marker: string;
  client: number;
  /** Known once the create was acknowledged, or seen after a crash. */
  id: string | null;
  /** How the create ended: acknowledged, unknown (cut by the crash) or refused. */
  created: 'acked' | 'doubt' | 'refused';
  /** States the record may be in now: the last known one, plus a request cut by a crash. */
  acceptable: Projection[];
  /** The latest `updated_at` a response showed. */
  updatedAt: string | null;
  version: number;
  /** Writes acknowledged since the record was last verified. */
  ackedSinceVerify: number;
  /** A request of this record was cut by the crash: leave it alone until verified. */
  uncertain: boolean;
}

export interface Tally {
  acked: number;
  ackedCreates: number;
  ackedUpdates: number;
  verified: number;
  inDoubt: number;
  inDoubtApplied: number;
  /** Writes cut by a crash and sent again with their key after the restart. */
  retried: number;
  /** Of those, the ones answered with their stored answer (they had committed). */
  retriedReplayed: number;
  shed: number;
  /** Kills that came while a webhook delivery waited for the receiver's answer. */
  killsMidDelivery: number;
  /** Kills of `crm worker`, when it delivers. */
  workerKills: number;
  problems: string[];
}

export const newTally = (): Tally => ({
  acked: 0,
  ackedCreates: 0,
  ackedUpdates: 0,
  verified: 0,
  inDoubt: 0,
  inDoubtApplied: 0,
  retried: 0,
  retriedReplayed: 0,
  shed: 0,
  killsMidDelivery: 0,
  workerKills: 0,
  problems: [],
});
