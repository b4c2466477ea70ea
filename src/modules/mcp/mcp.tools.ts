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
import { inProse } from '../../core/prose.js';
import type { ApiContract, ResourceContract } from './mcp.contract.js';
import { describeWorkspace } from './mcp.describe.js';
import { type Caller, partKey, queryString, rest, toolFingerprint } from './mcp.rest.js';
import { appErrorResult, dataResult, errorResult, resultOf, type ToolResult } from './mcp.results.js';

/**
 * The eleven tools of API.md sections 11 and 12. Each one is the REST request it
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
  /** The resources the tool works on (none: it takes no `resource`). */
  resources?(contract: ApiContract): ResourceContract[];
  /** Its input schema, `resource` listing `listed` (the names a key may use it on). */
  input(contract: ApiContract, listed: string[]): Json;
  /** The shape of its success answer (`structuredContent`). */
  output: Json;
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

const where = (keep: (r: ResourceContract) => boolean) => (contract: ApiContract) =>
  contract.resources.filter(keep);

const resourceArg = (list: string[], what: string): Json => ({
  type: 'string',
  enum: list,
  description: `The resource, as its path names it (${what}; those this key may use this tool on).`,
});

const commaList = (description: string, items: Json = { type: 'string' }): Json => ({
  anyOf: [{ type: 'array', items, maxItems: 100 }, { type: 'string' }],
  description: `${description} An array of names, or one comma-separated string.`,
});

/** One ID, whatever its resource: a prefix, `_` and 26 letters or digits. */
const ID_FORM = '^[a-z]{3}_[0-9A-Za-z]{26}$';
const ID_MESSAGE =
  'must be one ID: three letters, "_" and 26 letters or digits (con_01jd8k2m3n4p5q6r7s8t9v0w1y)';

const idArg = (description: string): Json => ({
  type: 'string',
  pattern: ID_FORM,
  'x-message': ID_MESSAGE,
  description,
});

const idsArg = (description: string, max = 100): Json => ({
  type: 'array',
  items: idArg('One ID.'),
  minItems: 1,
  maxItems: max,
  description,
});

/**
 * IDs that are not one ID of `resource` (a `tag_` ID among contacts), each
 * at its own path: an ID argument is one ID, never a list pasted into a query.
 */
function foreignIds(resource: ResourceContract | undefined, ids: { id: unknown; path: string }[]) {
  const pattern = resource?.idPattern ? new RegExp(resource.idPattern) : null;
  if (!pattern || !resource) return [];
  const prefix = resource.idPattern!.match(/^\^([a-z]{3}_)/)?.[1] ?? '';
  return ids
    .filter(({ id }) => typeof id !== 'string' || !pattern.test(id))
    .map(({ path }) => ({
      path,
      message: `must be one ${resource.name} ID: "${prefix}" and 26 letters or digits`,
    }));
}

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

/**
 * `filters`: every filter of every resource, each with its value's schema
 * (one value, or an array where it takes several) and what it matches, per
 * resource.
 */
function filtersArg(contract: ApiContract): Json {
  const gathered = new Map<string, { values: Map<string, Json>; lines: Map<string, string[]> }>();
  for (const resource of contract.resources)
    for (const [name, filter] of Object.entries(resource.filters)) {
      let entry = gathered.get(name);
      if (!entry) gathered.set(name, (entry = { values: new Map(), lines: new Map() }));
      entry.values.set(JSON.stringify(filter.value), filter.value);
      const line = entry.lines.get(filter.about) ?? [];
      line.push(resource.name);
      entry.lines.set(filter.about, line);
    }
  const properties: Json = {};
  for (const [name, { values, lines }] of gathered) {
    const schemas = [...values.values()];
    properties[name] = {
      ...(schemas.length === 1 ? schemas[0] : { anyOf: schemas }),
      description: [...lines].map(([about, resources]) => `${resources.join(', ')}: ${about}`).join(' '),
    };
  }
  return {
    type: 'object',
    properties,
    additionalProperties: false,
    description:
      'Filters, combined with AND: name -> value. Each applies to the resources its description names; a filter ' +
      'that takes several values takes an array (any of them matches), the others one value. `describe` lists ' +
      'each resource`s filters.',
  };
}

const recordsArg = (min: number, max: number, description: string): Json => ({
  type: 'array',
  items: { type: 'object' },
  minItems: min,
  maxItems: max,
  description,
});

const OBJECTS: Json = { type: 'array', items: { type: 'object' } };

/** A success answer: `data` (an array of objects, or one object), and `meta` where the REST answer has one. */
const answerShape = (data: Json, meta: boolean): Json => ({
  type: 'object',
  properties: { data, ...(meta ? { meta: { type: 'object' } } : {}) },
  required: meta ? ['data', 'meta'] : ['data'],
});

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

/** The resource a call names, when the contract has it. */
const resourceOf = (call: ToolCall) => call.contract.byName.get(String(call.args.resource));

/** A refusal of arguments the tool layer checks itself (validation_error at their paths). */
const refused = (call: ToolCall, details: { path: string; message: string }[]) =>
  appErrorResult(validationError(details), call.requestId);

export const TOOLS: ToolSpec[] = [
  {
    name: 'describe',
    title: 'Describe the workspace',
    level: 'read',
    annotations: annotations(true, false, true),
    description:
      'What this key can see in the CRM workspace: each resource with its fields and their types, its filters (each ' +
      'with its value`s JSON Schema and what it matches), `q` (the words it searches), its `order_by` fields and ' +
      'includes, and, for each resource the key can write, `create` and `update`: the JSON Schemas of a record to ' +
      'create and of the changes to make (relations as arrays of IDs or {"add": [...], "remove": [...]}, e-mails, ' +
      'phone numbers and custom field values in their forms); the custom fields with their options (a select field ' +
      'takes an option`s ID); the event types of the change feed. Call it first, before searching or writing. It ' +
      'takes no arguments: {}.',
    input: () => object({}),
    output: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            resources: OBJECTS,
            custom_fields: OBJECTS,
            event_types: { type: 'array', items: { type: 'string' } },
          },
          required: ['resources', 'custom_fields', 'event_types'],
        },
      },
      required: ['data'],
    },
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
      'to look a record up before creating it, and to find the IDs a write needs (a tag`s ID by its name), e.g. ' +
      '{"resource": "contacts", "filters": {"email": "ada@example.com"}}, {"resource": "tags", "filters": ' +
      '{"name": "VIP"}} or {"resource": "companies", "q": "acme", "include": ["tags"], "limit": 10}.',
    resources: (contract) => contract.resources,
    input: (contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'workspace-users included'),
          filters: filtersArg(contract),
          q: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
            description:
              'Words every one of which starts a word of the record, ignoring case and accents. Searched: ' +
              contract.resources
                .filter((r) => r.q)
                .map(
                  (r) =>
                    `${r.name} (${String(r.q!.description ?? '').replace(/^Words that each start a word of /, '')})`,
                )
                .join('; ') +
              '.',
          },
          order_by: {
            type: 'string',
            pattern: '^[a-z_]+(:(asc|desc))?$',
            description:
              '`<field>:asc` or `<field>:desc`, e.g. "created_at:desc"; `describe` lists each resource`s fields.',
          },
          limit: contract.limit,
          offset: contract.offset,
          include: commaList(
            'Relations to embed in each record, e.g. ["emails", "tags"] (`describe` lists them).',
          ),
        },
        ['resource'],
      ),
    output: answerShape(OBJECTS, true),
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
      'Reads up to 100 records of one resource by their IDs, each ID one item; IDs not found are simply absent from ' +
      '`data`. E.g. {"resource": "contacts", "ids": ["con_01jd8k2m3n4p5q6r7s8t9v0w1y"], "include": ["emails", "tags"]}.',
    resources: (contract) => contract.resources,
    input: (_contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'workspace-users included'),
          ids: idsArg('The IDs of the records to read (1 to 100), each one item.'),
          include: commaList(
            'Relations to embed in each record, e.g. ["emails", "tags"] (`describe` lists them).',
          ),
        },
        ['resource', 'ids'],
      ),
    output: answerShape(OBJECTS, true),
    areas: () => [],
    run: async (call) => {
      const { resource, ids, include } = call.args as { resource: string; ids: string[]; include?: unknown };
      const wrong = foreignIds(
        resourceOf(call),
        ids.map((id, i) => ({ id, path: `/arguments/ids/${i}` })),
      );
      if (wrong.length) return refused(call, wrong);
      return resultOf(await readThrough(call, `/${resource}${queryString({ ids, limit: 100, include })}`));
    },
  },
  {
    name: 'create',
    title: 'Create records',
    level: 'write',
    annotations: annotations(false, false, false),
    description:
      'Creates 1 to 100 records of one resource in one transaction (all or nothing), each record as `describe` gives ' +
      'its `create` schema. Relations take IDs (find a tag`s ID with `search`); a select custom field takes an ' +
      'option`s ID. With `match_on` it is an upsert: a record matching an existing one updates it instead. E.g. ' +
      '{"resource": "contacts", "records": [{"full_name": "Ada Lovelace", "emails": ["ada@example.com"], ' +
      '"phone_numbers": [{"country_code": "+1", "phone_number": "202 555 0199"}]}], "match_on": "email"}.',
    resources: where((r) => r.batch),
    input: (contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'those that take writes'),
          records: recordsArg(
            1,
            100,
            'The records to create, each an object as the resource`s `create` schema in `describe` states it.',
          ),
          match_on: {
            type: 'string',
            enum: [...new Set(contract.resources.flatMap((r) => r.matchOn))],
            description: `Upsert on this value: ${inProse(
              contract.resources
                .filter((r) => r.matchOn.length)
                .map((r) => `${r.name} ${r.matchOn.map((value) => `\`${value}\``).join(' or ')}`),
            )}.`,
          },
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'records'],
      ),
    output: answerShape(OBJECTS, true),
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
      'fields to change as the resource`s `update` schema in `describe` states them}. An array of related IDs ' +
      'replaces the links; {"add": [...], "remove": [...]} changes them. E.g. {"resource": "contacts", "records": ' +
      '[{"id": "con_01jd8k2m3n4p5q6r7s8t9v0w1y", "job_title": "CTO", "tags": {"add": ' +
      '["tag_01jd8k2m3n4p5q6r7s8t9v0w22"]}}]}, with IDs a search found.',
    resources: where((r) => r.batch),
    input: (contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'those that take writes'),
          records: recordsArg(
            1,
            100,
            'The changes, each {"id": ..., <`update` schema of the resource in `describe`>}.',
          ),
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'records'],
      ),
    output: answerShape(OBJECTS, true),
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
      'Deletes 1 to 100 records of one resource, all or none: an ID not in the workspace deletes nothing. A deleted ' +
      'record goes to the trash, from which `restore` brings it back. E.g. {"resource": "tags", "ids": ["tag_01jd8k2m3n4p5q6r7s8t9v0w22"]}, with IDs a search found.',
    resources: where((r) => r.deletable),
    input: (contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'those that can be deleted'),
          ids: idsArg('The IDs of the records to delete (1 to 100), each one item.'),
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'ids'],
      ),
    output: answerShape(OBJECTS, false),
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
      '"target": "con_01jd8k2m3n4p5q6r7s8t9v0w1y", "records": ["con_01jd8k2m3n4p5q6r7s8t9v0w1z"]}, with IDs ' +
      '`duplicates` found.',
    resources: where((r) => r.merge),
    input: (contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'contacts or companies'),
          target: idArg('The ID of the record that stays.'),
          records: idsArg('The IDs of the records merged into the target (1 to 20), each one item.', 20),
          idempotency_key: idempotencyArg(contract),
        },
        ['resource', 'target', 'records'],
      ),
    output: answerShape({ type: 'object' }, false),
    areas: (contract) => contract.resources.filter((r) => r.merge).map((r) => areaOfPath(r.name)),
    run: async (call) => {
      const { resource, target, records } = call.args as {
        resource: string;
        target: string;
        records: string[];
      };
      const wrong = foreignIds(resourceOf(call), [
        { id: target, path: '/arguments/target' },
        ...records.map((id, i) => ({ id, path: `/arguments/records/${i}` })),
      ]);
      if (wrong.length) return refused(call, wrong);
      const answer = await writeThrough(
        call,
        'merge',
        'POST',
        `/${resource}/${encodeURIComponent(target)}/merge`,
        {
          [resource]: records,
        },
      );
      return resultOf(answer, {
        mergeKey: resource,
        // The path's record not found: the REST 404 names no detail; here it is the target.
        missing: (status) => ({
          path: '/arguments/target',
          message:
            status === 404
              ? `no record with ID "${target}" exists in this workspace`
              : 'cannot be merged into',
        }),
      });
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
    resources: where((r) => r.duplicates),
    input: (contract, listed) =>
      object(
        {
          resource: resourceArg(listed, 'contacts or companies'),
          limit: contract.limit,
          offset: contract.offset,
        },
        ['resource'],
      ),
    output: answerShape(OBJECTS, true),
    areas: (contract) => contract.resources.filter((r) => r.duplicates).map((r) => areaOfPath(r.name)),
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
      'Pass the `meta.next_cursor` of an answer as `after` to read on. E.g. {"types": ["contact.created"], "limit": 50}.',
    input: (contract) =>
      object({
        after: {
          ...contract.events.after,
          description: 'Read the events after this cursor (a `meta.next_cursor`).',
        },
        limit: contract.events.limit ?? contract.limit,
        types: commaList(
          'Event types to keep, e.g. ["contact.created", "link.added"] (`describe` lists them).',
        ),
        resource_id: {
          ...contract.events.resource_id,
          description: 'Only the events of this record (its ID).',
        },
      }),
    output: answerShape(OBJECTS, true),
    areas: () => ['events'],
    run: async (call) => {
      const { after, limit, types, resource_id } = call.args;
      return resultOf(await readThrough(call, `/events${queryString({ after, limit, types, resource_id })}`));
    },
  },
  {
    name: 'restore',
    title: 'Restore deleted records',
    level: 'delete',
    annotations: annotations(false, false, true),
    description:
      'Brings 1 to 100 deleted records back from the trash, all or none, of any resources: each with its ID, fields, ' +
      'e-mails, phones, custom-field values and the links its delete took to records that exist. Records merged away ' +
      'are in the trash too. An ID not in the trash restores nothing. E.g. {"ids": ' +
      '["con_01jd8k2m3n4p5q6r7s8t9v0w1y"]}, with the IDs of a `delete` answer or of `contact.deleted` events.',
    input: (contract) =>
      object(
        {
          ids: {
            ...idsArg('The IDs of the deleted records (1 to 100), each one item.'),
            ...(contract.restoreBody?.properties?.ids?.maxItems
              ? { maxItems: contract.restoreBody.properties.ids.maxItems }
              : {}),
          },
          idempotency_key: idempotencyArg(contract),
        },
        ['ids'],
      ),
    output: answerShape(OBJECTS, false),
    areas: recordAreas,
    run: async (call) =>
      resultOf(await writeThrough(call, 'restore', 'POST', '/trash/restore', { ids: call.args.ids })),
  },
  {
    name: 'undo',
    title: 'Take back writes',
    level: 'delete',
    annotations: annotations(false, true, false),
    description:
      'Takes back what one request, or one API key over a time range, wrote: created records are deleted, updates ' +
      'reverted, deleted records restored, links undone or made again, newest first, all or none. What a later ' +
      'write changed since is left and listed in `meta.conflicts` unless `force` is true. Try `dry_run` first. ' +
      'Needs `events` read access. E.g. {"api_key_id": "key_01jd8k2m3n4p5q6r7s8t9v0w1z", "since": ' +
      '"2026-11-22T09:00:00.000Z", "dry_run": true}, with the key and times the `events` tool shows as `actor` ' +
      'and `occurred_at`; or {"request_id": "..."} with an event\'s `request_id`.',
    input: (contract) =>
      object({ ...contract.undoBody?.properties, idempotency_key: idempotencyArg(contract) }),
    output: answerShape(OBJECTS, true),
    areas: recordAreas,
    run: async (call) => {
      const { idempotency_key: _key, ...body } = call.args;
      return resultOf(await writeThrough(call, 'undo', 'POST', '/undo', body));
    },
  },
];

/** A key sees a tool when it holds the tool's level on one of its areas (or the tool needs none). */
export function toolListed(tool: ToolSpec, contract: ApiContract, caller: Caller): boolean {
  const areas = tool.areas(contract);
  return areas.length === 0 || areas.some((area) => holds(caller, area, tool.level));
}

/** The names of the resources this key may use the tool on (`workspace-users` with any read tool). */
function listedResources(tool: ToolSpec, contract: ApiContract, caller: Caller): string[] {
  return (tool.resources?.(contract) ?? [])
    .filter((r) =>
      r.name === 'workspace-users' ? tool.level === 'read' : holds(caller, areaOfPath(r.name), tool.level),
    )
    .map((r) => r.name);
}

/** The tools as `tools/list` answers them, for this key. */
export function listTools(contract: ApiContract, caller: Caller): Json[] {
  return TOOLS.filter((tool) => toolListed(tool, contract, caller)).map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.input(contract, listedResources(tool, contract, caller)),
    outputSchema: tool.output,
    annotations: { title: tool.title, ...tool.annotations },
  }));
}

// Formats (an instant's) are the REST layer's to check; the tool layer checks forms and types.
const ajv = new Ajv({
  allErrors: true,
  verbose: true,
  strict: false,
  removeAdditional: false,
  validateFormats: false,
});
const validators = new WeakMap<ApiContract, Map<string, ValidateFunction>>();

function validatorOf(tool: ToolSpec, contract: ApiContract): ValidateFunction {
  let byTool = validators.get(contract);
  if (!byTool) validators.set(contract, (byTool = new Map()));
  let validate = byTool.get(tool.name);
  // Every resource of the tool: one the key may not use it on is insufficient_scope, checked before.
  const all = (tool.resources?.(contract) ?? []).map((r) => r.name);
  if (!validate)
    byTool.set(tool.name, (validate = ajv.compile(tool.input(contract, all)) as ValidateFunction));
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
