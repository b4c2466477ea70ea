import type { ApiModule } from '../module.js';

export const companiesModule: ApiModule = {
  name: 'companies',
  routes: async () => {},
};
