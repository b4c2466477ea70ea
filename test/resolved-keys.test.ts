import { describe, expect, it } from 'vitest';
import { authenticate, type KeyLookup, ResolvedKeys } from '../src/core/auth.js';
import '../src/modules/index.js';

/**
 * The keys a SQLite server remembers (core/auth.ts `ResolvedKeys`): trusted
 * while the database's change mark stays as it was when the key was read.
 */
describe('resolved keys', () => {
  const row = {
    key_hash: '',
    answer_mark: 3,
    key_id: 'key_1',
    key_name: 'Key',
    key_created_at: '2026-01-01T00:00:00.000Z',
    expires_at: null,
    revoked_at: null,
    scopes: '["*"]',
    user_id: 'usr_1',
    workspace_id: 'wsp_1',
    workspace_name: 'Workspace',
  };

  it('reads the change mark once for a key it does not hold, and once for a key it holds', async () => {
    let mark = 'a';
    let marksRead = 0;
    const keys = new ResolvedKeys(() => {
      marksRead++;
      return mark;
    });
    let lookups = 0;
    const lookup: KeyLookup = async () => {
      lookups++;
      return row;
    };
    const first = await authenticate(lookup, 'secret', keys);
    expect(first.context.workspaceId).toBe('wsp_1');
    expect([marksRead, lookups]).toEqual([1, 1]);
    // Remembered under the mark read before the lookup.
    expect(keys.lastMark).toBe('a');
    await authenticate(lookup, 'secret', keys);
    expect([marksRead, lookups]).toEqual([2, 1]);
    // A commit since: forgotten, read again, under the new mark.
    mark = 'b';
    await authenticate(lookup, 'secret', keys);
    expect([marksRead, lookups]).toEqual([3, 2]);
    await authenticate(lookup, 'secret', keys);
    expect([marksRead, lookups]).toEqual([4, 2]);
  });

  it('does not remember a key read while the mark moved', async () => {
    let mark = 'a';
    const keys = new ResolvedKeys(() => mark);
    let lookups = 0;
    const lookup: KeyLookup = async () => {
      lookups++;
      // A commit lands while the key is read: what was read may be older than the mark.
      mark = 'b';
      return row;
    };
    await authenticate(lookup, 'secret', keys);
    await authenticate(lookup, 'secret', keys);
    expect(lookups).toBe(2);
  });
});
