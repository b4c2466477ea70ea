import { Ajv, type ValidateFunction } from 'ajv';
import { AppError, detailsFromValidation, validationError } from '../../core/errors.js';
import {
  type Area,
  areaOfPath,
  holds,
  insufficientScope,
  type Level,
  resourceAreas,
} from '../../core/scopes.js';
import type { ApiContract } from './mcp.contract.js';
import { describeWorkspace } from './mcp.describe.js';
import { type Caller, partKey, queryString, rest, toolFingerprint } from './mcp.rest.js';
import { appErrorResult, dataResult, errorResult, resultOf, type ToolResult } from './mcp.results.js';

/**
 * The nine tools of API.md section 11. Each one is the REST request it
 * stands for (mcp.rest.ts); its input schema is built from the routes'
 * schemas (mcp.contract.ts), and arguments it does not name are refused.
 */

type Json = Record<string, unknown>;
/** A call's arguments, as the tool's input schema validated them; each tool reads its own. */
type Args = Record<string, unknown>;

/** The arguments of `search`. */
interface SearchArgs extends Args {
  resource: string;
  filters?: Record<string, string | number | boolean | (string | number)[]>;
  q?: string;
  order_by?: string;
  limit?: number;
  offset?: number;
  include?: string | string[];
}

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: false;
}

interface ToolSpec {
  name: string;
  title: string;
  /** The level the tool needs on the area it works on. */
  level: Level;
  annotations: ToolAnnotations;
  description: string;
  input(contract: ApiContract): Json;
  /** Areas whose grant lists the tool (it also needs its level on the area of each call). */
  areas(contract: ApiContract): Area[];
  run(call: ToolCall): Promise<ToolResult>;
}

interface ToolCall {
  caller: Caller;
  contract: ApiContract;
  args: Args;
  requestId: string;
}

const annotations = (readOnly: boolean, destructive: boolean, idempotent: boolean): ToolAnnotations => ({
  readOnlyHint: readOnly,
  destructiveHint: destructive,
  idempotentHint: idempotent,
  openWorldHint: false,
});

/** The areas of the MCP resources: every record resource's (not the feed's nor webhooks'). */
const recordAreas = (): Area[] => [...resourceAreas()];

const names = (contract: ApiContract, keep: (r: ApiContract['resources'][number]) => boolean) =>
  contract.resources.filter(keep).map((r) => r.name);

const resourceArg = (list: string[], what: string): Json => ({
  type: 'string',
  enum: list,
  description: `The resource, as its path names it (${what}).`,
});

const commaList = (description: string, items: Json = { type: 'string' }): Json => ({
  anyOf: [{ type: 'array', items, maxItems: 100 }, { type: 'string' }],
  description: `${description} An array of names, or one comma-separated string.`,
});

const idsArg = (description: string): Json => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  minItems: 1,
  maxItems: 100,
  description,
});

const idempotencyArg = (contract: ApiContract): Json => ({
  ...contract.idempotencyKey,
  description:
    'Optional: makes the call safe to retry. The same call sent again with the same key gets the first answer back ' +
    '(with `_meta.idempotent_replayed`) and writes nothing; the key with other arguments is refused. Keys are shared ' +
    'with the REST API`s Idempotency-Key header.',
});

const object = (properties: Json, required: string[] = []): Json => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** The value of a filter: the query string's form, or an array meaning any of its items. */
const FILTER_VALUE: Json = {
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', maxItems: 100, items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
  ],
};

function filtersArg(contract: ApiContract): Json {
  const gathered: Record<string, { anyOf: unknown; resources: string[]; about?: string }> = {};
  for (const resource of contract.resources)
    for (const [name, schema] of Object.entries(resource.filters)) {
      if (name === 'q') continue;
      const entry = (gathered[name] ??= {
        anyOf: FILTER_VALUE.anyOf,
        resources: [],
        about: schema.description,
      });
      entry.resources.push(resource.name);
    }
  const properties: Json = {};
  for (const [name, entry] of Object.entries(gathered)) {
    properties[name] = {
      anyOf: entry.anyOf,
      description: `${entry.about ?? name} (${entry.resources.join(', ')}).`,
    };
  }
  return {
    type: 'object',
    properties,
    additionalProperties: false,
    description:
      'Filters of API.md section 6, combined with AND: name -> value (the query string form, or an array meaning any ' +
      'of its items). Each filter applies to the resources named in its description; `describe` lists them per resource.',
  };
}

const recordsArg = (min: number, max: number, description: string): Json => ({
  type: 'array',
  items: { type: 'object' },
  minItems: min,
  maxItems: max,
  description,
});

const readOutput: Json = {
  type: 'object',
  properties: { data: {}, meta: { type: 'object' } },
  required: ['data'],
};

/** A read tool's REST request: a GET of `url`. */
const readThrough = ({ caller, requestId }: ToolCall, url: string) =>
  rest(caller, { method: 'GET', url }, requestId);

/** A write tool's REST request, under the call's `idempotency_key`, compared as the tool's call. */
const writeThrough = (
  { caller, args, requestId }: ToolCall,
  tool: string,
  method: 'POST' | 'PATCH',
  url: string,
  body: unknown,
) =>
  rest(
    caller,
    {
      method,
      url,
      body,
      idempotencyKey: args.idempotency_key as string | undefined,
      fingerprint: toolFingerprint(tool, args),
    },
    requestId,
  );

export const TOOLS: ToolSpec[] = [
  {
    name: 'describe',
    title: 'Describe the workspace',
    level: 'read',
    annotations: annotations(true, false, true),
    description:
      'What this key can see in the CRM workspace: each resource with its fields and their types, its filters, its ' +
      '`order_by` fields and includes; the custom fields with their options; the event types of the change feed. ' +
      'Call it first, before searching or writing. It takes no arguments: {}.',
    input: () => object({}),
    areas: () => [],
    run: async ({ caller, contract, requestId }) => describeWorkspace(caller, contract, requestId),
  },
  {
    name: 'search',
    title: 'Search records',
    level: 'read',
    annotations: annotations(true, false, true),
    description:
      'Finds records of one resource by filters and words, a page at a time (`meta.total` counts all matches). Use it ' +
      'to look a record up before creating it, e.g. {"resource": "contacts", "filters": {"email": "ada@example.com"}} ' +
      'or {"resource": "companies", "q": "acme", "include": ["tags"], "limit": 10}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, () => true),
            'workspace-users included',
          ),
          filters: filtersArg(contract),
          q: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
            description: 'Words every one of which starts a word of the record (names, e-mails, bodies).',
          },
          order_by: {
            type: 'string',
            description: '`<field>:asc` or `<field>:desc`; `describe` lists the fields.',
          },
          limit: contract.limit,
          offset: contract.offset,
          include: commaList('Relations to embed in each record (`describe` lists them).'),
        },
        ['resource'],
      ),
    areas: () => [],
    run: async (call) => {
      const { resource, filters = {}, q, order_by, limit, offset, include } = call.args as SearchArgs;
      const answer = await readThrough(
        call,
        `/${resource}${queryString({ ...filters, q, order_by, limit, offset, include })}`,
      );
      return resultOf(answer, { filters: new Set(Object.keys(filters)) });
    },
  },
  {
    name: 'get',
    title: 'Get records by ID',
    level: 'read',
    annotations: annotations(true, false, true),
    description:
      'Reads up to 100 records of one resource by their IDs; IDs not found are simply absent from `data`. E.g. ' +
      '{"resource": "contacts", "ids": ["con_01jd8k2m3n4p5q6r7s8t9v0w1y"], "include": ["emails", "tags"]}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, () => true),
            'workspace-users included',
          ),
          ids: idsArg('The IDs of the records to read (1 to 100).'),
          include: commaList('Relations to embed in each record (`describe` lists them).'),
        },
        ['resource', 'ids'],
      ),
    areas: () => [],
    run: async (call) => {
      const { resource, ids, include } = call.args;
      return resultOf(await readThrough(call, `/${resource}${queryString({ ids, limit: 100, include })}`));
    },
  },
  {
    name: 'create',
    title: 'Create records',
    level: 'write',
    annotations: annotations(false, false, false),
    description:
      'Creates 1 to 100 records of one resource in one transaction (all or nothing), each record as the REST POST ' +
      'body takes it. With `match_on` it is an upsert: a record matching an existing one updates it instead. E.g. ' +
      '{"resource": "contacts", "records": [{"full_name": "Ada Lovelace", "emails": ["ada@example.com"]}], ' +
      '"match_on": "email"}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, (r) => r.batch),
            'those that take writes',
          ),
          records: recordsArg(
            1,
            100,
            'The records to create, each a POST body of the resource (`describe`).',
          ),
          match_on: {
            type: 'string',
            enum: [...new Set(contract.resources.flatMap((r) => r.matchOn))],
            description:
              'Upsert on this value: contacts `email`, companies `domain` or `name`, tags, lists and custom-fields `name`.',
          },
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'records'],
      ),
    areas: recordAreas,
    run: async (call) =>
      resultOf(
        await writeThrough(
          call,
          'create',
          'POST',
          `/${call.args.resource}/batch${queryString({ match_on: call.args.match_on })}`,
          {
            records: call.args.records,
          },
        ),
      ),
  },
  {
    name: 'update',
    title: 'Update records',
    level: 'write',
    annotations: annotations(false, true, true),
    description:
      'Changes 1 to 100 records of one resource in one transaction (all or nothing): each record is {"id": ..., ' +
      'fields to change}. An array of related IDs replaces the links; {"add": [...], "remove": [...]} changes them. ' +
      'E.g. {"resource": "contacts", "records": [{"id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y", "job_title": "CTO", ' +
      '"tags": {"add": ["tag_01jd8k2m3n4p5q6r7s8t9v0w22"]}}]}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, (r) => r.batch),
            'those that take writes',
          ),
          records: recordsArg(1, 100, 'The changes, each {"id": ..., <PATCH body>} (`describe`).'),
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'records'],
      ),
    areas: recordAreas,
    run: async (call) =>
      resultOf(
        await writeThrough(call, 'update', 'PATCH', `/${call.args.resource}/batch`, {
          records: call.args.records,
        }),
      ),
  },
  {
    name: 'delete',
    title: 'Delete records',
    level: 'delete',
    annotations: annotations(false, true, true),
    description:
      'Deletes 1 to 100 records of one resource, all or none: an ID not in the workspace deletes nothing. It cannot be ' +
      'undone. E.g. {"resource": "tags", "ids": ["tag_01jd8k2m3n4p5q6r7s8t9v0w22"]}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, (r) => r.deletable),
            'those that can be deleted',
          ),
          ids: idsArg('The IDs of the records to delete (1 to 100).'),
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'ids'],
      ),
    areas: recordAreas,
    run: deleteRecords,
  },
  {
    name: 'merge',
    title: 'Merge duplicates',
    level: 'delete',
    annotations: annotations(false, true, false),
    description:
      'Merges 1 to 20 duplicate contacts or companies into a target record, which keeps their e-mails, phones, links ' +
      'and notes; the merged records are deleted. Find candidates with `duplicates`. E.g. {"resource": "contacts", ' +
      '"target": "con_01jd8k2m3n4p5q6r7s8t9v0w1y", "records": ["con_01jd8k2m3n4p5q6r7s8t9v0w1z"]}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, (r) => r.merge),
            'contacts or companies',
          ),
          target: { type: 'string', minLength: 1, description: 'The ID of the record that stays.' },
          records: {
            type: 'array',
            items: { type: 'string' },
            minItems: 1,
            maxItems: 20,
            description: 'The IDs of the records merged into the target (1 to 20).',
          },
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'target', 'records'],
      ),
    areas: (contract) => names(contract, (r) => r.merge).map(areaOfPath),
    run: async (call) => {
      const { resource, target, records } = call.args as {
        resource: string;
        target: string;
        records: string[];
      };
      const answer = await writeThrough(
        call,
        'merge',
        'POST',
        `/${resource}/${encodeURIComponent(target)}/merge`,
        {
          [resource]: records,
        },
      );
      return resultOf(answer, { mergeKey: resource });
    },
  },
  {
    name: 'duplicates',
    title: 'Find duplicates',
    level: 'read',
    annotations: annotations(true, false, true),
    description:
      'Lists groups of contacts (sharing an e-mail or phone) or companies (sharing a website host or name) that look ' +
      'like duplicates, to merge with `merge`. E.g. {"resource": "contacts", "limit": 10}.',
    input: (contract) =>
      object(
        {
          resource: resourceArg(
            names(contract, (r) => r.duplicates),
            'contacts or companies',
          ),
          limit: contract.limit,
          offset: contract.offset,
        },
        ['resource'],
      ),
    areas: (contract) => names(contract, (r) => r.duplicates).map(areaOfPath),
    run: async (call) => {
      const { resource, limit, offset } = call.args;
      return resultOf(await readThrough(call, `/${resource}/duplicates${queryString({ limit, offset })}`));
    },
  },
  {
    name: 'events',
    title: 'Read the change feed',
    level: 'read',
    annotations: annotations(true, false, true),
    description:
      'Reads the change feed, oldest first: what was created, updated, deleted, linked and unlinked, by which key. ' +
      'Pass the `next_cursor` of an answer as `after` to read on. E.g. {"types": ["contact.created"], "limit": 50}.',
    input: (contract) =>
      object({
        after: { ...contract.events.after, description: 'Read the events after this cursor.' },
        limit: contract.events.limit ?? contract.limit,
        types: commaList('Event types to keep, e.g. contact.created, link.added.'),
        resource_id: { ...contract.events.resource_id, description: 'Only the events of this record.' },
      }),
    areas: () => ['events'],
    run: async (call) => {
      const { after, limit, types, resource_id } = call.args;
      return resultOf(await readThrough(call, `/events${queryString({ after, limit, types, resource_id })}`));
    },
  },
];

/** A key sees a tool when it holds the tool's level on one of its areas (or the tool needs none). */
export function toolListed(tool: ToolSpec, contract: ApiContract, caller: Caller): boolean {
  const areas = tool.areas(contract);
  return areas.length === 0 || areas.some((area) => holds(caller, area, tool.level));
}

/** The tools as `tools/list` answers them, for this key. */
export function listTools(contract: ApiContract, caller: Caller): Json[] {
  return TOOLS.filter((tool) => toolListed(tool, contract, caller)).map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.input(contract),
    outputSchema:
      tool.name === 'describe' ? { type: 'object', properties: { data: { type: 'object' } } } : readOutput,
    annotations: { title: tool.title, ...tool.annotations },
  }));
}

const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, removeAdditional: false });
const validators = new WeakMap<ApiContract, Map<string, ValidateFunction>>();

function validatorOf(tool: ToolSpec, contract: ApiContract): ValidateFunction {
  let byTool = validators.get(contract);
  if (!byTool) validators.set(contract, (byTool = new Map()));
  let validate = byTool.get(tool.name);
  if (!validate) byTool.set(tool.name, (validate = ajv.compile(tool.input(contract)) as ValidateFunction));
  return validate;
}

/** Arguments nest at most this deep (a record's deepest part is a few levels down). */
export const MAX_DEPTH = 32;

/** The path of the first value nested deeper than MAX_DEPTH, if any (walked without recursion). */
function tooDeep(value: unknown, root: string): string | null {
  const stack: Array<{ node: unknown; path: string; depth: number }> = [
    { node: value, path: root, depth: 0 },
  ];
  while (stack.length) {
    const { node, path, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_DEPTH) return path;
    for (const [key, child] of Object.entries(node))
      stack.push({
        node: child,
        path: `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        depth: depth + 1,
      });
  }
  return null;
}

/** The area a call works on, when its `resource` names one. */
function areaOfCall(tool: ToolSpec, args: Args): Area | null {
  if (tool.name === 'events') return 'events';
  const resource = args.resource;
  if (typeof resource !== 'string' || resource === 'workspace-users') return null;
  const area = areaOfPath(resource);
  return recordAreas().includes(area) ? area : null;
}

/**
 * Calls a tool of the table (the caller checked the name): the key's scope
 * first, then the arguments (403 before 400, as over REST), then the REST
 * request. Every refusal is a result with `isError`.
 */
export async function callTool(
  tool: ToolSpec,
  rawArgs: unknown,
  caller: Caller,
  contract: ApiContract,
): Promise<ToolResult> {
  const requestId = caller.requestId();
  const args: Args =
    rawArgs && typeof rawArgs === 'object' && !Array.isArray(rawArgs) ? (rawArgs as Args) : {};
  const area = areaOfCall(tool, args);
  if (
    !toolListed(tool, contract, caller) ||
    (area && tool.areas(contract).length && !holds(caller, area, tool.level))
  )
    return appErrorResult(
      area
        ? insufficientScope([{ area, level: tool.level }])
        : new AppError(
            403,
            'insufficient_scope',
            `This API key cannot use the ${tool.name} tool; its scopes do not allow it.`,
            [
              {
                path: '/scope',
                message: `this key lacks ${tool.level} on ${tool.areas(contract).join(', ')}`,
              },
            ],
          ),
      requestId,
    );
  if (rawArgs !== undefined && (rawArgs === null || typeof rawArgs !== 'object' || Array.isArray(rawArgs)))
    return appErrorResult(validationError([{ path: '/arguments', message: 'must be object' }]), requestId);
  const deep = tooDeep(args, '/arguments');
  if (deep)
    return appErrorResult(
      validationError([{ path: deep, message: `is nested more than ${MAX_DEPTH} levels deep` }]),
      requestId,
    );
  const validate = validatorOf(tool, contract);
  if (!validate(args))
    return appErrorResult(
      validationError(detailsFromValidation(validate.errors ?? [], 'arguments')),
      requestId,
    );
  return tool.run({ caller, contract, args, requestId });
}

/**
 * `delete`: all or nothing over the records' own DELETE routes. Every ID is
 * looked up first (none missing, or nothing is deleted); then each record
 * is deleted as `DELETE /<resource>/:id` answers it. Under an
 * `idempotency_key`, the first DELETE carries the key itself (so that a
 * REST request reusing it is refused) and the others keys derived from it;
 * a retry of a call that ran replays each stored answer.
 */
async function deleteRecords(call: ToolCall): Promise<ToolResult> {
  const { caller, args, requestId } = call;
  const ids = args.ids as string[];
  const key = args.idempotency_key as string | undefined;
  const part = (index: number) =>
    key === undefined
      ? {}
      : {
          idempotencyKey: partKey(key, 'delete', args, index),
          fingerprint: toolFingerprint('delete', args, index),
        };
  const found = await readThrough(call, `/${args.resource}${queryString({ ids, limit: 100 })}`);
  if (found.status !== 200) return resultOf(found);
  const present = new Set((found.body as { data: { id: string }[] }).data.map((r) => r.id));
  const missing = ids.map((id, index) => ({ id, index })).filter(({ id }) => !present.has(id));
  if (missing.length) {
    // A retry of a call that deleted them replays its stored answers; anything else is a 404.
    const first = missing[0];
    const retried =
      key === undefined
        ? null
        : await rest(
            caller,
            {
              method: 'DELETE',
              url: `/${args.resource}/${encodeURIComponent(first.id)}`,
              ...part(first.index),
            },
            requestId,
          );
    if (!retried || retried.headers['idempotent-replayed'] !== 'true' || retried.status >= 400)
      return appErrorResult(
        new AppError(
          404,
          'not_found',
          `${missing.length === 1 ? 'An ID is' : 'Some IDs are'} not in this workspace; nothing was deleted.`,
          missing.map(({ id, index }) => ({
            path: `/arguments/ids/${index}`,
            message: `no record with ID "${id}" exists in this workspace`,
          })),
        ),
        requestId,
      );
  }
  const data: unknown[] = [];
  let replayed = key !== undefined;
  for (const [index, id] of ids.entries()) {
    const answer = await rest(
      caller,
      { method: 'DELETE', url: `/${args.resource}/${encodeURIComponent(id)}`, ...part(index) },
      requestId,
    );
    if (answer.status >= 400) return errorResult(answer, { idsIndex: index });
    replayed &&= answer.headers['idempotent-replayed'] === 'true';
    data.push(answer.body?.data);
  }
  return dataResult({ data }, replayed);
}
