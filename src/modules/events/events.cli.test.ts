import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Static } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { appBeside, runCli, sharedDatabasesAndFiles } from '../../../test/cli-run.js';
import { BASE } from '../../../test/harness.js';
import type { Event } from './events.schema.js';

/**
 * Events of writes made outside a request (API.md section 8): `crm import`
 * records the same events as an import over HTTP, with `actor` and
 * `request_id` null.
 */

const { dir, databases } = sharedDatabasesAndFiles('crm-events-cli-');

for (const database of databases) {
  describe(`events of the CLI [${database.name}]`, { timeout: 120_000 }, () => {
    const appOf = appBeside(database);

    it('crm import: the tags it made, each contact and its links, with a null actor and the request ID the run printed', async () => {
      const made = await runCli(database.url, ['workspace', 'create', '--name', 'Events', '--json']);
      expect(made.code).toBe(0);
      const { workspace, api_key: key } = JSON.parse(made.stdout);
      const file = join(dir, `${database.name}.csv`);
      writeFileSync(file, 'first_name,email,tags\nAda,ada@example.com,VIP\n');
      const run = await runCli(database.url, [
        'import',
        'contacts',
        '--workspace',
        workspace.id,
        '--file',
        file,
      ]);
      expect(run.code).toBe(0);
      const res = await appOf().inject({
        method: 'GET',
        url: `${BASE}/events?limit=1000`,
        headers: { 'x-service-api-key': key },
      });
      const events = JSON.parse(res.body).data as Static<typeof Event>[];
      expect(events.map((e) => e.type)).toEqual(['tag.created', 'contact.created', 'link.added']);
      // One request ID for the run (API.md section 12: POST /undo takes the run back by it), printed in its summary.
      const requestId = events[0].request_id;
      expect(requestId).toEqual(expect.any(String));
      expect(run.stdout).toContain(requestId);
      for (const event of events) {
        expect(event.actor).toBeNull();
        expect(event.request_id).toBe(requestId);
      }
    });
  });
}
