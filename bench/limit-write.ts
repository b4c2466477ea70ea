import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { SQLITE_CONNECTION_SETTINGS } from '../src/db/connect.js';
import { hashApiKey } from '../src/core/auth.js';
import { newId } from '../src/core/ids.js';
import { EMAIL, emailKey } from '../src/core/normalize.js';
import { searchText } from '../src/core/search-text.js';

/**
 * The write limit: the service's two contact creates (`POST /contacts` and
 * `POST /contacts/batch`) written by hand on the same stack (Fastify and
 * better-sqlite3, no query builder), in its own process, on a copy of the
 * service's own seeded database: the same tables, indexes, triggers and
 * rows, the same durability (the service's connection settings: WAL,
 * `synchronous = FULL`). The service's creates are read as a share of it.
 *
 * What it does per request is what the service's create does for the
 * bodies of scenarios e and p (bench/scenarios.ts): the key checked
 * (SHA-256, against the keys read once at start), the body checked by a
 * closed schema, the names and e-mails normalised, every tag and company
 * looked up in the key's workspace (one statement per table), then per
 * contact its row, e-mails, tag and company links and search text, one
 * `contact.created` event whose data is the answer's record and one
 * `link.added` per link, and the workspace's answer mark; one multi-row
 * insert per table and request, each statement prepared once per row count.
 * The answer is the record with every relation, built from what was
 * written. Writes of one event-loop turn share a transaction (BEGIN
 * IMMEDIATE, a savepoint each) committed in a `setImmediate`; no answer is
 * sent before its commit returned.
 *
 * Usage: node --import tsx bench/limit-write.ts SERVICE_SQLITE_FILE PORT
 * (the service's file is copied with VACUUM INTO; the copy is removed on exit).
 */
const [source, portArg] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'crm-limit-write-'));
const file = join(dir, 'limit.sqlite');
const from = new SQLite(source, { readonly: true });
from.prepare('vacuum into ?').run(file);
from.close();
const db = new SQLite(file);
for (const setting of SQLITE_CONNECTION_SETTINGS) db.pragma(setting);

const BASE = '/user-api/v1';
/** Key digest to its workspace and the actor its events name (read once: no key changes meanwhile). */
const keys = new Map(
  (
    db.prepare('select key_hash, id, user_id, workspace_id from api_keys where revoked_at is null').all() as {
      key_hash: string;
      id: string;
      user_id: string;
      workspace_id: string;
    }[]
  ).map((k) => [
    k.key_hash,
    { workspaceId: k.workspace_id, actor: { api_key_id: k.id, user_id: k.user_id } },
  ]),
);
type Key = typeof keys extends Map<string, infer K> ? K : never;

const statements = new Map<string, SQLite.Statement>();
/** A statement prepared once per text. */
const statement = (text: string) => {
  let st = statements.get(text);
  if (!st) statements.set(text, (st = db.prepare(text)));
  return st;
};
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** One insert of `rows` rows of `width` values (flattened in `values`). */
function insert(table: string, columns: string, width: number, values: unknown[]) {
  const rows = values.length / width;
  if (!rows) return;
  const row = `(${marks(width)})`;
  statement(
    `insert into ${table} (${columns}) values ${Array.from({ length: rows }, () => row).join(', ')}`,
  ).run(values);
}

interface Input {
  first: string;
  last: string;
  full: string;
  job: string;
  emails: string[];
  tags: string[];
  companies: string[];
}

const problem = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { statusCode: status, code });

function parse(body: Record<string, unknown>, at: string): Input {
  const first = String(body.first_name ?? '').trim();
  const last = String(body.last_name ?? '').trim();
  const full = `${first} ${last}`.trim();
  if (!full) throw problem(400, 'validation_error', `${at}: needs a first_name or a last_name`);
  const emails = ((body.emails ?? []) as string[]).map((raw, i) => {
    const email = emailKey(raw);
    if (email.length > 254 || !EMAIL.test(email))
      throw problem(400, 'validation_error', `${at}/emails/${i}: must be a valid e-mail address`);
    return email;
  });
  if (new Set(emails).size !== emails.length) throw problem(400, 'validation_error', `${at}/emails: repeats`);
  return {
    first,
    last,
    full,
    job: String(body.job_title ?? ''),
    emails,
    tags: [...new Set((body.tags ?? []) as string[])],
    companies: [...new Set((body.companies ?? []) as string[])],
  };
}

/** The names of `ids` in the workspace (one statement per table); a 422 for any it does not hold. */
function lookUp(table: 'tags' | 'companies', columns: string, ids: string[], workspaceId: string) {
  const found = new Map<string, Record<string, unknown>>();
  if (!ids.length) return found;
  const rows = statement(
    `select id, workspace_id, ${columns} from ${table} where id in (${marks(ids.length)})`,
  ).all(ids) as Record<string, unknown>[];
  for (const row of rows) if (row.workspace_id === workspaceId) found.set(row.id as string, row);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw problem(422, 'unknown_reference', `not in this workspace: ${missing.join(', ')}`);
  return found;
}

/** The write of one request, in its savepoint: each record's answer JSON, in the order sent. */
function create(key: Key, inputs: Input[], requestId: string): { id: string; json: string }[] {
  const ws = key.workspaceId;
  const tags = lookUp('tags', 'name', [...new Set(inputs.flatMap((i) => i.tags))], ws);
  const companies = lookUp(
    'companies',
    'name, logo_url',
    [...new Set(inputs.flatMap((i) => i.companies))],
    ws,
  );
  const now = new Date().toISOString();
  const head = `"occurred_at":"${now}","resource":"contact",`;
  const tail = `,"changed":[],"previous":{},"actor":${JSON.stringify(key.actor)},"request_id":"${requestId}"}`;
  const contacts: unknown[] = [];
  const emails: unknown[] = [];
  const tagLinks: unknown[] = [];
  const companyLinks: unknown[] = [];
  const search: unknown[] = [];
  const events: unknown[] = [];
  const out: { id: string; json: string }[] = [];
  const event = (type: string, id: string, linked: [string, string] | null, data: string) => {
    const eventId = newId('evt');
    const payload = `{"id":"${eventId}","type":"${type}",${head}"resource_id":"${id}","data":${data}${tail}`;
    events.push(
      eventId,
      type,
      'contact',
      id,
      linked?.[0] ?? null,
      linked?.[1] ?? null,
      now,
      payload,
      null,
      ws,
    );
  };
  for (const x of inputs) {
    const id = newId('con');
    contacts.push(id, x.first, x.last, x.full, x.full.toLowerCase(), x.job, now, now, ws);
    const answerEmails = x.emails.map((email, position) => {
      const emailId = newId('eml');
      emails.push(emailId, id, email, position === 0 ? 1 : 0, position, ws);
      return { id: emailId, email, is_primary: position === 0 };
    });
    for (const t of x.tags) tagLinks.push(id, t);
    for (const c of x.companies) companyLinks.push(id, c);
    search.push(id, searchText([x.first, x.last, x.job, ...x.emails]));
    const json = JSON.stringify({
      id,
      first_name: x.first,
      last_name: x.last,
      full_name: x.full,
      job_title: x.job,
      description: '',
      location: '',
      linkedin_slug: '',
      x_slug: null,
      facebook_slug: null,
      instagram_slug: null,
      image_url: null,
      birthday: null,
      is_starred: false,
      ignore_merge: false,
      last_team_interaction: null,
      team_members_connected: 0,
      created_at: now,
      updated_at: now,
      emails: answerEmails,
      phone_numbers: [],
      companies: x.companies.map((c) => ({
        id: c,
        name: companies.get(c)!.name,
        logo_url: companies.get(c)!.logo_url,
      })),
      custom_fields: [],
      tags: x.tags.map((t) => ({ tag: { id: t, name: tags.get(t)!.name } })),
      lists: [],
      notes: [],
    });
    event('contact.created', id, null, json);
    const fromSide = `"from":{"resource":"contact","id":"${id}","name":${JSON.stringify(x.full)}}`;
    for (const c of x.companies)
      event(
        'link.added',
        id,
        ['company', c],
        `{"relation":"companies",${fromSide},"to":{"resource":"company","id":"${c}","name":${JSON.stringify(companies.get(c)!.name)}}}`,
      );
    for (const t of x.tags)
      event(
        'link.added',
        id,
        ['tag', t],
        `{"relation":"tags",${fromSide},"to":{"resource":"tag","id":"${t}","name":${JSON.stringify(tags.get(t)!.name)}}}`,
      );
    out.push({ id, json });
  }
  const contactColumns =
    'id, first_name, last_name, full_name, sort_name, job_title, created_at, updated_at, workspace_id';
  insert('contacts', contactColumns, 9, contacts);
  insert('contact_companies', 'contact_id, company_id', 2, companyLinks);
  insert('contact_tags', 'contact_id, tag_id', 2, tagLinks);
  insert('contact_emails', 'id, contact_id, email, is_primary, position, workspace_id', 6, emails);
  insert('contacts_search', 'record_id, text', 2, search);
  statement(
    'insert into answer_marks (mark, workspace_id) values (1, ?) on conflict (workspace_id) do update set mark = answer_marks.mark + 1',
  ).run(ws);
  const eventColumns =
    'id, type, resource, resource_id, linked_resource, linked_id, occurred_at, payload, kept, workspace_id';
  for (let i = 0; i < events.length; i += 10 * 100)
    insert('events', eventColumns, 10, events.slice(i, i + 1000));
  return out;
}

// Group commit: the writes of one turn of the event loop in one transaction, each in a savepoint.
const inSavepoint = db.transaction((work: () => unknown) => work());
let group: { settle: () => void; fail: (err: unknown) => void }[] | null = null;
function grouped<T>(work: () => T): Promise<T> {
  if (!group) {
    statement('begin immediate').run();
    group = [];
    setImmediate(commit);
  }
  const members = group;
  return new Promise<T>((resolve, reject) => {
    try {
      const value = inSavepoint(work) as T;
      members.push({ settle: () => resolve(value), fail: reject });
    } catch (err) {
      members.push({ settle: () => reject(err), fail: reject });
    }
  });
}
function commit() {
  const members = group!;
  group = null;
  let failure: unknown = null;
  try {
    statement('commit').run();
  } catch (err) {
    failure = err;
    if (db.inTransaction) statement('rollback').run();
  }
  for (const m of members)
    if (failure) m.fail(failure);
    else m.settle();
}

const text = (maxLength: number) => ({ type: 'string', maxLength });
const ids = { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 64 } };
const Contact = {
  type: 'object',
  additionalProperties: false,
  properties: {
    first_name: text(100),
    last_name: text(100),
    job_title: text(255),
    emails: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 320 } },
    tags: ids,
    companies: ids,
  },
};
const Batch = {
  type: 'object',
  additionalProperties: false,
  required: ['records'],
  properties: { records: { type: 'array', minItems: 1, maxItems: 100, items: Contact } },
};

const app = Fastify({ logger: false, genReqId: () => randomUUID() });
app.decorateRequest('key', null);
app.setErrorHandler((err: { statusCode?: number; code?: string; message: string }, _request, reply) => {
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
  reply.code(status).send({ error: { code: err.code ?? 'error', message: err.message } });
});
const keyOf = (headers: Record<string, unknown>): Key => {
  const sent = headers['x-service-api-key'];
  const key = typeof sent === 'string' ? keys.get(hashApiKey(sent)) : undefined;
  if (!key) throw problem(401, 'unauthorized', 'The API key is not valid.');
  return key;
};
const JSON_TYPE = 'application/json; charset=utf-8';
app.post(`${BASE}/contacts`, { schema: { body: Contact } }, async (request, reply) => {
  const key = keyOf(request.headers);
  const input = parse(request.body as Record<string, unknown>, '/body');
  const [{ id, json }] = await grouped(() => create(key, [input], request.id));
  reply.code(201).header('location', `${BASE}/contacts/${id}`).type(JSON_TYPE);
  return `{"data":${json}}`;
});
app.post(`${BASE}/contacts/batch`, { schema: { body: Batch } }, async (request, reply) => {
  const key = keyOf(request.headers);
  const records = (request.body as { records: Record<string, unknown>[] }).records;
  const inputs = records.map((body, i) => parse(body, `/body/records/${i}`));
  const written = await grouped(() => create(key, inputs, request.id));
  reply.type(JSON_TYPE);
  return `{"data":[${written.map((w) => w.json).join(',')}],"meta":{"created":${written.length},"updated":0}}`;
});
app.get('/readyz', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(portArg) });
process.on(
  'SIGTERM',
  () =>
    void app.close().then(() => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }),
);
