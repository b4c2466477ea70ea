import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from './harness.js';
import { httpClient } from './mcp-support.js';

/**
 * Every text that lists the record resources says what the registry says
 * (src/modules/index.ts), not a list of its own: here the resources are
 * registered in the reverse order, and the notes declare one more link, to
 * companies (test/scratch-links.ts; no request here reads it).
 */
vi.mock('../src/modules/index.js', async () => {
  const { registeredAs } = await import('./scratch-registry.js');
  const { notesListingCompanies } = await import('./scratch-links.js');
  return registeredAs((m) => [
    m.customFields,
    m.tasks,
    m.lists,
    notesListingCompanies(m.notes),
    m.tags,
    m.companies,
    m.contacts,
  ]);
});

describeEachDatabase('the texts that list the resources', (t) => {
  it('the OpenAPI summary, the webhook and merge descriptions follow the registry', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/user-api/v1/openapi.json' })).body;
    expect(doc.info.summary).toBe(
      'Custom fields, tasks, lists, notes, tags, companies and contacts of a CRM workspace.',
    );
    const operation = (path: string) => doc.paths[`/user-api/v1${path}`].post.description as string;
    expect(operation('/webhooks')).toContain(
      '(`link.added` and `link.removed`: tasks, lists, notes, tags, companies and contacts; ' +
        '`*`: those and custom_fields)',
    );
    expect(operation('/companies/{id}/merge')).toContain(
      "The listed companies' lists, notes, tags and contacts are linked to the target",
    );
    expect(operation('/contacts/{id}/merge')).toContain(
      'their tasks, lists, notes, tags and companies are linked to the target',
    );
    // A link event's sides: the linked resources with no name column.
    expect(JSON.stringify(doc)).toContain("The record's display name; tasks and notes have none");
  });

  it("the MCP tools' upsert values name the resources in the registry's order", async () => {
    const c = await t.workspace();
    const client = await httpClient(t, c.api_key);
    const { tools } = await client.listTools();
    await client.close();
    const create = tools.find((tool) => tool.name === 'create')!;
    const matchOn = create.inputSchema.properties!.match_on as { description: string };
    expect(matchOn.description).toBe(
      'Upsert on this value: custom-fields `name`, lists `name`, tags `name`, companies `domain` or `name` ' +
        'and contacts `email`.',
    );
  });
});
