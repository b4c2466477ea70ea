import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { createCompanyWithTags } from '../examples/client/create-company.js';
import { readWithReadOnlyKey } from '../examples/client/read-only.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import { describeEachDatabase } from './harness.js';

/**
 * The typed-client example of examples/client runs against a live server
 * (listening on a free port) and gets what the contract promises.
 */
describeEachDatabase('typed client example', (t) => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('creates a company with two tags and lists it back with them', async () => {
    const c = await t.workspace();
    const { created, listed } = await createCompanyWithTags(base, c.api_key);

    const tags = [
      { tag: { id: expect.stringMatching(/^tag_/), name: 'Customer' } },
      { tag: { id: expect.stringMatching(/^tag_/), name: 'Renewal due' } },
    ];
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cmp_/),
      name: 'Acme Corporation',
      website_url: 'https://acme.com',
      number_of_employees: 120,
      ignore_merge: false,
      last_team_interaction: null,
      team_members_connected: 0,
      tags,
      lists: [],
      contacts: [],
      custom_fields: [],
    });
    // The list shows the record as created, with only the relation asked for.
    const { lists: _l, contacts: _c, custom_fields: _f, ...withTags } = created;
    expect(listed).toEqual(withTags);

    // What the client got is what the service holds.
    const read = await c.get(`/companies/${created.id}?include=tags`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(listed);
    const tagList = await c.get('/tags?order_by=name:asc');
    expect(tagList.body.data.map((tag: any) => tag.id)).toEqual(created.tags!.map((link) => link.tag.id));
  });

  it('reads with a read-only key, whose write is refused with what it lacks', async () => {
    const c = await t.workspace();
    await createCompanyWithTags(base, c.api_key);
    const { secret } = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: c.user.id,
      name: 'reporting',
      expiresAt: null,
      scopes: ['read'],
    });
    const result = await readWithReadOnlyKey(base, secret);
    expect(result.scopes).toEqual(['read']);
    expect(result.companies.map((company) => company.name)).toEqual(['Acme Corporation']);
    expect(result.refused).toEqual(['this key lacks companies:write']);
    expect((await c.get('/companies')).body.meta.total).toBe(1);
  });

  it('reports the service error with its code when the key is wrong', async () => {
    await expect(createCompanyWithTags(base, 'crm_wrong')).rejects.toThrow(
      /^creating the tag "Customer": unauthorized: /,
    );
  });
});
