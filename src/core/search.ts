import { domainToUnicode } from 'node:url';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.js';
import type { SearchedTable } from '../db/search.js';
import { groupBy } from './includes.js';
import { searchText } from './search-text.js';

/**
 * What `q` searches in each resource (API.md section 6), and the one step
 * of the write path that keeps it current: after a record is written, its
 * search text is read back from what the transaction left and stored in
 * `<table>_search` in the same transaction (the store's word index follows
 * by its own triggers or index). A record whose text did not change is not
 * rewritten.
 */
type Db = Kysely<any>;

/**
 * The searched columns of the tables whose answers show every searched
 * part under the same names (a contact's e-mails besides): what `parts`
 * reads, and what `partsOfAnswer` takes from a write's answer.
 */
const SEARCHED_COLUMNS = {
  contacts: ['first_name', 'last_name', 'job_title'],
  tags: ['name'],
  lists: ['name'],
  notes: ['body'],
  tasks: ['body'],
} as const satisfies Partial<Record<SearchedTable, readonly string[]>>;

/** The parts of each record that are searched, read for many records at once. */
const parts: Record<SearchedTable, (db: Db, ids: string[]) => Promise<Map<string, string[]>>> = {
  contacts: async (db, ids) => {
    const columns = SEARCHED_COLUMNS.contacts;
    const [rows, emails] = await Promise.all([
      columnsOf(db, { table: 'contacts', columns: [...columns] }, { ids }),
      contactEmails(db, {}, { ids }),
    ]);
    const byContact = groupBy(
      emails as { contact_id: string; email: string }[],
      (e) => e.contact_id,
      (e) => e.email,
    );
    return new Map(
      rows.map((r: any) => [
        r.id,
        [...columns.map((c) => r[c]), ...((byContact.get(r.id) as string[]) ?? [])],
      ]),
    );
  },
  // The host as people write it: `bücher.example`, not its stored ASCII form `xn--bcher-kva.example`.
  companies: async (db, ids) => {
    const found = await plain(db, 'companies', ['name', 'domain', 'email'], ids);
    for (const values of found.values()) values[1] = domainToUnicode(values[1]) || values[1];
    return found;
  },
  tags: (db, ids) => plain(db, 'tags', [...SEARCHED_COLUMNS.tags], ids),
  lists: (db, ids) => plain(db, 'lists', [...SEARCHED_COLUMNS.lists], ids),
  notes: (db, ids) => plain(db, 'notes', [...SEARCHED_COLUMNS.notes], ids),
  tasks: (db, ids) => plain(db, 'tasks', [...SEARCHED_COLUMNS.tasks], ids),
};

const columnsOf = preparedQuery(
  (db, shape: { table: string; columns: string[] }, params: { ids: string[] }) =>
    db
      .selectFrom(shape.table)
      .select(['id', ...shape.columns])
      .where('id', 'in', params.ids),
);

const contactEmails = preparedQuery((db, _shape: object, params: { ids: string[] }) =>
  db
    .selectFrom('contact_emails')
    .select(['contact_id', 'email'])
    .where('contact_id', 'in', params.ids)
    .orderBy('position'),
);

async function plain(db: Db, table: string, columns: string[], ids: string[]) {
  const rows = await columnsOf(db, { table, columns }, { ids });
  return new Map(rows.map((r: any) => [r.id as string, columns.map((c) => r[c] as string)]));
}

/** True for the tables that `q` searches. */
export const isSearched = (table: string): table is SearchedTable => table in parts;

/**
 * The searched parts of a record as its full answer shows them, where the
 * answer shows them all (a company's searched domain is not a field of its
 * answer): a write's own answer spares reading the record back.
 */
const partsOfAnswer: Partial<Record<SearchedTable, (record: any) => string[]>> = {
  contacts: (r) => [
    ...SEARCHED_COLUMNS.contacts.map((c) => r[c]),
    ...r.emails.map((e: { email: string }) => e.email),
  ],
  tags: (r) => SEARCHED_COLUMNS.tags.map((c) => r[c]),
  lists: (r) => SEARCHED_COLUMNS.lists.map((c) => r[c]),
  notes: (r) => SEARCHED_COLUMNS.notes.map((c) => r[c]),
  tasks: (r) => SEARCHED_COLUMNS.tasks.map((c) => r[c]),
};

/**
 * Stores the search text of records a write created or changed, from their
 * full answers where those show every searched part, else as they are now
 * in `db` (the write's transaction).
 */
export async function refreshSearchOf(
  db: Db,
  table: SearchedTable,
  answers: readonly ({ id: string } & Record<string, unknown>)[],
): Promise<void> {
  const fromAnswer = partsOfAnswer[table];
  if (!fromAnswer)
    return refreshSearch(
      db,
      table,
      answers.map((r) => r.id),
    );
  await storeTexts(
    db,
    table,
    answers.map((r) => ({ id: r.id, text: searchText(fromAnswer(r)) })),
  );
}

/** Stores the search text of the given records as they are now in `db` (a write's transaction). */
export async function refreshSearch(db: Db, table: SearchedTable, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const found = await parts[table](db, [...ids]);
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
