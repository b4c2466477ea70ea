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
/** A relation in an event of a record changed from the other side of a link lists at most this many members. */
const EVENT_MEMBERS_LIMIT = 25;
/** Items a polling read answers at most (Zapier keeps the newest). */
const POLL_ITEMS = 100;
/** Pages of the feed a polling read goes back through at most, newest first, looking for its items. */
const POLL_PAGES = 10;

/**
 * One trigger item from an event: the record as the event carries it, plus where it came from.
 * `id` is Zapier's deduplication key: the record's ID for "new" triggers (one created event per
 * record), the event's ID for triggers that can fire several times for one record.
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

/** Every event of these types (oldest first), page by page; `visit` sees each event in feed order. */
async function walkFeed(z, bundle, types, visit, { resourceId } = {}) {
  let after;
  for (;;) {
    const params = { limit: FEED_PAGE, types: types.join(',') };
    if (after !== undefined) params.after = after;
    if (resourceId) params.resource_id = resourceId;
    const { data } = await call(z, bundle, { path: '/events', params });
    for (const event of data.data) if ((await visit(event)) === false) return;
    after = data.meta.next_cursor;
    if (!data.meta.has_more) return;
  }
}

/**
 * The newest events of these types, newest first (GET /events?order=desc), at most `pages` pages
 * back: a poll reads what happened lately, not the whole feed. `visit` answering false stops.
 */
async function walkNewest(z, bundle, types, visit, pages = POLL_PAGES) {
  let before;
  for (let page = 0; page < pages; page++) {
    const params = { order: 'desc', limit: FEED_PAGE, types: types.join(',') };
    if (before !== undefined) params.before = before;
    const { data } = await call(z, bundle, { path: '/events', params });
    for (const event of data.data) if ((await visit(event)) === false) return;
    before = data.meta.next_cursor;
    if (!data.meta.has_more) return;
  }
}

// ---- "Contact tagged" -------------------------------------------------------------------------

/**
 * Whether the contact in `event` carries the tag: true, false, or null when the event cannot say.
 * A contact changed from the tag's side lists only its first 25 tags, so a list of exactly 25
 * that lacks the tag may be cut; a created contact is the write's own record, listed in full.
 */
function carriesTag(event, tagId) {
  const tags = (event.data && event.data.tags) || [];
  if (tags.some((t) => (t.tag ? t.tag.id : t.id) === tagId)) return true;
  return tags.length === EVENT_MEMBERS_LIMIT && event.type !== 'contact.created' ? null : false;
}

/** Whether the contact carries the tag now, asked of the server (for the events that cannot say). */
async function carriesTagNow(z, bundle, contactId, tagId) {
  const { data } = await call(z, bundle, {
    path: resource('contacts').path,
    params: { ids: contactId, tag: tagId, limit: 1 },
  });
  return data.meta.total > 0;
}

/**
 * A delivered contact event is "tagged" when the contact carries the tag after it and did not
 * before it. `previous` holds no relations, so "before" is the contact's event just before this
 * one in the feed (GET /events?resource_id=...); none kept (a new contact, or one older than the
 * feed keeps) counts as "did not".
 */
async function isTagging(z, bundle, event, tagId) {
  if (event.type !== 'contact.created' && !(event.changed || []).includes('tags')) return false;
  let now = carriesTag(event, tagId);
  if (now === null) now = await carriesTagNow(z, bundle, event.resource_id, tagId);
  if (!now) return false;
  if (event.type === 'contact.created') return true;
  let before = null;
  let found = false;
  await walkFeed(
    z,
    bundle,
    [eventType('contact', 'created'), eventType('contact', 'updated')],
    (e) => {
      if (e.id === event.id) {
        found = true;
        return false;
      }
      before = e;
      return true;
    },
    { resourceId: event.resource_id },
  );
  if (!found || !before) return true;
  return carriesTag(before, tagId) !== true;
}

// ---- The trigger definitions --------------------------------------------------------------------

const tagInput = {
  key: 'tag',
  label: 'Tag',
  required: true,
  dynamic: 'tag_list.id.name',
  helpText: 'Triggers when a contact gets this tag.',
};

/**
 * What each trigger watches. `matches(event, bundle)` says whether a delivered event is one; for
 * the feed, `select(events, bundle)` answers the items of a walk in feed order.
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
    description: 'Triggers each time a contact changes (its fields, or the set of its links).',
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
  {
    key: 'contact_tagged',
    noun: 'Contact',
    label: 'Contact Tagged',
    description: 'Triggers when a contact gets the tag you choose (when created with it, or tagged later).',
    resource: 'contacts',
    types: [eventType('contact', 'created'), eventType('contact', 'updated')],
    idFrom: 'event',
    inputFields: [tagInput],
    matches: (z, bundle, event) => isTagging(z, bundle, event, bundle.inputData.tag),
    // In the latest events, in feed order, a contact's state before each event is known from the
    // one before it; before its first one here, from its own earlier events (isTagging).
    select: async (z, bundle, events) => {
      const tagId = bundle.inputData.tag;
      const had = new Map();
      const out = [];
      for (const event of events) {
        let now = carriesTag(event, tagId);
        if (now === null) now = await carriesTagNow(z, bundle, event.resource_id, tagId); // cannot say: ask
        const tagging = event.type === 'contact.created' || (event.changed || []).includes('tags');
        if (now && tagging) {
          const before = had.get(event.resource_id);
          if (before === undefined ? await isTagging(z, bundle, event, tagId) : !before) out.push(event);
        }
        had.set(event.resource_id, now);
      }
      return out;
    },
  },
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

/** The items of the feed for a trigger, newest first (what a polling read and a sample answer). */
async function listFromFeed(z, bundle, def) {
  if (def.select) {
    const latest = [];
    await walkNewest(z, bundle, def.types, (e) => void latest.push(e), 1);
    const selected = await def.select(z, bundle, latest.reverse());
    return selected
      .slice(-POLL_ITEMS)
      .reverse()
      .map((e) => itemFrom(e, def.idFrom));
  }
  const matches = def.matches || always;
  const events = [];
  await walkNewest(z, bundle, def.types, async (e) => {
    if (await matches(z, bundle, e)) events.push(e);
    return events.length < POLL_ITEMS;
  });
  return events.map((e) => itemFrom(e, def.idFrom));
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
  if (!event || typeof event !== 'object' || !def.types.includes(event.type)) return [];
  const matches = def.matches || always;
  return (await matches(z, bundle, event)) ? [itemFrom(event, def.idFrom)] : [];
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
  carriesTag,
  verifyDelivery,
};
