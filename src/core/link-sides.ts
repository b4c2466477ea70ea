import type { TObject } from '@sinclair/typebox';
import type { LinkTable, RecordTable } from '../db/types.js';
import { ContactNote, EmbeddedCompany, EmbeddedContact, EmbeddedTask, ListRef, TagRef } from './schemas.js';

/** The tables of the records links join: any record table (db/types.ts). */
export type LinkedTable = RecordTable;

/** How a side's record shows the records linked to it: the columns read, and the form built from them. */
export interface Embedded {
  columns: readonly string[];
  shape: (row: Record<string, unknown>) => unknown;
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
}

/**
 * How a related record is embedded, stated once by its schema (core/schemas.ts):
 * the columns read are its properties, in their order; `within` wraps it
 * under one key (a contact's tags are `{tag: {id, name}}`).
 */
function embeddedAs(schema: TObject, within?: string): Embedded {
  const columns = Object.keys(schema.properties);
  const pick = (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) out[column] = row[column];
    return out;
  };
  return { columns, shape: within ? (row) => ({ [within]: pick(row) }) : pick };
}

const contact = embeddedAs(EmbeddedContact);
const company = embeddedAs(EmbeddedCompany);

const side =
  (table: LinkedTable, column: string) =>
  (field: string | null, embeds: Embedded | null = null): LinkSide => ({ table, column, field, embeds });
const contactSide = side('contacts', 'contact_id');
const companySide = side('companies', 'company_id');
const tagSide = side('tags', 'tag_id');
const listSide = side('lists', 'list_id');
const noteSide = side('notes', 'note_id');
const taskSide = side('tasks', 'task_id');

/**
 * Every link, stated once: its table, its two sides and its orientation
 * (API.md section 8's table): a link event's `from` side is the record that
 * lists the link in its relation (a contact's `tags`), its `to` side the
 * record listed, whichever side a write named. The relations of
 * core/links.ts are these sides read from one end.
 */
export const LINK_SIDES: Readonly<Record<LinkTable, { from: LinkSide; to: LinkSide }>> = {
  contact_companies: { from: contactSide('companies', company), to: companySide('contacts', contact) },
  contact_tags: { from: contactSide('tags', embeddedAs(TagRef, 'tag')), to: tagSide('contacts', contact) },
  list_contacts: {
    from: contactSide('lists', embeddedAs(ListRef, 'list')),
    to: listSide('contacts', contact),
  },
  company_tags: { from: companySide('tags', embeddedAs(TagRef, 'tag')), to: tagSide('companies', company) },
  list_companies: {
    from: companySide('lists', embeddedAs(ListRef, 'list')),
    to: listSide('companies', company),
  },
  note_contacts: { from: noteSide('contacts', contact), to: contactSide('notes', embeddedAs(ContactNote)) },
  // A contact does not list its tasks.
  task_contacts: { from: taskSide('contacts', contact), to: contactSide(null) },
  task_tags: { from: taskSide('tags', embeddedAs(TagRef)), to: tagSide('tasks', embeddedAs(EmbeddedTask)) },
};

/** The links a record of `table` can have, each with its own side and the other. */
export function linksOf(table: string): { link: LinkTable; own: LinkSide; other: LinkSide }[] {
  const out: { link: LinkTable; own: LinkSide; other: LinkSide }[] = [];
  for (const [link, { from, to }] of Object.entries(LINK_SIDES) as [
    LinkTable,
    { from: LinkSide; to: LinkSide },
  ][]) {
    if (from.table === table) out.push({ link, own: from, other: to });
    if (to.table === table) out.push({ link, own: to, other: from });
  }
  return out;
}
