import type { ApiModule } from '../module.js';

export const contactsModule: ApiModule = {
  name: 'contacts',
  routes: async () => {},
};
