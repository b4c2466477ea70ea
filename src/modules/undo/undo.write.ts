import type { AuthContext } from '../../core/auth.js';
import { validationError } from '../../core/errors.js';
import { slices, uniqueIds } from '../../core/id-lists.js';
import { changeRelation, relationOf } from '../../core/links.js';
import { resourceWriter } from '../../core/resource-routes.js';
import { areaOfEventResource, requireScopes, type ScopeNeed } from '../../core/scopes.js';
import type { WriteDb } from '../../core/transaction.js';
import type { DynamicDb } from '../../db/dynamic.js';
import { lockRows } from '../../db/locking.js';
import { savepoint } from '../../db/savepoint.js';
import { restoreRecords } from '../trash/trash.restore.js';
import {
  type FeedEvent,
  isLinkEvent,
  laterEvents,
  linkOf,
  matchingEvents,
  type UndoTarget,
} from './undo.events.js';
import { isRelation } from './undo.fields.js';
import { declarationOf, specOf } from './undo.links.js';
import { idsByResource } from '../../core/resources.js';
import { planUndo, type Step } from './undo.plan.js';
import { UNDO_MAX_EVENTS, type UndoAnswer } from './undo.schema.js';

/**
 * `POST /undo` inside its write transaction (API.md section 12): the events
 * taken, the scopes they need, the records they name locked, the plan
 * (undo.plan.ts) worked out from what is there once the locks are held, and
 * its steps written through the resources' own writers, so that the undo
 * records its events as any write does (its key, its request ID).
 *
 * Locks: every record the events name (and those an update's relations
 * name) is locked before the later events are read, in one order (table,
 * then ID). A write to one of them that committed before is in the feed by
 * then, so it is a conflict; one that comes after waits for the undo's
 * commit. Nothing is half-done: all of it is one transaction.
 */
export async function undo(
  trx: WriteDb,
  auth: AuthContext,
  target: UndoTarget,
  options: { dryRun: boolean; force: boolean },
): Promise<UndoAnswer> {
  const { workspaceId } = auth;
  const events = await matchingEvents(trx, workspaceId, target, UNDO_MAX_EVENTS);
  if (events === null)
    throw validationError(
      [{ path: '/body', message: `matches more than ${UNDO_MAX_EVENTS} events; narrow the range` }],
      `/body: matches more than ${UNDO_MAX_EVENTS} events; an undo takes at most ${UNDO_MAX_EVENTS}, narrow the range.`,
    );
  if (!events.length) return { data: [], meta: { reverted: 0, conflicts: [], dry_run: options.dryRun } };
  requireScopes(auth, scopesOf(events));

  const named = namedRecords(events);
  const existing = await lockRecords(trx, workspaceId, named);
  const later = await laterEvents(trx, workspaceId, named, Math.min(...events.map((e) => e.seq)));
  const plan = planUndo(events, later, existing, options.force);
  if (options.dryRun) {
    // Written, then taken back: a dry run answers what the undo would, its refusals too, and writes nothing.
    const point = await savepoint(trx, 'undo_dry_run');
    try {
      await writeSteps(trx, auth, plan.steps);
    } finally {
      await point.rollback();
    }
  } else await writeSteps(trx, auth, plan.steps);
  return {
    data: plan.data,
    meta: {
      reverted: plan.data.filter((d) => d.action !== 'skipped').length,
      conflicts: plan.conflicts,
      dry_run: options.dryRun,
    },
  };
}

/** `delete` on every area the events touch (a link event: both sides), and `events:read` (the route's). */
function scopesOf(events: readonly FeedEvent[]): ScopeNeed[] {
  const resources = new Set<string>();
  for (const event of events) {
    resources.add(event.resource);
    if (isLinkEvent(event)) resources.add(linkOf(event).to.resource);
  }
  const needs: ScopeNeed[] = [];
  for (const resource of resources) {
    const area = areaOfEventResource(resource);
    if (area) needs.push({ area, level: 'delete' });
  }
  return needs;
}

/** Every record the events name, and those an update's relations listed before it. */
function namedRecords(events: readonly FeedEvent[]): string[] {
  const ids: string[] = [];
  for (const event of events) {
    if (isLinkEvent(event)) {
      const { from, to } = linkOf(event);
      ids.push(from.id, to.id);
      continue;
    }
    ids.push(event.resource_id);
    for (const field of event.changed)
      if (isRelation(event.resource, field))
        ids.push(...((event.previous[field] as string[] | undefined) ?? []));
  }
  return uniqueIds(ids);
}

/** Locks the workspace's records among `ids` (table by table, IDs in order); answers those that exist. */
async function lockRecords(trx: WriteDb, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
  const byTable = new Map([...idsByResource(ids)].map(([spec, specIds]) => [spec.table, specIds]));
  const existing = new Set<string>();
  for (const table of [...byTable.keys()].sort())
    for (const slice of slices(byTable.get(table)!.sort())) {
      // The workspace is compared here, not in SQL: see core/records.ts (recordsByIds).
      const rows = (await (trx as DynamicDb)
        .selectFrom(table)
        .select(['id', 'workspace_id'])
        .where('id', 'in', slice)
        .orderBy('id')
        .$call(lockRows(trx))
        .execute()) as { id: string; workspace_id: string }[];
      for (const row of rows) if (row.workspace_id === workspaceId) existing.add(row.id);
    }
  return existing;
}

/**
 * The plan's steps in their order (newest first). Consecutive restores are
 * one restore of them all, in that order: the same records, links and
 * events as one after the other, in a few statements instead of a few per
 * record.
 */
async function writeSteps(trx: WriteDb, auth: AuthContext, steps: readonly Step[]): Promise<void> {
  for (let i = 0; i < steps.length;) {
    const step = steps[i];
    if (step.kind !== 'restore') {
      await write(trx, auth, step);
      i++;
      continue;
    }
    const ids: string[] = [];
    for (let next = steps[i]; i < steps.length && next.kind === 'restore'; next = steps[++i])
      ids.push(next.id);
    // A name another record holds since refuses the whole undo (409): its body has no `ids` to point into.
    await restoreRecords(trx, { workspaceId: auth.workspaceId }, ids, { pathOf: () => '/body' });
  }
}

/** One step of the plan other than a restore (`writeSteps` gathers those), written as its route would write it. */
async function write(
  trx: WriteDb,
  auth: AuthContext,
  step: Exclude<Step, { kind: 'restore' }>,
): Promise<void> {
  const { workspaceId } = auth;
  switch (step.kind) {
    case 'delete': {
      // As DELETE does: the record as `GET /:id` shows it is its deleted event's data.
      const writer = resourceWriter(specOf(step.resource).table);
      const shown = await writer.find(trx, workspaceId, step.id, []);
      if (shown) await writer.remove(trx, workspaceId, step.id, shown);
      return;
    }
    case 'update': {
      const writer = resourceWriter(specOf(step.resource).table);
      const input = writer.prepareUpdate ? writer.prepareUpdate(step.body) : step.body;
      await writer.update(trx, auth, step.id, input);
      return;
    }
    case 'link':
    case 'unlink': {
      const declared = declarationOf(step.link);
      const relation = relationOf(declared, declared.from.table);
      const other = [step.link.to.id];
      await changeRelation(
        trx,
        relation,
        step.link.from.id,
        step.kind === 'link' ? { add: other } : { remove: other },
      );
      return;
    }
  }
}
