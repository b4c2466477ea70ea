// Builds the node's parameters from contract.json: which resources exist, their writable fields
// (types, enums, required), filters, includes, orderings and upsert keys. Only the list of
// operations per resource is written here; a field added to the API appears after
// `npm run sync-contract` and a build, without editing this file.
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { contract, contractResource, titleCase, type ContractField, type ContractFilter } from './contract';

export type Operation =
  | 'create'
  | 'upsert'
  | 'get'
  | 'getAll'
  | 'update'
  | 'delete'
  | 'addRemoveTags'
  | 'addToList'
  | 'addContact'
  | 'complete';

/** The operations offered per resource (the resource names are the contract's `resource`). */
export const OPERATIONS: Record<string, Operation[]> = {
  contact: ['create', 'upsert', 'get', 'getAll', 'update', 'delete', 'addRemoveTags', 'addToList'],
  company: ['create', 'upsert', 'get', 'getAll', 'update', 'delete'],
  tag: ['create', 'upsert', 'get', 'getAll', 'delete'],
  list: ['create', 'getAll', 'addContact'],
  note: ['create', 'getAll'],
  task: ['create', 'complete', 'getAll'],
  custom_field: ['getAll'],
};

/**
 * Upsert keys (`match_on`) that are not themselves a writable field: where their value goes in
 * the body. A key `k` with an array field `${k}s` (email -> emails) needs no entry.
 */
export const MATCH_ALIASES: Record<string, string> = { domain: 'website_url' };

const RESERVED = new Set([
  'resource',
  'operation',
  'id',
  'returnAll',
  'limit',
  'filters',
  'options',
  'matchOn',
  'additionalFields',
  'updateFields',
]);

const OPERATION_NAMES: Record<Operation, string> = {
  create: 'Create',
  upsert: 'Create or Update',
  get: 'Get',
  getAll: 'Get Many',
  update: 'Update',
  delete: 'Delete',
  addRemoveTags: 'Add or Remove Tags',
  addToList: 'Add to List',
  addContact: 'Add Contact',
  complete: 'Complete',
};

function resourceName(resource: string): string {
  return titleCase(resource);
}

function operationOption(resource: string, op: Operation): INodePropertyOptions {
  const noun = resourceName(resource).toLowerCase();
  const r = contractResource(resource);
  const actions: Record<Operation, string> = {
    create: `Create a ${noun}`,
    upsert: `Create a ${noun}, or update the one with the same ${r.match_on.join(' or ')}`,
    get: `Get a ${noun}`,
    getAll: `Get many ${noun}s`,
    update: `Update a ${noun}`,
    delete: `Delete a ${noun}`,
    addRemoveTags: `Add tags to a ${noun} or remove tags from it`,
    addToList: `Add a ${noun} to a list`,
    addContact: `Add contacts to a ${noun}`,
    complete: `Mark a ${noun} as completed`,
  };
  return { name: OPERATION_NAMES[op], value: op, action: actions[op], description: actions[op] };
}

/** True for array fields written as comma-separated text (IDs, e-mail addresses). */
export function isListField(field: ContractField): boolean {
  return field.type === 'array' && field.items !== 'object' && field.key !== 'custom_fields';
}

function fieldDescription(field: ContractField): string | undefined {
  const parts: string[] = [];
  if (isListField(field)) parts.push('Comma-separated');
  if (field.description) parts.push(field.description);
  return parts.length ? parts.join('. ') : undefined;
}

/** One writable field of the contract as an n8n parameter. */
export function fieldProperty(field: ContractField, required: boolean): INodeProperties {
  const base = {
    displayName: field.label,
    name: field.key,
    description: fieldDescription(field),
    required: required || undefined,
  };
  if (field.key === 'custom_fields') {
    return {
      ...base,
      displayName: 'Custom Fields',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      placeholder: 'Add Custom Field',
      options: [
        {
          displayName: 'Field',
          name: 'field',
          values: [
            {
              displayName: 'Field Name or ID',
              name: 'id',
              type: 'options',
              typeOptions: { loadOptionsMethod: 'getCustomFields' },
              default: '',
              description:
                'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
            },
            {
              displayName: 'Value',
              name: 'value',
              type: 'string',
              default: '',
              description:
                'Text, number, true/false or YYYY-MM-DD by the field type; select fields take option values or IDs (comma-separated for multi-select); empty clears the field',
            },
          ],
        },
      ],
    };
  }
  if (field.enum) {
    return {
      ...base,
      type: 'options',
      options: field.enum.map((value) => ({ name: titleCase(value.toLowerCase()), value })),
      default: field.enum[0],
    };
  }
  switch (field.type) {
    case 'boolean':
      return { ...base, type: 'boolean', default: false };
    case 'number':
      return { ...base, type: 'number', default: 0 };
    case 'integer':
      return { ...base, type: 'number', typeOptions: { numberPrecision: 0 }, default: 0 };
    case 'array':
      if (field.items === 'object') return { ...base, type: 'json', default: '[]' };
      return { ...base, type: 'string', default: '' };
    default:
      return {
        ...base,
        type: 'string',
        default: '',
        placeholder: field.pattern === '^\\d{4}-\\d{2}-\\d{2}$' ? 'YYYY-MM-DD' : undefined,
        typeOptions: field.max_length !== undefined && field.max_length > 1000 ? { rows: 4 } : undefined,
      };
  }
}

function filterProperty(filter: ContractFilter): INodeProperties {
  const base = {
    displayName: filter.key === 'q' ? 'Search' : titleCase(filter.key),
    name: filter.key,
    description: filter.description,
  };
  if (filter.enum) {
    return {
      ...base,
      type: 'options',
      options: filter.enum.map((value) => ({ name: titleCase(value), value })),
      default: filter.enum[0],
    };
  }
  if (filter.format === 'date-time') return { ...base, type: 'dateTime', default: '' };
  return { ...base, type: 'string', default: '' };
}

function byName<T extends { displayName: string }>(a: T, b: T): number {
  return a.displayName.localeCompare(b.displayName);
}

function includeProperty(includes: string[]): INodeProperties {
  return {
    displayName: 'Include',
    name: 'include',
    type: 'multiOptions',
    options: includes.map((value) => ({ name: titleCase(value), value })),
    default: [],
    description: 'Related records to embed in each answer',
  };
}

/** Every parameter of the ContactService node. */
export function buildProperties(): INodeProperties[] {
  const resources = Object.keys(OPERATIONS);
  const properties: INodeProperties[] = [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: resources
        .map((resource) => ({ name: resourceName(resource), value: resource }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      default: 'contact',
    },
  ];

  for (const resource of resources) {
    const r = contractResource(resource);
    const ops = OPERATIONS[resource];
    const show = (operation: Operation[]) => ({ show: { resource: [resource], operation } });
    const label = resourceName(resource);
    const defaultOperation = ops[0];
    const defaultMatchOn = r.match_on[0];
    const defaultOrderBy = r.order_by[0];
    const writable = r.fields;
    for (const f of writable) {
      if (RESERVED.has(f.key))
        throw new Error(`contract field ${resource}.${f.key} clashes with a parameter`);
    }

    properties.push({
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: [resource] } },
      options: ops.map((op) => operationOption(resource, op)).sort((a, b) => a.name.localeCompare(b.name)),
      default: defaultOperation,
    });

    const idOps = ops.filter((op) =>
      ['get', 'update', 'delete', 'addRemoveTags', 'addToList', 'complete'].includes(op),
    );
    if (idOps.length) {
      properties.push({
        displayName: `${label} ID`,
        name: 'id',
        type: 'string',
        required: true,
        default: '',
        displayOptions: show(idOps),
      });
    }

    // Create and upsert: the required fields up front, the others under Additional Fields.
    const writeOps = ops.filter((op) => op === 'create' || op === 'upsert');
    if (writeOps.length) {
      if (ops.includes('upsert')) {
        properties.push({
          displayName: 'Match On',
          name: 'matchOn',
          type: 'options',
          options: r.match_on.map((key) => ({ name: titleCase(key), value: key })),
          default: defaultMatchOn,
          description: 'The value that finds the record to update; none found means a new record',
          displayOptions: show(['upsert']),
        });
        for (const key of r.match_on) {
          if (writable.some((f) => f.key === key)) continue;
          properties.push({
            displayName: titleCase(key),
            name: key,
            type: 'string',
            required: true,
            default: '',
            placeholder: key === 'email' ? 'name@example.com' : undefined,
            description: `The ${key} to match on; it is written to the ${resource} too`,
            displayOptions: { show: { resource: [resource], operation: ['upsert'], matchOn: [key] } },
          });
        }
      }
      for (const f of writable.filter((field) => field.required)) {
        properties.push({ ...fieldProperty(f, true), displayOptions: show(writeOps) });
      }
      const optional = writable.filter((field) => !field.required);
      if (optional.length) {
        properties.push({
          displayName: 'Additional Fields',
          name: 'additionalFields',
          type: 'collection',
          placeholder: 'Add Field',
          default: {},
          displayOptions: show(writeOps),
          options: optional.map((f) => fieldProperty(f, false)).sort(byName),
        });
      }
    }

    if (ops.includes('update')) {
      properties.push({
        displayName: 'Update Fields',
        name: 'updateFields',
        type: 'collection',
        placeholder: 'Add Field',
        default: {},
        displayOptions: show(['update']),
        options: writable.map((f) => fieldProperty(f, false)).sort(byName),
      });
    }

    if (ops.includes('get') && r.includes.length) {
      properties.push({
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        displayOptions: show(['get']),
        options: [includeProperty(r.includes)],
      });
    }

    if (ops.includes('getAll')) {
      properties.push(
        {
          displayName: 'Return All',
          name: 'returnAll',
          type: 'boolean',
          default: false,
          description: 'Whether to return all results or only up to a given limit',
          displayOptions: show(['getAll']),
        },
        {
          displayName: 'Limit',
          name: 'limit',
          type: 'number',
          typeOptions: { minValue: 1 },
          default: 50,
          description: 'Max number of results to return',
          displayOptions: { show: { resource: [resource], operation: ['getAll'], returnAll: [false] } },
        },
      );
      if (r.filters.length) {
        properties.push({
          displayName: 'Filters',
          name: 'filters',
          type: 'collection',
          placeholder: 'Add Filter',
          default: {},
          displayOptions: show(['getAll']),
          options: r.filters.map(filterProperty).sort(byName),
        });
      }
      const listOptions: INodeProperties[] = [];
      if (r.order_by.length) {
        listOptions.push({
          displayName: 'Order By',
          name: 'order_by',
          type: 'options',
          options: r.order_by.map((value) => ({ name: value, value })),
          default: defaultOrderBy,
        });
      }
      if (r.includes.length) listOptions.push(includeProperty(r.includes));
      if (listOptions.length) {
        properties.push({
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          placeholder: 'Add Option',
          default: {},
          displayOptions: show(['getAll']),
          options: listOptions,
        });
      }
    }

    if (ops.includes('addRemoveTags')) {
      properties.push(
        {
          displayName: 'Tags to Add',
          name: 'tagsToAdd',
          type: 'string',
          default: '',
          placeholder: 'customer, newsletter',
          description: 'Comma-separated tag names or IDs (tag_...); a name without a tag yet makes the tag',
          displayOptions: show(['addRemoveTags']),
        },
        {
          displayName: 'Tags to Remove',
          name: 'tagsToRemove',
          type: 'string',
          default: '',
          description: 'Comma-separated tag names or IDs (tag_...); tags not linked are ignored',
          displayOptions: show(['addRemoveTags']),
        },
      );
    }

    if (ops.includes('addToList') || ops.includes('addContact')) {
      properties.push({
        displayName: 'List Name or ID',
        name: 'listId',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getContactLists' },
        required: true,
        default: '',
        description:
          'A list of contacts. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
        displayOptions: show(ops.filter((op) => op === 'addToList' || op === 'addContact')),
      });
    }
    if (ops.includes('addContact')) {
      properties.push({
        displayName: 'Contact IDs',
        name: 'contactIds',
        type: 'string',
        required: true,
        default: '',
        description: 'Comma-separated contact IDs (con_...)',
        displayOptions: show(['addContact']),
      });
    }
  }
  return properties;
}

export { contract };
