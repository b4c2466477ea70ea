import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/connect.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { appOn, testConfig, testDatabases } from './harness.js';
import { freshDatabases, migrateTo } from './fresh-postgres.js';

/**
 * Upgrading a database written before migration 0004: the records already
 * there get their search text and their company's domain, so that `q` and
 * `domain` find them like records written afterwards.
 */
for (const database of testDatabases()) {
  describe(`migration 0004 on existing records [${database.name}]`, () => {
    // A new database beside the test one, so that it can start from an older schema.
    const open = freshDatabases(database, 'crm_migration');

    it('fills the search text and the domain of records written before it', async () => {
      const { handle, url } = await open();
      await migrateTo(handle, '0003-collection-count-stripes');
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Old',
        ownerEmail: 'o@old.example',
        ownerName: 'O',
      });
      const now = new Date().toISOString();
      const db = handle.db as any;
      await db
        .insertInto('contacts')
        .values({
          id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1x',
          workspace_id: ws.workspace.id,
          first_name: 'José',
          last_name: 'Ñúñez',
          full_name: 'José Ñúñez',
          sort_name: 'josé ñúñez',
          job_title: 'Chief Cartographer',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('contact_emails')
        .values({
          id: 'eml_01jd8k2m3n4p5q6r7s8t9v0w1x',
          workspace_id: ws.workspace.id,
          contact_id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1x',
          email: 'jose@maps.example',
          is_primary: true,
          position: 0,
        })
        .execute();
      await db
        .insertInto('companies')
        .values({
          id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1x',
          workspace_id: ws.workspace.id,
          name: 'Atlas Maps',
          sort_name: 'atlas maps',
          website_url: 'https://www.Atlas-Maps.example/about',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await migrate(handle);

      const { app } = await appOn(handle, testConfig(url));
      try {
        const get = async (path: string) => {
          const res = await app.inject({
            method: 'GET',
            url: `/user-api/v1${path}`,
            headers: { 'x-service-api-key': ws.api_key },
          });
          expect(res.statusCode, res.body).toBe(200);
          return JSON.parse(res.body).data.map((r: { id: string }) => r.id);
        };
        expect(await get('/contacts?q=jose nun')).toEqual(['con_01jd8k2m3n4p5q6r7s8t9v0w1x']);
        expect(await get('/contacts?q=cartog')).toEqual(['con_01jd8k2m3n4p5q6r7s8t9v0w1x']);
        expect(await get('/contacts?q=maps')).toEqual(['con_01jd8k2m3n4p5q6r7s8t9v0w1x']);
        expect(await get('/companies?domain=atlas-maps.example')).toEqual(['cmp_01jd8k2m3n4p5q6r7s8t9v0w1x']);
        expect(await get('/companies?q=atlas')).toEqual(['cmp_01jd8k2m3n4p5q6r7s8t9v0w1x']);
      } finally {
        await app.close();
      }
    });
  });
}
