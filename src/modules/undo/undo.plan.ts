import { pushTo } from '../../core/includes.js';
import type { UndoAction, UndoConflict, UndoneEvent } from './undo.schema.js';
import { actionOf, type FeedEvent, isLinkEvent, type LinkData, linkOf } from './undo.events.js';
import { isRelation, revertBody, revertibleFields } from './undo.fields.js';
import { fieldOfSide, pairKey } from './undo.links.js';

/**
 * What an undo does (API.md section 12), worked out before anything is
 * written: the steps to write, and for each event taken its action, with
 * the conflicts.
 *
 * - The events are taken newest first. A record event takes the link events
 *   its own write recorded with it (section 8's order: the record's event,
 *   then the links written through it): a created or restored record's
 *   links go with its delete, a deleted one's come back with its restore,
 *   an update's links of a relation it reverts are that relation's. Those
 *   are not written a second time.
 * - A conflict: a later event, not among those taken, that changed what an
 *   event would put back (a field of the record: its `.updated` naming it;
 *   a relation: its link events; a link: the events of that link; a
 *   created or restored record: any later event of it or its links). It is
 *   left as it is and listed, unless `force`. A record a later write
 *   deleted (or restored) is left as it is whatever `force` says: there is
 *   nothing to write back to.
 * - `existing` holds the records that exist now among all those the events
 *   name; the plan follows what its own steps delete and restore.
 */

export type Step =
  | { kind: 'delete'; resource: string; id: string }
  | { kind: 'restore'; resource: string; id: string }
  | { kind: 'update'; resource: string; id: string; body: Record<string, unknown> }
  | { kind: 'link' | 'unlink'; link: LinkData };

export interface Plan {
  steps: Step[];
  data: UndoneEvent[];
  conflicts: UndoConflict[];
}

/** Which link events of `events` each record event took with it (by the record event's ID). */
function ownedLinks(events: readonly FeedEvent[]): { owned: Map<string, FeedEvent[]>; taken: Set<string> } {
  const owned = new Map<string, FeedEvent[]>();
  const taken = new Set<string>();
  let record: FeedEvent | null = null;
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (!isLinkEvent(event)) {
      record = event;
      continue;
    }
    if (
      record &&
      record.occurred_at === event.occurred_at &&
      record.request_id === event.request_id &&
      takesWith(record, event)
    ) {
      pushTo(owned, record.id, event);
      taken.add(event.id);
    }
  }
  return { owned, taken };
}

/** True when `link` is one of the links `record`'s own event in the same write made or undid. */
function takesWith(record: FeedEvent, link: FeedEvent): boolean {
  const { from, to } = linkOf(link);
  const id = record.resource_id;
  if (from.id !== id && to.id !== id) return false;
  const added = link.type === 'link.added';
  switch (actionOf(record)) {
    case 'created':
    case 'restored':
      return added;
    case 'deleted':
      return !added;
    case 'updated': {
      const field = fieldOfSide(link, id);
      return field !== null && record.changed.includes(field);
    }
    default:
      return false;
  }
}

export function planUndo(
  events: readonly FeedEvent[],
  later: readonly FeedEvent[],
  existing: ReadonlySet<string>,
  force: boolean,
): Plan {
  const inSet = new Set(events.map((e) => e.id));
  const records = new Map<string, FeedEvent[]>();
  const recordLinks = new Map<string, FeedEvent[]>();
  const pairs = new Map<string, FeedEvent[]>();
  for (const event of later) {
    if (inSet.has(event.id)) continue;
    if (isLinkEvent(event)) {
      const link = linkOf(event);
      pushTo(recordLinks, link.from.id, event);
      pushTo(recordLinks, link.to.id, event);
      pushTo(pairs, pairKey(link), event);
    } else pushTo(records, event.resource_id, event);
  }
  /** The first event of `list` after `seq` for which `test` holds (lists are oldest first). */
  const firstAfter = (
    list: FeedEvent[] | undefined,
    seq: number,
    test: (e: FeedEvent) => boolean = () => true,
  ) => list?.find((e) => e.seq > seq && test(e)) ?? null;
  const earliest = (...found: (FeedEvent | null)[]) =>
    found.reduce<FeedEvent | null>((a, b) => (b && (!a || b.seq < a.seq) ? b : a), null);
  const deletedSince = (id: string, seq: number) =>
    firstAfter(records.get(id), seq, (e) => actionOf(e) === 'deleted');

  const alive = new Set(existing);
  const { owned, taken } = ownedLinks(events);
  const steps: Step[] = [];
  const data: (UndoneEvent & { seq: number })[] = [];
  const conflicts: (UndoConflict & { seq: number })[] = [];

  const entry = (event: FeedEvent, action: UndoAction) =>
    data.push({
      seq: event.seq,
      event_id: event.id,
      resource: event.resource,
      resource_id: event.resource_id,
      action,
    });
  const skip = (event: FeedEvent, field: string | null, by: FeedEvent | null) => {
    entry(event, 'skipped');
    if (by)
      conflicts.push({
        seq: event.seq,
        event_id: event.id,
        resource_id: event.resource_id,
        field,
        changed_by: by.id,
      });
  };
  /** A record's event skipped, and the links it owns with it, for the same later event. */
  const skipWithLinks = (event: FeedEvent, field: string | null, by: FeedEvent | null) => {
    skip(event, field, by);
    for (const link of owned.get(event.id) ?? []) skip(link, fieldOfSide(link, event.resource_id), by);
  };
  /** The field of `id` that a later event changed: its first changed field, or the relation it linked. */
  const fieldChangedBy = (by: FeedEvent, id: string) =>
    isLinkEvent(by) ? fieldOfSide(by, id) : actionOf(by) === 'updated' ? (by.changed[0] ?? null) : null;
  /** A link a record's revert brings back: when its other side exists. */
  const relinked = (link: FeedEvent, id: string) => {
    const { from, to } = linkOf(link);
    const other = from.id === id ? to.id : from.id;
    if (alive.has(other)) entry(link, 'linked');
    else skip(link, fieldOfSide(link, id), deletedSince(other, link.seq));
  };

  const units = events.filter((e) => !taken.has(e.id)).sort((a, b) => b.seq - a.seq);
  for (const event of units) {
    const links = owned.get(event.id) ?? [];
    if (isLinkEvent(event)) {
      revertLink(event);
      continue;
    }
    const id = event.resource_id;
    const action = actionOf(event);
    if (action === 'created' || action === 'restored') {
      if (!alive.has(id)) {
        skipWithLinks(event, null, deletedSince(id, event.seq));
        continue;
      }
      const by = earliest(firstAfter(records.get(id), event.seq), firstAfter(recordLinks.get(id), event.seq));
      if (by && !force) {
        skipWithLinks(event, fieldChangedBy(by, id), by);
        continue;
      }
      steps.push({ kind: 'delete', resource: event.resource, id });
      alive.delete(id);
      entry(event, 'deleted');
      for (const link of links) entry(link, 'unlinked');
    } else if (action === 'deleted') {
      if (alive.has(id)) {
        skipWithLinks(
          event,
          null,
          firstAfter(records.get(id), event.seq, (e) => actionOf(e) === 'restored'),
        );
        continue;
      }
      steps.push({ kind: 'restore', resource: event.resource, id });
      alive.add(id);
      entry(event, 'restored');
      for (const link of links) relinked(link, id);
    } else if (action === 'updated') {
      const fields = revertibleFields(event);
      if (!alive.has(id)) {
        const by = deletedSince(id, event.seq);
        entry(event, 'skipped');
        if (by)
          for (const field of fields)
            conflicts.push({ seq: event.seq, event_id: event.id, resource_id: id, field, changed_by: by.id });
        for (const link of links) skip(link, fieldOfSide(link, id), by);
        continue;
      }
      const reverted: string[] = [];
      const conflictOf = new Map<string, FeedEvent>();
      for (const field of fields) {
        const byUpdate = firstAfter(
          records.get(id),
          event.seq,
          (e) => actionOf(e) === 'updated' && e.changed.includes(field),
        );
        const byLink = isRelation(event.resource, field)
          ? firstAfter(recordLinks.get(id), event.seq, (e) => fieldOfSide(e, id) === field)
          : null;
        const by = earliest(byUpdate, byLink);
        if (by && !force) {
          conflictOf.set(field, by);
          conflicts.push({ seq: event.seq, event_id: event.id, resource_id: id, field, changed_by: by.id });
        } else reverted.push(field);
      }
      if (reverted.length)
        steps.push({
          kind: 'update',
          resource: event.resource,
          id,
          body: revertBody(event, reverted, (other) => alive.has(other)),
        });
      entry(event, reverted.length || !fields.length ? 'reverted' : 'skipped');
      for (const link of links) {
        const field = fieldOfSide(link, id)!;
        const by = conflictOf.get(field);
        if (by) skip(link, field, by);
        else if (link.type === 'link.added') entry(link, 'unlinked');
        else relinked(link, id);
      }
    }
  }

  function revertLink(event: FeedEvent) {
    const link = linkOf(event);
    const by = firstAfter(pairs.get(pairKey(link)), event.seq);
    if (by && !force) return skip(event, link.relation, by);
    if (event.type === 'link.added') {
      steps.push({ kind: 'unlink', link });
      return entry(event, 'unlinked');
    }
    const missing = [link.from.id, link.to.id].find((side) => !alive.has(side));
    if (missing) return skip(event, link.relation, deletedSince(missing, event.seq));
    steps.push({ kind: 'link', link });
    entry(event, 'linked');
  }

  const newestFirst = <T extends { seq: number }>(list: T[]) =>
    list.sort((a, b) => b.seq - a.seq).map(({ seq: _seq, ...rest }) => rest);
  return { steps, data: newestFirst(data), conflicts: newestFirst(conflicts) };
}
