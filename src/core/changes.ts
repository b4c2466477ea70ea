import type { TObject } from '@sinclair/typebox';
import type { Database } from '../db/connect.js';
import { appendEvents, type EventDraft } from '../modules/events/events.queries.js';
import { withRelationsBounded } from './links.js';
import { PerDatabase } from './per-database.js';
import type { EventResource } from '../modules/events/events.types.js';

/**
 * The change feed's half of every write (API.md section 8): what a write
 * touched, turned into one event per record whose answer it changed, in the
 * write's own transaction.
 *
 * A write says which records it is about to change (`willChange`, which
 * reads them fully expanded first) and which it created (`created`); the
 * resource routes do it for every insert, update and delete, so no route can
 * forget. When the write's function returns, its transaction compares each
 * record as it was with the record as it is now:
 *
 * - a record that exists only after is `created`, only before `deleted`
 *   (with the record as it was), both and different `updated`, with the
 *   fields that differ (except `updated_at`) in `changed` and the old values
 *   of those that are not relations in `previous`. Equal, or neither (a
 *   write undone to its savepoint): no event.
 * - a record on the other side of a link shows the written record in one of
 *   its relations (a tag's `contacts`). It changed when the link was made or
 *   undone, or when a field of the written record that its embedded form
 *   shows changed (a contact's `full_name` in a company's `contacts`). Both
 *   are known from the written record's two readings, so the other side is
 *   read once, after, for the event's `data`.
 * - records that show the written one without the written one showing them
 *   (a task's `contacts`; a contact's value of a custom field) are named by
 *   the resource's `embeddedIn`, read before and after, and compared.
 *
 * Events of one write are recorded in the order the write touched the
 * records, each record's own event before those of the records linked to it.
 */

/** What the change feed needs to know of a resource; see ResourceSpec. */
export interface EventSource {
  resource: EventResource;
  /** The resource's table, which is also the name of a relation that lists its records (`contacts`). */
  table: string;
  /** The record's fields in the order its answer has them. */
  fieldOrder: readonly string[];
  /** The fields that are relations: `previous` leaves them out. */
  relations: ReadonlySet<string>;
  fullIncludes: readonly string[];
  /** The fields of the record that other records' embedded forms of it show. */
  embeddedAs: readonly string[];
  findMany(
    db: Database,
    workspaceId: string,
    ids: readonly string[],
    include: Iterable<string>,
  ): Promise<Rec[]>;
  /** Records that show these records without being listed in them. */
  embeddedIn?(db: Database, workspaceId: string, ids: readonly string[]): Promise<RecordRefs[]>;
}

export type Rec = { id: string } & Record<string, unknown>;
export interface RecordRefs {
  table: string;
  ids: string[];
}

const sources = new Map<string, EventSource>();

/** Makes a resource's records known to the feed, by table (resource-routes.ts does it for every resource). */
export function registerEventSource(source: EventSource): void {
  sources.set(source.table, source);
}

/** The feed's view of a resource, by table (for writes outside the resource routes, such as a merge). */
export function eventSourceFor(table: string): EventSource {
  const source = sources.get(table);
  if (!source) throw new Error(`no resource is registered for the table ${table}`);
  return source;
}

/** The field order and relations of a record schema, as an EventSource needs them. */
export function recordShape(
  record: TObject,
  fullIncludes: readonly string[],
  alwaysEmbedded: readonly string[] = [],
) {
  return {
    fieldOrder: Object.keys(record.properties),
    relations: new Set([...fullIncludes, ...alwaysEmbedded]),
  };
}

const READ_CHUNK = 500;
/**
 * A record changed only from the other side of a link (a tag, when a
 * contact is tagged) is in its event with each relation cut to its first
 * this many members: a write's cost must not grow with the size of the tags,
 * lists and companies it links to. Records a write changes itself are in
 * their events in full, as the write answers them.
 */
export const EVENT_MEMBERS_LIMIT = 25;

/** Records by ID fully expanded, as a POST answers them. */
async function readFull(db: Database, source: EventSource, workspaceId: string, ids: readonly string[]) {
  const found = new Map<string, Rec>();
  for (let i = 0; i < ids.length; i += READ_CHUNK) {
    const chunk = ids.slice(i, i + READ_CHUNK);
    for (const record of await source.findMany(db, workspaceId, chunk, source.fullIncludes))
      found.set(record.id, record);
  }
  return found;
}

interface Touched {
  source: EventSource;
  id: string;
  /** The record as it was, or null when the write created it (or it did not exist). */
  before: Rec | null;
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The records one write touched; see the file's comment. */
export class ChangeSet {
  private workspaceId: string | null = null;
  private readonly touched = new Map<string, Touched>();
  /** Records that show a touched one without being linked from it, as they were. */
  private readonly showing = new Map<string, Touched>();
  /** Events recorded by `record`. */
  recorded = 0;
  /** Full readings made since the write's last change: its answer, which `record` need not read again. */
  private readonly finalReads = new Map<string, Rec>();

  /** A record read fully expanded inside the write: its state now, until the next change. */
  noteRead(source: EventSource, records: readonly Rec[]) {
    for (const record of records) this.finalReads.set(keyOf(source.table, record.id), record);
  }

  /** Any change makes what was read before it stale (a record's links change the records on their other side). */
  private changed() {
    this.finalReads.clear();
  }

  private workspace(workspaceId: string) {
    if (this.workspaceId !== null && this.workspaceId !== workspaceId)
      throw new Error('one write changed records of two workspaces');
    this.workspaceId = workspaceId;
  }

  /** Before a write changes or deletes these records: reads them (and those that show them) as they are. */
  async willChange(db: Database, source: EventSource, workspaceId: string, ids: readonly string[]) {
    this.workspace(workspaceId);
    this.changed();
    const fresh = [...new Set(ids)].filter((id) => !this.touched.has(keyOf(source.table, id)));
    if (!fresh.length) return;
    const before = await readFull(db, source, workspaceId, fresh);
    for (const id of fresh)
      this.touched.set(keyOf(source.table, id), { source, id, before: before.get(id) ?? null });
    if (!source.embeddedIn) return;
    for (const refs of await source.embeddedIn(db, workspaceId, fresh)) {
      const other = sources.get(refs.table);
      if (!other) continue;
      const unseen = refs.ids.filter((id) => !this.showing.has(keyOf(refs.table, id)));
      const was = await readFull(db, other, workspaceId, unseen);
      for (const id of unseen)
        this.showing.set(keyOf(refs.table, id), { source: other, id, before: was.get(id) ?? null });
    }
  }

  /** After a write created this record. */
  created(source: EventSource, workspaceId: string, id: string) {
    this.workspace(workspaceId);
    this.changed();
    const key = keyOf(source.table, id);
    if (!this.touched.has(key)) this.touched.set(key, { source, id, before: null });
  }

  /** At the end of the write, in its transaction: the events of what it changed. */
  async record(db: Database): Promise<void> {
    if (!this.touched.size || this.workspaceId === null) return;
    const workspaceId = this.workspaceId;
    const after = await this.readAfter(
      db,
      workspaceId,
      [...this.touched.values(), ...this.showing.values()],
      true,
    );
    const drafts: EventDraft[] = [];
    /** Records linked to a touched one whose relation `fields` changed. */
    const linked = new Map<string, { source: EventSource; id: string; fields: Set<string> }>();

    for (const touched of this.touched.values()) {
      const now = after.get(keyOf(touched.source.table, touched.id)) ?? null;
      const draft = eventOf(touched.source, touched.before, now);
      if (draft) drafts.push(draft);
      for (const link of linksChanged(touched.source, touched.before, now)) {
        const key = keyOf(link.source.table, link.id);
        if (this.touched.has(key) || this.showing.has(key)) continue;
        const entry = linked.get(key) ?? { source: link.source, id: link.id, fields: new Set<string>() };
        entry.fields.add(touched.source.table);
        linked.set(key, entry);
      }
    }
    for (const shown of this.showing.values()) {
      const key = keyOf(shown.source.table, shown.id);
      if (this.touched.has(key)) continue;
      const draft = eventOf(shown.source, shown.before, after.get(key) ?? null);
      if (draft) drafts.push(draft);
    }
    const linkedNow = await withRelationsBounded(db, EVENT_MEMBERS_LIMIT, () =>
      this.readAfter(db, workspaceId, [...linked.values()]),
    );
    for (const [key, entry] of linked) {
      const now = linkedNow.get(key);
      if (!now) continue;
      drafts.push({
        type: `${entry.source.resource}.updated`,
        resource: entry.source.resource,
        resource_id: entry.id,
        data: ordered(entry.source, now),
        changed: entry.source.fieldOrder.filter((f) => entry.fields.has(f)),
        previous: {},
      });
    }
    if (drafts.length) await appendEvents(db, workspaceId, drafts);
    this.recorded += drafts.length;
  }

  private async readAfter(
    db: Database,
    workspaceId: string,
    records: { source: EventSource; id: string }[],
    useFinalReads = false,
  ) {
    const bySource = new Map<EventSource, string[]>();
    const found = new Map<string, Rec>();
    for (const { source, id } of records) {
      const key = keyOf(source.table, id);
      const read = useFinalReads ? this.finalReads.get(key) : undefined;
      if (read) found.set(key, read);
      else {
        const ids = bySource.get(source);
        if (ids) ids.push(id);
        else bySource.set(source, [id]);
      }
    }
    for (const [source, ids] of bySource)
      for (const [id, record] of await readFull(db, source, workspaceId, ids))
        found.set(keyOf(source.table, id), record);
    return found;
  }
}

/** The record's top-level fields in its answer's order. */
function ordered(source: EventSource, record: Rec): Rec {
  const out: Record<string, unknown> = {};
  for (const field of source.fieldOrder) if (field in record) out[field] = record[field];
  for (const field of Object.keys(record)) if (!(field in out)) out[field] = record[field];
  return out as Rec;
}

// Drafts are written out whole (no `{ ...base, type }`): V8 builds a spread with properties
// added in its old space, where a batch of 500 imported contacts left its 500 drafts as
// garbage for the next full collection.
function eventOf(source: EventSource, before: Rec | null, after: Rec | null): EventDraft | null {
  const resource = source.resource;
  if (!before && after)
    return {
      resource,
      changed: [],
      previous: {},
      type: `${resource}.created`,
      resource_id: after.id,
      data: ordered(source, after),
    };
  if (before && !after)
    return {
      resource,
      changed: [],
      previous: {},
      type: `${resource}.deleted`,
      resource_id: before.id,
      data: ordered(source, before),
    };
  if (!before || !after) return null;
  const data = ordered(source, after);
  const fields = [...new Set([...Object.keys(data), ...Object.keys(before)])];
  const changed = fields.filter((f) => f !== 'updated_at' && !same(before[f], after[f]));
  if (!changed.length) return null;
  const previous: Record<string, unknown> = {};
  for (const f of changed) if (!source.relations.has(f) && f in before) previous[f] = before[f];
  return { resource, changed, previous, type: `${resource}.updated`, resource_id: after.id, data };
}

/** The ID of a record as a relation lists it: `{id, ...}`, or wrapped as `{tag: {id, ...}}`. */
function linkedId(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  if (typeof o.id === 'string') return o.id;
  const inner = Object.values(o);
  if (inner.length === 1 && inner[0] && typeof inner[0] === 'object') return linkedId(inner[0]);
  return null;
}

/**
 * The records linked from a touched record (through its relations named
 * after a resource's table) whose own relation listing it changed: the link
 * made or undone, or a field of the touched record that they show changed.
 */
function linksChanged(source: EventSource, before: Rec | null, after: Rec | null) {
  const out: { source: EventSource; id: string }[] = [];
  const shownChanged = !!before && !!after && source.embeddedAs.some((f) => !same(before[f], after[f]));
  for (const [field, other] of sources) {
    // The other resource must show this one: a contact's `companies` changes a company's `contacts`.
    if (!other.fieldOrder.includes(source.table)) continue;
    const was = new Set(idsIn(before?.[field]));
    const is = new Set(idsIn(after?.[field]));
    for (const id of is) if (!was.has(id) || shownChanged) out.push({ source: other, id });
    for (const id of was) if (!is.has(id)) out.push({ source: other, id });
  }
  return out;
}

function idsIn(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(linkedId).filter((id): id is string => id !== null);
}

/** The change set of each write running now, by the database it writes through (core/per-database.ts). */
const changeSets = new PerDatabase<ChangeSet>();

/** Runs one write's function with its change set, then records its events, in the write's transaction. */
export async function recordingChanges<T>(
  db: Database,
  write: () => Promise<T>,
): Promise<{ value: T; events: number }> {
  const changes = new ChangeSet();
  const value = await changeSets.with(db, changes, write);
  await changes.record(db);
  return { value, events: changes.recorded };
}

/** The change set of the write running through `db`, if one is. */
export function changesIfWriting(db: object): ChangeSet | undefined {
  return changeSets.get(db);
}

/** The change set of the write running through `db`; every insert, update and delete of a resource reports to it. */
export function changesOfThisWrite(db: object): ChangeSet {
  const changes = changeSets.get(db);
  if (!changes) throw new Error('a resource was written outside a write transaction');
  return changes;
}
