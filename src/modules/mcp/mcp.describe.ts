import { eventTypes, LINK_EVENT_TYPES } from '../../core/event-types.js';
import { type Area, areaOfInclude, areaOfPath, areasOfEventType, holds } from '../../core/scopes.js';
import type { ApiContract, JsonSchema } from './mcp.contract.js';
import { type Caller, queryString, rest } from './mcp.rest.js';
import { dataResult, resultOf, type ToolResult } from './mcp.results.js';

/**
 * `describe` (API.md section 11): what the key can read, as the routes'
 * schemas say it. Resources the key cannot read are left out; so are
 * includes of areas it cannot read, custom fields without
 * `custom_fields:read`, and event types without `events:read`.
 */

/** A record of a collection read, as the API answers it. */
type Row = Record<string, unknown>;

/** A JSON Schema as one short type name: `string`, `string|null`, `timestamp`, `array<object>`. */
function typeName(schema: JsonSchema | undefined): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) return [...new Set(branches.map(typeName))].join('|');
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join('|');
  if (Array.isArray(schema.type)) return schema.type.join('|');
  if (schema.type === 'array') return `array<${typeName(schema.items)}>`;
  if (schema.format === 'date-time') return 'timestamp';
  if (schema.format === 'date') return 'date';
  return schema.type ?? 'any';
}

const fieldsOf = (record: JsonSchema): Record<string, string> =>
  Object.fromEntries(Object.entries(record?.properties ?? {}).map(([name, s]) => [name, typeName(s)]));

/** Reads every page of a collection (custom fields: a workspace has few). */
async function readAll(
  caller: Caller,
  path: string,
  requestId: string,
): Promise<{ error?: ToolResult; data: Row[] }> {
  const data: Row[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer = await rest(
      caller,
      { method: 'GET', url: `${path}${queryString({ limit: 100, offset })}` },
      requestId,
    );
    if (answer.status !== 200) return { error: resultOf(answer), data };
    // A collection read's 200 is a page (API.md section 2).
    const page = answer.body as { data: Record<string, unknown>[]; meta: { total: number } };
    data.push(...page.data);
    if (page.data.length < 100 || offset + 100 >= page.meta.total) return { data };
  }
}

export async function describeWorkspace(
  caller: Caller,
  contract: ApiContract,
  requestId: string,
): Promise<ToolResult> {
  const readable = (area: Area) => holds(caller, area, 'read');
  const resources = contract.resources
    .filter((r) => r.name === 'workspace-users' || readable(areaOfPath(r.name)))
    .map((r) => {
      const area = areaOfPath(r.name);
      return {
        name: r.name,
        fields: fieldsOf(r.record),
        // Each filter: its value's JSON Schema and what it matches; `q` apart (words, not a filter).
        filters: Object.fromEntries(
          Object.entries(r.filters).map(([name, f]) => [name, { schema: f.value, description: f.about }]),
        ),
        ...(r.q ? { q: { schema: r.q, description: r.q.description } } : {}),
        order_by: r.orderBy,
        include: r.includes.filter((name) => readable(areaOfInclude(name, area))),
        ...(r.matchOn.length ? { match_on: r.matchOn } : {}),
        // What to send to write it: the POST and PATCH bodies as the routes declare them.
        ...(r.batch && holds(caller, area, 'write')
          ? { create: r.createBody ?? {}, update: r.updateBody ?? {} }
          : {}),
      };
    });
  let customFields: Row[] = [];
  if (readable('custom_fields')) {
    const all = await readAll(caller, '/custom-fields', requestId);
    if (all.error) return all.error;
    const names = new Set(resources.map((r) => r.name));
    customFields = all.data.filter((f) =>
      names.has(`${String(f.entity_type).toLowerCase()}s`.replace(/ys$/, 'ies')),
    );
  }
  const isLink = (type: string) => (LINK_EVENT_TYPES as readonly string[]).includes(type);
  const readableTypes = readable('events')
    ? eventTypes().filter((type) => {
        const areas = areasOfEventType(type);
        return isLink(type) ? areas.filter(readable).length >= 2 : areas.every(readable);
      })
    : [];
  return dataResult({ data: { resources, custom_fields: customFields, event_types: readableTypes } });
}
