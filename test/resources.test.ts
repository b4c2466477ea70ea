import Fastify from 'fastify';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import { describe, expect, it, vi } from 'vitest';
import { eventResources } from '../src/core/event-types.js';
import { csvOmitted, type LinkSide } from '../src/core/link-sides.js';
import { includeParam } from '../src/core/includes.js';
import { inProse } from '../src/core/prose.js';
import {
  type AnyResourceSpec,
  registeredResources,
  registerResources,
  resourcesInProse,
} from '../src/core/resources.js';
import { tagsModule } from '../src/modules/tags/tags.routes.js';
import { areas, installScopeCheck, linkAreas, need } from '../src/core/scopes.js';
import { migrations } from '../src/db/migrations/index.js';
import { exportable } from '../src/modules/import-export/export.js';
import { describeEachDatabase } from './harness.js';
import { seedRecords } from './scopes-support.js';

/**
 * The lists that span the record resources are derived from their specs
 * (src/modules/index.ts, core/resources.ts): these are the contract's.
 */
describe('the record resources, as their specs declare them', () => {
  it("the scope areas are the contract's, in its order (API.md section 3)", () => {
    expect(areas()).toEqual(
      'contacts companies tags notes lists tasks custom_fields events webhooks'.split(' '),
    );
  });

  it('the change feed names the seven resources (API.md section 8); link events six areas', () => {
    expect([...eventResources()].sort()).toEqual(
      ['contact', 'company', 'tag', 'list', 'note', 'task', 'custom_field'].sort(),
    );
    expect([...linkAreas()]).toEqual(['contacts', 'companies', 'tags', 'notes', 'lists', 'tasks']);
  });

  it('every resource but custom fields has an export; contacts alone as vCard (API.md section 9)', () => {
    expect(exportable().map((spec) => spec.path)).toEqual([
      '/contacts',
      '/companies',
      '/tags',
      '/notes',
      '/lists',
      '/tasks',
    ]);
    expect(
      exportable()
        .filter((spec) => spec.export?.vcard)
        .map((spec) => spec.path),
    ).toEqual(['/contacts']);
  });

  it('the texts that list them say so in prose, and a tag says what it is put on', () => {
    expect(inProse([])).toBe('');
    expect(inProse(['tags'])).toBe('tags');
    expect(inProse(['contacts', 'companies', 'tags'])).toBe('contacts, companies and tags');
    expect(inProse(['`contacts`', '`tasks`'], 'or')).toBe('`contacts` or `tasks`');
    expect(resourcesInProse()).toBe('contacts, companies, tags, notes, lists, tasks and custom fields');
    expect(tagsModule.description).toBe('Labels put on contacts, companies and tasks.');
  });

  it('a CSV export leaves out the fields its spec names, then the link fields their declarations say', () => {
    const spec = (path: string) => registeredResources().find((s) => s.path === path)!;
    // A contact's notes: declared by the notes' link (modules/notes/notes.links.ts), not by the contacts.
    expect(spec('/contacts').export?.csvOmitted).toEqual(['full_name']);
    expect(csvOmitted(spec('/contacts'))).toEqual(['full_name', 'notes']);
    expect(csvOmitted(spec('/companies'))).toEqual([]);
  });

  it('are registered once; a second list, or two resources declaring one path, table, event or ID prefix, is refused', async () => {
    expect(() => registerResources(registeredResources())).toThrow(/registered once/);
    vi.resetModules();
    const fresh = await import('../src/core/resources.js');
    const [tags, notes] = registeredResources().filter((s) => s.path === '/tags' || s.path === '/notes');
    for (const key of ['path', 'table', 'event', 'idPrefix'] as const)
      expect(() => fresh.registerResources([tags, { ...notes, [key]: tags[key] }])).toThrow(
        new RegExp(`two resources declare the ${key}`),
      );
    expect(() => fresh.registerResources([{ ...notes, idPrefix: 'usr' }])).toThrow(/ID prefix/);
    // A link is declared once, by the resource of its from side.
    const contacts = registeredResources().find((s) => s.path === '/contacts')!;
    expect(() => fresh.registerResources([{ ...tags, links: notes.links }])).toThrow(/its from side/);
    expect(() =>
      fresh.registerResources([contacts, { ...notes, links: [...notes.links!, ...notes.links!] }]),
    ).toThrow(/declared twice/);
    expect(() => fresh.registerResources([{ ...notes, idPrefix: 'NOTE' }])).toThrow(/ID prefix/);
  });

  it('a spec that contradicts itself or a declared link is refused at start-up, naming the resource and field', async () => {
    vi.resetModules();
    const fresh = await import('../src/core/resources.js');
    const all = registeredResources();
    const spec = (path: string) => all.find((s) => s.path === path)!;
    /** Every resource, the one at `path` changed. */
    const withChanged = (path: string, change: (s: AnyResourceSpec) => AnyResourceSpec) =>
      all.map((s) => (s.path === path ? change(s) : s));
    const register = (path: string, change: (s: AnyResourceSpec) => AnyResourceSpec) => () =>
      fresh.registerResources(withChanged(path, change));

    // Filters, search and export.
    expect(register('/notes', (s) => ({ ...s, search: undefined }))).toThrow(
      '/notes: its filter q searches, but it declares no `search`: q would find nothing',
    );
    const { q: _q, ...unsearched } = spec('/notes').filters!.filters;
    expect(register('/notes', (s) => ({ ...s, filters: { ...s.filters!, filters: unsearched } }))).toThrow(
      '/notes: it declares a `search`, but no filter q reads it',
    );
    expect(register('/notes', (s) => ({ ...s, filters: spec('/tags').filters }))).toThrow(
      '/notes: its filters are those of the table tags, not of its notes',
    );
    expect(
      register('/contacts', (s) => ({ ...s, export: { ...s.export, csvOmitted: ['nickname'] } })),
    ).toThrow('/contacts: its export leaves out the field nickname, which its record does not carry');

    // A link's field, on the side of the resource that declares it or on the other.
    const listCompanies = (change: (side: LinkSide) => LinkSide) =>
      register('/companies', (s) => ({
        ...s,
        links: s.links!.map((l) => (l.table === 'list_companies' ? { ...l, to: change(l.to) } : l)),
      }));
    expect(listCompanies((side) => ({ ...side, embeds: null }))).toThrow(
      '/lists: the link list_companies gives its records the field companies, but not how it embeds them: ' +
        'no loader can read it',
    );
    // A to-one side whose other side writes the link: the companies' bodies take `contacts`.
    const oneCompany = (body: TSchema) =>
      Type.Object({
        ...(body as TObject).properties,
        companies: Type.Optional(Type.Array(Type.String(), { maxItems: 1 })),
      });
    expect(
      register('/contacts', (s) => ({
        ...s,
        createBody: oneCompany(s.createBody),
        updateBody: oneCompany(s.updateBody),
        links: s.links!.map((l) =>
          l.table === 'contact_companies' ? { ...l, from: { ...l.from, atMostOne: true } } : l,
        ),
      })),
    ).toThrow(
      '/companies: its bodies write the field contacts of the link contact_companies, whose contacts hold at ' +
        'most one: only their side may write it',
    );
    // A field not named after the other side's area, which scopes would not hide.
    expect(listCompanies((side) => ({ ...side, field: 'contacts' }))).toThrow(
      '/lists: the link list_companies gives its records the field contacts, which a key without ' +
        "companies:read would still see: a link field is named after the other side's area (companies)",
    );
    // A to-one side whose bodies can send more than one ID.
    expect(listCompanies((side) => ({ ...side, atMostOne: true }))).toThrow(
      '/lists: the link list_companies gives its records the field companies, which holds at most one, ' +
        'but its create body takes more (maxItems 1 on its array and its add)',
    );
    expect(() => fresh.registerResources(all.filter((s) => s.path !== '/companies'))).toThrow(
      'the link contact_companies joins companies, which no resource registers',
    );
    // Registered as they are, they agree.
    expect(fresh.registerResources(all)).toBe(all);
  });
});

describe('a link gives the other side its field', () => {
  it("registration adds the field a link declares to a record whose schemas lack it: its property, its include and its full answer's", async () => {
    vi.resetModules();
    const fresh = await import('../src/core/resources.js');
    await import('../src/core/link-fields.js');
    const all = registeredResources();
    const lists = all.find((s) => s.path === '/lists')!;
    const record = lists.record as TObject;
    const { companies: _companies, ...properties } = record.properties;
    const withoutCompanies = (query: TSchema) =>
      Type.Object(
        { ...(query as TObject).properties, include: includeParam(['contacts']) },
        { additionalProperties: false },
      );
    const bare = {
      ...lists,
      record: Type.Object(properties, { $id: record.$id, additionalProperties: false }),
      listQuery: withoutCompanies(lists.listQuery),
      oneQuery: withoutCompanies(lists.oneQuery),
      fullIncludes: ['contacts'],
    };
    fresh.registerResources(all.map((s) => (s === lists ? bare : s)));
    // The property after its own, an array of the link's embedded form; the include names it.
    expect(Object.keys((bare.record as TObject).properties)).toEqual(Object.keys(record.properties));
    expect((bare.record as TObject).properties.companies).toEqual(
      Type.Optional(Type.Array(Type.Ref('EmbeddedCompany'))),
    );
    expect(bare.fullIncludes).toEqual(['contacts', 'companies']);
    for (const query of [bare.listQuery, bare.oneQuery])
      expect((query as TObject).properties.include).toEqual(includeParam(['contacts', 'companies']));
    // A field the schemas carry is left as they write it.
    expect(lists.record).toBe(record);
  });
});

describe('what a resource brings is found, not listed', () => {
  it('a route that names a scope area no resource has cannot be registered', async () => {
    const app = Fastify();
    installScopeCheck(app);
    expect(() => app.get('/deals', { config: { scope: need('deals', 'read') } }, async () => ({}))).toThrow(
      /"deals" is not a scope area/,
    );
    const fine = Fastify();
    installScopeCheck(fine);
    fine.get('/tags', { config: { scope: need('tags', 'read') } }, async () => ({}));
    await expect(fine.ready()).resolves.toBeDefined();
  });

  it("the migrations are their folder's NNNN-<what> files, in order, and nothing else there", () => {
    const names = Object.keys(migrations);
    expect(names.slice(0, 3)).toEqual([
      '0001-init',
      '0002-collection-counts',
      '0003-collection-count-stripes',
    ]);
    expect(names).toEqual([...names].sort());
    expect(names.every((name) => /^\d{4}-[a-z0-9-]+$/.test(name))).toBe(true);
    expect(names.map((name) => Number(name.slice(0, 4)))).toEqual(names.map((_, i) => i + 1));
    for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe('function');
  });
});

describeEachDatabase('record IDs', (t) => {
  it("each resource's records have its spec's ID prefix", async () => {
    const c = await t.workspace();
    const { tag, company, field, contact, list } = await seedRecords(c, { list: true });
    const note = (await c.post('/notes', { body: 'Met at the fair', contacts: [contact.id] })).body.data;
    const task = (await c.post('/tasks', { body: 'Call back', due_date: '2027-01-04T10:00:00Z' })).body.data;
    const made: Record<string, string> = {
      '/tags': tag.id,
      '/companies': company.id,
      '/custom-fields': field.id,
      '/contacts': contact.id,
      '/lists': list.id,
      '/notes': note.id,
      '/tasks': task.id,
    };
    for (const spec of registeredResources())
      expect(made[spec.path]).toMatch(new RegExp(`^${spec.idPrefix}_`));
  });
});
