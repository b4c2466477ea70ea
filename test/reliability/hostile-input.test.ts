import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { referenceProblems } from '../../scripts/crash/integrity.js';
import { BASE, type Client, describeEachDatabase, startApp } from '../harness.js';
import { collectApiRoutes, printedRoutes, type RouteInfo } from './routes.js';
import { type Snapshot, snapshots } from './snapshot.js';
import { type Ids, world } from './world.js';

/**
 * Hostile input, generated with fast-check (fixed seed, bounded runs) for
 * every route the app serves: malformed and random bodies, query strings and
 * path IDs; wrong types, huge strings and numbers, deep nesting, `__proto__`
 * and `constructor` keys, invalid UTF-8, SQL metacharacters, emoji, and IDs
 * of other resources and of another workspace. Whatever comes in:
 *
 * - never a 5xx;
 * - every error in the contract's shape, its code matching its status, its
 *   request_id the response's X-Request-Id;
 * - no stack trace, SQL or database name in an error;
 * - a refused request (and any read) changes nothing in either workspace,
 *   and no request ever changes the other workspace.
 */

/** The routes, read from an app and its modules once, so that each gets its own test. */
async function inventory(): Promise<RouteInfo[]> {
  const { app, handle } = await startApp({ name: 'sqlite', url: 'sqlite::memory:' });
  try {
    const schemas = new Map((await collectApiRoutes(handle)).map((r) => [`${r.method} ${r.url}`, r.schema]));
    return printedRoutes(app)
      .filter((r) => r.url.startsWith(`${BASE}/`))
      .map((r) => ({ ...r, schema: schemas.get(`${r.method} ${r.url}`) ?? {} }));
  } finally {
    await app.close();
    await handle.close();
  }
}

// Deletes last, so that the records the other routes aim at are still there for them.
const ROUTES = (await inventory()).sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);
const SEED = 20261122;

/** The codes each error status may carry (API.md section 4). */
const CODES: Record<number, string[]> = {
  400: ['invalid_json', 'validation_error'],
  404: ['not_found'],
  // A path such as `/notes/.` is `/notes/` once normalised: another route, another method.
  405: ['method_not_allowed'],
  409: ['conflict'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['unknown_reference'],
};

/** What an error must never show: stack frames, file names, SQL, the database. */
const LEAKS = [
  /\bat\s+[\w.<>]+\s+\(/,
  /node:internal|node_modules|\.[jt]s:\d+/,
  /sqlite|postgres|kysely|SqliteError|DatabaseError|pg_\w+/i,
  /syntax error|violates|duplicate key|constraint|relation "|column "/i,
  /\bselect\s+[\w*"`.,\s]+\s+from\s+["`\w]/i,
  /\binsert\s+into\s/i,
  /\bdelete\s+from\s/i,
  /\bupdate\s+["`\w]+\s+set\s/i,
];

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE notes; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(1)',
  "\\' OR 1=1 #",
  '%',
  '_',
  '%%_%',
  '\\',
  '`',
  '$1',
  '?',
  ':id',
  '/*',
  "') OR ('a'='a",
];
const ODD = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '😀👍🏽🇫🇷👨‍👩‍👧',
  'Zoë Ørsted-Łukasz',
  '\u202Eevil\u202C',
  '\u200b',
  'ﷺ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e400',
  'NaN',
  '<script>alert(1)</script>',
  // Template syntax, sent as it is.
  '$' + '{7*7}{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'a@b.co',
  'https://example.com',
  '2026-13-45',
  '2026-11-22T01:15:12.345Z',
];
const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'workspace_id',
  'created_at',
  'updated_at',
  '',
  ' ',
  'a'.repeat(300),
  '😀',
  'toString',
  'hasOwnProperty',
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL, ...ODD) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 40, max: 120_000 }).map((n) => '😀x'.repeat(Math.ceil(n / 3))) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, -1, 2 ** 31, 2 ** 63),
);

/**
 * Arrays or objects `depth` levels deep once serialised; kept as a small
 * object until then, so that fast-check can print a counterexample. (Deeper
 * nesting than JSON.stringify can write is sent as raw text below.)
 */
class Deep {
  constructor(
    readonly depth: number,
    readonly object: boolean,
  ) {}
  toJSON(): unknown {
    let value: unknown = 'deep';
    for (let i = 0; i < this.depth; i++) value = this.object ? { a: value } : [value];
    return value;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth}, ${this.object ? 'objects' : 'arrays'})`;
  }
}

function valueArbitrary(ids: string[]) {
  const id = fc.constantFrom(...ids);
  const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), id);
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 3, arbitrary: fc.array(id, { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    {
      weight: 2,
      arbitrary: fc.array(fc.record({ id, value: leaf }, { requiredKeys: [] }), { maxLength: 3 }),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), leaf, { maxKeys: 3 }) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 20, max: 1000 }), fc.boolean()).map(([d, o]) => new Deep(d, o)),
    },
  );
}

/** A raw body: invalid JSON, JSON that is not an object, prototype keys, invalid UTF-8, deep nesting. */
const rawBodies: (string | Buffer)[] = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'null',
  '[]',
  '"text"',
  '42',
  ' ',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"name":"a","name":"b","body":"c","body":"d"}',
  `{"limit":${'9'.repeat(400)}}`,
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  `{"name":"deep","body":"deep","type":"CONTACT","contacts":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  `{"name":"deep","body":"deep","tags":[${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}]}`,
  '\ufeff{"body":"bom"}',
  Buffer.from([0x7b, 0x22, 0x62, 0x6f, 0x64, 0x79, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  Buffer.from('{"name":"\u00e9"}', 'latin1'),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
];

const RAW_PATHS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%2e%2e',
  'x'.repeat(600),
  '%F0%9F%98%80',
  '.',
  '..',
];

/**
 * Percent-encodes text; a lone surrogate, which has no UTF-8 form, goes out as
 * the three bytes it would take (invalid UTF-8 in the URL, on purpose).
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      else out += encodeURIComponent(ch);
    }
    return out;
  }
}

/**
 * Near-valid bodies: every field a resource takes, each either a good value
 * or a hostile one of the right type (emoji, SQL, IDs of the wrong kind or
 * of the other workspace), so that requests get past validation into
 * references, uniqueness and storage.
 */
interface Refs {
  own: Ids;
  foreign: Ids;
  ownNote: string;
}

function nearValid(
  collection: string,
  refs: Refs,
  required: string[],
): fc.Arbitrary<Record<string, unknown>> {
  const { own, foreign } = refs;
  /** Mostly one of `good`, now and then one of `bad`. */
  const pick = (good: unknown[], bad: unknown[]) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...good) },
      { weight: 1, arbitrary: fc.constantFrom(...bad) },
    );
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...SQL.filter((x) => x),
        '😀👍🏽🇫🇷👨‍👩‍👧',
        'Zoë Ørsted-Łukasz',
        '\u202Eevil\u202C',
        '<b>x</b>',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('', 'a\u0000b', '\ud800', 'x'.repeat(300)) },
  );
  const anyId = fc.constantFrom(
    ...Object.values(own),
    ...Object.values(foreign),
    refs.ownNote,
    'con_missing',
    '',
  );
  const idsOf = (...good: string[]) =>
    fc.array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: anyId }), {
      maxLength: 3,
    });
  const field = (arb: fc.Arbitrary<unknown>) => fc.option(arb, { freq: 2, nil: undefined });
  const customFields = (entity: 'contact' | 'company') =>
    fc.array(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc.record({
            id: fc.constant(own[`${entity}Text`]),
            value: fc.oneof(text, fc.constant(null)),
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            id: fc.constant(own[`${entity}User`]),
            value: pick([own.user], [foreign.user, 'usr_missing', 42]),
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            id: fc.constant(own[`${entity}Select`]),
            value: pick([own[`${entity}Option`], null], [foreign[`${entity}Option`]]),
          }),
        },
        { weight: 1, arbitrary: fc.record({ id: anyId, value: text }) },
      ),
      { maxLength: 2 },
    );
  const shapes: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
    '/contacts': {
      first_name: text,
      last_name: text,
      job_title: text,
      description: text,
      birthday: pick(['1990-02-28', null], ['2026-02-30', 'yesterday']),
      image_url: pick(['https://example.com/a.png', null], ['javascript:alert(1)', 'ftp://x']),
      emails: fc.array(
        pick(
          ['ann@example.com', 'ANN@EXAMPLE.COM', { email: 'b@example.com', is_primary: true }],
          ['not-an-address', { email: '@' }],
        ),
        { maxLength: 3 },
      ),
      phone_numbers: fc.array(
        pick(
          [{ country_code: '33', phone_number: '01 23 45 67' }],
          [{ country_code: '+99999', phone_number: '()' }],
        ),
        { maxLength: 2 },
      ),
      companies: idsOf(own.company),
      tags: idsOf(own.tag),
      lists: idsOf(own.contactList),
      custom_fields: customFields('contact'),
    },
    '/companies': {
      name: text,
      description: text,
      website_url: pick(['acme.com', 'https://acme.com/é?q=1'], ['mailto:x@y', 'http://']),
      email: pick(['Hello@Acme.com'], ['nope']),
      arr_estimate: pick([0, 1.5, 1e308], [-1, 'lots']),
      number_of_employees: pick([0, 12, 2 ** 31 - 1], [2 ** 40, 1.5, -3]),
      tags: idsOf(own.tag),
      lists: idsOf(own.companyList),
      contacts: idsOf(own.contact),
      custom_fields: customFields('company'),
    },
    '/tags': {
      name: text,
      contacts: idsOf(own.contact),
      companies: idsOf(own.company),
      tasks: idsOf(own.task),
    },
    '/lists': {
      name: text,
      type: pick(['CONTACT'], ['COMPANY', 'contact']),
      description: text,
      contacts: idsOf(own.contact).map((a) => a.map((id, i) => (i % 2 ? { id } : id))),
    },
    '/notes': { body: text, contacts: idsOf(own.contact) },
    '/tasks': {
      body: text,
      due_date: pick(['2026-12-01T10:00:00+02:00', null], ['2026-02-30T00:00:00Z', 'soon']),
      assignee: pick([own.user], [foreign.user, refs.ownNote]),
      completed: fc.boolean(),
      contacts: idsOf(own.contact),
      tags: idsOf(own.tag),
    },
    '/custom-fields': {
      name: text,
      field_type: pick(['SINGLE_LINE_TEXT', 'USER', 'NUMERIC', 'BOOLEAN', 'DATE'], ['TEXT', 'SINGLE_SELECT']),
      entity_type: pick(['CONTACT', 'COMPANY'], ['NOTE']),
    },
  };
  const shape = shapes[collection] ?? {};
  return fc
    .record(
      Object.fromEntries(
        Object.entries(shape).map(([k, arb]) => [k, required.includes(k) ? arb : field(arb)]),
      ),
    )
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)));
}

/** The collection a route belongs to (`/user-api/v1/notes/:id` is `/notes`). */
const collectionOf = (url: string) => `/${url.slice(BASE.length + 1).split('/')[0]}`;

/** This workspace's record of the route's own kind, to reach past the 404. */
function ownRecordOf(collection: string, refs: Refs): string | null {
  const byCollection: Record<string, string> = {
    '/contacts': refs.own.contact,
    '/companies': refs.own.company,
    '/tags': refs.own.tag,
    '/tasks': refs.own.task,
    '/lists': refs.own.contactList,
    '/notes': refs.ownNote,
    '/custom-fields': refs.own.contactText,
    '/workspace-users': refs.own.user,
  };
  return byCollection[collection] ?? null;
}

interface Generated {
  id: string | null;
  query: [string, string][];
  rawQuery: string | null;
  body: { json: unknown } | { raw: string | Buffer } | null;
  contentType: string | undefined;
}

/** Query parameters the route accepts, with values it accepts (read from its schema). */
function validQuery(route: RouteInfo): fc.Arbitrary<[string, string][]> {
  const properties = route.schema.querystring?.properties ?? {};
  const options: fc.Arbitrary<[string, string]>[] = [];
  for (const [key, schema] of Object.entries<any>(properties)) {
    if (schema.enum)
      options.push(fc.constantFrom(...schema.enum.map((v: string) => [key, v] as [string, string])));
    else if (key === 'include' && schema.pattern) {
      const names = /\(([^)]+)\)/.exec(schema.pattern)?.[1].split('|') ?? [];
      options.push(fc.subarray(names, { minLength: 1 }).map((n) => [key, n.join(',')] as [string, string]));
    } else if (schema.type === 'integer')
      options.push(
        fc
          .integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 })
          .map((n) => [key, String(n)] as [string, string]),
      );
  }
  if (!options.length) return fc.constant([]);
  return fc.uniqueArray(fc.oneof(...options), { maxLength: 3, selector: ([k]) => k });
}

function requestArbitrary(route: RouteInfo, ids: string[], refs: Refs): fc.Arbitrary<Generated> {
  const queryKeys = Object.keys(route.schema.querystring?.properties ?? {});
  const bodyKeys = Object.keys(route.schema.body?.properties ?? {});
  const value = valueArbitrary(ids);
  const queryValue = fc.oneof(
    hostileString,
    hostileNumber.map(String),
    fc.constantFrom(
      'contacts',
      'contacts,contacts',
      ' tags , ',
      ',,',
      'emails,tags,lists,notes',
      'created_at:desc',
      'name',
      'name:asc;drop',
      'CONTACT',
      'company',
      '5',
      '0',
      '100',
      '101',
    ),
  );
  const collection = collectionOf(route.url);
  const ownRecord = ownRecordOf(collection, refs);
  const pathId = route.url.includes(':id')
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constant(ownRecord ?? ids[0]).map(encode) },
        { weight: 3, arbitrary: fc.constantFrom(...ids).map(encode) },
        { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0).map(encode) },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_PATHS) },
      )
    : fc.constant(null);
  const hasBody = Boolean(route.schema.body);
  const body = fc.oneof(
    {
      weight: hasBody ? 16 : 0,
      arbitrary: nearValid(collection, refs, route.schema.body?.required ?? []).map((json) => ({ json })),
    },
    {
      weight: hasBody ? 4 : 1,
      arbitrary: fc
        .dictionary(fc.oneof(fc.constantFrom(...bodyKeys, ...KEYS), hostileString), value, { maxKeys: 5 })
        .map((json) => ({ json })),
    },
    {
      weight: hasBody ? 2 : 0,
      arbitrary: fc
        .constantFrom(...(bodyKeys.length ? bodyKeys : ['x']))
        .chain((k) => value.map((v) => ({ json: { [k]: v } }))),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.constantFrom(...rawBodies).map((raw) => ({ raw })) },
  );
  return fc.record({
    id: pathId,
    query: fc.oneof(
      { weight: 5, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 3, arbitrary: validQuery(route) },
      {
        weight: 2,
        arbitrary: fc.array(
          fc.tuple(
            fc.oneof(
              {
                weight: 3,
                arbitrary: fc.constantFrom(...queryKeys, 'include', 'limit', 'offset', 'order_by'),
              },
              { weight: 1, arbitrary: fc.constantFrom(...KEYS) },
              { weight: 1, arbitrary: hostileString },
            ),
            queryValue,
          ),
          { minLength: 1, maxLength: 3 },
        ),
      },
    ),
    rawQuery: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'limit=%',
          'limit=1&limit=2',
          'a[b][c]=1',
          'include[]=contacts',
          '%zz=1',
          '&&&',
          '=',
          'offset=-0',
          `x=${'y'.repeat(5000)}`,
        ),
      },
    ),
    body: hasBody
      ? body
      : fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: body }),
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
  });
}

function toInject(route: RouteInfo, g: Generated, key: string): InjectOptions {
  const path = g.id === null ? route.url : route.url.replace(':id', g.id);
  const query = [
    ...g.query.map(([k, v]) => `${encode(k)}=${encode(v)}`),
    ...(g.rawQuery ? [g.rawQuery] : []),
  ].join('&');
  const headers: Record<string, string> = { 'x-service-api-key': key };
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
  };
  if (g.body) {
    options.payload = 'raw' in g.body ? g.body.raw : JSON.stringify(g.body.json);
    if (g.contentType) headers['content-type'] = g.contentType;
  }
  return options;
}

/** Every text the request carried, decoded, so that an error echoing it is not mistaken for a leak. */
function sentTexts(g: Generated): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        walk(k);
        walk(x);
      }
  };
  if (g.id) {
    out.push(g.id);
    try {
      out.push(decodeURIComponent(g.id));
    } catch {
      // Not valid percent-encoding: the raw form is enough.
    }
  }
  for (const [k, v] of g.query) out.push(k, v);
  if (g.rawQuery) out.push(g.rawQuery);
  if (g.body) {
    if ('json' in g.body) walk(g.body.json);
    else out.push(g.body.raw.toString());
  }
  return out.filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
}

function checkError(
  res: { statusCode: number; headers: Record<string, any>; body: string },
  inputs: string[],
): void {
  const where = `${res.statusCode} ${res.body.slice(0, 400)}`;
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(Object.keys(body), where).toEqual(['error']);
  expect(Object.keys(body.error).sort(), where).toEqual(['code', 'details', 'message', 'request_id']);
  expect(CODES[res.statusCode], where).toContain(body.error.code);
  expect(typeof body.error.message, where).toBe('string');
  expect(body.error.request_id, where).toBe(res.headers['x-request-id']);
  if (res.statusCode === 405) expect(res.headers.allow, where).toBeTruthy();
  expect(Array.isArray(body.error.details), where).toBe(true);
  for (const d of body.error.details) {
    expect(typeof d.path, where).toBe('string');
    expect(d.path, where).toMatch(/^\/(body|query|path|headers)?/);
    expect(typeof d.message, where).toBe('string');
  }
  const texts = [body.error.message, ...body.error.details.flatMap((d: any) => [d.path, d.message])];
  for (let text of texts as string[]) {
    for (const input of inputs) text = text.split(input).join(' ');
    for (const leak of LEAKS) expect(text, `${leak} in ${where}`).not.toMatch(leak);
  }
}

/**
 * /mcp (API.md section 11): a refusal before the protocol has the contract's
 * body; one of the protocol (a body that is no JSON-RPC message, a GET of a
 * stateless server) is a JSON-RPC error, with nothing leaked either.
 */
function checkMcpError(
  res: { statusCode: number; headers: Record<string, any>; body: string },
  inputs: string[],
): void {
  const body = JSON.parse(res.body);
  if (!('jsonrpc' in body)) return checkError(res, inputs);
  const where = `${res.statusCode} ${res.body.slice(0, 400)}`;
  expect(Object.keys(body).sort(), where).toEqual(['error', 'id', 'jsonrpc']);
  expect(Number.isInteger(body.error.code), where).toBe(true);
  let text = String(body.error.message);
  for (const input of inputs) text = text.split(input).join(' ');
  for (const leak of LEAKS) expect(text, `${leak} in ${where}`).not.toMatch(leak);
}

describeEachDatabase('hostile input', (t) => {
  let ours: Client;
  let theirs: Client;
  let ids: string[];
  let refs: Refs;
  let state: Record<string, Snapshot>;

  beforeAll(async () => {
    ours = await t.workspace();
    theirs = await t.workspace();
    const [own, foreign]: Ids[] = [(await world(t, ours)).ids, (await world(t, theirs)).ids];
    const notes = [
      (await ours.post('/notes', { body: 'own note' })).body.data.id,
      (await theirs.post('/notes', { body: 'their note' })).body.data.id,
    ];
    ids = [
      ...Object.values(own),
      ...Object.values(foreign),
      ...notes,
      ours.workspace.id,
      theirs.workspace.id,
      ours.key_id,
    ];
    refs = { own, foreign, ownNote: notes[0] };
    state = await snapshots(t.handle.db, [ours.workspace.id, theirs.workspace.id]);
  });

  it('fuzzes every API route the app serves', () => {
    const served = printedRoutes(t.app)
      .filter((r) => r.url.startsWith(`${BASE}/`))
      .map((r) => `${r.method} ${r.url}`);
    expect(ROUTES.map((r) => `${r.method} ${r.url}`).sort()).toEqual(served.sort());
    // Every resource module is in: at least the 45 routes of the nine modules.
    expect(ROUTES.filter((r) => r.schema.response).length).toBeGreaterThanOrEqual(45);
  });

  ROUTES.forEach((route, index) => {
    const writes = route.method !== 'GET';
    it(`${route.method} ${route.url}: no 5xx, errors in the contract's shape with nothing leaked, refusals change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, ids, refs), async (g) => {
          const res = await t.app.inject(toInject(route, g, ours.api_key));
          expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
          expect(res.headers['x-request-id']).toBeTruthy();
          const ok = res.statusCode < 300;
          if (!ok) (route.url.endsWith('/mcp') ? checkMcpError : checkError)(res, sentTexts(g));
          const after = await snapshots(t.handle.db, [ours.workspace.id, theirs.workspace.id]);
          // Nothing ever reaches the other workspace; nothing changes ours unless accepted as a write.
          expect(after[theirs.workspace.id]).toEqual(state[theirs.workspace.id]);
          if (!ok || !writes)
            expect(after[ours.workspace.id], `${res.statusCode} ${res.body.slice(0, 300)}`).toEqual(
              state[ours.workspace.id],
            );
          state = after;
        }),
        { seed: SEED + index, numRuns: writes ? 25 : 15, endOnFailure: true },
      );
    });
  });

  it('leaves no reference broken or crossing workspaces', async () => {
    expect(await referenceProblems(t.handle.db as any)).toEqual([]);
  });
});

/**
 * Values at the edges, for every input the route schemas declare (read from
 * the schemas, so a new route, query parameter or body field is covered
 * without new test code): every number and integer in a path, query string
 * or body, including a custom-field value and `limit`/`offset`, gets
 * overflowing, huge, unsafe, negative-zero and fractional values, in
 * exponent form too; every string with a length limit gets a value at the
 * limit (in ASCII and in emoji) and one past it. Whatever the value:
 *
 * - never a 5xx, and every error in the contract's shape;
 * - a value the schema cannot hold (not finite, fractional for an integer,
 *   out of its bounds or of the integers both stores hold, too long or too
 *   short) is a 400 `validation_error` naming exactly its place, and the
 *   request changes nothing;
 * - a number that is accepted is stored as sent (read back from the answer).
 */
type Part = 'path' | 'query' | 'body';

interface Leaf {
  part: Part;
  path: (string | number)[];
  kind: 'number' | 'integer' | 'string' | 'any';
  schema: any;
  /** Inside a union, or typed by the handler rather than the schema: only what no branch takes is sure to be refused. */
  loose: boolean;
}

/** Every numeric, length-limited or untyped value a schema takes, with its place. */
function leavesOf(schema: any, part: Part, path: (string | number)[] = [], loose = false): Leaf[] {
  if (!schema || typeof schema !== 'object' || schema.$ref) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((b: any) => leavesOf(b, part, path, loose || branches.length > 1));
  const types: string[] = [schema.type].flat().filter(Boolean);
  const out: Leaf[] = [];
  if (types.includes('object'))
    for (const [key, sub] of Object.entries<any>(schema.properties ?? {}))
      out.push(...leavesOf(sub, part, [...path, key], loose));
  if (types.includes('array') && schema.items) out.push(...leavesOf(schema.items, part, [...path, 0], loose));
  // A union written as a type array (`["string", "null"]`) is one leaf, not loose: null is not a number.
  if (types.includes('integer')) out.push({ part, path, kind: 'integer', schema, loose });
  else if (types.includes('number')) out.push({ part, path, kind: 'number', schema, loose });
  if (types.includes('string') && (schema.maxLength !== undefined || schema.minLength > 0) && !schema.enum)
    out.push({ part, path, kind: 'string', schema, loose });
  if (!types.length && schema.enum === undefined && schema.const === undefined)
    out.push({ part, path, kind: 'any', schema, loose: true });
  return out;
}

/** JSON and query-string spellings of numbers at the edges. */
const NUMBER_EDGES = [
  '1e400',
  '-1e400',
  '1e21',
  String(2 ** 53 + 1),
  '9223372036854775808',
  '-0',
  '0.1',
  '1E2',
];
/** Spellings only a query string can carry (not JSON numbers), and an exponent that is a small integer. */
const QUERY_ONLY_NUMBERS = ['Infinity', 'NaN', '1e1'];

/** The bounds an integer has once both stores must hold it (src/core/validation.ts). */
const INT32 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

/** Whether a number's spelling is one the schema takes: finite, whole for an integer, in bounds. */
function numberFits(text: string, leaf: Leaf): boolean {
  const v = Number(text);
  if (!Number.isFinite(v)) return false;
  if (leaf.kind === 'any') return true;
  const s = leaf.schema;
  let min = s.minimum ?? -Infinity;
  let max = s.maximum ?? Infinity;
  if (leaf.kind === 'integer') {
    if (!Number.isInteger(v)) return false;
    min = Math.max(min, INT32.minimum);
    max = Math.min(max, INT32.maximum);
  }
  if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return false;
  return v >= min && v <= max;
}

interface Edge {
  leaf: Leaf;
  /** The value: a number's spelling (sent raw), or a string. */
  text: string;
  raw: boolean;
  /** Whether the schema takes it (undefined: it depends on more than the schema). */
  fits: boolean | undefined;
}

function edgesOf(leaf: Leaf): Edge[] {
  if (leaf.kind === 'string') {
    const { minLength = 0, maxLength } = leaf.schema;
    const edges: Edge[] = [];
    const add = (text: string, fits: boolean) => edges.push({ leaf, text, raw: false, fits });
    if (maxLength !== undefined) {
      add('x'.repeat(maxLength), true);
      // Counted in characters, not UTF-16 units: an emoji is one.
      add('😀'.repeat(maxLength), true);
      add('x'.repeat(maxLength + 1), false);
    }
    if (minLength > 0) add('x'.repeat(minLength - 1), false);
    return edges;
  }
  const bounds = [leaf.schema?.minimum, leaf.schema?.maximum]
    .filter((b): b is number => typeof b === 'number')
    .flatMap((b) => [b - 1, b + 1].map(String));
  const texts = [...NUMBER_EDGES, ...bounds, ...(leaf.part === 'body' ? [] : QUERY_ONLY_NUMBERS)];
  return [...new Set(texts)].map((text) => {
    const fits = numberFits(text, leaf);
    // In a union or an untyped place, only a value no branch takes is sure to be refused.
    return { leaf, text, raw: leaf.part === 'body', fits: leaf.loose && fits ? undefined : fits };
  });
}

/** A value the schema takes, for the required parts of a body around an edge. */
function sample(schema: any): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches[0]);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((k: string) => [k, sample(schema.properties[k])]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, 0);
    case 'boolean':
      return false;
    case 'string': {
      const formats: Record<string, string> = {
        'date-time': '2026-01-01T00:00:00.000Z',
        date: '2026-01-01',
        email: 'edge@example.com',
        uri: 'https://example.com',
      };
      return formats[schema.format] ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return null;
  }
}

/** Puts `value` at `path` inside `body`, making the containers on the way from the schema. */
function place(body: any, schema: any, path: (string | number)[], value: unknown): any {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const branches = schema?.anyOf ?? schema?.oneOf;
  const container = branches?.find((b: any) =>
    typeof head === 'number' ? b.type === 'array' : b.properties?.[head],
  );
  const s = container ?? schema;
  const childSchema = typeof head === 'number' ? s?.items : s?.properties?.[head];
  if (typeof head === 'number') {
    const array = Array.isArray(body) ? [...body] : [];
    array[0] = place(array[0] ?? sample(childSchema), childSchema, rest, value);
    return array;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  object[head] = place(object[head] ?? sample(childSchema), childSchema, rest, value);
  return object;
}

const pointerOf = (leaf: Leaf) => `/${leaf.part}${leaf.path.map((p) => `/${p}`).join('')}`;

describeEachDatabase('hostile input at the edges of every schema', (t) => {
  let c: Client;
  let refs: Refs;
  let numeric: Record<'contact' | 'company', string>;
  let counter = 0;

  beforeAll(async () => {
    c = await t.workspace();
    const own = (await world(t, c)).ids;
    const ownNote = (await c.post('/notes', { body: 'own note' })).body.data.id;
    refs = { own, foreign: own, ownNote };
    const field = async (entity_type: string) =>
      (await c.post('/custom-fields', { name: 'Score', field_type: 'NUMERIC', entity_type })).body.data.id;
    numeric = { contact: await field('CONTACT'), company: await field('COMPANY') };
  });

  /** A body the route takes, with unique names so that creates do not collide; the schema's sample elsewhere. */
  function baseBody(route: RouteInfo): unknown {
    const collection = collectionOf(route.url);
    const own = route.url === `${BASE}${collection}` || route.url === `${BASE}${collection}/:id`;
    const name = `Edge ${++counter}`;
    const create = route.method === 'POST';
    const known: Record<string, Record<string, unknown>> = {
      '/contacts': {
        ...(create ? { first_name: name } : {}),
        custom_fields: [{ id: numeric.contact, value: 1 }],
      },
      '/companies': { ...(create ? { name } : {}), custom_fields: [{ id: numeric.company, value: 1 }] },
      '/tags': { name },
      '/lists': create ? { name, type: 'CONTACT' } : { name },
      '/notes': { body: name },
      '/tasks': { body: name },
      '/custom-fields': create ? { name, field_type: 'SINGLE_LINE_TEXT', entity_type: 'CONTACT' } : { name },
    };
    return own && known[collection] ? known[collection] : sample(route.schema.body);
  }

  const isJsonBody = (body: any) => !body || !body.content || 'application/json' in body.content;
  const edgeRoutes = ROUTES.map((route) => {
    const s = route.schema;
    const leaves = [
      ...leavesOf(s.params, 'path'),
      ...leavesOf(s.querystring, 'query'),
      // A CSV body (an import) has no JSON leaves; its edges are the import tests'.
      ...(isJsonBody(s.body) ? leavesOf(s.body, 'body') : []),
    ];
    // An empty path segment is another route's path, not an edge of this one.
    const edges = leaves.flatMap(edgesOf).filter((e) => e.leaf.part !== 'path' || e.text !== '');
    return { route, edges };
  });

  it('finds the numbers and lengths of the schemas, limit and offset and custom-field values among them', () => {
    const names = new Set(
      edgeRoutes.flatMap(({ route, edges }) =>
        edges.map((e) => `${route.method} ${route.url} ${pointerOf(e.leaf)}`),
      ),
    );
    for (const expected of [
      `GET ${BASE}/contacts /query/limit`,
      `GET ${BASE}/contacts /query/offset`,
      `POST ${BASE}/companies /body/arr_estimate`,
      `POST ${BASE}/companies /body/number_of_employees`,
      `PUT ${BASE}/companies/:id /body/arr_estimate`,
      `POST ${BASE}/contacts /body/custom_fields/0/value`,
      `POST ${BASE}/notes /body/body`,
      `GET ${BASE}/notes/:id /path/id`,
    ])
      expect(names).toContain(expected);
  });

  edgeRoutes.forEach(({ route, edges }) => {
    if (!edges.length) return;
    it(`${route.method} ${route.url}: ${edges.length} edge values, each refused by name or stored as sent`, async () => {
      const collection = collectionOf(route.url);
      const ownId = route.method === 'DELETE' ? null : ownRecordOf(collection, refs);
      const snapshot = async () => (await snapshots(t.handle.db, [c.workspace.id]))[c.workspace.id];
      let state = await snapshot();
      // The values the schema refuses go first, and are checked for writes together (a snapshot per
      // request would take minutes); the rest one by one, as a write they make is allowed.
      const ordered = [...edges.filter((e) => e.fits === false), ...edges.filter((e) => e.fits !== false)];
      const refusedTogether: string[] = [];
      for (const edge of ordered) {
        const { leaf, text } = edge;
        if (edge.fits !== false && refusedTogether.length) {
          expect(await snapshot(), refusedTogether.join('\n')).toEqual(state);
          refusedTogether.length = 0;
        }
        const id = leaf.part === 'path' ? text : (ownId ?? 'id_missing');
        // The edge goes in its own path parameter; the others name the record, or one missing.
        let url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          encode(
            leaf.part === 'path' && leaf.path[0] === name
              ? text
              : name === 'id'
                ? (ownId ?? 'id_missing')
                : `${name}_missing`,
          ),
        );
        if (leaf.part === 'query') url += `?${encode(String(leaf.path[0]))}=${encode(text)}`;
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          headers: { 'x-service-api-key': c.api_key },
        };
        let sent: unknown;
        if (route.schema.body) {
          sent = baseBody(route);
          if (leaf.part === 'body') {
            // Numbers go out as written (1e400 must reach the parser as text); strings as JSON strings.
            const marker = `\u0001edge${counter}\u0001`;
            sent = place(sent, route.schema.body, leaf.path, marker);
            const json = JSON.stringify(sent);
            options.payload = json.replace(JSON.stringify(marker), edge.raw ? text : JSON.stringify(text));
          } else options.payload = JSON.stringify(sent);
          options.headers!['content-type'] = 'application/json';
        }
        const res = await t.app.inject(options);
        const where = `${route.method} ${pointerOf(leaf)} = ${text.slice(0, 40)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        const ok = res.statusCode < 300;
        // An export answers CSV or JSON Lines; every other answer, and every error, is JSON.
        const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
        const body = res.body && json ? JSON.parse(res.body) : null;
        if (!ok) checkError(res, [text, id, ...(options.payload ? [String(options.payload)] : [])]);
        const named = ok
          ? []
          : (body.error.details as { path: string; message: string }[]).filter(
              (d) => d.path === pointerOf(leaf),
            );
        if (edge.fits === false) {
          expect(res.statusCode, where).toBe(400);
          expect(body.error.code, where).toBe('validation_error');
          expect(named.length, where).toBeGreaterThan(0);
        } else if (edge.fits === true && res.statusCode === 400) {
          // Refused for another reason (a format, a pattern), never for its size.
          for (const d of named) expect(d.message, where).not.toMatch(/at (most|least)|finite|between/);
        }
        // A number the API takes is the number it keeps.
        const field = leaf.path.length === 1 && leaf.part === 'body' ? String(leaf.path[0]) : null;
        if (ok && field && edge.raw && body?.data && field in body.data)
          expect(body.data[field], where).toBe(Number(text) === 0 ? 0 : Number(text));
        if (edge.fits === false) refusedTogether.push(where);
        else if (!ok) expect(await snapshot(), where).toEqual(state);
        else if (route.method !== 'GET') state = await snapshot();
      }
      if (refusedTogether.length) expect(await snapshot(), refusedTogether.join('\n')).toEqual(state);
    });
  });
});
