import type { TObject, TSchema } from '@sinclair/typebox';
import type { DynamicDb } from '../db/dynamic.js';
import type { Database } from '../db/connect.js';
import type { LinkTable } from '../db/types.js';
import { appendEvents, type EventDraft, type EventOrigin, NO_ORIGIN } from './event-append.js';
import type { EventResource } from './event-types.js';
import { type LinkSide, linkSides, linksOf } from './link-sides.js';
import { PerDatabase } from './per-database.js';
import { refreshSearchOf, type SearchParts } from './search.js';
import type { SearchedTable } from '../db/search.js';
import { followSavepoints } from '../db/savepoint.js';

/**
 * The change feed's half of every write (API.md section 8): what a write
 * did, told by its own steps as it does it, turned into events in the
 * write's own transaction.
 *
 * - A record the write creates (`created`), changes by name (`willChange`,
 *   which reads the record's own parts first: its row, e-mails, phone
 *   numbers, custom-field values; never the records it links to) or deletes
 *   (`willDelete`, which reads it as `GET /:id` answers it, and the links it
 *   takes with it) gets one record event. Its `data` is the write's own
 *   answer: the full reading the write makes of it last (`settle`).
 * - Every link made or undone is told by the step that wrote it
 *   (`linksChanged`, from core/links.ts): a `link.added` or `link.removed`
 *   event each, and for the record whose relation was written, the relation
 *   in `changed` with its old IDs in `previous`.
 * - Nothing else: a record whose answer changes only because another
 *   changed (a tag's `contacts` when a contact is tagged) gets no event and
 *   keeps its `updated_at`, so that a write costs what it changed.
 * - A record changed by name in which nothing changed gets no event either,
 *   and its `updated_at` is put back as it was.
 *
 * Events are recorded in the order the write touched the records: each
 * record's event, then the link events written through it, relations in
 * the order its `data` lists them, within one every `link.removed` (old
 * order) before every `link.added` (new order).
 */

/** What the change feed needs to know of a resource; resource-routes.ts builds it from the resource's spec. */
export interface EventSource {
  resource: EventResource;
  /** The resource's table. */
  table: string;
  /** The record's fields in the order its answer has them. */
  fieldOrder: readonly string[];
  /** The fields that list linked records through a link table: their old values are told by the link steps. */
  linkFields: ReadonlySet<string>;
  /** The includes that are the record's own parts (e-mails, custom fields): read before an update. */
  ownIncludes: readonly string[];
  fullIncludes: readonly string[];
  /** What `q` searches in its records (core/search.ts); none when it is not searched. */
  search?: SearchParts;
  /** The column that names a record on a link event's side (`from.name`, `to.name`); none: no name. */
  nameColumn?: string;
  findMany(
    db: Database,
    workspaceId: string,
    ids: readonly string[],
    include: Iterable<string>,
  ): Promise<Rec[]>;
}

export type Rec = { id: string } & Record<string, unknown>;

/** A link a delete takes, with its place among its table's links (`seq`): what a restore puts back. */
export interface TakenLink {
  link: LinkTable;
  /** The deleted record's column in the link table, and the other record's. */
  own: string;
  other: string;
  otherId: string;
  seq: number;
}

/**
 * What a record's delete keeps for a restore (API.md section 12), as JSON
 * text on its `.deleted` event: the trash (modules/trash) says how, once.
 * Read before the delete, in its transaction.
 */
export type DeleteKeeper = (
  db: Database,
  source: EventSource,
  workspaceId: string,
  id: string,
  links: readonly TakenLink[],
) => Promise<string>;

let deleteKeeper: DeleteKeeper | null = null;

/** Sets what every delete keeps for a restore (modules/trash). */
export function keepOnDelete(keeper: DeleteKeeper): void {
  deleteKeeper = keeper;
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

/**
 * The field order, link fields and own parts of a resource's record schema,
 * as an EventSource needs them, and its full answer's includes. Read at the
 * first write, once the resources are registered: the links are declared
 * by the resources at either end (core/link-sides.ts), and registration
 * gives a record the fields they give it (core/resources.ts).
 */
export function recordShape(spec: { record: TSchema; table: string; fullIncludes: readonly string[] }) {
  let fieldOrder: readonly string[] | undefined;
  const fieldOrderOf = () => (fieldOrder ??= Object.keys((spec.record as TObject).properties));
  let linkFields: ReadonlySet<string> | undefined;
  const linkFieldsOf = () =>
    (linkFields ??= new Set(
      linksOf(spec.table)
        .map(({ own }) => own.field)
        .filter((f): f is string => f !== null && fieldOrderOf().includes(f)),
    ));
  let ownIncludes: readonly string[] | undefined;
  return {
    get fieldOrder() {
      return fieldOrderOf();
    },
    get linkFields() {
      return linkFieldsOf();
    },
    get ownIncludes() {
      return (ownIncludes ??= spec.fullIncludes.filter((f) => !linkFieldsOf().has(f)));
    },
    get fullIncludes() {
      return spec.fullIncludes;
    },
  };
}

const READ_CHUNK = 500;

async function readRecords(
  db: Database,
  source: EventSource,
  workspaceId: string,
  ids: readonly string[],
  include: readonly string[],
) {
  const found = new Map<string, Rec>();
  for (let i = 0; i < ids.length; i += READ_CHUNK)
    for (const record of await source.findMany(db, workspaceId, ids.slice(i, i + READ_CHUNK), include))
      found.set(record.id, record);
  return found;
}

interface RelationChange {
  /** The IDs the relation listed before the write, in their order; null when the link step did not read them. */
  old: string[] | null;
  changed: boolean;
}

interface LinkEvent {
  link: LinkTable;
  /** The field of the touched record the link is listed in (null: the record does not list it). */
  field: string | null;
  fromId: string;
  toId: string;
  added: boolean;
}

interface Touched {
  source: EventSource;
  id: string;
  state: 'created' | 'changed' | 'deleted' | 'restored';
  /** Changed: its own parts before the change (or a full reading the write gave); deleted: as `GET /:id` answered. */
  before: Rec | null;
  /** Deleted: what a restore needs (DeleteKeeper), kept on its event. */
  kept?: string;
  relations: Map<string, RelationChange>;
  links: LinkEvent[];
}

/** An update's event, worked out from the write's last full reading of the record. */
interface Settled {
  data: Rec;
  changed: string[];
  previous: Record<string, unknown>;
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The records one write touched and the links it made or undid; see the file's comment. */
export class ChangeSet {
  private workspaceId: string | null = null;
  private readonly touched = new Map<string, Touched>();
  /** How to undo each step since the write began, newest last: a savepoint's rollback runs them back. */
  private readonly undo: (() => void)[] = [];
  /** The answers of changed records read since the write's last change: their events, worked out. */
  private readonly settled = new Map<string, Settled>();
  /** Link events of links whose records this write did not name (kept in the order told). */
  private readonly loose: LinkEvent[] = [];
  /**
   * Links of a record being inserted, told before the insert names the
   * record (`created`), by the record's key: they go with it then.
   */
  private readonly pending = new Map<string, LinkEvent[]>();
  /**
   * Full records a write built from what it wrote (`built`): the answer
   * and the event of a record just created or updated, without reading it
   * back. Good until the write's next step, as a reading would be.
   */
  private readonly builtRecords = new Map<string, Rec>();
  /** Names of records the write's link steps read (`seenNames`), by key. */
  private readonly namesSeen = new Map<string, string>();
  /** Events recorded by `record`. */
  recorded = 0;

  constructor(readonly origin: EventOrigin) {}

  private workspace(workspaceId: string) {
    if (this.workspaceId !== null && this.workspaceId !== workspaceId)
      throw new Error('one write changed records of two workspaces');
    this.workspaceId = workspaceId;
  }

  /** Any change makes answers read before it stale. */
  private changed() {
    this.settled.clear();
    this.builtRecords.clear();
  }

  /**
   * Records the write inserted or updated, each as its full reading (`GET
   * /:id` with every include) would show it, built from the rows it read
   * and wrote. Told at the end of the insert (before `created` names them)
   * or of the update; any later step of the write but `created` forgets
   * them, and they are read again when asked.
   */
  built(table: string, records: readonly Rec[]) {
    for (const record of records) this.builtRecords.set(keyOf(table, record.id), record);
  }

  /** The records of `ids` as the write built them, in that order; undefined unless every one was. */
  builtOf(table: string, ids: readonly string[]): Rec[] | undefined {
    if (!this.builtRecords.size || !ids.length) return undefined;
    const out: Rec[] = [];
    for (const id of ids) {
      const record = this.builtRecords.get(keyOf(table, id));
      if (!record) return undefined;
      // A copy each time, as each reading is a new object: a caller may change its answer.
      out.push({ ...record });
    }
    return out;
  }

  private add(touched: Touched) {
    const key = keyOf(touched.source.table, touched.id);
    this.touched.set(key, touched);
    this.undo.push(() => this.touched.delete(key));
  }

  /** A position to come back to (a savepoint): see `rollbackTo`. */
  mark(): number {
    return this.undo.length;
  }

  /** Forgets what the write told since `mark`, as its savepoint's rollback undid it. */
  rollbackTo(mark: number) {
    while (this.undo.length > mark) this.undo.pop()!();
    this.changed();
  }

  /**
   * Before a write changes these records: their own parts as they are (a
   * caller that read them fully expanded already passes those readings).
   */
  async willChange(
    db: Database,
    source: EventSource,
    workspaceId: string,
    ids: readonly string[],
    readings: readonly Rec[] = [],
  ) {
    this.workspace(workspaceId);
    this.changed();
    const fresh = [...new Set(ids)].filter((id) => !this.touched.has(keyOf(source.table, id)));
    if (!fresh.length) return;
    const given = new Map(readings.map((r) => [r.id, r]));
    const unread = fresh.filter((id) => !given.has(id));
    const read = unread.length
      ? await readRecords(db, source, workspaceId, unread, source.ownIncludes)
      : new Map<string, Rec>();
    for (const id of fresh) {
      const before = given.get(id) ?? read.get(id) ?? null;
      if (before) this.add({ source, id, state: 'changed', before, relations: new Map(), links: [] });
    }
  }

  /** After a write created this record (its links, told while it was inserted, go with it). */
  created(source: EventSource, workspaceId: string, id: string) {
    this.workspace(workspaceId);
    // Answers read before are stale; the records the insert built are what it created.
    this.settled.clear();
    const key = keyOf(source.table, id);
    if (this.touched.has(key)) return;
    const links = this.pending.get(key) ?? [];
    this.add({ source, id, state: 'created', before: null, relations: new Map(), links });
    if (!links.length) return;
    this.pending.delete(key);
    this.undo.push(() => this.pending.set(key, links));
  }

  /**
   * Before a write deletes this record: the record as `GET /:id` without
   * `include` answers it (`shown`, when the write read it so already), and
   * every link it takes with it.
   */
  async willDelete(db: Database, source: EventSource, workspaceId: string, id: string, shown?: Rec) {
    this.workspace(workspaceId);
    this.changed();
    const before = shown ?? (await source.findMany(db, workspaceId, [id], []))[0];
    if (!before) return;
    const key = keyOf(source.table, id);
    const was = this.touched.get(key);
    if (was?.state === 'created') {
      // Made and undone in one write: neither is recorded.
      this.touched.delete(key);
      this.undo.push(() => this.touched.set(key, was));
      return;
    }
    let touched = was;
    if (touched) {
      const { state, before: old } = touched;
      const t = touched;
      t.state = 'deleted';
      t.before = before;
      this.undo.push(() => {
        t.state = state;
        t.before = old;
      });
    } else {
      touched = { source, id, state: 'deleted', before, relations: new Map(), links: [] };
      this.add(touched);
    }
    const taken: TakenLink[] = [];
    for (const { link, own, other } of linksOf(source.table)) {
      const rows = (await (db as DynamicDb)
        .selectFrom(link)
        .select([other.column, 'seq'])
        .where(own.column, '=', id)
        .orderBy('seq')
        .execute()) as Record<string, string>[];
      for (const row of rows) {
        const otherId = row[other.column]!;
        const fromId = own === linkSides(link).from ? id : otherId;
        const toId = fromId === id ? otherId : id;
        this.pushLink(touched.links, { link, field: own.field, fromId, toId, added: false });
        taken.push({ link, own: own.column, other: other.column, otherId, seq: Number(row.seq) });
      }
    }
    if (deleteKeeper) {
      const t = touched;
      const was = t.kept;
      t.kept = await deleteKeeper(db, source, workspaceId, id, taken);
      this.undo.push(() => (t.kept = was));
    }
  }

  /**
   * After a write restored this record from the trash (modules/trash): its
   * event is `<resource>.restored`, its `data` the write's full reading.
   */
  restored(source: EventSource, workspaceId: string, id: string) {
    this.workspace(workspaceId);
    this.changed();
    const key = keyOf(source.table, id);
    const was = this.touched.get(key);
    if (was) {
      // Deleted and restored in one write: as if neither happened, but for its links.
      if (was.state !== 'deleted') return;
      this.touched.delete(key);
      this.undo.push(() => this.touched.set(key, was));
    }
    this.add({ source, id, state: 'restored', before: null, relations: new Map(), links: [] });
  }

  /** Links a restore brought back, told with the restored record that took them (`ownerId`, on column `owner`). */
  linksRestored(link: LinkTable, owner: string, ownerId: string, otherIds: readonly string[]) {
    if (!otherIds.length) return;
    this.changed();
    const sides = linkSides(link);
    const ownSide: LinkSide = sides.from.column === owner ? sides.from : sides.to;
    const touched = this.touched.get(keyOf(ownSide.table, ownerId));
    for (const otherId of otherIds) {
      const event: LinkEvent = {
        link,
        field: ownSide.field,
        fromId: ownSide === sides.from ? ownerId : otherId,
        toId: ownSide === sides.from ? otherId : ownerId,
        added: true,
      };
      this.pushLink(touched ? touched.links : this.loose, event);
    }
  }

  private pushLink(list: LinkEvent[], event: LinkEvent) {
    list.push(event);
    this.undo.push(() => list.pop());
  }

  /**
   * A link step of the write: the links of one record (`ownerId`, on the
   * side of `owner`, a column of `link`) it undid and made, in that order,
   * with the IDs the relation listed before when the step read them, and
   * the rows of the other side's records it read (`seen`: their names, for
   * the link events, need no reading again).
   */
  linksChanged(
    link: LinkTable,
    owner: string,
    ownerId: string,
    old: string[] | null,
    removed: readonly string[],
    added: readonly string[],
    seen: readonly Record<string, unknown>[] = [],
  ) {
    if (!removed.length && !added.length) return;
    this.changed();
    const sides = linkSides(link);
    const ownSide: LinkSide = sides.from.column === owner ? sides.from : sides.to;
    const otherSide: LinkSide = ownSide === sides.from ? sides.to : sides.from;
    this.seenNames(otherSide.table, seen);
    const ownTouched = this.touched.get(keyOf(ownSide.table, ownerId)) ?? null;
    const event = (otherId: string, wasAdded: boolean): LinkEvent => ({
      link,
      field: ownSide.field,
      fromId: ownSide === sides.from ? ownerId : otherId,
      toId: ownSide === sides.from ? otherId : ownerId,
      added: wasAdded,
    });
    if (ownTouched) {
      if (ownSide.field) this.relationChanged(ownTouched, ownSide.field, old);
      for (const id of removed) this.pushLink(ownTouched.links, event(id, false));
      for (const id of added) this.pushLink(ownTouched.links, event(id, true));
      return;
    }
    // Written from a record the write did not name (a merge moving notes to its target): the link
    // events go with the named record on the other side, or stand alone.
    for (const [ids, wasAdded] of [
      [removed, false],
      [added, true],
    ] as const)
      for (const otherId of ids) {
        const other = this.touched.get(keyOf(otherSide.table, otherId)) ?? null;
        if (other && otherSide.field) this.relationChanged(other, otherSide.field, null);
        this.pushLink(other ? other.links : this.loose, {
          ...event(otherId, wasAdded),
          field: otherSide.field,
        });
      }
  }

  /**
   * The links of a record the write is inserting, made before the insert
   * names it (core/links.ts `linkNewOwners`): they go with it when
   * `created` is told.
   */
  newLinks(link: LinkTable, owner: string, ownerId: string, added: readonly string[]) {
    if (!added.length) return;
    // A link to a record built before changes what it lists.
    this.builtRecords.clear();
    const sides = linkSides(link);
    const ownSide = sides.from.column === owner ? sides.from : sides.to;
    const key = keyOf(ownSide.table, ownerId);
    let list = this.pending.get(key);
    if (!list) {
      const fresh: LinkEvent[] = [];
      this.pending.set(key, (list = fresh));
      this.undo.push(() => this.pending.delete(key));
    }
    for (const id of added)
      this.pushLink(list, {
        link,
        field: ownSide.field,
        fromId: ownSide === sides.from ? ownerId : id,
        toId: ownSide === sides.from ? id : ownerId,
        added: true,
      });
  }

  /**
   * Names of records a step read (the rows of `table` it was given), as a
   * fallback for its link events: a reading of the record at the end of
   * the write (a record the write renamed is one it changed) comes first.
   */
  private seenNames(table: string, rows: readonly Record<string, unknown>[]) {
    const column = nameColumnOf(table);
    if (!column || !rows.length) return;
    const keys: string[] = [];
    for (const row of rows) {
      const name = row[column];
      if (typeof name !== 'string' || typeof row.id !== 'string') continue;
      const key = keyOf(table, row.id);
      if (this.namesSeen.has(key)) continue;
      this.namesSeen.set(key, name);
      keys.push(key);
    }
    if (keys.length) this.undo.push(() => keys.forEach((key) => this.namesSeen.delete(key)));
  }

  private relationChanged(touched: Touched, field: string, old: string[] | null) {
    const was = touched.relations.get(field);
    if (was?.changed && (was.old || !old)) return;
    touched.relations.set(field, { old: was?.old ?? old, changed: true });
    this.undo.push(() => (was ? touched.relations.set(field, was) : touched.relations.delete(field)));
  }

  /**
   * The write's full readings of records it changed (its answer): each
   * one's event is worked out from it. A record in which nothing changed
   * gets its `updated_at` back, in the database and in the reading, before
   * the answer is told.
   */
  async settle(db: Database, source: EventSource, records: readonly Rec[]) {
    for (const record of records) {
      const key = keyOf(source.table, record.id);
      const touched = this.touched.get(key);
      if (!touched || touched.state === 'deleted') continue;
      if (touched.state === 'created' || touched.state === 'restored') {
        this.settled.set(key, { data: ordered(source, record), changed: [], previous: {} });
        continue;
      }
      const settled = updateOf(touched, record);
      if (!settled.changed.length) await putBackUpdatedAt(db, touched, record);
      this.settled.set(key, settled);
    }
  }

  /** At the end of the write, in its transaction: the events of what it did. */
  async record(db: Database): Promise<void> {
    for (const links of this.pending.values()) this.loose.push(...links);
    this.pending.clear();
    if (this.workspaceId === null || (!this.touched.size && !this.loose.length)) return;
    const unsettled = [...this.touched.values()].filter(
      (t) => t.state !== 'deleted' && !this.settled.has(keyOf(t.source.table, t.id)),
    );
    const after = new Map<string, Rec>();
    const unread = unsettled.filter((t) => {
      const key = keyOf(t.source.table, t.id);
      const built = t.state === 'created' ? this.builtRecords.get(key) : undefined;
      if (built) after.set(key, built);
      return !built;
    });
    for (const [key, record] of await this.readAfter(db, this.workspaceId, unread)) after.set(key, record);
    /** Record events, and each record's link events after its own, in the order recorded. */
    const entries: (EventDraft | LinkEvent[])[] = [];
    /** Every reading of the write, oldest first: the names its link events show. */
    const readings: { source: EventSource; record: Rec }[] = [];
    /** The records created or changed, with their answers: their search text is refreshed. */
    const written: { source: EventSource; data: Rec }[] = [];

    for (const touched of this.touched.values()) {
      const { source, before } = touched;
      const key = keyOf(source.table, touched.id);
      if (before) readings.push({ source, record: before });
      if (touched.state === 'deleted') {
        const draft = recordDraft(`${source.resource}.deleted`, touched, ordered(source, before!));
        if (touched.kept !== undefined) draft.kept = touched.kept;
        entries.push(draft);
      } else {
        const settled = this.settled.get(key) ?? settleLate(touched, after.get(key));
        if (!settled) continue;
        readings.push({ source, record: settled.data });
        const whole = touched.state === 'created' || touched.state === 'restored';
        // A change of links alone leaves the search text as it was: it is made of the record's own parts.
        if (whole || settled.changed.some((field) => !source.linkFields.has(field)))
          written.push({ source, data: settled.data });
        if (whole) entries.push(recordDraft(`${source.resource}.${touched.state}`, touched, settled.data));
        else if (settled.changed.length)
          entries.push(
            recordDraft(
              `${source.resource}.updated`,
              touched,
              settled.data,
              settled.changed,
              settled.previous,
            ),
          );
        else if (!this.settled.has(key)) await putBackUpdatedAt(db, touched, settled.data);
      }
      const links = linkOrder(touched);
      if (links.length) entries.push(links);
    }
    if (this.loose.length) entries.push(this.loose);
    await this.refreshSearchText(db, written);
    const linkEvents = entries.filter((e): e is LinkEvent[] => Array.isArray(e)).flat();
    const names = linkEvents.length ? await Names.of(db, readings, this.namesSeen, linkEvents) : null;
    const out = entries.flatMap((entry) =>
      Array.isArray(entry) ? entry.map((event) => linkDraft(event, names!)) : [entry],
    );
    if (out.length) await appendEvents(db, this.workspaceId, out, this.origin);
    this.recorded += out.length;
  }

  /**
   * The search text (core/search.ts) of the records the write created or
   * changed, from their answers, once per transaction and table, whatever
   * way they were written. A record whose changes are all links is not
   * among them: every resource's search text is made of its own parts
   * (SearchParts), never of the records it links to.
   */
  private async refreshSearchText(db: Database, written: readonly { source: EventSource; data: Rec }[]) {
    const byTable = new Map<string, { search: SearchParts; records: Rec[] }>();
    for (const { source, data } of written) {
      if (!source.search) continue;
      const of = byTable.get(source.table);
      if (of) of.records.push(data);
      else byTable.set(source.table, { search: source.search, records: [data] });
    }
    for (const [table, { search, records }] of byTable)
      await refreshSearchOf(db, table as SearchedTable, search, records);
  }

  private async readAfter(db: Database, workspaceId: string, records: Touched[]) {
    const bySource = new Map<EventSource, string[]>();
    for (const { source, id } of records) {
      const ids = bySource.get(source);
      if (ids) ids.push(id);
      else bySource.set(source, [id]);
    }
    const found = new Map<string, Rec>();
    for (const [source, ids] of bySource)
      for (const [id, record] of await readRecords(db, source, workspaceId, ids, source.fullIncludes))
        found.set(keyOf(source.table, id), record);
    return found;
  }
}

// Drafts are written out whole (no `{ ...base, type }`): V8 builds a spread with properties
// added in its old space, where a batch of 500 imported contacts left its drafts as garbage
// for the next full collection.
function recordDraft(
  type: string,
  touched: Touched,
  data: Rec,
  changed: string[] = [],
  previous: Record<string, unknown> = {},
): EventDraft {
  return { type, resource: touched.source.resource, resource_id: touched.id, data, changed, previous };
}

function settleLate(touched: Touched, after: Rec | undefined): Settled | null {
  if (!after) return null;
  if (touched.state === 'created' || touched.state === 'restored')
    return { data: ordered(touched.source, after), changed: [], previous: {} };
  return updateOf(touched, after);
}

/** The fields of a changed record that differ from before, in its answer's order, with their old values. */
function updateOf(touched: Touched, after: Rec): Settled {
  const { source, before } = touched;
  const data = ordered(source, after);
  const changed: string[] = [];
  const previous: Record<string, unknown> = {};
  for (const field of source.fieldOrder) {
    if (field === 'updated_at' || !(field in data)) continue;
    if (source.linkFields.has(field)) {
      const relation = touched.relations.get(field);
      if (!relation?.changed) continue;
      changed.push(field);
      previous[field] = relation.old ?? idsIn(before?.[field]);
    } else if (before && field in before && !same(before[field], data[field])) {
      changed.push(field);
      previous[field] = before[field];
    }
  }
  return { data, changed, previous };
}

/** A record changed by name in which nothing changed keeps its `updated_at` (API.md section 8). */
async function putBackUpdatedAt(db: Database, touched: Touched, answer: Rec) {
  const was = touched.before?.updated_at;
  if (typeof was !== 'string' || answer.updated_at === was) return;
  await (db as DynamicDb)
    .updateTable(touched.source.table)
    .set({ updated_at: was })
    .where('id', '=', touched.id)
    .execute();
  answer.updated_at = was;
}

/** A record's link events: relations in its answer's order, each one's removals before its additions. */
function linkOrder(touched: Touched): LinkEvent[] {
  if (touched.links.length < 2) return touched.links;
  const order = touched.source.fieldOrder;
  const rank = (e: LinkEvent) => {
    const at = e.field === null ? -1 : order.indexOf(e.field);
    return (at === -1 ? order.length : at) * 2 + (e.added ? 1 : 0);
  };
  return touched.links
    .map((event, index) => ({ event, index, rank: rank(event) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ event }) => event);
}

/** The record's top-level fields in its answer's order. */
function ordered(source: EventSource, record: Rec): Rec {
  const out: Record<string, unknown> = {};
  for (const field of source.fieldOrder) if (field in record) out[field] = record[field];
  for (const field of Object.keys(record)) if (!(field in out)) out[field] = record[field];
  return out as Rec;
}

/** The ID of a record as a relation lists it: `{id, ...}`, or wrapped as `{tag: {id, ...}}`. */
function linkedItem(item: unknown): Record<string, unknown> | null {
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  if (typeof o.id === 'string') return o;
  const inner = Object.values(o);
  if (inner.length === 1 && inner[0] && typeof inner[0] === 'object') return linkedItem(inner[0]);
  return null;
}

function idsIn(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => linkedItem(item)?.id as string | undefined).filter((id) => id !== undefined);
}

/** The display names of the records a write's link events name (API.md section 8). */
class Names {
  private readonly known = new Map<string, string>();

  /**
   * The names of the records `events` name: from the write's readings (a
   * later reading's name wins: a record renamed by the write shows its new
   * name), then those its link steps saw (`seen`, by key), and those
   * neither shows read in one statement per table.
   */
  static async of(
    db: Database,
    readings: readonly { source: EventSource; record: Rec }[],
    seen: ReadonlyMap<string, string>,
    events: readonly LinkEvent[],
  ): Promise<Names> {
    const names = new Names();
    for (const { source, record } of readings) names.learn(source, record);
    for (const [key, name] of seen) if (!names.known.has(key)) names.known.set(key, name);
    await names.lookUp(db, events);
    return names;
  }

  /** The names a reading shows: the record's own and those of the records its relations list. */
  private learn(source: EventSource, record: Rec) {
    this.take(source.table, record);
    for (const { own, other } of linksOf(source.table)) {
      const items = own.field ? record[own.field] : undefined;
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        const inner = linkedItem(item);
        if (inner) this.take(other.table, inner);
      }
    }
  }

  private take(table: string, record: Record<string, unknown>) {
    const column = nameColumnOf(table);
    const name = column ? record[column] : undefined;
    if (typeof name === 'string') this.known.set(keyOf(table, record.id as string), name);
  }

  /** Reads the names the readings did not show, one statement per table. */
  private async lookUp(db: Database, events: readonly LinkEvent[]) {
    const missing = new Map<string, Set<string>>();
    for (const event of events) {
      const { from, to } = linkSides(event.link);
      for (const [side, id] of [
        [from, event.fromId],
        [to, event.toId],
      ] as const) {
        if (!nameColumnOf(side.table) || this.known.has(keyOf(side.table, id))) continue;
        const ids = missing.get(side.table) ?? new Set<string>();
        ids.add(id);
        missing.set(side.table, ids);
      }
    }
    for (const [table, ids] of missing) {
      const column = nameColumnOf(table)!;
      const all = [...ids];
      for (let i = 0; i < all.length; i += READ_CHUNK) {
        const rows = (await (db as DynamicDb)
          .selectFrom(table)
          .select(['id', column])
          .where('id', 'in', all.slice(i, i + READ_CHUNK))
          .execute()) as Record<string, string>[];
        for (const row of rows) this.known.set(keyOf(table, row.id!), row[column]!);
      }
    }
  }

  sideOf(side: LinkSide, id: string) {
    const name = nameColumnOf(side.table) ? this.known.get(keyOf(side.table, id)) : undefined;
    const resource = resourceOf(side);
    return name === undefined ? { resource, id } : { resource, id, name };
  }
}

/** The column that names a record of `table` on a link event's side (its spec's `nameColumn`). */
const nameColumnOf = (table: string): string | undefined => eventSourceFor(table).nameColumn;

/** A link side's resource in the feed: its table's (registered from the resource's spec). */
const resourceOf = (side: LinkSide): EventResource => eventSourceFor(side.table).resource;

function linkDraft(event: LinkEvent, names: Names): EventDraft {
  const { from, to } = linkSides(event.link);
  return {
    type: event.added ? 'link.added' : 'link.removed',
    resource: resourceOf(from),
    resource_id: event.fromId,
    data: { relation: from.field, from: names.sideOf(from, event.fromId), to: names.sideOf(to, event.toId) },
    changed: [],
    previous: {},
    linked: { resource: resourceOf(to), id: event.toId },
  };
}

/** The change set of each write running now, by the database it writes through (core/per-database.ts). */
const changeSets = new PerDatabase<ChangeSet>();

/**
 * Runs one write's function with its change set, then records its events,
 * in the write's transaction. A write inside another (an import's batch)
 * has a change set of its own with the same origin.
 */
export async function recordingChanges<T>(
  db: Database,
  write: () => Promise<T>,
  origin: EventOrigin = changeSets.get(db)?.origin ?? NO_ORIGIN,
): Promise<{ value: T; events: number }> {
  const changes = new ChangeSet(origin);
  const value = await changeSets.with(db, changes, write);
  await changes.record(db);
  // A write inside another (an import's batch) counts toward it: its commit announces them.
  const outer = changeSets.get(db);
  if (outer) outer.recorded += changes.recorded;
  return { value, events: changes.recorded };
}

/** The change set of the write running through `db`, if one is. */
export function changesIfWriting(db: object): ChangeSet | undefined {
  return changeSets.get(db);
}

// A savepoint's rollback forgets what the write told since it (an undone step records no event).
followSavepoints(changesIfWriting);

/** The change set of the write running through `db`; every insert, update and delete of a resource reports to it. */
export function changesOfThisWrite(db: object): ChangeSet {
  const changes = changeSets.get(db);
  if (!changes) throw new Error('a resource was written outside a write transaction');
  return changes;
}
