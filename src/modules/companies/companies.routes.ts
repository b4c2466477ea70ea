import { nameValues } from '../../core/upsert.js';
import { COMPANY_LINKS } from './companies.links.js';
import { hostOf } from '../../core/normalize.js';
import { resourceModule } from '../../core/resource-routes.js';
import {
  deleteCompany,
  findCompaniesByDomain,
  findCompaniesByName,
  findCompany,
  findCompanies,
  companySearchParts,
  companySortName,
  insertCompanies,
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

export const companiesModule = resourceModule<Company, CompanyCreate, CompanyUpdate>(
  {
    description: 'Organisations, with their tags, lists, contacts and custom-field values.',
    schemas: [Company],
  },
  {
    path: '/companies',
    singular: 'company',
    event: 'company',
    idPrefix: 'cmp',
    links: COMPANY_LINKS,
    export: {},
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
    nameColumn: 'name',
    search: { fromAnswer: companySearchParts },
    descriptions: {
      create: 'Answers the company with tags, lists, contacts and custom_fields expanded.',
      update:
        'Fields absent stay as they are; tags, lists and contacts sent replace that relation; ' +
        'custom_fields are merged per field.',
    },
    deleteSummary: 'Delete a company and every link to it; answers the company as it was',
    list: listCompanies,
    find: findCompany,
    findMany: findCompanies,
    insert: (trx, auth, input) => insertCompany(trx, auth.workspaceId, input),
    insertMany: (trx, auth, inputs) => insertCompanies(trx, auth.workspaceId, inputs),
    update: (trx, auth, id, input, locked) => updateCompany(trx, auth.workspaceId, id, input, locked),
    remove: deleteCompany,
    upsert: {
      matchOn: {
        domain: {
          description:
            "a company whose website has the body's website host (scheme, path, port and a leading www. ignored, ignoring case)",
          path: '/body/website_url',
          values: (input) => [hostOf(input.website_url ?? '')].filter((host) => host !== ''),
          find: (trx, workspaceId, [host]) => findCompaniesByDomain(trx, workspaceId, host),
        },
        name: {
          description: "a company with the body's name, ignoring case",
          path: '/body/name',
          values: (input) => nameValues(input.name, companySortName),
          find: (trx, workspaceId, [name]) => findCompaniesByName(trx, workspaceId, name),
        },
      },
      adds: ['tags', 'lists', 'contacts'],
    },
  },
);
