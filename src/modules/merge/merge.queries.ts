import { changesIfWriting } from '../../core/changes.js';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { slices, uniqueIds } from '../../core/id-lists.js';
import { groupBy } from '../../core/includes.js';
import { linksOf } from '../../core/link-sides.js';
import { bytewise } from '../../db/ordering.js';
import type { DynamicDb } from '../../db/dynamic.js';
import { insertDynamicRows } from '../../db/prepared.js';
import type { DB, LinkTable } from '../../db/types.js';
import { inWorkspace, ownedBy } from '../../db/workspace.js';

type Db = Kysely<DB> | Transaction<DB>;

// --- duplicates -------------------------------------------------------------------

/** One way records can be duplicates: a value at least two of them share. */
export interface Grouping {
  reason: string;
  /**
   * The values shared by at least two records of the workspace that are not
   * marked `ignore_merge`, as rows `(reason, value)`: one GROUP BY over the
   * index that holds the value, so the workspace's records are not sorted
   * (the records' own workspace condition lets PostgreSQL read only the
   * workspace's contacts for the join).
   */
  groups(workspaceId: string): RawBuilder<unknown>;
  /** The unmarked records having any of `values`, as `value` and the embedded form, oldest first. */
  members(
    db: Db,
    workspaceId: string,
    values: string[],
  ): Promise<({ value: string } & Record<string, unknown>)[]>;
}

/** The digits a phone filter compares: the country code's digits followed by the number (migration 0004's index). */
const phoneDigits = sql<string>`(replace(p.country_code, '+', '') || p.phone_number)`;

export const contactGroupings: Grouping[] = [
  {
    reason: 'email',
    groups: (workspaceId) => sql`select 'email' as reason, e.email as value
      from contact_emails e inner join contacts c on c.id = e.contact_id
      where ${ownedBy('e', workspaceId)} and ${ownedBy('c', workspaceId)} and c.ignore_merge = ${false}
      group by e.email having count(distinct e.contact_id) > 1`,
    members: (db, workspaceId, values) =>
      inWorkspace(db, workspaceId)
        .selectFrom('contact_emails as e')
        .innerJoin('contacts as c', 'c.id', 'e.contact_id')
        .select(['e.email as value', 'c.id', 'c.full_name', 'c.image_url', 'c.created_at'])
        .distinct()
        .where(ownedBy('c', workspaceId))
        .where('c.ignore_merge', '=', false)
        .where('e.email', 'in', values)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute(),
  },
  {
    reason: 'phone',
    groups: (workspaceId) => sql`select 'phone' as reason, ${phoneDigits} as value
      from contact_phone_numbers p inner join contacts c on c.id = p.contact_id
      where ${ownedBy('p', workspaceId)} and ${ownedBy('c', workspaceId)} and c.ignore_merge = ${false}
      group by ${phoneDigits} having count(distinct p.contact_id) > 1`,
    members: (db, workspaceId, values) =>
      inWorkspace(db, workspaceId)
        .selectFrom('contact_phone_numbers as p')
        .innerJoin('contacts as c', 'c.id', 'p.contact_id')
        .select([phoneDigits.as('value'), 'c.id', 'c.full_name', 'c.image_url', 'c.created_at'])
        .distinct()
        .where(ownedBy('c', workspaceId))
        .where('c.ignore_merge', '=', false)
        .where(phoneDigits, 'in', values)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute(),
  },
];

/** Companies by their stored host (`domain`, as the filter compares it) and by their case-folded name. */
function companyGrouping(reason: 'domain' | 'name', column: 'domain' | 'sort_name'): Grouping {
  return {
    reason,
    groups: (workspaceId) => sql`select ${reason} as reason, ${sql.ref(column)} as value
      from companies
      where ${ownedBy('companies', workspaceId)} and ${sql.ref(column)} <> '' and ignore_merge = ${false}
      group by ${sql.ref(column)} having count(*) > 1`,
    members: (db, workspaceId, values) =>
      inWorkspace(db, workspaceId)
        .selectFrom('companies')
        .select([`${column} as value`, 'id', 'name', 'logo_url', 'created_at'])
        .where('ignore_merge', '=', false)
        .where(column, 'in', values)
        .orderBy('created_at')
        .orderBy('id')
        .execute() as Promise<({ value: string } & Record<string, unknown>)[]>,
  };
}

export const companyGroupings: Grouping[] = [
  companyGrouping('domain', 'domain'),
  companyGrouping('name', 'sort_name'),
];

export interface DuplicateGroup<E> {
  reason: string;
  value: string;
  records: E[];
}

/**
 * One page of groups, ordered by reason then value (byte order, the same on
 * both stores), each group's records oldest first; `total` is the exact
 * number of groups. Three queries for the groups and their count, and one
 * per reason on the page for the records.
 */
export async function listDuplicates<E>(
  db: Db,
  groupings: readonly Grouping[],
  workspaceId: string,
  limit: number,
  offset: number,
  embedded: (row: Record<string, unknown>) => E,
): Promise<{ rows: DuplicateGroup<E>[]; total: number }> {
  const all = sql.join(
    groupings.map((g) => sql`${g.groups(workspaceId)}`),
    sql` union all `,
  );
  const [page, counted] = await Promise.all([
    sql<{ reason: string; value: string }>`select g.reason, g.value from (${all}) g
      order by ${bytewise(db, sql.ref('g.reason'))}, ${bytewise(db, sql.ref('g.value'))}
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ total: number | string }>`select count(*) as total from (${all}) g`.execute(db),
  ]);
  const groups = page.rows.map((r) => ({ reason: r.reason, value: r.value, records: [] as E[] }));
  for (const grouping of groupings) {
    const mine = groups.filter((g) => g.reason === grouping.reason);
    if (!mine.length) continue;
    const byValue = new Map(mine.map((g) => [g.value, g]));
    for (const row of await grouping.members(db, workspaceId, [...byValue.keys()]))
      byValue.get(row.value)?.records.push(embedded(row));
  }
  return { rows: groups, total: Number(counted.rows[0]?.total ?? 0) };
}

// --- merging ----------------------------------------------------------------------

type ValuesTable = 'contact_field_values' | 'company_field_values';

/**
 * Custom-field values of the merged records for the fields the target has
 * no value of, the first record listed that has one giving it; stored as
 * they are (the same field, the same stored value).
 */
export async function takeFieldValues(
  trx: Db,
  table: ValuesTable,
  owner: 'contact_id' | 'company_id',
  targetId: string,
  mergedIds: readonly string[],
): Promise<void> {
  // The owner column is the table's: a column named at run time.
  const db = trx as DynamicDb;
  const rows = (await db
    .selectFrom(table)
    .select([`${owner} as owner`, 'field_id', 'value'])
    .where(owner, 'in', [targetId, ...mergedIds])
    .execute()) as { owner: string; field_id: string; value: string }[];
  const has = new Set(rows.filter((r) => r.owner === targetId).map((r) => r.field_id));
  const taken: Record<string, string>[] = [];
  for (const id of mergedIds)
    for (const row of rows.filter((r) => r.owner === id)) {
      if (has.has(row.field_id)) continue;
      has.add(row.field_id);
      taken.push({ [owner]: targetId, field_id: row.field_id, value: row.value });
    }
  if (taken.length) await insertDynamicRows(db, table, taken);
}

/**
 * The links of the merged records, moved to the target: every link declared
 * with `table` on either side (core/link-sides.ts, whatever resource declared
 * it), read here before the merged records go (and their links with them),
 * made on the target by the function returned, after. Each link's other
 * records are appended to the target's in the order the merged records are
 * listed, each one's in link order; one the target has already stays where
 * it is.
 */
export async function linksToMove(
  trx: Db,
  table: string,
  targetId: string,
  mergedIds: readonly string[],
): Promise<() => Promise<void>> {
  // The link's columns are its declaration's: columns named at run time.
  const db = trx as DynamicDb;
  const merging = new Set([targetId, ...mergedIds]);
  const moves: { link: LinkTable; own: string; other: string; ids: string[] }[] = [];
  for (const { link, own, other } of linksOf(table)) {
    const rows: { merged: string; other: string }[] = [];
    for (const slice of slices(mergedIds)) {
      rows.push(
        ...((await db
          .selectFrom(link)
          .select([`${own.column} as merged`, `${other.column} as other`])
          .where(own.column, 'in', slice)
          .orderBy('seq')
          .execute()) as { merged: string; other: string }[]),
      );
    }
    const byMerged = groupBy(
      rows,
      (row) => row.merged,
      (row) => row.other,
    ) as Map<string, string[]>;
    const ids = uniqueIds(mergedIds.flatMap((id) => byMerged.get(id) ?? []));
    // A link between two records of the merged table does not link the target to itself.
    const moved = other.table === table ? ids.filter((id) => !merging.has(id)) : ids;
    if (moved.length) moves.push({ link, own: own.column, other: other.column, ids: moved });
  }
  return async () => {
    for (const move of moves) await appendLinks(db, move, targetId);
  };
}

/** Links `ownerId` to each of `ids` it is not linked to yet, appended in the order given. */
async function appendLinks(
  db: DynamicDb,
  move: { link: LinkTable; own: string; other: string; ids: readonly string[] },
  ownerId: string,
): Promise<void> {
  const { link, own, other } = move;
  // In link order: the relation's old IDs, as the change feed's `previous` lists them.
  const old = (
    (await db
      .selectFrom(link)
      .select(`${other} as other`)
      .where(own, '=', ownerId)
      .orderBy('seq')
      .execute()) as { other: string }[]
  ).map((row) => row.other);
  const have = new Set(old);
  const added = move.ids.filter((id) => !have.has(id));
  const rows = added.map((id) => ({ [own]: ownerId, [other]: id }));
  for (const slice of slices(rows)) await insertDynamicRows(db, link, slice);
  changesIfWriting(db)?.linksChanged(link, own, ownerId, old, [], added);
}

/**
 * Sets the server-managed fields (`last_team_interaction`,
 * `team_members_connected`) that a merge fills, which no request body can.
 */
export async function setManagedFields(
  trx: Db,
  table: 'contacts' | 'companies',
  workspaceId: string,
  id: string,
  values: { last_team_interaction?: string | null; team_members_connected?: number },
): Promise<void> {
  if (!Object.keys(values).length) return;
  await inWorkspace(trx, workspaceId).updateTable(table).set(values).where('id', '=', id).execute();
}
