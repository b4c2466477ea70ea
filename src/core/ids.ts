import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';

/** Resource prefixes of IDs (API.md section 2). */
export type IdPrefix =
  'con' | 'cmp' | 'tag' | 'lst' | 'nte' | 'tsk' | 'cfd' | 'opt' | 'usr' | 'wsp' | 'key' | 'eml' | 'phn';

const ulid = monotonicFactory();

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
