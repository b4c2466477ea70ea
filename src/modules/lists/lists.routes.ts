import type { ApiModule } from '../module.js';

export const listsModule: ApiModule = {
  name: 'lists',
  routes: async () => {},
};
