import { type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The server-side request forgery guard of webhooks (API.md section 8): a
 * webhook may only reach public unicast addresses, unless the server allows
 * private ones (`WEBHOOK_ALLOW_PRIVATE=true`: tests, closed networks). It is
 * checked when a URL is stored and again on every delivery, on the address
 * actually connected to, so that a name re-pointed at an internal host after
 * it was stored reaches nothing.
 */

/** How long a lookup made while storing a URL may take; a name not resolved by then is accepted. */
const STORE_LOOKUP_MS = 2000;

/**
 * The kind of address `address` is when it may not be reached ("loopback",
 * "private", ...), or null when it is a public unicast address. IPv4-mapped IPv6 addresses are judged as the IPv4 address they
 * carry; IPv6 addresses of the old IPv4-compatible block (::/96) are refused
 * with the rest of the reserved space.
 */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'malformed';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : rangeName(range);
  }
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'unicast' && v6.parts.slice(0, 6).some((part) => part !== 0)) return null;
  return rangeName(range === 'unicast' ? 'reserved' : range);
}

const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'private (carrier-grade NAT)',
  private: 'private',
  uniqueLocal: 'private (unique local)',
  reserved: 'reserved',
};

function rangeName(range: string): string {
  return RANGE_NAMES[range] ?? `special-purpose (${range})`;
}

/** The URL's host without IPv6 brackets or a final dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** True for names that always mean this machine (RFC 6761), whatever DNS says. */
function isLocalName(host: string): boolean {
  const lower = host.toLowerCase();
  return lower === 'localhost' || lower.endsWith('.localhost');
}

/** Every address `host` resolves to; [] when it does not resolve within `ms`. */
function resolveAll(host: string, ms: number): Promise<string[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), ms);
    lookup(host, { all: true, verbatim: true }, (err, addresses) => {
      clearTimeout(timer);
      resolve(err ? [] : addresses.map((a) => a.address));
    });
  });
}

/**
 * What is wrong with a webhook URL sent in a body, or null when it may be
 * stored: it must be an absolute http or https URL without credentials, and
 * (unless private addresses are allowed) its host must not be, or resolve
 * to, an address `addressRefusal` refuses. A name that does not resolve
 * now is accepted: each delivery checks it again.
 */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (allowPrivate) return null;
  const host = hostOf(url);
  const privateHint = `; ${PUBLIC_ONLY}`;
  if (ipaddr.isValid(host)) {
    const kind = addressRefusal(host);
    return kind ? `names ${host}, a ${kind} address${privateHint}` : null;
  }
  if (isLocalName(host)) return `names ${host}, a loopback host${privateHint}`;
  for (const address of await resolveAll(host, STORE_LOOKUP_MS)) {
    const kind = addressRefusal(address);
    if (kind) return `names ${host}, which resolves to ${address}, a ${kind} address${privateHint}`;
  }
  return null;
}

/**
 * The end of every refusal of an address: what is allowed, and the setting
 * that allows the rest (a receiver on this machine while trying the API out).
 */
export const PUBLIC_ONLY =
  'webhooks may only reach public addresses (WEBHOOK_ALLOW_PRIVATE=true allows loopback and private ones: tests, closed networks)';

/** A connection refused by the guard: the attempt fails with this message. */
export class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
}

/**
 * The address check of a delivery when its URL names a host by an IP
 * literal (no lookup happens for those); null when it may be reached.
 */
export function literalHostRefusal(url: URL): string | null {
  const host = hostOf(url);
  if (!ipaddr.isValid(host)) return isLocalName(host) ? `${host} is a loopback host` : null;
  const kind = addressRefusal(host);
  return kind && `${host} is a ${kind} address`;
}

/**
 * A `lookup` for node's http and https `request` that resolves as usual and
 * refuses the connection when any address found is one `addressRefusal`
 * refuses: the check applies to the very addresses connected to.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  if (isLocalName(hostname.replace(/\.$/, ''))) {
    callback(new RefusedAddressError(`${hostname} is a loopback host`), '', 0);
    return;
  }
  lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    for (const { address } of addresses) {
      const kind = addressRefusal(address);
      if (kind)
        return callback(
          new RefusedAddressError(`${hostname} resolves to ${address}, a ${kind} address`),
          '',
          0,
        );
    }
    if (!addresses.length) return callback(new Error(`${hostname} has no address`), '', 0);
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
