import { searchRowsOf } from '../core/search.js';
import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { newId } from '../core/ids.js';
import type { DbHandle } from '../db/connect.js';
import type { DB, SearchedTable } from '../db/types.js';
import { registeredResources } from '../core/resources.js';
import type { SeedWorkspace } from '../core/resource-spec.js';
import { fieldSpecs, type SeededField } from './fields.js';
import {
  addCompany,
  addContact,
  addNote,
  addTask,
  companyBatch,
  contactBatch,
  iso,
  noteBatch,
  type SeedContext,
  taskBatch,
} from './generate.js';
import { Random } from './random.js';
import { LIST_DESCRIPTIONS, LIST_NAMES, TAG_REGIONS, TAG_SEGMENTS, TAG_WORDS } from './words.js';
import { advanceAnswerMark } from '../core/answers.js';
import { BatchInserter, type BatchSink, type InsertRows, type Row, transactionSink } from './writer.js';

/**
 * `crm seed`: fills a workspace with realistic data, written straight to the
 * tables in batched multi-row inserts, one transaction per batch of records
 * (with their e-mails, phone numbers, links and custom-field values), so a
 * large seed never holds one huge transaction.
 */
type Db = Kysely<DB> | Transaction<DB>;

export class SeedError extends Error {}

export interface SeedOptions {
  workspaceId: string;
  contacts: number;
  companies: number;
  tags: number;
  /** Same value, same data (IDs and timestamps excepted: they follow the clock). */
  seedValue?: string;
  /** The instant the seed treats as now (ms); records are spread over the year before it. */
  now?: number;
  /** Override the notes and tasks derived from `contacts` (a load test that reads only contacts skips them). */
  notes?: number;
  tasks?: number;
  /** False to write no custom-field values (the fields are still defined). */
  fieldValues?: boolean;
  /** Called after each batch with records written so far and the total. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Where the batches of records go; by default one transaction each on
   * `handle`. On a SQLite file, `crm seed` and the bulk load (bulk.ts) pass a
   * writer thread (bulk-writer.ts). Everything is committed when the seed
   * returns.
   */
  sink?: BatchSink;
}

export interface SeedCounts {
  contacts: number;
  companies: number;
  tags: number;
  lists: number;
  notes: number;
  tasks: number;
}

export interface SeedResult {
  workspace_id: string;
  /** The built-in resources' counts, then those of each resource seeded by its hook (its spec's `seed`), by path. */
  created: SeedCounts & Record<string, number>;
}

/** What a seed of this size makes: lists max(2, tags/4), notes contacts/2, tasks contacts/5. */
export function plannedCounts(
  options: Pick<SeedOptions, 'contacts' | 'companies' | 'tags' | 'notes' | 'tasks'>,
): SeedCounts {
  return {
    contacts: options.contacts,
    companies: options.companies,
    tags: options.tags,
    lists: Math.max(2, Math.floor(options.tags / 4)),
    notes: options.notes ?? Math.floor(options.contacts / 2),
    tasks: options.tasks ?? Math.floor(options.contacts / 5),
  };
}

/**
 * Records (with their relations) per transaction. SQLite commits are costly
 * (every one is synced to disk) and nothing else waits on a bulk load for
 * long, so it takes larger batches; PostgreSQL stays at a few thousand rows.
 */
const RECORDS_PER_TRANSACTION = { sqlite: 10_000, postgres: 1_000 } as const;
/** Records generated and written at a time, so that memory stays flat. */
const RECORDS_PER_BATCH = 1_000;
const DAY = 86_400_000;

export async function seedWorkspace(handle: DbHandle, options: SeedOptions): Promise<SeedResult> {
  const { db, dialect } = handle;
  const workspaceId = options.workspaceId;
  const workspace = await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!workspace) throw new SeedError(`There is no workspace with ID "${workspaceId}".`);
  const counts = plannedCounts(options);
  const users = await db
    .selectFrom('workspace_users')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (!users.length && counts.tasks > 0)
    throw new SeedError(
      `Workspace "${workspaceId}" has no users to assign tasks to; add one with "crm user add" first.`,
    );

  const now = options.now ?? Date.now();
  const yearAgo = now - 365 * DAY;
  const rnd = new Random(options.seedValue ?? randomBytes(8).toString('hex'));
  const inserter = new BatchInserter(dialect.name);
  const perTransaction = RECORDS_PER_TRANSACTION[dialect.name];
  const ctx: SeedContext = {
    rnd,
    workspaceId,
    now,
    userIds: users.map((u) => u.id),
    tagIds: [],
    contactListIds: [],
    companyListIds: [],
    contactFields: [],
    companyFields: [],
    companies: [],
    contactIds: [],
    contactFirstNames: [],
  };
  // The resources that seed themselves (their spec's `seed`), after the built-in ones.
  const hooked = registeredResources().flatMap((spec) =>
    spec.seed ? [{ spec, seed: spec.seed, count: spec.seed.count(options.contacts) }] : [],
  );
  const total =
    Object.values(counts).reduce((a, b) => a + b, 0) + hooked.reduce((sum, { count }) => sum + count, 0);
  let done = 0;
  const progress = (n: number) => {
    done += n;
    options.onProgress?.(done, total);
  };
  progress(0);

  await db.transaction().execute(async (trx) => {
    const fields = await ensureFields(trx, inserter, workspaceId, yearAgo - DAY, fieldSpecs(now));
    const valued = options.fieldValues === false ? [] : fields;
    ctx.contactFields = valued.filter((f) => f.spec.entityType === 'CONTACT');
    ctx.companyFields = valued.filter((f) => f.spec.entityType === 'COMPANY');
    const tags = await tagRows(trx, rnd, workspaceId, counts.tags, yearAgo, now);
    await inserter.insert(trx, 'tags', tags);
    await inserter.insert(trx, 'tags_search', tags.map(searchRowsOf('tags')));
    ctx.tagIds = tags.map((t) => t.id);
    const lists = listRows(rnd, workspaceId, counts.lists, yearAgo, now);
    await inserter.insert(trx, 'lists', lists);
    await inserter.insert(trx, 'lists_search', lists.map(searchRowsOf('lists')));
    ctx.contactListIds = lists.filter((l) => l.type === 'CONTACT').map((l) => l.id);
    ctx.companyListIds = lists.filter((l) => l.type === 'COMPANY').map((l) => l.id);
    await advanceAnswerMark(trx, workspaceId);
  });
  progress(counts.tags + counts.lists);

  const sink = options.sink ?? transactionSink(db, inserter, workspaceId);
  const batches = (n: number) => inBatches(sink, rnd.instants(n, yearAgo, now), perTransaction, progress);

  await batches(counts.companies)(async (insert, times) => {
    const b = companyBatch();
    for (const t of times) addCompany(ctx, b, t);
    await insert('companies', b.companies);
    await insert('company_tags', b.tags);
    await insert('list_companies', b.lists);
    await insert('company_field_values', b.values);
    await insert('companies_search', b.search);
  });

  await batches(counts.contacts)(async (insert, times, first) => {
    const b = contactBatch();
    for (let i = 0; i < times.length; i++) addContact(ctx, b, times[i], first + i + 1);
    await insert('contacts', b.contacts);
    await insert('contact_emails', b.emails);
    await insert('contact_phone_numbers', b.phones);
    await insert('contact_companies', b.companies);
    await insert('contact_tags', b.tags);
    await insert('list_contacts', b.lists);
    await insert('contact_field_values', b.values);
    await insert('contacts_search', b.search);
  });

  await batches(counts.notes)(async (insert, times) => {
    const b = noteBatch();
    for (const t of times) addNote(ctx, b, t);
    await insert('notes', b.notes);
    await insert('note_contacts', b.contacts);
    await insert('notes_search', b.search);
  });

  await batches(counts.tasks)(async (insert, times) => {
    const b = taskBatch();
    for (const t of times) addTask(ctx, b, t);
    await insert('tasks', b.tasks);
    await insert('task_contacts', b.contacts);
    await insert('task_tags', b.tags);
    await insert('tasks_search', b.search);
  });
  const seeded: SeedWorkspace = {
    workspaceId,
    random: rnd,
    contactIds: ctx.contactIds,
    companyIds: ctx.companies.map((c) => c.id),
  };
  for (const { spec, seed, count } of hooked) {
    const search = spec.search ? searchRowsOf(spec.table as SearchedTable) : undefined;
    await batches(count)(async (insert, times) => {
      const rows = seed.rows(seeded, times);
      // Tables the seed's types do not name (a resource's own, declared beside it).
      const into = insert as (table: string, rows: readonly Record<string, unknown>[]) => Promise<void>;
      for (const [table, tableRows] of Object.entries(rows)) {
        await into(table, tableRows);
        if (table === spec.table && search)
          await into(
            `${table}_search`,
            tableRows.map((row) => search(row as { id: string })),
          );
      }
    });
  }
  await sink.drain();

  // A bulk load makes the planner's statistics stale: refresh them at once.
  await sql`analyze`.execute(db);
  const created = {
    ...counts,
    ...Object.fromEntries(hooked.map(({ spec, count }) => [spec.path.slice(1), count])),
  };
  return { workspace_id: workspaceId, created };
}

/**
 * Runs `write` once per batch of creation instants; batches are grouped into
 * transactions of `perTransaction` records.
 */
function inBatches(
  sink: BatchSink,
  times: Float64Array,
  perTransaction: number,
  progress: (n: number) => void,
): (write: (insert: InsertRows, times: Float64Array, first: number) => Promise<void>) => Promise<void> {
  return async (write) => {
    for (let start = 0; start < times.length; start += perTransaction) {
      const end = Math.min(times.length, start + perTransaction);
      await sink.transaction(async (insert) => {
        for (let first = start; first < end; first += RECORDS_PER_BATCH) {
          const last = Math.min(end, first + RECORDS_PER_BATCH);
          await write(insert, times.subarray(first, last), first);
          progress(last - first);
        }
      });
    }
  };
}

/**
 * The seed's custom fields. A field already in the workspace with the same
 * name, entity type and field type is reused (a second seed adds values, not
 * fields); one with the same name and another type is left alone and gets
 * no values.
 */
async function ensureFields(
  trx: Db,
  inserter: BatchInserter,
  workspaceId: string,
  at: number,
  specs: ReturnType<typeof fieldSpecs>,
) {
  const existing = await trx
    .selectFrom('custom_fields')
    .select(['id', 'sort_name', 'field_type', 'entity_type'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const byName = new Map(existing.map((f) => [`${f.entity_type}:${f.sort_name}`, f]));
  const fields: SeededField[] = [];
  const newFields: Row<'custom_fields'>[] = [];
  const newOptions: Row<'custom_field_options'>[] = [];
  for (const [i, spec] of specs.entries()) {
    const found = byName.get(`${spec.entityType}:${spec.name.toLowerCase()}`);
    if (found) {
      if (found.field_type !== spec.fieldType) continue;
      const options = await trx
        .selectFrom('custom_field_options')
        .select('id')
        .where('field_id', '=', found.id)
        .orderBy('position')
        .execute();
      if (spec.options && !options.length) continue;
      fields.push({ id: found.id, spec, optionIds: options.map((o) => o.id) });
      continue;
    }
    const id = newId('cfd');
    const created = iso(at + i);
    newFields.push({
      id,
      workspace_id: workspaceId,
      name: spec.name,
      sort_name: spec.name.toLowerCase(),
      field_type: spec.fieldType,
      entity_type: spec.entityType,
      created_at: created,
      updated_at: created,
    });
    const options = (spec.options ?? []).map((value, position) => ({
      id: newId('opt'),
      field_id: id,
      value,
      position,
    }));
    newOptions.push(...options);
    fields.push({ id, spec, optionIds: options.map((o) => o.id) });
  }
  await inserter.insert(trx, 'custom_fields', newFields);
  await inserter.insert(trx, 'custom_field_options', newOptions);
  return fields;
}

/** `count` tags with names unique in the workspace ignoring case (names already taken are skipped). */
async function tagRows(
  trx: Db,
  rnd: Random,
  workspaceId: string,
  count: number,
  from: number,
  to: number,
): Promise<Row<'tags'>[]> {
  const taken = new Set(
    (await trx.selectFrom('tags').select('sort_name').where('workspace_id', '=', workspaceId).execute()).map(
      (t) => t.sort_name,
    ),
  );
  const times = rnd.instants(count, from, to);
  const rows: Row<'tags'>[] = [];
  for (const name of tagNames(rnd)) {
    if (rows.length >= count) break;
    const sortName = name.toLowerCase();
    if (taken.has(sortName)) continue;
    taken.add(sortName);
    const at = iso(times[rows.length]);
    rows.push({
      id: newId('tag'),
      workspace_id: workspaceId,
      name,
      sort_name: sortName,
      created_at: at,
      updated_at: at,
    });
  }
  return rows;
}

/** Tag names in the order they are used: plain labels, then regional and segment ones, then numbered campaigns. */
function* tagNames(rnd: Random): Generator<string> {
  yield* rnd.shuffle([...TAG_WORDS]);
  for (const region of TAG_REGIONS) for (const segment of TAG_SEGMENTS) yield `${region} ${segment}`;
  for (const word of TAG_WORDS) for (const region of TAG_REGIONS) yield `${word} ${region}`;
  for (let n = 1; ; n++) yield `Campaign ${String(n).padStart(3, '0')}`;
}

/** `count` lists, CONTACT and COMPANY in turn. */
function listRows(rnd: Random, workspaceId: string, count: number, from: number, to: number): Row<'lists'>[] {
  const times = rnd.instants(count, from, to);
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / LIST_NAMES.length);
    const name = LIST_NAMES[i % LIST_NAMES.length] + (round ? ` ${round + 1}` : '');
    const created = times[i];
    const updated = rnd.chance(0.5) ? created : rnd.int(created, to);
    return {
      id: newId('lst'),
      workspace_id: workspaceId,
      name,
      sort_name: name.toLowerCase(),
      type: i % 2 === 0 ? ('CONTACT' as const) : ('COMPANY' as const),
      description: rnd.pick(LIST_DESCRIPTIONS),
      created_at: iso(created),
      updated_at: iso(updated),
    };
  });
}
