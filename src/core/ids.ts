import { randomBytes, randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';

/**
 * The prefix of an ID (API.md section 2): three lower-case letters naming
 * the kind of record. A resource declares its own in its spec (`idPrefix`,
 * core/resource-spec.ts); these are the others'.
 */
export type IdPrefix = string;

/** The prefixes of IDs that are not a resource's records: users, workspaces, keys, a contact's e-mails and phones, events, webhooks, deliveries, options. */
export const OTHER_ID_PREFIXES: readonly IdPrefix[] = [
  'usr',
  'wsp',
  'key',
  'eml',
  'phn',
  'evt',
  'whk',
  'dlv',
  'opt',
];

/**
 * ulid asks its random source for one byte per character, by default one
 * call into the operating system's generator each (16 per ID in a new
 * millisecond: 3% of a create's CPU). The same generator fills a pool
 * instead, read a byte at a time; the distribution is the library's own
 * (a byte / 256).
 */
const randomPool = new Uint8Array(4096);
let poolNext = randomPool.length;
function pooledRandom(): number {
  if (poolNext === randomPool.length) {
    randomFillSync(randomPool);
    poolNext = 0;
  }
  return randomPool[poolNext++] / 256;
}

const ulid = monotonicFactory(pooledRandom);

/** A new ID: the prefix, then a time-ordered ULID (lower-case). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid().toLowerCase()}`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An API key secret: `crm_` and 40 random base62 characters (no modulo bias). */
export function newApiKeySecret(): string {
  let out = '';
  while (out.length < 40) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < 40) out += BASE62[byte % 62];
    }
  }
  return `crm_${out}`;
}
