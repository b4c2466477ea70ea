/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Sample records for the Zap editor, made from the contract's fields (so they follow the API).
const { resource } = require('./api');

const ID_PREFIX = {
  contacts: 'con',
  companies: 'cmp',
  tags: 'tag',
  lists: 'lst',
  notes: 'nte',
  tasks: 'tsk',
  'custom-fields': 'cfd',
  webhooks: 'whk',
};
const AT = '2026-11-22T01:15:12.345Z';

function placeholder(field) {
  if (field.enum) return field.enum[0];
  switch (field.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return 0;
    case 'array':
      return [];
    default:
      return field.nullable ? null : `${field.label}`;
  }
}

/** A record of the resource as a sample: an ID, each writable field, and the timestamps. */
function sampleOf(name) {
  const r = resource(name);
  const record = { id: `${ID_PREFIX[name] || 'rec'}_01jd8k2m3n4p5q6r7s8t9v0w1x` };
  for (const field of r.fields) record[field.key] = placeholder(field);
  record.created_at = AT;
  record.updated_at = AT;
  return record;
}

module.exports = { sampleOf };
