import { expect, it } from 'vitest';
import { created } from './factories.js';
import { describeEachDatabase, expectError } from './harness.js';
import { waitFor, withWokenDelivery } from './webhooks-support.js';

/**
 * `<resource>.restored` is one of section 8's types (API.md section 12): a
 * webhook takes it by name, and `["*"]` delivers it with every other type.
 */

describeEachDatabase(
  'trash and webhooks',
  (t) => {
    const typesOf = (rx: { received: { body: string }[] }) =>
      rx.received.map((r) => (JSON.parse(r.body) as { type: string }).type);

    it('a webhook takes <resource>.restored by name and gets only it', async () => {
      const c = await t.workspace();
      const other = await t.workspace();
      for (const type of ['contact', 'company', 'tag', 'note', 'list', 'task', 'custom_field'])
        expect(
          (
            await other.post('/webhooks', {
              url: 'http://127.0.0.1:9/hook',
              event_types: [`${type}.restored`],
            })
          ).status,
        ).toBe(201);
      expectError(
        await other.post('/webhooks', { url: 'http://127.0.0.1:9/hook', event_types: ['contact.undone'] }),
        400,
        'validation_error',
      );
      await withWokenDelivery(t.handle, c, { event_types: ['tag.restored'] }, async (rx) => {
        const tag = await created(c, '/tags', { name: 'Back' });
        expect((await c.del(`/tags/${tag.id}`)).status).toBe(200);
        expect((await c.post('/trash/restore', { ids: [tag.id] })).status).toBe(200);
        await waitFor(() => rx.received.length >= 1, 3000, 'the restored delivery');
        expect(typesOf(rx)).toEqual(['tag.restored']);
        expect(JSON.parse(rx.received[0].body)).toMatchObject({ resource: 'tag', resource_id: tag.id });
      });
    });

    it('["*"] delivers the restore and the links it brings back', async () => {
      const c = await t.workspace();
      const tag = await created(c, '/tags', { name: 'VIP' });
      const ada = await created(c, '/contacts', { first_name: 'Ada', tags: [tag.id] });
      expect((await c.del(`/contacts/${ada.id}`)).status).toBe(200);
      await withWokenDelivery(t.handle, c, { event_types: ['*'] }, async (rx) => {
        expect((await c.post('/trash/restore', { ids: [ada.id] })).status).toBe(200);
        await waitFor(() => rx.received.length >= 2, 3000, 'two deliveries');
        expect(typesOf(rx).sort()).toEqual(['contact.restored', 'link.added']);
      });
    });
  },
  { webhookAllowPrivate: true, deliveryInProcess: false },
  // Its engines serve their whole database: one of the block's own.
  { ownDatabase: true },
);
