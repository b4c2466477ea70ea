import type { ApiModule } from '../core/module.js';
import { eventsModule } from './events/events.routes.js';
import { importExportModule } from './import-export/import-export.routes.js';
import { resourceModules } from './index.js';
import { mcpModule } from './mcp/mcp.routes.js';
import { meModule } from './me/me.routes.js';
import { mergeModule } from './merge/merge.routes.js';
import { trashModule } from './trash/trash.routes.js';
import { undoModule } from './undo/undo.routes.js';
import { webhooksModule } from './webhooks/webhooks.routes.js';
import { workspaceUsersModule } from './workspace-users/workspace-users.routes.js';

/** Every module of the API, in the order they appear in the reference: the record resources (./index.ts) among them. */
export const modules: ApiModule[] = [
  meModule,
  ...resourceModules,
  workspaceUsersModule,
  eventsModule,
  webhooksModule,
  importExportModule,
  mergeModule,
  trashModule,
  undoModule,
  mcpModule,
];
