import { companiesModule } from './companies/companies.routes.js';
import { contactsModule } from './contacts/contacts.routes.js';
import { eventsModule } from './events/events.routes.js';
import { importExportModule } from './import-export/import-export.routes.js';
import { customFieldsModule } from './custom-fields/custom-fields.routes.js';
import { listsModule } from './lists/lists.routes.js';
import type { ApiModule } from '../core/module.js';
import { mcpModule } from './mcp/mcp.routes.js';
import { meModule } from './me/me.routes.js';
import { mergeModule } from './merge/merge.routes.js';
import { notesModule } from './notes/notes.routes.js';
import { tagsModule } from './tags/tags.routes.js';
import { tasksModule } from './tasks/tasks.routes.js';
import { webhooksModule } from './webhooks/webhooks.routes.js';
import { workspaceUsersModule } from './workspace-users/workspace-users.routes.js';

/** Every resource of the API, in the order they appear in the reference. */
export const modules: ApiModule[] = [
  meModule,
  contactsModule,
  companiesModule,
  customFieldsModule,
  tagsModule,
  listsModule,
  notesModule,
  tasksModule,
  workspaceUsersModule,
  eventsModule,
  webhooksModule,
  importExportModule,
  mergeModule,
  mcpModule,
];
