import type { TSchema } from '@sinclair/typebox';
import { Ajv, type ValidateFunction } from 'ajv';
import { sql } from 'kysely';
import type { AuthContext } from '../../core/auth.js';
import { recordingChanges } from '../../core/changes.js';
import { AppError, detailsFromValidation, toAppError, validationError } from '../../core/errors.js';
import { unstorableText } from '../../core/input-guards.js';
import { resourceWriter } from '../../core/resource-routes.js';
import type { ResourceSpec } from '../../core/resource-spec.js';
import { sharedSchemas } from '../../core/schemas.js';
import { nextTurn } from '../../core/next-turn.js';
import { holds } from '../../core/scopes.js';
import type { WriteDb } from '../../core/transaction.js';
import { asAdditions, runUpsert, type UpsertSpec, upsertOf } from '../../core/upsert.js';
import { emailKey } from '../../core/normalize.js';
import { addFormats, storableNumbers } from '../../core/validation.js';
import type { Database, DbHandle } from '../../db/connect.js';
import { savepoint, withSavepoint } from '../../db/savepoint.js';
import type { CountryCode } from 'libphonenumber-js';
import {
  type ColumnMap,
  type ColumnTarget,
  ENTITY_OF,
  HeaderError,
  ignoredColumns,
  type ImportResource,
  loadCustomFields,
  mapColumns,
} from './import.columns.js';
import { type CsvRecord, ImportRefused, type ImportTable, openCsv } from './import.csv.js';
import { looksLikeVcard, openVcard } from './import.vcard.js';
import { draftOf, isEmptyRow, type RowDraft, RowError, rowMessage } from './import.rows.js';
import { inWorkspace } from '../../db/workspace.js';

/**
 * An import (API.md section 9): the file's rows written in batches, each
 * batch one transaction, each record through the resource's own writer
 * (resourceWriter: search text, collection counts and the change feed's
 * events are kept as for a POST), each row in a savepoint of its own so
 * that a bad row is undone alone and the others go on. With `match_on`, a
 * row that matches a record updates it as an upsert does (core/upsert.ts):
 * running an interrupted import again ends in the same state.
 *
 * A batch is written in parts of PART_ROWS rows, each part's events
 * recorded as it ends (inside the batch's transaction): what the change
 * feed keeps for a write grows with its records, so memory stays that of a
 * part whatever the batch, while the batch's one commit (a sync of the log
 * to disk, most of a small write's time) is shared by all its parts.
 */

/** Rows per batch: one transaction, one commit. */
export const BATCH_ROWS = 2000;
/** Rows of a batch whose events are recorded together (see above). */
export const PART_ROWS = 250;
/** Rows written between two turns of the event loop, so that a server importing goes on answering. */
const YIELD_EVERY = 10;
/** Rows read between two turns of the event loop. */
const YIELD_READ_EVERY = 50;
/** A batch is written once its cells hold this many characters, whatever its rows: memory stays bounded (rows of 4 MB). */
const MAX_BATCH_CHARS = 1 << 20;
/** Errors the summary lists at most (the errors file has every one). */
export const MAX_SUMMARY_ERRORS = 1000;

export interface ImportSummary {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: { row: number; message: string }[];
  /** One per value left out of a row that was written, numbered as `errors`. */
  warnings: { row: number; message: string }[];
  /** The columns no field takes, in file order. */
  ignored_columns: string[];
}

export interface RowFailure {
  row: number;
  message: string;
  /** The row's cells as read (a record that could not be read: its text, as one cell). */
  cells: string[];
}

/**
 * How a batch runs in a transaction: `writeTransaction` of its own by
 * default; a dry run or an import with an Idempotency-Key runs every batch
 * in one transaction opened by the caller.
 */
export type BatchTransaction = <T>(write: (trx: WriteDb) => Promise<T>) => Promise<T>;

export interface ImportOptions {
  handle: DbHandle;
  auth: AuthContext;
  resource: ImportResource;
  source: AsyncIterable<Buffer | string>;
  matchOn?: string;
  map?: ColumnMap;
  /** The file's encoding (an iconv-lite label); without one it must be UTF-8, or start with a byte order mark. */
  encoding?: string;
  /** The region phones without `+` are read in. */
  defaultCountry?: CountryCode;
  /** How the file is read: a vCard file, or CSV (the default). */
  format?: 'csv' | 'vcard';
  transaction: BatchTransaction;
  /** Where the import's own reads go (the custom fields, the users): the caller's transaction, when it holds one. */
  reader?: Database;
  /** Called once the header is mapped, with the columns no field takes. */
  onHeader?(header: string[], targets: ColumnTarget[]): void | Promise<void>;
  /** Each failed row, in order, once its batch is over. */
  onFailure?(failure: RowFailure): void | Promise<void>;
  /** After each batch: rows read so far, bytes of the file read so far. */
  onProgress?(rows: number, bytes: number): void;
}

const validators = new Map<TSchema, ValidateFunction>();

/** The POST body schema's check, as the route's validator makes it (no coercion, numbers bounded). */
function validatorOf(schema: TSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
    addFormats(ajv);
    ajv.addKeyword({ keyword: 'x-message' });
    for (const shared of sharedSchemas) ajv.addSchema(storableNumbers(shared));
    validate = ajv.compile(storableNumbers(schema));
    validators.set(schema, validate);
  }
  return validate;
}

/** Limits of the names a row may create (API.md section 5). */
const NAME_LIMITS = { tags: 50, lists: 50, companies: 255 } as const;
type Named = keyof typeof NAME_LIMITS;

/** One row read and checked, ready for its batch. */
interface Ready {
  row: number;
  cells: string[];
  draft: RowDraft;
}

/**
 * Names of tags, companies and lists already in the workspace, per batch
 * (read inside its transaction), with those the batch's rows created.
 */
class NameCache {
  private readonly known: Record<Named, Map<string, string>> = {
    tags: new Map(),
    lists: new Map(),
    companies: new Map(),
  };
  /** Names created since the last keep or drop, by kind. */
  private readonly pending: Record<Named, Map<string, string>> = {
    tags: new Map(),
    lists: new Map(),
    companies: new Map(),
  };

  constructor(
    private readonly trx: WriteDb,
    private readonly auth: AuthContext,
    private readonly listType: 'CONTACT' | 'COMPANY',
  ) {}

  /** One query per kind for every name the batch holds. */
  async load(rows: Ready[]) {
    const wanted: Record<Named, Set<string>> = { tags: new Set(), lists: new Set(), companies: new Set() };
    for (const { draft } of rows)
      for (const kind of Object.keys(wanted) as Named[])
        for (const name of draft.names[kind]) wanted[kind].add(name.toLowerCase());
    const { trx, auth } = this;
    const ws = auth.workspaceId;
    const lookups: [Named, () => Promise<{ id: string; sort_name: string }[]>][] = [
      ['tags', () => byName(trx, 'tags', ws, [...wanted.tags])],
      ['companies', () => byName(trx, 'companies', ws, [...wanted.companies])],
      ['lists', () => byName(trx, 'lists', ws, [...wanted.lists], this.listType)],
    ];
    for (const [kind, read] of lookups) {
      if (!wanted[kind].size) continue;
      // The oldest record of a name is the one a name means (companies and lists may share names).
      for (const row of await read())
        if (!this.known[kind].has(row.sort_name)) this.known[kind].set(row.sort_name, row.id);
    }
  }

  /** The IDs of the names, creating what is missing (inside the row's savepoint). */
  async idsOf(kind: Named, names: string[], column: string): Promise<string[]> {
    const ids: string[] = [];
    for (const name of names) {
      if ([...name].length > NAME_LIMITS[kind])
        throw new RowError(`${column}: "${name}" is longer than ${NAME_LIMITS[kind]} characters`);
      const key = name.toLowerCase();
      let id = this.known[kind].get(key) ?? this.pending[kind].get(key);
      if (!id) {
        this.mayCreate(kind);
        const body = kind === 'lists' ? { name, type: this.listType } : { name };
        id = (await resourceWriter(kind).insert(this.trx, this.auth, body)) as string;
        this.pending[kind].set(key, id);
      }
      ids.push(id);
    }
    return ids;
  }

  /**
   * Creates every name the rows hold that the workspace lacks, in the order
   * first named, with one `insertMany` per kind where the resource has it
   * (the rows are then inserted together; see insertTogether).
   */
  async createMissing(rows: Ready[]) {
    for (const kind of Object.keys(NAME_LIMITS) as Named[]) {
      const missing = new Map<string, string>();
      for (const { draft } of rows)
        for (const name of draft.names[kind]) {
          const key = name.toLowerCase();
          if (this.known[kind].has(key) || this.pending[kind].has(key) || missing.has(key)) continue;
          if ([...name].length > NAME_LIMITS[kind])
            throw new RowError(`${kind}: "${name}" is longer than ${NAME_LIMITS[kind]} characters`);
          missing.set(key, name);
        }
      if (!missing.size) continue;
      this.mayCreate(kind);
      const writer = resourceWriter(kind);
      const bodies = [...missing.values()].map((name) =>
        kind === 'lists' ? { name, type: this.listType } : { name },
      );
      const ids = writer.insertMany
        ? await writer.insertMany(this.trx, this.auth, bodies)
        : await sequentially(bodies, (body) => writer.insert(this.trx, this.auth, body) as Promise<string>);
      [...missing.keys()].forEach((key, index) => this.pending[kind].set(key, ids[index]!));
    }
  }

  /** A missing tag, company or list is created only with `write` on its area (API.md section 3). */
  private mayCreate(kind: Named) {
    if (!holds(this.auth, kind, 'write')) throw new RowError(`this key lacks ${kind}:write`);
  }

  /** The row's savepoint is released: what it created stays. */
  keep() {
    for (const kind of Object.keys(this.pending) as Named[]) {
      for (const [key, id] of this.pending[kind]) this.known[kind].set(key, id);
      this.pending[kind].clear();
    }
  }

  /** The row's savepoint is rolled back: what it created is gone. */
  drop() {
    for (const kind of Object.keys(this.pending) as Named[]) this.pending[kind].clear();
  }
}

async function sequentially<T, U>(items: readonly T[], f: (item: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (const item of items) out.push(await f(item));
  return out;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function byName(
  trx: WriteDb,
  table: Named,
  workspaceId: string,
  names: string[],
  listType?: 'CONTACT' | 'COMPANY',
) {
  let query = inWorkspace(trx as Database, workspaceId)
    .selectFrom(table)
    .select(['id', 'sort_name', 'created_at'])
    .where('sort_name', 'in', names);
  if (listType) query = query.where(sql.ref('type'), '=', listType);
  // Oldest first, ordered here: with `order by created_at` SQLite read the workspace's whole
  // (workspace_id, created_at) index to skip the sort (3 ms a batch at 10,000 companies)
  // instead of seeking each name in (workspace_id, sort_name).
  const rows = await query.execute();
  return rows.sort((a, b) => compareText(a.created_at, b.created_at) || compareText(a.id, b.id));
}

/** Runs an import; throws ImportRefused (or HeaderError) when the file cannot be imported at all. */
export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const { handle, auth, resource } = options;
  const spec = resourceWriter(resource);
  const upsertSpec = spec.upsert as UpsertSpec<unknown> | undefined;
  if (options.matchOn !== undefined && !upsertSpec?.matchOn[options.matchOn])
    throw new ImportRefused(
      `${resource} cannot be matched on "${options.matchOn}"; use ${Object.keys(upsertSpec?.matchOn ?? {}).join(' or ')}`,
    );

  const { format, source } = options.format
    ? { format: options.format, source: options.source }
    : await sniffFormat(options.source);
  const file: ImportTable =
    format === 'vcard' ? await openVcard(source, options.encoding) : await openCsv(source, options.encoding);
  const reader = options.reader ?? handle.db;
  const fields = await loadCustomFields(reader, auth.workspaceId, ENTITY_OF[resource]);
  let targets: ColumnTarget[];
  try {
    if (file.targets && options.map?.length)
      throw new HeaderError('--map applies to CSV files; a vCard file has no columns to map');
    targets = file.targets ?? mapColumns(resource, file.header, fields, options.map);
  } catch (err) {
    if (err instanceof HeaderError) throw new ImportRefused(err.message, err.path);
    throw err;
  }
  await options.onHeader?.(file.header, targets);
  const users = await workspaceUsers(reader, auth.workspaceId);
  const validate = validatorOf(spec.createBody);

  const summary: ImportSummary = {
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    errors: [],
    warnings: [],
    ignored_columns: ignoredColumns(targets),
  };
  const fail = async (failure: RowFailure) => {
    summary.failed++;
    if (summary.errors.length < MAX_SUMMARY_ERRORS)
      summary.errors.push({ row: failure.row, message: failure.message });
    await options.onFailure?.(failure);
  };

  let rows = 0;
  let batch: CsvRecord[] = [];
  const flush = async () => {
    const outcome = await writeBatch(batch);
    summary.created += outcome.created;
    summary.updated += outcome.updated;
    summary.skipped += outcome.skipped;
    for (const failure of outcome.failures.sort((a, b) => a.row - b.row)) await fail(failure);
    for (const warning of outcome.warnings)
      if (summary.warnings.length < MAX_SUMMARY_ERRORS) summary.warnings.push(warning);
    batch = [];
    options.onProgress?.(rows, file.bytesRead());
  };
  let batchChars = 0;
  for await (const record of file.records) {
    rows++;
    batch.push(record);
    batchChars += record.cells ? record.cells.reduce((n, c) => n + c.length, 0) : 0;
    // Records already read come as microtasks: a turn of the event loop now and then lets other requests in.
    if (rows % YIELD_READ_EVERY === 0) await nextTurn();
    if (batch.length >= BATCH_ROWS || batchChars >= MAX_BATCH_CHARS) {
      await flush();
      batchChars = 0;
    }
  }
  if (batch.length) await flush();
  options.onProgress?.(rows, file.bytesRead());
  // A vCard's properties that gave nothing, in the order first met (known once the file is read).
  for (const name of file.ignored?.() ?? [])
    if (!summary.ignored_columns.includes(name)) summary.ignored_columns.push(name);
  return summary;

  /** A row's checks that need no database: its cells, then the POST body's schema and rules. */
  function check(record: CsvRecord): Ready | RowFailure | null {
    if (record.cells === null) return { row: record.row, message: record.error, cells: [record.raw] };
    const { row, cells } = record;
    if (isEmptyRow(cells)) return null;
    if (cells.length !== targets.length && cells.slice(targets.length).some((c) => c.trim() !== ''))
      return { row, cells, message: `has ${cells.length} cells where the header has ${targets.length}` };
    if (cells.length < targets.length)
      return { row, cells, message: `has ${cells.length} cells where the header has ${targets.length}` };
    let draft: RowDraft | null = null;
    try {
      draft = draftOf(targets, cells, { users, defaultCountry: options.defaultCountry });
      const bad = unstorableText(draft.body, '/body');
      if (bad.length) throw validationError(bad);
      if (!validate(draft.body)) throw validationError(detailsFromValidation(validate.errors ?? [], 'body'));
      const input = spec.prepareCreate ? spec.prepareCreate(draft.body) : draft.body;
      if (options.matchOn !== undefined) upsertOf(upsertSpec, { match_on: options.matchOn }, input);
      return { row, cells, draft };
    } catch (err) {
      if (err instanceof RowError) return { row, cells, message: err.message };
      if (err instanceof AppError) return { row, cells, message: noMatchValue(rowMessage(err, draft)) };
      throw err;
    }
  }

  /** The message of a row without the value matched on, as an import says it. */
  function noMatchValue(message: string): string {
    return message.replace(/: is needed to match on (\w+)$/, ' is empty: needed to match on $1');
  }

  async function writeBatch(records: CsvRecord[]) {
    let skipped = 0;
    const early: RowFailure[] = [];
    const ready: Ready[] = [];
    for (const [index, record] of records.entries()) {
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
      const checked = check(record);
      if (checked === null) skipped++;
      else if ('draft' in checked) ready.push(checked);
      else early.push(checked);
    }
    if (!ready.length) return { created: 0, updated: 0, skipped, failures: early, warnings: [] };
    // Run again from the start when the transaction reruns (a race lost on a unique name).
    const written = await options.transaction(async (trx) => {
      const names = new NameCache(trx, auth, ENTITY_OF[resource]);
      const outcome = { created: 0, updated: 0, failures: [] as RowFailure[] };
      for (let i = 0; i < ready.length; i += PART_ROWS) {
        const part = ready.slice(i, i + PART_ROWS);
        const { value } = await recordingChanges(trx, () => writePart(trx, names, part));
        outcome.created += value.created;
        outcome.updated += value.updated;
        outcome.failures.push(...value.failures);
      }
      return outcome;
    });
    // Warnings are those of the rows written.
    const failed = new Set(written.failures.map((f) => f.row));
    const warnings = ready
      .filter((item) => !failed.has(item.row))
      .flatMap((item) => item.draft.warnings.map((message) => ({ row: item.row, message })));
    return { ...written, skipped, failures: [...early, ...written.failures], warnings };
  }

  /** A part of a batch, in the batch's transaction: its rows together when they can be, else one at a time. */
  async function writePart(trx: WriteDb, names: NameCache, ready: Ready[]) {
    await names.load(ready);
    if (options.matchOn === undefined && spec.insertMany) {
      const together = await insertTogether(trx, names, ready);
      if (together) return together;
    }
    let created = 0;
    let updated = 0;
    const failures: RowFailure[] = [];
    for (const [index, item] of ready.entries()) {
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
      try {
        const isNew = await withSavepoint(trx, () => writeRow(trx, names, item.draft), 'import_row');
        names.keep();
        if (isNew) created++;
        else updated++;
      } catch (err) {
        names.drop();
        if (err instanceof RowError) {
          failures.push({ row: item.row, cells: item.cells, message: err.message });
          continue;
        }
        // A lost race reruns the batch; a fault stops the import.
        if (!(err instanceof AppError) && handle.dialect.isRetryable(err)) throw err;
        const error = toAppError(err, handle.dialect);
        if (error.statusCode >= 500) throw err;
        failures.push({ row: item.row, cells: item.cells, message: rowMessage(error, item.draft) });
      }
    }
    return { created, updated, failures };
  }

  /**
   * The batch's rows inserted together (nothing is matched on), in a few
   * statements per chunk of rows instead of a dozen per row. When any row
   * fails, everything the batch wrote is undone and undefined is answered:
   * its rows are then written one at a time, so that each failure is told
   * apart and the other rows are kept.
   */
  async function insertTogether(trx: WriteDb, names: NameCache, ready: Ready[]) {
    try {
      await withSavepoint(
        trx,
        async () => {
          await names.createMissing(ready);
          const inputs: unknown[] = [];
          for (const item of ready) inputs.push((await rowInput(trx, names, item.draft)).input);
          // The whole part in one call, so one statement per table: inside the part's savepoint SQLite
          // copies each page a statement changes to its statement journal once per statement (calls
          // of 25 rows copied the link indexes' pages ten times a part: bench/RESULTS.md, issue 40).
          await spec.insertMany!(trx, auth, inputs);
          await nextTurn();
        },
        'import_batch',
      );
      names.keep();
      return { created: ready.length, updated: 0, failures: [] as RowFailure[] };
    } catch (err) {
      names.drop();
      // A lost race reruns the batch, a fault stops the import; a row's own error is found row by row.
      if (err instanceof RowError || err instanceof AppError) return undefined;
      if (handle.dialect.isRetryable(err) || toAppError(err, handle.dialect).statusCode >= 500) throw err;
      return undefined;
    }
  }

  /** A row's body with its names resolved to IDs (creating those missing), prepared for the writer. */
  async function rowInput(trx: WriteDb, names: NameCache, draft: RowDraft) {
    const body: Record<string, unknown> = { ...draft.body };
    for (const kind of ['tags', 'companies', 'lists'] as const) {
      if (!draft.names[kind].length) continue;
      body[kind] = await names.idsOf(kind, draft.names[kind], draft.columns.get(kind) ?? kind);
    }
    const writer = spec as ResourceSpec<{ id: string }, unknown, unknown>;
    return { body, input: writer.prepareCreate ? writer.prepareCreate(body) : body };
  }

  /** Writes one row: its names resolved, then created, or with match_on upserted. Answers true when created. */
  async function writeRow(trx: WriteDb, names: NameCache, draft: RowDraft): Promise<boolean> {
    const { body, input } = await rowInput(trx, names, draft);
    const writer = spec as ResourceSpec<{ id: string }, unknown, unknown>;
    const upsert =
      options.matchOn !== undefined ? upsertOf(upsertSpec, { match_on: options.matchOn }, input) : null;
    if (!upsert) {
      await writer.insert(trx, auth, input);
      return true;
    }
    const result = await runUpsert(trx, auth, writer.table, upsert, input, {
      insert: writer.insert,
      update: (trx, auth, id) => {
        const change = asAdditions(upsertSpec!, body);
        return writer.update(trx, auth, id, writer.prepareUpdate ? writer.prepareUpdate(change) : change);
      },
    });
    return result.created;
  }
}

/** A vCard file is one whose content begins with `BEGIN:VCARD`; anything else is read as CSV. */
async function sniffFormat(
  source: AsyncIterable<Buffer | string>,
): Promise<{ format: 'csv' | 'vcard'; source: AsyncIterable<Buffer | string> }> {
  const input = source[Symbol.asyncIterator]();
  const first = await input.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  const format = looksLikeVcard(head.subarray(0, 64).toString('utf8')) ? 'vcard' : 'csv';
  const again = async function* () {
    if (first.done) return;
    yield head;
    for (;;) {
      const next = await input.next();
      if (next.done) return;
      yield next.value;
    }
  };
  return { format, source: again() };
}

/** The workspace's users by e-mail (lower case): what a USER custom field's cell names. */
async function workspaceUsers(db: Database, workspaceId: string): Promise<Map<string, string>> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('workspace_users')
    .select(['id', 'email'])
    .execute();
  return new Map(rows.map((r) => [emailKey(r.email), r.id]));
}

/**
 * An import inside a transaction the caller holds: every batch in it, each
 * batch's events recorded as it ends (so that what is kept per batch stays
 * bounded). A dry run undoes everything at the end: later rows saw what
 * earlier ones made, so its counts are those a real run would give.
 */
export async function importWithin(
  trx: WriteDb,
  dryRun: boolean,
  options: Omit<ImportOptions, 'transaction'>,
): Promise<ImportSummary> {
  const transaction: BatchTransaction = async (write) =>
    (await recordingChanges(trx, () => write(trx))).value;
  if (!dryRun) return runImport({ ...options, transaction, reader: trx });
  const point = await savepoint(trx, 'import_dry_run');
  try {
    return await runImport({ ...options, transaction, reader: trx });
  } finally {
    await point.rollback();
  }
}

export { HeaderError, ImportRefused };
