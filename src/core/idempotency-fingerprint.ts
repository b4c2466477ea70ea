import { createHash } from 'node:crypto';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What makes two requests "the same" for an `Idempotency-Key`: method, path
 * with query string as sent, and the body compared as a JSON value when it
 * parses (spacing and key order aside), else as bytes.
 */
export function fingerprintOf(method: string, url: string, body: Buffer | null): string {
  const hash = createHash('sha256').update(`${method}\n${url}\n`);
  if (body === null) hash.update('too-large');
  else {
    const canonical = canonicalJson(body);
    if (canonical !== null) hash.update('json\n').update(canonical);
    else hash.update('bytes\n').update(body);
  }
  return hash.digest('base64url');
}

/** The JSON text of `body` with every object's keys sorted, or null when it is not JSON. */
export function canonicalJson(body: Buffer): string | null {
  try {
    const text = strictUtf8.decode(body);
    if (text.trim() === '') return null;
    return canonical(JSON.parse(text));
  } catch {
    // Not JSON (or nested too deep to walk): compared as bytes.
    return null;
  }
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(object[k])}`).join(',')}}`;
}
