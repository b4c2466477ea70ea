import { companyLists, companyTags } from './companies.links.js';
import { companyContacts } from '../contacts/contacts.links.js';
import { domainToUnicode } from 'node:url';
import type { Kysely, Transaction } from 'kysely';
import { type ErrorDetail, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { attachIncludes } from '../../core/includes.js';
import { changeRelation, includeLoaders } from '../../core/links.js';
import { checkReferences, type ReferenceCheck } from '../../core/references.js';
import { referencedIds } from '../../core/relation-change.js';
import {
  normalizeCountryCode,
  normalizeEmail,
  normalizePhoneNumber,
  hostOf,
  normalizeWebsite,
} from '../../core/normalize.js';
import { nextUpdatedAt, nowIso } from '../../core/time.js';
import type { LockedRow } from '../../db/locking.js';
import type { CompaniesTable, DB } from '../../db/types.js';
import { inWorkspace } from '../../db/workspace.js';
import { fieldValuesLoader, prepareFieldValues } from '../custom-fields/custom-fields.values.js';
import type { Company, CompanyCreate, CompanyUpdate } from './companies.schema.js';
import { recordReader } from '../../core/records.js';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'name',
  'description',
  'headquarters_location',
  'linkedin_slug',
  'x_slug',
  'facebook_slug',
  'instagram_slug',
  'website_url',
  'logo_url',
  'email',
  'country_code',
  'phone_number',
  'arr_estimate',
  'number_of_employees',
  'is_starred',
  'ignore_merge',
  'last_team_interaction',
  'team_members_connected',
  'created_at',
  'updated_at',
] as const;

/** Its own parts' loaders; its links' are their declarations' (core/links.ts). */
const loaders = includeLoaders('companies', { custom_fields: fieldValuesLoader('COMPANY') });

/** Names sort ignoring case; this is the compared form. */
export const companySortName = (name: string) => name.toLowerCase();

const reader = recordReader<Company>({
  table: 'companies',
  columns: COLUMNS,
  complete: (db, rows, include) => attachIncludes(db, rows, include, loaders()),
});

/** A page of the workspace's companies, with the relations asked for. */
export const listCompanies = reader.list;

/** One record of the workspace, with the relations asked for; undefined when there is none. */
export const findCompany = reader.find;

/** Records of the workspace by IDs, in the order given (a batch's answer). */
export const findCompanies = reader.findMany;

/** What a new company holds for each field not sent (API.md section 2, "Unset values"). */
const DEFAULTS = {
  description: '',
  headquarters_location: '',
  linkedin_slug: '',
  x_slug: null,
  facebook_slug: null,
  instagram_slug: null,
  website_url: '',
  domain: '',
  logo_url: null,
  email: '',
  country_code: '',
  phone_number: '',
  arr_estimate: 0,
  number_of_employees: 0,
  is_starred: false,
  ignore_merge: false,
  last_team_interaction: null,
  team_members_connected: 0,
} satisfies Omit<CompaniesTable, 'id' | 'workspace_id' | 'name' | 'sort_name' | 'created_at' | 'updated_at'>;

type Columns = Partial<Omit<CompaniesTable, 'id' | 'workspace_id' | 'created_at' | 'updated_at'>>;

/**
 * The columns a write sets, normalised (API.md section 5, "Company"). Each
 * problem is pushed with its path, so that all are reported at once.
 */
function columnsOf(input: CompanyUpdate, problems: ErrorDetail[]): Columns {
  const out: Columns = {};
  // Slugs and addresses are trimmed; a nullable one left empty is unset (null).
  const nullable = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
  if (input.name !== undefined) {
    out.name = input.name;
    out.sort_name = companySortName(input.name);
  }
  for (const key of ['description', 'headquarters_location'] as const) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  if (input.linkedin_slug !== undefined) out.linkedin_slug = input.linkedin_slug.trim();
  for (const key of ['x_slug', 'facebook_slug', 'instagram_slug'] as const) {
    if (input[key] !== undefined) out[key] = nullable(input[key]);
  }
  if (input.website_url !== undefined) {
    out.website_url = normalizeWebsite(input.website_url, '/body/website_url', problems);
    out.domain = hostOf(out.website_url);
  }
  if (input.logo_url !== undefined) {
    const url = nullable(input.logo_url);
    out.logo_url = url === null ? null : normalizeWebsite(url, '/body/logo_url', problems);
  }
  if (input.email !== undefined) out.email = normalizeEmail(input.email, '/body/email', problems);
  if (input.country_code !== undefined)
    out.country_code = normalizeCountryCode(input.country_code, '/body/country_code', problems);
  if (input.phone_number !== undefined)
    out.phone_number = normalizePhoneNumber(input.phone_number, '/body/phone_number', problems);
  if (input.arr_estimate !== undefined) out.arr_estimate = input.arr_estimate;
  if (input.number_of_employees !== undefined) out.number_of_employees = input.number_of_employees;
  if (input.is_starred !== undefined) out.is_starred = input.is_starred;
  if (input.ignore_merge !== undefined) out.ignore_merge = input.ignore_merge;
  return out;
}

/** The related IDs a write names: tags, COMPANY lists, contacts of the workspace. */
function referenceChecks(input: CompanyUpdate): ReferenceCheck[] {
  const checks: ReferenceCheck[] = [];
  if (input.tags) checks.push({ table: 'tags', ...referencedIds(input.tags, '/body/tags'), what: 'a tag' });
  if (input.lists)
    checks.push({
      table: 'lists',
      ...referencedIds(input.lists, '/body/lists'),
      where: { column: 'type', value: 'COMPANY' },
      what: 'a COMPANY list',
    });
  if (input.contacts)
    checks.push({ table: 'contacts', ...referencedIds(input.contacts, '/body/contacts'), what: 'a contact' });
  return checks;
}

/**
 * Checks a write in the contract's order and returns what applies it:
 * every 400 (normalisation and custom-field values, all at once), then the
 * record's existence (`exists`, a 404 when it fails), then every unknown
 * reference in one 422. Nothing is written before all checks pass.
 */
async function prepareWrite(
  trx: Db,
  workspaceId: string,
  input: CompanyUpdate,
  exists: () => Promise<boolean>,
): Promise<{ columns: Columns; apply: (id: string) => Promise<void> } | null> {
  const problems: ErrorDetail[] = [];
  const columns = columnsOf(input, problems);
  const values = input.custom_fields?.length
    ? await prepareFieldValues(trx, workspaceId, 'COMPANY', input.custom_fields)
    : null;
  if (values) problems.push(...values.invalid);
  if (problems.length) throw validationError(problems);
  if (!(await exists())) return null;
  await checkReferences(trx, workspaceId, referenceChecks(input), values?.unknown ?? []);
  return {
    columns,
    apply: async (id) => {
      if (input.tags) await changeRelation(trx, companyTags, id, input.tags);
      if (input.lists) await changeRelation(trx, companyLists, id, input.lists);
      if (input.contacts) await changeRelation(trx, companyContacts, id, input.contacts);
      if (values) await values.write(trx, id);
    },
  };
}

export async function insertCompany(trx: Db, workspaceId: string, input: CompanyCreate): Promise<string> {
  const [id] = await insertCompanies(trx, workspaceId, [input]);
  return id!;
}

/**
 * Inserts new companies, each as `insertCompany` would, their rows in one
 * multi-row insert (an import's batch, the companies its rows name). Every
 * body is checked before anything is written; errors point into the body
 * as a single write's would (`/body/...`). Answers the IDs in order.
 */
export async function insertCompanies(
  trx: Db,
  workspaceId: string,
  inputs: readonly CompanyCreate[],
): Promise<string[]> {
  const prepared: { columns: Columns; apply: (id: string) => Promise<void> }[] = [];
  for (const input of inputs) prepared.push((await prepareWrite(trx, workspaceId, input, async () => true))!);
  const now = nowIso();
  const ids = inputs.map(() => newId('cmp'));
  await inWorkspace(trx, workspaceId).insertRows(
    'companies',
    inputs.map((input, index) => ({
      ...DEFAULTS,
      ...definedOnly(prepared[index]!.columns),
      id: ids[index]!,
      name: input.name,
      sort_name: companySortName(input.name),
      created_at: now,
      updated_at: now,
    })),
  );
  for (const [index, { apply }] of prepared.entries()) await apply(ids[index]!);
  return ids;
}

/** The columns a body set (every row of one insert has the same columns: the defaults fill the others). */
const definedOnly = (columns: Columns) =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Columns;

/** Applies a PUT/PATCH; false when the company is not in the workspace. */
export async function updateCompany(
  trx: Db,
  workspaceId: string,
  id: string,
  input: CompanyUpdate,
  locked: LockedRow | undefined,
): Promise<boolean> {
  const prepared = await prepareWrite(trx, workspaceId, input, async () => locked !== undefined);
  if (!prepared || !locked) return false;
  await inWorkspace(trx, workspaceId)
    .updateTable('companies')
    .set({ ...prepared.columns, updated_at: nextUpdatedAt(locked.updated_at) })
    .where('id', '=', id)
    .execute();
  await prepared.apply(id);
  return true;
}

/** Deletes the company; its links and custom-field values go with it (foreign keys cascade). */
export async function deleteCompany(trx: Db, workspaceId: string, id: string): Promise<void> {
  await inWorkspace(trx, workspaceId).deleteFrom('companies').where('id', '=', id).execute();
}

/**
 * The companies of the workspace whose website has the host `host`
 * (core/normalize.ts hostOf, stored as `domain`): an upsert's match on `domain`.
 */
export async function findCompaniesByDomain(db: Db, workspaceId: string, host: string): Promise<string[]> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('companies')
    .select('id')
    .where('domain', '=', host)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The companies of the workspace named `name`, ignoring case: an upsert's match on `name`. */
export async function findCompaniesByName(db: Db, workspaceId: string, name: string): Promise<string[]> {
  const rows = await inWorkspace(db, workspaceId)
    .selectFrom('companies')
    .select('id')
    .where('sort_name', '=', companySortName(name))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * What `q` searches in a company (the spec's `search`): the name, the
 * website's host as people write it (`bücher.example`, where `domain` stores
 * `xn--bcher-kva.example`; it is the host of the answer's website) and the
 * e-mail.
 */
export function companySearchParts(company: { name: string; website_url: string; email: string | null }) {
  const host = hostOf(company.website_url);
  return [company.name, domainToUnicode(host) || host, company.email];
}
