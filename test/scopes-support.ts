import { expect } from 'vitest';
import { createApiKey } from '../src/modules/api-keys/api-keys.queries.js';
import { type Client, clientFor, expectError, type Harness } from './harness.js';

/** What the tests of scoped keys share: keys with scopes, a seeded workspace, and a view of all of it. */

/** A key of the workspace's owner with these scopes, as a client. */
export async function keyWith(t: Harness, c: Client, scopes: string[]): Promise<Client> {
  const { secret, key } = await createApiKey(t.handle.db, {
    workspaceId: c.workspace.id,
    userId: c.user.id,
    name: scopes.join(',') || 'none',
    expiresAt: null,
    scopes,
  });
  return clientFor(t.app, t.handle, { ...c, api_key: secret, key_id: key.id });
}

/** Asserts a 403 naming exactly these scopes, in this order. */
export function expectLacks(res: { status: number; body: any; headers: any; raw: any }, ...scopes: string[]) {
  const error = expectError(res as any, 403, 'insufficient_scope');
  expect(error.details).toEqual(scopes.map((s) => ({ path: '/scope', message: `this key lacks ${s}` })));
}

/** The read scope of each area whose events a webhook can carry, in the order a refusal names them. */
export const EVENT_READS = [
  'contacts:read',
  'companies:read',
  'tags:read',
  'notes:read',
  'lists:read',
  'tasks:read',
  'custom_fields:read',
];

/** The read scopes of EVENT_READS but these: what a key holding only these lacks for every event. */
export function readsBut(...held: string[]): string[] {
  return EVENT_READS.filter((scope) => !held.includes(scope));
}

export const INCLUDES: Record<string, string> = {
  contacts: 'emails,phone_numbers,companies,custom_fields,tags,lists,notes',
  companies: 'custom_fields,tags,lists,contacts',
  tags: 'contacts,companies,tasks',
  notes: 'contacts',
  lists: 'contacts,companies',
  tasks: 'tags',
};

/** Everything the workspace holds, as its owner reads it: any change shows. */
export async function snapshot(owner: Client): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const path of ['contacts', 'companies', 'tags', 'notes', 'lists', 'tasks', 'custom-fields']) {
    const include = INCLUDES[path] ? `&include=${INCLUDES[path]}` : '';
    out[path] = (await owner.get(`/${path}?limit=100${include}`)).body;
  }
  out.webhooks = (await owner.get('/webhooks?limit=100')).body;
  out.events = (await owner.get('/events?limit=1000')).body;
  return out;
}

/** One record of each resource, linked together, and a webhook, made by the owner. */
export async function seed(owner: Client) {
  const { tag, company, list, field, contact } = await seedRecords(owner, { list: true });
  const other = (await owner.post('/contacts', { first_name: 'Ada 2', emails: ['ada2@example.com'] })).body
    .data;
  const otherCompany = (await owner.post('/companies', { name: 'Acme 2' })).body.data;
  const note = (await owner.post('/notes', { body: 'Met at the fair', contacts: [contact.id] })).body.data;
  const task = (await owner.post('/tasks', { body: 'Call back', contacts: [contact.id], tags: [tag.id] }))
    .body.data;
  const webhook = (await owner.post('/webhooks', { url: 'http://127.0.0.1:9/hook' })).body.data;
  for (const made of [tag, company, list, field, contact, other, otherCompany, note, task, webhook])
    expect(made?.id).toBeDefined();
  return { tag, company, list, field, contact, other, otherCompany, note, task, webhook };
}

/**
 * A tag, a company, a contact custom field and a contact linked to them, made
 * by `owner`; with `list`, a contact list too that holds the contact.
 */
export async function seedRecords(owner: Client, { list: withList = false } = {}) {
  const tag = (await owner.post('/tags', { name: 'VIP' })).body.data;
  const company = (await owner.post('/companies', { name: 'Acme', tags: [tag.id] })).body.data;
  const list = withList
    ? (await owner.post('/lists', { name: 'Leads', type: 'CONTACT' })).body.data
    : undefined;
  const field = (
    await owner.post('/custom-fields', {
      name: 'Nick',
      field_type: 'SINGLE_LINE_TEXT',
      entity_type: 'CONTACT',
    })
  ).body.data;
  const contact = (
    await owner.post('/contacts', {
      first_name: 'Ada',
      emails: ['ada@example.com'],
      companies: [company.id],
      tags: [tag.id],
      ...(list ? { lists: [list.id] } : {}),
      custom_fields: [{ id: field.id, value: 'Countess' }],
    })
  ).body.data;
  for (const made of [tag, company, ...(list ? [list] : []), field, contact])
    if (!made?.id) throw new Error('seedRecords: a record was not made');
  return { tag, company, list, field, contact };
}
