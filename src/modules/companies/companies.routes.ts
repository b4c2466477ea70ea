import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { parseInclude } from '../../core/includes.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import { lockRecord } from '../../db/locking.js';
import type { ApiModule } from '../module.js';
import {
  deleteCompany,
  findCompany,
  insertCompany,
  listCompanies,
  updateCompany,
} from './companies.queries.js';
import {
  COMPANY_INCLUDES,
  Company,
  CompanyCreate,
  CompanyListQuery,
  CompanyOneQuery,
  CompanyUpdate,
  companyOrder,
} from './companies.schema.js';

const tags = ['companies'];
const One = DataEnvelope(Type.Ref(Company));

export const companiesModule: ApiModule = {
  name: 'companies',
  schemas: [Company],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/companies',
      {
        schema: {
          tags,
          operationId: 'listCompanies',
          summary: 'List companies',
          querystring: CompanyListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(Company)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by, include } = request.query;
        const order = parseOrder(order_by, companyOrder);
        const { rows, total } = await listCompanies(
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
      '/companies/:id',
      {
        schema: {
          tags,
          operationId: 'getCompany',
          summary: 'Get one company',
          params: IdParams,
          querystring: CompanyOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const company = await findCompany(
          db,
          request.auth.workspaceId,
          request.params.id,
          parseInclude(request.query.include),
        );
        if (!company) throw notFound('company', request.params.id);
        return { data: company };
      },
    );

    app.post(
      '/companies',
      {
        schema: {
          tags,
          operationId: 'createCompany',
          summary: 'Create a company',
          description: 'Answers the company with tags, lists, contacts and custom_fields expanded.',
          querystring: CompanyOneQuery,
          body: CompanyCreate,
          response: { 201: One, ...errorResponses(413, 415, 422) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const company = await db.transaction().execute(async (trx) => {
          const id = await insertCompany(trx, workspaceId, request.body);
          return findCompany(trx, workspaceId, id, COMPANY_INCLUDES);
        });
        return created(request, reply, company!.id, { data: company! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/companies/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateCompany' : 'patchCompany',
          summary: method === 'PUT' ? 'Update a company' : 'Update a company (same as PUT)',
          description:
            'Fields absent stay as they are; tags, lists and contacts sent replace that relation; ' +
            'custom_fields are merged per field.',
          params: IdParams,
          querystring: CompanyOneQuery,
          body: CompanyUpdate,
          response: { 200: One, ...errorResponses(404, 413, 415, 422) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const company = await db.transaction().execute(async (trx) => {
            if (!(await updateCompany(trx, workspaceId, request.params.id, request.body)))
              throw notFound('company', request.params.id);
            return findCompany(trx, workspaceId, request.params.id, COMPANY_INCLUDES);
          });
          return { data: company! };
        },
      });
    }

    app.delete(
      '/companies/:id',
      {
        schema: {
          tags,
          operationId: 'deleteCompany',
          summary: 'Delete a company and every link to it; answers the company as it was',
          params: IdParams,
          querystring: CompanyOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const { id } = request.params;
        const company = await db.transaction().execute(async (trx) => {
          const found =
            (await lockRecord(trx, 'companies', workspaceId, id)) &&
            (await findCompany(trx, workspaceId, id, parseInclude(request.query.include)));
          if (!found) throw notFound('company', id);
          await deleteCompany(trx, workspaceId, id);
          return found;
        });
        return { data: company };
      },
    );
  },
};
