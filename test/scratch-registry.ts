import type { ApiModule } from '../src/core/module.js';

/** The seven record modules of src/modules/index.ts, by name, loaded without registering them. */
export interface RecordModules {
  contacts: ApiModule;
  companies: ApiModule;
  tags: ApiModule;
  notes: ApiModule;
  lists: ApiModule;
  tasks: ApiModule;
  customFields: ApiModule;
}

/**
 * What a test's `vi.mock` of src/modules/index.js answers: the record
 * modules as `arrange` lists them (another order, a module changed, a
 * scratch resource added), registered as index.ts registers its own list.
 * Called inside the mock's factory, which runs before anything imports the
 * registry.
 */
export async function registeredAs(
  arrange: (modules: RecordModules) => ApiModule[] | Promise<ApiModule[]>,
): Promise<{ resourceModules: ApiModule[] }> {
  const { registerResources } = await import('../src/core/resources.js');
  const modules: RecordModules = {
    contacts: (await import('../src/modules/contacts/contacts.routes.js')).contactsModule,
    companies: (await import('../src/modules/companies/companies.routes.js')).companiesModule,
    tags: (await import('../src/modules/tags/tags.routes.js')).tagsModule,
    notes: (await import('../src/modules/notes/notes.routes.js')).notesModule,
    lists: (await import('../src/modules/lists/lists.routes.js')).listsModule,
    tasks: (await import('../src/modules/tasks/tasks.routes.js')).tasksModule,
    customFields: (await import('../src/modules/custom-fields/custom-fields.routes.js')).customFieldsModule,
  };
  const resourceModules = await arrange(modules);
  registerResources(resourceModules.map((module) => module.resource!));
  return { resourceModules };
}
