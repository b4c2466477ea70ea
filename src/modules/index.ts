import type { ApiModule } from './module.js';
import { meModule } from './me/me.routes.js';
import { workspaceUsersModule } from './workspace-users/workspace-users.routes.js';

/** Every resource of the API, in the order they appear in the reference. */
export const modules: ApiModule[] = [meModule, workspaceUsersModule];
