import { resourceRoutes } from '../../core/resource-routes.js';
import type { ApiModule } from '../../core/module.js';
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
  companyFilters,
} from './companies.schema.js';

export const companiesModule: ApiModule = {
  name: 'companies',
  schemas: [Company],
  routes: resourceRoutes<Company, CompanyCreate, CompanyUpdate>({
    path: '/companies',
    singular: 'company',
    operation: 'Company',
    operationPlural: 'Companies',
    table: 'companies',
    record: Company,
    createBody: CompanyCreate,
    updateBody: CompanyUpdate,
    listQuery: CompanyListQuery,
    filters: companyFilters,
    oneQuery: CompanyOneQuery,
    order: companyOrder,
    fullIncludes: COMPANY_INCLUDES,
    descriptions: {
      create: 'Answers the company with tags, lists, contacts and custom_fields expanded.',
      update:
        'Fields absent stay as they are; tags, lists and contacts sent replace that relation; ' +
        'custom_fields are merged per field.',
    },
    deleteSummary: 'Delete a company and every link to it; answers the company as it was',
    list: listCompanies,
    find: findCompany,
    insert: (trx, auth, input) => insertCompany(trx, auth.workspaceId, input),
    update: (trx, auth, id, input) => updateCompany(trx, auth.workspaceId, id, input),
    remove: deleteCompany,
  }),
};
