import { describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.js';
import { migrate } from '../src/db/connect.js';
import { matchingEvents } from '../src/modules/undo/undo.events.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { testDatabases } from './harness.js';
import { freshDatabases, migrateTo } from './fresh-postgres.js';
import { indexesOf } from './query-plans.js';

/**
 * Upgrading a database written before migration 0014: its events, which
 * migration 0012 indexed one by one by request ID and key, become runs of
 * one each, so that POST /undo finds them as it finds the runs written
 * since; the two per-event indexes are gone.
 */
for (const database of testDatabases()) {
  describe(`migration 0014 on existing events [${database.name}]`, () => {
    const open = freshDatabases(database, 'crm_migration14');

    it('makes every event with a request ID or a key a run of its own, found by request and by key', async () => {
      const { handle } = await open();
      await migrateTo(handle, '0012-event-origin');
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Old',
        ownerEmail: 'o@old.example',
        ownerName: 'O',
      });
      const key = `key_${'1'.padStart(26, '0')}`;
      // Inserted out of time order.
      const old = [
        { request_id: 'r-1', api_key_id: key, occurred_at: '2026-03-01T10:00:02.000Z' },
        { request_id: 'r-1', api_key_id: key, occurred_at: '2026-03-01T10:00:02.000Z' },
        { request_id: 'r-2', api_key_id: key, occurred_at: '2026-03-01T10:00:01.000Z' },
        { request_id: null, api_key_id: key, occurred_at: '2026-03-01T10:00:03.000Z' },
        { request_id: null, api_key_id: null, occurred_at: '2026-03-01T10:00:04.000Z' },
      ].map((o) => {
        const id = newId('evt');
        return {
          ...o,
          id,
          workspace_id: ws.workspace.id,
          type: 'tag.updated',
          resource: 'tag',
          resource_id: 'tag_01jd8k2m3n4p5q6r7s8t9v0w1x',
          linked_resource: null,
          linked_id: null,
          payload: JSON.stringify({ id, request_id: o.request_id }),
        };
      });
      await (handle.db as any).insertInto('events').values(old).execute();
      await migrate(handle);

      const ids = (events: { id: string }[] | null) => events?.map((e) => e.id);
      expect(ids(await matchingEvents(handle.db, ws.workspace.id, { requestId: 'r-1' }, 10))).toEqual([
        old[1]!.id,
        old[0]!.id,
      ]);
      const byKey = await matchingEvents(
        handle.db,
        ws.workspace.id,
        { keyId: key, since: '2026-03-01T10:00:02.000Z', until: '2026-03-01T10:00:04.000Z' },
        10,
      );
      expect(ids(byKey)).toEqual([old[3]!.id, old[1]!.id, old[0]!.id]);
      const runs = await handle.db.selectFrom('events').select(['id', 'run_length']).orderBy('seq').execute();
      expect(runs.map((r) => r.run_length)).toEqual([1, 1, 1, 1, null]);

      const indexes = [...(await indexesOf(handle.db)).keys()];
      expect(indexes).toContain('events_run_request_idx');
      expect(indexes).toContain('events_run_key_idx');
      expect(indexes).not.toContain('events_request_idx');
      expect(indexes).not.toContain('events_key_idx');
    });
  });
}
