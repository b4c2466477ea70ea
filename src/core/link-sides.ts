import type { LinkTable } from '../db/types.js';

/**
 * One side of a link: the record's table, its column in the link table, its
 * relation field (its resource in the feed is its table's spec's `event`).
 */
export interface LinkSide {
  table: 'contacts' | 'companies' | 'tags' | 'lists' | 'notes' | 'tasks';
  column: string;
  /** The field of this side's record that lists the other side (null: the record does not list them). */
  field: string | null;
}

/**
 * The orientation of each link (API.md section 8's table): a link event's
 * `from` side is the record that lists the link in its relation (a contact's
 * `tags`), its `to` side the record listed, whichever side a write named.
 */
const contact = (field: string | null): LinkSide => ({ table: 'contacts', column: 'contact_id', field });
const company = (field: string): LinkSide => ({ table: 'companies', column: 'company_id', field });
const tag = (field: string): LinkSide => ({ table: 'tags', column: 'tag_id', field });
const list = (field: string): LinkSide => ({ table: 'lists', column: 'list_id', field });
const note = (field: string): LinkSide => ({ table: 'notes', column: 'note_id', field });
const task = (field: string): LinkSide => ({ table: 'tasks', column: 'task_id', field });

export const LINK_SIDES: Readonly<Record<LinkTable, { from: LinkSide; to: LinkSide }>> = {
  contact_companies: { from: contact('companies'), to: company('contacts') },
  contact_tags: { from: contact('tags'), to: tag('contacts') },
  list_contacts: { from: contact('lists'), to: list('contacts') },
  company_tags: { from: company('tags'), to: tag('companies') },
  list_companies: { from: company('lists'), to: list('companies') },
  note_contacts: { from: note('contacts'), to: contact('notes') },
  // A contact does not list its tasks.
  task_contacts: { from: task('contacts'), to: contact(null) },
  task_tags: { from: task('tags'), to: tag('tasks') },
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
