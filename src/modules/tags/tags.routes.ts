import type { ApiModule } from '../module.js';

export const tagsModule: ApiModule = {
  name: 'tags',
  routes: async () => {},
};
