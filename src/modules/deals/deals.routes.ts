import { resourceModule } from '../../core/resource-routes.js';
import { deleteDeal, findDeal, findDeals, insertDeal, listDeals, updateDeal } from './deals.queries.js';
import {
  DEAL_INCLUDES,
  Deal,
  DealCreate,
  DealListQuery,
  DealOneQuery,
  DealUpdate,
  dealFilters,
  dealOrder,
} from './deals.schema.js';

export const dealsModule = resourceModule<Deal, DealCreate, DealUpdate>(
  { description: 'Deals: what may be sold, its value and its stage.', schemas: [Deal] },
  {
    path: '/deals',
    singular: 'deal',
    event: 'deal',
    idPrefix: 'del',
    export: {},
    operation: 'Deal',
    operationPlural: 'Deals',
    table: 'deals',
    record: Deal,
    createBody: DealCreate,
    updateBody: DealUpdate,
    listQuery: DealListQuery,
    filters: dealFilters,
    oneQuery: DealOneQuery,
    order: dealOrder,
    fullIncludes: DEAL_INCLUDES,
    nameColumn: 'name',
    search: { fromAnswer: (d: Deal) => [d.name] },
    list: listDeals,
    find: findDeal,
    findMany: findDeals,
    insert: (trx, auth, input) => insertDeal(trx, auth.workspaceId, input),
    update: (trx, auth, id, input, locked) => updateDeal(trx, auth.workspaceId, id, input, locked),
    remove: deleteDeal,
  },
);
