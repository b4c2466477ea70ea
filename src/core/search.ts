import { sql } from 'kysely';
import type { DynamicDb } from '../db/dynamic.js';
import { preparedQuery } from '../db/prepared.js';
import type { SearchedTable } from '../db/search.js';
import { registeredResources } from './resources.js';
import { searchText } from './search-text.js';

/**
 * The search text of `q` (API.md section 6), and the one step of the write
 * path that keeps it current (what each resource searches is its spec's
 * `search`): after a record is written, its
 * search text is read back from what the transaction left and stored in
 * `<table>_search` in the same transaction (the store's word index follows
 * by its own triggers or index). A record whose text did not change is not
 * rewritten.
 */
type Db = DynamicDb;

/** The searched parts of a record, in the order its search text joins them. */
type Parts = readonly (string | null | undefined)[];

/**
 * What `q` searches in a resource's records (API.md section 6), as the
 * resource's spec declares it: the parts as its full answer shows them (a
 * write's own answer spares reading the record back; the seed gives the
 * records it makes in that shape). Only the record's own parts, never a
 * link field (its tags, its contacts): a write that changes links alone
 * leaves the text as it was and does not store it (core/changes.ts).
 */
export interface SearchParts {
  // The record is the resource's answer; each spec reads its own type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fromAnswer(record: any): Parts;
}

/** Stores the search text of records a write created or changed, from their full answers. */
export async function refreshSearchOf(
  db: Db,
  table: SearchedTable,
  search: SearchParts,
  answers: readonly ({ id: string } & Record<string, unknown>)[],
): Promise<void> {
  await storeTexts(
    db,
    table,
    answers.map((r) => ({ id: r.id, text: searchText(search.fromAnswer(r)) })),
  );
}

async function storeTexts(db: Db, table: SearchedTable, rows: readonly { id: string; text: string }[]) {
  for (let i = 0; i < rows.length; i += TEXTS_PER_STATEMENT) {
    const slice = rows.slice(i, i + TEXTS_PER_STATEMENT);
    await upsertTexts(db, { table }, { ids: slice.map((r) => r.id), texts: slice.map((r) => r.text) });
  }
}

/** Search rows stored by one statement at most. */
const TEXTS_PER_STATEMENT = 100;

const upsertTexts = preparedQuery(
  (db, shape: { table: SearchedTable }, params: { ids: string[]; texts: string[] }) => {
    const search = `${shape.table}_search`;
    return db
      .insertInto(search)
      .values(params.ids.map((id, i) => ({ record_id: id, text: params.texts[i] })))
      .onConflict((oc) =>
        oc
          .column('record_id')
          .doUpdateSet({ text: sql.ref('excluded.text') })
          .where(`${search}.text`, '<>', sql.ref('excluded.text')),
      );
  },
  { resultUnread: true },
);

/**
 * The search row of a record made outside a write (the seed, the
 * benchmark's data), from its registered spec's `search` (core/resources.ts):
 * `record` has the fields the spec reads, as its answer has them.
 */
export function searchRowsOf(
  table: SearchedTable,
): (record: { id: string } & Record<string, unknown>) => { record_id: string; text: string } {
  const search = registeredResources().find((spec) => spec.table === table)?.search;
  if (!search) throw new Error(`no registered resource searches the table ${table}`);
  return (record) => ({ record_id: record.id, text: searchText(search.fromAnswer(record)) });
}
