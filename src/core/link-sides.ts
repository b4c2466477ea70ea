import type { LinkTable } from '../db/types.js';
import type { EventResource } from './event-types.js';

/** One side of a link: the record's table and resource, its column in the link table, its relation field. */
export interface LinkSide {
  table: 'contacts' | 'companies' | 'tags' | 'lists' | 'notes' | 'tasks';
  resource: EventResource;
  column: string;
  /** The field of this side's record that lists the other side (null: the record does not list them). */
  field: string | null;
}

/**
 * The orientation of each link (API.md section 8's table): a link event's
 * `from` side is the record that lists the link in its relation (a contact's
 * `tags`), its `to` side the record listed, whichever side a write named.
 */
export const LINK_SIDES: Readonly<Record<LinkTable, { from: LinkSide; to: LinkSide }>> = {
  contact_companies: {
    from: { table: 'contacts', resource: 'contact', column: 'contact_id', field: 'companies' },
    to: { table: 'companies', resource: 'company', column: 'company_id', field: 'contacts' },
  },
  contact_tags: {
    from: { table: 'contacts', resource: 'contact', column: 'contact_id', field: 'tags' },
    to: { table: 'tags', resource: 'tag', column: 'tag_id', field: 'contacts' },
  },
  list_contacts: {
    from: { table: 'contacts', resource: 'contact', column: 'contact_id', field: 'lists' },
    to: { table: 'lists', resource: 'list', column: 'list_id', field: 'contacts' },
  },
  company_tags: {
    from: { table: 'companies', resource: 'company', column: 'company_id', field: 'tags' },
    to: { table: 'tags', resource: 'tag', column: 'tag_id', field: 'companies' },
  },
  list_companies: {
    from: { table: 'companies', resource: 'company', column: 'company_id', field: 'lists' },
    to: { table: 'lists', resource: 'list', column: 'list_id', field: 'companies' },
  },
  note_contacts: {
    from: { table: 'notes', resource: 'note', column: 'note_id', field: 'contacts' },
    to: { table: 'contacts', resource: 'contact', column: 'contact_id', field: 'notes' },
  },
  task_contacts: {
    from: { table: 'tasks', resource: 'task', column: 'task_id', field: 'contacts' },
    to: { table: 'contacts', resource: 'contact', column: 'contact_id', field: null },
  },
  task_tags: {
    from: { table: 'tasks', resource: 'task', column: 'task_id', field: 'tags' },
    to: { table: 'tags', resource: 'tag', column: 'tag_id', field: 'tasks' },
  },
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

/** A record's display name in a link event: a contact's `full_name`, a company's, tag's or list's `name`. */
export const NAME_COLUMN: Readonly<Partial<Record<LinkSide['table'], string>>> = {
  contacts: 'full_name',
  companies: 'name',
  tags: 'name',
  lists: 'name',
};
