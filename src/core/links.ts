import type { Kysely, Transaction } from 'kysely';
import type { DynamicDb } from '../db/dynamic.js';
import { insertRows, preparedQuery } from '../db/prepared.js';
import type { DB, LinkTable } from '../db/types.js';
import { changesIfWriting } from './changes.js';
import { slices, uniqueIds } from './id-lists.js';
import { groupBy, type RelationLoader } from './includes.js';
import {
  type Embedded,
  type LinkDeclaration,
  type LinkedTable,
  type LinkSide,
  linksOf,
} from './link-sides.js';
import { AppError } from './errors.js';
import { isSet, type RelationChange } from './relation-change.js';

/**
 * Many-to-many relations, read and written. Each link table holds one
 * relation; both of its sides are declared once (link-sides.ts, by the
 * resource of its `from` side), so "a tag seen from a company" and "a
 * company seen from a tag" are the same rows read two ways. Members are
 * listed in the order the links were made (the link's `seq`). What a body
 * may send for a relation is relation-change.ts's; that what it names
 * exists, references.ts's.
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
  /** The owner's field, where a body sends its changes (null: the owner does not list them). */
  field: string | null;
  /** The owner links at most one related record (link-sides.ts, LinkSide's `atMostOne`). */
  atMostOne: boolean;
}

/** The relation of a link seen from `own`'s records. */
const relationFrom = (link: LinkTable, own: LinkSide, other: LinkSide, embeds: Embedded): Relation => ({
  link,
  owner: own.column,
  other: other.column,
  target: other.table,
  ...embeds,
  field: own.field,
  atMostOne: own.atMostOne,
});

/** The relation of a link seen from the records of `ownerTable`: the side whose field lists the other's. */
export function relationOf(link: LinkDeclaration, ownerTable: LinkedTable): Relation {
  const [own, other] = link.from.table === ownerTable ? [link.from, link.to] : [link.to, link.from];
  if (own.table !== ownerTable || !own.embeds)
    throw new Error(`${ownerTable} do not list the records of the link ${link.table}`);
  return relationFrom(link.table, own, other, own.embeds);
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

/**
 * The loaders of the relation fields that the declared links give the
 * records of `table` (link-sides.ts), by field, whichever resource declared
 * the link: a record's field listing the other side of a link is read as the
 * declaration states it, with no loader of its own.
 */
function declaredLoaders(table: LinkedTable): Record<string, RelationLoader<Db>> {
  const out: Record<string, RelationLoader<Db>> = {};
  for (const { link, own, other } of linksOf(table))
    if (own.field && own.embeds) out[own.field] = loaderOf(relationFrom(link, own, other, own.embeds));
  return out;
}

/**
 * A resource's include loaders, as `attachIncludes` takes them: those of its
 * own parts (`own`: e-mails, custom-field values) and those of every link
 * field declared for it (`declaredLoaders`), found at the first read.
 */
export function includeLoaders(
  table: LinkedTable,
  own: Readonly<Record<string, RelationLoader<Db>>> = {},
): () => Readonly<Record<string, RelationLoader<Db>>> {
  let all: Readonly<Record<string, RelationLoader<Db>>> | undefined;
  return () => (all ??= { ...declaredLoaders(table), ...own });
}

/** The relation as an include loader. */
export const loaderOf =
  (relation: Relation): RelationLoader<Db> =>
  (db, ids) =>
    loadRelation(db, relation, ids);

/**
 * The links of one owner in link order, each with the linked record's `id`
 * and the columns the owner's field embeds: the relation as it was before a
 * change, its old IDs (the change feed's `previous`) and the names of what
 * the change unlinks (its `link.removed` events).
 */
const linkedRows = preparedQuery((db, relation: Relation, params: { ownerId: string }) =>
  db
    .selectFrom(`${relation.link} as l`)
    .innerJoin(`${relation.target} as t`, 't.id', `l.${relation.other}`)
    .select([...new Set(['id', ...relation.columns])].map((c) => `t.${c}`))
    .where(`l.${relation.owner}`, '=', params.ownerId)
    .orderBy('l.seq'),
);

/** Rows of the related records by ID, with the relation's columns (the reference check's, core/references.ts). */
export type LinkedRows = ReadonlyMap<string, Record<string, unknown>>;

/**
 * Applies a change to one owner's links. An array replaces the set (the
 * relationship-replacement rule): links not sent go, links kept stay where
 * they are, new ones are appended in the order sent. `add` appends what is
 * not linked yet, in the order sent; `remove` unlinks what is sent.
 *
 * Answers the relation after the change as the owner's field embeds it (a
 * read of it would show that), when `added` holds the rows of every record
 * it links anew; otherwise undefined.
 */
export async function changeRelation(
  trx: Db,
  relation: Relation,
  ownerId: string,
  change: RelationChange,
  ownerIsNew = false,
  added: LinkedRows = new Map(),
): Promise<unknown[] | undefined> {
  const db = trx as DynamicDb;
  const wanted = uniqueIds(isSet(change) ? change : (change.add ?? []));
  // A record inserted in this transaction has no links yet.
  if (ownerIsNew) {
    await linkNewOwners(trx, relation, [{ ownerId, change }]);
    return membersAfter(relation, [], wanted, added);
  }
  const current = (await linkedRows(db, relation, { ownerId })) as Record<string, unknown>[];
  const old = current.map((r) => r.id as string);
  const have = new Set(old);
  const keep = new Set(wanted);
  const removing = new Set(isSet(change) ? [] : (change.remove ?? []));
  const goes = (id: string) => (isSet(change) ? !keep.has(id) : removing.has(id));
  const gone = old.filter(goes);
  for (const slice of slices(gone)) {
    await db
      .deleteFrom(relation.link)
      .where(relation.owner, '=', ownerId)
      .where(relation.other, 'in', slice)
      .execute();
  }
  const adding = wanted.filter((id) => !have.has(id));
  if (relation.atMostOne) refuseSecond(relation, old, gone, adding);
  // Slices are inserted in order, so the links' `seq` keeps the order sent.
  for (const slice of slices(adding)) {
    await insertRows(
      db,
      relation.link,
      slice.map((id) => ({ [relation.owner]: ownerId, [relation.other]: id })),
    );
  }
  changesIfWriting(trx)?.linksChanged(relation.link, relation.owner, ownerId, old, gone, adding, current);
  return membersAfter(
    relation,
    current.filter((r) => !goes(r.id as string)),
    adding,
    added,
  );
}

/** The members kept (their rows, in link order) then those linked anew (appended in order), embedded; undefined when a row is missing. */
function membersAfter(
  relation: Relation,
  kept: readonly Record<string, unknown>[],
  adding: readonly string[],
  added: LinkedRows,
): unknown[] | undefined {
  const out = kept.map(relation.shape);
  for (const id of adding) {
    const row = added.get(id);
    if (!row) return undefined;
    out.push(relation.shape(row));
  }
  return out;
}

/**
 * A to-one relation keeps at most one record: `add` of another while one
 * stays linked is refused rather than replacing it (`add` never unlinks);
 * the body's forms already send at most one ID each (their schemas).
 */
function refuseSecond(relation: Relation, old: string[], gone: string[], added: string[]): void {
  const staying = old.filter((id) => !gone.includes(id));
  if (!staying.length || !added.length) return;
  const field = relation.field ?? relation.other;
  throw new AppError(
    409,
    'conflict',
    `The record already links ${staying[0]} in ${field}, which holds one: remove it in the same change, or send ["${added[0]}"] to replace it.`,
    [
      {
        path: `/body/${field}/add/0`,
        message: `links at most one; ${staying[0]} is linked (remove it, or send an array to replace it)`,
        existing_id: staying[0],
      },
    ],
  );
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
