import { type Static, Type } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { RelationLoader } from '../../core/includes.js';
import { Closed, EmbeddedUser, Id } from '../../core/schemas.js';
import type { DB, EntityType } from '../../db/types.js';

/**
 * Custom-field values on contacts and companies (API.md section 5, "Custom
 * field"): the write form, the read form, and the two functions the contacts
 * and companies modules call. Values are merged per field on write.
 */
type Db = Kysely<DB> | Transaction<DB>;

/** Write form: `{id: <field id>, value}`; `value: null` clears the field. */
export const CustomFieldValueWrite = Closed({
  id: Id,
  value: Type.Unknown({ description: 'Depends on field_type; null clears the field' }),
});
export type CustomFieldValueWrite = Static<typeof CustomFieldValueWrite>;
export const CustomFieldValuesWrite = Type.Array(CustomFieldValueWrite);

const Option = Type.Object({ id: Id, value: Type.String() }, { additionalProperties: false });

/** Read form: `{id, name, field_type, value}`; only fields with a value appear. */
export const CustomFieldValue = Type.Object(
  {
    id: Id,
    name: Type.String(),
    field_type: Type.String(),
    value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Option, Type.Array(Option), Type.Ref(EmbeddedUser)]),
  },
  { $id: 'CustomFieldValue', additionalProperties: false },
);

/**
 * Validates and writes `values` for one owner inside the caller's
 * transaction. A value of the wrong type or form is a 400 validation_error
 * (path `${path}/<index>/value`); an unknown field or option, a field of the
 * other entity type, or a user outside the workspace is a 422
 * unknown_reference. Fields not sent keep their values.
 */
export async function writeFieldValues(
  _trx: Db,
  _workspaceId: string,
  _entity: EntityType,
  _ownerId: string,
  _values: CustomFieldValueWrite[],
  _path = '/body/custom_fields',
): Promise<void> {
  throw new Error('custom-field values are not written yet');
}

/** The `custom_fields` include: owner ID to its values in read form, in a fixed number of queries. */
export function fieldValuesLoader(_entity: EntityType): RelationLoader<Db> {
  return async () => new Map();
}
