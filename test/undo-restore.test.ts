import { expect, it } from 'vitest';
import { created } from './factories.js';
import { type Client, describeEachDatabase, expectError, type Harness } from './harness.js';
import { as, feed, ok, undoOf, undone } from './undo-support.js';

/**
 * `POST /undo` with the trash (API.md section 12): a deleted record comes
 * back as `POST /trash/restore` would bring it, a restored one is deleted
 * again, and an undo is itself undone.
 */

const CONTACT_ALL = '?include=emails,phone_numbers,companies,custom_fields,tags,lists,notes';

/** A record as GET with every include answers it, but its `updated_at`. */
async function shown(c: Client, path: string) {
  const res = await c.get(path);
  if (res.status === 404) return null;
  const { updated_at: _at, ...rest } = ok(res);
  return rest;
}

describeEachDatabase('undo with the trash', (t: Harness) => {
  it('restores what a request deleted, with its links; the delete event becomes restored, its links linked', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'VIP' });
    const ada = await created(c, '/contacts', {
      first_name: 'Ada',
      emails: ['ada@example.com'],
      phone_numbers: [{ country_code: '+44', phone_number: '2079460000' }],
      tags: [tag.id],
    });
    const before = await shown(c, `/contacts/${ada.id}${CONTACT_ALL}`);
    ok(await as(c, 'bad-delete').del(`/contacts/${ada.id}`));
    const events = (await feed(c)).filter((e) => e.request_id === 'bad-delete');
    expect(events.map((e) => e.type)).toEqual(['contact.deleted', 'link.removed']);

    const answer = await undone(c, { request_id: 'bad-delete' }, { 'x-request-id': 'the-undo' });
    expect(answer.data).toEqual([
      { event_id: events[1].id, resource: 'contact', resource_id: ada.id, action: 'linked' },
      { event_id: events[0].id, resource: 'contact', resource_id: ada.id, action: 'restored' },
    ]);
    expect(await shown(c, `/contacts/${ada.id}${CONTACT_ALL}`)).toEqual(before);
    const mine = (await feed(c)).filter((e) => e.request_id === 'the-undo');
    expect(mine.map((e) => e.type)).toEqual(['contact.restored', 'link.added']);
  });

  it('all or nothing: a restore the undo cannot make (a tag name taken since) is a 409, and nothing is written', async () => {
    const c = await t.workspace();
    const tag = await created(c, '/tags', { name: 'Partner' });
    const ada = await created(c, '/contacts', { first_name: 'Ada', job_title: 'CTO' });
    // The run: an update, the tag deleted, then the contact; newest first, the contact comes back before the tag.
    ok(await as(c, 'bad-run').patch(`/contacts/${ada.id}`, { job_title: 'Wrong' }));
    ok(await as(c, 'bad-run').del(`/tags/${tag.id}`));
    ok(await as(c, 'bad-run').del(`/contacts/${ada.id}`));
    const holder = await created(c, '/tags', { name: 'PARTNER' });
    const before = await feed(c);
    for (const dry_run of [false, true]) {
      const error = expectError(await undoOf(c, { request_id: 'bad-run', dry_run }), 409, 'conflict');
      expect(error.details).toEqual([{ path: '/body', message: 'is already taken', existing_id: holder.id }]);
    }
    expect(await feed(c)).toEqual(before);
    expect((await c.get(`/contacts/${ada.id}`)).status).toBe(404);
    expect((await c.get(`/tags/${tag.id}`)).status).toBe(404);
    // The holder renamed, the same undo goes through.
    ok(await c.patch(`/tags/${holder.id}`, { name: 'Partner 2' }));
    expect((await undone(c, { request_id: 'bad-run' })).meta.reverted).toBe(3);
    expect(ok(await c.get(`/contacts/${ada.id}`)).job_title).toBe('CTO');
    expect(ok(await c.get(`/tags/${tag.id}`)).name).toBe('Partner');
  });

  it('deletes again what a request restored; a record restored since by another is a conflict', async () => {
    const c = await t.workspace();
    const ada = await created(c, '/contacts', { first_name: 'Ada' });
    const grace = await created(c, '/contacts', { first_name: 'Grace' });
    ok(await c.del(`/contacts/${ada.id}`));
    ok(await as(c, 'restore-run').post('/trash/restore', { ids: [ada.id] }));
    const restoredEvent = (await feed(c)).find((e) => e.request_id === 'restore-run')!;
    expect(restoredEvent.type).toBe('contact.restored');
    const answer = await undone(c, { request_id: 'restore-run' });
    expect(answer.data).toEqual([
      { event_id: restoredEvent.id, resource: 'contact', resource_id: ada.id, action: 'deleted' },
    ]);
    expect((await c.get(`/contacts/${ada.id}`)).status).toBe(404);

    ok(await as(c, 'delete-run').del(`/contacts/${grace.id}`));
    ok(await as(c, 'person').post('/trash/restore', { ids: [grace.id] }));
    const events = await feed(c);
    const deleted = events.find((e) => e.request_id === 'delete-run')!;
    const restored = events.find((e) => e.request_id === 'person')!;
    const skipped = await undone(c, { request_id: 'delete-run' });
    expect(skipped).toEqual({
      data: [{ event_id: deleted.id, resource: 'contact', resource_id: grace.id, action: 'skipped' }],
      meta: {
        reverted: 0,
        conflicts: [{ event_id: deleted.id, resource_id: grace.id, field: null, changed_by: restored.id }],
        dry_run: false,
      },
    });
  });

  it('undoing an undo brings back the run: created, updated, deleted and linked records as the run left them', async () => {
    const c = await t.workspace();
    const zapier = await c.addUser('MEMBER', 'Zapier');
    const [old, other] = await Promise.all(['Old', 'Other'].map((name) => created(c, '/tags', { name })));
    const kept = await created(c, '/contacts', { first_name: 'Kept', job_title: 'CTO', tags: [old.id] });
    const gone = await created(c, '/contacts', { first_name: 'Gone', tags: [other.id] });
    // The run, as one request ID over several requests (an automation's run).
    const runner = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      c.request(method, path, body, { 'x-request-id': 'zap-run', 'x-service-api-key': zapier.key });
    const made = ok(await runner('POST', '/contacts', { first_name: 'Made', tags: [old.id] }));
    const newTag = ok(await runner('POST', '/tags', { name: 'New', contacts: [kept.id] }));
    ok(await runner('PATCH', `/contacts/${kept.id}`, { job_title: 'Acme', tags: { remove: [old.id] } }));
    ok(await runner('DELETE', `/contacts/${gone.id}`));

    const paths = [
      `/contacts/${kept.id}${CONTACT_ALL}`,
      `/contacts/${gone.id}${CONTACT_ALL}`,
      `/contacts/${made.id}${CONTACT_ALL}`,
      `/tags/${newTag.id}?include=contacts`,
      `/tags/${old.id}?include=contacts`,
      `/tags/${other.id}?include=contacts`,
    ];
    const snapshot = () => Promise.all(paths.map((p) => shown(c, p)));
    const afterRun = await snapshot();

    const first = await undone(c, { request_id: 'zap-run' }, { 'x-request-id': 'undo-1' });
    expect(first.meta.conflicts).toEqual([]);
    const undoneState = await snapshot();
    expect(undoneState[0]).toMatchObject({ job_title: 'CTO', tags: [{ tag: { id: old.id, name: 'Old' } }] });
    expect(undoneState[1]).toMatchObject({
      first_name: 'Gone',
      tags: [{ tag: { id: other.id, name: 'Other' } }],
    });
    expect(undoneState[2]).toBeNull();
    expect(undoneState[3]).toBeNull();

    const second = await undone(c, { request_id: 'undo-1' });
    expect(second.meta.conflicts).toEqual([]);
    expect(second.data.every((d) => d.action !== 'skipped')).toBe(true);
    const redone = await snapshot();
    // Relations as sets: a link brought back goes to the end of its relation.
    const normal = (records: (Record<string, unknown> | null)[]) =>
      records.map((r) =>
        r === null
          ? null
          : Object.fromEntries(
              Object.entries(r).map(([k, v]) =>
                Array.isArray(v) ? [k, [...v].map((x) => JSON.stringify(x)).sort()] : [k, v],
              ),
            ),
      );
    expect(normal(redone)).toEqual(normal(afterRun));
  });
});
