import type { AuthContext } from '../../core/auth.js';
import { changesOfThisWrite, eventSourceFor } from '../../core/changes.js';
import { type ErrorDetail, notFound, validationError } from '../../core/errors.js';
import { checkReferences } from '../../core/references.js';
import { resourceWriter } from '../../core/resource-routes.js';
import type { WriteDb } from '../../core/transaction.js';
import { lockRecord } from '../../db/locking.js';
import type { ContactInput, EmailRow, PhoneRow } from '../contacts/contacts.input.js';
import { linksToMove, setManagedFields, takeFieldValues } from './merge.queries.js';

/**
 * Merging records into one (API.md section 9): the merged records' e-mails,
 * phone numbers, links, custom-field values and the plain fields the target
 * lacks go to the target, then the merged records are deleted, all in the
 * request's one transaction.
 *
 * The deletions and the target's update go through the resource's own
 * writer (its search text, collection counts and events); the links are
 * moved as the link declarations state them (every link with the merged
 * table on either side, merge.queries.ts `linksToMove`), and custom-field
 * values as stored, here in the same transaction.
 * The write's change set (core/changes.ts) is told by each step, so the
 * feed records the target's update, each merged record's deletion and
 * every link moved (API.md section 8), and nothing is reported by hand.
 */

/** A record as its full answer gives it. */
type Rec = { id: string } & Record<string, unknown>;

/** A related record as a full answer lists it: `{id, ...}`, or wrapped once (`{tag: {id, ...}}`). */
type Listed = Record<string, unknown>;

/** A record's list under `field` (a relation, its e-mails), or none. */
const listOf = <Item = Listed>(record: Rec, field: string): Item[] =>
  (record[field] as Item[] | undefined) ?? [];

/** What differs between merging contacts and merging companies. */
interface MergeKind {
  table: 'contacts' | 'companies';
  singular: string;
  /** The body's key, also the base of its error paths. */
  bodyKey: 'contacts' | 'companies';
  fieldValues: { table: 'contact_field_values' | 'company_field_values'; owner: 'contact_id' | 'company_id' };
  /**
   * The writable plain fields a merged record fills where the target's is
   * unset (`""`, null, 0 or false: API.md section 2's unset values). A group
   * of fields is one value, taken whole from the first record listed whose
   * first field is set, when the target's first field is unset (a company's
   * phone number with its country code).
   */
  plain: readonly (readonly string[])[];
  /** The body of the writer's update: plain fields and owned rows (the links are moved from their declarations). */
  update(fills: Record<string, unknown>, target: Rec, merged: Rec[]): unknown;
}

/** Server-managed fields, filled by the same rule; no body can set them, so they are written here. */
const MANAGED = ['last_team_interaction', 'team_members_connected'] as const;

const isUnset = (value: unknown) => value === '' || value === null || value === 0 || value === false;

/**
 * Owned rows (e-mails, phone numbers) of the merged records that the target
 * lacks, by key, in the order listed. The target keeps its primary; a target
 * with none takes the primary of the first merged record that has any.
 */
function ownedAdditions<Row extends { is_primary: boolean }>(
  target: Rec,
  merged: Rec[],
  field: string,
  row: (item: Row) => Row,
  key: (row: Row) => string,
): { add: Row[]; remove: string[] } | undefined {
  // An owned row of an answer has the fields of a row sent, and its `id`.
  const seen = new Set<string>(listOf<Row>(target, field).map((item) => key(row(item))));
  const targetHasNone = seen.size === 0;
  const add: Row[] = [];
  let primaryGiven = !targetHasNone;
  for (const record of merged) {
    const items = listOf<Row>(record, field);
    for (const item of items) {
      const r = row(item);
      const k = key(r);
      if (seen.has(k)) continue;
      seen.add(k);
      add.push({ ...r, is_primary: !primaryGiven && item.is_primary === true });
    }
    if (items.length) primaryGiven = true;
  }
  return add.length ? { add, remove: [] } : undefined;
}

export const contactMerge: MergeKind = {
  table: 'contacts',
  singular: 'contact',
  bodyKey: 'contacts',
  fieldValues: { table: 'contact_field_values', owner: 'contact_id' },
  plain: [
    ['first_name'],
    ['last_name'],
    ['job_title'],
    ['description'],
    ['location'],
    ['linkedin_slug'],
    ['x_slug'],
    ['facebook_slug'],
    ['instagram_slug'],
    ['image_url'],
    ['birthday'],
    ['is_starred'],
  ],
  update(fills, target, merged): ContactInput {
    const input: ContactInput = { columns: fills, sentFullName: false };
    const emails = ownedAdditions<EmailRow>(
      target,
      merged,
      'emails',
      (e) => ({ email: e.email, is_primary: false }),
      (e) => e.email,
    );
    const phones = ownedAdditions<PhoneRow>(
      target,
      merged,
      'phone_numbers',
      (p) => ({ country_code: p.country_code, phone_number: p.phone_number, is_primary: false }),
      (p) => `${p.country_code} ${p.phone_number}`,
    );
    if (emails) input.emails = emails;
    if (phones) input.phoneNumbers = phones;
    return input;
  },
};

export const companyMerge: MergeKind = {
  table: 'companies',
  singular: 'company',
  bodyKey: 'companies',
  fieldValues: { table: 'company_field_values', owner: 'company_id' },
  plain: [
    ['description'],
    ['headquarters_location'],
    ['linkedin_slug'],
    ['x_slug'],
    ['facebook_slug'],
    ['instagram_slug'],
    ['website_url'],
    ['logo_url'],
    ['email'],
    ['phone_number', 'country_code'],
    ['arr_estimate'],
    ['number_of_employees'],
    ['is_starred'],
  ],
  update: (fills) => fills,
};

/** The problems of a body that need no database: the target in its own list, and repeats (400). */
export function mergeBodyProblems(kind: MergeKind, targetId: string, ids: readonly string[]): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const first = new Map<string, number>();
  ids.forEach((id, i) => {
    const path = `/body/${kind.bodyKey}/${i}`;
    if (id === targetId)
      problems.push({
        path,
        message: `is the ${kind.singular} merged into; list only the ${kind.bodyKey} to merge into it`,
      });
    else if (first.has(id))
      problems.push({ path, message: `repeats /body/${kind.bodyKey}/${first.get(id)}` });
    else first.set(id, i);
  });
  return problems;
}

/** The fields of `plain` (and the managed ones) the target takes from the merged records. */
function fillsOf(
  groups: readonly (readonly string[])[],
  target: Rec,
  merged: Rec[],
): Record<string, unknown> {
  const fills: Record<string, unknown> = {};
  for (const group of groups) {
    if (!isUnset(target[group[0]])) continue;
    const giver = merged.find((r) => !isUnset(r[group[0]]));
    if (giver) for (const field of group) fills[field] = giver[field];
  }
  return fills;
}

/**
 * Merges `mergedIds` into `targetId` in the write's transaction and answers
 * the target fully expanded. Checks in the contract's order (API.md section
 * 4): the body's 400s first (`mergeBodyProblems`), then the target (404),
 * then the listed records (one 422 naming each unknown one).
 */
export async function mergeRecords(
  trx: WriteDb,
  auth: AuthContext,
  kind: MergeKind,
  targetId: string,
  mergedIds: readonly string[],
): Promise<Rec> {
  const problems = mergeBodyProblems(kind, targetId, mergedIds);
  if (problems.length) throw validationError(problems);
  const { workspaceId } = auth;
  const writer = resourceWriter(kind.table);

  // Every record is locked before anything is read, in ID order, so that two
  // merges of overlapping records wait for each other instead of deadlocking.
  const found = new Set<string>();
  for (const id of [targetId, ...mergedIds].sort())
    if (await lockRecord(trx, kind.table, workspaceId, id)) found.add(id);
  if (!found.has(targetId)) throw notFound(kind.singular, targetId);
  await checkReferences(trx, workspaceId, [
    { table: kind.table, ids: mergedIds, path: `/body/${kind.bodyKey}`, what: `a ${kind.singular}` },
  ]);

  // The records as they were before the first change: what the merge takes from them, and the
  // target's `previous` (its event comes first, then each merged record's deletion).
  const [target, ...merged] = (await writer.findMany!(
    trx,
    workspaceId,
    [targetId, ...mergedIds],
    writer.fullIncludes,
  )) as Rec[];
  await changesOfThisWrite(trx).willChange(
    trx,
    eventSourceFor(kind.table),
    workspaceId,
    [targetId],
    [target!],
  );
  const moveLinks = await linksToMove(trx, kind.table, targetId, mergedIds);
  await takeFieldValues(trx, kind.fieldValues.table, kind.fieldValues.owner, targetId, mergedIds);

  for (const id of mergedIds) await writer.remove(trx, workspaceId, id);
  const fills = fillsOf(kind.plain, target, merged);
  if (!(await writer.update(trx, auth, targetId, kind.update(fills, target, merged))))
    throw notFound(kind.singular, targetId);
  await moveLinks();
  await setManagedFields(
    trx,
    kind.table,
    workspaceId,
    targetId,
    fillsOf(
      MANAGED.map((f) => [f]),
      target,
      merged,
    ),
  );
  return (await writer.find(trx, workspaceId, targetId, writer.fullIncludes)) as Rec;
}
