import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { parseInclude } from '../../core/includes.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import type { ApiModule } from '../module.js';
import { parseContactInput } from './contacts.input.js';
import {
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  updateContact,
} from './contacts.queries.js';
import {
  CONTACT_INCLUDES,
  Contact,
  ContactCreate,
  ContactEmail,
  ContactListQuery,
  ContactNote,
  ContactOneQuery,
  ContactPhoneNumber,
  ContactUpdate,
  contactOrder,
} from './contacts.schema.js';

const tags = ['contacts'];
const One = DataEnvelope(Type.Ref(Contact));

export const contactsModule: ApiModule = {
  name: 'contacts',
  schemas: [ContactEmail, ContactPhoneNumber, ContactNote, Contact],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/contacts',
      {
        schema: {
          tags,
          operationId: 'listContacts',
          summary: 'List contacts',
          querystring: ContactListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(Contact)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by, include } = request.query;
        const order = parseOrder(order_by, contactOrder);
        const { rows, total } = await listContacts(
          db,
          request.auth.workspaceId,
          order,
          limit,
          offset,
          parseInclude(include),
        );
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/contacts/:id',
      {
        schema: {
          tags,
          operationId: 'getContact',
          summary: 'Get one contact',
          params: IdParams,
          querystring: ContactOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const contact = await findContact(
          db,
          request.auth.workspaceId,
          request.params.id,
          parseInclude(request.query.include),
        );
        if (!contact) throw notFound('contact', request.params.id);
        return { data: contact };
      },
    );

    app.post(
      '/contacts',
      {
        schema: {
          tags,
          operationId: 'createContact',
          summary: 'Create a contact',
          querystring: ContactOneQuery,
          body: ContactCreate,
          response: { 201: One, ...errorResponses(415, 413, 422) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const input = parseContactInput(request.body, 'create');
        const contact = await db.transaction().execute(async (trx) => {
          const id = await insertContact(trx, workspaceId, input);
          return findContact(trx, workspaceId, id, CONTACT_INCLUDES);
        });
        return created(request, reply, contact!.id, { data: contact! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/contacts/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateContact' : 'patchContact',
          summary: method === 'PUT' ? 'Update a contact' : 'Update a contact (same as PUT)',
          params: IdParams,
          querystring: ContactOneQuery,
          body: ContactUpdate,
          response: { 200: One, ...errorResponses(404, 415, 413, 422) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const { id } = request.params;
          const input = parseContactInput(request.body, 'update');
          const contact = await db.transaction().execute(async (trx) => {
            if (!(await updateContact(trx, workspaceId, id, input))) throw notFound('contact', id);
            return findContact(trx, workspaceId, id, CONTACT_INCLUDES);
          });
          return { data: contact! };
        },
      });
    }

    app.delete(
      '/contacts/:id',
      {
        schema: {
          tags,
          operationId: 'deleteContact',
          summary: 'Delete a contact; answers the contact as it was',
          params: IdParams,
          querystring: ContactOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const contact = await db.transaction().execute(async (trx) => {
          const found = await findContact(
            trx,
            workspaceId,
            request.params.id,
            parseInclude(request.query.include),
          );
          if (!found) throw notFound('contact', request.params.id);
          await deleteContact(trx, workspaceId, found.id);
          return found;
        });
        return { data: contact };
      },
    );
  },
};
