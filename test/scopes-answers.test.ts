import { expect, it } from 'vitest';
import { type Client, describeEachDatabase, type Response } from './harness.js';
import { suiteClients } from './mcp-support.js';
import { INCLUDES, keyWith, seed } from './scopes-support.js';

/**
 * A write's answer leaves out the relations of areas the key cannot read,
 * as an export does (API.md section 3): every write route (POST, PUT, PATCH,
 * DELETE, batches, upserts, merges, the import's HTTP answer, and the MCP
 * tools that stand for them), written with a key that holds one area only,
 * answers nothing of another area, while the event of the write keeps the
 * full record. Under an `Idempotency-Key`, what is stored is the answer the
 * key got, and a replay never shows a key what it cannot read.
 */

type Seeded = Awaited<ReturnType<typeof seed>> & { companyList: { id: string } };

interface Walked {
  path: string;
  area: string;
  /** Its name in event types (`contact.created`). */
  event: string;
  /** The keys of other areas a record of it has in a full reading. */
  foreign: string[];
  /** A POST body linking the record to records of other areas (`n` makes it unique). */
  create(s: Seeded, n: number): Record<string, unknown>;
  /** The `match_on` of its upsert, if it has one. */
  matchOn?: string;
}

const WALKED: Walked[] = [
  {
    path: 'contacts',
    event: 'contact',
    area: 'contacts',
    foreign: ['companies', 'tags', 'lists', 'notes'],
    create: (s, n) => ({
      first_name: `Narrow ${n}`,
      emails: [`narrow${n}@example.com`],
      companies: [s.company.id],
      tags: [s.tag.id],
      lists: [s.list.id],
      custom_fields: [{ id: s.field.id, value: 'Countess' }],
    }),
    matchOn: 'email',
  },
  {
    path: 'companies',
    event: 'company',
    area: 'companies',
    foreign: ['tags', 'lists', 'contacts'],
    create: (s, n) => ({
      name: `Narrow Co ${n}`,
      tags: [s.tag.id],
      lists: [s.companyList.id],
      contacts: [s.contact.id],
    }),
    matchOn: 'name',
  },
  {
    path: 'tags',
    event: 'tag',
    area: 'tags',
    foreign: ['contacts', 'companies', 'tasks'],
    create: (s, n) => ({
      name: `Narrow tag ${n}`,
      contacts: [s.contact.id],
      companies: [s.company.id],
      tasks: [s.task.id],
    }),
    matchOn: 'name',
  },
  {
    path: 'notes',
    event: 'note',
    area: 'notes',
    foreign: ['contacts'],
    create: (s, n) => ({ body: `Narrow note ${n}`, contacts: [s.contact.id] }),
  },
  {
    path: 'lists',
    event: 'list',
    area: 'lists',
    foreign: ['contacts'],
    create: (s, n) => ({ name: `Narrow list ${n}`, type: 'CONTACT', contacts: [s.contact.id] }),
    matchOn: 'name',
  },
  {
    path: 'tasks',
    event: 'task',
    area: 'tasks',
    foreign: ['contacts', 'tags'],
    create: (s, n) => ({ body: `Narrow task ${n}`, contacts: [s.contact.id], tags: [s.tag.id] }),
  },
  {
    path: 'custom-fields',
    event: 'custom_field',
    area: 'custom_fields',
    foreign: [],
    create: (_s, n) => ({
      name: `Narrow field ${n}`,
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    }),
    matchOn: 'name',
  },
];

/** Every key a record of any resource names another area by. */
const RELATION_KEYS = ['contacts', 'companies', 'tags', 'lists', 'notes', 'tasks'];

/** The IDs of the seeded records of areas other than `area`: none may appear in its answers. */
function foreignIds(s: Seeded, area: string): string[] {
  const byArea: Record<string, string[]> = {
    contacts: [s.contact.id, s.other.id],
    companies: [s.company.id, s.otherCompany.id],
    tags: [s.tag.id],
    notes: [s.note.id],
    lists: [s.list.id, s.companyList.id],
    tasks: [s.task.id],
  };
  return Object.entries(byArea).flatMap(([a, ids]) => (a === area ? [] : ids));
}

/** The records of an answer: `data`, one record or a batch's array. */
const recordsOf = (body: any): any[] => (Array.isArray(body.data) ? body.data : [body.data]);

/** Asserts an answer holds no relation of another area, by key and by any seeded ID of one. */
function expectOwnAreaOnly(what: string, area: string, body: any, s: Seeded) {
  const records = recordsOf(body);
  expect(records.length, what).toBeGreaterThan(0);
  for (const record of records) {
    expect(typeof record.id, what).toBe('string');
    for (const key of RELATION_KEYS)
      if (key !== area) expect(record, `${what}: ${key}`).not.toHaveProperty(key);
  }
  const text = JSON.stringify(body);
  for (const id of foreignIds(s, area)) expect(text, `${what} names ${id}`).not.toContain(id);
}

describeEachDatabase(
  'a write answers a narrow key only what it can read',
  (t) => {
    const { connect } = suiteClients(t);

    async function seeded(owner: Client): Promise<Seeded> {
      const s = await seed(owner);
      const companyList = (await owner.post('/lists', { name: 'Accounts', type: 'COMPANY' })).body.data;
      // The seeded contact has a note and a task, and the company the contact: every relation is there.
      return { ...s, companyList };
    }

    /** The newest event of this type about this record, as the owner's feed shows it. */
    async function lastEvent(owner: Client, type: string, id: string) {
      const feed = (await owner.get(`/events?types=${type}&resource_id=${id}&limit=100`)).body.data as any[];
      expect(feed.length, `${type} ${id}`).toBeGreaterThan(0);
      return feed[feed.length - 1];
    }

    /** The event's record is whole: every relation of another area is there, with what the answer left out. */
    async function expectWholeEvent(
      owner: Client,
      walked: Walked,
      type: string,
      id: string,
      links: string[],
    ) {
      const event = await lastEvent(owner, type, id);
      for (const key of walked.foreign) expect(event.data, `${type}: ${key}`).toHaveProperty(key);
      const text = JSON.stringify(event.data);
      for (const link of links) expect(text, `${type} keeps ${link}`).toContain(link);
    }

    const ok = (res: Response, status: number, what: string) => {
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
      return res.body;
    };

    for (const walked of WALKED) {
      it(`${walked.path}: POST, PUT, PATCH, batches, upserts and DELETE answer a ${walked.area}:delete key nothing of another area`, async () => {
        const owner = await t.workspace();
        const s = await seeded(owner);
        const narrow = await keyWith(t, owner, [`${walked.area}:delete`]);
        const { path, area } = walked;
        const event = (action: string) => `${walked.event}.${action}`;
        const links = walked.foreign.length
          ? foreignIds(s, area).filter((id) => JSON.stringify(walked.create(s, 0)).includes(id))
          : [];
        const check = async (what: string, body: any, type: string) => {
          expectOwnAreaOnly(`${path} ${what}`, area, body, s);
          for (const record of recordsOf(body)) await expectWholeEvent(owner, walked, type, record.id, links);
        };

        const made = ok(await narrow.post(`/${path}`, walked.create(s, 1)), 201, 'POST');
        await check('POST', made, event('created'));
        const id = made.data.id;
        await check('PATCH', ok(await narrow.patch(`/${path}/${id}`, {}), 200, 'PATCH'), event('created'));
        await check('PUT', ok(await narrow.put(`/${path}/${id}`, {}), 200, 'PUT'), event('created'));
        // The {add, remove} form of each relation the POST linked (section 7): a remove, then an add
        // bringing the links back; the update's event holds them again.
        const linked = Object.entries(walked.create(s, 1)).filter(([key]) => RELATION_KEYS.includes(key));
        if (linked.length) {
          const as = (form: 'add' | 'remove') =>
            Object.fromEntries(linked.map(([key, ids]) => [key, { [form]: ids }]));
          const removed = ok(await narrow.patch(`/${path}/${id}`, as('remove')), 200, 'PATCH remove');
          expectOwnAreaOnly(`${path} PATCH remove`, area, removed, s);
          const added = ok(await narrow.patch(`/${path}/${id}`, as('add')), 200, 'PATCH add');
          await check('PATCH add', added, event('updated'));
        }
        // An include on a write needs nothing and shows nothing more.
        const include = (INCLUDES[path] ?? '')
          .split(',')
          .filter((name) => walked.foreign.includes(name))
          .join(',');
        if (include)
          expectOwnAreaOnly(
            `${path} PATCH ?include`,
            area,
            ok(
              await narrow.patch(`/${path}/${id}?include=${include}`, { ...pick(walked.create(s, 1)) }),
              200,
              'PATCH include',
            ),
            s,
          );
        const batch = ok(
          await narrow.post(`/${path}/batch`, { records: [walked.create(s, 2), walked.create(s, 3)] }),
          200,
          'POST batch',
        );
        await check('POST batch', batch, event('created'));
        const patched = ok(
          await narrow.patch(`/${path}/batch`, { records: batch.data.map((r: any) => ({ id: r.id })) }),
          200,
          'PATCH batch',
        );
        expectOwnAreaOnly(`${path} PATCH batch`, area, patched, s);
        if (walked.matchOn) {
          const updated = await narrow.post(`/${path}?match_on=${walked.matchOn}`, walked.create(s, 1));
          await check('upsert (updated)', ok(updated, 200, 'upsert'), event('created'));
          expect(updated.headers['x-upsert']).toBe('updated');
          const created = await narrow.post(`/${path}?match_on=${walked.matchOn}`, walked.create(s, 4));
          await check('upsert (created)', ok(created, 201, 'upsert'), event('created'));
          const both = await narrow.post(`/${path}/batch?match_on=${walked.matchOn}`, {
            records: [walked.create(s, 1), walked.create(s, 5)],
          });
          await check('batch upsert', ok(both, 200, 'batch upsert'), event('created'));
        }
        const deleted = ok(await narrow.del(`/${path}/${id}`), 200, 'DELETE');
        expectOwnAreaOnly(`${path} DELETE`, area, deleted, s);
        // The deleted event holds the record as a DELETE without include shows it (a task's contacts).
        const gone = await lastEvent(owner, event('deleted'), id);
        if (path === 'tasks') expect(gone.data.contacts.map((c: any) => c.id)).toEqual([s.contact.id]);
        // The owner's key, which reads every area, gets the relations in the same answers.
        if (walked.foreign.length) {
          const full = ok(await owner.post(`/${path}`, walked.create(s, 6)), 201, 'owner POST');
          for (const key of walked.foreign) expect(full.data).toHaveProperty(key);
        }
      });
    }

    for (const [path, area] of [
      ['contacts', 'contacts'],
      ['companies', 'companies'],
    ] as const) {
      it(`${path}: a merge answers a ${area}:delete key the target without other areas; its event keeps them`, async () => {
        const owner = await t.workspace();
        const s = await seeded(owner);
        const narrow = await keyWith(t, owner, [`${area}:delete`]);
        const target = path === 'contacts' ? s.contact : s.company;
        // The merged record brings a tag the target lacks: the target changes, and its event tells.
        const brought = (await owner.post('/tags', { name: 'Brought' })).body.data;
        const source = (
          await owner.post(`/${path}`, {
            ...(path === 'contacts' ? { first_name: 'Twin' } : { name: 'Twin' }),
            tags: [brought.id],
          })
        ).body.data;
        const merged = ok(
          await narrow.post(`/${path}/${target.id}/merge`, { [path]: [source.id] }),
          200,
          'merge',
        );
        expectOwnAreaOnly(`${path} merge`, area, merged, s);
        expect(JSON.stringify(merged)).not.toContain(brought.id);
        const walked = WALKED.find((w) => w.path === path)!;
        await expectWholeEvent(owner, walked, `${walked.event}.updated`, target.id, [s.tag.id, brought.id]);
      });
    }

    it('a restore answers each record without the relations of areas the key cannot read; its event keeps them', async () => {
      const owner = await t.workspace();
      const s = await seeded(owner);
      const narrow = await keyWith(t, owner, ['contacts:delete', 'notes:delete']);
      ok(await owner.del(`/contacts/${s.contact.id}`), 200, 'delete');
      ok(await owner.del(`/notes/${s.note.id}`), 200, 'delete');
      // Records of two areas: each loses what this key cannot read of it, by its own area.
      const restored = ok(
        await narrow.post('/trash/restore', { ids: [s.contact.id, s.note.id] }),
        200,
        'restore',
      );
      const [contact, note] = restored.data;
      expect(contact.id).toBe(s.contact.id);
      for (const key of ['tags', 'companies', 'lists', 'tasks']) expect(contact).not.toHaveProperty(key);
      expect(contact.notes.map((n: any) => n.id)).toEqual([s.note.id]);
      expect(note.contacts.map((c: any) => c.id)).toEqual([s.contact.id]);
      expect(JSON.stringify(restored)).not.toContain(s.tag.id);
      expect(JSON.stringify(restored)).not.toContain(s.company.id);
      const event = await lastEvent(owner, 'contact.restored', s.contact.id);
      expect(JSON.stringify(event.data)).toContain(s.tag.id);
      expect(JSON.stringify(event.data)).toContain(s.company.id);
    });

    it('an undo answers events and IDs of the areas it may touch only; the events of its writes keep the full records', async () => {
      const owner = await t.workspace();
      const s = await seeded(owner);
      const narrow = await keyWith(t, owner, ['events:read', 'contacts:delete']);
      const wrote = await narrow.request(
        'PATCH',
        `/contacts/${s.contact.id}`,
        { job_title: 'Countess' },
        { 'x-request-id': 'narrow-patch' },
      );
      expectOwnAreaOnly('PATCH', 'contacts', ok(wrote, 200, 'PATCH'), s);
      const undo = async (body: Record<string, unknown>) => {
        const answer = ok(await narrow.post('/undo', body), 200, 'undo');
        expect(answer.data.length).toBeGreaterThan(0);
        const text = JSON.stringify(answer);
        for (const id of foreignIds(s, 'contacts')) expect(text, `undo names ${id}`).not.toContain(id);
        for (const entry of answer.data) expect(entry.resource).toBe('contact');
        return answer;
      };
      // The update taken back: the contact's updated event, written by the undo, is whole.
      await undo({ request_id: 'narrow-patch' });
      expect((await owner.get(`/contacts/${s.contact.id}`)).body.data.job_title).toBe('');
      await expectWholeEvent(owner, WALKED[0], 'contact.updated', s.contact.id, [s.tag.id, s.note.id]);
      // The same key's writes over a time range (nothing of the seed's: the owner wrote it).
      const ranged = await undo({
        api_key_id: narrow.key_id,
        since: '2000-01-01T00:00:00.000Z',
        dry_run: true,
      });
      expect([...new Set(ranged.data.map((e: any) => e.resource_id))]).toEqual([s.contact.id]);
    });

    it('MCP restore and undo answer a narrow key nothing of another area', async () => {
      const owner = await t.workspace();
      const s = await seeded(owner);
      const narrow = await keyWith(t, owner, ['events:read', 'contacts:delete']);
      const client = await connect(narrow.api_key);
      const call = async (name: string, args: Record<string, unknown>) => {
        const result = (await client.callTool({ name, arguments: args })) as any;
        expect(result.isError, `${name}: ${JSON.stringify(result)}`).toBeFalsy();
        const text = JSON.stringify(result);
        for (const id of foreignIds(s, 'contacts')) expect(text, `${name} names ${id}`).not.toContain(id);
        return result.structuredContent;
      };
      ok(await owner.del(`/contacts/${s.contact.id}`), 200, 'delete');
      const restored = await call('restore', { ids: [s.contact.id] });
      expectOwnAreaOnly('MCP restore', 'contacts', restored, s);
      expect(restored.data[0].id).toBe(s.contact.id);
      await expectWholeEvent(owner, WALKED[0], 'contact.restored', s.contact.id, [s.tag.id, s.company.id]);
      // An undo of the key's own update, through MCP: its answer names the contact only.
      ok(
        await narrow.request(
          'PATCH',
          `/contacts/${s.contact.id}`,
          { job_title: 'Countess' },
          { 'x-request-id': 'mcp-run' },
        ),
        200,
        'PATCH',
      );
      const undone = await call('undo', { request_id: 'mcp-run' });
      expect(undone.data.map((e: any) => [e.resource_id, e.action])).toEqual([[s.contact.id, 'reverted']]);
      await expectWholeEvent(owner, WALKED[0], 'contact.updated', s.contact.id, [s.tag.id, s.company.id]);
    });

    it("the import's HTTP answer, a summary, names nothing of another area", async () => {
      const owner = await t.workspace();
      const s = await seeded(owner);
      const narrow = await keyWith(t, owner, ['contacts:write']);
      const res = await narrow.request(
        'POST',
        '/contacts/import',
        'First Name,Email,Tags,Company\nImported,imported@example.com,VIP,Acme\n',
        { 'content-type': 'text/csv' },
      );
      const body = ok(res, 200, 'import');
      expect(body.data).toMatchObject({ created: 1, failed: 0 });
      expect(JSON.stringify(body)).not.toMatch(/VIP|Acme|tag_|cmp_/);
      const imported = (await owner.get('/contacts?include=tags,companies&limit=100')).body.data.find(
        (c: any) => c.first_name === 'Imported',
      );
      expect(imported.tags).toEqual([{ tag: { id: s.tag.id, name: 'VIP' } }]);
    });

    it('MCP create, update, merge and delete answer a contacts:delete key nothing of another area', async () => {
      const owner = await t.workspace();
      const s = await seeded(owner);
      const narrow = await keyWith(t, owner, ['contacts:delete']);
      const client = await connect(narrow.api_key);
      const call = async (name: string, args: Record<string, unknown>) => {
        const result = (await client.callTool({ name, arguments: args })) as any;
        expect(result.isError, `${name}: ${JSON.stringify(result)}`).toBeFalsy();
        expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
        return result.structuredContent;
      };
      const walked = WALKED[0];
      const created = await call('create', { resource: 'contacts', records: [walked.create(s, 1)] });
      expectOwnAreaOnly('MCP create', 'contacts', created, s);
      const id = created.data[0].id;
      await expectWholeEvent(owner, walked, 'contact.created', id, [s.tag.id, s.company.id, s.list.id]);
      const upserted = await call('create', {
        resource: 'contacts',
        records: [walked.create(s, 1)],
        match_on: 'email',
      });
      expectOwnAreaOnly('MCP upsert', 'contacts', upserted, s);
      const updated = await call('update', {
        resource: 'contacts',
        records: [{ id: s.contact.id, job_title: 'Countess' }],
      });
      expectOwnAreaOnly('MCP update', 'contacts', updated, s);
      await expectWholeEvent(owner, walked, 'contact.updated', s.contact.id, [s.tag.id, s.note.id]);
      const merged = await call('merge', { resource: 'contacts', target: s.contact.id, records: [id] });
      expectOwnAreaOnly('MCP merge', 'contacts', merged, s);
      const deleted = await call('delete', { resource: 'contacts', ids: [s.contact.id] });
      expectOwnAreaOnly('MCP delete', 'contacts', deleted, s);
      // The tasks:write key's task answer has no contacts, through MCP as through REST.
      const tasker = await connect((await keyWith(t, owner, ['tasks:write'])).api_key);
      const task = (await tasker.callTool({
        name: 'create',
        arguments: {
          resource: 'tasks',
          records: [{ body: 'Via MCP', contacts: [s.other.id], tags: [s.tag.id] }],
        },
      })) as any;
      expect(task.isError).toBeFalsy();
      expectOwnAreaOnly('MCP task create', 'tasks', task.structuredContent, s);
    });

    it('under an Idempotency-Key the stored answer is the one the key got, and a replay shows no key what it cannot read', async () => {
      const owner = await t.workspace();
      const s = await seeded(owner);
      const narrow = await keyWith(t, owner, ['contacts:write']);
      const send = (client: Client, key: string, body: unknown = {}) =>
        client.request('PATCH', `/contacts/${s.contact.id}`, body, { 'idempotency-key': key });

      // The narrow key writes first: the answer stored is its own, which any key then replays.
      const first = await send(narrow, 'narrow-first');
      expectOwnAreaOnly('narrow first', 'contacts', ok(first, 200, 'narrow first'), s);
      const ownerReplay = await send(owner, 'narrow-first');
      expect(ownerReplay.headers['idempotent-replayed']).toBe('true');
      expect(ownerReplay.body).toEqual(first.body);

      // The owner writes first: its full answer is stored; the narrow key's replay leaves out what it cannot read.
      const full = ok(await send(owner, 'owner-first', { job_title: 'Engineer' }), 200, 'owner first');
      expect(full.data.tags).toEqual([{ tag: { id: s.tag.id, name: 'VIP' } }]);
      expect(full.data.notes.map((n: any) => n.id)).toEqual([s.note.id]);
      const narrowReplay = await send(narrow, 'owner-first', { job_title: 'Engineer' });
      expect(narrowReplay.status).toBe(200);
      expect(narrowReplay.headers['idempotent-replayed']).toBe('true');
      expectOwnAreaOnly('narrow replay', 'contacts', narrowReplay.body, s);
      const { companies: _c, tags: _t, lists: _l, notes: _n, ...own } = full.data;
      expect(narrowReplay.body).toEqual({ data: own });
      // A key that reads tags but not notes sees the tags of the stored answer, not its notes.
      const tagReader = await keyWith(t, owner, ['contacts:write', 'tags:read']);
      const partial = await send(tagReader, 'owner-first', { job_title: 'Engineer' });
      expect(partial.headers['idempotent-replayed']).toBe('true');
      expect(partial.body.data.tags).toEqual(full.data.tags);
      expect(partial.body.data).not.toHaveProperty('notes');
      // A key that reads everything replays the stored text exactly.
      const everything = await keyWith(t, owner, ['write']);
      const exact = await send(everything, 'owner-first', { job_title: 'Engineer' });
      expect(exact.raw.body).toBe(JSON.stringify(full));
    });
  },
  // The seed makes a webhook to a local address; nothing is delivered.
  { webhookAllowPrivate: true, deliveryInProcess: false },
);

/** A PATCH body of the plain fields of a POST body (its relations left as they are). */
function pick(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    if (!RELATION_KEYS.includes(key) && key !== 'custom_fields' && key !== 'emails' && key !== 'type')
      out[key] = value;
  return out;
}
