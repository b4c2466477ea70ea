import type { Kysely } from 'kysely';

/**
 * A handle for statements over a table (or column) named at run time: the
 * link tables of a pair of resources, the owned rows of a contact, a
 * resource's search table, a prepared query's plan. Which table it is comes
 * from a value, so Kysely cannot know its columns; the callers name them,
 * and what they read back is typed where it is used. Statements over a table
 * known where they are written go through `Kysely<DB>` (db/types.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time have no static row type
export type DynamicDb = Kysely<any>;
