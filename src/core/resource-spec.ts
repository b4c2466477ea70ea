import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../db/connect.js';
import type { LockableTable, LockedRow } from '../db/locking.js';
import type { LinkDeclaration } from './link-sides.js';
import type { AuthContext } from './auth.js';
import type { Order, OrderFields } from './collection.js';
import type { EventResource } from './event-types.js';
import type { Condition, FilterSet } from './filters.js';
import type { WriteDb } from './transaction.js';
import type { SearchParts } from './search.js';
import type { UpsertSpec } from './upsert.js';

/** What a collection read asks for, parsed. */
export interface ListRequest {
  order: Order;
  limit: number;
  offset: number;
  include: Set<string>;
  /** The filters of `filterSet` that the query string sets (API.md section 6). */
  filters: Condition[];
}

/** The workspace a seed fills, as a resource's seed hook sees it, once the built-in resources are written. */
export interface SeedWorkspace {
  workspaceId: string;
  /** The seed's random source: the same seed value gives the same data. */
  random: { int(min: number, max: number): number; chance(p: number): boolean };
  /** The records seeded before it, to link to. */
  contactIds: readonly string[];
  companyIds: readonly string[];
}

/**
 * How `crm seed` fills a resource: how many records a seed of `contacts`
 * contacts makes, and the rows of a batch of them (created at `times`, ms),
 * by table, in the order they are inserted: its records, then its link
 * tables' rows. The search rows follow from its `search`, its events from
 * nothing (a seed records none).
 */
export interface ResourceSeed {
  count(contacts: number): number;
  rows(workspace: SeedWorkspace, times: Float64Array): Record<string, Record<string, unknown>[]>;
}

/**
 * One resource's six operations (API.md section 5): GET collection, GET one,
 * POST, PUT and PATCH (the same update), DELETE. The routes are the same for
 * every resource; the resource brings its schemas and its queries.
 */
export interface ResourceSpec<R extends { id: string }, Create, Update> {
  /** Collection path, e.g. `/contacts`; also the OpenAPI tag without the slash. */
  path: string;
  /** The record's name in messages and summaries: `contact`, `custom field`. */
  singular: string;
  /** The record's name in operation IDs: `Contact` gives listContacts, getContact, ... */
  operation: string;
  /** Plural for the list operation's ID and summary: `Contacts`. */
  operationPlural: string;
  /** The name of its records in the change feed (`contact.created`, `resource: "contact"`); its scope area is its path's. */
  event: EventResource;
  /** The prefix of its records' IDs (API.md section 2): three lower-case letters, `con` for a contact. */
  idPrefix: string;
  table: LockableTable;
  record: TSchema;
  createBody: TSchema;
  updateBody: TSchema;
  listQuery: TSchema;
  oneQuery: TSchema;
  order: OrderFields;
  /** The collection's filters; `listQuery` must take their parameters (collectionQuery's `filters`). */
  filters?: FilterSet;
  /**
   * The links this resource's records list in a relation and whose `from`
   * side it is (core/link-sides.ts): a contact's tags, companies and lists.
   * Each states both sides: from it a merge moves the links, both sides'
   * fields are read (core/links.ts `includeLoaders`) and a CSV export
   * writes them or not; a side's field its record does not carry is given
   * to it at registration (core/link-fields.ts).
   */
  links?: readonly LinkDeclaration[];
  /** Relations a POST/PUT response always carries. */
  fullIncludes: readonly string[];
  /** Relations every read carries without being included (a task's `contacts`, `assignee`, `creator`). */
  alwaysEmbedded?: readonly string[];
  /**
   * What `q` searches in a record (API.md section 6), kept in
   * `<table>_search` by every write (core/search.ts); a resource without it
   * is not searched.
   */
  search?: SearchParts;
  /**
   * The column whose value names a record on a link event's side (`from`
   * and `to` carry it as `name`, API.md section 8): a contact's
   * `full_name`. Without it the sides carry no name.
   */
  nameColumn?: string;
  /**
   * How `GET <path>/export` and `crm export` write its records (API.md
   * section 9); a resource without it has no export. Every field of the
   * record is a CSV column but those in `csvOmitted` (derived ones, and
   * those with no name to write); `csvCells` says how its own cells are
   * written, in the reference; `vcard` adds the vCard format.
   */
  export?: { csvOmitted?: readonly string[]; csvCells?: string; vcard?: boolean };
  /** What `crm seed` makes of it (src/seed/seed.ts); a resource without it is not seeded. */
  seed?: ResourceSeed;
  /** The values POST can match on (`?match_on=`), making it an upsert (core/upsert.ts). */
  upsert?: UpsertSpec<Create>;
  /** Extra error statuses of writes, e.g. 409 for unique names. */
  writeErrors?: number[];
  /** OpenAPI descriptions per operation, where a summary is not enough. */
  descriptions?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', string>>;
  deleteSummary?: string;
  list(db: Database, workspaceId: string, request: ListRequest): Promise<{ rows: R[]; total: number }>;
  find(db: Database, workspaceId: string, id: string, include: Iterable<string>): Promise<R | undefined>;
  /** Records by IDs in the order given, in a fixed number of queries (a batch's answer); else one find each. */
  findMany?(
    db: Database,
    workspaceId: string,
    ids: readonly string[],
    include: Iterable<string>,
  ): Promise<R[]>;
  /**
   * Checks done before the transaction (400s that need no database),
   * returning the input to write. The body is what `createBody` or
   * `updateBody` validated; each resource declares its own static type.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  prepareCreate?(body: any): Create;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  prepareUpdate?(body: any): Update;
  insert(trx: WriteDb, auth: AuthContext, input: Create): Promise<string>;
  /**
   * Inserts many records as `insert` would each, in a fixed number of
   * statements (an import's batch); the IDs in the order of `inputs`. A
   * resource without it is written one `insert` at a time.
   */
  insertMany?(trx: WriteDb, auth: AuthContext, inputs: Create[]): Promise<string[]>;
  /**
   * Applies a PUT/PATCH; false when the record is not in the workspace.
   * `locked` is the record's row as the writer read and locked it before the
   * update (undefined: not in the workspace; the update still answers any 400
   * it finds first). The writer (resourceWriter) passes it; its callers do not.
   */
  update(trx: WriteDb, auth: AuthContext, id: string, input: Update, locked?: LockedRow): Promise<boolean>;
  /** The columns of its row, beyond `id` and `updated_at`, that `update` takes from `locked` (read with the lock, once). */
  lockedColumns?: readonly string[];
  /**
   * Deletes the record. `shown`, when the caller has it, is the record as
   * `GET /:id` without include answers it, read after the lock: the change
   * feed's `data` of the deletion, which is then not read again.
   */
  remove(trx: WriteDb, workspaceId: string, id: string, shown?: R): Promise<void>;
}

declare module './resources.js' {
  interface RegisteredResource {
    // The specs' record, body and row types differ per resource; the registry reads only their common declarations.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    spec: ResourceSpec<any, any, any>;
  }
}
