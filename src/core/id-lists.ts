/** Lists of IDs as a write takes them: without repeats, and in slices a statement can bind. */

/**
 * Statements bind at most this many IDs at once, well inside SQLite's and
 * PostgreSQL's parameter limits, so a relation of any size sent in one body
 * is read and written in slices.
 */
const SLICE = 500;

export function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** IDs in the order first sent, without repeats. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
