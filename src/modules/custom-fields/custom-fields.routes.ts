import type { ApiModule } from '../module.js';

export const customFieldsModule: ApiModule = {
  name: 'custom-fields',
  routes: async () => {},
};
