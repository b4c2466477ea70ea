import type { Migration } from 'kysely';
import * as m0001 from './0001-init.js';

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
};
