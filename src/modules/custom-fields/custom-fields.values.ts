import { type Static, Type } from '@sinclair/typebox';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ErrorDetail } from '../../core/errors.js';
import { groupBy, type RelationLoader } from '../../core/includes.js';
import { Closed, EmbeddedUser, Id } from '../../core/schemas.js';
import { DATE_RULE, isCalendarDate } from '../../core/time.js';
import { preparedQuery } from '../../db/prepared.js';
import type { DB, EntityType, FieldType } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import type { DynamicDb } from '../../db/dynamic.js';

/**
 * Custom-field values on contacts and companies (API.md section 5, "Custom
 * field"): the write form, the read form, and the functions the contacts
 * and companies modules call. Values are merged per field on write.
 *
 * A value is stored as JSON text in `contact_field_values` or
 * `company_field_values`: a string (text, date, option ID or user ID), a
 * number, a boolean, or an array of option IDs. A field without a value has
 * no row.
 */
type Db = Kysely<DB> | Transaction<DB>;

export const FIELD_TYPES = [
  'SINGLE_LINE_TEXT',
  'USER',
  'SINGLE_SELECT',
  'MULTI_SELECT',
  'DATE',
  'NUMERIC',
  'BOOLEAN',
] as const satisfies readonly FieldType[];
export const ENTITY_TYPES = ['CONTACT', 'COMPANY'] as const satisfies readonly EntityType[];
export const SELECT_TYPES: ReadonlySet<FieldType> = new Set(['SINGLE_SELECT', 'MULTI_SELECT']);

/** Longest SINGLE_LINE_TEXT value, in characters. */
export const TEXT_VALUE_MAX = 1000;

/** Write form: `{id: <field id>, value}`; `value: null` clears the field. */
export const CustomFieldValueWrite = Closed({
  id: Id,
  value: Type.Unknown({
    description:
      'Depends on field_type: a string (SINGLE_LINE_TEXT, at most 1000 characters), an option ID ' +
      '(SINGLE_SELECT), an array of option IDs (MULTI_SELECT), YYYY-MM-DD (DATE), a number (NUMERIC), ' +
      'a boolean (BOOLEAN) or a workspace user ID (USER); null clears the field',
  }),
});
export type CustomFieldValueWrite = Static<typeof CustomFieldValueWrite>;
export const CustomFieldValuesWrite = Type.Array(CustomFieldValueWrite, {
  description: 'Values to set, merged per field: fields not sent keep their values',
});

const OptionValue = Type.Object({ id: Id, value: Type.String() }, { additionalProperties: false });

/** Read form: `{id, name, field_type, value}`; only fields with a value appear. */
export const CustomFieldValue = Type.Object(
  {
    id: Id,
    name: Type.String(),
    field_type: Type.Unsafe<FieldType>({ type: 'string', enum: [...FIELD_TYPES] }),
    value: Type.Union([
      Type.String(),
      Type.Number(),
      Type.Boolean(),
      OptionValue,
      Type.Array(OptionValue),
      Type.Ref(EmbeddedUser),
    ]),
  },
  {
    $id: 'CustomFieldValue',
    additionalProperties: false,
    examples: [
      {
        id: 'cfd_01jd8k2m3n4p5q6r7s8t9v0w1x',
        name: 'Stage',
        field_type: 'SINGLE_SELECT',
        value: { id: 'opt_01jd8k2m3n4p5q6r7s8t9v0w1y', value: 'Prospect' },
      },
    ],
  },
);
export type CustomFieldValue = Static<typeof CustomFieldValue>;

/** Where the values of each entity type live. */
export function valuesTable(entity: EntityType) {
  return entity === 'CONTACT'
    ? ({ table: 'contact_field_values', owner: 'contact_id' } as const)
    : ({ table: 'company_field_values', owner: 'company_id' } as const);
}

/** A request's values, checked; `write` merges them into one owner. */
export interface PreparedFieldValues {
  /** Values of the wrong type or form, and fields sent twice (400 validation_error). */
  invalid: ErrorDetail[];
  /** Unknown fields, options or users, and fields of the other entity type (422 unknown_reference). */
  unknown: ErrorDetail[];
  /** Merges the values into `ownerId`'s; call only when both lists are empty. */
  write(trx: Db, ownerId: string): Promise<void>;
}

interface Planned {
  fieldId: string;
  /** JSON text to store, or null to clear the field. */
  stored: string | null;
}

const codePoints = (s: string) => [...s].length;

/**
 * Checks `values` without writing anything, so that a caller can report
 * them together with its own problems in API.md section 4's order (every
 * 400 before any 404 or 422). Three queries at most: the fields, the
 * options of the select fields, the users.
 */
export async function prepareFieldValues(
  db: Db,
  workspaceId: string,
  entity: EntityType,
  values: readonly CustomFieldValueWrite[],
  path = '/body/custom_fields',
): Promise<PreparedFieldValues> {
  const invalid: ErrorDetail[] = [];
  const unknown: ErrorDetail[] = [];
  const planned: Planned[] = [];
  const fieldIds = [...new Set(values.map((v) => v.id))];
  const fields = fieldIds.length
    ? await inWorkspace(db, workspaceId)
        .selectFrom('custom_fields')
        .select(['id', 'field_type', 'entity_type'])
        .where('id', 'in', fieldIds)
        .execute()
    : [];
  const fieldById = new Map(fields.map((f) => [f.id, f]));

  const selectFieldIds = fields
    .filter((f) => f.entity_type === entity && SELECT_TYPES.has(f.field_type))
    .map((f) => f.id);
  const userIdsSent = values
    .filter((v) => {
      const f = fieldById.get(v.id);
      return f?.entity_type === entity && f.field_type === 'USER' && typeof v.value === 'string';
    })
    .map((v) => v.value as string);
  const [options, users] = await Promise.all([
    selectFieldIds.length
      ? db
          .selectFrom('custom_field_options')
          .select(['id', 'field_id'])
          .where('field_id', 'in', selectFieldIds)
          .execute()
      : [],
    userIdsSent.length
      ? inWorkspace(db, workspaceId)
          .selectFrom('workspace_users')
          .select('id')
          .where('id', 'in', [...new Set(userIdsSent)])
          .execute()
      : [],
  ]);
  const optionField = new Map(options.map((o) => [o.id, o.field_id]));
  const userIds = new Set(users.map((u) => u.id));

  const seen = new Map<string, number>();
  values.forEach((item, i) => {
    const at = `${path}/${i}`;
    const first = seen.get(item.id);
    if (first !== undefined) {
      invalid.push({
        path: `${at}/id`,
        message: `repeats the field sent at ${path}/${first}; send each field once`,
      });
      return;
    }
    seen.set(item.id, i);
    const field = fieldById.get(item.id);
    if (!field || field.entity_type !== entity) {
      unknown.push({
        path: `${at}/id`,
        message: field
          ? `"${item.id}" is a ${field.entity_type} custom field, not a ${entity} one`
          : `"${item.id}" is not a custom field in this workspace`,
        id: item.id,
      });
      return;
    }
    const checked = checkValue(
      field.field_type,
      item.value,
      (id) => optionField.get(id) === field.id,
      userIds,
    );
    if ('invalid' in checked) invalid.push({ path: `${at}/value`, message: checked.invalid });
    else if ('unknown' in checked)
      for (const u of checked.unknown)
        unknown.push({ path: `${at}/value${u.at}`, message: `"${u.id}" is not ${u.what}`, id: u.id });
    else planned.push({ fieldId: field.id, stored: checked.stored });
  });

  return {
    invalid,
    unknown,
    async write(trx, ownerId) {
      await applyValues(trx, entity, ownerId, planned);
    },
  };
}

type Checked =
  { stored: string | null } | { invalid: string } | { unknown: { at: string; id: string; what: string }[] };

/** One written value against its field's type: the JSON to store (null clears), or what is wrong. */
function checkValue(
  type: FieldType,
  value: unknown,
  isOption: (id: string) => boolean,
  userIds: ReadonlySet<string>,
): Checked {
  if (value === null) return { stored: null };
  const option = 'an option of this field';
  switch (type) {
    case 'SINGLE_LINE_TEXT':
      if (typeof value !== 'string') return { invalid: 'must be a string or null' };
      if (codePoints(value) > TEXT_VALUE_MAX)
        return { invalid: `must have at most ${TEXT_VALUE_MAX} characters` };
      // An empty text is no value: the field is cleared.
      return { stored: value === '' ? null : JSON.stringify(value) };
    case 'NUMERIC':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { invalid: 'must be a number or null' };
      return { stored: JSON.stringify(value) };
    case 'BOOLEAN':
      if (typeof value !== 'boolean') return { invalid: 'must be a boolean or null' };
      return { stored: JSON.stringify(value) };
    case 'DATE':
      if (typeof value !== 'string' || !isCalendarDate(value)) return { invalid: `${DATE_RULE}, or null` };
      return { stored: JSON.stringify(value) };
    case 'SINGLE_SELECT':
      if (typeof value !== 'string' || value === '')
        return { invalid: 'must be an option ID of this field, or null' };
      if (!isOption(value)) return { unknown: [{ at: '', id: value, what: option }] };
      return { stored: JSON.stringify(value) };
    case 'MULTI_SELECT': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v !== ''))
        return { invalid: 'must be an array of option IDs of this field, or null' };
      const ids = value as string[];
      const unknown = ids.flatMap((id, j) => (isOption(id) ? [] : [{ at: `/${j}`, id, what: option }]));
      if (unknown.length) return { unknown };
      // Repeats are dropped; the choices keep the order sent. No choice clears the field.
      const chosen = [...new Set(ids)];
      return { stored: chosen.length ? JSON.stringify(chosen) : null };
    }
    case 'USER':
      if (typeof value !== 'string' || value === '')
        return { invalid: 'must be a workspace user ID, or null' };
      if (!userIds.has(value)) return { unknown: [{ at: '', id: value, what: 'a user of this workspace' }] };
      return { stored: JSON.stringify(value) };
  }
}

/** Merges the planned values into one owner: two queries at most. */
async function applyValues(trx: Db, entity: EntityType, ownerId: string, planned: Planned[]): Promise<void> {
  const { table, owner } = valuesTable(entity);
  // The values table and its owner column are the entity's: named at run time.
  const db = trx as DynamicDb;
  const cleared = planned.filter((p) => p.stored === null).map((p) => p.fieldId);
  const set = planned.filter((p) => p.stored !== null);
  if (cleared.length) {
    await db.deleteFrom(table).where(owner, '=', ownerId).where('field_id', 'in', cleared).execute();
  }
  if (set.length) {
    await db
      .insertInto(table)
      .values(set.map((p) => ({ [owner]: ownerId, field_id: p.fieldId, value: p.stored })))
      .onConflict((oc) => oc.columns([owner, 'field_id']).doUpdateSet({ value: sql.ref('excluded.value') }))
      .execute();
  }
}

interface ValueRow {
  owner_id: string;
  field_id: string;
  name: string;
  field_type: FieldType;
  value: string;
}

/** The values of some owners with their fields, in the fields' order (built once per table and count). */
const valueRows = preparedQuery(
  (db, shape: { table: string; owner: string }, params: { ownerIds: string[]; entity: string }) =>
    db
      .selectFrom(`${shape.table} as v`)
      .innerJoin('custom_fields as f', 'f.id', 'v.field_id')
      .select([`v.${shape.owner} as owner_id`, 'f.id as field_id', 'f.name', 'f.field_type', 'v.value'])
      .where(`v.${shape.owner}`, 'in', params.ownerIds)
      .where('f.entity_type', '=', params.entity)
      .orderBy('f.created_at')
      .orderBy('f.id'),
);
const optionRows = preparedQuery((db, _shape: null, params: { ids: string[] }) =>
  db.selectFrom('custom_field_options').select(['id', 'value']).where('id', 'in', params.ids),
);
const userRows = preparedQuery((db, _shape: null, params: { ids: string[] }) =>
  db.selectFrom('workspace_users').select(['id', 'full_name', 'avatar_url']).where('id', 'in', params.ids),
);

/**
 * The `custom_fields` include: owner ID to its values in read form, ordered
 * by the field's creation. Three queries whatever the number of owners: the
 * values with their fields, then the options and the users they name.
 */
export function fieldValuesLoader(entity: EntityType): RelationLoader<Db> {
  const { table, owner } = valuesTable(entity);
  return async (db, ownerIds) => {
    if (!ownerIds.length) return new Map();
    const rows = (await valueRows(db, { table, owner }, { ownerIds, entity })) as ValueRow[];

    // The stored values parsed into an array beside the rows, not into copies of the rows: a
    // spread with a property added (`{ ...r, data }`) is built by V8 in its old space, so every
    // read left its copies there as garbage until the next full collection (an export of
    // 1,000,000 contacts grew the server's RSS by 140 MB; bench/RESULTS.md).
    const data: unknown[] = rows.map((r) => JSON.parse(r.value));
    const optionIds = new Set<string>();
    const userIds = new Set<string>();
    rows.forEach((r, i) => {
      if (r.field_type === 'SINGLE_SELECT') optionIds.add(data[i] as string);
      else if (r.field_type === 'MULTI_SELECT') for (const id of data[i] as string[]) optionIds.add(id);
      else if (r.field_type === 'USER') userIds.add(data[i] as string);
    });
    const [options, users] = await Promise.all([
      optionIds.size ? optionRows(db, null, { ids: [...optionIds] }) : [],
      userIds.size ? userRows(db, null, { ids: [...userIds] }) : [],
    ]);
    const optionById = new Map(options.map((o) => [o.id, { id: o.id, value: o.value }]));
    const userById = new Map(
      users.map((u) => [u.id, { id: u.id, full_name: u.full_name, avatar_url: u.avatar_url }]),
    );

    const out: { owner_id: string; item: CustomFieldValue }[] = [];
    rows.forEach((r, i) => {
      let value: CustomFieldValue['value'] | undefined;
      switch (r.field_type) {
        case 'SINGLE_SELECT':
          value = optionById.get(data[i] as string);
          break;
        case 'MULTI_SELECT': {
          const chosen = (data[i] as string[]).flatMap((id) => optionById.get(id) ?? []);
          value = chosen.length ? chosen : undefined;
          break;
        }
        case 'USER':
          value = userById.get(data[i] as string);
          break;
        default:
          value = data[i] as string | number | boolean;
      }
      // A value whose option or user is gone is no value.
      if (value === undefined) return;
      out.push({
        owner_id: r.owner_id,
        item: { id: r.field_id, name: r.name, field_type: r.field_type, value },
      });
    });
    return groupBy(
      out,
      (r) => r.owner_id,
      (r) => r.item,
    );
  };
}
