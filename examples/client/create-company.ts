/**
 * A typed client in a few lines: openapi-fetch with the types generated from
 * the service's OpenAPI document (schema.generated.ts). Paths, query
 * parameters, bodies and responses are all checked by the compiler.
 *
 *   CRM_URL=http://127.0.0.1:3000 CRM_API_KEY=crm_... npx tsx examples/client/create-company.ts
 *
 * It creates two tags, creates a company carrying them, then lists the
 * companies with their tags and prints the new one as the list shows it.
 */
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.generated.js';

type Company = components['schemas']['Company'];
type ErrorBody = components['schemas']['Error'];

export interface Result {
  created: Company;
  listed: Company;
}

function fail(what: string, error: ErrorBody): never {
  throw new Error(`${what}: ${error.error.code}: ${error.error.message}`);
}

export async function createCompanyWithTags(baseUrl: string, apiKey: string): Promise<Result> {
  const client = createClient<paths>({ baseUrl, headers: { 'x-service-api-key': apiKey } });

  const tags: string[] = [];
  for (const name of ['Customer', 'Renewal due']) {
    const { data, error } = await client.POST('/user-api/v1/tags', { body: { name } });
    if (error) fail(`creating the tag "${name}"`, error);
    tags.push(data.data.id);
  }

  const { data: created, error } = await client.POST('/user-api/v1/companies', {
    body: { name: 'Acme Corporation', website_url: 'acme.com', number_of_employees: 120, tags },
  });
  if (error) fail('creating the company', error);

  const { data: page, error: listError } = await client.GET('/user-api/v1/companies', {
    params: { query: { include: 'tags', order_by: 'created_at:desc', limit: 10 } },
  });
  if (listError) fail('listing the companies', listError);
  const listed = page.data.find((company) => company.id === created.data.id);
  if (!listed) throw new Error(`company ${created.data.id} is not in the first page of the list`);
  return { created: created.data, listed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.env.CRM_URL ?? 'http://127.0.0.1:3000';
  const apiKey = process.env.CRM_API_KEY;
  if (!apiKey) {
    process.stderr.write(
      'Set CRM_API_KEY to an API key (and CRM_URL if the service is not on 127.0.0.1:3000).\n',
    );
    process.exit(2);
  }
  createCompanyWithTags(baseUrl, apiKey).then(
    ({ listed }) => {
      const tagNames = (listed.tags ?? []).map((link) => link.tag.name).join(', ');
      process.stdout.write(`${listed.name} (${listed.id}) ${listed.website_url}, tagged: ${tagNames}\n`);
    },
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
