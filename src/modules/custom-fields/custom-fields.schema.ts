import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, oneOf, wholeName } from '../../core/filters.js';
import { Closed, Id, Timestamp } from '../../core/schemas.js';
import type { EntityType, FieldType } from '../../db/types.js';
import { ENTITY_TYPES, FIELD_TYPES } from './custom-fields.values.js';

/** Most options a select field can have. */
export const MAX_OPTIONS = 500;

const example = {
  id: 'cfd_01jd8k2m3n4p5q6r7s8t9v0w1x',
  name: 'Stage',
  field_type: 'SINGLE_SELECT',
  entity_type: 'COMPANY',
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  multi_select_options: [
    { id: 'opt_01jd8k2m3n4p5q6r7s8t9v0w1y', value: 'Prospect' },
    { id: 'opt_01jd8k2m3n4p5q6r7s8t9v0w1z', value: 'Customer' },
  ],
};

const FieldTypeSchema = Type.Unsafe<FieldType>({
  type: 'string',
  enum: [...FIELD_TYPES],
  description: 'SINGLE_LINE_TEXT, USER, SINGLE_SELECT, MULTI_SELECT, DATE, NUMERIC or BOOLEAN',
});
const EntityTypeSchema = Type.Unsafe<EntityType>({
  type: 'string',
  enum: [...ENTITY_TYPES],
  description: 'CONTACT (fields for contacts) or COMPANY (fields for companies)',
});

export const CustomFieldOption = Type.Object(
  { id: Id, value: Type.String() },
  { $id: 'CustomFieldOption', additionalProperties: false },
);
export type CustomFieldOption = Static<typeof CustomFieldOption>;

/** A custom field; `multi_select_options` is present on select fields only. */
export const CustomField = Type.Object(
  {
    id: Id,
    name: Type.String(),
    field_type: FieldTypeSchema,
    entity_type: EntityTypeSchema,
    created_at: Timestamp,
    updated_at: Timestamp,
    multi_select_options: Type.Optional(Type.Array(Type.Ref(CustomFieldOption))),
  },
  { $id: 'CustomField', additionalProperties: false, examples: [example] },
);
export type CustomField = Static<typeof CustomField>;

/** 1 to 50 characters, unique among the fields of one entity type, ignoring case. */
const Name = Type.String({
  minLength: 1,
  maxLength: 50,
  description: 'Unique among the fields of the entity type, ignoring case',
});
const OptionValue = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'Unique within the field, ignoring case',
});
const options = <T extends ReturnType<typeof Closed>>(item: T, description: string) =>
  Type.Array(item, { minItems: 1, maxItems: MAX_OPTIONS, description });
const ReadOnly = Type.Optional(Type.Never({ 'x-message': 'is read-only' }));

export const CustomFieldCreate = Closed(
  {
    name: Name,
    field_type: FieldTypeSchema,
    entity_type: EntityTypeSchema,
    multi_select_options: Type.Optional(
      options(
        Closed({ value: OptionValue }),
        'Required for SINGLE_SELECT and MULTI_SELECT fields (1 to 500 options); refused for the others',
      ),
    ),
    id: ReadOnly,
    created_at: ReadOnly,
    updated_at: ReadOnly,
  },
  {
    examples: [
      {
        name: example.name,
        field_type: example.field_type,
        entity_type: example.entity_type,
        multi_select_options: [{ value: 'Prospect' }, { value: 'Customer' }],
      },
    ],
  },
);
export type CustomFieldCreate = Static<typeof CustomFieldCreate>;

/**
 * PUT and PATCH: `name` and `multi_select_options`. `field_type` and
 * `entity_type` may be sent only with their current values.
 */
export const CustomFieldUpdate = Closed({
  name: Type.Optional(Name),
  field_type: Type.Optional(FieldTypeSchema),
  entity_type: Type.Optional(EntityTypeSchema),
  multi_select_options: Type.Optional(
    options(
      Closed({ id: Type.Optional(Id), value: OptionValue }),
      'The full set of options: an option with an id keeps it (and takes the value sent), one without is new, ' +
        'one left out is removed and the values that chose it are cleared',
    ),
  ),
  id: ReadOnly,
  created_at: ReadOnly,
  updated_at: ReadOnly,
});
export type CustomFieldUpdate = Static<typeof CustomFieldUpdate>;

export const customFieldOrder: OrderFields = {
  created_at: { column: 'created_at' },
  name: { column: 'sort_name' },
  updated_at: { column: 'updated_at' },
};

/** The collection's filters (API.md section 6). */
export const customFieldFilters = defineFilters('custom_fields', 'cfd', {
  entity_type: oneOf('entity_type', ENTITY_TYPES, 'Fields of these entity types (comma-separated)'),
  field_type: oneOf('field_type', FIELD_TYPES, 'Fields of these field types (comma-separated)'),
  name: wholeName('Fields with exactly this name, ignoring case'),
});

export const CustomFieldListQuery = collectionQuery({
  orderBy: customFieldOrder,
  filters: customFieldFilters,
});
export const CustomFieldOneQuery = Closed({});
