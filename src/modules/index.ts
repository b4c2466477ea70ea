import { registerResources } from '../core/resources.js';
import { companiesModule } from './companies/companies.routes.js';
import { contactsModule } from './contacts/contacts.routes.js';
import { customFieldsModule } from './custom-fields/custom-fields.routes.js';
import { listsModule } from './lists/lists.routes.js';
import { notesModule } from './notes/notes.routes.js';
import { tagsModule } from './tags/tags.routes.js';
import { tasksModule } from './tasks/tasks.routes.js';

/**
 * The record resources, each one folder with one `resourceModule`: adding a
 * resource is one line here. Their order is the order of the scope areas,
 * event types and everything else listed per resource (core/resources.ts),
 * and their place in the reference.
 */
export const resourceModules = [
  contactsModule,
  companiesModule,
  tagsModule,
  notesModule,
  listsModule,
  tasksModule,
  customFieldsModule,
];

registerResources(resourceModules.map((module) => module.resource));
