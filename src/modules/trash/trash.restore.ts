import { changesOfThisWrite, eventSourceFor, type Rec } from '../../core/changes.js';
import { AppError, conflict } from '../../core/errors.js';
import { slices, uniqueIds } from '../../core/id-lists.js';
import { pushTo } from '../../core/includes.js';
import { linkSides } from '../../core/link-sides.js';
import { resourceWriter } from '../../core/resource-routes.js';
import { type AnyResourceSpec, idsByResource, resourceOfId } from '../../core/resources.js';
import { areaOfPath } from '../../core/scopes.js';
import { nowIso } from '../../core/time.js';
import type { WriteDb } from '../../core/transaction.js';
import type { Database } from '../../db/connect.js';
import type { DynamicDb } from '../../db/dynamic.js';
import { insertDynamicRows } from '../../db/prepared.js';
import type { LinkTable } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import { fieldSortName } from '../custom-fields/custom-fields.queries.js';
import { tagSortName } from '../tags/tags.queries.js';
import type { Kept } from './trash.keep.js';
import './trash.keep.js';

/** Who restores: the workspace whose trash is read (the events' actor and request ID are the write's own origin). */
export interface RestoreContext {
  workspaceId: string;
}

export interface RestoreOptions {
  /** Where a refusal points for the ID at `index` (default `/body/ids/<index>`). */
  pathOf?: (index: number) => string;
}

/** A record in the trash: its last delete event and what that delete kept. */
export interface Trashed {
  spec: AnyResourceSpec;
  eventId: string;
  seq: number;
  kept: Kept;
}

/** The scope areas of these IDs' resources, by their prefixes, each once (an unknown prefix has none). */
export function areasOfIds(ids: readonly string[]): string[] {
  return [...idsByResource(ids).keys()].map((spec) => areaOfPath(spec.path));
}

/**
 * The IDs among `ids` that are in the workspace's trash (API.md section 12):
 * a kept `<resource>.deleted` event names them, and no record has them now;
 * each with its last delete.
 */
export async function trashedAmong(
  db: Database,
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, Trashed>> {
  const bySpec = idsByResource(uniqueIds(ids));
  const found = new Map<string, Trashed>();
  const known = [...bySpec.values()].flat();
  for (const slice of slices(known)) {
    const rows = await inWorkspace(db, workspaceId)
      .selectFrom('events')
      .select(['id', 'resource_id', 'seq', 'kept'])
      .where('resource_id', 'in', slice)
      .where('kept', 'is not', null)
      .orderBy('seq')
      .execute();
    // Oldest first: the last delete of each record wins.
    for (const row of rows)
      found.set(row.resource_id, {
        spec: resourceOfId(row.resource_id)!,
        eventId: row.id,
        seq: Number(row.seq),
        kept: JSON.parse(row.kept!) as Kept,
      });
  }
  // A record that exists (restored since, by this or another write) is not in the trash.
  for (const [spec, specIds] of bySpec)
    for (const id of await existing(db, workspaceId, spec.table, specIds)) found.delete(id);
  return found;
}

/** The IDs among `ids` of records of `table` in the workspace now. */
async function existing(db: Database, workspaceId: string, table: string, ids: readonly string[]) {
  const out = new Set<string>();
  for (const slice of slices(uniqueIds(ids))) {
    const rows = (await inWorkspace(db as DynamicDb, workspaceId)
      .selectFrom(table)
      .select('id')
      .where('id', 'in', slice)
      .execute()) as { id: string }[];
    for (const row of rows) out.add(row.id);
  }
  return out;
}

const notInTrash = (path: string, id: string) =>
  new AppError(404, 'not_found', `No deleted record with ID "${id}" is in this workspace's trash.`, [
    { path, message: 'is not in the trash' },
  ]);

/**
 * The names a restore would take back that another record now holds, as
 * their uniqueness rule compares them (a tag's name ignoring case; a custom
 * field's per entity type): the first restored record refused, with the
 * holder's ID. Two records of the restore holding one name: the later one.
 */
async function nameConflict(
  db: Database,
  workspaceId: string,
  ids: readonly string[],
  trashed: Map<string, Trashed>,
  pathOf: (index: number) => string,
): Promise<AppError | null> {
  type Row = Record<string, unknown>;
  const rules: {
    table: 'tags' | 'custom_fields';
    sortName: (row: Row) => string;
    key: (row: Row) => string;
  }[] = [
    {
      table: 'tags',
      sortName: (row) => tagSortName(String(row.name)),
      key: (row) => tagSortName(String(row.name)),
    },
    {
      table: 'custom_fields',
      sortName: (row) => fieldSortName(String(row.name)),
      key: (row) => `${String(row.entity_type)}\u0000${fieldSortName(String(row.name))}`,
    },
  ];
  const refusals: { index: number; holder: string; name: string }[] = [];
  for (const { table, sortName, key } of rules) {
    const named = ids
      .map((id, index) => ({ id, index, entry: trashed.get(id)! }))
      .filter(({ entry }) => entry.spec.table === table);
    if (!named.length) continue;
    const sortNames = uniqueIds(named.map(({ entry }) => sortName(entry.kept.row)));
    const holders = new Map<string, string>();
    for (const slice of slices(sortNames)) {
      const rows = (await inWorkspace(db as DynamicDb, workspaceId)
        .selectFrom(table)
        .selectAll()
        .where('sort_name', 'in', slice)
        .execute()) as Record<string, unknown>[];
      for (const row of rows) holders.set(key(row), String(row.id));
    }
    const taking = new Map<string, string>();
    for (const { id, index, entry } of named) {
      const name = key(entry.kept.row);
      const holder =
        holders.get(name) ?? (taking.has(name) && taking.get(name) !== id ? taking.get(name) : undefined);
      if (holder) refusals.push({ index, holder, name: String(entry.kept.row.name) });
      else taking.set(name, id);
    }
  }
  if (!refusals.length) return null;
  const first = refusals.sort((a, b) => a.index - b.index)[0];
  return conflict(
    `Another record now holds the name "${first.name}"; rename it or the record holding it, then restore.`,
    pathOf(first.index),
    first.holder,
  );
}

/**
 * Restores records from the trash (API.md section 12), inside the caller's
 * write transaction: all or nothing. Each record comes back from its last
 * `<resource>.deleted` event as it was (its row, e-mails, phone numbers,
 * custom-field values; a custom field's options and the values its delete
 * removed from records that exist); the links its delete took come back, in
 * their old place, to records that exist once the write is done (records
 * restored by the same call count). `created_at` is kept, `updated_at` is
 * now. Records `<resource>.restored` and a `link.added` per link brought
 * back (through the write's change set, so with the write's actor and
 * request ID). Answers the records as GET with every include answers them,
 * in the order of `ids`. Throws 404 `not_found` for an ID not in the trash
 * and 409 `conflict` (with `existing_id`) for a tag or custom field whose
 * name is now held, at `pathOf(i)`, before writing anything. Checks no
 * scopes: the caller does (`areasOfIds`).
 */
export async function restoreRecords(
  trx: WriteDb,
  context: RestoreContext,
  ids: readonly string[],
  options: RestoreOptions = {},
): Promise<Rec[]> {
  const { workspaceId } = context;
  const pathOf = options.pathOf ?? ((index: number) => `/body/ids/${index}`);
  const trashed = await trashedAmong(trx, workspaceId, ids);
  ids.forEach((id, index) => {
    if (!trashed.has(id)) throw notInTrash(pathOf(index), id);
  });
  const refusal = await nameConflict(trx, workspaceId, ids, trashed, pathOf);
  if (refusal) throw refusal;

  const order = uniqueIds(ids);
  const db = trx as DynamicDb;
  const now = nowIso();

  // The records' rows first, so that their parts and links find them.
  const rowsByTable = new Map<string, Record<string, unknown>[]>();
  for (const id of order) {
    const { spec, kept } = trashed.get(id)!;
    const { workspace_id: _ignored, ...row } = kept.row;
    void _ignored;
    pushTo(rowsByTable, spec.table, { ...row, updated_at: now });
  }
  for (const [table, rows] of rowsByTable)
    await inWorkspace(db, workspaceId).insertRows(table as never, rows as never[]);
  const changes = changesOfThisWrite(trx);
  for (const id of order) changes.restored(eventSourceFor(trashed.get(id)!.spec.table), workspaceId, id);

  await restoreParts(trx, workspaceId, order, trashed);
  await restoreLinks(trx, workspaceId, order, trashed);

  const answers = new Map<string, Rec>();
  for (const [table] of rowsByTable) {
    const writer = resourceWriter(table as AnyResourceSpec['table']);
    const tableIds = order.filter((id) => trashed.get(id)!.spec.table === table);
    for (const slice of slices(tableIds))
      for (const record of (await writer.findMany!(trx, workspaceId, slice, writer.fullIncludes)) as Rec[])
        answers.set(record.id, record);
  }
  return ids.map((id) => answers.get(id)!);
}

const VALUE_TABLES: Record<string, { owner: string; ownerTable: string }> = {
  contact_field_values: { owner: 'contact_id', ownerTable: 'contacts' },
  company_field_values: { owner: 'company_id', ownerTable: 'companies' },
};

/**
 * The restored records' own rows: e-mails, phone numbers, a field's
 * options as they were; custom-field values where both their field and
 * their record exist now (each pair once).
 */
async function restoreParts(
  trx: WriteDb,
  workspaceId: string,
  order: readonly string[],
  trashed: Map<string, Trashed>,
) {
  const byTable = new Map<string, Record<string, unknown>[]>();
  for (const id of order)
    for (const [table, rows] of Object.entries(trashed.get(id)!.kept.parts))
      for (const row of rows) pushTo(byTable, table, row);
  for (const [table, rows] of byTable) {
    const values = VALUE_TABLES[table];
    if (!values) {
      await insertDynamicRows(trx as DynamicDb, table, rows);
      continue;
    }
    const fields = await existing(
      trx,
      workspaceId,
      'custom_fields',
      rows.map((r) => String(r.field_id)),
    );
    const owners = await existing(
      trx,
      workspaceId,
      values.ownerTable,
      rows.map((r) => String(r[values.owner])),
    );
    const seen = new Set<string>();
    const kept = rows.filter((row) => {
      const key = `${String(row[values.owner])}\u0000${String(row.field_id)}`;
      if (seen.has(key) || !fields.has(String(row.field_id)) || !owners.has(String(row[values.owner])))
        return false;
      seen.add(key);
      return true;
    });
    await insertDynamicRows(trx as DynamicDb, table, kept);
  }
}

/** A link a delete took: its table, the restored record's column and ID, the other's, its old `seq`. */
type Taken = { link: LinkTable; own: string; other: string; ownerId: string; otherId: string; seq: number };

/**
 * The workspace's `link.removed` events with any of `ids` on either side:
 * one range of events_resource_idx and one of events_linked_idx per ID.
 */
export function linkRemovals(db: Database, workspaceId: string, ids: readonly string[]) {
  return inWorkspace(db, workspaceId)
    .selectFrom('events')
    .select(['resource_id', 'linked_id'])
    .where('type', '=', 'link.removed')
    .where((eb) => eb.or([eb('resource_id', 'in', ids), eb('linked_id', 'in', ids)]));
}

/**
 * The links to the records being restored that another record's delete
 * took, when that record was restored while they were in the trash (so its
 * restore could not bring them back): restoring a contact and then its tag
 * brings their link back as restoring the tag and then the contact does.
 * Found by the `link.removed` events naming the records being restored;
 * the other record's last delete keeps the link and its `seq`.
 */
async function linksAwaiting(
  db: Database,
  workspaceId: string,
  order: readonly string[],
  trashed: Map<string, Trashed>,
): Promise<Taken[]> {
  const restoring = new Set(order);
  const others = new Set<string>();
  for (const slice of slices(order)) {
    const rows = await linkRemovals(db, workspaceId, slice).execute();
    for (const row of rows)
      for (const id of [row.resource_id, row.linked_id])
        if (id !== null && !restoring.has(id)) others.add(id);
  }
  if (!others.size) return [];
  const bySpec = idsByResource(others);
  const present: string[] = [];
  for (const [spec, ids] of bySpec) present.push(...(await existing(db, workspaceId, spec.table, ids)));
  const lastDelete = new Map<string, { seq: number; kept: string }>();
  const lastRestore = new Map<string, number>();
  for (const slice of slices(present)) {
    const rows = await inWorkspace(db, workspaceId)
      .selectFrom('events')
      .select(['resource_id', 'seq', 'kept'])
      .where('resource_id', 'in', slice)
      .where((eb) => eb.or([eb('kept', 'is not', null), eb('type', 'like', '%.restored')]))
      .orderBy('seq')
      .execute();
    for (const row of rows) {
      if (row.kept !== null) lastDelete.set(row.resource_id, { seq: Number(row.seq), kept: row.kept });
      else lastRestore.set(row.resource_id, Number(row.seq));
    }
  }
  const out: Taken[] = [];
  for (const [otherId, { seq: deletedAt, kept }] of lastDelete) {
    const restoredAt = lastRestore.get(otherId);
    if (restoredAt === undefined || restoredAt < deletedAt) continue;
    for (const [link, own, other, id, seq] of (JSON.parse(kept) as Kept).links) {
      const entry = restoring.has(id) ? trashed.get(id) : undefined;
      // Still waiting: this record was already in the trash when the other came back.
      if (entry && entry.seq < restoredAt)
        out.push({ link, own: other, other: own, ownerId: id, otherId, seq });
    }
  }
  return out;
}

/**
 * The links the restored records' deletes took, to records that exist now
 * (those restored with them included), each once, at their old `seq`: both
 * sides list them where they stood. Told to the change feed with the
 * record whose delete took them, in their old order.
 */
async function restoreLinks(
  trx: WriteDb,
  workspaceId: string,
  order: readonly string[],
  trashed: Map<string, Trashed>,
) {
  const taken: Taken[] = [];
  for (const ownerId of order)
    for (const [link, own, other, otherId, seq] of trashed.get(ownerId)!.kept.links)
      taken.push({ link, own, other, ownerId, otherId, seq });
  taken.push(...(await linksAwaiting(trx, workspaceId, order, trashed)));
  if (!taken.length) return;
  // The other side's table, by link and column; the records there that exist now.
  const otherTable = (t: Taken) => {
    const { from, to } = linkSides(t.link);
    return from.column === t.other ? from.table : to.table;
  };
  const wanted = new Map<string, string[]>();
  for (const t of taken) pushTo(wanted, otherTable(t), t.otherId);
  const present = new Map<string, Set<string>>();
  for (const [table, tableIds] of wanted)
    present.set(table, await existing(trx, workspaceId, table, tableIds));

  const seen = new Set<string>();
  const byLink = new Map<LinkTable, Taken[]>();
  for (const t of taken) {
    if (!present.get(otherTable(t))!.has(t.otherId)) continue;
    const { from } = linkSides(t.link);
    const [fromId, toId] = from.column === t.own ? [t.ownerId, t.otherId] : [t.otherId, t.ownerId];
    const key = `${t.link}\u0000${fromId}\u0000${toId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pushTo(byLink, t.link, t);
  }
  const changes = changesOfThisWrite(trx);
  for (const [link, links] of byLink) {
    const sorted = [...links].sort((a, b) => a.seq - b.seq);
    await insertDynamicRows(
      trx as DynamicDb,
      link,
      sorted.map((t) => ({ seq: t.seq, [t.own]: t.ownerId, [t.other]: t.otherId })),
    );
  }
  // The feed: per restored record, in the order restored, its links in their old order.
  const byOwner = new Map<string, Map<LinkTable, Taken[]>>();
  for (const [link, links] of byLink)
    for (const t of links) {
      let byTable = byOwner.get(t.ownerId);
      if (!byTable) byOwner.set(t.ownerId, (byTable = new Map()));
      pushTo(byTable, link, t);
    }
  for (const ownerId of order) {
    for (const [link, links] of byOwner.get(ownerId) ?? [])
      changes.linksRestored(
        link,
        links[0].own,
        ownerId,
        [...links].sort((a, b) => a.seq - b.seq).map((t) => t.otherId),
      );
  }
}
