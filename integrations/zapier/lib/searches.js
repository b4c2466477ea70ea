/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Searches: collection reads with the contract's filters (API.md section 6). Each is paired with
// an upsert create in index.js's searchOrCreates ("find, else create").
const { resource, call } = require('./api');
const { sampleOf } = require('./samples');

/** An input field for one of the resource's filters, described as the contract describes it. */
function filterField(resourceName, key, label) {
  const filter = resource(resourceName).filters.find((f) => f.key === key);
  if (!filter) throw new Error(`integrations/contract.json: ${resourceName} has no filter "${key}"`);
  return { key, label, type: 'string', required: false, helpText: filter.description };
}

function search({ key, noun, label, description, resourceName, filters }) {
  const r = resource(resourceName);
  return {
    key,
    noun,
    display: { label, description },
    operation: {
      inputFields: filters.map(([filterKey, filterLabel]) =>
        filterField(resourceName, filterKey, filterLabel),
      ),
      perform: async (z, bundle) => {
        const params = {};
        for (const [filterKey] of filters) {
          const value = bundle.inputData[filterKey];
          if (value !== undefined && value !== null && String(value).trim() !== '')
            params[filterKey] = String(value).trim();
        }
        if (!Object.keys(params).length)
          throw new z.errors.Error(
            `Fill at least one of: ${filters.map(([, l]) => l).join(', ')}.`,
            'invalid_input',
            400,
          );
        if (r.includes.length) params.include = r.includes.join(',');
        params.limit = 10;
        const { data } = await call(z, bundle, { path: r.path, params });
        return data.data;
      },
      sample: sampleOf(resourceName),
    },
  };
}

const searches = [
  search({
    key: 'find_contact',
    noun: 'Contact',
    label: 'Find Contact',
    description: 'Finds a contact by e-mail, phone number or words of its name, job title or e-mails.',
    resourceName: 'contacts',
    filters: [
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['q', 'Words'],
    ],
  }),
  search({
    key: 'find_company',
    noun: 'Company',
    label: 'Find Company',
    description: 'Finds a company by its website domain or its exact name.',
    resourceName: 'companies',
    filters: [
      ['domain', 'Domain'],
      ['name', 'Name'],
    ],
  }),
  search({
    key: 'find_tag',
    noun: 'Tag',
    label: 'Find Tag',
    description: 'Finds a tag by its exact name (ignoring case).',
    resourceName: 'tags',
    filters: [['name', 'Name']],
  }),
];

module.exports = { searches };
