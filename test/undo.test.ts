import { expect, it, vi } from 'vitest';
import { created } from './factories.js';
import { describeEachDatabase, expectError, type Harness } from './harness.js';
import { expectLacks, keyWith } from './scopes-support.js';
import { as, feed, ok, undoOf, undone } from './undo-support.js';

/**
 * `POST /undo` (API.md section 12) through HTTP: what each kind of event
 * becomes, newest first, in one transaction; conflicts; dry runs; the
 * body's 400s; scopes; another workspace's IDs. The trash half (undoing
 * deletes, undoing an undo) is in undo-restore.test.ts; the limits, races
 * and `crm import` in undo-hostile.test.ts.
 */

const CONTACT_ALL = '?include=emails,phone_numbers,companies,custom_fields,tags,lists,notes';

describeEachDatabase('undo', (t: Harness) => {
  it('deletes what a request created, its links with it, newest first; the undo records its own events', async () => {
    const c = await t.workspace();
    const vip = await created(c, '/tags', { name: 'VIP' });
    const ada = ok(await as(c, 'run-create').post('/contacts', { first_name: 'Ada', tags: [vip.id] }));
    const before = await feed(c);
    const run = before.filter((e) => e.request_id === 'run-create');
    expect(run.map((e) => e.type)).toEqual(['contact.created', 'link.added']);

    const res = await undoOf(c, { request_id: 'run-create' }, { 'x-request-id': 'the-undo' });
    expect(res.status).toBe(200);
    // Newest first: the link event (recorded after the contact's) comes first.
    expect(res.body).toEqual({
      data: [
        { event_id: run[1].id, resource: 'contact', resource_id: ada.id, action: 'unlinked' },
        { event_id: run[0].id, resource: 'contact', resource_id: ada.id, action: 'deleted' },
      ],
      meta: { reverted: 2, conflicts: [], dry_run: false },
    });
    expect((await c.get(`/contacts/${ada.id}`)).status).toBe(404);
    expect((await c.get(`/tags/${vip.id}?include=contacts`)).body.data.contacts).toEqual([]);
    // As DELETE records it: the contact deleted, then the link it took; its key and its request ID.
    const mine = (await feed(c)).slice(before.length);
    expect(mine.map((e) => [e.type, e.resource_id])).toEqual([
      ['contact.deleted', ada.id],
      ['link.removed', ada.id],
    ]);
    for (const e of mine) {
      expect(e.request_id).toBe('the-undo');
      expect(e.actor).toEqual({ api_key_id: c.key_id, user_id: c.user.id });
    }
  });

  it('gives an update its old values back: plain fields, e-mails, custom fields, relations', async () => {
    const c = await t.workspace();
    const [a, b, x] = await Promise.all(['A', 'B', 'X'].map((name) => created(c, '/tags', { name })));
    const field = await created(c, '/custom-fields', {
      name: 'Stage',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    const other = await created(c, '/custom-fields', {
      name: 'Other',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    });
    const ada = await created(c, '/contacts', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_title: 'CTO',
      emails: ['ada@example.com'],
      tags: [a.id, b.id],
      custom_fields: [{ id: field.id, value: 'lead' }],
    });
    const before = ok(await c.get(`/contacts/${ada.id}${CONTACT_ALL}`));
    ok(
      await as(c, 'run-update').patch(`/contacts/${ada.id}`, {
        first_name: 'Augusta',
        job_title: 'Lawyer',
        emails: ['other@example.com'],
        tags: [b.id, x.id],
        custom_fields: [
          { id: field.id, value: 'customer' },
          { id: other.id, value: 'new' },
        ],
      }),
    );
    const answer = await undone(c, { request_id: 'run-update' });
    expect(answer.meta).toEqual({ reverted: 3, conflicts: [], dry_run: false });
    // The update's event, then its link events (a removed before x added): newest first.
    expect(answer.data.map((d) => d.action)).toEqual(['unlinked', 'linked', 'reverted']);
    const after = ok(await c.get(`/contacts/${ada.id}${CONTACT_ALL}`));
    // The relation is the old set again: links kept stay in place, those brought back are appended.
    const { updated_at: _u1, emails: e1, tags: t1, ...rest1 } = before;
    const { updated_at: _u2, emails: e2, tags: t2, ...rest2 } = after;
    expect(rest2).toEqual(rest1);
    const tagIds = (tags: { tag: { id: string } }[]) => tags.map((l) => l.tag.id).sort();
    expect(tagIds(t2)).toEqual(tagIds(t1));
    expect(e2.map((e: { email: string; is_primary: boolean }) => [e.email, e.is_primary])).toEqual(
      e1.map((e: { email: string; is_primary: boolean }) => [e.email, e.is_primary]),
    );
  });

  it('leaves a field a later write changed, and lists it; force reverts it; other fields are reverted', async () => {
    const c = await t.workspace();
    const ada = await created(c, '/contacts', { first_name: 'Ada', job_title: 'CTO', location: 'London' });
    ok(await as(c, 'run').patch(`/contacts/${ada.id}`, { job_title: 'Acme Inc', location: 'Paris' }));
    const later = ok(await as(c, 'person').patch(`/contacts/${ada.id}`, { job_title: 'CEO' }));
    const events = await feed(c);
    const runEvent = events.find((e) => e.request_id === 'run')!;
    const laterEvent = events.find((e) => e.request_id === 'person')!;
    expect(later.job_title).toBe('CEO');

    const dry = await undone(c, { request_id: 'run', dry_run: true });
    expect(dry).toEqual({
      data: [{ event_id: runEvent.id, resource: 'contact', resource_id: ada.id, action: 'reverted' }],
      meta: {
        reverted: 1,
        conflicts: [
          { event_id: runEvent.id, resource_id: ada.id, field: 'job_title', changed_by: laterEvent.id },
        ],
        dry_run: true,
      },
    });
    // A dry run writes nothing.
    expect((await feed(c)).length).toBe(events.length);
    expect(ok(await c.get(`/contacts/${ada.id}`)).location).toBe('Paris');

    const real = await undone(c, { request_id: 'run' });
    expect(real).toEqual({ ...dry, meta: { ...dry.meta, dry_run: false } });
    const now = ok(await c.get(`/contacts/${ada.id}`));
    expect([now.job_title, now.location]).toEqual(['CEO', 'London']);

    const forced = await undone(c, { request_id: 'run', force: true });
    expect(forced.meta.conflicts).toEqual([]);
    expect(ok(await c.get(`/contacts/${ada.id}`)).job_title).toBe('CTO');
  });

  it('a field changed later by a write that is itself taken back is no conflict', async () => {
    const c = await t.workspace();
    const k = await keyWith(t, c, ['delete']);
    const ada = await created(c, '/contacts', { first_name: 'Ada', job_title: 'CTO' });
    const since = new Date().toISOString();
    ok(await k.patch(`/contacts/${ada.id}`, { job_title: 'One' }));
    ok(await k.patch(`/contacts/${ada.id}`, { job_title: 'Two' }));
    const answer = await undone(c, { api_key_id: k.key_id, since });
    expect(answer.meta.conflicts).toEqual([]);
    expect(answer.data.map((d) => d.action)).toEqual(['reverted', 'reverted']);
    expect(ok(await c.get(`/contacts/${ada.id}`)).job_title).toBe('CTO');
  });

  it('takes back a write of the same millisecond as the undo when until is left to its default (now); an until given stays exclusive', async () => {
    const c = await t.workspace();
    const k = await keyWith(t, c, ['delete']);
    const ada = await created(c, '/contacts', { first_name: 'Ada', job_title: 'CTO' });
    // Every write and the undo in one millisecond, as a fast client's can be.
    const at = new Date(Date.now() + 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      const since = at.toISOString();
      ok(await k.patch(`/contacts/${ada.id}`, { job_title: 'One' }));
      ok(await k.patch(`/contacts/${ada.id}`, { job_title: 'Two' }));
      // An explicit until equal to since is an empty range (API.md section 12).
      expect((await undone(c, { api_key_id: k.key_id, since, until: since, dry_run: true })).data).toEqual(
        [],
      );
      const answer = await undone(c, { api_key_id: k.key_id, since });
      expect(answer.meta.conflicts).toEqual([]);
      expect(answer.data.map((d) => d.action)).toEqual(['reverted', 'reverted']);
    } finally {
      vi.useRealTimers();
    }
    expect(ok(await c.get(`/contacts/${ada.id}`)).job_title).toBe('CTO');
  });

  it('keeps a created record a later write changed (a conflict); force deletes it', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Kept' });
    const ada = ok(await as(c, 'import-run').post('/contacts', { first_name: 'Ada' }));
    const grace = ok(await as(c, 'import-run').post('/contacts', { first_name: 'Grace' }));
    // Tagging Ada from the tag's side: a link event of Ada's, not an event of Ada's record.
    ok(await as(c, 'person').patch(`/tags/${tag.id}`, { contacts: [ada.id] }));
    const events = await feed(c);
    const [adaMade, graceMade] = events.filter((e) => e.request_id === 'import-run');
    const tagged = events.find((e) => e.request_id === 'person' && e.type === 'link.added')!;

    const answer = await undone(c, { request_id: 'import-run' });
    expect(answer).toEqual({
      data: [
        { event_id: graceMade.id, resource: 'contact', resource_id: grace.id, action: 'deleted' },
        { event_id: adaMade.id, resource: 'contact', resource_id: ada.id, action: 'skipped' },
      ],
      meta: {
        reverted: 1,
        conflicts: [{ event_id: adaMade.id, resource_id: ada.id, field: 'tags', changed_by: tagged.id }],
        dry_run: false,
      },
    });
    expect((await c.get(`/contacts/${ada.id}`)).status).toBe(200);
    expect((await c.get(`/contacts/${grace.id}`)).status).toBe(404);

    // Grace is gone since (the first undo deleted her): left as it is, even forced.
    const forced = await undone(c, { request_id: 'import-run', force: true });
    const graceGone = (await feed(c)).find(
      (e) => e.type === 'contact.deleted' && e.resource_id === grace.id,
    )!;
    expect(forced.data).toEqual([
      { event_id: graceMade.id, resource: 'contact', resource_id: grace.id, action: 'skipped' },
      { event_id: adaMade.id, resource: 'contact', resource_id: ada.id, action: 'deleted' },
    ]);
    expect(forced.meta.conflicts).toEqual([
      { event_id: graceMade.id, resource_id: grace.id, field: null, changed_by: graceGone.id },
    ]);
    expect((await c.get(`/contacts/${ada.id}`)).status).toBe(404);
  });

  it('a relation gets back those of its old IDs that still exist; a link to a record deleted since is a conflict', async () => {
    const c = await t.workspace();
    const [a, b] = await Promise.all(['A', 'B'].map((name) => created(c, '/tags', { name })));
    const ada = await created(c, '/contacts', { first_name: 'Ada', tags: [a.id, b.id] });
    ok(await as(c, 'run').patch(`/contacts/${ada.id}`, { tags: [] }));
    ok(await as(c, 'cleanup').del(`/tags/${b.id}`));
    const events = await feed(c);
    const removedB = events.find(
      (e) => e.request_id === 'run' && e.type === 'link.removed' && (e.data as any).to.id === b.id,
    )!;
    const deletedB = events.find((e) => e.type === 'tag.deleted')!;

    const answer = await undone(c, { request_id: 'run' });
    expect(answer.meta.conflicts).toEqual([
      { event_id: removedB.id, resource_id: ada.id, field: 'tags', changed_by: deletedB.id },
    ]);
    expect(answer.data.map((d) => d.action)).toEqual(['skipped', 'linked', 'reverted']);
    const tags = ok(await c.get(`/contacts/${ada.id}?include=tags`)).tags;
    expect(tags.map((l: { tag: { id: string } }) => l.tag.id)).toEqual([a.id]);
  });

  it("takes a key's events in [since, until): since included, until left out, since = until empty", async () => {
    const c = await t.workspace();
    const k = await keyWith(t, c, ['delete']);
    const first = await created(k, '/tags', { name: 'First' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await created(k, '/tags', { name: 'Second' });
    const events = await feed(c);
    const at = (id: string) => events.find((e) => e.resource_id === id)!.occurred_at;
    expect(at(first.id) < at(second.id)).toBe(true);

    expect(
      (await undone(c, { api_key_id: k.key_id, since: at(first.id), until: at(first.id) })).data,
    ).toEqual([]);
    const dry = await undone(c, {
      api_key_id: k.key_id,
      since: at(first.id),
      until: at(second.id),
      dry_run: true,
    });
    expect(dry.data.map((d) => d.resource_id)).toEqual([first.id]);
    // With an offset: the same instants.
    const shifted = (iso: string) => {
      const d = new Date(new Date(iso).getTime() + 2 * 3600_000).toISOString().slice(0, 23);
      return `${d}+02:00`;
    };
    const both = await undone(c, { api_key_id: k.key_id, since: shifted(at(first.id)), dry_run: true });
    expect(both.data.map((d) => d.resource_id)).toEqual([second.id, first.id]);
    // The owner's key wrote nothing in the range.
    expect((await undone(c, { api_key_id: c.key_id, since: at(first.id), dry_run: true })).data).toEqual([]);
  });

  it('refuses a malformed body with 400 naming each problem, and writes nothing', async () => {
    const c = await t.workspace();
    const key = 'key_01jd8k2m3n4p5q6r7s8t9v0w1z';
    const cases: [unknown, string[]][] = [
      [{}, ['/body']],
      [{ request_id: 'r1', api_key_id: key, since: '2026-01-01T00:00:00Z' }, ['/body']],
      [{ request_id: 'has space' }, ['/body/request_id']],
      [{ request_id: '' }, ['/body/request_id']],
      [{ api_key_id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1z', since: '2026-01-01T00:00:00Z' }, ['/body/api_key_id']],
      [{ api_key_id: key }, ['/body/since']],
      [{ api_key_id: key, since: 'yesterday' }, ['/body/since']],
      [{ api_key_id: key, since: '2026-01-01T00:00:00Z', until: '2026-13-01T00:00:00Z' }, ['/body/until']],
      [{ api_key_id: key, since: '2026-01-02T00:00:00Z', until: '2026-01-01T00:00:00Z' }, ['/body/since']],
      // After until's default, now: the range has no end to bound it, yet it is still after its end.
      [{ api_key_id: key, since: new Date(Date.now() + 3_600_000).toISOString() }, ['/body/since']],
      [{ request_id: 'r1', since: '2026-01-01T00:00:00Z' }, ['/body/since']],
      [{ request_id: 'r1', dry_run: 'yes' }, ['/body/dry_run']],
      [{ request_id: 'r1', extra: 1 }, ['/body/extra']],
    ];
    for (const [body, paths] of cases) {
      const res = await undoOf(c, body);
      const error = expectError(res, 400, 'validation_error');
      expect(
        error.details.map((d: { path: string }) => d.path),
        JSON.stringify(body),
      ).toEqual(paths);
    }
    // A timestamp outside years 0001..9999 is malformed too; a since after a far until, as well.
    expectError(await undoOf(c, { api_key_id: key, since: '0000-01-01T00:00:00Z' }), 400, 'validation_error');
    expect(await feed(c)).toEqual([]);
  });

  it('finds nothing of another workspace: its request ID, its key; nothing is written', async () => {
    const mine = await t.workspace();
    const theirs = await t.workspace();
    const ada = ok(await as(theirs, 'their-run').post('/contacts', { first_name: 'Ada' }));
    const since = '2000-01-01T00:00:00.000Z';
    for (const body of [{ request_id: 'their-run' }, { api_key_id: theirs.key_id, since }]) {
      expect(await undone(mine, body)).toEqual({
        data: [],
        meta: { reverted: 0, conflicts: [], dry_run: false },
      });
    }
    expect((await theirs.get(`/contacts/${ada.id}`)).status).toBe(200);
    expect(await feed(mine)).toEqual([]);
    expect((await feed(theirs)).length).toBe(1);
  });

  it('needs events:read and delete on every area the events touch (both sides of a link); 403 names each', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'T' });
    ok(await as(c, 'run').post('/contacts', { first_name: 'Ada', tags: [tag.id] }));
    const before = await feed(c);
    const contactsOnly = await keyWith(t, c, ['events:read', 'contacts:delete']);
    expectLacks(await undoOf(contactsOnly, { request_id: 'run' }), 'tags:delete');
    const writeOnly = await keyWith(t, c, ['events:read', 'write']);
    expectLacks(await undoOf(writeOnly, { request_id: 'run' }), 'contacts:delete', 'tags:delete');
    // The route's own scope comes before the body: a bad body from a key without events:read is a 403.
    const noFeed = await keyWith(t, c, ['contacts:delete', 'tags:delete']);
    expectLacks(await undoOf(noFeed, { request_id: 'bad id' }), 'events:read');
    expect(await feed(c)).toEqual(before);
    const enough = await keyWith(t, c, ['events:read', 'contacts:delete', 'tags:delete']);
    expect((await undone(enough, { request_id: 'run' })).meta.reverted).toBe(2);
  });

  it('takes an Idempotency-Key: the same request again gets the stored answer and writes nothing', async () => {
    const c = await t.workspace();
    ok(await as(c, 'run').post('/tags', { name: 'Once' }));
    const headers = { 'idempotency-key': 'undo-1' };
    const first = await undoOf(c, { request_id: 'run' }, headers);
    expect(first.status).toBe(200);
    const count = (await feed(c)).length;
    const again = await undoOf(c, { request_id: 'run' }, headers);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await feed(c)).length).toBe(count);
    expectError(
      await undoOf(c, { request_id: 'run', dry_run: true }, headers),
      422,
      'idempotency_key_reused',
    );
  });

  it('answers 200 with no data when nothing matches', async () => {
    const c = await t.workspace();
    expect(await undone(c, { request_id: 'never-sent' })).toEqual({
      data: [],
      meta: { reverted: 0, conflicts: [], dry_run: false },
    });
    expect(await feed(c)).toEqual([]);
  });
});
