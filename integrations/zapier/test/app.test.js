/* global require, process */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
process.env.NODE_ENV = process.env.NODE_ENV || 'test'; // zapier-platform-core: no memory log lines
// The app's tests: its definition, then, on each store (a SQLite file; PostgreSQL when
// TEST_POSTGRES_URL is set, required under CI=true), one real server and workspace that the
// suites in test/suites/ share.
const { describe, it, before, after } = require('node:test');
const assert = require('node:assert/strict');
const schemaTools = require('zapier-platform-core/src/tools/schema');
const App = require('../index');
const contract = require('../lib/contract.json');
const { stores, environment } = require('./helpers');
const actions = require('./suites/actions');
const triggers = require('./suites/triggers');

const resourceOf = (name) => contract.resources.find((r) => r.name === name);

describe('the app definition', () => {
  it('is valid by the platform schema, with the searchOrCreates pairing existing keys', () => {
    assert.deepEqual(schemaTools.validateApp(schemaTools.prepareApp(App)), []);
    for (const soc of Object.values(App.searchOrCreates)) {
      assert.ok(App.searches[soc.search], soc.search);
      assert.ok(App.creates[soc.create], soc.create);
    }
  });

  it('offers every writable contact and company field of the contract, with its type and enum', () => {
    for (const [createKey, resourceName] of [
      ['create_or_update_contact', 'contacts'],
      ['create_or_update_company', 'companies'],
    ]) {
      const fields = App.creates[createKey].operation.inputFields.filter((f) => typeof f === 'object');
      const keys = fields.map((f) => f.key);
      for (const field of resourceOf(resourceName).fields) {
        if (field.key === 'custom_fields') continue; // loaded from GET /custom-fields instead
        assert.ok(keys.includes(field.key), `${createKey} lacks ${field.key}`);
        const input = fields.find((f) => f.key === field.key);
        if (field.type === 'array') assert.equal(input.list, true, `${field.key} is a list`);
        else if (field.type !== 'string') assert.equal(input.type, field.type, `${field.key}'s type`);
      }
      assert.equal(typeof App.creates[createKey].operation.inputFields.at(-1), 'function');
    }
    const entity = App.creates.create_task.operation.inputFields.find((f) => f.key === 'body');
    assert.equal(entity.required, true);
  });

  it('subscribes each trigger to event types the contract lists', () => {
    for (const trigger of Object.values(App.triggers)) {
      if (trigger.operation.type !== 'hook') continue;
      assert.ok(trigger.operation.performList, `${trigger.key} has a polling read`);
      assert.ok(App.triggers[`${trigger.key}_polling`], `${trigger.key} has a polling companion`);
    }
  });
});

for (const store of stores()) {
  describe(`on ${store.name}`, () => {
    const ctx = {};
    before(async () => {
      ctx.env = await environment(store);
    });
    after(async () => {
      if (ctx.env) await ctx.env.stop();
    });
    actions(ctx);
    triggers(ctx);
  });
}
