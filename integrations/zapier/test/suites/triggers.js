/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Triggers: subscribe/unsubscribe of every REST hook, a real signed delivery received on
// 127.0.0.1 and fed to perform, and for each trigger the events it fires on, through perform
// (deliveries), performList (the change feed) and the polling companion.
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const zapier = require('zapier-platform-core');
const { Webhook } = require('standardwebhooks');
const App = require('../../index');
const { receiver } = require('../helpers');

const appTester = zapier.createAppTester(App);

module.exports = function triggers(ctx) {
  const bundle = (inputData = {}, extra = {}) => ({ authData: ctx.env.authData, inputData, ...extra });
  const api = (...args) => ctx.env.api(...args);
  const created = async (path, body) => {
    const res = await api('POST', path, body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data;
  };
  const patch = async (path, body) => {
    const res = await api('PATCH', path, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  /** The feed's events of these types for one record, oldest first. */
  const eventsOf = async (types, resourceId) => {
    const res = await api('GET', `/events?limit=1000&types=${types.join(',')}&resource_id=${resourceId}`);
    assert.equal(res.status, 200);
    return res.body.data;
  };
  /** Which of these events the trigger's perform makes an item of (as deliveries). */
  const firedByPerform = async (key, events, inputData = {}) => {
    const fired = [];
    for (const event of events) {
      const items = await appTester(
        App.triggers[key].operation.perform,
        bundle(inputData, { cleanedRequest: event }),
      );
      assert.ok(items.length <= 1);
      if (items.length) fired.push(items[0]);
    }
    return fired;
  };
  /** performList (the hook's polling read) and the polling companion answer the same items. */
  const listed = async (key, inputData = {}) => {
    const list = await appTester(App.triggers[key].operation.performList, bundle(inputData));
    const polled = await appTester(App.triggers[`${key}_polling`].operation.perform, bundle(inputData));
    assert.deepEqual(polled, list);
    return list;
  };

  describe('triggers', () => {
    it('subscribes every REST hook trigger to its event types, and unsubscribes it', async () => {
      const tag = await created('/tags', { name: 'Subscribed' });
      const hooks = Object.values(App.triggers).filter((t) => t.operation.type === 'hook');
      assert.equal(hooks.length, 9);
      const expected = {
        new_contact: ['contact.created'],
        updated_contact: ['contact.updated'],
        new_company: ['company.created'],
        contact_tagged: ['link.added'],
        contact_added_to_list: ['link.added'],
        contact_linked_to_company: ['link.added'],
        new_task: ['task.created'],
        task_completed: ['task.created', 'task.updated'],
        new_note: ['note.created'],
      };
      for (const trigger of hooks) {
        const targetUrl = `https://hooks.zapier.test/${trigger.key}`;
        const sub = await appTester(trigger.operation.performSubscribe, {
          ...bundle({ tag: tag.id }),
          targetUrl,
        });
        assert.match(sub.secret, /^whsec_/);
        const hook = await api('GET', `/webhooks/${sub.id}`);
        assert.equal(hook.status, 200);
        assert.equal(hook.body.data.url, targetUrl);
        assert.deepEqual(hook.body.data.event_types, expected[trigger.key], trigger.key);
        await appTester(trigger.operation.performUnsubscribe, { ...bundle(), subscribeData: sub });
        assert.equal((await api('GET', `/webhooks/${sub.id}`)).status, 404);
        const again = await appTester(trigger.operation.performUnsubscribe, {
          ...bundle(),
          subscribeData: sub,
        });
        assert.equal(again.already_gone, true);
      }
    });

    it('REST hook round trip: a real signed delivery, verified, becomes the trigger item; then unsubscribed', async () => {
      const r = await receiver();
      try {
        const tag = await created('/tags', { name: 'Round trip' });
        const newContact = App.triggers.new_contact.operation;
        const tagged = App.triggers.contact_tagged.operation;
        const sub = await appTester(newContact.performSubscribe, { ...bundle(), targetUrl: `${r.url}/new` });
        const tagSub = await appTester(tagged.performSubscribe, {
          ...bundle({ tag: tag.id }),
          targetUrl: `${r.url}/tagged`,
        });

        // A write through the app's own action.
        const contact = await appTester(
          App.creates.create_or_update_contact.operation.perform,
          bundle({ full_name: 'Round Trip', emails: ['round.trip@example.com'], tags: [tag.id] }),
        );
        const delivery = await r.waitFor(
          (d) => d.url.endsWith('/new') && JSON.parse(d.body).data.id === contact.id,
        );
        const verified = new Webhook(sub.secret).verify(delivery.body, delivery.headers);
        assert.equal(verified.id, delivery.headers['webhook-id']);
        assert.equal(verified.type, 'contact.created');

        // Zapier hands perform the parsed body, and the raw one with headers it prefixes.
        const rawHeaders = Object.fromEntries(
          Object.entries(delivery.headers).map(([k, v]) => [
            `Http-${k.replace(/(^|-)\w/g, (m) => m.toUpperCase())}`,
            v,
          ]),
        );
        const items = await appTester(newContact.perform, {
          ...bundle(),
          cleanedRequest: JSON.parse(delivery.body),
          rawRequest: { headers: rawHeaders, content: delivery.body },
          subscribeData: sub,
        });
        assert.equal(items.length, 1);
        assert.equal(items[0].id, contact.id);
        assert.equal(items[0].full_name, 'Round Trip');
        assert.equal(items[0].event_id, verified.id);

        // A body that is not what was signed is ignored.
        const forged = delivery.body.replace('Round Trip', 'Forged Name');
        await assert.rejects(
          appTester(newContact.perform, {
            ...bundle(),
            cleanedRequest: JSON.parse(forged),
            rawRequest: { headers: rawHeaders, content: forged },
            subscribeData: sub,
          }),
          (err) => err.name === 'HaltedError',
        );

        // The contact was created with the tag: the tag's subscription got it too, and fires.
        const tagDelivery = await r.waitFor(
          (d) => d.url.endsWith('/tagged') && JSON.parse(d.body).data.from.id === contact.id,
        );
        new Webhook(tagSub.secret).verify(tagDelivery.body, tagDelivery.headers);
        const tagItems = await appTester(tagged.perform, {
          ...bundle({ tag: tag.id }),
          cleanedRequest: JSON.parse(tagDelivery.body),
          rawRequest: { headers: tagDelivery.headers, content: tagDelivery.body },
          subscribeData: tagSub,
        });
        assert.deepEqual(
          tagItems.map((i) => i.contact_id),
          [contact.id],
        );
        assert.equal(tagItems[0].id, JSON.parse(tagDelivery.body).id, "keyed by the link event's ID");
        assert.equal(tagItems[0].full_name, 'Round Trip', "the contact's fields, read from the server");
        assert.deepEqual(
          tagItems[0].emails.map((e) => e.email),
          ['round.trip@example.com'],
        );
        assert.equal(tagItems[0].tag_id, tag.id);
        assert.equal(tagItems[0].tag_name, 'Round trip');

        for (const [op, s] of [
          [newContact, sub],
          [tagged, tagSub],
        ]) {
          await appTester(op.performUnsubscribe, { ...bundle(), subscribeData: s });
          assert.equal((await api('GET', `/webhooks/${s.id}`)).status, 404);
        }
        const left = await api('GET', '/webhooks?limit=100');
        assert.ok(!left.body.data.some((w) => w.id === sub.id || w.id === tagSub.id));
      } finally {
        await r.close();
      }
    });

    it('new contact, new company, new task, new note: one item per record, keyed by its ID', async () => {
      const cases = [
        ['new_contact', 'contact', () => created('/contacts', { first_name: 'Newcomer' })],
        ['new_company', 'company', () => created('/companies', { name: 'Newco' })],
        ['new_task', 'task', () => created('/tasks', { body: 'New task' })],
        ['new_note', 'note', () => created('/notes', { body: 'New note' })],
      ];
      for (const [key, resourceName, make] of cases) {
        const record = await make();
        const [event] = await eventsOf([`${resourceName}.created`], record.id);
        const fired = await firedByPerform(key, [event, { ...event, type: `${resourceName}.deleted` }]);
        assert.equal(fired.length, 1, key);
        assert.equal(fired[0].id, record.id);
        assert.equal(fired[0][`${resourceName}_id`], record.id);
        assert.equal(fired[0].event_id, event.id);
        const list = await listed(key);
        assert.equal(list[0].id, record.id, `${key}: the newest first`);
        assert.equal(new Set(list.map((i) => i.id)).size, list.length, `${key}: IDs are unique`);
      }
    });

    it('updated contact: one item per change, keyed by the event', async () => {
      const contact = await created('/contacts', { first_name: 'Changing', job_title: 'CTO' });
      await patch(`/contacts/${contact.id}`, { job_title: 'CEO' });
      await patch(`/contacts/${contact.id}`, { location: 'Paris' });
      const events = await eventsOf(['contact.created', 'contact.updated'], contact.id);
      const fired = await firedByPerform('updated_contact', events);
      assert.deepEqual(
        fired.map((i) => i.id),
        events.slice(1).map((e) => e.id),
      );
      assert.deepEqual(fired[0].changed, ['job_title']);
      assert.deepEqual(fired[0].previous, { job_title: 'CTO' });
      assert.equal(fired[0].contact_id, contact.id);
      const list = await listed('updated_contact');
      assert.deepEqual(
        list.slice(0, 2).map((i) => i.id),
        [events[2].id, events[1].id],
      );
    });

    it('tag added to contact: one item per link.added of the chosen tag, from either side, with the contact read', async () => {
      const t = await created('/tags', { name: 'Chosen' });
      const u = await created('/tags', { name: 'Other' });
      const a = await created('/contacts', { first_name: 'A', tags: [t.id] }); // created with it
      const b = await created('/contacts', { first_name: 'B', emails: ['b.tagged@example.com'] });
      await patch(`/contacts/${b.id}`, { tags: { add: [t.id] } }); // tagged
      await patch(`/contacts/${b.id}`, { tags: { add: [u.id] } }); // another tag: no
      await patch(`/contacts/${b.id}`, { job_title: 'Buyer' }); // no
      await patch(`/contacts/${b.id}`, { tags: { remove: [t.id] } }); // untagged: no
      await patch(`/contacts/${b.id}`, { tags: { add: [t.id] } }); // tagged again
      const c = await created('/contacts', { first_name: 'C' });
      await patch(`/tags/${t.id}`, { contacts: { add: [c.id] } }); // from the tag's side
      await created('/companies', { name: 'Tagged Co', tags: [t.id] }); // a company, not a contact: no
      const gone = await created('/contacts', { first_name: 'Gone' });
      await patch(`/tags/${t.id}`, { contacts: { add: [gone.id] } });
      assert.equal((await api('DELETE', `/contacts/${gone.id}`)).status, 200);

      // Tagged from the tag's side, C has no contact.updated event: only the link says it.
      assert.deepEqual(await eventsOf(['contact.updated'], c.id), []);

      const linkEvents = await eventsOf(['link.added', 'link.removed'], t.id);
      const fired = await firedByPerform('contact_tagged', linkEvents, { tag: t.id });
      const added = linkEvents.filter((e) => e.type === 'link.added' && e.data.from.resource === 'contact');
      assert.equal(added.length, 5);
      assert.deepEqual(
        fired.map((i) => i.id),
        added.map((e) => e.id),
      );
      assert.deepEqual(
        fired.map((i) => i.contact_id),
        [a.id, b.id, b.id, c.id, gone.id],
      );
      assert.deepEqual(
        fired.map((i) => i.full_name),
        ['A', 'B', 'B', 'C', 'Gone'],
      );
      assert.deepEqual(
        fired.map((i) => i.contact_deleted),
        [false, false, false, false, true],
      );
      assert.ok(
        fired.every((i) => i.tag_id === t.id && i.tag_name === 'Chosen' && i.event_type === 'link.added'),
      );
      assert.deepEqual(
        fired[1].emails.map((e) => e.email),
        ['b.tagged@example.com'],
      );
      assert.ok(Array.isArray(fired[1].notes), 'read with every include, as its own events carry it');
      assert.ok(
        fired[1].tags.some((x) => x.tag.id === t.id),
        'the contact as read now, with its tags',
      );
      assert.deepEqual(fired[1].link, added[1].data);
      assert.equal(typeof fired[1].request_id, 'string');
      assert.equal(fired[1].actor.api_key_id, added[1].actor.api_key_id);

      const list = await listed('contact_tagged', { tag: t.id });
      assert.deepEqual(
        list.map((i) => i.id),
        added.map((e) => e.id).reverse(),
      );
      assert.deepEqual(list, [...fired].reverse(), 'the feed and the deliveries make the same items');
      const other = await listed('contact_tagged', { tag: u.id });
      assert.deepEqual(
        other.map((i) => i.contact_id),
        [b.id],
      );
      // A Zap subscribed before the link triggers (to contact.created and contact.updated): the
      // contact created with the tag, and each write of the contact that added it, fire.
      const contactEvents = [
        ...(await eventsOf(['contact.created', 'contact.updated'], a.id)),
        ...(await eventsOf(['contact.created', 'contact.updated'], b.id)),
        ...(await eventsOf(['contact.created', 'contact.updated'], c.id)),
      ];
      assert.equal(contactEvents.length, 8);
      const legacy = await firedByPerform('contact_tagged', contactEvents, { tag: t.id });
      assert.deepEqual(
        legacy.map((i) => [i.id, i.contact_id, i.tag_name, i.event_type]),
        [
          [contactEvents[0].id, a.id, 'Chosen', 'contact.created'],
          [contactEvents[2].id, b.id, 'Chosen', 'contact.updated'],
          [contactEvents[6].id, b.id, 'Chosen', 'contact.updated'],
        ],
      );
      assert.equal(legacy[1].full_name, 'B');

      // B's own link events: the trigger of tag U fires on U's only.
      const ofB = await eventsOf(['link.added'], b.id);
      assert.equal(ofB.length, 3);
      assert.deepEqual(
        (await firedByPerform('contact_tagged', ofB, { tag: u.id })).map((i) => i.tag_id),
        [u.id],
      );
    });

    it('contact added to list, contact linked to company: from either side, only the chosen one', async () => {
      const l = await created('/lists', { name: 'Chosen list', type: 'CONTACT' });
      const m = await created('/lists', { name: 'Other list', type: 'CONTACT' });
      const d = await created('/contacts', { first_name: 'D', lists: [l.id] }); // created in it
      const e = await created('/contacts', { first_name: 'E' });
      await patch(`/lists/${l.id}`, { contacts: { add: [e.id] } }); // from the list's side
      await patch(`/contacts/${e.id}`, { lists: { add: [m.id] } }); // another list: no
      await patch(`/lists/${l.id}`, { contacts: { remove: [d.id] } }); // removed: no
      await patch(`/contacts/${d.id}`, { lists: { add: [l.id] } }); // added again

      const listEvents = await eventsOf(['link.added', 'link.removed'], l.id);
      const inList = await firedByPerform('contact_added_to_list', listEvents, { list: l.id });
      assert.deepEqual(
        inList.map((i) => i.contact_id),
        [d.id, e.id, d.id],
      );
      assert.ok(inList.every((i) => i.list_id === l.id && i.list_name === 'Chosen list'));
      assert.ok(inList[1].lists.some((x) => x.list.id === l.id));
      const listed1 = await listed('contact_added_to_list', { list: l.id });
      assert.deepEqual(listed1, [...inList].reverse());
      const firedForM = await firedByPerform('contact_added_to_list', listEvents, { list: m.id });
      assert.deepEqual(firedForM, [], "another list's trigger ignores these events");

      const x = await created('/companies', { name: 'Chosen Co' });
      const y = await created('/companies', { name: 'Other Co' });
      const f = await created('/contacts', { first_name: 'F', companies: [x.id] }); // created at it
      const g = await created('/contacts', { first_name: 'G', companies: [y.id] }); // another: no
      await patch(`/companies/${x.id}`, { contacts: { add: [g.id] } }); // from the company's side
      await patch(`/companies/${x.id}`, { tags: { add: [(await created('/tags', { name: 'Co tag' })).id] } }); // company -> tag: no

      const companyEvents = await eventsOf(['link.added'], x.id);
      assert.equal(companyEvents.length, 3, 'resource_id matches the company on either side of its links');
      const atCompany = await firedByPerform('contact_linked_to_company', companyEvents, { company: x.id });
      assert.deepEqual(
        atCompany.map((i) => i.contact_id),
        [f.id, g.id],
      );
      assert.ok(atCompany.every((i) => i.company_id === x.id && i.company_name === 'Chosen Co'));
      assert.deepEqual(atCompany[1].companies.map((c) => c.company?.id ?? c.id).sort(), [x.id, y.id].sort());
      const listed2 = await listed('contact_linked_to_company', { company: x.id });
      assert.deepEqual(listed2, [...atCompany].reverse());
      const choices = await appTester(App.triggers.company_list.operation.perform, bundle());
      assert.deepEqual(
        choices.filter((co) => co.id === x.id || co.id === y.id).map((co) => co.name),
        ['Chosen Co', 'Other Co'],
      );
    });

    it('task completed: when a task goes from open to completed, or is created completed', async () => {
      const t1 = await created('/tasks', { body: 'Open then done' });
      await patch(`/tasks/${t1.id}`, { completed: true }); // fires
      await patch(`/tasks/${t1.id}`, { body: 'Done, edited' }); // no
      await patch(`/tasks/${t1.id}`, { completed: true }); // already completed: no change, no event
      await patch(`/tasks/${t1.id}`, { completed: false }); // reopened: no
      await patch(`/tasks/${t1.id}`, { completed: true }); // fires again
      const t2 = await created('/tasks', { body: 'Born done', completed: true }); // fires
      const types = ['task.created', 'task.updated'];
      const ev1 = await eventsOf(types, t1.id);
      const ev2 = await eventsOf(types, t2.id);
      assert.equal(ev1.length, 5);
      const expected = [ev1[1], ev1[4], ev2[0]].map((e) => e.id);
      const fired = await firedByPerform('task_completed', [...ev1, ...ev2]);
      assert.deepEqual(
        fired.map((i) => i.id),
        expected,
      );
      assert.ok(fired.every((i) => i.completed_at));
      assert.deepEqual(
        fired.map((i) => i.task_id),
        [t1.id, t1.id, t2.id],
      );
      const list = await listed('task_completed');
      assert.deepEqual(
        list.map((i) => i.id),
        [...expected].reverse().concat(list.slice(3).map((i) => i.id)),
      );
      assert.deepEqual(
        list.slice(0, 3).map((i) => i.id),
        [...expected].reverse(),
      );
    });
  });
};
