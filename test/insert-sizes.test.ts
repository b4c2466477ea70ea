import { describe, expect, it } from 'vitest';
import { insertSizes } from '../src/db/prepared.js';

/**
 * The rows of each multi-row insert (db/prepared.ts): every number of rows
 * is a SQL text kept compiled, so a table's inserts take few of them,
 * whatever the numbers of rows its writers send.
 */
describe('insert statement sizes', () => {
  it('inserts every row once, in order, in sizes of at most 100 exactly or of 250, 500 and 1,000', () => {
    const used = new Set<number>();
    for (let count = 1; count <= 5000; count++) {
      const sizes = insertSizes(count, 12);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
      for (const size of sizes) used.add(size);
    }
    expect([...used].filter((size) => size > 100).sort((a, b) => a - b)).toEqual([250, 500, 1000]);
    expect(used.size).toBe(103);
  });

  it('writes a part of an import, 1,000 events, in one statement, and 873 rows in four', () => {
    expect(insertSizes(1000, 12)).toEqual([1000]);
    expect(insertSizes(873, 12)).toEqual([500, 250, 100, 23]);
    expect(insertSizes(99, 12)).toEqual([99]);
  });

  it("keeps a statement within SQLite's 32,766 parameters, one row at least", () => {
    expect(insertSizes(1000, 100)).toEqual([250, 250, 250, 250]);
    expect(Math.max(...insertSizes(3000, 40))).toBe(500);
    expect(insertSizes(3, 40_000)).toEqual([1, 1, 1]);
  });
});
