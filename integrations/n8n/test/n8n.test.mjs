/* global fetch, Buffer */
// Runs workflows in n8n itself (the published package, headless) with this package's nodes loaded
// through N8N_CUSTOM_EXTENSIONS, against the contact service's real server on each store:
//  1. `n8n execute`: upsert a contact (twice), tag it, add it to a list, read it back, page tags;
//     the API and the workflow's output are both checked.
//  2. `n8n start`: activating the trigger workflow registers a webhook with the server; a write
//     through the API is delivered, signed, and the workflow writes a note back; a delivery with a
//     bad signature is refused; deactivating deletes the webhook. The running n8n also answers the
//     node's loadOptions and the credential test. Then a link trigger ("Tag Added to Contact",
//     the tag chosen from its dropdown) runs for the chosen tag added from the tag's side, and
//     for no other link.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { log, n8nInstance, n8nOwnerSession, PACKAGE, sleep, startCrm, stores } from './support.mjs';

const NODE = 'CUSTOM.contactService';
const TRIGGER = 'CUSTOM.contactServiceTrigger';
const STORES = stores();
const RUN = Date.now().toString(36);

const ids = (store) => ({
  credential: `cred${store}`.padEnd(16, '0'),
  flow: `flow${store}`.padEnd(16, '0'),
  others: `othr${store}`.padEnd(16, '0'),
  trigger: `trig${store}`.padEnd(16, '0'),
  linkTrigger: `link${store}`.padEnd(16, '0'),
  webhookId: crypto.randomUUID(),
});

function credentialFor(store) {
  return { contactServiceApi: { id: ids(store).credential, name: `CRM ${store}` } };
}

function crmNode(store, name, position, parameters) {
  return {
    id: crypto.randomUUID(),
    name,
    type: NODE,
    typeVersion: 1,
    position,
    parameters,
    credentials: credentialFor(store),
  };
}

/** The manual trigger `n8n execute` starts a workflow with. */
function manualStart() {
  return {
    id: crypto.randomUUID(),
    name: 'Start',
    type: 'n8n-nodes-base.manualTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters: {},
  };
}

function chain(...names) {
  const connections = {};
  for (let i = 0; i + 1 < names.length; i++) {
    connections[names[i]] = { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] };
  }
  return connections;
}

/** Workflow 1: find or create a contact by e-mail, tag it, add it to a list, read it back. */
function upsertFlow(store, fixture) {
  const email = fixture.email;
  const nodes = [
    manualStart(),
    crmNode(store, 'Upsert Contact', [200, 0], {
      resource: 'contact',
      operation: 'upsert',
      matchOn: 'email',
      email,
      additionalFields: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        job_title: 'Analyst',
        custom_fields: { field: [{ id: fixture.planFieldId, value: 'Pro' }] },
      },
    }),
    crmNode(store, 'Upsert Again', [400, 0], {
      resource: 'contact',
      operation: 'upsert',
      matchOn: 'email',
      email: '={{ $json.emails[0].email }}',
      additionalFields: { first_name: 'Ada', job_title: 'Engineer' },
    }),
    crmNode(store, 'Tag Contact', [600, 0], {
      resource: 'contact',
      operation: 'addRemoveTags',
      id: '={{ $json.id }}',
      tagsToAdd: `vip, ${fixture.existingTagId}`,
      tagsToRemove: '',
    }),
    crmNode(store, 'Add to List', [800, 0], {
      resource: 'contact',
      operation: 'addToList',
      id: '={{ $json.id }}',
      listId: fixture.listId,
    }),
    crmNode(store, 'Read Back', [1000, 0], {
      resource: 'contact',
      operation: 'get',
      id: '={{ $json.id }}',
      options: { include: ['emails', 'tags', 'lists', 'custom_fields'] },
    }),
    crmNode(store, 'All Tags', [200, 200], {
      resource: 'tag',
      operation: 'getAll',
      returnAll: true,
      filters: {},
      options: {},
    }),
    crmNode(store, 'Three Tags', [200, 400], {
      resource: 'tag',
      operation: 'getAll',
      returnAll: false,
      limit: 3,
      filters: { q: 'bulk' },
      options: { order_by: 'name:asc' },
    }),
  ];
  const connections = chain('Upsert Contact', 'Upsert Again', 'Tag Contact', 'Add to List', 'Read Back');
  connections.Start = {
    main: [
      [
        { node: 'Upsert Contact', type: 'main', index: 0 },
        { node: 'All Tags', type: 'main', index: 0 },
        { node: 'Three Tags', type: 'main', index: 0 },
      ],
    ],
  };
  // v1 order: each branch runs to its end before the next (top to bottom), so the tag reads
  // below run after the contact's branch has made the tag "vip".
  return {
    id: ids(store).flow,
    name: `Upsert and tag (${store})`,
    active: false,
    nodes,
    connections,
    settings: { executionOrder: 'v1' },
  };
}

/**
 * Workflow 3: the other resources' operations, one after another: a company upserted twice by its
 * domain (two spellings of one host), a contact made at it, updated, noted, given a task that is
 * then completed, added to a list from the list's side; custom fields read; a tag made and deleted.
 */
function otherResourcesFlow(store, fixture) {
  const ref = (node) => `={{ $('${node}').item.json.id }}`;
  const nodes = [
    manualStart(),
    crmNode(store, 'Upsert Company', [200, 0], {
      resource: 'company',
      operation: 'upsert',
      matchOn: 'domain',
      domain: 'https://acme-n8n.example',
      name: 'Acme',
      additionalFields: { number_of_employees: 12 },
    }),
    crmNode(store, 'Upsert Company Again', [400, 0], {
      resource: 'company',
      operation: 'upsert',
      matchOn: 'domain',
      domain: 'https://www.acme-n8n.example/about',
      name: 'Acme Inc',
      additionalFields: {},
    }),
    crmNode(store, 'Create Contact', [600, 0], {
      resource: 'contact',
      operation: 'create',
      additionalFields: {
        first_name: 'Katherine',
        last_name: 'Johnson',
        emails: `katherine.${RUN}@example.com`,
        companies: '={{ $json.id }}',
      },
    }),
    crmNode(store, 'Update Contact', [800, 0], {
      resource: 'contact',
      operation: 'update',
      id: '={{ $json.id }}',
      updateFields: { job_title: 'Mathematician', is_starred: true },
    }),
    crmNode(store, 'Create Note', [1000, 0], {
      resource: 'note',
      operation: 'create',
      body: 'Met at the launch',
      additionalFields: { contacts: ref('Create Contact') },
    }),
    crmNode(store, 'Create Task', [1200, 0], {
      resource: 'task',
      operation: 'create',
      body: 'Send the orbit figures',
      additionalFields: { contacts: ref('Create Contact'), due_date: '2030-01-15' },
    }),
    crmNode(store, 'Complete Task', [1400, 0], {
      resource: 'task',
      operation: 'complete',
      id: '={{ $json.id }}',
    }),
    crmNode(store, 'Add to List', [1600, 0], {
      resource: 'list',
      operation: 'addContact',
      listId: fixture.listId,
      contactIds: ref('Create Contact'),
    }),
    crmNode(store, 'Custom Fields', [1800, 0], {
      resource: 'custom_field',
      operation: 'getAll',
      returnAll: true,
      filters: { entity_type: 'CONTACT' },
      options: {},
    }),
    crmNode(store, 'Find by E-mail', [2000, 0], {
      resource: 'contact',
      operation: 'getAll',
      returnAll: false,
      limit: 10,
      filters: { email: `KATHERINE.${RUN}@example.com` },
      options: { include: ['companies', 'lists'] },
    }),
    crmNode(store, 'Make Tag', [2200, 0], {
      resource: 'tag',
      operation: 'create',
      name: 'temporary',
    }),
    crmNode(store, 'Delete Tag', [2400, 0], {
      resource: 'tag',
      operation: 'delete',
      id: '={{ $json.id }}',
    }),
  ];
  const order = nodes.map((n) => n.name);
  return {
    id: ids(store).others,
    name: `Companies, notes, tasks, lists (${store})`,
    active: false,
    nodes,
    connections: chain(...order),
    settings: { executionOrder: 'v1' },
  };
}

/** Workflow 2: on contact.created, write a note about the contact back through the API. */
function triggerFlow(store, webhookId) {
  return {
    id: ids(store).trigger,
    name: `Note on new contact (${store})`,
    active: false,
    settings: {},
    nodes: [
      {
        id: crypto.randomUUID(),
        name: 'On Contact Created',
        type: TRIGGER,
        typeVersion: 1,
        position: [0, 0],
        webhookId,
        parameters: { events: ['contact.created'] },
        credentials: credentialFor(store),
      },
      crmNode(store, 'Write Note', [250, 0], {
        resource: 'note',
        operation: 'create',
        body: '=n8n saw {{ $json.type }} for {{ $json.data.full_name }}',
        additionalFields: { contacts: '={{ $json.resource_id }}' },
      }),
    ],
    connections: chain('On Contact Created', 'Write Note'),
  };
}

/**
 * Workflow 4: a link trigger, "Tag Added to Contact" with the tag chosen in the node: write a
 * note naming the tag and the contact (read by the trigger) back on the contact.
 */
function linkTriggerFlow(store, webhookId, tagId) {
  return {
    id: ids(store).linkTrigger,
    name: `Note on tagged contact (${store})`,
    active: false,
    settings: {},
    nodes: [
      {
        id: crypto.randomUUID(),
        name: 'On Tag Added',
        type: TRIGGER,
        typeVersion: 1,
        position: [0, 0],
        webhookId,
        parameters: { triggerOn: 'tagAddedToContact', tagId },
        credentials: credentialFor(store),
      },
      crmNode(store, 'Write Note', [250, 0], {
        resource: 'note',
        operation: 'create',
        body: '=n8n saw {{ $json.data.to.name }} added to {{ $json.contact.full_name }} <{{ $json.contact.emails[0].email }}>',
        additionalFields: { contacts: '={{ $json.data.from.id }}' },
      }),
    ],
    connections: chain('On Tag Added', 'Write Note'),
  };
}

function nodeItems(execution, name) {
  const runs = execution.data.resultData.runData[name];
  assert.ok(runs, `node "${name}" did not run`);
  return runs[0].data.main[0].map((item) => item.json);
}

test('the link triggers run on link.added of their relation, from a contact, to the chosen record', () => {
  const { isLinkEvent } = createRequire(import.meta.url)(
    path.join(PACKAGE, 'dist', 'nodes', 'ContactServiceTrigger', 'ContactServiceTrigger.node.js'),
  );
  const link = (relation, fromResource, toResource, toId, type = 'link.added') => ({
    type,
    data: {
      relation,
      from: { resource: fromResource, id: `${fromResource}_1` },
      to: { resource: toResource, id: toId },
    },
  });
  const cases = [
    ['tagAddedToContact', link('tags', 'contact', 'tag', 'tag_1'), 'tag_1', true],
    ['tagAddedToContact', link('tags', 'contact', 'tag', 'tag_2'), 'tag_1', false],
    ['tagAddedToContact', link('tags', 'contact', 'tag', 'tag_1', 'link.removed'), 'tag_1', false],
    ['tagAddedToContact', link('tags', 'company', 'tag', 'tag_1'), 'tag_1', false],
    ['tagAddedToContact', link('tags', 'task', 'tag', 'tag_1'), 'tag_1', false],
    ['contactAddedToList', link('lists', 'contact', 'list', 'lst_1'), 'lst_1', true],
    ['contactAddedToList', link('lists', 'company', 'list', 'lst_1'), 'lst_1', false],
    ['contactAddedToList', link('tags', 'contact', 'tag', 'lst_1'), 'lst_1', false],
    ['contactLinkedToCompany', link('companies', 'contact', 'company', 'cmp_1'), 'cmp_1', true],
    ['contactLinkedToCompany', link('tags', 'company', 'tag', 'tag_1'), 'cmp_1', false],
    ['contactLinkedToCompany', link('companies', 'contact', 'company', 'cmp_2'), 'cmp_1', false],
    ['events', link('tags', 'contact', 'tag', 'tag_1'), 'tag_1', false],
  ];
  for (const [mode, event, chosen, expected] of cases)
    assert.equal(isLinkEvent(event, mode, chosen), expected, `${mode} ${JSON.stringify(event)}`);
});

describe('n8n runs the Contact Service nodes', { timeout: 600_000 }, () => {
  let n8n;
  const crm = {};
  const fixtures = {};
  const webhookIds = {};
  const linkWebhookIds = {};

  before(async () => {
    n8n = await n8nInstance();
    for (const store of STORES) {
      const c = (crm[store] = await startCrm(store));
      // Arrange through the API: more tags than one page holds, a select custom field, a list.
      for (const chunk of [0, 1]) {
        const records = Array.from({ length: chunk ? 20 : 100 }, (_, i) => ({
          name: `bulk ${String(chunk * 100 + i).padStart(3, '0')}`,
        }));
        const made = await c.api('POST', '/tags/batch', { records });
        assert.equal(made.status, 200, JSON.stringify(made.body));
      }
      const existing = await c.api('POST', '/tags', { name: 'customer' });
      const field = await c.api('POST', '/custom-fields', {
        name: 'Plan',
        field_type: 'SINGLE_SELECT',
        entity_type: 'CONTACT',
        multi_select_options: [{ value: 'Free' }, { value: 'Pro' }],
      });
      assert.equal(field.status, 201, JSON.stringify(field.body));
      const list = await c.api('POST', '/lists', { name: 'Newsletter', type: 'CONTACT' });
      assert.equal(list.status, 201, JSON.stringify(list.body));
      const onboarding = await c.api('POST', '/tags', { name: 'Onboarding' });
      assert.equal(onboarding.status, 201, JSON.stringify(onboarding.body));
      fixtures[store] = {
        email: `ada.${RUN}@example.com`,
        existingTagId: existing.body.data.id,
        planFieldId: field.body.data.id,
        proOptionId: field.body.data.multi_select_options.find((o) => o.value === 'Pro').id,
        listId: list.body.data.id,
        linkTagId: onboarding.body.data.id,
      };
      webhookIds[store] = ids(store).webhookId;
      linkWebhookIds[store] = ids(store).webhookId;
    }
    await n8n.importJson(
      'credentials',
      STORES.map((store) => ({
        id: ids(store).credential,
        name: `CRM ${store}`,
        type: 'contactServiceApi',
        data: { baseUrl: crm[store].url, apiKey: crm[store].apiKey },
      })),
    );
    await n8n.importJson(
      'workflow',
      STORES.flatMap((store) => [
        upsertFlow(store, fixtures[store]),
        otherResourcesFlow(store, fixtures[store]),
        triggerFlow(store, webhookIds[store]),
        linkTriggerFlow(store, linkWebhookIds[store], fixtures[store].linkTagId),
      ]),
    );
    log(`n8n database ready, ${STORES.length * 4} workflows imported`);
  });

  after(async () => {
    if (n8n) await n8n.close();
    for (const store of Object.keys(crm)) await crm[store].stop();
  });

  for (const store of STORES) {
    test(`n8n execute: upsert a contact, tag it, add it to a list, read it back (${store})`, async () => {
      const c = crm[store];
      const f = fixtures[store];
      const execution = await n8n.execute(ids(store).flow);

      const [first] = nodeItems(execution, 'Upsert Contact');
      const [second] = nodeItems(execution, 'Upsert Again');
      assert.equal(first._upsert, 'created');
      assert.equal(second._upsert, 'updated');
      assert.equal(second.id, first.id, 'the second upsert found the same contact');

      const [read] = nodeItems(execution, 'Read Back');
      assert.equal(read.id, first.id);
      assert.equal(read.first_name, 'Ada');
      assert.equal(read.job_title, 'Engineer');
      assert.deepEqual(
        read.emails.map((e) => e.email),
        [f.email],
      );
      assert.deepEqual(read.tags.map((t) => t.tag.name).sort(), ['customer', 'vip']);
      assert.deepEqual(
        read.lists.map((l) => l.list.id),
        [f.listId],
      );
      const plan = read.custom_fields.find((cf) => cf.id === f.planFieldId);
      assert.equal(plan?.value?.id, f.proOptionId, 'the option typed by name became its ID');

      // Return All follows limit/offset to the end; a limit stops early.
      const total = (await c.api('GET', '/tags?limit=1')).body.meta.total;
      assert.equal(total, 123, '120 bulk tags, "customer", "Onboarding" and "vip" made by the workflow');
      const all = nodeItems(execution, 'All Tags');
      assert.equal(all.length, total);
      assert.equal(new Set(all.map((t) => t.id)).size, total);
      const three = nodeItems(execution, 'Three Tags');
      assert.deepEqual(
        three.map((t) => t.name),
        ['bulk 000', 'bulk 001', 'bulk 002'],
      );

      // And the server holds one such contact, with both tags and the list.
      const found = await c.api('GET', `/contacts?email=${encodeURIComponent(f.email)}&include=tags,lists`);
      assert.equal(found.status, 200);
      assert.equal(found.body.data.length, 1);
      assert.equal(found.body.data[0].id, first.id);
      assert.deepEqual(found.body.data[0].tags.map((t) => t.tag.name).sort(), ['customer', 'vip']);
      assert.equal(found.body.data[0].lists[0].list.id, f.listId);
    });
  }

  for (const store of STORES) {
    test(`n8n execute: companies, contacts, notes, tasks, lists, custom fields, tags (${store})`, async () => {
      const c = crm[store];
      const f = fixtures[store];
      const execution = await n8n.execute(ids(store).others);
      assert.equal(
        execution.data.resultData.error,
        undefined,
        JSON.stringify(execution.data.resultData.error),
      );

      const [company] = nodeItems(execution, 'Upsert Company');
      const [again] = nodeItems(execution, 'Upsert Company Again');
      assert.equal(company._upsert, 'created');
      assert.equal(again._upsert, 'updated', 'the same host, written another way, found the company');
      assert.equal(again.id, company.id);
      assert.equal(again.name, 'Acme Inc');
      assert.equal(again.number_of_employees, 12, 'a field the second upsert left out is kept');

      const [contact] = nodeItems(execution, 'Create Contact');
      const [updated] = nodeItems(execution, 'Update Contact');
      assert.equal(updated.id, contact.id);
      assert.equal(updated.job_title, 'Mathematician');
      assert.equal(updated.is_starred, true);

      const [note] = nodeItems(execution, 'Create Note');
      const [task] = nodeItems(execution, 'Create Task');
      const [done] = nodeItems(execution, 'Complete Task');
      assert.equal(done.id, task.id);
      assert.equal(task.completed_at ?? null, null);
      assert.equal(typeof done.completed_at, 'string', 'the task is completed');

      const fields = nodeItems(execution, 'Custom Fields');
      assert.deepEqual(
        fields.map((x) => x.id),
        [f.planFieldId],
      );
      const found = nodeItems(execution, 'Find by E-mail');
      assert.deepEqual(
        found.map((x) => x.id),
        [contact.id],
        'the e-mail filter ignores case',
      );
      assert.deepEqual(
        found[0].companies.map((x) => x.company?.id ?? x.id),
        [company.id],
      );
      assert.ok(found[0].lists.some((l) => l.list.id === f.listId));
      const [made] = nodeItems(execution, 'Make Tag');
      assert.equal(nodeItems(execution, 'Delete Tag').length, 1);

      // What the server holds after the workflow.
      const read = await c.api('GET', `/contacts/${contact.id}?include=companies,lists,notes`);
      assert.equal(read.status, 200);
      assert.equal(read.body.data.job_title, 'Mathematician');
      assert.ok(
        read.body.data.lists.some((l) => l.list.id === f.listId),
        'added to the list from its side',
      );
      const notes = (await c.api('GET', `/notes?contact=${contact.id}`)).body.data;
      assert.deepEqual(
        notes.map((n) => [n.id, n.body]),
        [[note.id, 'Met at the launch']],
      );
      const tasks = (await c.api('GET', `/tasks?contact=${contact.id}&completed=true`)).body.data;
      assert.deepEqual(
        tasks.map((t) => [t.id, t.due_date]),
        [[task.id, '2030-01-15T00:00:00.000Z']],
      );
      const companies = (await c.api('GET', '/companies?domain=acme-n8n.example')).body.data;
      assert.deepEqual(
        companies.map((x) => x.id),
        [company.id],
        'one company for the host',
      );
      assert.equal((await c.api('GET', `/tags/${made.id}`)).status, 404, 'the tag was deleted');
    });
  }

  test('n8n start: the trigger registers its webhook, runs on a signed delivery, and cleans up', async () => {
    const server = await n8n.start();
    try {
      const rest = await n8nOwnerSession(n8n.url);

      for (const store of STORES) {
        const c = crm[store];
        const credentials = credentialFor(store);

        // loadOptions through the running n8n: custom fields of contacts, and contact lists.
        const fields = await rest('POST', '/dynamic-node-parameters/options', {
          nodeTypeAndVersion: { name: NODE, version: 1 },
          methodName: 'getCustomFields',
          path: 'additionalFields.custom_fields.field.id',
          currentNodeParameters: { resource: 'contact', operation: 'create' },
          credentials,
        });
        assert.deepEqual(
          fields.map((o) => o.value),
          [fixtures[store].planFieldId],
        );
        const companyFields = await rest('POST', '/dynamic-node-parameters/options', {
          nodeTypeAndVersion: { name: NODE, version: 1 },
          methodName: 'getCustomFields',
          path: 'additionalFields.custom_fields.field.id',
          currentNodeParameters: { resource: 'company', operation: 'create' },
          credentials,
        });
        assert.deepEqual(companyFields, [], 'the contact field is not offered for companies');
        const lists = await rest('POST', '/dynamic-node-parameters/options', {
          nodeTypeAndVersion: { name: NODE, version: 1 },
          methodName: 'getContactLists',
          path: 'listId',
          currentNodeParameters: { resource: 'contact', operation: 'addToList' },
          credentials,
        });
        assert.deepEqual(lists, [{ name: 'Newsletter', value: fixtures[store].listId }]);

        // The credential test (GET /me): a good key passes, a wrong one fails.
        const testCredential = (apiKey) =>
          rest('POST', '/credentials/test', {
            credentials: {
              id: ids(store).credential,
              name: `CRM ${store}`,
              type: 'contactServiceApi',
              data: { baseUrl: c.url, apiKey },
            },
          });
        assert.equal((await testCredential(c.apiKey)).status, 'OK');
        assert.equal((await testCredential(`crm_${'x'.repeat(40)}`)).status, 'Error');

        // Activation registers the webhook with the server.
        const workflowId = ids(store).trigger;
        const workflow = await rest('GET', `/workflows/${workflowId}`);
        await rest('POST', `/workflows/${workflowId}/activate`, { versionId: workflow.versionId });
        const hooks = (await c.api('GET', '/webhooks')).body.data;
        assert.equal(hooks.length, 1, 'one webhook registered');
        const hookUrl = hooks[0].url;
        assert.ok(hookUrl.startsWith(`${n8n.url}/webhook/`) && hookUrl.includes(webhookIds[store]), hookUrl);
        assert.deepEqual(hooks[0].event_types, ['contact.created']);

        // A delivery with a wrong signature is refused and starts nothing.
        const forged = await fetch(hookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': 'evt_forged',
            'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
            'webhook-signature': `v1,${Buffer.from('not the signature').toString('base64')}`,
          },
          body: JSON.stringify({ type: 'contact.created', resource_id: 'con_forged', data: {} }),
        });
        assert.equal(forged.status, 401);

        // A write through the API: the server delivers contact.created, the workflow notes it.
        const made = await c.api('POST', '/contacts', {
          full_name: 'Grace Hopper',
          emails: [`grace.${RUN}@example.com`],
        });
        assert.equal(made.status, 201);
        const contactId = made.body.data.id;
        let notes = [];
        for (let i = 0; i < 150 && notes.length === 0; i++) {
          await sleep(200);
          notes = (await c.api('GET', `/notes?contact=${contactId}&include=contacts`)).body.data;
        }
        assert.equal(
          notes.length,
          1,
          `the workflow wrote a note (n8n output: ${server.output().slice(-2000)})`,
        );
        assert.equal(notes[0].body, 'n8n saw contact.created for Grace Hopper');
        const allNotes = (await c.api('GET', '/notes?q=saw')).body.data;
        assert.deepEqual(
          allNotes.map((n) => n.body),
          ['n8n saw contact.created for Grace Hopper'],
          'the forged delivery made no note',
        );

        const deliveries = (await c.api('GET', `/webhooks/${hooks[0].id}/deliveries`)).body.data;
        assert.ok(deliveries.some((d) => d.status === 'succeeded' && d.event_type === 'contact.created'));

        // Deactivation deletes the webhook from the server.
        await rest('POST', `/workflows/${workflowId}/deactivate`);
        const left = (await c.api('GET', '/webhooks')).body.data;
        assert.deepEqual(left, [], 'the webhook was deleted');
        log(`${store}: webhook registered, delivery ran the workflow, webhook deleted`);

        // A link trigger, "Tag Added to Contact": its tag dropdown, through the running n8n.
        const tagOptions = await rest('POST', '/dynamic-node-parameters/options', {
          nodeTypeAndVersion: { name: TRIGGER, version: 1 },
          methodName: 'getTags',
          path: 'tagId',
          currentNodeParameters: { triggerOn: 'tagAddedToContact' },
          credentials,
        });
        assert.ok(
          tagOptions.some((o) => o.name === 'Onboarding' && o.value === fixtures[store].linkTagId),
          JSON.stringify(tagOptions.slice(0, 5)),
        );
        const companyOptions = await rest('POST', '/dynamic-node-parameters/options', {
          nodeTypeAndVersion: { name: TRIGGER, version: 1 },
          methodName: 'getCompanies',
          path: 'companyId',
          currentNodeParameters: { triggerOn: 'contactLinkedToCompany' },
          credentials,
        });
        assert.deepEqual(
          companyOptions.map((o) => o.name),
          ['Acme Inc'],
          'the company the second workflow made',
        );
        const linkWorkflowId = ids(store).linkTrigger;
        const linkWorkflow = await rest('GET', `/workflows/${linkWorkflowId}`);
        await rest('POST', `/workflows/${linkWorkflowId}/activate`, { versionId: linkWorkflow.versionId });
        const linkHooks = (await c.api('GET', '/webhooks')).body.data;
        assert.equal(linkHooks.length, 1, 'one webhook registered');
        assert.ok(linkHooks[0].url.includes(linkWebhookIds[store]), linkHooks[0].url);
        assert.deepEqual(linkHooks[0].event_types, ['link.added']);

        // Another tag (from the contact's side): delivered, and ignored. The chosen tag, added
        // from the tag's side (no contact.updated event): the workflow runs once.
        const alan = await c.api('POST', '/contacts', {
          full_name: 'Alan Turing',
          emails: [`alan.${RUN}@example.com`],
        });
        assert.equal(alan.status, 201);
        const alanId = alan.body.data.id;
        const other = await c.api('PATCH', `/contacts/${alanId}`, {
          tags: { add: [fixtures[store].existingTagId] },
        });
        assert.equal(other.status, 200);
        const tagged = await c.api('PATCH', `/tags/${fixtures[store].linkTagId}`, {
          contacts: { add: [alanId] },
        });
        assert.equal(tagged.status, 200);
        let alanNotes = [];
        for (let i = 0; i < 150 && alanNotes.length === 0; i++) {
          await sleep(200);
          alanNotes = (await c.api('GET', `/notes?contact=${alanId}`)).body.data;
        }
        assert.deepEqual(
          alanNotes.map((n) => n.body),
          [`n8n saw Onboarding added to Alan Turing <alan.${RUN}@example.com>`],
          `the link workflow wrote its note (n8n output: ${server.output().slice(-2000)})`,
        );
        // Three link.added deliveries (the other tag, the chosen one, the note's link to the
        // contact), each answered 2xx; only the chosen one ran the workflow.
        let linkDeliveries = [];
        for (let i = 0; i < 150; i++) {
          linkDeliveries = (await c.api('GET', `/webhooks/${linkHooks[0].id}/deliveries`)).body.data;
          if (linkDeliveries.length >= 3 && linkDeliveries.every((d) => d.status === 'succeeded')) break;
          await sleep(200);
        }
        assert.deepEqual(
          linkDeliveries.map((d) => [d.event_type, d.status]),
          Array(3).fill(['link.added', 'succeeded']),
        );
        assert.equal((await c.api('GET', `/notes?contact=${alanId}`)).body.data.length, 1);

        await rest('POST', `/workflows/${linkWorkflowId}/deactivate`);
        assert.deepEqual((await c.api('GET', '/webhooks')).body.data, [], 'the webhook was deleted');
        log(`${store}: the link trigger ran once, for the chosen tag only`);
      }
    } finally {
      await server.stop();
    }
  });
});
