import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appBeside, runCli, sharedDatabasesAndFiles } from './cli-run.js';
import { BASE } from './harness.js';

/**
 * `crm import` and `crm export` (API.md section 9) run as operators run
 * them: the built CLI as a child process, on a SQLite file (and
 * PostgreSQL when TEST_POSTGRES_URL is set), checked by exit code, output
 * and what the API then answers.
 */

const run = runCli;

/** `dir`: where the test's CSV files go. */
const { dir, databases } = sharedDatabasesAndFiles('crm-import-cli-');

for (const database of databases) {
  describe(`crm import and crm export [${database.name}]`, { timeout: 120_000 }, () => {
    const url = database.url;
    const appOf = appBeside(database);

    const file = (name: string, text: string) => {
      const path = join(dir, `${database.name}-${name}`);
      writeFileSync(path, text);
      return path;
    };
    async function workspace() {
      const r = await run(url, ['workspace', 'create', '--name', 'Import', '--json']);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      return { id: out.workspace.id as string, key: out.api_key as string };
    }
    const api = async (key: string, path: string) =>
      JSON.parse(
        (
          await appOf().inject({
            method: 'GET',
            url: `${BASE}${path}`,
            headers: { 'x-service-api-key': key },
          })
        ).body,
      );

    it('imports with --json: one summary object, exit 0; bad rows: exit 3 and the --errors file', async () => {
      const ws = await workspace();
      const good = file('good.csv', 'First Name,Last Name,E-mail,Tags\nAda,Lovelace,ada@example.com,A; B\n');
      const ok = await run(url, ['import', 'contacts', '--workspace', ws.id, '--file', good, '--json']);
      // The run's request ID ends the summary (API.md section 12): what POST /undo takes back.
      expect(ok).toEqual({
        code: 0,
        stdout: expect.stringMatching(
          /^\{"created":1,"updated":0,"skipped":0,"failed":0,"errors":\[\],"warnings":\[\],"ignored_columns":\[\],"request_id":"[0-9a-f-]{36}"\}\n$/,
        ),
        stderr: '',
      });
      const mixed = file('mixed.csv', 'name,email\nGrace,grace@example.com\n"Bad, Row",nope\n,\n');
      const errors = join(dir, `${database.name}-errors.csv`);
      const some = await run(url, [
        'import',
        'contacts',
        '--workspace',
        ws.id,
        '--file',
        mixed,
        '--errors',
        errors,
        '--json',
      ]);
      expect(some.code).toBe(3);
      expect(JSON.parse(some.stdout)).toEqual({
        created: 1,
        updated: 0,
        skipped: 1,
        failed: 1,
        errors: [{ row: 2, message: 'email: must be a valid e-mail address' }],
        warnings: [],
        ignored_columns: [],
        request_id: expect.any(String),
      });
      expect(readFileSync(errors, 'utf8')).toBe(
        'name,email,reason\n"Bad, Row",nope,email: must be a valid e-mail address\n',
      );
      // The human form: the summary on stdout, the bar (if any) on stderr.
      const human = await run(url, [
        'import',
        'contacts',
        '--workspace',
        ws.id,
        '--file',
        good,
        '--match-on',
        'email',
      ]);
      expect(human.code).toBe(0);
      expect(human.stdout).toMatch(
        /^created 0, updated 1, skipped 0 empty, failed 0\.\nrequest_id: ([0-9a-f-]{36}) \(POST \/undo \{"request_id": "\1"\} takes this run back\)\n$/,
      );
      expect((await api(ws.key, '/contacts')).meta.total).toBe(2);
    });

    it('refuses what it cannot import with exit 1 and one line; --dry-run writes nothing; --map', async () => {
      const ws = await workspace();
      const unknown = file('unknown.csv', 'Colour,Size\nred,big\n');
      const refused = await run(url, ['import', 'contacts', '--workspace', ws.id, '--file', unknown]);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(
        /^crm: cannot import .*: no column of the header names a contact field .*"Colour", "Size"/,
      );
      expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
      const missing = await run(url, [
        'import',
        'contacts',
        '--workspace',
        ws.id,
        '--file',
        join(dir, 'none.csv'),
      ]);
      expect(missing.code).toBe(1);
      const bad = await run(url, [
        'import',
        'contacts',
        '--workspace',
        ws.id,
        '--file',
        unknown,
        '--match-on',
        'domain',
      ]);
      expect(bad.stderr).toMatch(/cannot be matched on "domain"/);

      const mapped = file('mapped.csv', 'Who;Mail;Groupe\nAda Lovelace;ada@example.com;VIP\n');
      const args = [
        'import',
        'contacts',
        '--workspace',
        ws.id,
        '--file',
        mapped,
        '--map',
        'Who=full_name',
        '--map',
        'Mail=emails',
        '--map',
        'Groupe=tags',
        '--json',
      ];
      const dry = await run(url, [...args, '--dry-run']);
      expect(JSON.parse(dry.stdout)).toMatchObject({ created: 1, failed: 0 });
      expect((await api(ws.key, '/contacts')).meta.total).toBe(0);
      expect((await api(ws.key, '/tags')).meta.total).toBe(0);
      const real = await run(url, args);
      // The same summary, and the run's request ID (a dry run records nothing: it has none).
      expect(JSON.parse(dry.stdout).request_id).toBeUndefined();
      expect(JSON.parse(real.stdout)).toEqual({ ...JSON.parse(dry.stdout), request_id: expect.any(String) });
      const ada = (await api(ws.key, '/contacts?include=emails,tags')).data[0];
      expect([ada.full_name, ada.emails[0].email, ada.tags[0].tag.name]).toEqual([
        'Ada Lovelace',
        'ada@example.com',
        'VIP',
      ]);
    });

    it('export writes what GET /<resource>/export answers, to --out or stdout', async () => {
      const ws = await workspace();
      const source = file(
        'export-in.csv',
        'name,email,phone\nAda Lovelace,ada@example.com,+44 20 7946 0123\nGrace Hopper,grace@example.com,\n',
      );
      expect((await run(url, ['import', 'contacts', '--workspace', ws.id, '--file', source])).code).toBe(0);
      const out = join(dir, `${database.name}-out.csv`);
      const toFile = await run(url, ['export', 'contacts', '--workspace', ws.id, '--out', out]);
      expect(toFile).toEqual({ code: 0, stdout: '', stderr: '' });
      const viaApi = await appOf().inject({
        method: 'GET',
        url: `${BASE}/contacts/export`,
        headers: { 'x-service-api-key': ws.key },
      });
      expect(readFileSync(out, 'utf8')).toBe(viaApi.body);
      expect(viaApi.body).toContain('+44 2079460123');
      const jsonl = await run(url, [
        'export',
        'contacts',
        '--workspace',
        ws.id,
        '--format',
        'jsonl',
        '--json',
      ]);
      expect(jsonl.code).toBe(0);
      expect(
        jsonl.stdout
          .trimEnd()
          .split('\n')
          .map((l) => JSON.parse(l).full_name)
          .sort(),
      ).toEqual(['Ada Lovelace', 'Grace Hopper']);
      const wrong = await run(url, ['export', 'people', '--workspace', ws.id]);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/^crm: export takes one of contacts, companies/);
    });
  });
}
