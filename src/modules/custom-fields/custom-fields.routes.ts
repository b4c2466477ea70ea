import { nameValues } from '../../core/upsert.js';
import { resourceModule } from '../../core/resource-routes.js';
import {
  type CustomFieldChange,
  deleteCustomField,
  fieldSortName,
  findCustomField,
  findCustomFields,
  findCustomFieldsByName,
  insertCustomField,
  listCustomFields,
  updateCustomField,
} from './custom-fields.queries.js';
import {
  CustomField,
  CustomFieldCreate,
  CustomFieldListQuery,
  CustomFieldOneQuery,
  CustomFieldOption,
  CustomFieldUpdate,
  customFieldOrder,
  customFieldFilters,
} from './custom-fields.schema.js';
import { CustomFieldValue } from './custom-fields.values.js';

export const customFieldsModule = resourceModule<CustomField, CustomFieldCreate, CustomFieldChange>(
  {
    description:
      'Definitions of the extra fields of contacts and companies, and the options of select fields.',
    schemas: [CustomFieldOption, CustomField, CustomFieldValue],
  },
  {
    path: '/custom-fields',
    singular: 'custom field',
    event: 'custom_field',
    idPrefix: 'cfd',
    operation: 'CustomField',
    operationPlural: 'CustomFields',
    table: 'custom_fields',
    record: CustomField,
    createBody: CustomFieldCreate,
    updateBody: CustomFieldUpdate,
    listQuery: CustomFieldListQuery,
    filters: customFieldFilters,
    oneQuery: CustomFieldOneQuery,
    order: customFieldOrder,
    fullIncludes: [],
    writeErrors: [409],
    descriptions: {
      update:
        'Takes `name` and `multi_select_options`; `field_type` and `entity_type` cannot change. ' +
        'Options sent with an `id` keep it, options without one are new, options left out are removed ' +
        'and the values that chose them are cleared.',
    },
    deleteSummary: 'Delete a custom field and its values everywhere; answers the field as it was',
    list: listCustomFields,
    find: findCustomField,
    findMany: findCustomFields,
    insert: (trx, auth, input) => insertCustomField(trx, auth.workspaceId, input),
    update: (trx, auth, id, input, locked) => updateCustomField(trx, auth.workspaceId, id, input, locked),
    remove: deleteCustomField,
    upsert: {
      matchOn: {
        name: {
          description: "the field of the body's entity_type with the body's name, ignoring case",
          path: '/body/name',
          values: (input) => nameValues(input.name, fieldSortName),
          scope: (input) => input.entity_type,
          scopePath: '/body/entity_type',
          find: (trx, workspaceId, [name], input) =>
            findCustomFieldsByName(trx, workspaceId, input.entity_type, name),
        },
      },
      // Options already there (by value, ignoring case) stay; the others are added.
      adds: ['multi_select_options'],
    },
  },
);
