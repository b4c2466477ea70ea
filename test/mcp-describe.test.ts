import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, type Harness } from './harness.js';
import { type Sdk1Client, sdk1HttpClient } from './mcp-support.js';

/**
 * What an assistant needs to write without guessing (API.md section 11):
 * `describe` gives each writable resource's POST and PATCH bodies as the
 * OpenAPI document states them, each filter's value schema and what it
 * matches, and `q` apart; nothing sends the reader to a document it cannot
 * see.
 */

type Schema = Record<string, any>;

/** A schema with its `$ref`s replaced by what they name. */
function resolveRefs(doc: Schema, schema: unknown): any {
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(doc, s));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Schema).$ref;
  if (typeof ref === 'string') return resolveRefs(doc, doc.components.schemas[ref.split('/').pop()!]);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(doc, v)]));
}

/** The JSON objects written in a text (balanced braces that parse). */
function jsonObjects(text: string): Schema[] {
  const found: Schema[] = [];
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    for (let end = start; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) {
        try {
          found.push(JSON.parse(text.slice(start, end + 1)));
          start = end;
        } catch {
          // Not JSON (a form such as {"id": ..., ...}): not an example.
        }
        break;
      }
    }
  }
  return found;
}

describeEachDatabase('MCP describe: the forms to write and to filter', (t: Harness) => {
  const clients: Sdk1Client[] = [];
  const connect = async (key: string) => {
    const client = await sdk1HttpClient(t, key);
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
  });
  const call = async (client: Sdk1Client, name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as any;
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    return result.structuredContent;
  };

  it('gives POST and PATCH bodies as the OpenAPI document states them, filters with value schemas, q apart', async () => {
    const c = await t.workspace();
    const client = await connect(c.api_key);
    const { tools } = await client.listTools();
    const resources: Schema[] = (await call(client, 'describe', {})).data.resources;
    const doc = (await c.get('/openapi.json')).body;
    const body = (path: string, method: string) =>
      resolveRefs(
        doc,
        doc.paths[`/user-api/v1${path}`][method].requestBody.content['application/json'].schema,
      );
    const byName = new Map(resources.map((r) => [r.name, r]));
    for (const name of ['contacts', 'companies', 'tags', 'notes', 'lists', 'tasks', 'custom-fields']) {
      expect(byName.get(name)!.create, name).toEqual(body(`/${name}`, 'post'));
      expect(byName.get(name)!.update, name).toEqual(body(`/${name}/{id}`, 'patch'));
    }
    expect(byName.get('workspace-users')!.create).toBeUndefined();
    // The relation forms are there: arrays of IDs, and {add, remove} on update.
    const contacts = byName.get('contacts')!;
    expect(contacts.create.properties.tags.type).toBe('array');
    expect(contacts.update.properties.tags.anyOf[1].properties).toHaveProperty('add');
    expect(contacts.create.properties.phone_numbers.items.required).toEqual(['phone_number']);

    // Filters: a value schema and one line on what it matches; an array only where it takes several.
    const tag = contacts.filters.tag;
    expect(tag.description).toMatch(/a tag ID \(tag_\.\.\.\)/);
    expect(tag.schema.anyOf[1]).toMatchObject({
      type: 'array',
      items: { pattern: expect.stringMatching(/^\^tag_/) },
    });
    const name = byName.get('companies')!.filters.name;
    expect(JSON.stringify(name.schema)).not.toContain('array');
    expect(name.description).toMatch(/not an array/);
    expect(contacts.filters.is_starred.schema.anyOf).toContainEqual({ type: 'boolean' });
    // `q` is its own entry, on the resources it searches.
    expect(contacts.filters).not.toHaveProperty('q');
    expect(contacts.q.description).toMatch(/name/);
    expect(byName.get('custom-fields')).not.toHaveProperty('q');
    // The search tool's schema says as much.
    const search = tools.find((tool) => tool.name === 'search')!.inputSchema as Schema;
    expect(search.properties.filters.properties.tag.description).toMatch(/tag ID/);
    expect(search.properties.filters.properties).not.toHaveProperty('q');
    expect(search.properties.q.description).toMatch(/contacts \(/);

    // Nothing sends the reader to a document it cannot see.
    for (const text of [JSON.stringify(tools), JSON.stringify(resources)])
      expect(text).not.toMatch(/API\.md|section \d/);

    // The examples in the descriptions (their JSON objects of the tool's arguments) work as written.
    let tried = 0;
    for (const tool of tools) {
      for (const example of jsonObjects(tool.description!)) {
        const keys = Object.keys(example);
        if (!keys.every((key) => key in (tool.inputSchema.properties ?? {}))) continue;
        tried++;
        const result = (await client.callTool({ name: tool.name, arguments: example })) as any;
        // Those of writes name records a search would find: refused as not found, never as malformed.
        if (result.isError)
          expect(
            JSON.parse(result.content[0].text).error.code,
            `${tool.name} ${JSON.stringify(example)}`,
          ).toMatch(/^(not_found|unknown_reference)$/);
      }
    }
    expect(tried).toBeGreaterThanOrEqual(10);
  });

  it('an assistant reading only tools/list and describe writes a contact with e-mails, a phone, tags and a select field at once', async () => {
    const c = await t.workspace();
    // The workspace as a person made it: tags and a select field with options.
    for (const name of ['VIP', 'Partner', 'Press']) await c.post('/tags', { name });
    await c.post('/custom-fields', {
      name: 'Lead source',
      field_type: 'SINGLE_SELECT',
      entity_type: 'CONTACT',
      multi_select_options: [{ value: 'Website' }, { value: 'Referral' }],
    });
    // What the user asked for, in words.
    const wanted = {
      name: 'Ada Lovelace',
      emails: ['ada@example.com', 'countess@example.org'],
      phone: '+1 202 555 0199',
      tags: ['VIP', 'Partner'],
      field: 'Lead source',
      option: 'Website',
    };

    const client = await connect(c.api_key);
    const { tools } = await client.listTools();
    const create = tools.find((tool) => tool.name === 'create')!;
    expect((create.inputSchema.properties as Schema).resource.enum).toContain('contacts');
    const described = (await call(client, 'describe', {})).data;
    const contacts = described.resources.find((r: Schema) => r.name === 'contacts');
    const form: Schema = contacts.create;

    // Existing tags by name, with the filter describe names for it.
    const tagsResource = described.resources.find((r: Schema) => r.name === 'tags');
    const nameFilter = Object.keys(tagsResource.filters).find((f) =>
      /exactly this name/.test(tagsResource.filters[f].description),
    )!;
    const tagIds: string[] = [];
    for (const tag of wanted.tags) {
      const found = await call(client, 'search', { resource: 'tags', filters: { [nameFilter]: tag } });
      tagIds.push(found.data[0].id);
    }
    // The select field's option, by the ID describe gives; the form says a select takes an option ID.
    const field = described.custom_fields.find((f: Schema) => f.name === wanted.field);
    const option = field.multi_select_options.find((o: Schema) => o.value === wanted.option);
    const valueForm = form.properties.custom_fields.items;
    expect(valueForm.properties.value.description).toMatch(/an option ID \(SINGLE_SELECT\)/);

    // The record, built from the form: each property as its schema takes it.
    const stringBranch = (items: Schema) =>
      items.type === 'string' || items.anyOf?.some((s: Schema) => s.type === 'string');
    const oneRequired = (items: Schema, value: unknown) => ({ [items.required[0]]: value });
    const record: Schema = {};
    const nameProperty = Object.keys(form.properties).find((p) =>
      /first and last name/.test(form.properties[p].description ?? ''),
    )!;
    record[nameProperty] = wanted.name;
    record.emails = stringBranch(form.properties.emails.items)
      ? wanted.emails
      : wanted.emails.map((e) => oneRequired(form.properties.emails.items, e));
    // A phone: the form takes the country code apart ("+ and 1 to 4 digits") from the number's digits.
    const phoneItems = form.properties.phone_numbers.items;
    const [, code, digits] = wanted.phone.match(/^(\+\d{1,4})\s+(.*)$/)!;
    record.phone_numbers = [
      stringBranch(phoneItems)
        ? wanted.phone
        : {
            ...oneRequired(phoneItems, phoneItems.properties.country_code ? digits : wanted.phone),
            ...(/\+ and 1 to 4 digits/.test(phoneItems.properties.country_code?.description ?? '')
              ? { country_code: code }
              : {}),
          },
    ];
    expect(form.properties.tags.items.type).toBe('string');
    record.tags = tagIds;
    expect(valueForm.required).toEqual(expect.arrayContaining(['id', 'value']));
    record.custom_fields = [{ id: field.id, value: option.id }];

    const result = (await client.callTool({
      name: 'create',
      arguments: { resource: 'contacts', records: [record] },
    })) as any;
    expect(result.isError, result.content[0].text).toBeFalsy();
    const made = result.structuredContent.data[0];
    const stored = (await c.get(`/contacts/${made.id}?include=emails,phone_numbers,tags,custom_fields`)).body
      .data;
    expect(stored.full_name).toBe(wanted.name);
    expect(stored.emails.map((e: Schema) => e.email)).toEqual(wanted.emails);
    expect(stored.phone_numbers).toHaveLength(1);
    expect(stored.phone_numbers[0].phone_number.replace(/\D/g, '')).toContain('2025550199');
    expect(stored.tags.map((link: Schema) => link.tag.name).sort()).toEqual([...wanted.tags].sort());
    expect(stored.custom_fields).toEqual([
      expect.objectContaining({ id: field.id, value: expect.objectContaining({ id: option.id }) }),
    ]);
  });
});
