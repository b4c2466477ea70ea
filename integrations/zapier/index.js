/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// The Zapier Platform app (CLI format) for the contact service. Paths, fields, enums, upsert keys
// and event types come from lib/contract.json, a copy of integrations/contract.json.
const { version: platformVersion } = require('zapier-platform-core');
const { version } = require('./package.json');
const { contract, apiUrl, addApiKey, handleErrors } = require('./lib/api');
const { triggers } = require('./lib/triggers');
const { searches } = require('./lib/searches');
const { creates } = require('./lib/creates');

const byKey = (list) => Object.fromEntries(list.map((item) => [item.key, item]));

const authentication = {
  type: 'custom',
  fields: [
    {
      key: 'base_url',
      label: 'Server address',
      type: 'string',
      required: true,
      helpText: 'Where your contact service answers, e.g. `https://crm.example.com` (without the API path).',
    },
    {
      key: 'api_key',
      label: 'API key',
      type: 'password',
      required: true,
      helpText:
        'A key of your workspace (`crm_...`), made with `crm key create --workspace <id>`; for Zaps that add ' +
        'and update contacts, `--scopes contacts:write,tags:write` is enough.',
    },
  ],
  // GET /me: the workspace, user and key behind the API key, with the key's scopes.
  test: async (z, bundle) => {
    const response = await z.request({ url: apiUrl(bundle, contract.auth.test_path) });
    return response.data.data;
  },
  // "Acme (scopes: contacts:write, tags:write)": which workspace, and what the key may do there.
  connectionLabel: (z, bundle) => {
    const me = bundle.inputData || {};
    const name = (me.workspace && me.workspace.name) || '';
    const scopes = me.api_key && Array.isArray(me.api_key.scopes) ? me.api_key.scopes : null;
    return scopes ? `${name} (scopes: ${scopes.join(', ') || 'none'})` : name;
  },
};

module.exports = {
  version,
  platformVersion,
  authentication,
  beforeRequest: [addApiKey],
  afterResponse: [handleErrors],
  triggers: byKey(triggers),
  searches: byKey(searches),
  creates: byKey(creates),
  searchOrCreates: {
    find_contact: {
      key: 'find_contact',
      display: {
        label: 'Find or Create Contact',
        description: 'Finds a contact; when none matches, creates it (upsert by e-mail).',
      },
      search: 'find_contact',
      create: 'create_or_update_contact',
    },
    find_company: {
      key: 'find_company',
      display: {
        label: 'Find or Create Company',
        description: 'Finds a company; when none matches, creates it (upsert by domain or name).',
      },
      search: 'find_company',
      create: 'create_or_update_company',
    },
    find_tag: {
      key: 'find_tag',
      display: {
        label: 'Find or Create Tag',
        description: 'Finds a tag by name; when none has it, creates it.',
      },
      search: 'find_tag',
      create: 'create_tag',
    },
  },
};
