/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Input fields built from the contract's writable fields, and the request bodies built back from
// what the user filled in. Nothing here names a contact or company field: a field the API gains
// appears in the Zap editor after `npm run sync-contract`.
const { resource, readAll } = require('./api');

/** Relations whose members the user picks from a dynamic dropdown (the hidden triggers of triggers.js). */
const DROPDOWNS = {
  tags: 'tag_list.id.name',
  assignee: 'workspace_user_list.id.full_name',
};
/** Per resource: a relation whose dropdown depends on the owner (a contact takes CONTACT lists only). */
const OWNER_DROPDOWNS = { contacts: { lists: 'contact_list_list.id.name' } };

/** Object-valued fields a person fills as plain text, and how each text becomes the API's object. */
const OBJECT_FIELDS = {
  // "+44 20 7946 0123": "+44" is the country code (the group after + up to the first space);
  // "020 7946 0123" has none. The server keeps the digits.
  phone_numbers: {
    helpText:
      'Phone numbers, the first being the primary: "+44 20 7946 0123" (country code, a space, the number) or a national number.',
    toApi: (text) => {
      const match = /^\s*\+(\d{1,4})[\s.-]+(.+)$/.exec(String(text));
      if (match) return { country_code: `+${match[1]}`, phone_number: match[2].trim() };
      return {
        phone_number: String(text)
          .replace(/^\s*\+/, '')
          .trim(),
      };
    },
  },
};

const ZAPIER_TYPES = { string: 'string', boolean: 'boolean', integer: 'integer', number: 'number' };

const CUSTOM_FIELD_PREFIX = 'custom_field__';

/** A contract field as a Zapier input field, or null when a person cannot fill it in a form. */
function inputField(resourceName, field, { required, upsert } = {}) {
  const out = {
    key: field.key,
    label: field.label,
    required: required === undefined ? Boolean(field.required) : required,
  };
  // "" when unset / null when unset describe the answers, not what to type.
  let description = (field.description || '').replace(/^(""|null) when unset;?\s*/, '');
  // An upsert adds links and e-mails to the record's, where a plain write replaces the set.
  if (upsert && field.add_remove) description = 'Added to what the record has: an update never removes any.';
  const help = [
    description.replace(/\.?$/, description ? '.' : ''),
    field.pattern === '^\\d{4}-\\d{2}-\\d{2}$'
      ? 'YYYY-MM-DD.'
      : field.pattern
        ? `Form: ${field.pattern}.`
        : '',
    field.max_length ? `At most ${field.max_length} characters.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (help) out.helpText = help;
  const dropdown = (OWNER_DROPDOWNS[resourceName] || {})[field.key] || DROPDOWNS[field.key];
  if (field.type === 'array') {
    if (field.items === 'object') {
      const special = OBJECT_FIELDS[field.key];
      if (!special) return null; // custom_fields come from GET /custom-fields; the rest has no form
      return { ...out, type: 'string', list: true, helpText: special.helpText };
    }
    out.type = 'string';
    out.list = true;
    if (dropdown) {
      out.dynamic = dropdown;
      if (field.key === 'tags' || field.key === 'lists')
        out.helpText = `${help} Choose them, or type names: a name none has yet is created.`.trim();
    } else if (field.items === 'string') out.helpText = `${help} IDs, one per entry.`.trim();
    return out;
  }
  out.type = ZAPIER_TYPES[field.type] || 'string';
  if (field.enum) out.choices = field.enum;
  if (dropdown) out.dynamic = dropdown;
  return out;
}

/** The input fields of a resource's writable fields, in the contract's order. */
function inputFields(resourceName, { exclude = [], required = {}, upsert = false } = {}) {
  return resource(resourceName)
    .fields.filter((f) => !exclude.includes(f.key))
    .map((f) => inputField(resourceName, f, { required: required[f.key], upsert }))
    .filter(Boolean);
}

const isEmpty = (v) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => isEmpty(x)));

function toBoolean(value) {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(text)) return true;
  if (['false', 'no', '0', 'off'].includes(text)) return false;
  return value; // the server names what it refuses
}

function toNumber(value) {
  if (typeof value === 'number') return value;
  const n = Number(String(value).trim());
  return Number.isFinite(n) && String(value).trim() !== '' ? n : value;
}

function toList(value) {
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => !isEmpty(v));
}

/** The request body for a resource from the input data: the contract's fields that were filled in. */
function bodyFrom(resourceName, inputData, { exclude = [] } = {}) {
  const body = {};
  for (const field of resource(resourceName).fields) {
    if (exclude.includes(field.key)) continue;
    const value = inputData[field.key];
    if (isEmpty(value)) continue;
    if (field.type === 'array') {
      if (field.items === 'object') {
        const special = OBJECT_FIELDS[field.key];
        if (special) body[field.key] = toList(value).map(special.toApi);
        continue;
      }
      body[field.key] = toList(value);
    } else if (field.type === 'boolean') body[field.key] = toBoolean(value);
    else if (field.type === 'integer' || field.type === 'number') body[field.key] = toNumber(value);
    else body[field.key] = typeof value === 'string' ? value : String(value);
  }
  return body;
}

/** The custom fields of an entity type (`CONTACT`, `COMPANY`), as GET /custom-fields answers them. */
function customFieldDefinitions(z, bundle, entityType) {
  return readAll(z, bundle, resource('custom-fields').path, {
    entity_type: entityType,
    order_by: 'name:asc',
  });
}

/** One custom field as a Zapier input field; select fields offer their options. */
function customInputField(def) {
  const field = {
    key: `${CUSTOM_FIELD_PREFIX}${def.id}`,
    label: def.name,
    required: false,
    helpText: `Custom field (${def.field_type}).`,
  };
  const options = (def.multi_select_options || []).map((o) => ({
    value: o.id,
    label: o.value,
    sample: o.id,
  }));
  switch (def.field_type) {
    case 'NUMERIC':
      return { ...field, type: 'number' };
    case 'BOOLEAN':
      return { ...field, type: 'boolean' };
    case 'DATE':
      return { ...field, type: 'string', helpText: 'A date as YYYY-MM-DD.' };
    case 'SINGLE_SELECT':
      return { ...field, type: 'string', choices: options };
    case 'MULTI_SELECT':
      return { ...field, type: 'string', list: true, choices: options };
    case 'USER':
      return { ...field, type: 'string', dynamic: DROPDOWNS.assignee };
    default:
      return { ...field, type: 'string' };
  }
}

/** A dynamic input fields function: the entity type's custom fields, read when the Zap editor asks. */
function customFieldsLoader(entityType) {
  return async (z, bundle) => (await customFieldDefinitions(z, bundle, entityType)).map(customInputField);
}

/** The `custom_fields` write form (`[{id, value}]`) of what the user filled in custom-field inputs. */
async function customFieldValues(z, bundle, entityType) {
  const keys = Object.keys(bundle.inputData || {}).filter(
    (k) => k.startsWith(CUSTOM_FIELD_PREFIX) && !isEmpty(bundle.inputData[k]),
  );
  if (!keys.length) return [];
  const defs = new Map((await customFieldDefinitions(z, bundle, entityType)).map((d) => [d.id, d]));
  return keys.map((key) => {
    const id = key.slice(CUSTOM_FIELD_PREFIX.length);
    const raw = bundle.inputData[key];
    const def = defs.get(id);
    const type = def ? def.field_type : 'SINGLE_LINE_TEXT';
    let value = raw;
    if (type === 'NUMERIC') value = toNumber(raw);
    else if (type === 'BOOLEAN') value = toBoolean(raw);
    else if (type === 'MULTI_SELECT') value = toList(raw);
    else if (Array.isArray(raw)) value = raw[0];
    return { id, value };
  });
}

/** A record's ID from a field that takes an ID: a trimmed string, never empty. */
function idFrom(inputData, key, z) {
  const value = inputData[key];
  const id = Array.isArray(value) ? value[0] : value;
  if (isEmpty(id)) throw new z.errors.Error(`"${key}" is required`, 'invalid_input', 400);
  return String(id).trim();
}

module.exports = {
  CUSTOM_FIELD_PREFIX,
  inputField,
  inputFields,
  bodyFrom,
  customFieldsLoader,
  customFieldValues,
  customInputField,
  isEmpty,
  toList,
  idFrom,
};
