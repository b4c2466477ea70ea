import type { Rec } from '../../core/changes.js';
import type { WriteDb } from '../../core/transaction.js';

/** Who restores: the workspace whose trash is read (the events' actor and request ID are the write's own origin). */
export interface RestoreContext {
  workspaceId: string;
}

export interface RestoreOptions {
  /** Where a refusal points for the ID at `index` (default `/body/ids/<index>`). */
  pathOf?: (index: number) => string;
}

/**
 * Restores records from the trash (API.md section 12), inside the caller's
 * write transaction: all or nothing. Each record comes back from its last
 * `<resource>.deleted` event as it was; the links its delete took come back
 * to records that exist once the write is done. Records `<resource>.restored`
 * and a `link.added` per link brought back (through the write's change set,
 * so with the write's actor and request ID). Answers the records as GET with
 * every include answers them, in the order of `ids`. Throws 404 `not_found`
 * for an ID not in the trash and 409 `conflict` (with `existing_id`) for a
 * tag or custom field whose name is now held, at `pathOf(i)`. Checks no
 * scopes: the caller does (`areasOfIds`).
 */
export async function restoreRecords(
  trx: WriteDb,
  context: RestoreContext,
  ids: readonly string[],
  options: RestoreOptions = {},
): Promise<Rec[]> {
  // TODO: the body lands in the next commit.
  void trx;
  void context;
  void options;
  if (ids.length) throw new Error('restoreRecords is not written yet');
  return [];
}
