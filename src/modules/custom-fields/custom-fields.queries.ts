import type { Kysely, Transaction } from 'kysely';
import { conflict, type ErrorDetail, unknownReference, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { groupBy } from '../../core/includes.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { DB, EntityType, FieldType } from '../../db/types.js';
import type {
  CustomField,
  CustomFieldCreate,
  CustomFieldOption,
  CustomFieldUpdate,
} from './custom-fields.schema.js';
import { SELECT_TYPES, valuesTable } from './custom-fields.values.js';
import { recordReader } from '../../core/records.js';
import { inWorkspace } from '../../db/workspace.js';
import type { DynamicDb } from '../../db/dynamic.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'name', 'field_type', 'entity_type', 'created_at', 'updated_at'] as const;

/** Names are unique per entity type ignoring case; this is the compared form. */
export const fieldSortName = (name: string) => name.toLowerCase();

/** Sets `multi_select_options` on the select fields, with one query for all of them. */
async function attachOptions(db: Db, fields: CustomField[]): Promise<CustomField[]> {
  const selectIds = fields.filter((f) => SELECT_TYPES.has(f.field_type)).map((f) => f.id);
  if (!selectIds.length) return fields;
  const rows = await db
    .selectFrom('custom_field_options')
    .select(['field_id', 'id', 'value'])
    .where('field_id', 'in', selectIds)
    .orderBy('field_id')
    .orderBy('position')
    .execute();
  const byField = groupBy(
    rows,
    (r) => r.field_id,
    (r) => ({ id: r.id, value: r.value }),
  ) as Map<string, CustomFieldOption[]>;
  for (const field of fields) {
    if (SELECT_TYPES.has(field.field_type)) field.multi_select_options = byField.get(field.id) ?? [];
  }
  return fields;
}

const reader = recordReader<CustomField>({
  table: 'custom_fields',
  columns: COLUMNS,
  complete: (db, rows) => attachOptions(db, rows),
});

/** A page of the workspace's custom fields, with the relations asked for. */
export const listCustomFields = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findCustomField = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findCustomFields = reader.findMany;

/** 409 when another field of the entity type has the name, ignoring case. */
async function checkNameFree(
  trx: Db,
  workspaceId: string,
  entity: EntityType,
  name: string,
  exceptId?: string,
) {
  let q = inWorkspace(trx, workspaceId)
    .selectFrom('custom_fields')
    .select(['id', 'name'])
    .where('entity_type', '=', entity)
    .where('sort_name', '=', fieldSortName(name));
  if (exceptId) q = q.where('id', '!=', exceptId);
  const holder = await q.executeTakeFirst();
  if (holder)
    throw conflict(
      `A ${entity} custom field named "${holder.name}" already exists; names are unique per entity type, ignoring case.`,
      '/body/name',
      holder.id,
    );
}

const OPTIONS_PATH = '/body/multi_select_options';

/** Option values repeated within the sent list, ignoring case (400). */
function repeatedValues(options: readonly { value: string }[]): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  options.forEach((o, j) => {
    const key = o.value.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, j);
    else
      problems.push({
        path: `${OPTIONS_PATH}/${j}/value`,
        message: `repeats the value of option ${first}; option values are unique within a field, ignoring case`,
      });
  });
  return problems;
}

/** `multi_select_options` is for select fields only, and required there on create. */
function optionsAllowed(type: FieldType, sent: boolean, required: boolean): ErrorDetail[] {
  if (SELECT_TYPES.has(type)) {
    return required && !sent ? [{ path: OPTIONS_PATH, message: `is required for ${type} fields` }] : [];
  }
  return sent
    ? [{ path: OPTIONS_PATH, message: 'is allowed only on SINGLE_SELECT and MULTI_SELECT fields' }]
    : [];
}

async function insertOptions(trx: Db, fieldId: string, options: readonly { id?: string; value: string }[]) {
  if (!options.length) return;
  await trx
    .insertInto('custom_field_options')
    .values(
      options.map((o, position) => ({
        id: o.id ?? newId('opt'),
        field_id: fieldId,
        value: o.value,
        position,
      })),
    )
    .execute();
}

export async function insertCustomField(
  trx: Db,
  workspaceId: string,
  input: CustomFieldCreate,
): Promise<string> {
  const options = input.multi_select_options;
  const problems = [
    ...optionsAllowed(input.field_type, options !== undefined, true),
    ...repeatedValues(options ?? []),
  ];
  if (problems.length) throw validationError(problems);
  await checkNameFree(trx, workspaceId, input.entity_type, input.name);
  const now = nowIso();
  const id = newId('cfd');
  await inWorkspace(trx, workspaceId)
    .insertInto('custom_fields', {
      id,
      name: input.name,
      sort_name: fieldSortName(input.name),
      field_type: input.field_type,
      entity_type: input.entity_type,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (options) await insertOptions(trx, id, options);
  return id;
}

/** A PUT/PATCH body, or an upsert's, whose options sent are added (`{add}`) to the field's. */
export type CustomFieldChange = Omit<CustomFieldUpdate, 'multi_select_options'> & {
  multi_select_options?: CustomFieldUpdate['multi_select_options'] | { add: { value: string }[] };
};

/**
 * Applies a PUT/PATCH; false when the field is not in the workspace.
 * Checks in the contract's order: 400, 404, 422, 409.
 */
export async function updateCustomField(
  trx: Db,
  workspaceId: string,
  id: string,
  input: CustomFieldChange,
  locked: LockedRow | undefined,
): Promise<boolean> {
  const sent = input.multi_select_options;
  let options = Array.isArray(sent) ? sent : undefined;
  const adding = sent && !Array.isArray(sent) ? sent.add : undefined;
  const problems = repeatedValues(options ?? adding ?? []);
  const seenIds = new Map<string, number>();
  options?.forEach((o, j) => {
    if (o.id === undefined) return;
    const first = seenIds.get(o.id);
    if (first === undefined) seenIds.set(o.id, j);
    else
      problems.push({
        path: `${OPTIONS_PATH}/${j}/id`,
        message: `repeats option ${first}; send each option once`,
      });
  });

  const current = locked && (await findCustomField(trx, workspaceId, id, []));
  if (!locked || !current) {
    if (problems.length) throw validationError(problems);
    return false;
  }
  if (adding) {
    // An upsert adds the options whose value is not there yet; the others stay as they are.
    const have = current.multi_select_options ?? [];
    const values = new Set(have.map((o) => o.value.toLowerCase()));
    options = [...have, ...adding.filter((o) => !values.has(o.value.toLowerCase()))];
  }
  for (const key of ['field_type', 'entity_type'] as const) {
    if (input[key] !== undefined && input[key] !== current[key])
      problems.push({ path: `/body/${key}`, message: `cannot change; this field is ${current[key]}` });
  }
  problems.push(...optionsAllowed(current.field_type, options !== undefined, false));
  if (problems.length) throw validationError(problems);

  const currentIds = new Set((current.multi_select_options ?? []).map((o) => o.id));
  if (options) {
    const strangers: ErrorDetail[] = options.flatMap((o, j) =>
      o.id !== undefined && !currentIds.has(o.id)
        ? [{ path: `${OPTIONS_PATH}/${j}/id`, message: `"${o.id}" is not an option of this field`, id: o.id }]
        : [],
    );
    if (strangers.length) throw unknownReference(strangers);
  }
  if (input.name !== undefined) await checkNameFree(trx, workspaceId, current.entity_type, input.name, id);

  await inWorkspace(trx, workspaceId)
    .updateTable('custom_fields')
    .set({
      ...(input.name !== undefined ? { name: input.name, sort_name: fieldSortName(input.name) } : {}),
      updated_at: nextUpdatedAt(current.updated_at),
    })
    .where('id', '=', id)
    .execute();

  if (options) {
    const kept = new Set(options.flatMap((o) => (o.id === undefined ? [] : [o.id])));
    const removed = [...currentIds].filter((optionId) => !kept.has(optionId));
    // Options are rewritten whole: kept IDs come back with the value and place sent.
    await trx.deleteFrom('custom_field_options').where('field_id', '=', id).execute();
    await insertOptions(trx, id, options);
    if (removed.length) await clearRemovedOptions(trx, current, removed);
  }
  return true;
}

/**
 * Values that chose a removed option lose it: a SINGLE_SELECT value is
 * cleared; a MULTI_SELECT value keeps its other choices and is cleared when
 * none remain. The queries are per distinct resulting value, never per owner.
 */
async function clearRemovedOptions(trx: Db, field: CustomField, removed: string[]): Promise<void> {
  const { table, owner } = valuesTable(field.entity_type);
  // The values table and its owner column are the entity's: named at run time.
  const db = trx as DynamicDb;
  if (field.field_type === 'SINGLE_SELECT') {
    await db
      .deleteFrom(table)
      .where('field_id', '=', field.id)
      .where(
        'value',
        'in',
        removed.map((optionId) => JSON.stringify(optionId)),
      )
      .execute();
    return;
  }
  const gone = new Set(removed);
  const rows = (await db
    .selectFrom(table)
    .select([`${owner} as owner_id`, 'value'])
    .where('field_id', '=', field.id)
    .execute()) as {
    owner_id: string;
    value: string;
  }[];
  const emptied: string[] = [];
  const rewritten = new Map<string, string[]>();
  for (const row of rows) {
    const chosen = JSON.parse(row.value) as string[];
    const left = chosen.filter((optionId) => !gone.has(optionId));
    if (left.length === chosen.length) continue;
    if (!left.length) emptied.push(row.owner_id);
    else {
      const value = JSON.stringify(left);
      const owners = rewritten.get(value) ?? [];
      owners.push(row.owner_id);
      rewritten.set(value, owners);
    }
  }
  for (const owners of chunks(emptied)) {
    await db.deleteFrom(table).where('field_id', '=', field.id).where(owner, 'in', owners).execute();
  }
  for (const [value, all] of rewritten) {
    for (const owners of chunks(all)) {
      await db
        .updateTable(table)
        .set({ value })
        .where('field_id', '=', field.id)
        .where(owner, 'in', owners)
        .execute();
    }
  }
}

/** Splits IDs so that no statement carries more parameters than either store accepts. */
function chunks(ids: string[], size = 1000): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/** Deletes the field; its options and every value of it go with it (foreign keys cascade). */
export async function deleteCustomField(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('custom_fields').where('id', '=', id).execute();
}

/** The field of `entity` named `name`, ignoring case (at most one: names are unique): an upsert's match. */
export async function findCustomFieldsByName(
  db: Db,
  workspaceId: string,
  entity: EntityType,
  name: string,
): Promise<string[]> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('custom_fields')
    .select('id')
    .where('entity_type', '=', entity)
    .where('sort_name', '=', fieldSortName(name))
    .execute();
  return rows.map((r) => r.id);
}
