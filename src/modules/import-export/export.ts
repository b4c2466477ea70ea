import { Readable } from 'node:stream';
import type { TObject } from '@sinclair/typebox';
import { stringify } from 'csv-stringify/sync';
import { type Expression, type SqlBool, sql } from 'kysely';
import { applyOrder, type Order } from '../../core/collection.js';
import type { Condition } from '../../core/filters.js';
import { csvOmitted } from '../../core/link-sides.js';
import { resourceWriter } from '../../core/resource-routes.js';
import type { ResourceSpec } from '../../core/resource-spec.js';
import { type AnyResourceSpec, registeredResources } from '../../core/resources.js';
import type { Database } from '../../db/connect.js';
import type { DynamicDb } from '../../db/dynamic.js';
import { contactCard, primaryFirst } from './export.vcard.js';
import { type CustomFieldDef, ENTITY_OF, loadCustomFields } from './import.columns.js';
import { inWorkspace } from '../../db/workspace.js';

/**
 * Exports (API.md section 9): every record of a collection that passes the
 * read's filters, in its order, streamed. Records are read in chunks by
 * keyset (after the last row of the previous chunk, never by offset), each
 * chunk through the resource's own batched reader; a chunk is read only
 * when the client has taken the previous one (the stream's back-pressure),
 * so memory stays the same whatever the collection's size. The chunks are
 * separate reads: a record written while an export runs may or may not be
 * in it.
 */

/** A resource that has an export, by its path's name (`contacts`): a spec that declares `export`. */
export type ExportResource = string;

/** The resources with an export, in their order. */
export const exportable = (): AnyResourceSpec[] => registeredResources().filter((spec) => spec.export);

/** The spec of the resource an export names, if it has an export. */
export const exportSpec = (resource: ExportResource): AnyResourceSpec | undefined =>
  exportable().find((spec) => spec.path === `/${resource}`);

export type ExportFormat = 'csv' | 'jsonl' | 'vcf';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson',
  vcf: 'text/vcard; charset=utf-8',
};

/** LF between records; a cell with a carriage return quoted too, so that no reader ends its record there. */
const CSV_OPTIONS = { record_delimiter: 'unix', quoted_match: /\r/ } as const;

/** The formats of a resource's export: vCard where its spec says so (contacts). */
export const formatsOf = (spec: AnyResourceSpec): ExportFormat[] =>
  spec.export?.vcard ? ['csv', 'jsonl', 'vcf'] : ['csv', 'jsonl'];

/** The spec of an export's resource (the caller checked that it has one). */
const specOf = (request: ExportRequest): AnyResourceSpec =>
  resourceWriter(exportSpec(request.resource)!.table);

/**
 * A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return
 * is written with a `'` before it, so that no spreadsheet runs it as a
 * formula (the import drops that `'` again).
 */
export const escapeFormula = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * Records read per query. Small enough that a chunk's objects die young
 * (500 kept V8's old space growing: 100 to 130 MB more RSS over an export of
 * 100,000 contacts, against 47 to 62 MB with 100), large enough that the
 * export takes the same time (3.4 s for 100,000 contacts as CSV).
 */
const CHUNK = 100;

export interface ExportRequest {
  workspaceId: string;
  resource: ExportResource;
  format: ExportFormat;
  order: Order;
  filters: readonly Condition[];
  /** Relations the key cannot read: left out of every record, and their CSV columns absent (API.md section 3). */
  hidden?: ReadonlySet<string>;
}

type Rec = { id: string } & Record<string, unknown>;

/** The condition "after this row" of a keyset read in `order` (NULLs last, then `id`). */
function after(table: string, order: Order, last: { key: unknown; id: string }): Expression<SqlBool> {
  const column = sql.ref(`${table}.${order.column}`);
  const id = sql.ref(`${table}.id`);
  const cmp = sql.raw(order.direction === 'asc' ? '>' : '<');
  const from = sql.raw(order.direction === 'asc' ? '>=' : '<=');
  // `column >= key` first: the bound the ordering index seeks to. Without it (only the `or`),
  // SQLite read the workspace's index from its start on every chunk, a cost growing with the
  // position: an export of 1,000,000 records was quadratic.
  const next = sql<SqlBool>`(${column} ${from} ${last.key} and (${column} ${cmp} ${last.key} or ${id} ${cmp} ${last.id}))`;
  if (!order.nullable) return next;
  if (last.key === null) return sql<SqlBool>`(${column} is null and ${id} ${cmp} ${last.id})`;
  return sql<SqlBool>`(${column} is null or ${next})`;
}

/** The matching records, fully read, a chunk at a time. */
export async function* recordChunks(
  db: Database,
  request: ExportRequest,
  include: readonly string[],
): AsyncGenerator<Rec[]> {
  const spec = specOf(request) as ResourceSpec<Rec, unknown, unknown>;
  const table = spec.table;
  const { workspaceId, order } = request;
  const hidden = [...(request.hidden ?? [])];
  const read = include.filter((relation) => !hidden.includes(relation));
  let last: { key: unknown; id: string } | null = null;
  for (;;) {
    let query = inWorkspace(db as DynamicDb, workspaceId)
      .selectFrom(table)
      .select(['id', sql.ref(`${table}.${order.column}`).as('order_key')]);
    for (const condition of request.filters)
      query = query.where(condition.filter.where({ db, table, workspaceId, value: condition.value }));
    if (last) query = query.where(after(table, order, last));
    const rows: { id: string; order_key: unknown }[] = await applyOrder(query, order).limit(CHUNK).execute();
    if (!rows.length) return;
    const records = await spec.findMany!(
      db,
      workspaceId,
      rows.map((r) => r.id),
      read,
    );
    // A relation every read embeds (a task's contacts) is dropped here.
    if (hidden.length) for (const record of records) for (const key of hidden) delete record[key];
    yield records;
    if (rows.length < CHUNK) return;
    const end = rows[rows.length - 1];
    last = { key: end.order_key, id: end.id };
    // A turn of the event loop between chunks: SQLite reads are synchronous and a fast client
    // never pushes back, so without it one export held the server for its whole length.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

// --- CSV --------------------------------------------------------------------------

/** The name a CSV cell gives a related record (a tag's name, a contact's full name, a task's body). */
function nameOf(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item ?? '');
  const o = item as Record<string, unknown>;
  for (const key of ['name', 'full_name', 'body', 'email', 'value'])
    if (typeof o[key] === 'string') return o[key];
  if (o.tag) return nameOf(o.tag);
  if (o.list) return nameOf(o.list);
  return String(o.id ?? '');
}

/** A phone as an import reads it back: `+<code> <number>`, or the number alone without a code. */
const phoneText = (p: { country_code: string; phone_number: string }) =>
  p.country_code ? `${p.country_code} ${p.phone_number}` : p.phone_number;

/** A plain value as a cell: empty for null, `true`/`false`, numbers as JavaScript writes them. */
function plainCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(nameOf).join('; ');
  return nameOf(value);
}

/** A custom field's value as an import takes it: option values, a user's e-mail. */
function customCell(field: CustomFieldDef, value: unknown, userEmails: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined) return '';
  switch (field.field_type) {
    case 'SINGLE_SELECT':
      return String((value as { value?: string }).value ?? '');
    case 'MULTI_SELECT':
      return (value as { value: string }[]).map((o) => o.value).join('; ');
    case 'USER':
      return userEmails.get((value as { id: string }).id) ?? '';
    default:
      return String(value);
  }
}

/** The CSV's columns and how a record becomes a row. */
async function csvLayout(db: Database, request: ExportRequest) {
  const spec = specOf(request);
  // Fields an export leaves out of a CSV: derived ones, and those with no name to write.
  const omitted = new Set(csvOmitted(spec));
  const fields = Object.keys((spec.record as TObject).properties).filter(
    (f) => !omitted.has(f) && f !== 'custom_fields' && !request.hidden?.has(f),
  );
  const hasCustom = 'custom_fields' in (spec.record as TObject).properties;
  const custom = hasCustom
    ? await loadCustomFields(db, request.workspaceId, ENTITY_OF[request.resource as keyof typeof ENTITY_OF])
    : [];
  const users = custom.some((f) => f.field_type === 'USER')
    ? new Map(
        (
          await inWorkspace(db, request.workspaceId)
            .selectFrom('workspace_users')
            .select(['id', 'email'])
            .execute()
        ).map((u) => [u.id, u.email]),
      )
    : new Map<string, string>();
  const header = [...fields, ...custom.map((f) => f.name)];
  const include = (spec.fullIncludes as readonly string[]).filter((r) => !omitted.has(r));
  const row = (record: Rec): string[] => {
    const cells = fields.map((field) => {
      const value = record[field];
      if (field === 'emails' && Array.isArray(value))
        return primaryFirst(value as { email: string; is_primary: boolean }[])
          .map((e) => e.email)
          .join('; ');
      if (field === 'phone_numbers' && Array.isArray(value))
        return primaryFirst(value as { country_code: string; phone_number: string; is_primary: boolean }[])
          .map(phoneText)
          .join('; ');
      return plainCell(value);
    });
    const values = new Map(
      ((record.custom_fields as { id: string; value: unknown }[] | undefined) ?? []).map((v) => [
        v.id,
        v.value,
      ]),
    );
    for (const field of custom) cells.push(customCell(field, values.get(field.id), users));
    return cells.map(escapeFormula);
  };
  return { header: header.map(escapeFormula), include, row };
}

/**
 * The export as a byte stream: CSV (a header row, then a row per record,
 * by csv-stringify) or JSONL (one fully expanded record per line, as a
 * POST answers it).
 */
export async function exportStream(db: Database, request: ExportRequest): Promise<Readable> {
  const spec = specOf(request);
  if (request.format === 'jsonl') {
    const lines = async function* () {
      for await (const chunk of recordChunks(db, request, spec.fullIncludes))
        yield chunk.map((record) => `${JSON.stringify(record)}\n`).join('');
    };
    return Readable.from(lines(), { objectMode: false });
  }
  if (request.format === 'vcf') {
    const cards = async function* () {
      for await (const chunk of recordChunks(db, request, spec.fullIncludes))
        yield chunk.map(contactCard).join('');
    };
    return Readable.from(cards(), { objectMode: false });
  }
  const layout = await csvLayout(db, request);
  // Each chunk becomes its CSV text at once, so that only text (not a chunk of records with
  // everything embedded) waits for the client: what waits is what V8 promotes to its old space.
  const text = async function* () {
    yield stringify([layout.header], CSV_OPTIONS);
    for await (const chunk of recordChunks(db, request, layout.include))
      yield stringify(
        chunk.map((record) => layout.row(record)),
        CSV_OPTIONS,
      );
  };
  return Readable.from(text(), { objectMode: false });
}
