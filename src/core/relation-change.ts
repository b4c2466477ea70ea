import type { ErrorDetail } from './errors.js';
import { emailKey } from './normalize.js';

/**
 * What a PUT or PATCH body sends for a relation (API.md section 7): the
 * final set, or `{add, remove}`, and the rule every `{add, remove}` obeys.
 */

/**
 * A relation as a PUT or PATCH body sends it (API.md section 7): an array is
 * the full final set; `{add, remove}` links and unlinks members and leaves
 * the others in place.
 */
export type RelationChange<T = string> = readonly T[] | { add?: readonly T[]; remove?: readonly T[] };

/** The change with each item turned into its ID (lists take `{id}` objects too). */
export function mapChange<T, U>(change: RelationChange<T>, f: (item: T) => U): RelationChange<U> {
  if (isSet(change)) return change.map(f);
  return {
    ...(change.add ? { add: change.add.map(f) } : {}),
    ...(change.remove ? { remove: change.remove.map(f) } : {}),
  };
}

export const isSet = <T>(change: RelationChange<T>): change is readonly T[] => Array.isArray(change);

/**
 * What of a change must exist in the workspace, and where the body holds it:
 * the whole array, or `add` (IDs in `remove` that are linked to nothing are
 * ignored, so they are never looked up).
 */
export function referencedIds<T>(
  change: RelationChange<T>,
  path: string,
): { ids: readonly T[]; path: string } {
  return isSet(change) ? { ids: change, path } : { ids: change.add ?? [], path: `${path}/add` };
}

/** The key an item of `add` or `remove` is compared by: an ID, or an address as stored (emailKey). */
function itemKey(item: unknown): string | undefined {
  if (typeof item === 'string') return item.includes('@') ? emailKey(item) : item;
  if (item && typeof item === 'object') {
    const { id, email } = item as { id?: unknown; email?: unknown };
    if (typeof id === 'string') return id;
    if (typeof email === 'string') return emailKey(email);
  }
  return undefined;
}

/**
 * The rule every `{add, remove}` of a body obeys: an item in both is a 400,
 * reported at its place in `remove`. Scans the body's top-level properties,
 * so that each resource's update gets it without declaring anything; `base`
 * is the body's pointer (a batch's `/body/records/<index>`).
 */
export function overlapProblems(body: unknown, base = '/body'): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (!body || typeof body !== 'object') return problems;
  for (const [key, value] of Object.entries(body)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const { add, remove } = value as { add?: unknown; remove?: unknown };
    if (!Array.isArray(add) || !Array.isArray(remove)) continue;
    const added = new Set(add.map(itemKey).filter((k) => k !== undefined));
    remove.forEach((item, j) => {
      const k = itemKey(item);
      if (k !== undefined && added.has(k))
        problems.push({
          path: `${base}/${key}/remove/${j}`,
          message: 'is also in add; send it in one of add and remove',
        });
    });
  }
  return problems;
}
