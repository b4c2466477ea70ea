import type { ApiModule } from '../module.js';

export const tasksModule: ApiModule = {
  name: 'tasks',
  routes: async () => {},
};
