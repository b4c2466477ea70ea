import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import { lockRecord } from '../../db/locking.js';
import type { ApiModule } from '../module.js';
import {
  deleteCustomField,
  findCustomField,
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
} from './custom-fields.schema.js';
import { CustomFieldValue } from './custom-fields.values.js';
import { writeTransaction } from '../../core/transaction.js';

const tags = ['custom-fields'];
const One = DataEnvelope(Type.Ref(CustomField));

export const customFieldsModule: ApiModule = {
  name: 'custom-fields',
  // CustomFieldValue is the read form of values on contacts and companies.
  schemas: [CustomFieldOption, CustomField, CustomFieldValue],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/custom-fields',
      {
        schema: {
          tags,
          operationId: 'listCustomFields',
          summary: 'List custom fields',
          querystring: CustomFieldListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(CustomField)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by } = request.query;
        const order = parseOrder(order_by, customFieldOrder);
        const { rows, total } = await listCustomFields(db, request.auth.workspaceId, order, limit, offset);
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/custom-fields/:id',
      {
        schema: {
          tags,
          operationId: 'getCustomField',
          summary: 'Get one custom field',
          params: IdParams,
          querystring: CustomFieldOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const field = await findCustomField(db, request.auth.workspaceId, request.params.id);
        if (!field) throw notFound('custom field', request.params.id);
        return { data: field };
      },
    );

    app.post(
      '/custom-fields',
      {
        schema: {
          tags,
          operationId: 'createCustomField',
          summary: 'Create a custom field',
          querystring: CustomFieldOneQuery,
          body: CustomFieldCreate,
          response: { 201: One, ...errorResponses(409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const field = await writeTransaction(handle, async (trx) => {
          const id = await insertCustomField(trx, workspaceId, request.body);
          return findCustomField(trx, workspaceId, id);
        });
        return created(request, reply, field!.id, { data: field! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/custom-fields/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateCustomField' : 'patchCustomField',
          summary: method === 'PUT' ? 'Update a custom field' : 'Update a custom field (same as PUT)',
          description:
            'Takes `name` and `multi_select_options`; `field_type` and `entity_type` cannot change. ' +
            'Options sent with an `id` keep it, options without one are new, options left out are removed ' +
            'and the values that chose them are cleared.',
          params: IdParams,
          querystring: CustomFieldOneQuery,
          body: CustomFieldUpdate,
          response: { 200: One, ...errorResponses(404, 409, 413, 415, 422) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const field = await writeTransaction(handle, async (trx) => {
            if (!(await updateCustomField(trx, workspaceId, request.params.id, request.body)))
              throw notFound('custom field', request.params.id);
            return findCustomField(trx, workspaceId, request.params.id);
          });
          return { data: field! };
        },
      });
    }

    app.delete(
      '/custom-fields/:id',
      {
        schema: {
          tags,
          operationId: 'deleteCustomField',
          summary: 'Delete a custom field and its values everywhere; answers the field as it was',
          params: IdParams,
          querystring: CustomFieldOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const field = await writeTransaction(handle, async (trx) => {
          const found =
            (await lockRecord(trx, 'custom_fields', workspaceId, request.params.id)) &&
            (await findCustomField(trx, workspaceId, request.params.id));
          if (!found) throw notFound('custom field', request.params.id);
          await deleteCustomField(trx, workspaceId, found.id);
          return found;
        });
        return { data: field };
      },
    );
  },
};
