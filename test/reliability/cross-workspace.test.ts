import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase, expectError } from '../harness.js';
import { snapshot } from './snapshot.js';
import { type Ids, world } from './world.js';

/**
 * A workspace never reaches into another. Every relation a body can carry,
 * given an ID of another workspace, is a 422 `unknown_reference` naming that
 * ID and links nothing; another workspace's record in the path is a 404 and
 * stays as it was.
 */

/**
 * Each relation: where it is written, the body that carries one of our IDs
 * and one of theirs (theirs second), and where the 422 must point.
 */
interface Case {
  name: string;
  path: string;
  /** Required fields of a create. */
  base: Record<string, unknown>;
  body: (own: Ids, foreign: Ids) => Record<string, unknown>;
  /** The culprit's JSON pointer and the foreign ID it must name. */
  culprit: (foreign: Ids) => { path: string; id: string };
}

const pair = (
  field: string,
  key: keyof Ids,
  wrap: (id: string) => unknown = (id) => id,
): Omit<Case, 'name' | 'path' | 'base'> => ({
  body: (own, foreign) => ({ [field]: [wrap(own[key]), wrap(foreign[key])] }),
  culprit: (foreign) => ({
    path: `/body/${field}/1${typeof wrap('x') === 'object' ? '/id' : ''}`,
    id: foreign[key],
  }),
});

const customField = (
  fieldKey: keyof Ids,
  value: (own: Ids, foreign: Ids) => unknown,
  at: 'id' | 'value',
): Omit<Case, 'name' | 'path' | 'base'> => ({
  body: (own, foreign) => ({
    custom_fields: [{ id: at === 'id' ? foreign[fieldKey] : own[fieldKey], value: value(own, foreign) }],
  }),
  culprit: (foreign) => ({
    path: `/body/custom_fields/0/${at}`,
    id: at === 'id' ? foreign[fieldKey] : (value(foreign, foreign) as string),
  }),
});

const CASES: Case[] = [
  { name: 'a note’s contacts', path: '/notes', base: { body: 'n' }, ...pair('contacts', 'contact') },
  { name: 'a tag’s contacts', path: '/tags', base: { name: 't' }, ...pair('contacts', 'contact') },
  { name: 'a tag’s companies', path: '/tags', base: { name: 't' }, ...pair('companies', 'company') },
  { name: 'a tag’s tasks', path: '/tags', base: { name: 't' }, ...pair('tasks', 'task') },
  {
    name: 'a contact list’s contacts',
    path: '/lists',
    base: { name: 'l', type: 'CONTACT' },
    ...pair('contacts', 'contact'),
  },
  {
    name: 'a contact list’s contacts as {id}',
    path: '/lists',
    base: { name: 'l', type: 'CONTACT' },
    ...pair('contacts', 'contact', (id) => ({ id })),
  },
  {
    name: 'a company list’s companies',
    path: '/lists',
    base: { name: 'l', type: 'COMPANY' },
    ...pair('companies', 'company'),
  },
  { name: 'a task’s contacts', path: '/tasks', base: { body: 't' }, ...pair('contacts', 'contact') },
  { name: 'a task’s tags', path: '/tasks', base: { body: 't' }, ...pair('tags', 'tag') },
  {
    name: 'a task’s assignee',
    path: '/tasks',
    base: { body: 't' },
    body: (_own, foreign) => ({ assignee: foreign.user }),
    culprit: (foreign) => ({ path: '/body/assignee', id: foreign.user }),
  },
  { name: 'a company’s tags', path: '/companies', base: { name: 'c' }, ...pair('tags', 'tag') },
  { name: 'a company’s lists', path: '/companies', base: { name: 'c' }, ...pair('lists', 'companyList') },
  { name: 'a company’s contacts', path: '/companies', base: { name: 'c' }, ...pair('contacts', 'contact') },
  {
    name: 'a company’s custom field',
    path: '/companies',
    base: { name: 'c' },
    ...customField('companyText', () => 'x', 'id'),
  },
  {
    name: 'a company’s USER field value',
    path: '/companies',
    base: { name: 'c' },
    ...customField('companyUser', (_own, foreign) => foreign.user, 'value'),
  },
  {
    name: 'a company’s SINGLE_SELECT option',
    path: '/companies',
    base: { name: 'c' },
    ...customField('companySelect', (_own, foreign) => foreign.companyOption, 'value'),
  },
  {
    name: 'a contact’s companies',
    path: '/contacts',
    base: { first_name: 'C' },
    ...pair('companies', 'company'),
  },
  { name: 'a contact’s tags', path: '/contacts', base: { first_name: 'C' }, ...pair('tags', 'tag') },
  {
    name: 'a contact’s lists',
    path: '/contacts',
    base: { first_name: 'C' },
    ...pair('lists', 'contactList'),
  },
  {
    name: 'a contact’s custom field',
    path: '/contacts',
    base: { first_name: 'C' },
    ...customField('contactText', () => 'x', 'id'),
  },
  {
    name: 'a contact’s USER field value',
    path: '/contacts',
    base: { first_name: 'C' },
    ...customField('contactUser', (_own, foreign) => foreign.user, 'value'),
  },
  {
    name: 'a contact’s SINGLE_SELECT option',
    path: '/contacts',
    base: { first_name: 'C' },
    ...customField('contactSelect', (_own, foreign) => foreign.contactOption, 'value'),
  },
];

/** Collection paths and the kind of record each holds, for the path-ID checks. */
const RECORDS: [string, keyof Ids][] = [
  ['/contacts', 'contact'],
  ['/companies', 'company'],
  ['/tags', 'tag'],
  ['/tasks', 'task'],
  ['/lists', 'contactList'],
  ['/custom-fields', 'contactText'],
  ['/workspace-users', 'user'],
];

describeEachDatabase('cross-workspace references', (t) => {
  let ours: Client;
  let theirs: Client;
  let own: Ids;
  let foreign: Ids;
  let names = 0;

  beforeAll(async () => {
    ours = await t.workspace();
    theirs = await t.workspace();
    own = (await world(t, ours)).ids;
    foreign = (await world(t, theirs)).ids;
  });

  const unique = (base: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(base).map(([k, v]) => [k, k === 'name' || k === 'body' ? `${v} ${++names}` : v]),
    );

  for (const c of CASES) {
    it(`${c.name}: another workspace's ID is a 422 on create and on update, and links nothing`, async () => {
      const workspaces = [ours.workspace.id, theirs.workspace.id];
      const before = await snapshot(t.handle.db, workspaces);
      const { path, id } = c.culprit(foreign);

      const create = expectError(
        await ours.post(c.path, { ...unique(c.base), ...c.body(own, foreign) }),
        422,
        'unknown_reference',
      );
      expect(create.details).toEqual([{ path, message: expect.stringContaining(id), id }]);
      expect(await snapshot(t.handle.db, workspaces)).toEqual(before);

      // An existing record keeps its relations when an update names a foreign ID.
      const made = await ours.post(c.path, unique(c.base));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const recordId = made.body.data.id;
      const kept = await snapshot(t.handle.db, workspaces);
      for (const method of ['put', 'patch'] as const) {
        const update = expectError(
          await ours[method](`${c.path}/${recordId}`, c.body(own, foreign)),
          422,
          'unknown_reference',
        );
        expect(update.details).toEqual([{ path, message: expect.stringContaining(id), id }]);
        expect(await snapshot(t.handle.db, workspaces)).toEqual(kept);
      }
      // The same body with our own IDs only is accepted: the refusal was about the foreign ID.
      const accepted = await ours.put(`${c.path}/${recordId}`, c.body(own, own));
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    });
  }

  for (const [collection, key] of RECORDS) {
    it(`${collection}: another workspace's record in the path is a 404 for every method, and stays as it was`, async () => {
      const workspaces = [theirs.workspace.id];
      const before = await snapshot(t.handle.db, workspaces);
      const id = foreign[key];
      expectError(await ours.get(`${collection}/${id}`), 404, 'not_found');
      if (collection !== '/workspace-users') {
        expectError(await ours.put(`${collection}/${id}`, {}), 404, 'not_found');
        expectError(await ours.patch(`${collection}/${id}`, {}), 404, 'not_found');
        expectError(await ours.del(`${collection}/${id}`), 404, 'not_found');
      }
      const list = await ours.get(`${collection}?limit=100`);
      expect(list.status).toBe(200);
      expect(list.body.data.map((r: any) => r.id)).not.toContain(id);
      expect(await snapshot(t.handle.db, workspaces)).toEqual(before);
      // The owner still sees it.
      expect((await theirs.get(`${collection}/${id}`)).status).toBe(200);
    });
  }
});
