/* global require, module, process */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Triggers. Each is a REST Hook (performSubscribe: POST /webhooks with Zapier's target URL and
// the event types it needs; performUnsubscribe: DELETE /webhooks/:id; perform: the delivered
// event made into one item) whose performList reads the change feed, GET /events; the same
// reading is a companion polling trigger ("... (polling)") for servers whose deliveries cannot
// reach Zapier. Hidden triggers feed the dynamic dropdowns.
const { contract, resource, eventType, call } = require('./api');
const { sampleOf } = require('./samples');
const { Webhook } = require('standardwebhooks');

/** The feed's largest page (GET /events takes limit 1..1000). */
const FEED_PAGE = 1000;
/** Items a polling read answers at most (Zapier keeps the newest). */
const POLL_ITEMS = 100;
/** Pages of the feed a polling read goes back through at most, newest first, looking for its items. */
const POLL_PAGES = 10;
/** What a link trigger's contact is read with: every include, as the contact's own events carry it. */
const CONTACT_INCLUDE = resource('contacts').includes.join(',');

/**
 * One trigger item from a record event: the record as the event carries it, plus where it came
 * from. `id` is Zapier's deduplication key: the record's ID for "new" triggers (one created event
 * per record), the event's ID for triggers that can fire several times for one record.
 */
function itemFrom(event, idFrom) {
  const record = event.data || {};
  return {
    ...record,
    id: idFrom === 'event' ? event.id : record.id,
    [`${event.resource}_id`]: record.id,
    event_id: event.id,
    event_type: event.type,
    occurred_at: event.occurred_at,
    changed: event.changed || [],
    previous: event.previous || {},
  };
}

/**
 * One trigger item from a link event: the `from` record as the server has it now (read with its
 * links, so a Zap keeps the contact's fields), keyed by the event's ID (a contact tagged,
 * untagged and tagged again fires twice), plus the link itself and both sides' IDs and names.
 * A record deleted since then is the event's ID and name only, with `<resource>_deleted: true`.
 */
function linkItemFrom(event, record) {
  const link = event.data || {};
  const from = link.from || {};
  const to = link.to || {};
  return {
    ...(record || { id: from.id, ...(from.name !== undefined ? { full_name: from.name } : {}) }),
    id: event.id,
    [`${from.resource}_id`]: from.id,
    [`${from.resource}_deleted`]: !record,
    [`${to.resource}_id`]: to.id,
    [`${to.resource}_name`]: to.name === undefined ? null : to.name,
    event_id: event.id,
    event_type: event.type,
    occurred_at: event.occurred_at,
    link,
    actor: event.actor || null,
    request_id: event.request_id || null,
  };
}

/** The contacts of these link events, read in pages of the contract's largest limit: id -> record. */
async function contactsById(z, bundle, ids) {
  const unique = [...new Set(ids)];
  const found = new Map();
  const limit = contract.paging.limit_max;
  for (let i = 0; i < unique.length; i += limit) {
    const chunk = unique.slice(i, i + limit);
    const { data } = await call(z, bundle, {
      path: resource('contacts').path,
      params: { ids: chunk.join(','), include: CONTACT_INCLUDE, limit },
    });
    for (const record of data.data) found.set(record.id, record);
  }
  return found;
}

/**
 * The newest events of these types, newest first (GET /events?order=desc), at most `pages` pages
 * back: a poll reads what happened lately, not the whole feed. `visit` answering false stops.
 * With `resourceId`, only that record's events (a link event matches on either side).
 */
async function walkNewest(z, bundle, types, visit, { pages = POLL_PAGES, resourceId } = {}) {
  let before;
  for (let page = 0; page < pages; page++) {
    const params = { order: 'desc', limit: FEED_PAGE, types: types.join(',') };
    if (before !== undefined) params.before = before;
    if (resourceId) params.resource_id = resourceId;
    const { data } = await call(z, bundle, { path: '/events', params });
    for (const event of data.data) if ((await visit(event)) === false) return;
    before = data.meta.next_cursor;
    if (!data.meta.has_more) return;
  }
}

// ---- The trigger definitions --------------------------------------------------------------------

/**
 * A delivery to a subscription made before the link triggers (Contact Tagged subscribed to
 * `contact.created` and `contact.updated`), as the link event it stands for, or null: the contact
 * was created with the tag, or a write of the contact added it (`tags` in `changed`, and not among
 * `previous.tags`, the old tag IDs). A tag added from the tag's side records no contact event: such
 * a Zap sees those once it is turned off and on again (subscribed to `link.added`).
 */
function tagAddedByContactEvent(event, tagId) {
  const data = event.data || {};
  const entry = (data.tags || []).find((t) => (t.tag ? t.tag.id : t.id) === tagId);
  if (!entry) return null;
  if (event.type === 'contact.updated') {
    const before = (event.previous || {}).tags;
    if (!(event.changed || []).includes('tags') || !Array.isArray(before) || before.includes(tagId))
      return null;
  } else if (event.type !== 'contact.created') return null;
  const tag = entry.tag || entry;
  return {
    ...event,
    data: {
      relation: 'tags',
      from: { resource: 'contact', id: data.id, name: data.full_name },
      to: { resource: 'tag', id: tagId, name: tag.name },
    },
  };
}

/**
 * A link trigger: a `link.added` event of `relation` from a contact to the record chosen in the
 * Zap (`input`, a dropdown). The feed orients each link (contact -> tag `tags`, contact -> list
 * `lists`, contact -> company `companies`), whichever side the write named, so one event is one
 * contact newly linked, however it was linked: a write of the contact, of the tag, list or
 * company, a contact created with it, a merge or an import.
 */
function linkTrigger({ key, label, description, relation, to, input, legacy }) {
  return {
    legacy,
    key,
    noun: 'Contact',
    label,
    description,
    resource: 'contacts',
    types: [eventType('link', 'added')],
    link: { relation, from: 'contact', to, input: input.key },
    inputFields: [{ required: true, ...input }],
    matches: (z, bundle, event) => {
      const data = event.data || {};
      return (
        event.type === 'link.added' &&
        data.relation === relation &&
        (data.from || {}).resource === 'contact' &&
        (data.to || {}).resource === to &&
        (data.to || {}).id === bundle.inputData[input.key]
      );
    },
  };
}

/**
 * What each trigger watches. `matches(z, bundle, event)` says whether an event is one; a `link`
 * trigger's items are made by linkItems (the contact read from the server), any other's from the
 * record event itself.
 */
const DEFINITIONS = [
  {
    key: 'new_contact',
    noun: 'Contact',
    label: 'New Contact',
    description: 'Triggers when a contact is created.',
    resource: 'contacts',
    types: [eventType('contact', 'created')],
    idFrom: 'record',
  },
  {
    key: 'updated_contact',
    noun: 'Contact',
    label: 'Updated Contact',
    description:
      'Triggers each time a write of the contact itself changes it (its fields, or links written through it). Links made from the tag, list or company: see the link triggers.',
    resource: 'contacts',
    types: [eventType('contact', 'updated')],
    idFrom: 'event',
  },
  {
    key: 'new_company',
    noun: 'Company',
    label: 'New Company',
    description: 'Triggers when a company is created.',
    resource: 'companies',
    types: [eventType('company', 'created')],
    idFrom: 'record',
  },
  // The key `contact_tagged` is kept so that existing Zaps go on working.
  linkTrigger({
    key: 'contact_tagged',
    label: 'Tag Added to Contact',
    description:
      "Triggers when a contact gets the tag you choose: created with it, tagged, or added from the tag's side.",
    relation: 'tags',
    to: 'tag',
    legacy: {
      types: [eventType('contact', 'created'), eventType('contact', 'updated')],
      toLinkEvent: tagAddedByContactEvent,
    },
    input: {
      key: 'tag',
      label: 'Tag',
      dynamic: 'tag_list.id.name',
      helpText: 'Triggers when a contact gets this tag.',
    },
  }),
  linkTrigger({
    key: 'contact_added_to_list',
    label: 'Contact Added to List',
    description: 'Triggers when a contact is added to the list you choose, from either side.',
    relation: 'lists',
    to: 'list',
    input: {
      key: 'list',
      label: 'List',
      dynamic: 'contact_list_list.id.name',
      helpText: 'Triggers when a contact is added to this list.',
    },
  }),
  linkTrigger({
    key: 'contact_linked_to_company',
    label: 'Contact Linked to Company',
    description: 'Triggers when a contact is linked to the company you choose, from either side.',
    relation: 'companies',
    to: 'company',
    input: {
      key: 'company',
      label: 'Company',
      dynamic: 'company_list.id.name',
      helpText: 'Triggers when a contact is linked to this company.',
    },
  }),
  {
    key: 'new_task',
    noun: 'Task',
    label: 'New Task',
    description: 'Triggers when a task is created.',
    resource: 'tasks',
    types: [eventType('task', 'created')],
    idFrom: 'record',
  },
  {
    key: 'task_completed',
    noun: 'Task',
    label: 'Task Completed',
    description: 'Triggers when a task is completed (or created already completed).',
    resource: 'tasks',
    types: [eventType('task', 'created'), eventType('task', 'updated')],
    idFrom: 'event',
    // completed_at is a plain field: it is in `changed` (and `previous`) exactly when it moved, and
    // set after the write only when the task went from open to completed.
    matches: (z, bundle, event) =>
      Boolean(event.data && event.data.completed_at) &&
      (event.type === 'task.created' || (event.changed || []).includes('completed_at')),
  },
  {
    key: 'new_note',
    noun: 'Note',
    label: 'New Note',
    description: 'Triggers when a note is created.',
    resource: 'notes',
    types: [eventType('note', 'created')],
    idFrom: 'record',
  },
];

const always = () => true;

/** The items of these matching events, in their order. */
async function itemsOf(z, bundle, def, events) {
  if (!def.link) return events.map((e) => itemFrom(e, def.idFrom));
  const contacts = await contactsById(
    z,
    bundle,
    events.map((e) => e.data.from.id),
  );
  return events.map((e) => linkItemFrom(e, contacts.get(e.data.from.id)));
}

/**
 * The items of the feed for a trigger, newest first (what a polling read and a sample answer). A
 * link trigger reads only the chosen record's events (`resource_id`, which matches link events on
 * either side).
 */
async function listFromFeed(z, bundle, def) {
  const matches = def.matches || always;
  const events = [];
  const resourceId = def.link ? bundle.inputData[def.link.input] : undefined;
  if (def.link && !resourceId) return [];
  await walkNewest(
    z,
    bundle,
    def.types,
    async (e) => {
      if (await matches(z, bundle, e)) events.push(e);
      return events.length < POLL_ITEMS;
    },
    { resourceId },
  );
  return itemsOf(z, bundle, def, events);
}

/** A raw request's header by name, whatever the case and whether or not Zapier prefixed it with `Http-`. */
function header(headers, name) {
  for (const [key, value] of Object.entries(headers || {}))
    if (key.toLowerCase().replace(/^http-/, '') === name) return Array.isArray(value) ? value[0] : value;
  return undefined;
}

/**
 * Checks a delivery's Standard Webhooks signature with the secret kept at subscription. A request
 * that carries no signature headers or raw body cannot be checked and is taken as it is (the
 * target URL is the Zap's secret); one whose signature is wrong is ignored. The environment
 * variable CRM_SKIP_WEBHOOK_SIGNATURE=1 (`zapier env:set`) turns the check off.
 */
function verifyDelivery(z, bundle) {
  const secret = bundle.subscribeData && bundle.subscribeData.secret;
  const raw = bundle.rawRequest || {};
  const headers = {
    'webhook-id': header(raw.headers, 'webhook-id'),
    'webhook-timestamp': header(raw.headers, 'webhook-timestamp'),
    'webhook-signature': header(raw.headers, 'webhook-signature'),
  };
  if (!secret || typeof raw.content !== 'string' || !headers['webhook-signature']) return;
  if (process.env.CRM_SKIP_WEBHOOK_SIGNATURE === '1') return;
  try {
    new Webhook(secret).verify(raw.content, headers);
  } catch (err) {
    throw new z.errors.HaltedError(`Ignored a delivery whose signature does not verify: ${err.message}`);
  }
}

/** The delivered event (Standard Webhooks body: the event itself) as zero or one item. */
async function fromDelivery(z, bundle, def) {
  verifyDelivery(z, bundle);
  const event = bundle.cleanedRequest;
  if (!event || typeof event !== 'object') return [];
  if (def.legacy && def.legacy.types.includes(event.type)) {
    const linkEvent = def.legacy.toLinkEvent(event, bundle.inputData[def.link.input]);
    return linkEvent ? itemsOf(z, bundle, def, [linkEvent]) : [];
  }
  if (!def.types.includes(event.type)) return [];
  const matches = def.matches || always;
  return (await matches(z, bundle, event)) ? itemsOf(z, bundle, def, [event]) : [];
}

async function subscribe(z, bundle, def) {
  const { data } = await call(z, bundle, {
    method: 'POST',
    path: resource('webhooks').path,
    body: {
      url: bundle.targetUrl,
      event_types: def.types,
      description: `Zapier: ${def.label}`.slice(0, 500),
    },
  });
  // Kept as the subscription's data: perform checks each delivery's signature with the secret.
  const { id, url, event_types, secret } = data.data;
  return { id, url, event_types, secret };
}

async function unsubscribe(z, bundle) {
  const id = bundle.subscribeData && bundle.subscribeData.id;
  if (!id) return {};
  const { status, data } = await call(z, bundle, {
    method: 'DELETE',
    path: `${resource('webhooks').path}/${encodeURIComponent(id)}`,
    skipThrowForStatus: true,
  });
  if (status === 404) return { id, already_gone: true }; // deleted by hand: nothing left to do
  if (status >= 400) {
    const error = (data && data.error) || {};
    throw new z.errors.Error(error.message || `The server answered ${status}`, error.code, status);
  }
  return data.data;
}

function sampleItem(def) {
  const record = sampleOf(def.resource);
  const resourceName = resource(def.resource).resource;
  if (def.link) {
    const toName = contract.resources.find((r) => r.resource === def.link.to).name;
    const other = sampleOf(toName);
    return linkItemFrom(
      {
        id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1x',
        type: def.types[0],
        occurred_at: record.updated_at,
        resource: resourceName,
        resource_id: record.id,
        data: {
          relation: def.link.relation,
          from: { resource: resourceName, id: record.id, name: record.full_name },
          to: { resource: def.link.to, id: other.id, name: other.name },
        },
        changed: [],
        previous: {},
        actor: { api_key_id: 'key_01jd8k2m3n4p5q6r7s8t9v0w1x', user_id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w1x' },
        request_id: 'req-01jd8k2m3n4p5q6r7s8t9v0w1x',
      },
      record,
    );
  }
  return itemFrom(
    {
      id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1x',
      type: def.types[def.types.length - 1],
      occurred_at: record.updated_at,
      resource: resourceName,
      resource_id: record.id,
      data: record,
      changed: [],
      previous: {},
    },
    def.idFrom,
  );
}

function hookTrigger(def) {
  return {
    key: def.key,
    noun: def.noun,
    display: { label: def.label, description: def.description },
    operation: {
      type: 'hook',
      inputFields: def.inputFields || [],
      performSubscribe: (z, bundle) => subscribe(z, bundle, def),
      performUnsubscribe: (z, bundle) => unsubscribe(z, bundle),
      perform: (z, bundle) => fromDelivery(z, bundle, def),
      performList: (z, bundle) => listFromFeed(z, bundle, def),
      sample: sampleItem(def),
    },
  };
}

function pollingTrigger(def) {
  return {
    key: `${def.key}_polling`,
    noun: def.noun,
    display: {
      label: `${def.label} (Polling)`,
      description: `${def.description} Reads the change feed every few minutes; use it when the server's webhooks cannot reach Zapier.`,
    },
    operation: {
      type: 'polling',
      inputFields: def.inputFields || [],
      perform: (z, bundle) => listFromFeed(z, bundle, def),
      sample: sampleItem(def),
    },
  };
}

// ---- Hidden triggers for dynamic dropdowns ------------------------------------------------------

/** One page (Zapier's `bundle.meta.page`, from 0) of a collection, for a dropdown. */
function dropdown(key, noun, path, params) {
  return {
    key,
    noun,
    display: { label: `List of ${noun}s`, description: `Fills dropdowns with ${noun}s.`, hidden: true },
    operation: {
      type: 'polling',
      canPaginate: true,
      perform: async (z, bundle) => {
        const limit = contract.paging.limit_max;
        const page = (bundle.meta && bundle.meta.page) || 0;
        const { data } = await call(z, bundle, {
          path,
          params: { ...params, limit, offset: page * limit },
        });
        return data.data;
      },
    },
  };
}

const dropdowns = [
  dropdown('tag_list', 'Tag', resource('tags').path, { order_by: 'name:asc' }),
  dropdown('company_list', 'Company', resource('companies').path, { order_by: 'name:asc' }),
  dropdown('contact_list_list', 'Contact List', resource('lists').path, {
    type: 'CONTACT',
    order_by: 'name:asc',
  }),
  dropdown('workspace_user_list', 'Workspace User', '/workspace-users', { order_by: 'full_name:asc' }),
  dropdown('open_task_list', 'Open Task', resource('tasks').path, {
    completed: 'false',
    order_by: 'created_at:desc',
  }),
];

const triggers = [...DEFINITIONS.map(hookTrigger), ...DEFINITIONS.map(pollingTrigger), ...dropdowns];

module.exports = {
  triggers,
  DEFINITIONS,
  itemFrom,
  linkItemFrom,
  verifyDelivery,
};
