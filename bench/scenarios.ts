import { fetchEtags, type Target } from './conditional.js';
import type { BenchWorkspace } from './dataset.js';
import type { LoadRequest } from './load.js';

/**
 * The scenarios of the benchmark, a to p (with ek and ew beside e, and after
 * h the conditional polls a304, b304, c304 and the mix of reads and writes),
 * against the first seeded workspace. Reads rotate over the workspace's
 * records with a stride so that consecutive requests touch unrelated rows;
 * writes carry unique data.
 */
export const BASE = '/user-api/v1';

/** The pages of b and c. */
const B_PAGE = '/contacts?limit=25&order_by=created_at:desc';
const C_PAGE = '/contacts?limit=25&order_by=full_name:asc&include=emails,companies,tags';

export interface Scenario extends LoadRequest {
  key: string;
  /** The request as a reader sees it in the results table. */
  label: string;
  /** The limit it is compared with: a record-sized body (a) or a page-sized one (c). */
  limit: 'a' | 'c';
  /** Records written per request (a batch): the results table also shows records/s. */
  records?: number;
  /** Run while the workspace has one enabled webhook (bench/webhooks.ts), compared with e. */
  webhook?: boolean;
  /** The key it sends, when not the workspace's full key (br: a `contacts:read` key). */
  apiKey?: string;
  /**
   * Called against the running server just before the scenario's probe and
   * load (the polls fetch their ETags there); what it returns is logged.
   */
  prepare?(target: Target): Promise<string>;
}

/** 0, s, 2s, ... modulo n: with s prime to n, every index once per cycle, far apart. */
function rotation(n: number) {
  const stride = 7919 % n === 0 ? 7907 : 7919;
  let k = 0;
  return () => {
    const i = (k * stride) % n;
    k++;
    return i;
  };
}

export function scenarios(ws: BenchWorkspace, runId: string, deepOffset: number): Scenario[] {
  const contacts = ws.contactIds;
  const nextContact = rotation(contacts.length);
  const get = (key: string, path: string, limit: 'a' | 'c'): Scenario => ({
    key,
    label: `GET ${path}`,
    limit,
    method: 'GET',
    next: () => ({ path: BASE + path }),
  });
  let created = 0;
  let hooked = 0;
  let keyed = 0;
  let listed = 0;
  const lists = ws.contactListIds;
  return [
    {
      key: 'a',
      label: 'GET /contacts/:id',
      limit: 'a',
      method: 'GET',
      next: () => ({ path: `${BASE}/contacts/${contacts[nextContact()]}` }),
    },
    get('b', B_PAGE, 'c'),
    { ...get('br', B_PAGE, 'c'), label: `GET ${B_PAGE} with a contacts:read key`, apiKey: ws.readKey },
    get('c', C_PAGE, 'c'),
    get('d', '/companies?limit=25&order_by=name:asc&include=tags,contacts,custom_fields', 'c'),
    {
      key: 'e',
      label: 'POST /contacts (2 e-mails, 2 tags, 1 company)',
      limit: 'a',
      method: 'POST',
      next: () => newContact(ws, `load-${runId}`, created++),
    },
    {
      // e while every event it records is delivered to a webhook: what delivery costs the writes.
      key: 'ew',
      label: 'POST /contacts as e, with one enabled webhook (receiver answers 204 at once)',
      limit: 'a',
      method: 'POST',
      webhook: true,
      next: () => newContact(ws, `hooked-${runId}`, hooked++),
    },
    {
      // e with a fresh Idempotency-Key on every request: what storing the answer costs.
      key: 'ek',
      label: 'POST /contacts as e, each with a new Idempotency-Key',
      limit: 'a',
      method: 'POST',
      next: () => {
        const k = keyed++;
        const tags = ws.tagIds;
        const body = {
          first_name: 'Keyed',
          last_name: `Test ${k}`,
          emails: [`keyed-${runId}-${k}@bench.example`, `keyed-${runId}-${k}-work@bench.example`],
          tags: [tags[k % tags.length], tags[(k + 1) % tags.length]],
          companies: [ws.companyIds[k % ws.companyIds.length]],
        };
        return {
          path: `${BASE}/contacts`,
          body: JSON.stringify(body),
          headers: { 'idempotency-key': `bench-${runId}-${k}` },
        };
      },
    },
    {
      key: 'f',
      label: 'PUT /lists/:id (50 contacts)',
      limit: 'a',
      method: 'PUT',
      next: () => {
        const k = listed++;
        const start = (k * 50) % Math.max(1, contacts.length - 50);
        const body = { contacts: contacts.slice(start, start + 50) };
        return { path: `${BASE}/lists/${lists[k % lists.length]}`, body: JSON.stringify(body) };
      },
    },
    get('g', `/contacts?limit=25&offset=${deepOffset}`, 'c'),
    get('h', '/tasks?order_by=due_date:asc&include=tags', 'c'),
    ...pollScenarios(ws),
    mixScenario(ws, runId),
    ...findingScenarios(ws, runId),
    batchScenario(ws, runId),
  ];
}

/**
 * a304, b304, c304: the requests of a, b and c, each with `If-None-Match`
 * naming the ETag its URL has (API.md section 10): a client polling for
 * changes when there are none. The ETags are fetched just before the
 * scenario (`prepare`), for every URL it rotates over: every contact of the
 * workspace for a304 (in the rotation of a, so that as many answers are
 * computed rather than remembered as in a), the one page for b304 and c304.
 * Every answer must be 304; any other counts as unexpected.
 */
export function pollScenarios(ws: BenchWorkspace): Scenario[] {
  const poll = (
    key: string,
    label: string,
    limit: 'a' | 'c',
    paths: string[],
    nextPath: () => string,
  ): Scenario => {
    let etags = new Map<string, string>();
    return {
      key,
      label: `${label}; any answer but 304 is unexpected`,
      limit,
      method: 'GET',
      expect: 304,
      async prepare(target) {
        const started = Date.now();
        etags = await fetchEtags(target, paths);
        return `${etags.size} of ${paths.length} ETags fetched in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      },
      next: () => {
        const path = nextPath();
        const etag = etags.get(path);
        return { path, headers: etag === undefined ? undefined : { 'if-none-match': etag } };
      },
    };
  };
  const contactPaths = ws.contactIds.map((id) => `${BASE}/contacts/${id}`);
  const nextContact = rotation(contactPaths.length);
  const page = (path: string) => () => BASE + path;
  return [
    poll(
      'a304',
      "GET /contacts/:id as a, If-None-Match: the contact's current ETag (fetched for every contact of the workspace before the run)",
      'a',
      contactPaths,
      () => contactPaths[nextContact()],
    ),
    poll(
      'b304',
      `GET ${B_PAGE} as b, If-None-Match: its current ETag (fetched before the run)`,
      'c',
      [BASE + B_PAGE],
      page(B_PAGE),
    ),
    poll(
      'c304',
      `GET ${C_PAGE} as c, If-None-Match: its current ETag (fetched before the run)`,
      'c',
      [BASE + C_PAGE],
      page(C_PAGE),
    ),
  ];
}

/** The read of the mix: the newest contacts with their tags, what a polling trigger asks for. */
export const MIX_READ = '/contacts?order_by=created_at:desc&limit=25&include=tags';
/** One request in this many of the mix is a write (5%). */
export const MIX_WRITE_EVERY = 20;

/**
 * mix: 95% reads of MIX_READ and 5% creates as e (every 20th request, over
 * all connections) on the same workspace, so that every create makes the
 * kept answer of the read stale (and changes it: the new contact is the
 * first of the page). Reads and writes are also reported apart.
 */
export function mixScenario(ws: BenchWorkspace, runId: string): Scenario {
  let requests = 0;
  let created = 0;
  return {
    key: 'mix',
    label:
      `GET ${MIX_READ} (95%) and POST /contacts as e (5%: every ${MIX_WRITE_EVERY}th request), ` +
      'same workspace',
    limit: 'c',
    method: 'GET',
    byKind: true,
    next: () => {
      if (++requests % MIX_WRITE_EVERY) return { path: BASE + MIX_READ, kind: 'read' };
      return {
        ...newContact(ws, `mix-${runId}`, created++),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        kind: 'write',
      };
    },
  };
}

/** The request of e and ew: a new contact with 2 e-mails, 2 tags and 1 company. */
function newContact(ws: BenchWorkspace, prefix: string, k: number) {
  const tags = ws.tagIds;
  const body = {
    first_name: 'Load',
    last_name: `Test ${k}`,
    emails: [`${prefix}-${k}@bench.example`, `${prefix}-${k}-work@bench.example`],
    tags: [tags[k % tags.length], tags[(k + 1) % tags.length]],
    companies: [ws.companyIds[k % ws.companyIds.length]],
  };
  return { path: `${BASE}/contacts`, body: JSON.stringify(body) };
}

/** Records in one request of scenario p: the most a batch takes (API.md section 7). */
const BATCH_SIZE = 100;

/**
 * p: `POST /contacts/batch` of 100 new contacts with 2 e-mails and 2 tags
 * each, the bulk write of an automation tool; its rate in contacts/s is
 * requests/s x 100 (compared with the page-sized limit, as its answer is
 * larger than a page).
 */
function batchScenario(ws: BenchWorkspace, runId: string): Scenario {
  let batches = 0;
  const tags = ws.tagIds;
  return {
    key: 'p',
    label: `POST /contacts/batch (${BATCH_SIZE} contacts, 2 e-mails and 2 tags each)`,
    limit: 'c',
    records: BATCH_SIZE,
    method: 'POST',
    next: () => {
      const b = batches++;
      const records = Array.from({ length: BATCH_SIZE }, (_, i) => {
        const k = b * BATCH_SIZE + i;
        return {
          first_name: 'Batch',
          last_name: `Test ${k}`,
          emails: [`batch-${runId}-${k}@bench.example`, `batch-${runId}-${k}-work@bench.example`],
          tags: [tags[k % tags.length], tags[(k + 1) % tags.length]],
        };
      });
      return { path: `${BASE}/contacts/batch`, body: JSON.stringify({ records }) };
    },
  };
}

/**
 * Finding and writing as an automation tool does (API.md sections 6 and 7):
 * look a record up by a value it has, search by a typed prefix, filter by a
 * tag, upsert by e-mail, add one tag.
 */
export function findingScenarios(ws: BenchWorkspace, runId: string): Scenario[] {
  const rotate = <T>(values: T[]) => {
    const next = rotation(values.length);
    return () => values[next()];
  };
  const email = rotate(ws.emails);
  const prefix = rotate(ws.lastNamePrefixes);
  const domain = rotate(ws.domains);
  const contact = rotate(ws.contactIds);
  const tag = rotate(ws.tagIds);
  let upserted = 0;
  const read = (key: string, label: string, limit: 'a' | 'c', path: () => string): Scenario => ({
    key,
    label,
    limit,
    method: 'GET',
    next: () => ({ path: BASE + path() }),
  });
  return [
    read(
      'i',
      'GET /contacts?email=<an existing address>',
      'a',
      () => `/contacts?email=${encodeURIComponent(email())}`,
    ),
    read('j', 'GET /contacts?q=<a last-name prefix>&limit=25', 'c', () => `/contacts?q=${prefix()}&limit=25`),
    read(
      'k',
      'GET /contacts?tag=<a tag on 5% of contacts>&order_by=created_at:desc',
      'c',
      () => `/contacts?tag=${ws.fivePercentTagId}&order_by=created_at:desc`,
    ),
    read('l', 'GET /companies?domain=<a host>', 'a', () => `/companies?domain=${domain()}`),
    {
      key: 'm',
      label: 'POST /contacts?match_on=email (half new, half existing addresses)',
      limit: 'a',
      method: 'POST',
      next: () => {
        const k = upserted++;
        const address = k % 2 ? `upsert-${runId}-${k}@bench.example` : email();
        const body = { first_name: 'Upsert', last_name: `Bench ${k}`, emails: [address] };
        return { path: `${BASE}/contacts?match_on=email`, body: JSON.stringify(body) };
      },
    },
    {
      key: 'n',
      label: 'PATCH /contacts/:id {"tags": {"add": [one tag]}}',
      limit: 'a',
      method: 'PATCH',
      next: () => ({
        path: `${BASE}/contacts/${contact()}`,
        body: JSON.stringify({ tags: { add: [tag()] } }),
      }),
    },
    // The MCP server (API.md section 11): b's page through the `search` tool, and `tools/list`.
    mcp('mcp-b', 'POST /mcp tools/call search: the page of b', 'c', {
      method: 'tools/call',
      params: { name: 'search', arguments: { resource: 'contacts', order_by: 'created_at:desc', limit: 25 } },
    }),
    mcp('mcp-list', 'POST /mcp tools/list', 'a', { method: 'tools/list' }),
  ];
}

/** A stateless Streamable HTTP request to the MCP server: one JSON-RPC message in, JSON or an event stream out. */
function mcp(key: string, label: string, limit: 'a' | 'c', message: object): Scenario {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, ...message });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  return { key, label, limit, method: 'POST', next: () => ({ path: `${BASE}/mcp`, headers, body }) };
}

/** The paths whose answers size the limit server's bodies. */
export function limitSamples(ws: BenchWorkspace): { a: string; c: string } {
  return {
    a: `${BASE}/contacts/${ws.contactIds[0]}`,
    c: BASE + C_PAGE,
  };
}
