import { type Static, Type } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import { collectionQuery, type OrderFields } from '../src/core/collection.js';
import { defineFilters, linkedTo, oneOf, search } from '../src/core/filters.js';
import { newId } from '../src/core/ids.js';
import { attachIncludes, includeParam } from '../src/core/includes.js';
import { embeddedAs, link, linkSide } from '../src/core/link-sides.js';
import { changeRelation, includeLoaders, relationOf } from '../src/core/links.js';
import { recordReader } from '../src/core/records.js';
import { checkReferences } from '../src/core/references.js';
import { type RelationChange, referencedIds } from '../src/core/relation-change.js';
import { resourceModule } from '../src/core/resource-routes.js';
import {
  Closed,
  EmbeddedCompany,
  EmbeddedContact,
  Id,
  RelationUpdate,
  Timestamp,
} from '../src/core/schemas.js';
import { nextUpdatedAt, nowIso } from '../src/core/time.js';
import type { Database } from '../src/db/connect.js';
import type { LockableTable, LockedRow } from '../src/db/locking.js';
import { columnTypes } from '../src/db/migrations/column-types.js';
import { createSearchTable, keepCollectionCount } from '../src/db/migrations/record-tables.js';
import type { DB, LinkTable, RecordTable, SearchedTable } from '../src/db/types.js';
import { asCompany, companySide } from '../src/modules/companies/companies.links.js';
import { asContact, contactSide } from '../src/modules/contacts/contacts.links.js';

/**
 * A resource no code of src/ names: deals, as one folder would hold them
 * (its table, schema, links, queries and spec), registered beside the
 * others by a test. A deal lists its contacts and its company (at most
 * one: a to-one side); a contact lists its deals (`deals`, in its CSV too),
 * a company does not list them.
 * Its tables are made by `createDealTables`, as a migration would.
 */

type Db = Kysely<DB> | Transaction<DB>;
/** Not in db/types.ts's DB: the names are the scratch resource's own. */
const DEALS = 'deals' as RecordTable & LockableTable & SearchedTable;

const dealSide = linkSide(DEALS, 'deal_id');
/** A deal as a contact embeds it: the contacts' record is given the field by this link alone. */
const EmbeddedDeal = Type.Object(
  { id: Id, name: Type.String(), stage: Type.String() },
  { additionalProperties: false },
);
const dealContactsLink = link(
  'deal_contacts' as LinkTable,
  dealSide('contacts', asContact),
  contactSide('deals', embeddedAs(EmbeddedDeal)),
);
// A deal has at most one company (its side is to-one); a company does not list its deals.
const dealCompaniesLink = link(
  'deal_companies' as LinkTable,
  dealSide('companies', asCompany, { atMostOne: true }),
  companySide(null),
);
const dealContacts = relationOf(dealContactsLink, DEALS);
const dealCompanies = relationOf(dealCompaniesLink, DEALS);

export const DEAL_STAGES = ['open', 'won', 'lost'] as const;
const DEAL_INCLUDES = ['contacts', 'companies'] as const;
const SEED_WORDS = ['Renewal', 'Expansion', 'Pilot'];

export const Deal = Type.Object(
  {
    id: Id,
    name: Type.String(),
    stage: Type.Union(DEAL_STAGES.map((s) => Type.Literal(s))),
    created_at: Timestamp,
    updated_at: Timestamp,
    contacts: Type.Optional(Type.Array(Type.Ref(EmbeddedContact))),
    companies: Type.Optional(Type.Array(Type.Ref(EmbeddedCompany))),
  },
  { $id: 'Deal', additionalProperties: false },
);
type Deal = Static<typeof Deal>;
const Stage = Type.Union(DEAL_STAGES.map((s) => Type.Literal(s)));
const Name = Type.String({ minLength: 1, maxLength: 200 });
const DealCreate = Closed({
  name: Name,
  stage: Type.Optional(Stage),
  contacts: Type.Optional(Type.Array(Id)),
  companies: Type.Optional(Type.Array(Id, { maxItems: 1, description: 'The linked company, at most one' })),
});
type DealCreate = Static<typeof DealCreate>;
const DealUpdate = Closed({
  name: Type.Optional(Name),
  stage: Type.Optional(Stage),
  contacts: Type.Optional(RelationUpdate(Id, { what: 'linked contacts' })),
  companies: Type.Optional(RelationUpdate(Id, { what: 'linked company', maxItems: 1 })),
});
type DealUpdate = Static<typeof DealUpdate>;

const dealOrder: OrderFields = { created_at: { column: 'created_at' }, updated_at: { column: 'updated_at' } };
const dealFilters = defineFilters(DEALS, 'del', {
  stage: oneOf('stage', DEAL_STAGES, 'Deals at any of these stages (comma-separated)'),
  contact: linkedTo(dealContacts, 'con', 'Deals with any of these contacts (comma-separated IDs)'),
  company: linkedTo(dealCompanies, 'cmp', 'Deals with any of these companies (comma-separated IDs)'),
  q: search(DEALS, 'Words that each start a word of the name, ignoring case and accents'),
});

const loaders = includeLoaders(DEALS);
const reader = recordReader<Deal>({
  table: DEALS,
  columns: ['id', 'name', 'stage', 'created_at', 'updated_at'],
  complete: (db, rows, include) => attachIncludes(db, rows, include, loaders()),
});

async function checkLinked(
  trx: Db,
  workspaceId: string,
  input: { contacts?: RelationChange; companies?: RelationChange },
) {
  await checkReferences(trx, workspaceId, [
    ...(input.contacts
      ? [
          {
            table: 'contacts' as const,
            ...referencedIds(input.contacts, '/body/contacts'),
            what: 'a contact',
          },
        ]
      : []),
    ...(input.companies
      ? [
          {
            table: 'companies' as const,
            ...referencedIds(input.companies, '/body/companies'),
            what: 'a company',
          },
        ]
      : []),
  ]);
}

async function linkAll(
  trx: Db,
  id: string,
  input: { contacts?: RelationChange; companies?: RelationChange },
) {
  if (input.contacts) await changeRelation(trx, dealContacts, id, input.contacts);
  if (input.companies) await changeRelation(trx, dealCompanies, id, input.companies);
}

const dynamic = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The deals' module, as `src/modules/deals/deals.routes.ts` would export it. */
export const dealsModule = resourceModule<Deal, DealCreate, DealUpdate>(
  { description: 'Deals: what may be sold, and its stage.', schemas: [Deal] },
  {
    path: '/deals',
    singular: 'deal',
    event: 'deal',
    idPrefix: 'del',
    links: [dealContactsLink, dealCompaniesLink],
    export: {},
    operation: 'Deal',
    operationPlural: 'Deals',
    table: DEALS,
    record: Deal,
    createBody: DealCreate,
    updateBody: DealUpdate,
    listQuery: collectionQuery({ orderBy: dealOrder, include: DEAL_INCLUDES, filters: dealFilters }),
    oneQuery: Closed({ include: includeParam(DEAL_INCLUDES) }),
    filters: dealFilters,
    order: dealOrder,
    fullIncludes: DEAL_INCLUDES,
    nameColumn: 'name',
    search: { fromAnswer: (d: Deal) => [d.name] },
    // A deal per four contacts, each with one of them and, one in two, a company.
    seed: {
      count: (contacts) => Math.floor(contacts / 4),
      rows({ workspaceId, random, contactIds, companyIds }, times) {
        const deals: Record<string, unknown>[] = [];
        const contacts: Record<string, unknown>[] = [];
        const companies: Record<string, unknown>[] = [];
        for (const time of times) {
          const id = newId('del');
          const at = new Date(time).toISOString();
          const name = `${SEED_WORDS[random.int(0, SEED_WORDS.length - 1)]} ${random.int(1, 999)}`;
          const stage = DEAL_STAGES[random.int(0, DEAL_STAGES.length - 1)];
          deals.push({ id, workspace_id: workspaceId, name, stage, created_at: at, updated_at: at });
          if (contactIds.length)
            contacts.push({ deal_id: id, contact_id: contactIds[random.int(0, contactIds.length - 1)] });
          if (companyIds.length && random.chance(0.5))
            companies.push({ deal_id: id, company_id: companyIds[random.int(0, companyIds.length - 1)] });
        }
        return { deals, deal_contacts: contacts, deal_companies: companies };
      },
    },
    list: reader.list,
    find: reader.find,
    findMany: reader.findMany,
    async insert(trx, auth, input) {
      await checkLinked(trx, auth.workspaceId, input);
      const now = nowIso();
      const id = newId('del');
      await dynamic(trx)
        .insertInto('deals')
        .values({
          id,
          workspace_id: auth.workspaceId,
          name: input.name,
          stage: input.stage ?? 'open',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await linkAll(trx, id, input);
      return id;
    },
    async update(trx, auth, id, input, locked?: LockedRow) {
      if (!locked) return false;
      await checkLinked(trx, auth.workspaceId, input);
      await dynamic(trx)
        .updateTable('deals')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.stage !== undefined ? { stage: input.stage } : {}),
          updated_at: nextUpdatedAt(locked.updated_at),
        })
        .where('id', '=', id)
        .execute();
      await linkAll(trx, id, input);
      return true;
    },
    async remove(trx, workspaceId, id) {
      await dynamic(trx)
        .deleteFrom('deals')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .execute();
    },
  },
);

/** The deals' tables, as their migration would make them (once per database). */
export async function createDealTables(db: Database): Promise<void> {
  const schema = db.schema as unknown as Kysely<unknown>['schema'];
  const t = columnTypes(db);
  if ((await db.introspection.getTables()).some((table) => table.name === 'deals')) return;
  await schema
    .createTable('deals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  for (const field of ['created_at', 'updated_at'])
    await schema
      .createIndex(`deals_workspace_id_${field}_id_idx`)
      .on('deals')
      .columns(['workspace_id', field, 'id'])
      .execute();
  await keepCollectionCount(db, 'deals');
  await createSearchTable(db, 'deals');
  for (const [table, column, other] of [
    ['deal_contacts', 'contact_id', 'contacts'],
    ['deal_companies', 'company_id', 'companies'],
  ]) {
    await schema
      .createTable(table)
      .addColumn('seq', t.sequence)
      .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull().references(`${other}.id`).onDelete('cascade'))
      .addUniqueConstraint(`${table}_unique`, ['deal_id', column])
      .execute();
    // A to-one side's column is unique in its link table: the store holds the rule too.
    if (table === 'deal_companies')
      await schema.createIndex(`${table}_deal_id_one`).on(table).column('deal_id').unique().execute();
    await schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
}
