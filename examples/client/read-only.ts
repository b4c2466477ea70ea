/**
 * A read-only key with the typed client: what a reporting dashboard or an
 * assistant that only reads is given (`crm key create --workspace W
 * --scopes read`). It checks its scopes with `GET /me`, reads the companies
 * with their tags, and shows what the service answers when it tries to
 * write: 403 `insufficient_scope`, "this key lacks companies:write".
 *
 *   CRM_URL=http://127.0.0.1:3000 CRM_API_KEY=crm_... npx tsx examples/client/read-only.ts
 */
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.generated.js';

type Company = components['schemas']['Company'];

export interface ReadOnlyResult {
  scopes: string[];
  companies: Company[];
  /** The `details` messages of the refused write. */
  refused: string[];
}

export async function readWithReadOnlyKey(baseUrl: string, apiKey: string): Promise<ReadOnlyResult> {
  const client = createClient<paths>({ baseUrl, headers: { 'x-service-api-key': apiKey } });

  const { data: me, error: meError } = await client.GET('/user-api/v1/me');
  if (meError) throw new Error(`checking the key: ${meError.error.code}: ${meError.error.message}`);

  const { data: page, error } = await client.GET('/user-api/v1/companies', {
    params: { query: { include: 'tags', limit: 100 } },
  });
  if (error) throw new Error(`listing the companies: ${error.error.code}: ${error.error.message}`);

  // A write is refused before anything is read of its body, and changes nothing.
  const { error: refusal, response } = await client.POST('/user-api/v1/companies', {
    body: { name: 'Not allowed' },
  });
  if (!refusal || response.status !== 403) throw new Error('this key was expected to be read-only');
  return {
    scopes: me.data.api_key.scopes,
    companies: page.data,
    refused: refusal.error.details.map((d) => d.message),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.env.CRM_URL ?? 'http://127.0.0.1:3000';
  const apiKey = process.env.CRM_API_KEY;
  if (!apiKey) {
    process.stderr.write(
      'Set CRM_API_KEY to a read-only API key (crm key create --workspace W --scopes read).\n',
    );
    process.exit(2);
  }
  readWithReadOnlyKey(baseUrl, apiKey).then(
    ({ scopes, companies, refused }) => {
      process.stdout.write(
        `scopes: ${scopes.join(', ')}; ${companies.length} companies; a write: ${refused.join('; ')}\n`,
      );
    },
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
