import { Type } from '@sinclair/typebox';

/**
 * `include`: which relations to embed. Parsed against a per-resource
 * allow-list; each relation is loaded with one batched query for the whole
 * page (never one per record) and stitched here.
 */
export function includeParam(allowed: readonly string[]) {
  const name = `(${allowed.join('|')})`;
  return Type.Optional(
    Type.String({
      pattern: `^\\s*${name}\\s*(,\\s*${name}\\s*)*$`,
      description: `Comma-separated relations to embed: ${allowed.join(', ')}`,
      'x-message': `must be a comma-separated list of: ${allowed.join(', ')}`,
    }),
  );
}

/** The distinct names of an already validated `include` value. */
export function parseInclude(value: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!value) return out;
  for (const part of value.split(',')) {
    const name = part.trim();
    if (name) out.add(name);
  }
  return out;
}

/** Loads one relation for many owners: owner ID to its members, in order. */
export type RelationLoader<Db> = (db: Db, ownerIds: string[]) => Promise<Map<string, unknown>>;

/**
 * Runs the loaders of the requested relations (one query each, in parallel)
 * and sets each record's property. An owner with no members gets `[]`
 * (or `fallback` when the loader says so).
 */
export async function attachIncludes<Db, R extends { id: string }>(
  db: Db,
  records: R[],
  wanted: Iterable<string>,
  loaders: Record<string, RelationLoader<Db>>,
): Promise<R[]> {
  const names = [...wanted].filter((n) => loaders[n]);
  if (!records.length || !names.length) return records;
  const ids = records.map((r) => r.id);
  const maps = await Promise.all(names.map((n) => loaders[n](db, ids)));
  names.forEach((name, i) => {
    const map = maps[i];
    for (const record of records) (record as Record<string, unknown>)[name] = map.get(record.id) ?? [];
  });
  return records;
}

/** Appends `value` to the list `map` keeps under `key`, starting it when there is none. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Groups rows by an owner column, keeping their order. */
export function groupBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => unknown = (r) => r) {
  const map = new Map<string, unknown[]>();
  for (const row of rows) pushTo(map, key(row), value(row));
  return map as Map<string, unknown>;
}
