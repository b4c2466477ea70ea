import type { ApiModule } from '../../core/module.js';
import { exportRoutes } from './export.routes.js';
import { importRoutes } from './import.routes.js';

/**
 * Import and export (API.md section 9): `POST /contacts/import`,
 * `POST /companies/import` and `GET /<resource>/export`. Registered after
 * the resources, whose writers and readers they use (core/resource-routes.ts
 * resourceWriter).
 */
export const importExportModule: ApiModule = {
  name: 'import-export',
  routes: async (app, { handle, config }) => {
    // Each in a scope of its own: the import's CSV body parser stays with the import routes.
    await app.register(async (scope) => importRoutes(scope, handle, config));
    await app.register(async (scope) => exportRoutes(scope, handle));
  },
};
