// Turns parameter values into API bodies, by the contract's field types.
import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { contractResource, type ContractResource } from './contract';
import { isListField } from './descriptions';
import { apiCollection } from './transport';

export type CustomFieldCache = Map<string, IDataObject>;

/** "a, b,,c" -> ["a", "b", "c"]; an array is taken as it is. */
export function splitList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (value === undefined || value === null) return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

async function customFieldDefinitions(
  this: IExecuteFunctions,
  ids: string[],
  cache: CustomFieldCache,
): Promise<void> {
  const missing = ids.filter((id) => !cache.has(id));
  if (!missing.length) return;
  const found = await apiCollection.call(
    this,
    contractResource('custom_field').path,
    { ids: missing.join(',') },
    true,
    0,
  );
  for (const definition of found) cache.set(String(definition.id), definition);
}

function selectOptionId(definition: IDataObject, token: string): string {
  if (/^opt_/.test(token)) return token;
  const options = (definition.multi_select_options ?? []) as IDataObject[];
  const match = options.find((o) => String(o.value).toLowerCase() === token.toLowerCase());
  return match ? String(match.id) : token;
}

function customFieldValue(definition: IDataObject | undefined, raw: unknown): unknown {
  if (raw === '' || raw === null || raw === undefined) return null;
  if (!definition || typeof raw !== 'string') return raw;
  switch (definition.field_type) {
    case 'NUMERIC':
      return Number(raw);
    case 'BOOLEAN':
      return ['true', '1', 'yes'].includes(raw.trim().toLowerCase());
    case 'SINGLE_SELECT':
      return selectOptionId(definition, raw.trim());
    case 'MULTI_SELECT':
      return splitList(raw).map((token) => selectOptionId(definition, token));
    default:
      return raw;
  }
}

/** The body of a create, upsert or update from the values given for the resource's fields. */
export async function buildBody(
  this: IExecuteFunctions,
  resource: ContractResource,
  given: IDataObject,
  cache: CustomFieldCache,
): Promise<IDataObject> {
  const body: IDataObject = {};
  for (const field of resource.fields) {
    if (!(field.key in given)) continue;
    const value = given[field.key];
    if (field.key === 'custom_fields') {
      const rows = (((value as IDataObject) ?? {}).field ?? []) as IDataObject[];
      const ids = rows.map((row) => String(row.id)).filter(Boolean);
      await customFieldDefinitions.call(this, ids, cache);
      body.custom_fields = rows
        .filter((row) => row.id)
        .map((row) => ({
          id: String(row.id),
          value: customFieldValue(cache.get(String(row.id)), row.value),
        }));
    } else if (isListField(field)) {
      body[field.key] = splitList(value);
    } else if (field.type === 'array') {
      let parsed: unknown = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value || '[]');
        } catch {
          throw new NodeOperationError(this.getNode(), `${field.label} must be a JSON array`);
        }
      }
      body[field.key] = parsed as IDataObject[];
    } else if (field.nullable && value === '') {
      body[field.key] = null;
    } else {
      body[field.key] = value;
    }
  }
  return body;
}
