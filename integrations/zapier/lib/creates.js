/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Actions. The upserts (POST ...?match_on=) are safe to retry by nature and send no
// Idempotency-Key (a key would replay an old answer to a later, changed upsert); creating a note
// or a task would not be, and sends one. Adding and removing links uses PATCH with
// {"add": [...], "remove": [...]}, which is safe to repeat.
const { resource, call, idempotencyKey } = require('./api');
const { inputFields, bodyFrom, customFieldsLoader, customFieldValues, toList, idFrom } = require('./fields');
const { sampleOf } = require('./samples');

/** The relation must take {"add", "remove"} (API.md section 7); the contract says which do. */
function addRemoveField(resourceName, key) {
  const field = resource(resourceName).fields.find((f) => f.key === key);
  if (!field || !field.add_remove)
    throw new Error(`integrations/contract.json: ${resourceName}.${key} takes no add/remove`);
  return field;
}

/** POST <path>?match_on=<key>; the answer's record, with what the upsert did (`created` or `updated`). */
async function upsert(z, bundle, resourceName, matchOn, body) {
  const r = resource(resourceName);
  if (!r.match_on.includes(matchOn))
    throw new z.errors.Error(`"${matchOn}" is not one of ${r.match_on.join(', ')}`, 'invalid_input', 400);
  const { data, headers } = await call(z, bundle, {
    method: 'POST',
    path: r.path,
    params: { match_on: matchOn },
    body,
  });
  return { ...data.data, upsert: headers.get('x-upsert') || 'created' };
}

const ID_FORM = (prefix) => new RegExp(`^${prefix}_[0-9a-z]{26}$`, 'i');

/** Tag IDs for values that are tag IDs or names: a name no tag has is created (`create`) or dropped. */
async function tagIds(z, bundle, values, create) {
  const ids = [];
  for (const value of values) {
    if (ID_FORM('tag').test(value)) ids.push(value);
    else if (create) ids.push((await upsert(z, bundle, 'tags', 'name', { name: value })).id);
    else {
      const { data } = await call(z, bundle, {
        path: resource('tags').path,
        params: { name: value, limit: 1 },
      });
      if (data.data.length) ids.push(data.data[0].id);
    }
  }
  return [...new Set(ids)];
}

/** List IDs for values that are list IDs or names: a name no list of this type has makes the list. */
async function listIds(z, bundle, values, type) {
  const ids = [];
  for (const value of values)
    ids.push(
      ID_FORM('lst').test(value)
        ? value
        : (await upsert(z, bundle, 'lists', 'name', { name: value, type })).id,
    );
  return [...new Set(ids)];
}

/** The list type a resource's `lists` takes (a contact takes CONTACT lists, a company COMPANY ones). */
const LIST_TYPE = { contacts: 'CONTACT', companies: 'COMPANY' };

/** Tags and lists typed by name (Zapier lets a dropdown take a typed value) become IDs, made if missing. */
async function namesToIds(z, bundle, resourceName, body) {
  if (Array.isArray(body.tags)) body.tags = await tagIds(z, bundle, body.tags, true);
  if (Array.isArray(body.lists) && LIST_TYPE[resourceName])
    body.lists = await listIds(z, bundle, body.lists, LIST_TYPE[resourceName]);
  return body;
}

function withCustomFields(entityType, resourceName, matchOn, fieldOptions) {
  return {
    inputFields: [...inputFields(resourceName, fieldOptions), customFieldsLoader(entityType)],
    body: async (z, bundle) => {
      const body = await namesToIds(
        z,
        bundle,
        resourceName,
        bodyFrom(resourceName, bundle.inputData, { exclude: ['custom_fields'] }),
      );
      const custom = await customFieldValues(z, bundle, entityType);
      if (custom.length) body.custom_fields = custom;
      return body;
    },
  };
}

const contactForm = withCustomFields('CONTACT', 'contacts', 'email', {
  exclude: ['custom_fields'],
  required: { emails: true },
  upsert: true,
});
const companyForm = withCustomFields('COMPANY', 'companies', 'domain', {
  exclude: ['custom_fields'],
  upsert: true,
});

const createOrUpdateContact = {
  key: 'create_or_update_contact',
  noun: 'Contact',
  display: {
    label: 'Create or Update Contact',
    description:
      'Creates a contact, or updates the one that has one of these e-mail addresses (tags, lists, companies and e-mails are added, never removed).',
  },
  operation: {
    inputFields: contactForm.inputFields,
    // The server's upsert: a body that matches needs no name (a PATCH of the contact found); one
    // that creates does, and the server says so.
    perform: async (z, bundle) => upsert(z, bundle, 'contacts', 'email', await contactForm.body(z, bundle)),
    sample: { ...sampleOf('contacts'), upsert: 'created' },
  },
};

const createOrUpdateCompany = {
  key: 'create_or_update_company',
  noun: 'Company',
  display: {
    label: 'Create or Update Company',
    description: 'Creates a company, or updates the one with the same website domain (or the same name).',
  },
  operation: {
    inputFields: [
      {
        key: 'match_on',
        label: 'Match on',
        required: false,
        choices: resource('companies').match_on,
        helpText:
          'Which existing company is updated: the one with the same website domain, or the same name. Default: domain when a website is given, else name.',
      },
      ...companyForm.inputFields,
    ],
    perform: async (z, bundle) => {
      const body = await companyForm.body(z, bundle);
      const matchOn = bundle.inputData.match_on || (body.website_url ? 'domain' : 'name');
      return upsert(z, bundle, 'companies', matchOn, body);
    },
    sample: { ...sampleOf('companies'), upsert: 'created' },
  },
};

const createTag = {
  key: 'create_tag',
  noun: 'Tag',
  display: {
    label: 'Create Tag',
    description: 'Creates a tag, or answers the tag that already has this name (ignoring case).',
  },
  operation: {
    inputFields: inputFields('tags', { upsert: true }),
    perform: (z, bundle) => upsert(z, bundle, 'tags', 'name', bodyFrom('tags', bundle.inputData)),
    sample: { ...sampleOf('tags'), upsert: 'created' },
  },
};

addRemoveField('contacts', 'tags');
const tagContact = {
  key: 'tag_contact',
  noun: 'Contact',
  display: {
    label: 'Add or Remove Tags on Contact',
    description: 'Adds tags to a contact and removes others; tags named but missing are created.',
  },
  operation: {
    inputFields: [
      { key: 'contact_id', label: 'Contact ID', required: true, helpText: 'The contact (con_...).' },
      {
        key: 'add_tags',
        label: 'Tags to add',
        required: false,
        list: true,
        dynamic: 'tag_list.id.name',
        helpText: 'Tags to add: choose them, or type names (a name no tag has yet makes a new tag).',
      },
      {
        key: 'remove_tags',
        label: 'Tags to remove',
        required: false,
        list: true,
        dynamic: 'tag_list.id.name',
        helpText: 'Tags to remove, by tag or by name; one the contact does not have is ignored.',
      },
    ],
    perform: async (z, bundle) => {
      const contactId = idFrom(bundle.inputData, 'contact_id', z);
      const add = await tagIds(z, bundle, toList(bundle.inputData.add_tags || []), true);
      const remove = await tagIds(z, bundle, toList(bundle.inputData.remove_tags || []), false);
      const tags = {};
      if (add.length) tags.add = add;
      const removeIds = remove.filter((id) => !add.includes(id));
      if (removeIds.length) tags.remove = removeIds;
      const contactPath = `${resource('contacts').path}/${encodeURIComponent(contactId)}`;
      if (!tags.add && !tags.remove) {
        if (!toList(bundle.inputData.remove_tags || []).length)
          throw new z.errors.Error('Fill "Tags to add" or "Tags to remove".', 'invalid_input', 400);
        // Only names that no tag has were to be removed: nothing changes; answer the contact.
        const { data } = await call(z, bundle, {
          path: contactPath,
          params: { include: resource('contacts').includes.join(',') },
        });
        return data.data;
      }
      const { data } = await call(z, bundle, {
        method: 'PATCH',
        path: contactPath,
        body: { tags },
      });
      return data.data;
    },
    sample: sampleOf('contacts'),
  },
};

addRemoveField('contacts', 'lists');
const addContactToList = {
  key: 'add_contact_to_list',
  noun: 'Contact',
  display: {
    label: 'Add Contact to List',
    description: 'Adds a contact to a contact list (a list named but missing is created).',
  },
  operation: {
    inputFields: [
      { key: 'contact_id', label: 'Contact ID', required: true, helpText: 'The contact (con_...).' },
      {
        key: 'list',
        label: 'List',
        required: true,
        dynamic: 'contact_list_list.id.name',
        helpText: 'A contact list: choose it, or type a name (a name no list has yet makes a new list).',
      },
    ],
    perform: async (z, bundle) => {
      const contactId = idFrom(bundle.inputData, 'contact_id', z);
      let listId = idFrom(bundle.inputData, 'list', z);
      if (!ID_FORM('lst').test(listId))
        listId = (await upsert(z, bundle, 'lists', 'name', { name: listId, type: 'CONTACT' })).id;
      const { data } = await call(z, bundle, {
        method: 'PATCH',
        path: `${resource('contacts').path}/${encodeURIComponent(contactId)}`,
        body: { lists: { add: [listId] } },
      });
      return data.data;
    },
    sample: sampleOf('contacts'),
  },
};

/** A POST that must not run twice for one step: sent with an Idempotency-Key. */
function createOnce(key, resourceName, noun, label, description, fieldOptions = {}) {
  const r = resource(resourceName);
  return {
    key,
    noun,
    display: { label, description },
    operation: {
      inputFields: inputFields(resourceName, fieldOptions),
      perform: async (z, bundle) => {
        const body = await namesToIds(z, bundle, resourceName, bodyFrom(resourceName, bundle.inputData));
        const { data } = await call(z, bundle, {
          method: 'POST',
          path: r.path,
          body,
          headers: { 'Idempotency-Key': idempotencyKey(bundle, key, 'POST', r.path, body) },
        });
        return data.data;
      },
      sample: sampleOf(resourceName),
    },
  };
}

const createNote = createOnce(
  'create_note',
  'notes',
  'Note',
  'Create Note',
  'Creates a note, about the contacts given. A retried step does not make a second note.',
);
const createTask = createOnce(
  'create_task',
  'tasks',
  'Task',
  'Create Task',
  'Creates a task, about the contacts given. A retried step does not make a second task.',
);

const completeTask = {
  key: 'complete_task',
  noun: 'Task',
  display: {
    label: 'Complete Task',
    description: 'Marks a task completed (a completed task stays as it is).',
  },
  operation: {
    inputFields: [
      {
        key: 'task_id',
        label: 'Task',
        required: true,
        dynamic: 'open_task_list.id.body',
        helpText: 'The task (tsk_...): choose an open one, or map an ID.',
      },
    ],
    perform: async (z, bundle) => {
      const taskId = idFrom(bundle.inputData, 'task_id', z);
      const { data } = await call(z, bundle, {
        method: 'PATCH',
        path: `${resource('tasks').path}/${encodeURIComponent(taskId)}`,
        body: { completed: true },
      });
      return data.data;
    },
    sample: sampleOf('tasks'),
  },
};

const creates = [
  createOrUpdateContact,
  createOrUpdateCompany,
  createTag,
  tagContact,
  addContactToList,
  createNote,
  createTask,
  completeTask,
];

module.exports = { creates, upsert, tagIds };
