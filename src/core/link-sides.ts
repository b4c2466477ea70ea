import type { TObject } from '@sinclair/typebox';
import type { LinkTable, RecordTable } from '../db/types.js';
import { type AnyResourceSpec, registeredResources } from './resources.js';

/** The tables of the records links join: any record table (db/types.ts). */
export type LinkedTable = RecordTable;

/**
 * How a side's record shows the records linked to it: the columns read, the
 * form built from them, and the schema of that form (`schema`, under
 * `within` if given): registration gives the field to a record whose own
 * schema does not carry it (core/link-fields.ts).
 */
export interface Embedded {
  columns: readonly string[];
  shape: (row: Record<string, unknown>) => unknown;
  schema: TObject;
  within?: string;
}

/**
 * One side of a link: the record's table, its column in the link table, its
 * relation field (its resource in the feed is its table's spec's `event`),
 * and how that field shows the other side's records.
 */
export interface LinkSide {
  table: LinkedTable;
  column: string;
  /** The field of this side's record that lists the other side (null: the record does not list them). */
  field: string | null;
  /** The other side's records as `field` embeds them (null with `field`). */
  embeds: Embedded | null;
  /** False: a CSV export of this side's records leaves `field` out (an import could not take it back). */
  inCsv: boolean;
  /**
   * True: a record of this side links at most one record of the other (a
   * deal's company). Its field keeps the relation forms of API.md section 7
   * (an array, `{add, remove}`), each sending at most one ID: the body
   * schemas must say so (registration refuses a to-one field whose bodies
   * take more, core/resources.ts), so that two IDs are a 400 at the field.
   * `{add: [y]}` while another record is linked is refused (409 `conflict`,
   * the linked one as `existing_id`), never a silent replacement: `add`
   * never unlinks (nor does an upsert, which adds); `[y]`, or
   * `{add: [y], remove: [x]}`, replaces it. Only this side writes the link:
   * registration refuses the other side's bodies taking its field.
   */
  atMostOne: boolean;
}

/**
 * How a related record is embedded, stated once by its schema (core/schemas.ts,
 * or the other resource's `<m>.embedded.ts`): the columns read are its
 * properties, in their order; `within` wraps it under one key (a contact's
 * tags are `{tag: {id, name}}`). A schema with an `$id` is referenced by it
 * (a named component), one without is written out where it is used.
 */
export function embeddedAs(schema: TObject, within?: string): Embedded {
  const columns = Object.keys(schema.properties);
  const pick = (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) out[column] = row[column];
    return out;
  };
  return { columns, shape: within ? (row) => ({ [within]: pick(row) }) : pick, schema, within };
}

/**
 * A side of links: the table of its records and its column in the link
 * table; then its field, what the field embeds, whether a CSV export
 * writes it (`csv: false`: it leaves it out) and whether its record links
 * at most one record of the other side (`atMostOne: true`, LinkSide).
 */
export const linkSide =
  (table: LinkedTable, column: string) =>
  (
    field: string | null,
    embeds: Embedded | null = null,
    options: { csv?: boolean; atMostOne?: boolean } = {},
  ): LinkSide => ({
    table,
    column,
    field,
    embeds,
    inCsv: options.csv ?? true,
    atMostOne: options.atMostOne ?? false,
  });

/**
 * The fields a CSV export of a resource leaves out: those its spec names
 * (`export.csvOmitted`), then the link fields whose declaration says so.
 */
export function csvOmitted(spec: Pick<AnyResourceSpec, 'table' | 'export'>): readonly string[] {
  const declared = linksOf(spec.table)
    .filter(({ own }) => own.field !== null && !own.inCsv)
    .map(({ own }) => own.field!);
  return [...new Set([...(spec.export?.csvOmitted ?? []), ...declared])];
}

/**
 * A link, stated once: its table, its two sides and its orientation (API.md
 * section 8's table): a link event's `from` side is the record that lists
 * the link in its relation (a contact's `tags`), its `to` side the record
 * listed, whichever side a write named. The resource of its `from` side
 * declares it (its spec's `links`); the relations of core/links.ts are its
 * sides read from one end.
 */
export interface LinkDeclaration {
  table: LinkTable;
  from: LinkSide;
  to: LinkSide;
}

/** A link of `table` from its `from` side to its `to` side. */
export const link = (table: LinkTable, from: LinkSide, to: LinkSide): LinkDeclaration => ({
  table,
  from,
  to,
});

let byTable: ReadonlyMap<LinkTable, LinkDeclaration> | undefined;

/** Every link the registered resources declare, by table. */
function links(): ReadonlyMap<LinkTable, LinkDeclaration> {
  byTable ??= new Map(
    registeredResources().flatMap((spec) => (spec.links ?? []).map((link) => [link.table, link] as const)),
  );
  return byTable;
}

/** The sides of a link. */
export function linkSides(link: LinkTable): LinkDeclaration {
  const declared = links().get(link);
  if (!declared) throw new Error(`no resource declares the link ${link}`);
  return declared;
}

type LinkOfTable = { link: LinkTable; own: LinkSide; other: LinkSide };
const linksByTable = new Map<string, readonly LinkOfTable[]>();

/**
 * The links a record of `table` can have, each with its own side and the
 * other: found once per table (every write and delete asks), since the
 * registered links never change.
 */
export function linksOf(table: string): readonly LinkOfTable[] {
  let found = linksByTable.get(table);
  if (!found) {
    const out: LinkOfTable[] = [];
    for (const { table: link, from, to } of links().values()) {
      if (from.table === table) out.push({ link, own: from, other: to });
      if (to.table === table) out.push({ link, own: to, other: from });
    }
    found = out;
    linksByTable.set(table, found);
  }
  return found;
}
