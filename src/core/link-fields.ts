import { type TObject, type TProperties, Type } from '@sinclair/typebox';
import { includeParam } from './includes.js';
import type { Embedded } from './link-sides.js';
import { type AnyResourceSpec, carryLinkFieldsWith } from './resources.js';

/**
 * Gives each resource the fields its links declare, on either side, that its
 * own schemas do not carry: the property in its record schema (an optional
 * array of the side's embedded form, after its own properties), the name in
 * its `include` parameter (that of its list and of its one-record reads) and
 * in its full answer (`fullIncludes`). A resource another one links to (a
 * contact listing its deals) is thus given the field by the link's
 * declaration alone; the OpenAPI document, the MCP tools (read from it), the
 * serializers (built from these schemas when the routes are) and the export
 * (its columns are the record's) follow. A field its schemas already carry
 * is left as they write it. Done once, when the resources are registered
 * (core/resources.ts), before any route is built: the specs' `record`,
 * `listQuery`, `oneQuery` and `fullIncludes` are replaced, never the schemas
 * themselves (which other specs may share).
 */
export function carryLinkFields(specs: readonly AnyResourceSpec[]): void {
  const byTable = new Map<string, AnyResourceSpec>(specs.map((spec) => [spec.table, spec]));
  for (const spec of specs)
    for (const link of spec.links ?? [])
      for (const side of [link.from, link.to]) {
        const owner = byTable.get(side.table)!;
        if (side.field === null || !side.embeds) continue;
        const record = owner.record as TObject;
        if (!(side.field in record.properties))
          owner.record = withProperties(record, {
            [side.field]: Type.Optional(Type.Array(embeddedSchema(side.embeds))),
          });
        if (![...owner.fullIncludes, ...(owner.alwaysEmbedded ?? [])].includes(side.field)) {
          const includes = [...owner.fullIncludes, side.field];
          owner.fullIncludes = includes;
          owner.listQuery = withProperties(owner.listQuery as TObject, { include: includeParam(includes) });
          owner.oneQuery = withProperties(owner.oneQuery as TObject, { include: includeParam(includes) });
        }
      }
}

carryLinkFieldsWith(carryLinkFields);

/**
 * The schema of an embedded form: one with an `$id` is referenced (a named
 * component), one without is written out; `within` wraps it under one key.
 */
function embeddedSchema({ schema, within }: Embedded): TObject | ReturnType<typeof Type.Ref> {
  const item = schema.$id ? Type.Ref(schema) : schema;
  return within ? Type.Object({ [within]: item }, { additionalProperties: false }) : item;
}

/** An object schema with `properties` set (one it has keeps its place), its other keywords as they were. */
function withProperties(schema: TObject, properties: TProperties): TObject {
  const { type: _type, properties: own, required: _required, ...options } = schema;
  return Type.Object({ ...own, ...properties }, options);
}
