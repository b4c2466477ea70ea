import { afterAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/core/auth.js';
import { newApiKeySecret, newId } from '../src/core/ids.js';
import { migrate } from '../src/db/connect.js';
import { insertWorkspaceUser } from '../src/modules/workspace-users/workspace-users.queries.js';
import { insertWorkspace } from '../src/modules/workspaces/workspaces.queries.js';
import { runCli, sharedDatabases } from './cli-run.js';
import { freshDatabases, migrateTo } from './fresh-postgres.js';
import { appOn, describeEachDatabase, expectError, testConfig, testDatabases } from './harness.js';
import { EVENT_READS, expectLacks, INCLUDES, keyWith, readsBut, seed, snapshot } from './scopes-support.js';

/**
 * Scoped API keys (API.md sections 3, 4 and 7) on each store: each area and
 * level refused outside a key's scopes with nothing changed, relations
 * written with the record's own area, merges needing delete, includes
 * needing read, webhooks checked against their event types, the order of
 * refusals, the CLI's grammar, keys made before scopes, and a 403 never
 * stored under an Idempotency-Key.
 */

type Seeded = Awaited<ReturnType<typeof seed>>;

const RESOURCES = [
  { path: 'contacts', area: 'contacts', create: { first_name: 'Zed' }, update: { first_name: 'Zoe' } },
  { path: 'companies', area: 'companies', create: { name: 'Zed' }, update: { name: 'Zoe' } },
  { path: 'tags', area: 'tags', create: { name: 'Zed' }, update: { name: 'Zoe' } },
  { path: 'lists', area: 'lists', create: { name: 'Zed', type: 'CONTACT' }, update: { name: 'Zoe' } },
  { path: 'notes', area: 'notes', create: { body: 'Zed' }, update: { body: 'Zoe' } },
  { path: 'tasks', area: 'tasks', create: { body: 'Zed' }, update: { body: 'Zoe' } },
  {
    path: 'custom-fields',
    area: 'custom_fields',
    create: { name: 'Zed', field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' },
    update: { name: 'Zoe' },
  },
] as const;

const idOf = (s: Seeded, path: string): string =>
  ({
    contacts: s.contact.id,
    companies: s.company.id,
    tags: s.tag.id,
    lists: s.list.id,
    notes: s.note.id,
    tasks: s.task.id,
    'custom-fields': s.field.id,
  })[path]!;

/** Every write of the API, valid as sent, with the one scope it needs. */
function everyWrite(s: Seeded): [method: string, url: string, body: unknown, scope: string][] {
  const writes: [string, string, unknown, string][] = [];
  for (const r of RESOURCES) {
    const id = idOf(s, r.path);
    writes.push(
      ['POST', `/${r.path}`, r.create, `${r.area}:write`],
      ['PUT', `/${r.path}/${id}`, r.update, `${r.area}:write`],
      ['PATCH', `/${r.path}/${id}`, r.update, `${r.area}:write`],
      ['DELETE', `/${r.path}/${id}`, undefined, `${r.area}:delete`],
      ['POST', `/${r.path}/batch`, { records: [r.create] }, `${r.area}:write`],
      ['PATCH', `/${r.path}/batch`, { records: [{ id, ...r.update }] }, `${r.area}:write`],
    );
  }
  writes.push(
    [
      'POST',
      '/contacts?match_on=email',
      { first_name: 'Ada', emails: ['ada@example.com'] },
      'contacts:write',
    ],
    ['POST', '/tags?match_on=name', { name: 'vip' }, 'tags:write'],
    ['POST', `/contacts/${s.contact.id}/merge`, { contacts: [s.other.id] }, 'contacts:delete'],
    ['POST', `/companies/${s.company.id}/merge`, { companies: [s.otherCompany.id] }, 'companies:delete'],
    [
      'POST',
      '/webhooks',
      { url: 'http://127.0.0.1:9/other', event_types: ['contact.created'] },
      'webhooks:write',
    ],
    ['PATCH', `/webhooks/${s.webhook.id}`, { description: 'changed' }, 'webhooks:write'],
    ['PUT', `/webhooks/${s.webhook.id}`, { description: 'changed' }, 'webhooks:write'],
    ['POST', `/webhooks/${s.webhook.id}/rotate-secret`, undefined, 'webhooks:write'],
    ['POST', `/webhooks/${s.webhook.id}/test`, undefined, 'webhooks:write'],
    ['DELETE', `/webhooks/${s.webhook.id}`, undefined, 'webhooks:delete'],
  );
  return writes;
}

const CSV = 'text/csv';

describeEachDatabase(
  'scoped keys',
  (t) => {
    it('a read key is refused on every write of every area, naming the one scope needed, and nothing changes', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const reader = await keyWith(t, owner, ['read']);
      const before = await snapshot(owner);
      for (const [method, url, body, scope] of everyWrite(s)) {
        const res = await reader.request(method as any, url, body);
        expect(res.status, `${method} ${url}`).toBe(403);
        expectLacks(res, scope);
      }
      for (const [resource, csv] of [
        ['contacts', 'First Name,Tags\nZed,New tag\n'],
        ['companies', 'Name\nZed Inc\n'],
      ]) {
        const res = await reader.request('POST', `/${resource}/import`, csv, { 'content-type': CSV });
        expectLacks(res, `${resource}:write`);
      }
      expect(await snapshot(owner)).toEqual(before);
      // The same key reads every area, the feed included.
      for (const path of [
        'contacts',
        'companies',
        'tags',
        'notes',
        'lists',
        'tasks',
        'custom-fields',
        'webhooks',
      ])
        expect((await reader.get(`/${path}`)).status, path).toBe(200);
      expect((await reader.get(`/contacts/${s.contact.id}?include=${INCLUDES.contacts}`)).status).toBe(200);
      expect((await reader.get('/events')).status).toBe(200);
      expect((await reader.get('/contacts/export')).status).toBe(200);
    });

    it('each area and level: a key with one area is refused on the others, and write and delete imply the levels below', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      for (const r of RESOURCES) {
        const id = idOf(s, r.path);
        const writer = await keyWith(t, owner, [`${r.area}:write`]);
        expect((await writer.get(`/${r.path}/${id}`)).status, r.path).toBe(200);
        expect((await writer.patch(`/${r.path}/${id}`, r.update)).status, r.path).toBe(200);
        expectLacks(await writer.del(`/${r.path}/${id}`), `${r.area}:delete`);
        for (const o of RESOURCES.filter((o) => o.area !== r.area)) {
          expectLacks(await writer.get(`/${o.path}`), `${o.area}:read`);
          expectLacks(await writer.post(`/${o.path}`, o.create), `${o.area}:write`);
        }
        expectLacks(await writer.get('/events'), 'events:read');
        expectLacks(await writer.get('/webhooks'), 'webhooks:read');
      }
      // delete implies write and read; the last one deletes.
      const deleter = await keyWith(t, owner, ['notes:delete']);
      expect((await deleter.get(`/notes/${s.note.id}`)).status).toBe(200);
      expect((await deleter.post('/notes', { body: 'x' })).status).toBe(201);
      expect((await deleter.del(`/notes/${s.note.id}`)).status).toBe(200);
      // A bare level is every area, the feed included; events:read is the feed alone.
      const feed = await keyWith(t, owner, ['events:read']);
      expect((await feed.get('/events')).status).toBe(200);
      expectLacks(await feed.get('/contacts'), 'contacts:read');
      const writeAll = await keyWith(t, owner, ['write']);
      expect((await writeAll.get('/events')).status).toBe(200);
      expect((await writeAll.post('/webhooks/' + s.webhook.id + '/test')).status).toBe(202);
      expectLacks(await writeAll.del(`/tasks/${s.task.id}`), 'tasks:delete');
    });

    it('contacts:write writes a contact and its relations to tags, companies and lists, but is refused on DELETE', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const zap = await keyWith(t, owner, ['contacts:write']);
      const made = await zap.post('/contacts', {
        first_name: 'Grace',
        emails: ['grace@example.com'],
        tags: [s.tag.id],
        companies: [s.company.id],
        lists: [s.list.id],
      });
      expect(made.status).toBe(201);
      // The links are written; the answer leaves out the areas the key cannot read (API.md section 3).
      for (const hidden of ['tags', 'companies', 'lists', 'notes'])
        expect(made.body.data).not.toHaveProperty(hidden);
      expect(made.body.data.emails.map((e: any) => e.email)).toEqual(['grace@example.com']);
      const id = made.body.data.id;
      const linked = (await owner.get(`/contacts/${id}?include=companies,lists`)).body.data;
      expect(linked.companies.map((c: any) => c.id)).toEqual([s.company.id]);
      expect(linked.lists).toEqual([{ list: { id: s.list.id, name: 'Leads' } }]);
      expect((await zap.patch(`/contacts/${id}`, { tags: { remove: [s.tag.id] } })).status).toBe(200);
      expect((await zap.put(`/contacts/${id}`, { tags: [s.tag.id] })).status).toBe(200);
      expect((await zap.patch('/contacts/batch', { records: [{ id, lists: [] }] })).status).toBe(200);
      const upsert = await zap.post('/contacts?match_on=email', {
        first_name: 'G',
        emails: ['grace@example.com'],
      });
      expect(upsert.status).toBe(200);
      // An include on a write changes nothing and needs nothing.
      expect((await zap.post('/contacts?include=tags', { first_name: 'Hedy' })).status).toBe(201);
      const before = await snapshot(owner);
      expectLacks(await zap.del(`/contacts/${id}`), 'contacts:delete');
      expectLacks(await zap.post('/tags', { name: 'New' }), 'tags:write');
      expectLacks(await zap.patch(`/tags/${s.tag.id}`, { contacts: { add: [id] } }), 'tags:write');
      expectLacks(await zap.get('/tags'), 'tags:read');
      expect(await snapshot(owner)).toEqual(before);
      const tagged = await owner.get(`/contacts/${id}?include=tags`);
      expect(tagged.body.data.tags).toEqual([{ tag: { id: s.tag.id, name: 'VIP' } }]);
    });

    it('merges need delete on their area', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const before = await snapshot(owner);
      const contactWriter = await keyWith(t, owner, ['contacts:write', 'companies:write']);
      expectLacks(
        await contactWriter.post(`/contacts/${s.contact.id}/merge`, { contacts: [s.other.id] }),
        'contacts:delete',
      );
      expectLacks(
        await contactWriter.post(`/companies/${s.company.id}/merge`, { companies: [s.otherCompany.id] }),
        'companies:delete',
      );
      // delete on contacts does not merge companies.
      const contactDeleter = await keyWith(t, owner, ['contacts:delete']);
      expectLacks(
        await contactDeleter.post(`/companies/${s.company.id}/merge`, { companies: [s.otherCompany.id] }),
        'companies:delete',
      );
      expect(await snapshot(owner)).toEqual(before);
      const merged = await contactDeleter.post(`/contacts/${s.contact.id}/merge`, { contacts: [s.other.id] });
      expect(merged.status).toBe(200);
      expect(merged.body.data.emails.map((e: any) => e.email)).toEqual([
        'ada@example.com',
        'ada2@example.com',
      ]);
    });

    it('an include on GET and DELETE needs read on each included area; a record’s own parts are its own area', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const reader = await keyWith(t, owner, ['contacts:read']);
      const own = await reader.get(`/contacts/${s.contact.id}?include=emails, phone_numbers ,custom_fields`);
      expect(own.status).toBe(200);
      expect(own.body.data.custom_fields).toHaveLength(1);
      expectLacks(await reader.get(`/contacts/${s.contact.id}?include=tags`), 'tags:read');
      expectLacks(
        await reader.get('/contacts?include=emails,tags,companies,tags'),
        'tags:read',
        'companies:read',
      );
      expectLacks(await reader.get('/contacts?include=lists&include=notes'), 'lists:read', 'notes:read');
      // A key with neither: the record's area first, then each included one.
      const noter = await keyWith(t, owner, ['notes:read']);
      expectLacks(
        await noter.get(`/contacts/${s.contact.id}?include=notes,companies`),
        'contacts:read',
        'companies:read',
      );
      expectLacks(await noter.get(`/tasks?include=tags`), 'tasks:read', 'tags:read');
      // A DELETE names contacts:delete alone for its area, and read for each include.
      const deleter = await keyWith(t, owner, ['contacts:delete', 'tags:read']);
      const before = await snapshot(owner);
      expectLacks(
        await deleter.del(`/contacts/${s.contact.id}?include=tags,contacts,companies`),
        'companies:read',
      );
      expect(await snapshot(owner)).toEqual(before);
      // An include of the record's own area needs no more than the operation: one entry, contacts:delete.
      expectLacks(await reader.del(`/contacts/${s.contact.id}?include=emails,contacts`), 'contacts:delete');
      expect(await snapshot(owner)).toEqual(before);
      const deleted = await deleter.del(`/contacts/${s.contact.id}?include=tags`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.tags).toEqual([{ tag: { id: s.tag.id, name: 'VIP' } }]);
      // A task always shows its contacts: that needs no include, and no contacts:read.
      const tasks = await keyWith(t, owner, ['tasks:read']);
      expect((await tasks.get(`/tasks/${s.task.id}`)).status).toBe(200);
      expectLacks(await tasks.get(`/tasks/${s.task.id}?include=tags`), 'tags:read');
    });

    it('GET /me and GET /workspace-users need no scope, and /me shows the scopes as given', async () => {
      const owner = await t.workspace();
      const feedOnly = await keyWith(t, owner, ['events:read']);
      const me = await feedOnly.get('/me');
      expect(me.status).toBe(200);
      expect(me.body.data.api_key.scopes).toEqual(['events:read']);
      expect((await feedOnly.get('/workspace-users')).status).toBe(200);
      expect((await feedOnly.get(`/workspace-users/${owner.user.id}`)).status).toBe(200);
      const none = await keyWith(t, owner, []);
      expect((await none.get('/me')).body.data.api_key.scopes).toEqual([]);
      expectLacks(await none.get('/events'), 'events:read');
      expect((await owner.get('/me')).body.data.api_key.scopes).toEqual(['delete']);
      const mixed = await keyWith(t, owner, ['read', 'contacts:write']);
      expect((await mixed.get('/me')).body.data.api_key.scopes).toEqual(['read', 'contacts:write']);
    });

    it('making or changing a webhook needs read on every area of its event types after the change', async () => {
      const owner = await t.workspace();
      await seed(owner);
      const hooks = await keyWith(t, owner, ['webhooks:write']);
      const url = 'http://127.0.0.1:9/h';
      const before = await snapshot(owner);
      // The default, "*": every area whose events it carries.
      expectLacks(await hooks.post('/webhooks', { url }), ...EVENT_READS);
      expectLacks(
        await hooks.post('/webhooks', { url, event_types: ['contact.created', 'tag.deleted'] }),
        'contacts:read',
        'tags:read',
      );
      expectLacks(
        await hooks.post('/webhooks', { url, event_types: ['custom_field.updated'] }),
        'custom_fields:read',
      );
      expect(await snapshot(owner)).toEqual(before);

      const contactHooks = await keyWith(t, owner, ['webhooks:write', 'contacts:read']);
      const made = await contactHooks.post('/webhooks', {
        url,
        event_types: ['contact.created', 'contact.deleted'],
      });
      expect(made.status).toBe(201);
      const id = made.body.data.id;
      expectLacks(
        await contactHooks.patch(`/webhooks/${id}`, { event_types: ['company.created'] }),
        'companies:read',
      );
      expectLacks(
        await contactHooks.put(`/webhooks/${id}`, { event_types: ['*'] }),
        ...readsBut('contacts:read'),
      );
      expect((await contactHooks.patch(`/webhooks/${id}`, { description: 'mine' })).status).toBe(200);
      // A webhook whose kept event types the key cannot read cannot be changed by it.
      const all = (await owner.post('/webhooks', { url })).body.data;
      const afterMade = await snapshot(owner);
      expectLacks(
        await contactHooks.patch(`/webhooks/${all.id}`, { description: 'x' }),
        ...readsBut('contacts:read'),
      );
      // ... unless the change narrows them to what it can read.
      expect(await snapshot(owner)).toEqual(afterMade);
      const narrowed = await contactHooks.patch(`/webhooks/${all.id}`, { event_types: ['contact.updated'] });
      expect(narrowed.status).toBe(200);
      // Reading, listing and deleting need webhooks:read and webhooks:delete, whatever the event types.
      const hookReader = await keyWith(t, owner, ['webhooks:read']);
      expect((await hookReader.get(`/webhooks/${all.id}`)).status).toBe(200);
      expect((await hookReader.get(`/webhooks/${all.id}/deliveries`)).status).toBe(200);
      expectLacks(await hookReader.post(`/webhooks/${all.id}/test`), 'webhooks:write');
      expectLacks(await hookReader.del(`/webhooks/${all.id}`), 'webhooks:delete');
      const hookDeleter = await keyWith(t, owner, ['webhooks:delete']);
      expect((await hookDeleter.del(`/webhooks/${all.id}`)).status).toBe(200);
    });

    it('the feed shows only events of areas the key reads, link events when it reads both sides, with exact paging', async () => {
      const owner = await t.workspace();
      const contact = (await owner.post('/contacts', { first_name: 'Ada' })).body.data;
      const tag = (await owner.post('/tags', { name: 'VIP', contacts: [contact.id] })).body.data;
      const note = (await owner.post('/notes', { body: 'Hello', contacts: [contact.id] })).body.data;
      await owner.patch(`/contacts/${contact.id}`, { job_title: 'Countess' });
      for (let i = 0; i < 5; i++) await owner.post('/tags', { name: `Tag ${i}` });
      const all = (await owner.get('/events?limit=1000')).body.data as any[];
      const summary = (events: any[]) =>
        events.map((e) =>
          e.type.startsWith('link.') ? `${e.type} ${e.data.from.resource}-${e.data.to.resource}` : e.type,
        );
      expect(summary(all)).toEqual([
        'contact.created',
        'tag.created',
        'link.added contact-tag',
        'note.created',
        'link.added note-contact',
        'contact.updated',
        ...Array(5).fill('tag.created'),
      ]);

      const contactsOnly = await keyWith(t, owner, ['contacts:read', 'events:read']);
      const seen = (await contactsOnly.get('/events?limit=1000')).body;
      expect(summary(seen.data)).toEqual(['contact.created', 'contact.updated']);
      expect(seen.meta.has_more).toBe(false);
      // Paging one at a time: every readable event once, has_more false on the last one
      // although unreadable events follow it.
      const pages: any[][] = [];
      let cursor = '';
      for (let i = 0; i < 20; i++) {
        const page = (await contactsOnly.get(`/events?limit=1${cursor ? `&after=${cursor}` : ''}`)).body;
        pages.push(page.data);
        cursor = page.meta.next_cursor;
        if (!page.meta.has_more) break;
      }
      // Filtered in the query, not after it: no page is empty, none is missed.
      expect(pages.map((page) => page.map((e) => e.id))).toEqual(seen.data.map((e: any) => [e.id]));
      const after = (await contactsOnly.get(`/events?after=${cursor}`)).body;
      expect(after).toEqual({ data: [], meta: { next_cursor: cursor, has_more: false } });
      // An unreadable type, or a record of an unreadable area: none of them, 200.
      const tagTypes = await contactsOnly.get('/events?types=tag.created,link.added');
      expect(tagTypes.status).toBe(200);
      expect(tagTypes.body.data).toEqual([]);
      expect((await contactsOnly.get(`/events?resource_id=${tag.id}`)).body.data).toEqual([]);
      expect(summary((await contactsOnly.get(`/events?resource_id=${contact.id}`)).body.data)).toEqual([
        'contact.created',
        'contact.updated',
      ]);
      // GET /events/:id of any other event is 404.
      const byType = (type: string) => all.find((e) => summary([e])[0] === type).id;
      expect((await contactsOnly.get(`/events/${byType('contact.created')}`)).status).toBe(200);
      for (const type of ['tag.created', 'link.added contact-tag', 'note.created'])
        expectError(await contactsOnly.get(`/events/${byType(type)}`), 404, 'not_found');

      // Reading both sides shows their link, not the note's.
      const withTags = await keyWith(t, owner, ['contacts:read', 'tags:read', 'events:read']);
      expect(summary((await withTags.get('/events?limit=1000')).body.data)).toEqual([
        'contact.created',
        'tag.created',
        'link.added contact-tag',
        'contact.updated',
        ...Array(5).fill('tag.created'),
      ]);
      expect((await withTags.get(`/events/${byType('link.added contact-tag')}`)).status).toBe(200);
      expectError(await withTags.get(`/events/${byType('link.added note-contact')}`), 404, 'not_found');
      const tagLinks = await withTags.get(`/events?types=link.added&resource_id=${tag.id}`);
      expect(tagLinks.body.data.map((e: any) => e.data.from.id)).toEqual([contact.id]);
      const notes = await keyWith(t, owner, ['notes:read', 'events:read']);
      expect(summary((await notes.get('/events')).body.data)).toEqual(['note.created']);
      expectError(await notes.get(`/events/${note.id.replace('nte_', 'evt_')}`), 404, 'not_found');
      // A bare read sees everything.
      const reader = await keyWith(t, owner, ['read']);
      expect((await reader.get('/events?limit=1000')).body.data).toEqual(all);
      // Without events:read, no feed at all.
      expectLacks(await keyWith(t, owner, ['contacts:read']).then((k) => k.get('/events')), 'events:read');
    });

    it('a webhook of link events needs read on every area a link can join', async () => {
      const owner = await t.workspace();
      const url = 'http://127.0.0.1:9/h';
      const hooks = await keyWith(t, owner, ['webhooks:write', 'contacts:read']);
      expectLacks(
        await hooks.post('/webhooks', { url, event_types: ['link.removed'] }),
        ...readsBut('contacts:read', 'custom_fields:read'),
      );
      const six = await keyWith(t, owner, ['webhooks:write', ...readsBut('custom_fields:read')]);
      expect((await six.post('/webhooks', { url, event_types: ['link.added', 'link.removed'] })).status).toBe(
        201,
      );
      expectLacks(await six.post('/webhooks', { url, event_types: ['*'] }), 'custom_fields:read');
    });

    it('precedence: 401 before 403, and 403 before 415, 413, 400 and 404', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const reader = await keyWith(t, owner, ['read']);
      const before = await snapshot(owner);
      // A read key sending a body that is not JSON: 403, not 415.
      expectLacks(
        await reader.request('POST', '/contacts', 'first_name=Zed', { 'content-type': 'text/plain' }),
        'contacts:write',
      );
      expectLacks(await reader.request('POST', '/contacts', '{"first_name":', {}), 'contacts:write');
      expectLacks(await reader.post('/contacts', { nope: true }), 'contacts:write');
      expectLacks(
        await reader.request('POST', '/contacts', 'x'.repeat(t.config.bodyLimitBytes + 10), {}),
        'contacts:write',
      );
      expectLacks(await reader.del('/contacts/con_01jd8k2m3n4p5q6r7s8t9v0w1x'), 'contacts:delete');
      expectLacks(
        await reader.request('POST', '/contacts/import', 'a,b', { 'content-type': 'application/json' }),
        'contacts:write',
      );
      // No route and another method come first; an unknown key is 401.
      expectError(await reader.get('/nothing-here'), 404, 'not_found');
      expectError(await reader.request('PATCH', '/contacts'), 405, 'method_not_allowed');
      const res = await t.inject({
        method: 'POST',
        url: '/user-api/v1/contacts',
        headers: { 'x-service-api-key': 'crm_' + 'x'.repeat(40), 'content-type': 'text/plain' },
        payload: 'x',
      });
      expectError(res, 401, 'unauthorized');
      // The version-less prefix is checked the same way.
      expectLacks(await reader.request('DELETE', `/v1/tags/${s.tag.id}`), 'tags:delete');
      expect(await snapshot(owner)).toEqual(before);
    });

    it('a 403 under an Idempotency-Key is not stored, and never answers with what another key stored', async () => {
      const owner = await t.workspace();
      const reader = await keyWith(t, owner, ['read']);
      const body = { first_name: 'Once' };
      const key = { 'idempotency-key': 'scope-test-1' };
      const refused = await reader.request('POST', '/contacts', body, key);
      expectLacks(refused, 'contacts:write');
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
      // The owner's same request with the same key runs: nothing was stored for it.
      const made = await owner.request('POST', '/contacts', body, key);
      expect(made.status).toBe(201);
      expect(made.headers['idempotent-replayed']).toBeUndefined();
      const replay = await owner.request('POST', '/contacts', body, key);
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      // The read key sending it again is refused, not answered with the owner's stored 201.
      const again = await reader.request('POST', '/contacts', body, key);
      expectLacks(again, 'contacts:write');
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      // A 403 found in the handler (a webhook's event types) is not stored either.
      const hooks = await keyWith(t, owner, ['webhooks:write']);
      const hookKey = { 'idempotency-key': 'scope-test-2' };
      const hookBody = { url: 'http://127.0.0.1:9/h', event_types: ['contact.created'] };
      expectLacks(await hooks.request('POST', '/webhooks', hookBody, hookKey), 'contacts:read');
      const hookMade = await owner.request('POST', '/webhooks', hookBody, hookKey);
      expect(hookMade.status).toBe(201);
      expect(hookMade.headers['idempotent-replayed']).toBeUndefined();
      expect((await owner.get('/contacts')).body.meta.total).toBe(1);
    });

    it('an import needs write on its resource and creates a missing tag, company or list only with write on it', async () => {
      const owner = await t.workspace();
      await owner.post('/tags', { name: 'Known' });
      const zap = await keyWith(t, owner, ['contacts:write']);
      const csv =
        'First Name,Tags,Company,Lists\nAda,Known,,\nBob,New tag,,\nCid,,Globex,\nDee,,,Leads\nEve,Known,,\n';
      const res = await zap.request('POST', '/contacts/import', csv, { 'content-type': CSV });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        created: 2,
        failed: 3,
        errors: [
          { row: 2, message: 'this key lacks tags:write' },
          { row: 3, message: 'this key lacks companies:write' },
          { row: 4, message: 'this key lacks lists:write' },
        ],
      });
      const names = (await owner.get('/contacts?include=tags&order_by=full_name')).body.data.map((c: any) => [
        c.full_name,
        c.tags.map((x: any) => x.tag.name),
      ]);
      expect(names).toEqual([
        ['Ada', ['Known']],
        ['Eve', ['Known']],
      ]);
      expect((await owner.get('/tags')).body.meta.total).toBe(1);
      expect((await owner.get('/companies')).body.meta.total).toBe(0);
      expect((await owner.get('/lists')).body.meta.total).toBe(0);
      // With write on tags, the same import creates the tag.
      const both = await keyWith(t, owner, ['contacts:write', 'tags:write']);
      const again = await both.request('POST', '/contacts/import', 'First Name,Tags\nBob,New tag\n', {
        'content-type': CSV,
      });
      expect(again.body.data).toMatchObject({ created: 1, failed: 0 });
      expect((await owner.get('/tags?name=new tag')).body.meta.total).toBe(1);
      expectLacks(
        await zap.request('POST', '/companies/import', 'Name\nGlobex\n', { 'content-type': CSV }),
        'companies:write',
      );
    });

    it('an export needs read, and leaves out the relations of areas the key cannot read', async () => {
      const owner = await t.workspace();
      const s = await seed(owner);
      const reader = await keyWith(t, owner, ['contacts:read', 'tags:read']);
      const jsonl = await reader.get('/contacts/export?format=jsonl');
      expect(jsonl.status).toBe(200);
      const records = String(jsonl.body)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const ada = records.find((r) => r.id === s.contact.id);
      expect(ada.tags).toEqual([{ tag: { id: s.tag.id, name: 'VIP' } }]);
      expect(ada.emails).toHaveLength(1);
      expect(ada.custom_fields).toHaveLength(1);
      for (const hidden of ['companies', 'lists', 'notes']) expect(ada).not.toHaveProperty(hidden);
      const csv = await reader.get('/contacts/export?format=csv');
      const header = String(csv.body).split('\n')[0].split(',');
      expect(header).toContain('tags');
      expect(header).toContain('emails');
      expect(header).toContain('Nick');
      for (const hidden of ['companies', 'lists']) expect(header).not.toContain(hidden);
      // A task always embeds its contacts: left out too without contacts:read.
      const taskReader = await keyWith(t, owner, ['tasks:read']);
      const tasks = await taskReader.get('/tasks/export?format=jsonl');
      const task = JSON.parse(String(tasks.body).trim());
      expect(task).not.toHaveProperty('contacts');
      expect(task).not.toHaveProperty('tags');
      expect(task.assignee.id).toBe(owner.user.id);
      expect(String((await taskReader.get('/tasks/export')).body).split('\n')[0]).not.toMatch(
        /contacts|tags/,
      );
      expectLacks(await taskReader.get('/contacts/export'), 'contacts:read');
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
);

describeEachDatabase(
  'scoped keys and the rate limit',
  (t) => {
    it('an over-limit key gets 429, not 403', async () => {
      const owner = await t.workspace();
      const reader = await keyWith(t, owner, ['read']);
      expect((await reader.get('/contacts')).status).toBe(200);
      expectLacks(await reader.post('/contacts', { first_name: 'x' }), 'contacts:write');
      const res = await reader.request('POST', '/contacts', 'x', { 'content-type': 'text/plain' });
      expectError(res, 429, 'rate_limited');
      expect((await owner.get('/contacts')).body.meta.total).toBe(0);
    });
  },
  { rateLimitPerMinute: 2 },
);

for (const database of sharedDatabases('crm-scopes-cli-')) {
  // Some 25 processes of the CLI, one after another: more than the default timeout on a loaded machine.
  describe(`crm key create --scopes [${database.name}]`, { timeout: 120_000 }, () => {
    afterAll(() => database.cleanup?.());

    it('takes scopes separated by commas, refuses an empty item or a string outside the grammar, and makes nothing then', async () => {
      const made = await runCli(database.url, ['workspace', 'create', '--name', 'Scopes', '--json']);
      expect(made.code, made.stderr).toBe(0);
      const w = JSON.parse(made.stdout).workspace.id;
      const count = async () =>
        JSON.parse((await runCli(database.url, ['key', 'list', '--workspace', w, '--json'])).stdout).keys
          .length;
      const bad = [
        '',
        ' ',
        'read,',
        ',read',
        'read,,write',
        'READ',
        'contacts:Write',
        'contacts: write',
        'contact:write',
        'events:write',
        'events:delete',
        'contacts:wrіte', // Cyrillic і
        'сontacts:read', // Cyrillic с
        'read\u00a0', // a no-break space is not a space around an item
        'read\u200b',
        'ｒｅａｄ', // fullwidth
        'contacts:read;tags:read',
        'contacts:*',
        '*',
        'admin',
        'read'.repeat(10_000),
      ];
      for (const scopes of bad) {
        const r = await runCli(database.url, [
          'key',
          'create',
          '--workspace',
          w,
          '--scopes',
          scopes,
          '--json',
        ]);
        expect(r.code, JSON.stringify(scopes)).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^crm: --scopes: /);
      }
      expect(await count()).toBe(1);
      const good = await runCli(database.url, [
        'key',
        'create',
        '--workspace',
        w,
        '--scopes',
        ' read ,\tcontacts:write,events:read,read ',
        '--json',
      ]);
      expect(good.code, good.stderr).toBe(0);
      const key = JSON.parse(good.stdout);
      expect(key.key.scopes).toEqual(['read', 'contacts:write', 'events:read']);
      const listed = JSON.parse(
        (await runCli(database.url, ['key', 'list', '--workspace', w, '--json'])).stdout,
      );
      expect(listed.keys.map((k: any) => k.scopes)).toEqual([
        ['delete'],
        ['read', 'contacts:write', 'events:read'],
      ]);
      const human = await runCli(database.url, ['key', 'list', '--workspace', w]);
      expect(human.stdout).toContain('read,contacts:write,events:read');
      const plain = await runCli(database.url, ['key', 'create', '--workspace', w, '--json']);
      expect(JSON.parse(plain.stdout).key.scopes).toEqual(['delete']);
    });
  });
}

for (const database of testDatabases()) {
  describe(`keys made before scopes [${database.name}]`, () => {
    const open = freshDatabases(database, 'crm_scopes');

    it('an old key after migration 0010 has ["delete"]: it reads, writes and deletes as before', async () => {
      const { handle, url } = await open();
      await migrateTo(handle, '0007-answer-marks');
      const workspace = await insertWorkspace(handle.db, 'Old');
      const user = await insertWorkspaceUser(handle.db, {
        workspaceId: workspace.id,
        email: 'old@example.com',
        fullName: 'Old Owner',
        role: 'OWNER',
      });
      const secret = newApiKeySecret();
      await (handle.db as any)
        .insertInto('api_keys')
        .values({
          id: newId('key'),
          workspace_id: workspace.id,
          user_id: user.id,
          name: 'old',
          key_hash: hashApiKey(secret),
          created_at: new Date().toISOString(),
          expires_at: null,
          revoked_at: null,
        })
        .execute();
      await migrate(handle);

      const { app } = await appOn(handle, testConfig(url));
      try {
        const call = async (method: any, path: string, body?: unknown) => {
          const res = await app.inject({
            method,
            url: `/user-api/v1${path}`,
            headers: { 'x-service-api-key': secret, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { payload: JSON.stringify(body) } : {}),
          });
          return { status: res.statusCode, body: JSON.parse(res.body) };
        };
        expect((await call('GET', '/me')).body.data.api_key.scopes).toEqual(['delete']);
        const tag = await call('POST', '/tags', { name: 'Old tag' });
        expect(tag.status).toBe(201);
        expect((await call('GET', '/events')).status).toBe(200);
        expect((await call('DELETE', `/tags/${tag.body.data.id}`)).status).toBe(200);
        const scopes = await handle.db.selectFrom('api_keys').select('scopes').execute();
        expect(scopes.map((r) => JSON.parse(r.scopes))).toEqual([['delete']]);
      } finally {
        await app.close();
      }
    });
  });
}
