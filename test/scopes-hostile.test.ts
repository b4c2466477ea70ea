import { expect, it } from 'vitest';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import { clientFor, describeEachDatabase, expectError } from './harness.js';
import { LOOKALIKE_SCOPES } from './hostile-payloads.js';
import { expectLacks, keyWith, readsBut, seed, snapshot } from './scopes-support.js';

/**
 * What a client holding a narrow key tries in order to do more than its
 * scopes allow (API.md section 3, issue 32): scope strings that only look
 * like scopes, escalation through batches, upserts, imports, merges,
 * webhooks, includes, replays of another key's stored answers, and other
 * spellings of a request. Each is refused and then read back: nothing
 * changed.
 */

const CSV = { 'content-type': 'text/csv' };

describeEachDatabase(
  'scoped keys under attack',
  (t) => {
    it('stored scope strings that only look like scopes grant nothing', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const before = await snapshot(owner);
      for (const scopes of LOOKALIKE_SCOPES) {
        const { secret } = await createApiKey(t.handle.db, {
          workspaceId: owner.workspace.id,
          userId: owner.user.id,
          name: 'odd',
          expiresAt: null,
          scopes,
        });
        const odd = clientFor(t.app, t.handle, { ...owner, api_key: secret });
        expectLacks(await odd.del(`/contacts/${s.contact.id}`), 'contacts:delete');
        expectLacks(await odd.post('/contacts', { first_name: 'x' }), 'contacts:write');
        expectLacks(await odd.get('/contacts'), 'contacts:read');
        expectLacks(await odd.get('/events'), 'events:read');
        const me = await odd.get('/me');
        expect(me.status).toBe(200);
        expect(me.body.data.api_key.scopes).toEqual(scopes);
      }
      // A stored value that is not a JSON array of strings grants nothing either.
      for (const stored of [
        '"delete"',
        'delete',
        '{"0":"delete"}',
        '[["delete"]]',
        '[{"scope":"delete"}]',
        '',
      ]) {
        const { secret, key } = await createApiKey(t.handle.db, {
          workspaceId: owner.workspace.id,
          userId: owner.user.id,
          name: 'corrupt',
          expiresAt: null,
        });
        await t.handle.db.updateTable('api_keys').set({ scopes: stored }).where('id', '=', key.id).execute();
        const odd = clientFor(t.app, t.handle, { ...owner, api_key: secret });
        expectLacks(await odd.del(`/tags/${s.tag.id}`), 'tags:delete');
        expect((await odd.get('/me')).body.data.api_key.scopes).toEqual([]);
      }
      expect(await snapshot(owner)).toEqual(before);
    });

    it('batches, upserts and relations do not reach another area', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const zap = await keyWith(t, owner, ['contacts:write']);
      const before = await snapshot(owner);
      expectLacks(await zap.post('/tags/batch', { records: [{ name: 'Sneaky' }] }), 'tags:write');
      expectLacks(
        await zap.patch('/tags/batch', { records: [{ id: s.tag.id, name: 'Renamed' }] }),
        'tags:write',
      );
      expectLacks(
        await zap.post('/tags?match_on=name', { name: 'vip', contacts: [s.other.id] }),
        'tags:write',
      );
      expectLacks(await zap.post('/tags/batch?match_on=name', { records: [{ name: 'VIP' }] }), 'tags:write');
      expectLacks(
        await zap.patch(`/companies/${s.company.id}`, { contacts: { add: [s.other.id] } }),
        'companies:write',
      );
      expectLacks(await zap.post('/notes', { body: 'x', contacts: [s.contact.id] }), 'notes:write');
      // A read key cannot upsert what it can read.
      const reader = await keyWith(t, owner, ['read']);
      expectLacks(
        await reader.post('/contacts?match_on=email', { first_name: 'Ada', emails: ['ada@example.com'] }),
        'contacts:write',
      );
      expectLacks(
        await reader.post('/contacts/batch?match_on=email', {
          records: [{ first_name: 'Ada', emails: ['ada@example.com'] }],
        }),
        'contacts:write',
      );
      expect(await snapshot(owner)).toEqual(before);
      // What it may do: a contact's relations, by batch and by upsert, with no delete through them.
      const batch = await zap.patch('/contacts/batch', {
        records: [{ id: s.other.id, tags: [s.tag.id], companies: [s.company.id] }],
      });
      expect(batch.status).toBe(200);
      // Written, and not shown to a key that cannot read tags or companies (API.md section 3).
      expect(batch.body.data[0]).not.toHaveProperty('tags');
      expect(batch.body.data[0]).not.toHaveProperty('companies');
      const linked = (await owner.get(`/contacts/${s.other.id}?include=tags,companies`)).body.data;
      expect(linked.tags).toEqual([{ tag: { id: s.tag.id, name: 'VIP' } }]);
      expect(linked.companies.map((c: { id: string }) => c.id)).toEqual([s.company.id]);
    });

    it('an import cannot create tags, companies or lists its key cannot write, dry run or not, nor import another resource', async () => {
      const owner = await t.workspace();
      await seed(owner);
      const zap = await keyWith(t, owner, ['contacts:write']);
      const before = await snapshot(owner);
      const csv = 'First Name,Tags,Company\nMallory,Admins; VIP,\nTrent,,Evil Corp\n';
      for (const query of ['', '?dry_run=true', '?match_on=email']) {
        const res = await zap.request('POST', `/contacts/import${query}`, csv, CSV);
        expect(res.status, query).toBe(200);
        expect(res.body.data.created, query).toBe(0);
        expect(res.body.data.errors, query).toEqual(
          query === '?match_on=email'
            ? [
                { row: 1, message: expect.stringContaining('match on email') },
                { row: 2, message: expect.stringContaining('match on email') },
              ]
            : [
                { row: 1, message: 'this key lacks tags:write' },
                { row: 2, message: 'this key lacks companies:write' },
              ],
        );
      }
      expect(await snapshot(owner)).toEqual(before);
      expectLacks(
        await zap.request('POST', '/companies/import', 'Name\nEvil Corp\n', CSV),
        'companies:write',
      );
      const keyed = { ...CSV, 'idempotency-key': 'hostile-import' };
      const reader = await keyWith(t, owner, ['read']);
      expectLacks(
        await reader.request('POST', '/contacts/import', 'First Name\nEve\n', keyed),
        'contacts:write',
      );
      const ran = await owner.request('POST', '/contacts/import', 'First Name\nEve\n', keyed);
      expect(ran.body.data.created).toBe(1);
      expect(ran.headers['idempotent-replayed']).toBeUndefined();
    });

    it('merges need delete whatever else the key holds, on the area of the path', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const before = await snapshot(owner);
      const almost = await keyWith(t, owner, ['write', 'companies:delete', 'tags:delete']);
      expectLacks(
        await almost.post(`/contacts/${s.contact.id}/merge`, { contacts: [s.other.id] }),
        'contacts:delete',
      );
      // Into a contact the key cannot see, or from one of another workspace: still 403 first.
      expectLacks(
        await almost.post('/contacts/con_01jd8k2m3n4p5q6r7s8t9v0w1x/merge', { contacts: [s.other.id] }),
        'contacts:delete',
      );
      expect(await snapshot(owner)).toEqual(before);
      expect(
        (await almost.post(`/companies/${s.company.id}/merge`, { companies: [s.otherCompany.id] })).status,
      ).toBe(200);
    });

    it('a webhook cannot be widened to events its key cannot read, by POST, PUT, PATCH or a kept "*"', async () => {
      const owner = await t.workspace();
      await seed(owner);
      const url = 'http://127.0.0.1:9/h';
      const narrow = (await owner.post('/webhooks', { url, event_types: ['contact.created'] })).body.data;
      const hooks = await keyWith(t, owner, ['webhooks:delete', 'contacts:read']);
      const before = await snapshot(owner);
      expectLacks(
        await hooks.post('/webhooks', { url, event_types: ['contact.created', '*'] }),
        ...readsBut('contacts:read'),
      );
      expectLacks(
        await hooks.patch(`/webhooks/${narrow.id}`, { event_types: ['contact.created', 'note.created'] }),
        'notes:read',
      );
      expectLacks(
        await hooks.put(`/webhooks/${narrow.id}`, { event_types: ['link.added'] }),
        ...readsBut('contacts:read', 'custom_fields:read'),
      );
      expect(await snapshot(owner)).toEqual(before);
      // Re-enabling or renaming a webhook that carries more than the key reads is a change too.
      const wide = (await owner.post('/webhooks', { url, enabled: false })).body.data;
      const afterWide = await snapshot(owner);
      expectLacks(await hooks.patch(`/webhooks/${wide.id}`, { enabled: true }), ...readsBut('contacts:read'));
      expect(await snapshot(owner)).toEqual(afterWide);
      // Deleting needs webhooks:delete only: the key may remove what it could not make.
      expect((await hooks.del(`/webhooks/${wide.id}`)).status).toBe(200);
    });

    it('replays: a key never gets the stored answer of a request it could not make', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const create = { first_name: 'Once', emails: ['once@example.com'] };
      const made = await owner.request('POST', '/contacts', create, { 'idempotency-key': 'k-create' });
      expect(made.status).toBe(201);
      const deleted = await owner.request('DELETE', `/tags/${s.tag.id}`, undefined, {
        'idempotency-key': 'k-del',
      });
      expect(deleted.status).toBe(200);
      const reader = await keyWith(t, owner, ['read']);
      const writer = await keyWith(t, owner, ['write']);
      const afterOwner = await snapshot(owner);
      for (const [client, method, url, body, key, scope] of [
        [reader, 'POST', '/contacts', create, 'k-create', 'contacts:write'],
        [reader, 'DELETE', `/tags/${s.tag.id}`, undefined, 'k-del', 'tags:delete'],
        [writer, 'DELETE', `/tags/${s.tag.id}`, undefined, 'k-del', 'tags:delete'],
      ] as const) {
        const res = await client.request(method, url, body, { 'idempotency-key': key });
        expectLacks(res, scope);
        expect(res.headers['idempotent-replayed']).toBeUndefined();
      }
      expect(await snapshot(owner)).toEqual(afterOwner);
      // A key with the scope gets the workspace's stored answer, as section 7 says.
      const replay = await writer.request('POST', '/contacts', create, { 'idempotency-key': 'k-create' });
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(made.body);
    });

    it('other spellings of a request are checked the same: HEAD, overrides, prefixes, slashes, include forms', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const reader = await keyWith(t, owner, ['contacts:read']);
      const before = await snapshot(owner);
      expect((await reader.request('HEAD', '/tags')).status).toBe(403);
      expect((await reader.request('HEAD', `/contacts/${s.contact.id}?include=tags`)).status).toBe(403);
      expect((await reader.request('HEAD', `/contacts/${s.contact.id}`)).status).toBe(200);
      expectLacks(
        await reader.request('POST', '/contacts', { first_name: 'x' }, { 'x-http-method-override': 'GET' }),
        'contacts:write',
      );
      expectLacks(await reader.request('DELETE', `/v1/contacts/${s.contact.id}/`), 'contacts:delete');
      expectLacks(
        await reader.request('DELETE', `/user-api/v1/contacts/${s.contact.id}/`),
        'contacts:delete',
      );
      for (const include of [
        ' tags ',
        'emails,tags',
        'tags%2Cemails',
        'emails&include=tags',
        'tags,tags,tags',
        `${'emails,'.repeat(1000)}tags`,
      ])
        expectLacks(await reader.get(`/contacts/${s.contact.id}?include=${include}`), 'tags:read');
      // A look-alike include name reads nothing: it is the request's 400.
      expectError(await reader.get(`/contacts/${s.contact.id}?include=tаgs`), 400, 'validation_error');
      expectError(await reader.get(`/contacts/${s.contact.id}?include=TAGS`), 400, 'validation_error');
      // Prototype names are neither areas nor includes: the request's 400, never a 403 naming garbage.
      for (const include of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
        expectError(
          await reader.get(`/contacts/${s.contact.id}?include=${include}`),
          400,
          'validation_error',
        );
      const hooks = await keyWith(t, owner, ['webhooks:write']);
      for (const type of ['constructor.created', '__proto__.updated', 'toString', '__proto__'])
        expectError(
          await hooks.post('/webhooks', { url: 'http://127.0.0.1:9/h', event_types: [type] }),
          400,
          'validation_error',
        );
      // Another workspace's key with every scope sees nothing of this one.
      const stranger = await t.workspace();
      expectError(await stranger.del(`/contacts/${s.contact.id}`), 404, 'not_found');
      expect(await snapshot(owner)).toEqual(before);
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
);
