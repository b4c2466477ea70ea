/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// Authentication, dropdowns, searches, search-or-create and every action, run by the package's
// own appTester against the real server (ctx.env, made by app.test.js for each store).
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const zapier = require('zapier-platform-core');
const App = require('../../index');

const appTester = zapier.createAppTester(App);

module.exports = function actions(ctx) {
  const bundle = (inputData = {}, extra = {}) => ({ authData: ctx.env.authData, inputData, ...extra });
  describe('connection, actions and searches', () => {
    it('tests the connection with GET /me and labels it with the workspace name', async () => {
      const me = await appTester(App.authentication.test, bundle());
      assert.equal(me.workspace.id, ctx.env.workspace.id);
      const label = await appTester(App.authentication.connectionLabel, {
        authData: ctx.env.authData,
        inputData: me,
      });
      assert.equal(label, `${ctx.env.workspace.name} (scopes: delete)`);
      // The base URL may be typed with the API's path or a trailing slash.
      const again = await appTester(App.authentication.test, {
        authData: { ...ctx.env.authData, base_url: `${ctx.env.url}/user-api/v1/` },
      });
      assert.equal(again.workspace.id, ctx.env.workspace.id);
    });

    it("labels the connection with the key's scopes, and says what a narrow key lacks", async () => {
      const authData = { ...ctx.env.authData, api_key: await ctx.env.keyWith('read,tags:write') };
      const me = await appTester(App.authentication.test, { authData });
      assert.deepEqual(me.api_key.scopes, ['read', 'tags:write']);
      const label = await appTester(App.authentication.connectionLabel, { authData, inputData: me });
      assert.equal(label, `${ctx.env.workspace.name} (scopes: read, tags:write)`);
      await assert.rejects(
        appTester(App.creates.create_or_update_contact.operation.perform, {
          authData,
          inputData: { first_name: 'Nope', emails: ['nope@example.com'] },
        }),
        (err) => err.message.includes('this key lacks contacts:write') && !/insufficient/.test(err.message),
      );
      const tag = await appTester(App.creates.create_tag.operation.perform, {
        authData,
        inputData: { name: 'Scoped' },
      });
      assert.equal(tag.upsert, 'created');
    });

    it('fails the connection test with a wrong key, saying why', async () => {
      await assert.rejects(
        appTester(App.authentication.test, { authData: { ...ctx.env.authData, api_key: 'crm_wrong' } }),
        (err) => err.name === 'ExpiredAuthError' && /key/i.test(err.message),
      );
    });

    it('creates a contact, then updates the same one by e-mail, adding tags and custom-field values', async () => {
      const cf = await ctx.env.api('POST', '/custom-fields', {
        name: 'Source',
        field_type: 'SINGLE_SELECT',
        entity_type: 'CONTACT',
        multi_select_options: [{ value: 'Web form' }, { value: 'Fair' }],
      });
      const score = await ctx.env.api('POST', '/custom-fields', {
        name: 'Score',
        field_type: 'NUMERIC',
        entity_type: 'CONTACT',
      });
      const tag = await ctx.env.api('POST', '/tags', { name: 'Lead' });
      const customer = await ctx.env.api('POST', '/tags', { name: 'Customer' });
      const op = App.creates.create_or_update_contact.operation;
      const dynamic = await appTester(op.inputFields.at(-1), bundle());
      const source = dynamic.find((f) => f.label === 'Source');
      assert.equal(source.key, `custom_field__${cf.body.data.id}`);
      assert.deepEqual(
        source.choices.map((c) => c.label),
        ['Web form', 'Fair'],
      );
      const scoreField = dynamic.find((f) => f.label === 'Score');
      assert.equal(scoreField.type, 'number');

      const created = await appTester(
        op.perform,
        bundle({
          first_name: 'Ada',
          last_name: 'Lovelace',
          emails: ['ada@example.com'],
          phone_numbers: ['+44 20 7946 0123'],
          is_starred: 'true',
          tags: [tag.body.data.id, 'Typed tag'],
          lists: ['Typed list'],
          [source.key]: source.choices[0].value,
          [scoreField.key]: '42',
        }),
      );
      assert.equal(created.upsert, 'created');
      assert.equal(created.is_starred, true);
      assert.deepEqual(
        created.tags.map((t) => t.tag.name),
        ['Lead', 'Typed tag'],
      );
      assert.deepEqual(
        created.lists.map((l) => l.list.name),
        ['Typed list'],
      );
      const typedList = await ctx.env.api('GET', '/lists?name=Typed%20list');
      assert.equal(typedList.body.data[0].type, 'CONTACT');
      assert.deepEqual(
        created.phone_numbers.map((p) => [p.country_code, p.phone_number]),
        [['+44', '2079460123']],
      );
      const values = Object.fromEntries(created.custom_fields.map((f) => [f.name, f.value]));
      assert.deepEqual(values, { Source: { id: source.choices[0].value, value: 'Web form' }, Score: 42 });
      assert.equal(created.custom_fields.length, 2);
      assert.ok(score.body.data.id);

      const updated = await appTester(
        op.perform,
        bundle({
          job_title: 'Analyst',
          emails: ['ADA@example.com', 'ada@work.example'],
          tags: [customer.body.data.id],
        }),
      );
      assert.equal(updated.upsert, 'updated');
      assert.equal(updated.id, created.id);
      assert.equal(updated.job_title, 'Analyst');
      assert.equal(updated.first_name, 'Ada');
      assert.deepEqual(
        updated.tags.map((t) => t.tag.name),
        ['Lead', 'Typed tag', 'Customer'],
      );
      assert.deepEqual(
        updated.emails.map((e) => e.email),
        ['ada@example.com', 'ada@work.example'],
      );
      // With a name, the server's own upsert updates it, adding links the same way.
      const renamed = await appTester(
        op.perform,
        bundle({ first_name: 'Augusta Ada', emails: ['ada@work.example'], tags: [tag.body.data.id] }),
      );
      assert.equal(renamed.upsert, 'updated');
      assert.equal(renamed.id, created.id);
      assert.equal(renamed.full_name, 'Augusta Ada Lovelace');
      assert.equal(renamed.tags.length, 3);
      const all = await ctx.env.api('GET', '/contacts?email=ada@example.com');
      assert.equal(all.body.meta.total, 1);
    });

    it('shows the API refusal as the error of the step', async () => {
      await assert.rejects(
        appTester(
          App.creates.create_or_update_contact.operation.perform,
          bundle({ emails: ['no-name@example.com'] }),
        ),
        (err) => {
          const { message, code, status } = JSON.parse(err.message);
          assert.equal(code, 'validation_error');
          assert.equal(status, 400);
          assert.match(message, /first_name, last_name or full_name/);
          return true;
        },
      );
    });

    it('creates or updates a company by domain, else by name, with company custom fields', async () => {
      await ctx.env.api('POST', '/custom-fields', {
        name: 'Tier',
        field_type: 'SINGLE_LINE_TEXT',
        entity_type: 'COMPANY',
      });
      const op = App.creates.create_or_update_company.operation;
      const dynamic = await appTester(op.inputFields.at(-1), bundle());
      assert.deepEqual(
        dynamic.map((f) => f.label),
        ['Tier'],
      );
      const created = await appTester(
        op.perform,
        bundle({
          name: 'Acme',
          website_url: 'acme.com',
          number_of_employees: '12',
          [dynamic[0].key]: 'Gold',
        }),
      );
      assert.equal(created.upsert, 'created');
      assert.equal(created.website_url, 'https://acme.com');
      assert.equal(created.number_of_employees, 12);
      assert.equal(created.custom_fields[0].value, 'Gold');
      const byDomain = await appTester(
        op.perform,
        bundle({ name: 'Acme Inc', website_url: 'https://www.acme.com/about' }),
      );
      assert.equal(byDomain.upsert, 'updated');
      assert.equal(byDomain.id, created.id);
      assert.equal(byDomain.name, 'Acme Inc');
      const byName = await appTester(op.perform, bundle({ name: 'ACME INC', description: 'Rockets' }));
      assert.equal(byName.upsert, 'updated');
      assert.equal(byName.id, created.id);
      assert.equal(byName.description, 'Rockets');
      const explicit = await appTester(
        op.perform,
        bundle({ match_on: 'name', name: 'Globex', website_url: 'globex.com' }),
      );
      assert.equal(explicit.upsert, 'created');
      assert.notEqual(explicit.id, created.id);
    });

    it('creates a tag, and answers the same tag for the same name', async () => {
      const op = App.creates.create_tag.operation;
      const first = await appTester(op.perform, bundle({ name: 'VIP' }));
      assert.equal(first.upsert, 'created');
      const second = await appTester(op.perform, bundle({ name: 'vip' }));
      assert.equal(second.upsert, 'updated');
      assert.equal(second.id, first.id);
    });

    it('adds and removes tags on a contact, making tags typed by name', async () => {
      const contact = await ctx.env.api('POST', '/contacts', {
        first_name: 'Grace',
        emails: ['grace@example.com'],
      });
      const old = await ctx.env.api('POST', '/tags', { name: 'Old', contacts: [contact.body.data.id] });
      const keep = await ctx.env.api('POST', '/tags', { name: 'Keep', contacts: [contact.body.data.id] });
      const op = App.creates.tag_contact.operation;
      const out = await appTester(
        op.perform,
        bundle({
          contact_id: contact.body.data.id,
          add_tags: ['Brand new', keep.body.data.id],
          remove_tags: ['old'],
        }),
      );
      assert.deepEqual(out.tags.map((t) => t.tag.name).sort(), ['Brand new', 'Keep']);
      assert.ok(old.body.data.id);
      const removeOnly = await appTester(
        op.perform,
        bundle({ contact_id: contact.body.data.id, remove_tags: [keep.body.data.id] }),
      );
      assert.deepEqual(
        removeOnly.tags.map((t) => t.tag.name),
        ['Brand new'],
      );
      const unknownName = await appTester(
        op.perform,
        bundle({ contact_id: contact.body.data.id, remove_tags: ['No such tag'] }),
      );
      assert.deepEqual(
        unknownName.tags.map((t) => t.tag.name),
        ['Brand new'],
      );
      await assert.rejects(
        appTester(op.perform, bundle({ contact_id: contact.body.data.id })),
        /Tags to add/,
      );
    });

    it('adds a contact to a list chosen from the dropdown, or named', async () => {
      const contact = await ctx.env.api('POST', '/contacts', {
        first_name: 'Alan',
        emails: ['alan@example.com'],
      });
      const list = await ctx.env.api('POST', '/lists', { name: 'Newsletter', type: 'CONTACT' });
      await ctx.env.api('POST', '/lists', { name: 'Accounts', type: 'COMPANY' });
      const choices = await appTester(App.triggers.contact_list_list.operation.perform, bundle());
      assert.deepEqual(
        choices.map((l) => l.name),
        ['Newsletter', 'Typed list'], // CONTACT lists only, by name
      );
      const op = App.creates.add_contact_to_list.operation;
      const out = await appTester(
        op.perform,
        bundle({ contact_id: contact.body.data.id, list: list.body.data.id }),
      );
      assert.deepEqual(
        out.lists.map((l) => l.list.name),
        ['Newsletter'],
      );
      const named = await appTester(
        op.perform,
        bundle({ contact_id: contact.body.data.id, list: 'Webinar' }),
      );
      assert.deepEqual(
        named.lists.map((l) => l.list.name),
        ['Newsletter', 'Webinar'],
      );
      const again = await appTester(
        op.perform,
        bundle({ contact_id: contact.body.data.id, list: list.body.data.id }),
      );
      assert.equal(again.lists.length, 2);
    });

    it('creates a note once, even when the step is retried', async () => {
      const contact = await ctx.env.api('POST', '/contacts', {
        first_name: 'Note',
        emails: ['note@example.com'],
      });
      const op = App.creates.create_note.operation;
      const input = { body: 'Called about the offer', contacts: [contact.body.data.id] };
      const meta = { zap: { id: 'zap-1' } };
      const first = await appTester(op.perform, bundle(input, { meta }));
      const retry = await appTester(op.perform, bundle(input, { meta }));
      assert.equal(retry.id, first.id);
      assert.deepEqual(
        first.contacts.map((c) => c.id),
        [contact.body.data.id],
      );
      const notes = await ctx.env.api('GET', `/notes?contact=${contact.body.data.id}`);
      assert.equal(notes.body.meta.total, 1);
      const other = await appTester(op.perform, bundle({ ...input, body: 'Sent the contract' }, { meta }));
      assert.notEqual(other.id, first.id);
    });

    it('creates a task once (assignee from the users dropdown, tags from the tag dropdown), then completes it', async () => {
      const users = await appTester(App.triggers.workspace_user_list.operation.perform, bundle());
      assert.deepEqual(
        users.map((u) => u.id),
        [ctx.env.user.id],
      );
      const tag = await ctx.env.api('POST', '/tags', { name: 'Follow-up' });
      const tags = await appTester(App.triggers.tag_list.operation.perform, bundle());
      assert.ok(tags.some((t) => t.id === tag.body.data.id));
      const op = App.creates.create_task.operation;
      const input = {
        body: 'Send the quote',
        due_date: '2030-01-02T10:00:00+02:00',
        assignee: users[0].id,
        tags: [tag.body.data.id],
      };
      const task = await appTester(op.perform, bundle(input));
      const retry = await appTester(op.perform, bundle(input));
      assert.equal(retry.id, task.id);
      assert.equal(task.due_date, '2030-01-02T08:00:00.000Z');
      assert.equal(task.completed_at, null);
      const open = await appTester(App.triggers.open_task_list.operation.perform, bundle());
      assert.ok(open.some((t) => t.id === task.id));
      const done = await appTester(App.creates.complete_task.operation.perform, bundle({ task_id: task.id }));
      assert.equal(done.id, task.id);
      assert.ok(done.completed_at);
      const openAfter = await appTester(App.triggers.open_task_list.operation.perform, bundle());
      assert.ok(!openAfter.some((t) => t.id === task.id));
    });

    it('finds a contact by e-mail, phone or words, and finds nothing for a stranger', async () => {
      const op = App.searches.find_contact.operation;
      const byEmail = await appTester(op.perform, bundle({ email: 'Ada@Example.com' }));
      assert.deepEqual(
        byEmail.map((c) => c.full_name),
        ['Augusta Ada Lovelace'],
      );
      assert.ok(Array.isArray(byEmail[0].emails), 'with its e-mails included');
      const byPhone = await appTester(op.perform, bundle({ phone: '+44 20 7946 0123' }));
      assert.deepEqual(
        byPhone.map((c) => c.full_name),
        ['Augusta Ada Lovelace'],
      );
      const byWords = await appTester(op.perform, bundle({ q: 'ada lov' }));
      assert.deepEqual(
        byWords.map((c) => c.full_name),
        ['Augusta Ada Lovelace'],
      );
      assert.deepEqual(await appTester(op.perform, bundle({ email: 'nobody@example.com' })), []);
      await assert.rejects(appTester(op.perform, bundle({})), /Fill at least one/);
    });

    it('finds a company by domain or by name', async () => {
      const op = App.searches.find_company.operation;
      const byDomain = await appTester(op.perform, bundle({ domain: 'www.acme.com' }));
      assert.deepEqual(
        byDomain.map((c) => c.name),
        ['ACME INC'],
      );
      const byName = await appTester(op.perform, bundle({ name: 'globex' }));
      assert.deepEqual(
        byName.map((c) => c.name),
        ['Globex'],
      );
      assert.deepEqual(await appTester(op.perform, bundle({ name: 'Initech' })), []);
    });

    it('finds a tag by name', async () => {
      const op = App.searches.find_tag.operation;
      const found = await appTester(op.perform, bundle({ name: 'VIP' }));
      assert.deepEqual(
        found.map((t) => t.name),
        ['vip'], // renamed by the second create_tag
      );
      assert.deepEqual(await appTester(op.perform, bundle({ name: 'Nope' })), []);
    });

    it('find or create: a search that finds nothing, then the paired create makes the record', async () => {
      for (const [key, searchInput, createInput, check] of [
        [
          'find_contact',
          { email: 'lin@example.com' },
          { full_name: 'Lin Chen', emails: ['lin@example.com'] },
          (r) => r.full_name === 'Lin Chen',
        ],
        [
          'find_company',
          { domain: 'initech.com' },
          { name: 'Initech', website_url: 'initech.com' },
          (r) => r.name === 'Initech',
        ],
        ['find_tag', { name: 'Partner' }, { name: 'Partner' }, (r) => r.name === 'Partner'],
      ]) {
        const soc = App.searchOrCreates[key];
        assert.deepEqual(
          await appTester(App.searches[soc.search].operation.perform, bundle(searchInput)),
          [],
        );
        const made = await appTester(App.creates[soc.create].operation.perform, bundle(createInput));
        assert.ok(check(made), `${key} created`);
        const found = await appTester(App.searches[soc.search].operation.perform, bundle(searchInput));
        assert.deepEqual(
          found.map((r) => r.id),
          [made.id],
        );
      }
    });
  });
};
