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

    it('imports a file of several batches as the API does: the same summary, row numbers and events', async () => {
      // Three batches (2,000 rows each), with bad rows (failing in their cells, their draft and their
      // checks), empty rows and warnings in each: `crm import` and POST /contacts/import run the same
      // pipeline, the CLI in batches of its own transactions.
      const lines = ['First Name,Email,Phone,Company,Tags,Birthday'];
      for (let i = 1; i <= 4_500; i++) {
        if (i % 997 === 0) lines.push(',,,,,');
        else if (i % 1_009 === 0) lines.push(`Bad${i},bad${i}@example.com,12 not a phone,,,`);
        else if (i % 1_013 === 0) lines.push(`Wide${i},wide${i}@example.com,,,,,extra`);
        else if (i % 1_019 === 0) lines.push(`Mail${i},not-an-email,,,,`);
        else if (i % 1_021 === 0) lines.push(`Date${i},date${i}@example.com,,,,31/31/2020`);
        else
          lines.push(
            `P${i},p${i}@example.com,+1 415 555 ${String(i % 10_000).padStart(4, '0')},Co ${i % 37},` +
              `T${i % 11}; T${(i * 7) % 11},${i % 503 === 0 ? '--03-14' : ''}`,
          );
      }
      const text = `${lines.join('\n')}\n`;
      const path = file('threads.csv', text);
      const cli = await workspace();
      const r = await run(url, ['import', 'contacts', '--workspace', cli.id, '--file', path, '--json']);
      expect(r.code, r.stderr).toBe(3);
      const { request_id: _, ...fromCli } = JSON.parse(r.stdout);
      const http = await workspace();
      const res = await appOf().inject({
        method: 'POST',
        url: `${BASE}/contacts/import`,
        headers: { 'x-service-api-key': http.key, 'content-type': 'text/csv' },
        payload: text,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { request_id: __, ...fromApi } = res.json().data;
      expect(fromCli).toEqual(fromApi);
      // Rows numbered as the file's data rows, in every batch.
      expect(fromCli.errors.map((e: { row: number }) => e.row)).toEqual([
        1009, 1013, 1019, 1021, 2018, 2026, 2038, 2042, 3027, 3039, 3057, 3063, 4036, 4052, 4076, 4084,
      ]);
      expect(fromCli).toMatchObject({ created: 4_480, skipped: 4, failed: 16 });
      expect(fromCli.warnings.map((w: { row: number }) => w.row)).toEqual([
        503, 1006, 1509, 2012, 2515, 3018, 3521, 4024,
      ]);

      /** The workspace's feed, IDs numbered in order of appearance, times and origins left out. */
      async function feed(key: string) {
        const ids = new Map<string, string>();
        const events: unknown[] = [];
        let after = '';
        for (;;) {
          const page = await api(key, `/events?limit=1000${after ? `&after=${after}` : ''}`);
          events.push(...page.data);
          if (!page.meta.has_more) break;
          after = page.meta.next_cursor;
        }
        return JSON.parse(
          JSON.stringify(events, (name, value) => {
            if (['occurred_at', 'created_at', 'updated_at', 'actor', 'request_id'].includes(name))
              return undefined;
            if (typeof value === 'string' && /^[a-z]+_[0-9A-Za-z]{10,}$/.test(value)) {
              if (!ids.has(value)) ids.set(value, `id${ids.size}`);
              return ids.get(value);
            }
            return value;
          }),
        );
      }
      const [cliFeed, apiFeed] = [await feed(cli.key), await feed(http.key)];
      expect(cliFeed.length).toBeGreaterThan(4_480 * 3);
      expect(cliFeed).toEqual(apiFeed);
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
