import {
  NodeApiError,
  NodeConnectionTypes,
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type ILoadOptionsFunctions,
  type INodeExecutionData,
  type INodePropertyOptions,
  type INodeType,
  type INodeTypeDescription,
  type JsonObject,
} from 'n8n-workflow';
import { contractResource } from './shared/contract';
import { buildProperties, MATCH_ALIASES, type Operation } from './shared/descriptions';
import { apiCollection, apiRecord, apiRequest, CREDENTIALS_NAME } from './shared/transport';
import { buildBody, splitList, type CustomFieldCache } from './shared/values';

const TAG_ID = /^tag_/;

async function tagIdsByName(
  this: IExecuteFunctions,
  tokens: string[],
  createMissing: boolean,
): Promise<string[]> {
  const tagsPath = contractResource('tag').path;
  const ids: string[] = [];
  for (const token of tokens) {
    if (TAG_ID.test(token)) {
      ids.push(token);
    } else if (createMissing) {
      const tag = await apiRecord.call(this, 'POST', tagsPath, { name: token }, { match_on: 'name' });
      ids.push(String(tag.id));
    } else {
      const found = await apiCollection.call(this, tagsPath, { name: token }, false, 1);
      if (found.length) ids.push(String(found[0].id));
    }
  }
  return ids;
}

export class ContactService implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Contact Service',
    name: 'contactService',
    icon: {
      light: 'file:../../icons/contact-service.svg',
      dark: 'file:../../icons/contact-service.dark.svg',
    },
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Read and write contacts, companies, tags, lists, notes and tasks of a contact service',
    defaults: { name: 'Contact Service' },
    usableAsTool: true,
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: CREDENTIALS_NAME, required: true }],
    properties: buildProperties(),
  };

  methods = {
    loadOptions: {
      /** The custom fields of the node's resource: GET /custom-fields?entity_type=CONTACT|COMPANY. */
      async getCustomFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const resource = String(this.getCurrentNodeParameter('resource') ?? 'contact');
        const fields = await apiCollection.call(
          this,
          contractResource('custom_field').path,
          { entity_type: resource.toUpperCase(), order_by: 'name:asc' },
          true,
          0,
        );
        return fields.map((f) => ({
          name: `${String(f.name)} (${String(f.field_type)})`,
          value: String(f.id),
        }));
      },
      /** Lists of contacts: GET /lists?type=CONTACT. */
      async getContactLists(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const lists = await apiCollection.call(
          this,
          contractResource('list').path,
          { type: 'CONTACT', order_by: 'name:asc' },
          true,
          0,
        );
        return lists.map((l) => ({ name: String(l.name), value: String(l.id) }));
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    const customFieldCache: CustomFieldCache = new Map();

    for (let i = 0; i < items.length; i++) {
      try {
        const resource = this.getNodeParameter('resource', i) as string;
        const operation = this.getNodeParameter('operation', i) as Operation;
        const r = contractResource(resource);
        const push = (records: IDataObject | IDataObject[]) => {
          for (const json of Array.isArray(records) ? records : [records]) {
            out.push({ json, pairedItem: { item: i } });
          }
        };

        if (operation === 'create' || operation === 'upsert') {
          const additional = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
          const given: IDataObject = { ...additional };
          for (const f of r.fields.filter((field) => field.required)) {
            given[f.key] = this.getNodeParameter(f.key, i);
          }
          const body = await buildBody.call(this, r, given, customFieldCache);
          const qs: IDataObject = {};
          if (operation === 'upsert') {
            const matchOn = this.getNodeParameter('matchOn', i) as string;
            qs.match_on = matchOn;
            if (!r.fields.some((f) => f.key === matchOn)) {
              const value = String(this.getNodeParameter(matchOn, i)).trim();
              const plural = r.fields.find((f) => f.key === `${matchOn}s` && f.type === 'array');
              if (plural) {
                const current = (body[plural.key] as unknown[] | undefined) ?? [];
                body[plural.key] = [value, ...current.filter((v) => v !== value)];
              } else if (MATCH_ALIASES[matchOn]) {
                body[MATCH_ALIASES[matchOn]] = value;
              } else {
                throw new NodeOperationError(this.getNode(), `No body field for match_on=${matchOn}`, {
                  itemIndex: i,
                });
              }
            }
          }
          const answer = await apiRequest.call(this, 'POST', r.path, body, qs);
          const record = (answer.body.data ?? {}) as IDataObject;
          push(
            operation === 'upsert' ? { ...record, _upsert: answer.headers['x-upsert'] ?? 'created' } : record,
          );
        } else if (operation === 'get') {
          const id = encodeURIComponent(this.getNodeParameter('id', i) as string);
          const options = this.getNodeParameter('options', i, {}) as IDataObject;
          const qs: IDataObject = {};
          if (Array.isArray(options.include) && options.include.length)
            qs.include = options.include.join(',');
          push(await apiRecord.call(this, 'GET', `${r.path}/${id}`, undefined, qs));
        } else if (operation === 'getAll') {
          const returnAll = this.getNodeParameter('returnAll', i) as boolean;
          const limit = returnAll ? 0 : (this.getNodeParameter('limit', i) as number);
          const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
          const options = this.getNodeParameter('options', i, {}) as IDataObject;
          const qs: IDataObject = {};
          for (const [key, value] of Object.entries(filters)) {
            if (value !== '' && value !== undefined && value !== null) qs[key] = value;
          }
          if (options.order_by) qs.order_by = options.order_by;
          if (Array.isArray(options.include) && options.include.length)
            qs.include = options.include.join(',');
          push(await apiCollection.call(this, r.path, qs, returnAll, limit));
        } else if (operation === 'update') {
          const id = encodeURIComponent(this.getNodeParameter('id', i) as string);
          const updateFields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
          const body = await buildBody.call(this, r, updateFields, customFieldCache);
          if (!Object.keys(body).length) {
            throw new NodeOperationError(this.getNode(), 'Add at least one field to update', {
              itemIndex: i,
            });
          }
          push(await apiRecord.call(this, 'PATCH', `${r.path}/${id}`, body));
        } else if (operation === 'delete') {
          const id = encodeURIComponent(this.getNodeParameter('id', i) as string);
          push(await apiRecord.call(this, 'DELETE', `${r.path}/${id}`));
        } else if (operation === 'addRemoveTags') {
          const id = encodeURIComponent(this.getNodeParameter('id', i) as string);
          const add = await tagIdsByName.call(
            this,
            splitList(this.getNodeParameter('tagsToAdd', i, '')),
            true,
          );
          const remove = await tagIdsByName.call(
            this,
            splitList(this.getNodeParameter('tagsToRemove', i, '')),
            false,
          );
          if (!add.length && !remove.length) {
            throw new NodeOperationError(this.getNode(), 'Name at least one tag to add or remove', {
              itemIndex: i,
            });
          }
          const change: IDataObject = {};
          if (add.length) change.add = add;
          if (remove.length) change.remove = remove;
          push(await apiRecord.call(this, 'PATCH', `${r.path}/${id}`, { tags: change }));
        } else if (operation === 'addToList') {
          const id = encodeURIComponent(this.getNodeParameter('id', i) as string);
          const listId = this.getNodeParameter('listId', i) as string;
          push(await apiRecord.call(this, 'PATCH', `${r.path}/${id}`, { lists: { add: [listId] } }));
        } else if (operation === 'addContact') {
          const listId = encodeURIComponent(this.getNodeParameter('listId', i) as string);
          const contactIds = splitList(this.getNodeParameter('contactIds', i));
          push(await apiRecord.call(this, 'PATCH', `${r.path}/${listId}`, { contacts: { add: contactIds } }));
        } else if (operation === 'complete') {
          const id = encodeURIComponent(this.getNodeParameter('id', i) as string);
          push(await apiRecord.call(this, 'PATCH', `${r.path}/${id}`, { completed: true }));
        } else {
          throw new NodeOperationError(this.getNode(), `Unknown operation "${String(operation)}"`, {
            itemIndex: i,
          });
        }
      } catch (error) {
        if (this.continueOnFail()) {
          out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
          continue;
        }
        if (error instanceof NodeApiError)
          throw new NodeApiError(this.getNode(), error as unknown as JsonObject);
        throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
      }
    }
    return [out];
  }
}
