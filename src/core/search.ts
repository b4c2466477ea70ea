import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.js';
import type { SearchedTable } from '../db/search.js';
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
type Db = Kysely<any>;

/** The searched parts of a record, in the order its search text joins them. */
type Parts = readonly (string | null | undefined)[];

/**
 * What `q` searches in a resource's records (API.md section 6), as the
 * resource's spec declares it: the parts as its full answer shows them
 * (a write's own answer spares reading the record back), or, where the
 * answer does not show them all (a company's domain as people write it),
 * the parts read for many records at once in the write's transaction.
 */
export type SearchParts =
  { fromAnswer(record: any): Parts } | { read(db: Db, ids: string[]): Promise<ReadonlyMap<string, Parts>> };

/**
 * Stores the search text of records a write created or changed, from their
 * full answers or, as `search` says, as they are now in `db` (the write's
 * transaction).
 */
export async function refreshSearchOf(
  db: Db,
  table: SearchedTable,
  search: SearchParts,
  answers: readonly ({ id: string } & Record<string, unknown>)[],
): Promise<void> {
  if ('fromAnswer' in search) {
    await storeTexts(
      db,
      table,
      answers.map((r) => ({ id: r.id, text: searchText(search.fromAnswer(r)) })),
    );
    return;
  }
  if (!answers.length) return;
  const found = await search.read(
    db,
    answers.map((r) => r.id),
  );
  await storeTexts(
    db,
    table,
    [...found].map(([id, values]) => ({ id, text: searchText(values) })),
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
          .doUpdateSet({ text: (eb: any) => eb.ref('excluded.text') })
          .where(`${search}.text`, '<>', (eb: any) => eb.ref('excluded.text')),
      );
  },
);

/** The search rows of seeded records, built from the parts the seed already holds. */
export const searchRow = (recordId: string, values: readonly (string | null | undefined)[]) => ({
  record_id: recordId,
  text: searchText(values),
});
