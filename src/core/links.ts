import { type Compilable, type Kysely, type Transaction } from 'kysely';
import type { DynamicDb } from '../db/dynamic.js';
import { insertRows, preparedQuery } from '../db/prepared.js';
import type { DB, LinkTable, RecordTable } from '../db/types.js';
import { type ErrorDetail, unknownReference } from './errors.js';
import { changesIfWriting } from './changes.js';
import { groupBy, type RelationLoader } from './includes.js';
import { emailKey } from './normalize.js';
import type { LinkDeclaration, LinkedTable } from './link-sides.js';

/**
 * Many-to-many relations. Each link table holds one relation; both of its
 * sides are declared once (link-sides.ts, by the resource of its `from` side), so "a tag seen from a company" and "a company
 * seen from a tag" are the same rows read two ways. Members are listed in
 * the order the links were made (the link's `seq`).
 */
type Db = Kysely<DB> | Transaction<DB>;
type Target = LinkedTable;

/** A relation: a link read from one side, whose field lists the other side's records as it embeds them. */
export interface Relation {
  link: LinkTable;
  /** Column of the link table that names the record we read from. */
  owner: string;
  /** Column that names the related record. */
  other: string;
  target: Target;
  /** The target's columns its embedded form shows. */
  columns: readonly string[];
  /** Builds the embedded form from the target's columns. */
  shape: (row: Record<string, unknown>) => unknown;
}

/** The relation of a link seen from the records of `ownerTable`: the side whose field lists the other's. */
export function relationOf(link: LinkDeclaration, ownerTable: LinkedTable): Relation {
  const [own, other] = link.from.table === ownerTable ? [link.from, link.to] : [link.to, link.from];
  if (own.table !== ownerTable || !own.embeds)
    throw new Error(`${ownerTable} do not list the records of the link ${link.table}`);
  return { link: link.table, owner: own.column, other: other.column, target: other.table, ...own.embeds };
}

/** One query: the members of `relation` for every owner, in link order. */
export async function loadRelation(
  db: Db,
  relation: Relation,
  ownerIds: string[],
): Promise<Map<string, unknown>> {
  if (!ownerIds.length) return new Map();
  const rows = await relationRows(db, relation, { ownerIds });
  return groupBy(rows, (r) => r.owner_id, relation.shape);
}

/** The shape of its query is the relation itself (its function `shape` is not part of the key). */
const relationRows = preparedQuery((db, relation: Relation, params: { ownerIds: string[] }) =>
  db
    .selectFrom(`${relation.link} as l`)
    .innerJoin(`${relation.target} as t`, 't.id', `l.${relation.other}`)
    .select([`l.${relation.owner} as owner_id`, ...relation.columns.map((c) => `t.${c}`)])
    .where(`l.${relation.owner}`, 'in', params.ownerIds)
    .orderBy('l.seq'),
);

/** The relation as an include loader. */
export const loaderOf =
  (relation: Relation): RelationLoader<Db> =>
  (db, ids) =>
    loadRelation(db, relation, ids);

/**
 * Statements bind at most this many IDs at once, well inside SQLite's and
 * PostgreSQL's parameter limits, so a relation of any size sent in one body
 * is read and written in slices.
 */
const SLICE = 500;

export function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** IDs in the order first sent, without repeats. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * A relation as a PUT or PATCH body sends it (API.md section 7): an array is
 * the full final set; `{add, remove}` links and unlinks members and leaves
 * the others in place.
 */
export type RelationChange<T = string> = readonly T[] | { add?: readonly T[]; remove?: readonly T[] };

/** The change with each item turned into its ID (lists take `{id}` objects too). */
export function mapChange<T, U>(change: RelationChange<T>, f: (item: T) => U): RelationChange<U> {
  if (isSet(change)) return change.map(f);
  return {
    ...(change.add ? { add: change.add.map(f) } : {}),
    ...(change.remove ? { remove: change.remove.map(f) } : {}),
  };
}

export const isSet = <T>(change: RelationChange<T>): change is readonly T[] => Array.isArray(change);

/**
 * What of a change must exist in the workspace, and where the body holds it:
 * the whole array, or `add` (IDs in `remove` that are linked to nothing are
 * ignored, so they are never looked up).
 */
export function referencedIds<T>(
  change: RelationChange<T>,
  path: string,
): { ids: readonly T[]; path: string } {
  return isSet(change) ? { ids: change, path } : { ids: change.add ?? [], path: `${path}/add` };
}

/**
 * Applies a change to one owner's links. An array replaces the set (the
 * relationship-replacement rule): links not sent go, links kept stay where
 * they are, new ones are appended in the order sent. `add` appends what is
 * not linked yet, in the order sent; `remove` unlinks what is sent.
 */
export async function changeRelation(
  trx: Db,
  relation: Relation,
  ownerId: string,
  change: RelationChange,
  ownerIsNew = false,
): Promise<void> {
  const db = trx as DynamicDb;
  const wanted = uniqueIds(isSet(change) ? change : (change.add ?? []));
  // A record inserted in this transaction has no links yet.
  if (ownerIsNew) return linkNewOwners(trx, relation, [{ ownerId, change }]);
  // In link order: the relation's old IDs, as the change feed's `previous` lists them.
  const current = (await db
    .selectFrom(relation.link)
    .select(relation.other)
    .where(relation.owner, '=', ownerId)
    .orderBy('seq')
    .execute()) as Record<string, string>[];
  const old = current.map((r) => r[relation.other] as string);
  const have = new Set(old);
  const keep = new Set(wanted);
  const removing = new Set(isSet(change) ? [] : (change.remove ?? []));
  const gone = isSet(change) ? old.filter((id) => !keep.has(id)) : old.filter((id) => removing.has(id));
  for (const slice of slices(gone)) {
    await db
      .deleteFrom(relation.link)
      .where(relation.owner, '=', ownerId)
      .where(relation.other, 'in', slice)
      .execute();
  }
  const added = wanted.filter((id) => !have.has(id));
  // Slices are inserted in order, so the links' `seq` keeps the order sent.
  for (const slice of slices(added)) {
    await insertRows(
      db,
      relation.link,
      slice.map((id) => ({ [relation.owner]: ownerId, [relation.other]: id })),
    );
  }
  changesIfWriting(trx)?.linksChanged(relation.link, relation.owner, ownerId, old, gone, added);
}

/**
 * Links records inserted in this transaction (they have no links yet): each
 * owner's members in the order sent, without repeats, in few statements
 * for many owners (an import's batch).
 */
export async function linkNewOwners(
  trx: Db,
  relation: Relation,
  owners: readonly { ownerId: string; change: RelationChange }[],
): Promise<void> {
  const rows: Record<string, string>[] = [];
  const changes = changesIfWriting(trx);
  for (const { ownerId, change } of owners) {
    const added = uniqueIds(isSet(change) ? change : (change.add ?? []));
    for (const id of added) rows.push({ [relation.owner]: ownerId, [relation.other]: id });
    changes?.newLinks(relation.link, relation.owner, ownerId, added);
  }
  // Rows go in in order, so the links' `seq` keeps the order sent.
  await insertRows(trx as DynamicDb, relation.link, rows);
}

/** The key an item of `add` or `remove` is compared by: an ID, or an address as stored (emailKey). */
function itemKey(item: unknown): string | undefined {
  if (typeof item === 'string') return item.includes('@') ? emailKey(item) : item;
  if (item && typeof item === 'object') {
    const { id, email } = item as { id?: unknown; email?: unknown };
    if (typeof id === 'string') return id;
    if (typeof email === 'string') return emailKey(email);
  }
  return undefined;
}

/**
 * The rule every `{add, remove}` of a body obeys: an item in both is a 400,
 * reported at its place in `remove`. Scans the body's top-level properties,
 * so that each resource's update gets it without declaring anything; `base`
 * is the body's pointer (a batch's `/body/records/<index>`).
 */
export function overlapProblems(body: unknown, base = '/body'): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (!body || typeof body !== 'object') return problems;
  for (const [key, value] of Object.entries(body)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const { add, remove } = value as { add?: unknown; remove?: unknown };
    if (!Array.isArray(add) || !Array.isArray(remove)) continue;
    const added = new Set(add.map(itemKey).filter((k) => k !== undefined));
    remove.forEach((item, j) => {
      const k = itemKey(item);
      if (k !== undefined && added.has(k))
        problems.push({
          path: `${base}/${key}/remove/${j}`,
          message: 'is also in add; send it in one of add and remove',
        });
    });
  }
  return problems;
}

export interface ReferenceCheck {
  /** Table the IDs must be found in, within the workspace. */
  table: RecordTable;
  ids: readonly string[];
  /** JSON pointer of the array (`/body/tags`); each bad ID is reported as `/body/tags/<index>`. */
  path: string;
  /** Extra condition, e.g. a list's type. */
  where?: { column: string; value: string };
  /** What the ID must be, for the message: "a tag", "a CONTACT list". */
  what: string;
  /** Pointer suffix after the index, e.g. `/id` for `{id}` objects. */
  suffix?: (index: number) => string;
}

/**
 * Which of `ids` are rows of the table (and have `column` = `value`), with
 * their workspace, compared by the caller (see core/records.ts
 * `recordsByIds`: the primary key must serve the read, statistics or not).
 */
const existingIds = preparedQuery(
  (db, shape: { table: string; column: string | null }, params: { ids: string[]; value: string | null }) => {
    const query = db.selectFrom(shape.table).select(['id', 'workspace_id']).where('id', 'in', params.ids);
    return (shape.column ? query.where(shape.column, '=', params.value) : query) as Compilable<{
      id: string;
      workspace_id: string;
    }>;
  },
);

/**
 * Checks that every referenced ID exists in the workspace (and is of the
 * right kind); otherwise one 422 `unknown_reference` lists every bad ID,
 * followed by `more` (unknown references the caller found itself, such as
 * custom-field values), so that one answer names them all.
 */
export async function checkReferences(
  db: Db,
  workspaceId: string,
  checks: ReferenceCheck[],
  more: readonly ErrorDetail[] = [],
): Promise<void> {
  const details: ErrorDetail[] = [];
  // One lookup per table (and condition), however many checks name it: the records of a batch share theirs.
  const foundBy = new Map<string, Set<string>>();
  const keyOf = (check: ReferenceCheck) =>
    `${check.table}\n${check.where?.column ?? ''}\n${check.where?.value ?? ''}`;
  for (const check of checks) {
    const key = keyOf(check);
    if (foundBy.has(key)) continue;
    const found = new Set<string>();
    foundBy.set(key, found);
    const ids = uniqueIds(checks.filter((c) => keyOf(c) === key).flatMap((c) => c.ids));
    for (const slice of slices(ids)) {
      const shape = { table: check.table, column: check.where?.column ?? null };
      const params = { ids: slice, value: check.where?.value ?? null };
      for (const row of await existingIds(db as DynamicDb, shape, params))
        if (row.workspace_id === workspaceId) found.add(row.id);
    }
  }
  for (const check of checks) {
    const found = foundBy.get(keyOf(check))!;
    check.ids.forEach((id, index) => {
      if (!found.has(id))
        details.push({
          path: `${check.path}/${index}${check.suffix?.(index) ?? ''}`,
          message: `"${id}" is not ${check.what} in this workspace`,
          id,
        });
    });
  }
  details.push(...more);
  if (details.length) throw unknownReference(details);
}
