import { newId } from '../core/ids.js';
import { searchRowsOf } from '../core/search.js';
import { drawValue, type SeededField } from './fields.js';
import type { Random } from './random.js';
import {
  asciiSlug,
  COMPANY_FORMS,
  COMPANY_KINDS,
  COMPANY_WORDS,
  FIRST_NAMES,
  INDUSTRY_LINES,
  JOB_TITLES,
  LAST_NAMES,
  NOTE_NEXT_STEPS,
  NOTE_OPENINGS,
  NOTE_TOPICS,
  PERSONAL_DOMAINS,
  PLACES,
  TASK_ACTIONS,
} from './words.js';
import type { Row } from './writer.js';

type SearchRowOf = ReturnType<typeof searchRowsOf>;
let searchRowsOfSeeded: Record<'companies' | 'contacts' | 'notes' | 'tasks', SearchRowOf> | undefined;

/** The search rows of seeded records, as their resources' specs say (core/search.ts), resolved once. */
function searchRows() {
  searchRowsOfSeeded ??= {
    companies: searchRowsOf('companies'),
    contacts: searchRowsOf('contacts'),
    notes: searchRowsOf('notes'),
    tasks: searchRowsOf('tasks'),
  };
  return searchRowsOfSeeded;
}

/**
 * Builders of seeded records, each with the rows of its relations. Every row
 * is what the API would store for the same input: normalised e-mails and
 * phone numbers, `full_name` and `sort_name` derived, defaults for unset
 * fields, timestamps ISO UTC with milliseconds and `updated_at >= created_at`.
 */
export interface SeedContext {
  rnd: Random;
  workspaceId: string;
  now: number;
  userIds: string[];
  tagIds: string[];
  contactListIds: string[];
  companyListIds: string[];
  contactFields: SeededField[];
  companyFields: SeededField[];
  /** Companies seeded so far: ID and web domain (work e-mails use it). */
  companies: { id: string; domain: string }[];
  /** Contacts seeded so far, and the index of each one's first name (notes and tasks name them). */
  contactIds: string[];
  contactFirstNames: number[];
}

const DAY = 86_400_000;
const FIRST_SLUGS = FIRST_NAMES.map((n) => asciiSlug(n));
const LAST_SLUGS = LAST_NAMES.map((n) => asciiSlug(n));

export const iso = (ms: number) => new Date(ms).toISOString();

/** Most records were never edited; the others were, at some point since. */
function updatedAfter(ctx: SeedContext, created: number): number {
  return ctx.rnd.chance(0.7) ? created : ctx.rnd.int(created, ctx.now);
}

function phone(rnd: Random): { country_code: string; phone_number: string } {
  const [, , countryCode, length] = rnd.pick(PLACES);
  return { country_code: countryCode, phone_number: rnd.digits(length) };
}

/** Distinct members drawn from `pool`: none, one, two... with the given weights. */
function someOf<T>(rnd: Random, pool: readonly T[], weights: readonly number[]): T[] {
  if (!pool.length) return [];
  return rnd.sample(pool, rnd.weighted(weights));
}

/** Rows of a batch of companies, table by table. */
export interface CompanyBatch {
  companies: Row<'companies'>[];
  tags: Row<'company_tags'>[];
  lists: Row<'list_companies'>[];
  values: Row<'company_field_values'>[];
  search: Row<'companies_search'>[];
}
export const companyBatch = (): CompanyBatch => ({
  companies: [],
  tags: [],
  lists: [],
  values: [],
  search: [],
});

export function addCompany(ctx: SeedContext, batch: CompanyBatch, createdAt: number): void {
  const { rnd } = ctx;
  const kind = rnd.pick(COMPANY_KINDS);
  const words = rnd.chance(0.4)
    ? `${rnd.pick(COMPANY_WORDS)} ${rnd.pick(COMPANY_WORDS)}`
    : rnd.pick(COMPANY_WORDS);
  const base = `${words} ${kind}`;
  const name = base + rnd.pick(COMPANY_FORMS);
  const slug = asciiSlug(base, '-');
  const domain = `${slug}.example`;
  const [city, country] = rnd.pick(PLACES);
  const hasPhone = rnd.chance(0.6);
  const tel = hasPhone ? phone(rnd) : { country_code: '', phone_number: '' };
  const employees = Math.round(Math.exp(rnd.next() * Math.log(20000)));
  const id = newId('cmp');
  const websiteUrl = rnd.chance(0.9) ? `https://www.${domain}` : '';
  batch.companies.push({
    id,
    workspace_id: ctx.workspaceId,
    name,
    sort_name: name.toLowerCase(),
    description: rnd.chance(0.5) ? rnd.pick(INDUSTRY_LINES) : '',
    headquarters_location: rnd.chance(0.85) ? `${city}, ${country}` : '',
    website_url: websiteUrl,
    domain: websiteUrl ? domain : '',
    logo_url: rnd.chance(0.5) ? `https://logos.example/${slug}.png` : null,
    email: rnd.chance(0.7) ? `${rnd.pick(['hello', 'info', 'contact', 'sales'])}@${domain}` : '',
    country_code: tel.country_code,
    phone_number: tel.phone_number,
    arr_estimate: rnd.chance(0.7) ? employees * rnd.int(40, 250) * 1000 : 0,
    number_of_employees: rnd.chance(0.8) ? employees : 0,
    linkedin_slug: rnd.chance(0.7) ? slug : '',
    x_slug: rnd.chance(0.4) ? slug.replace(/-/g, '') : null,
    facebook_slug: rnd.chance(0.2) ? slug : null,
    instagram_slug: rnd.chance(0.15) ? slug.replace(/-/g, '_') : null,
    is_starred: rnd.chance(0.05),
    // Server-managed, and nothing in the API sets them yet: as on a new company.
    ignore_merge: false,
    last_team_interaction: null,
    team_members_connected: 0,
    created_at: iso(createdAt),
    updated_at: iso(updatedAfter(ctx, createdAt)),
  });
  for (const tag_id of someOf(rnd, ctx.tagIds, [5, 3, 2])) batch.tags.push({ company_id: id, tag_id });
  for (const list_id of someOf(rnd, ctx.companyListIds, [75, 25]))
    batch.lists.push({ list_id, company_id: id });
  for (const field of ctx.companyFields) {
    const value = drawValue(rnd, field, ctx.userIds);
    if (value !== null) batch.values.push({ company_id: id, field_id: field.id, value });
  }
  const company = batch.companies[batch.companies.length - 1];
  batch.search.push(searchRows().companies(company));
  ctx.companies.push({ id, domain });
}

/** Rows of a batch of contacts, table by table. */
export interface ContactBatch {
  contacts: Row<'contacts'>[];
  emails: Row<'contact_emails'>[];
  phones: Row<'contact_phone_numbers'>[];
  companies: Row<'contact_companies'>[];
  tags: Row<'contact_tags'>[];
  lists: Row<'list_contacts'>[];
  values: Row<'contact_field_values'>[];
  search: Row<'contacts_search'>[];
}
export const contactBatch = (): ContactBatch => ({
  search: [],
  contacts: [],
  emails: [],
  phones: [],
  companies: [],
  tags: [],
  lists: [],
  values: [],
});

/** A contact; `ordinal` makes its personal e-mail addresses unique within the seed. */
export function addContact(ctx: SeedContext, batch: ContactBatch, createdAt: number, ordinal: number): void {
  const { rnd } = ctx;
  const f = rnd.int(0, FIRST_NAMES.length - 1);
  const l = rnd.int(0, LAST_NAMES.length - 1);
  const first = FIRST_NAMES[f];
  const last = rnd.chance(0.02) ? '' : LAST_NAMES[l];
  const fullName = `${first} ${last}`.trim();
  const fs = FIRST_SLUGS[f];
  const ls = last ? LAST_SLUGS[l] : '';
  const handle = ls ? `${fs}-${ls}` : fs;
  const id = newId('con');
  const [city, country] = rnd.pick(PLACES);
  const employers = someOf(rnd, ctx.companies, [20, 75, 5]);

  batch.contacts.push({
    id,
    workspace_id: ctx.workspaceId,
    first_name: first,
    last_name: last,
    full_name: fullName,
    sort_name: fullName.toLowerCase(),
    job_title: rnd.chance(0.85) ? rnd.pick(JOB_TITLES) : '',
    description: rnd.chance(0.2)
      ? `Met through ${rnd.pick(['a referral', 'the website', 'a conference', 'LinkedIn', 'a partner'])}.`
      : '',
    location: rnd.chance(0.7) ? `${city}, ${country}` : '',
    image_url: rnd.chance(0.4) ? `https://avatars.example/${handle}-${ordinal}.jpg` : null,
    birthday: rnd.chance(0.3) ? `${rnd.int(1950, 2004)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}` : null,
    linkedin_slug: rnd.chance(0.6) ? `${handle}-${rnd.int(100, 99999)}` : '',
    x_slug: rnd.chance(0.25) ? `${fs}${ls.slice(0, 8)}${rnd.int(1, 999)}` : null,
    facebook_slug: rnd.chance(0.1) ? `${fs}.${ls || rnd.int(10, 99)}` : null,
    instagram_slug: rnd.chance(0.15) ? `${fs}_${ls || rnd.int(10, 99)}` : null,
    is_starred: rnd.chance(0.05),
    ignore_merge: false,
    last_team_interaction: null,
    team_members_connected: 0,
    created_at: iso(createdAt),
    updated_at: iso(updatedAfter(ctx, createdAt)),
  });

  // One to three addresses, the first one primary: at work when employed, else personal.
  const count = 1 + rnd.weighted([60, 30, 10]);
  const local = ls ? `${fs}.${ls}` : fs;
  const personal = [`${local}${ordinal}`, `${fs[0]}${ls || fs}.${ordinal}`, `${fs}${ordinal}`];
  const addresses = employers.length ? [`${local}@${employers[0].domain}`] : [];
  for (let i = 0; addresses.length < count; i++)
    addresses.push(`${personal[i]}@${rnd.pick(PERSONAL_DOMAINS)}`);
  for (let position = 0; position < addresses.length; position++) {
    batch.emails.push({
      id: newId('eml'),
      workspace_id: ctx.workspaceId,
      contact_id: id,
      email: addresses[position],
      is_primary: position === 0,
      position,
    });
  }
  const contact = batch.contacts[batch.contacts.length - 1];
  batch.search.push(searchRows().contacts({ ...contact, emails: addresses.map((email) => ({ email })) }));
  const phones = rnd.weighted([25, 60, 15]);
  for (let position = 0; position < phones; position++) {
    const { country_code, phone_number } = phone(rnd);
    batch.phones.push({
      id: newId('phn'),
      workspace_id: ctx.workspaceId,
      contact_id: id,
      country_code,
      phone_number,
      is_primary: position === 0,
      position,
    });
  }
  for (const company of employers) batch.companies.push({ contact_id: id, company_id: company.id });
  for (const tag_id of someOf(rnd, ctx.tagIds, [40, 35, 18, 7])) batch.tags.push({ contact_id: id, tag_id });
  for (const list_id of someOf(rnd, ctx.contactListIds, [75, 20, 5]))
    batch.lists.push({ list_id, contact_id: id });
  for (const field of ctx.contactFields) {
    const value = drawValue(rnd, field, ctx.userIds);
    if (value !== null) batch.values.push({ contact_id: id, field_id: field.id, value });
  }
  ctx.contactIds.push(id);
  ctx.contactFirstNames.push(f);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Indexes of seeded contacts: none, one, two... with the given weights. */
function someContacts(ctx: SeedContext, weights: readonly number[]): number[] {
  const n = ctx.contactIds.length;
  if (!n) return [];
  const want = Math.min(n, ctx.rnd.weighted(weights));
  const chosen = new Set<number>();
  while (chosen.size < want) chosen.add(ctx.rnd.int(0, n - 1));
  return [...chosen];
}

export interface NoteBatch {
  notes: Row<'notes'>[];
  contacts: Row<'note_contacts'>[];
  search: Row<'notes_search'>[];
}
export const noteBatch = (): NoteBatch => ({ notes: [], contacts: [], search: [] });

export function addNote(ctx: SeedContext, batch: NoteBatch, createdAt: number): void {
  const { rnd } = ctx;
  const id = newId('nte');
  const linked = someContacts(ctx, [0, 80, 20]);
  const who = linked.length ? FIRST_NAMES[ctx.contactFirstNames[linked[0]]] : 'the team';
  const body = `${rnd.pick(NOTE_OPENINGS)} ${who} about ${rnd.pick(NOTE_TOPICS)}. ${rnd.pick(NOTE_NEXT_STEPS)}`;
  batch.notes.push({
    id,
    workspace_id: ctx.workspaceId,
    body,
    created_at: iso(createdAt),
    updated_at: iso(updatedAfter(ctx, createdAt)),
  });
  batch.search.push(searchRows().notes(batch.notes[batch.notes.length - 1]));
  for (const i of linked) batch.contacts.push({ note_id: id, contact_id: ctx.contactIds[i] });
}

export interface TaskBatch {
  tasks: Row<'tasks'>[];
  contacts: Row<'task_contacts'>[];
  tags: Row<'task_tags'>[];
  search: Row<'tasks_search'>[];
}
export const taskBatch = (): TaskBatch => ({ tasks: [], contacts: [], tags: [], search: [] });

export function addTask(ctx: SeedContext, batch: TaskBatch, createdAt: number): void {
  const { rnd, now } = ctx;
  const id = newId('tsk');
  const linked = someContacts(ctx, [20, 70, 10]);
  const who = linked.length
    ? FIRST_NAMES[ctx.contactFirstNames[linked[0]]]
    : rnd.pick(['the board', 'finance', 'legal']);
  const due = rnd.chance(0.15) ? null : createdAt + rnd.int(1, 60) * DAY + rnd.int(0, 9) * 3_600_000;
  const overdue = due !== null && due < now;
  const completed = rnd.chance(overdue ? 0.6 : 0.1) ? rnd.int(createdAt, now) : null;
  const updated = completed ?? updatedAfter(ctx, createdAt);
  batch.tasks.push({
    id,
    workspace_id: ctx.workspaceId,
    body: `${rnd.pick(TASK_ACTIONS)} ${who}`,
    due_date: due === null ? null : iso(due),
    completed_at: completed === null ? null : iso(completed),
    assignee_id: rnd.pick(ctx.userIds),
    creator_id: rnd.pick(ctx.userIds),
    created_at: iso(createdAt),
    updated_at: iso(updated),
  });
  batch.search.push(searchRows().tasks(batch.tasks[batch.tasks.length - 1]));
  for (const i of linked) batch.contacts.push({ task_id: id, contact_id: ctx.contactIds[i] });
  for (const tag_id of someOf(rnd, ctx.tagIds, [60, 30, 10])) batch.tags.push({ task_id: id, tag_id });
}
