import { domainToUnicode } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { createSearchTable } from './record-tables.js';

/**
 * Finding records (API.md section 6): every filter is served by an index,
 * and `q` by a word index of a search text per record.
 *
 * - `companies.domain`: the website's host, which `?domain=` and the
 *   `domain` upsert compare; written by the service with the website.
 * - `<table>_search`: one row per searchable record holding its search
 *   text, normalised by the service (accents dropped, lower case, words
 *   joined by spaces). SQLite indexes it with FTS5 (an external-content
 *   table kept by triggers, keyed by the row's own integer key, which
 *   VACUUM never renumbers); PostgreSQL with a GIN index of the tsvector
 *   whose lexemes are the service's words as they are (no text parser in
 *   between). Both answer the same word-prefix queries.
 * - indexes for the filters that had none.
 *
 * Existing rows are filled here with a frozen copy of the service's rules.
 */
export const SEARCHED = ['contacts', 'companies', 'tags', 'lists', 'notes', 'tasks'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // An equality filter's index also holds the default order, so that the
  // page is read in order from it whatever the planner's sampled statistics
  // say (with a sample of the first entries, mostly empty values, SQLite
  // took the ordering index and read every company of the workspace).
  await index(db, 'companies', ['workspace_id', 'domain', 'created_at', 'id']);
  await index(db, 'companies', ['workspace_id', 'email', 'created_at', 'id']);
  await index(db, 'companies', ['workspace_id', 'is_starred', 'created_at', 'id']);
  await index(db, 'contacts', ['workspace_id', 'is_starred', 'created_at', 'id']);
  await index(db, 'contact_phone_numbers', ['workspace_id', 'phone_number']);
  await sql`create index contact_phone_numbers_full_digits_idx on contact_phone_numbers
    (workspace_id, (replace(country_code, '+', '') || phone_number))`.execute(db);
  await index(db, 'tasks', ['workspace_id', 'due_date']);
  await index(db, 'custom_fields', ['workspace_id', 'field_type']);
  await index(db, 'workspace_users', ['workspace_id', 'role']);

  for (const table of SEARCHED) await createSearchTable(db, table);

  await backfill(db);
}

/** Fills `companies.domain` and the search rows of records written before this migration. */
async function backfill(db: Kysely<any>): Promise<void> {
  const PAGE = 1000;
  const sources: Record<(typeof SEARCHED)[number], string[]> = {
    contacts: ['first_name', 'last_name', 'job_title'],
    companies: ['name', 'website_url', 'email'],
    tags: ['name'],
    lists: ['name'],
    notes: ['body'],
    tasks: ['body'],
  };
  for (const table of SEARCHED) {
    let after = '';
    for (;;) {
      const rows: any[] = await db
        .selectFrom(table)
        .select(['id', ...sources[table]])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      if (!rows.length) break;
      after = rows[rows.length - 1].id;
      const emails = new Map<string, string[]>();
      if (table === 'contacts') {
        const found: any[] = await db
          .selectFrom('contact_emails')
          .select(['contact_id', 'email'])
          .where(
            'contact_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('position')
          .execute();
        for (const e of found) emails.set(e.contact_id, [...(emails.get(e.contact_id) ?? []), e.email]);
      }
      const docs = rows.map((r) => {
        let parts = sources[table].map((c) => String(r[c] ?? ''));
        if (table === 'companies') {
          const host = hostOf(r.website_url);
          parts = [r.name, domainToUnicode(host) || host, r.email];
        }
        if (table === 'contacts') parts.push(...(emails.get(r.id) ?? []));
        return { record_id: r.id, text: words(parts.join(' ')) };
      });
      await db.insertInto(`${table}_search`).values(docs).execute();
      if (table === 'companies')
        for (const r of rows)
          if (r.website_url)
            await db
              .updateTable('companies')
              .set({ domain: hostOf(r.website_url) })
              .where('id', '=', r.id)
              .execute();
    }
  }
}

// Frozen copies of core/search-text.ts and core/normalize.ts hostOf, as of this migration.
function words(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => (w.length > 200 ? Array.from(w).slice(0, 200).join('') : w))
    .join(' ');
}

function hostOf(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    return new URL(withScheme).hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, '');
  } catch {
    return '';
  }
}

async function index(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
