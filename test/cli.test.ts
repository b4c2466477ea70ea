import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { migrations } from '../src/db/migrations/index.js';
import { runCli, sharedDatabases } from './cli-run.js';
import { BASE, startApp } from './harness.js';

/**
 * The admin CLI run as operators run it: a child process against a real
 * database (a SQLite file; PostgreSQL when TEST_POSTGRES_URL is set), checked
 * by its exit code, its standard output and its standard error.
 */
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SECRET = /^crm_[0-9A-Za-z]{40}$/;
const MIGRATIONS = Object.keys(migrations);
const LATEST = MIGRATIONS.at(-1);

const run = runCli;

/** A successful `--json` run: exit 0, one JSON object on stdout, nothing on stderr. */
async function json(databaseUrl: string, args: string[]): Promise<any> {
  const r = await run(databaseUrl, [...args, '--json']);
  expect(r, `crm ${args.join(' ')}`).toMatchObject({ code: 0, stderr: '' });
  expect(r.stdout.endsWith('\n') && r.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(r.stdout);
}

/** A refused run: exit 1, nothing on stdout, exactly one line on stderr. */
async function refused(databaseUrl: string, args: string[], message: string | RegExp) {
  const r = await run(databaseUrl, args);
  expect(r.code, `crm ${args.join(' ')}: ${r.stderr}`).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr.endsWith('\n') && r.stderr.trimEnd().split('\n')).toHaveLength(1);
  if (typeof message === 'string') expect(r.stderr).toBe(`crm: ${message}\n`);
  else expect(r.stderr).toMatch(message);
}

const USER_KEYS = ['avatar_url', 'created_at', 'email', 'full_name', 'id', 'role', 'updated_at'];

for (const database of sharedDatabases('crm-cli-')) {
  describe(`admin CLI [${database.name}]`, { timeout: 180_000 }, () => {
    const url = database.url;
    let app: App;
    let close: () => Promise<void>;

    beforeAll(async () => {
      // The API on the same database, to check that keys made by the CLI work there.
      const started = await startApp(database);
      app = started.app;
      close = async () => {
        await started.app.close();
        await started.handle.close();
      };
    });
    afterAll(async () => {
      await close?.();
      database.cleanup?.();
    });

    const me = async (key: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `${BASE}/me`,
        headers: { 'x-service-api-key': key },
      });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };

    it('migrate applies pending migrations and says so', async () => {
      const first = await json(url, ['migrate']);
      expect(first).toEqual({ migrated: true, applied: expect.any(Array), latest: LATEST });
      // The API's start has migrated this database already, or this run did.
      expect(MIGRATIONS.slice(MIGRATIONS.length - first.applied.length)).toEqual(first.applied);
      expect(await json(url, ['migrate'])).toEqual({ migrated: true, applied: [], latest: LATEST });
      const human = await run(url, ['migrate']);
      expect(human).toEqual({
        code: 0,
        stdout: `The database is up to date (latest migration: ${LATEST}).\n`,
        stderr: '',
      });
    });

    it('workspace create prints the workspace, its owner and a key that works on the API', async () => {
      const out = await json(url, [
        'workspace',
        'create',
        '--name',
        ' Acme ',
        '--owner-email',
        'Ada@Acme.COM',
        '--owner-name',
        'Ada Lovelace',
      ]);
      expect(out).toEqual({
        workspace: { id: expect.stringMatching(/^wsp_/), name: 'Acme' },
        user: {
          id: expect.stringMatching(/^usr_/),
          full_name: 'Ada Lovelace',
          email: 'ada@acme.com',
          avatar_url: null,
          role: 'OWNER',
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        api_key: expect.stringMatching(SECRET),
      });
      const res = await me(out.api_key);
      expect(res.status).toBe(200);
      expect(res.body.data.workspace).toEqual(out.workspace);
      expect(res.body.data.user).toEqual(out.user);

      // Defaults for the owner, and the human form with the key shown once.
      const human = await run(url, ['workspace', 'create', '--name', 'Beta']);
      expect(human.code).toBe(0);
      expect(human.stderr).toBe('');
      const key = /\n {2}(crm_\w+)/.exec(human.stdout)?.[1];
      expect(key).toMatch(SECRET);
      expect(human.stdout).toMatch(
        /^Created workspace "Beta" \(wsp_\w+\)\.\nOwner: Workspace Owner <owner@example\.com> \(usr_\w+\)\./,
      );
      expect((await me(key!)).body.data.user).toMatchObject({
        full_name: 'Workspace Owner',
        email: 'owner@example.com',
      });
    });

    it('workspace create refuses bad input', async () => {
      await refused(url, ['workspace', 'create'], "required option '--name <name>' not specified");
      await refused(url, ['workspace', 'create', '--name', '  '], '--name must not be empty');
      await refused(
        url,
        ['workspace', 'create', '--name', 'X', '--owner-email', 'nope'],
        '--owner-email must be a valid e-mail address, got "nope"',
      );
      await refused(
        url,
        ['workspace', 'create', '--name', 'X', '--json', '--owner-email', 'a@b'],
        '--owner-email must be a valid e-mail address, got "a@b"',
      );
    });

    it('workspace list shows every workspace with its ID, name, creation time and counts', async () => {
      const made = await json(url, ['workspace', 'create', '--name', 'Listed Ltd']);
      const other = await json(url, ['workspace', 'create', '--name', 'Listed Other']);
      await json(url, [
        'user',
        'add',
        '--workspace',
        made.workspace.id,
        '--email',
        'b@x.io',
        '--full-name',
        'B',
      ]);
      const post = async (path: string, payload: object) => {
        const res = await app.inject({
          method: 'POST',
          url: `${BASE}${path}`,
          headers: { 'x-service-api-key': made.api_key },
          payload,
        });
        expect(res.statusCode, res.body).toBe(201);
      };
      await post('/contacts', { first_name: 'Ada' });
      await post('/contacts', { first_name: 'Grace' });
      await post('/companies', { name: 'Globex' });

      const { workspaces } = await json(url, ['workspace', 'list']);
      const entry = (id: string) => workspaces.find((w: { id: string }) => w.id === id);
      expect(entry(made.workspace.id)).toEqual({
        id: made.workspace.id,
        name: 'Listed Ltd',
        created_at: expect.stringMatching(ISO),
        users: 2,
        contacts: 2,
        companies: 1,
      });
      expect(entry(other.workspace.id)).toMatchObject({
        name: 'Listed Other',
        users: 1,
        contacts: 0,
        companies: 0,
      });
      // Oldest first: the one made first comes first.
      const ids = workspaces.map((w: { id: string }) => w.id);
      expect(ids.indexOf(made.workspace.id)).toBeLessThan(ids.indexOf(other.workspace.id));

      const human = await run(url, ['workspace', 'list']);
      expect(human).toMatchObject({ code: 0, stderr: '' });
      const lines = human.stdout.trimEnd().split('\n');
      expect(lines[0].split(/\s{2,}/)).toEqual(['ID', 'NAME', 'CREATED', 'USERS', 'CONTACTS', 'COMPANIES']);
      expect(lines).toHaveLength(workspaces.length + 1);
      const row = lines.find((l) => l.startsWith(made.workspace.id));
      expect(row?.split(/\s{2,}/)).toEqual([
        made.workspace.id,
        'Listed Ltd',
        entry(made.workspace.id).created_at,
        '2',
        '2',
        '1',
      ]);
    });

    it('user add adds a MEMBER by default, any role on request, and refuses bad input', async () => {
      const ws = await json(url, ['workspace', 'create', '--name', 'Users']);
      const w = ws.workspace.id;
      const bob = await json(url, [
        'user',
        'add',
        '--workspace',
        w,
        '--email',
        'Bob@Example.com',
        '--full-name',
        'Bob Builder',
      ]);
      expect(bob).toEqual({
        user: {
          id: expect.stringMatching(/^usr_/),
          full_name: 'Bob Builder',
          email: 'bob@example.com',
          avatar_url: null,
          role: 'MEMBER',
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
      });
      expect(Object.keys(bob.user).sort()).toEqual(USER_KEYS);
      const admin = await json(url, [
        'user',
        'add',
        '--workspace',
        w,
        '--email',
        'eve@example.com',
        '--full-name',
        'Eve',
        '--role',
        'ADMIN',
      ]);
      expect(admin.user.role).toBe('ADMIN');
      const human = await run(url, [
        'user',
        'add',
        '--workspace',
        w,
        '--email',
        'olga@example.com',
        '--full-name',
        'Olga',
        '--role',
        'owner',
      ]);
      expect(human).toMatchObject({ code: 0, stderr: '' });
      expect(human.stdout).toMatch(/^Added Olga <olga@example\.com> \(usr_\w+\) as OWNER\.\n$/);

      // The API sees them.
      const list = await app.inject({
        method: 'GET',
        url: `${BASE}/workspace-users?order_by=created_at:asc`,
        headers: { 'x-service-api-key': ws.api_key },
      });
      expect(JSON.parse(list.body).data.map((u: any) => u.email)).toEqual([
        'owner@example.com',
        'bob@example.com',
        'eve@example.com',
        'olga@example.com',
      ]);

      await refused(
        url,
        ['user', 'add', '--workspace', w, '--email', 'BOB@example.com', '--full-name', 'Bob 2'],
        `workspace ${w} already has a user with e-mail bob@example.com (${bob.user.id})`,
      );
      await refused(
        url,
        ['user', 'add', '--workspace', w, '--email', 'bob@', '--full-name', 'B'],
        '--email must be a valid e-mail address, got "bob@"',
      );
      await refused(
        url,
        ['user', 'add', '--workspace', w, '--email', 'x@example.com', '--full-name', 'X', '--role', 'BOSS'],
        '--role must be one of OWNER, ADMIN, MEMBER, got "BOSS"',
      );
      await refused(
        url,
        ['user', 'add', '--workspace', 'wsp_nope', '--email', 'x@example.com', '--full-name', 'X', '--json'],
        'no workspace with ID "wsp_nope"',
      );
      await refused(
        url,
        ['user', 'add', '--workspace', w, '--email', 'x@example.com'],
        "required option '--full-name <name>' not specified",
      );
      await refused(
        url,
        ['user', 'add', '--email', 'x@example.com', '--full-name', 'X'],
        "required option '--workspace <id>' not specified",
      );
      // The same address in another workspace is fine.
      const other = await json(url, ['workspace', 'create', '--name', 'Other']);
      const again = await json(url, [
        'user',
        'add',
        '--workspace',
        other.workspace.id,
        '--email',
        'bob@example.com',
        '--full-name',
        'Bob',
      ]);
      expect(again.user.email).toBe('bob@example.com');
    });

    it('key create defaults to the first owner, takes a user, a name and an expiry; key list never shows secrets', async () => {
      const ws = await json(url, [
        'workspace',
        'create',
        '--name',
        'Keys',
        '--owner-email',
        'first@example.com',
      ]);
      const w = ws.workspace.id;
      // A second owner joins later: the default stays the first one.
      await json(url, [
        'user',
        'add',
        '--workspace',
        w,
        '--email',
        'second@example.com',
        '--full-name',
        'Second',
        '--role',
        'OWNER',
      ]);
      const member = (
        await json(url, ['user', 'add', '--workspace', w, '--email', 'm@example.com', '--full-name', 'M'])
      ).user;

      const plain = await json(url, ['key', 'create', '--workspace', w]);
      expect(plain).toEqual({
        api_key: expect.stringMatching(SECRET),
        key: {
          id: expect.stringMatching(/^key_/),
          name: 'CLI key',
          user_id: ws.user.id,
          scopes: ['delete'],
          created_at: expect.stringMatching(ISO),
          expires_at: null,
        },
      });
      const named = await json(url, [
        'key',
        'create',
        '--workspace',
        w,
        '--user',
        member.id,
        '--name',
        'zapier',
        '--expires-at',
        '2099-06-01T12:00:00+02:00',
      ]);
      expect(named.key).toEqual({
        id: expect.stringMatching(/^key_/),
        name: 'zapier',
        user_id: member.id,
        scopes: ['delete'],
        created_at: expect.stringMatching(ISO),
        expires_at: '2099-06-01T10:00:00.000Z',
      });
      const res = await me(named.api_key);
      expect(res.status).toBe(200);
      expect(res.body.data.user.id).toBe(member.id);
      expect(res.body.data.api_key).toEqual({
        id: named.key.id,
        name: 'zapier',
        scopes: ['delete'],
        created_at: named.key.created_at,
        expires_at: '2099-06-01T10:00:00.000Z',
      });

      const listed = await json(url, ['key', 'list', '--workspace', w]);
      const globalFirst = await run(url, ['--json', 'key', 'list', '--workspace', w]);
      expect(globalFirst.code).toBe(0);
      expect(JSON.parse(globalFirst.stdout)).toEqual(listed);
      expect(listed).toEqual({
        keys: [
          {
            id: expect.stringMatching(/^key_/),
            name: 'Default key',
            user_id: ws.user.id,
            scopes: ['delete'],
            created_at: expect.stringMatching(ISO),
            expires_at: null,
            revoked_at: null,
          },
          { ...plain.key, revoked_at: null },
          { ...named.key, revoked_at: null },
        ],
      });
      const text = JSON.stringify(listed);
      for (const secret of [ws.api_key, plain.api_key, named.api_key])
        expect(text).not.toContain(secret.slice(4));
      expect(text).not.toMatch(/hash/);

      const human = await run(url, ['key', 'list', '--workspace', w]);
      expect(human.code).toBe(0);
      expect(human.stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+USER\s+SCOPES\s+CREATED\s+EXPIRES\s+STATUS$/);
      expect(human.stdout).toContain(named.key.id);
      expect(human.stdout).not.toContain(named.api_key.slice(4));
    });

    it('key create refuses bad input', async () => {
      const ws = await json(url, ['workspace', 'create', '--name', 'Bad keys']);
      const other = await json(url, ['workspace', 'create', '--name', 'Elsewhere']);
      const w = ws.workspace.id;
      await refused(url, ['key', 'create', '--workspace', 'wsp_nope'], 'no workspace with ID "wsp_nope"');
      await refused(
        url,
        ['key', 'create', '--workspace', w, '--user', 'usr_nope'],
        `no user with ID "usr_nope" in workspace ${w}`,
      );
      await refused(
        url,
        ['key', 'create', '--workspace', w, '--user', other.user.id],
        `no user with ID "${other.user.id}" in workspace ${w}`,
      );
      for (const bad of ['garbage', '2027-13-01', '2099-02-30T00:00:00Z', '2099-01-01T25:00:00Z']) {
        await refused(
          url,
          ['key', 'create', '--workspace', w, '--expires-at', bad],
          `--expires-at must be an ISO 8601 timestamp such as 2027-01-01T00:00:00Z, got "${bad}"`,
        );
      }
      await refused(
        url,
        ['key', 'create', '--workspace', w, '--expires-at', '2020-01-01T00:00:00Z'],
        '--expires-at must be in the future, got "2020-01-01T00:00:00Z"',
      );
      await refused(url, ['key', 'create', '--workspace', w, '--name', ''], '--name must not be empty');
      await refused(url, ['key', 'create'], "required option '--workspace <id>' not specified");
      await refused(url, ['key', 'list'], "required option '--workspace <id>' not specified");
      await refused(
        url,
        ['key', 'list', '--workspace', 'wsp_nope', '--json'],
        'no workspace with ID "wsp_nope"',
      );
      // Nothing was made by the refused commands.
      expect((await json(url, ['key', 'list', '--workspace', w])).keys).toHaveLength(1);
    });

    it('key revoke stops a key at once; unknown IDs are refused', async () => {
      const ws = await json(url, ['workspace', 'create', '--name', 'Revoke']);
      const made = await json(url, ['key', 'create', '--workspace', ws.workspace.id, '--name', 'temp']);
      expect((await me(made.api_key)).status).toBe(200);
      expect(await json(url, ['key', 'revoke', made.key.id])).toEqual({ revoked: made.key.id });
      const res = await me(made.api_key);
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        code: 'unauthorized',
        message: 'The API key has been revoked.',
      });
      // The workspace's other key is untouched; revoking again changes nothing.
      expect((await me(ws.api_key)).status).toBe(200);
      const listed = (await json(url, ['key', 'list', '--workspace', ws.workspace.id])).keys;
      const revokedAt = listed.find((k: any) => k.id === made.key.id).revoked_at;
      expect(revokedAt).toMatch(ISO);
      const human = await run(url, ['key', 'revoke', made.key.id]);
      expect(human).toEqual({ code: 0, stdout: `Revoked key ${made.key.id}.\n`, stderr: '' });
      expect(
        (await json(url, ['key', 'list', '--workspace', ws.workspace.id])).keys.find(
          (k: any) => k.id === made.key.id,
        ).revoked_at,
      ).toBe(revokedAt);
      await refused(url, ['key', 'revoke', 'key_nope'], 'no API key with ID "key_nope"');
      await refused(url, ['key', 'revoke', '--json', 'key_nope'], 'no API key with ID "key_nope"');
      await refused(url, ['key', 'revoke'], "missing required argument 'key-id'");
    });

    it('unknown commands and options are one line on stderr and exit 1', async () => {
      await refused(url, ['bogus'], "unknown command 'bogus'");
      await refused(
        url,
        ['key', 'create', '--workspace', 'w', '--colour', 'red'],
        "unknown option '--colour'",
      );
      const help = await run(url, ['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/Usage: crm \[options\] \[command\]/);
    });
  });
}

describe('admin CLI on a new or unusable database', () => {
  it('migrates a new SQLite database before the first command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-cli-new-'));
    try {
      const url = `sqlite:${join(dir, 'nested', 'new.sqlite')}`;
      const out = await json(url, ['workspace', 'create', '--name', 'First']);
      expect(out.workspace.name).toBe('First');
      expect(await json(url, ['migrate'])).toEqual({ migrated: true, applied: [], latest: LATEST });
      // `migrate` itself on a new database applies every migration, in order.
      const fresh = `sqlite:${join(dir, 'fresh.sqlite')}`;
      expect(await json(fresh, ['migrate'])).toEqual({ migrated: true, applied: MIGRATIONS, latest: LATEST });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says what is wrong with DATABASE_URL in one line', async () => {
    await refused(
      'mysql://x',
      ['migrate', '--json'],
      'DATABASE_URL must start with sqlite: or postgres://, got "mysql:..."',
    );
  }, 60_000);
});
