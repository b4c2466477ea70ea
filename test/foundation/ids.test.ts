import { describe, expect, it } from 'vitest';
import { newId } from '../../src/core/ids.js';

describe('IDs', () => {
  it('are the prefix and a lower-case ULID, unique, and sort in the order they were made', async () => {
    const ids: string[] = [];
    // Across several milliseconds: each new one draws a fresh random part.
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 2000; i++) ids.push(newId('con'));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    for (const id of ids) expect(id).toMatch(/^con_[0-9a-hjkmnp-tv-z]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draw every character of the random part', () => {
    // The first random character of IDs made in different milliseconds
    // (the library keeps it within one): all 32 appear in a few thousand.
    const seen = new Set<string>();
    const started = Date.now();
    let last = '';
    while (seen.size < 32 && Date.now() - started < 5000) {
      const id = newId('tag');
      const time = id.slice(4, 14);
      if (time !== last) seen.add(id[14]);
      last = time;
    }
    expect(seen.size).toBe(32);
  });
});
