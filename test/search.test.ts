import { created as create, idsOf, updated as update } from './factories.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/core/ids.js';
import { matchesSearch, searchQueryText } from '../src/db/search.js';
import {
  type Client,
  describeEachDatabase,
  expectError,
  type Response,
  startApp,
  testDatabases,
} from './harness.js';

/**
 * `q` (API.md section 6): every word of `q` must start a word of the
 * searched text, ignoring case and accents; words are split at anything
 * that is not a letter or a digit; each resource searches its own fields
 * and no others; every write keeps the text current, and a failed write
 * leaves it as it was.
 */

const sorted = (...ids: string[]) => [...ids].sort();

describeEachDatabase('q: finding records by words', (t) => {
  /** The IDs `q` finds in a collection (sorted), after checking `meta.total` counts them all. */
  async function search(c: Client, path: string, text: string, more = ''): Promise<string[]> {
    const res = await c.get(`/${path}?q=${encodeURIComponent(text)}&limit=100${more}`);
    const ids = idsOf(res);
    expect(res.body.meta.total).toBe(ids.length);
    return [...ids].sort();
  }
  function expectBadQ(res: Response) {
    const error = expectError(res, 400, 'validation_error');
    expect(error.details.map((d) => d.path)).toContain('/query/q');
  }

  it('every word must start a word of the text: prefixes found, inner substrings not', async () => {
    const c = await t.workspace();
    const ada = await create(c, '/contacts', { first_name: 'Ada', last_name: 'Lovelace' });
    const alan = await create(c, '/contacts', { first_name: 'Alan', last_name: 'Turing' });
    for (const text of [
      'ada lov',
      'LOVEL',
      'Ada Lovelace',
      'lovelace ada',
      'a l',
      'ADA',
      '  ada   lovelace  ',
    ])
      expect(await search(c, 'contacts', text), text).toEqual([ada.id]);
    for (const text of ['ove', 'da', 'lace', 'adalov', 'ada turing', 'lovelacex', 'ada lovelace x'])
      expect(await search(c, 'contacts', text), text).toEqual([]);
    expect(await search(c, 'contacts', 'a')).toEqual(sorted(ada.id, alan.id));
    expect(await search(c, 'contacts', 'tur')).toEqual([alan.id]);
    // A repeated word asks nothing more.
    expect(await search(c, 'contacts', 'ada ada')).toEqual([ada.id]);
  });

  it('ignores case and accents both ways, whatever the Unicode form', async () => {
    const c = await t.workspace();
    const accented = await create(c, '/contacts', { first_name: 'José', last_name: 'Núñez' });
    const plain = await create(c, '/contacts', { first_name: 'Jose', last_name: 'Nunez' });
    // The same name written decomposed (e + combining acute accent).
    const decomposed = await create(c, '/contacts', { first_name: 'Rene\u0301e', last_name: 'Ça' });
    const both = sorted(accented.id, plain.id);
    for (const text of [
      'jose',
      'JOSE',
      'josé',
      'JOSÉ',
      'Jos',
      'nunez',
      'NÚÑEZ',
      'núñ',
      'jose nunez',
      'JOSÉ nun',
    ])
      expect(await search(c, 'contacts', text), text).toEqual(both);
    for (const text of ['renee', 'Renée', 'RENÉE', 'Rene\u0301e', 'ca', 'ÇA'])
      expect(await search(c, 'contacts', text), text).toEqual([decomposed.id]);
    // Other scripts fold the same way.
    const greek = await create(c, '/tags', { name: 'Ζωή Καλή' });
    const cyrillic = await create(c, '/tags', { name: 'Пётр Иванов' });
    for (const text of ['ζωη', 'ΖΩΉ', 'καλ', 'ΚΑΛΗ'])
      expect(await search(c, 'tags', text), text).toEqual([greek.id]);
    for (const text of ['петр', 'ПЁТР', 'иван'])
      expect(await search(c, 'tags', text), text).toEqual([cyrillic.id]);
  });

  it('splits words at anything that is not a letter or a digit', async () => {
    const c = await t.workspace();
    const ada = await create(c, '/contacts', { first_name: 'Ada', emails: ['ada@example.com'] });
    const obrien = await create(c, '/contacts', { first_name: "Seán O'Brien-Smith" });
    const note = await create(c, '/notes', {
      body: 'Invoice 2024-17 paid (€1,200.50); see https://pay.example/x_y',
    });
    for (const text of ['ada@example', 'ada@example.com', 'example.com', 'example com', 'com', 'ada.example'])
      expect(await search(c, 'contacts', text), text).toEqual([ada.id]);
    expect(await search(c, 'contacts', 'xample')).toEqual([]);
    expect(await search(c, 'contacts', 'adaexample')).toEqual([]);
    for (const text of ['brien', "o'brien", 'o brien smith', 'smith', 'sean', 'O’Brien'])
      expect(await search(c, 'contacts', text), text).toEqual([obrien.id]);
    expect(await search(c, 'contacts', 'obrien')).toEqual([]);
    for (const text of [
      '2024',
      '17',
      '2024-17',
      'invoice 17',
      '1',
      '200',
      '50',
      'pay example',
      'x',
      'y',
      'https',
    ])
      expect(await search(c, 'notes', text), text).toEqual([note.id]);
    for (const text of ['024', '7', '2024.17x', 'ttps'])
      expect(await search(c, 'notes', text), text).toEqual([]);
  });

  it('a word longer than any q is found by its start, however long', async () => {
    const c = await t.workspace();
    const long = 'z'.repeat(3000);
    const note = await create(c, '/notes', { body: `start ${long} end` });
    const other = await create(c, '/notes', { body: `${'z'.repeat(150)}y` });
    expect(await search(c, 'notes', 'zzz')).toEqual(sorted(note.id, other.id));
    expect(await search(c, 'notes', 'z'.repeat(200))).toEqual([note.id]);
    expect(await search(c, 'notes', `${'z'.repeat(150)}y`)).toEqual([other.id]);
    expect(await search(c, 'notes', 'start end')).toEqual([note.id]);
  });

  // PostgreSQL's text parser reads `1e5x` as the number `1e5` then the word `x`.
  it('a word of digits, e and digits followed by letters is one word', async () => {
    const c = await t.workspace();
    const note = await create(c, '/notes', { body: 'part 1e5x and 2e10b' });
    expect(await search(c, 'notes', '1e5x')).toEqual([note.id]);
    expect(await search(c, 'notes', '2e1')).toEqual([note.id]);
    expect(await search(c, 'notes', 'x')).toEqual([]);
    expect(await search(c, 'notes', 'b')).toEqual([]);
    expect(await search(c, 'notes', '1e5 x')).toEqual([]);
    expect(await search(c, 'notes', '2e10b part')).toEqual([note.id]);
  });

  it('operators of the stores are plain words or separators in q', async () => {
    const c = await t.workspace();
    const ada = await create(c, '/contacts', { first_name: 'Ada', last_name: 'Lovelace' });
    await create(c, '/contacts', { first_name: 'Nora', last_name: 'Ornstein' });
    for (const text of ['"ada"', 'ada*', '(ada)', 'ada:*', 'lov & ada', '-ada', 'ada | lov', 'ada NEAR lov'])
      expect(await search(c, 'contacts', text), text).toEqual(text.includes('NEAR') ? [] : [ada.id]);
    // `or`, `not` and `and` are words like any other: each must start a word.
    expect(await search(c, 'contacts', 'ada OR turing')).toEqual([]);
    expect(await search(c, 'contacts', 'NOT ada')).toEqual([]);
    expect(await search(c, 'contacts', 'OR')).toHaveLength(1);
  });

  it('contacts: names, job title and every e-mail are searched; description, location and slugs are not', async () => {
    const c = await t.workspace();
    const a = await create(c, '/contacts', {
      first_name: 'Grace',
      last_name: 'Hopper',
      job_title: 'Rear Admiral',
      description: 'Invented compilers',
      location: 'Arlington',
      linkedin_slug: 'ghopper-navy',
      emails: ['grace@navy.example', 'amazing@cobol.example'],
    });
    await create(c, '/contacts', { first_name: 'Other', last_name: 'Person' });
    for (const text of [
      'grace',
      'hopper',
      'rear',
      'admiral',
      'navy',
      'amazing',
      'cobol',
      'grace admiral cobol',
    ])
      expect(await search(c, 'contacts', text), text).toEqual([a.id]);
    for (const text of ['invented', 'compilers', 'arlington', 'ghopper'])
      expect(await search(c, 'contacts', text), text).toEqual([]);
  });

  it('companies: name, website host and e-mail are searched; the website path and description are not', async () => {
    const c = await t.workspace();
    const a = await create(c, '/companies', {
      name: 'Initech',
      website_url: 'https://www.tps-reports.example/products/stapler',
      email: 'Lumbergh@Office.example',
      description: 'Software for banks',
      headquarters_location: 'Austin',
    });
    await create(c, '/companies', { name: 'Other' });
    for (const text of [
      'initech',
      'tps',
      'reports',
      'tps-reports.example',
      'lumbergh',
      'office',
      'INITECH TPS',
    ])
      expect(await search(c, 'companies', text), text).toEqual([a.id]);
    for (const text of ['products', 'stapler', 'software', 'banks', 'austin'])
      expect(await search(c, 'companies', text), text).toEqual([]);
    // A host of letters beyond ASCII is searched as written, not in its ASCII (punycode) form.
    const books = await create(c, '/companies', { name: 'Books', website_url: 'https://www.bücher.example' });
    expect(await search(c, 'companies', 'bücher')).toEqual([books.id]);
    expect(await search(c, 'companies', 'bucher')).toEqual([books.id]);
    expect(await search(c, 'companies', 'xn')).toEqual([]);
  });

  it('tags and lists search their name; notes and tasks their body; nothing else', async () => {
    const c = await t.workspace();
    const contact = await create(c, '/contacts', { first_name: 'Linked', last_name: 'Person' });
    const tag = await create(c, '/tags', { name: 'Hot Lead', contacts: [contact.id] });
    const list = await create(c, '/lists', {
      name: 'Spring Campaign',
      type: 'CONTACT',
      description: 'Mailing',
    });
    const note = await create(c, '/notes', { body: 'Met at the conference', contacts: [contact.id] });
    const long = `${'filler '.repeat(1400)}needle`;
    const task = await create(c, '/tasks', { body: long, contacts: [contact.id], tags: [tag.id] });
    expect(await search(c, 'tags', 'hot lea')).toEqual([tag.id]);
    expect(await search(c, 'lists', 'campaign')).toEqual([list.id]);
    expect(await search(c, 'lists', 'mailing')).toEqual([]);
    expect(await search(c, 'notes', 'conference met')).toEqual([note.id]);
    expect(await search(c, 'tasks', 'needle')).toEqual([task.id]);
    expect(await search(c, 'tasks', 'needle filler')).toEqual([task.id]);
    // Linked records' words are not the record's own.
    for (const path of ['tags', 'notes', 'tasks']) expect(await search(c, path, 'linked'), path).toEqual([]);
    expect(await search(c, 'tasks', 'hot')).toEqual([]);
    expect(await search(c, 'contacts', 'hot')).toEqual([]);
    expect(await search(c, 'contacts', 'conference')).toEqual([]);
  });

  it('kept current by PUT and PATCH: the old words no longer find the record, the new ones do', async () => {
    const c = await t.workspace();
    const contact = await create(c, '/contacts', {
      first_name: 'Ada',
      last_name: 'Byron',
      emails: ['ada@old.example'],
    });
    await update(c, `/contacts/${contact.id}`, { last_name: 'Lovelace' });
    expect(await search(c, 'contacts', 'byron')).toEqual([]);
    expect(await search(c, 'contacts', 'ada lovelace')).toEqual([contact.id]);
    expect(await search(c, 'contacts', 'old')).toEqual([contact.id]);
    // E-mails replaced.
    await update(c, `/contacts/${contact.id}`, { emails: ['countess@new.example'] });
    expect(await search(c, 'contacts', 'old')).toEqual([]);
    expect(await search(c, 'contacts', 'ada@old.example')).toEqual([]);
    expect(await search(c, 'contacts', 'countess')).toEqual([contact.id]);
    await update(c, `/contacts/${contact.id}`, { emails: [] });
    expect(await search(c, 'contacts', 'countess')).toEqual([]);
    // full_name as input, and PATCH.
    await update(c, `/contacts/${contact.id}`, { full_name: 'Augusta King' });
    expect(await search(c, 'contacts', 'ada')).toEqual([]);
    expect(await search(c, 'contacts', 'augusta king')).toEqual([contact.id]);
    const patched = await c.patch(`/contacts/${contact.id}`, { job_title: 'Mathematician' });
    expect(patched.status).toBe(200);
    expect(await search(c, 'contacts', 'mathem')).toEqual([contact.id]);
    // A write that changes no searched field keeps the text.
    await update(c, `/contacts/${contact.id}`, { description: 'unrelated' });
    expect(await search(c, 'contacts', 'augusta')).toEqual([contact.id]);

    const company = await create(c, '/companies', {
      name: 'Acme',
      website_url: 'acme.example',
      email: 'a@acme.example',
    });
    await update(c, `/companies/${company.id}`, { name: 'Globex', website_url: 'globex.example' });
    expect(await search(c, 'companies', 'globex')).toEqual([company.id]);
    // The old host is gone; the e-mail still holds the old word.
    expect(await search(c, 'companies', 'acme')).toEqual([company.id]);
    await update(c, `/companies/${company.id}`, { email: 'info@globex.example' });
    expect(await search(c, 'companies', 'acme')).toEqual([]);

    const tag = await create(c, '/tags', { name: 'Cold' });
    await update(c, `/tags/${tag.id}`, { name: 'Warm' });
    expect(await search(c, 'tags', 'cold')).toEqual([]);
    expect(await search(c, 'tags', 'warm')).toEqual([tag.id]);
    const list = await create(c, '/lists', { name: 'Winter', type: 'COMPANY' });
    await update(c, `/lists/${list.id}`, { name: 'Summer' });
    expect(await search(c, 'lists', 'winter')).toEqual([]);
    expect(await search(c, 'lists', 'summer')).toEqual([list.id]);
    const note = await create(c, '/notes', { body: 'first draft' });
    await update(c, `/notes/${note.id}`, { body: 'final version' });
    expect(await search(c, 'notes', 'draft')).toEqual([]);
    expect(await search(c, 'notes', 'final')).toEqual([note.id]);
    const task = await create(c, '/tasks', { body: 'call Bob' });
    const patchedTask = await c.patch(`/tasks/${task.id}`, { body: 'email Alice' });
    expect(patchedTask.status).toBe(200);
    expect(await search(c, 'tasks', 'bob')).toEqual([]);
    expect(await search(c, 'tasks', 'alice')).toEqual([task.id]);
  });

  it('kept current by e-mails added and removed, and by upserts', async () => {
    const c = await t.workspace();
    const contact = await create(c, '/contacts', { first_name: 'Ada', emails: ['first@old.example'] });
    const changed = await c.patch(`/contacts/${contact.id}`, {
      emails: { add: ['second@new.example'], remove: ['first@old.example'] },
    });
    expect(changed.status).toBe(200);
    expect(await search(c, 'contacts', 'first')).toEqual([]);
    expect(await search(c, 'contacts', 'second new')).toEqual([contact.id]);
    // An upsert that updates: its new name is found, the old one no more.
    const upserted = await c.post('/contacts?match_on=email', {
      first_name: 'Augusta',
      emails: ['SECOND@new.example', 'third@more.example'],
    });
    expect(upserted.status).toBe(200);
    expect(upserted.headers['x-upsert']).toBe('updated');
    expect(await search(c, 'contacts', 'ada')).toEqual([]);
    expect(await search(c, 'contacts', 'augusta third')).toEqual([contact.id]);
    // An upsert that creates.
    const made = await c.post('/companies?match_on=domain', {
      name: 'Newco',
      website_url: 'www.newco.example',
    });
    expect(made.status).toBe(201);
    expect(await search(c, 'companies', 'newco')).toEqual([made.body.data.id]);
    const tag = await c.post('/tags?match_on=name', { name: 'Warm' });
    expect(await search(c, 'tags', 'warm')).toEqual([tag.body.data.id]);
  });

  it('a deleted record is found no more', async () => {
    const c = await t.workspace();
    const made = {
      contacts: await create(c, '/contacts', { first_name: 'Vanishing', emails: ['vanishing@example.com'] }),
      companies: await create(c, '/companies', { name: 'Vanishing' }),
      tags: await create(c, '/tags', { name: 'Vanishing' }),
      lists: await create(c, '/lists', { name: 'Vanishing', type: 'CONTACT' }),
      notes: await create(c, '/notes', { body: 'Vanishing' }),
      tasks: await create(c, '/tasks', { body: 'Vanishing' }),
    };
    for (const [path, record] of Object.entries(made)) {
      expect(await search(c, path, 'vanish'), path).toEqual([record.id]);
      expect((await c.del(`/${path}/${record.id}`)).status).toBe(200);
      expect(await search(c, path, 'vanish'), path).toEqual([]);
    }
    // A new record with the same words is found alone.
    const again = await create(c, '/contacts', { first_name: 'Vanishing' });
    expect(await search(c, 'contacts', 'vanishing')).toEqual([again.id]);
  });

  it('a write of links alone does not store the search text again; a write of its own parts does', async () => {
    const c = await t.workspace();
    const [a, b] = [await create(c, '/tags', { name: 'A' }), await create(c, '/tags', { name: 'B' })];
    const ada = await create(c, '/contacts', { first_name: 'Ada', last_name: 'Lovelace', tags: [a.id] });
    const list = await create(c, '/lists', { name: 'Pioneers', type: 'CONTACT' });
    // The stored texts made stale by hand: only a write that stores them again puts them right.
    const stale = async (table: 'contacts_search' | 'lists_search', id: string) =>
      t.handle.db.updateTable(table).set({ text: 'stale words' }).where('record_id', '=', id).execute();
    await stale('contacts_search', ada.id);
    await stale('lists_search', list.id);
    expect(await search(c, 'contacts', 'stale')).toEqual([ada.id]);
    expect(await search(c, 'lists', 'stale')).toEqual([list.id]);
    // Its search text is made of its own parts: links alone leave it as it is.
    expect((await c.patch(`/contacts/${ada.id}`, { tags: { add: [b.id] } })).status).toBe(200);
    await update(c, `/lists/${list.id}`, { contacts: [ada.id] });
    expect(await search(c, 'contacts', 'stale')).toEqual([ada.id]);
    expect(await search(c, 'lists', 'stale')).toEqual([list.id]);
    expect(await search(c, 'contacts', 'lovelace')).toEqual([]);
    // A write of its own parts stores it again, with links or without.
    await update(c, `/contacts/${ada.id}`, { job_title: 'Analyst', tags: [a.id] });
    await update(c, `/lists/${list.id}`, { description: 'First programmers' });
    expect(await search(c, 'contacts', 'stale')).toEqual([]);
    expect(await search(c, 'contacts', 'lovelace analyst')).toEqual([ada.id]);
    expect(await search(c, 'lists', 'pioneers')).toEqual([list.id]);
  });

  it('a failed write leaves the search text as it was', async () => {
    const c = await t.workspace();
    const contact = await create(c, '/contacts', { first_name: 'Ada', emails: ['ada@example.com'] });
    const missingTag = newId('tag');
    const failed = await c.put(`/contacts/${contact.id}`, {
      first_name: 'Zebulon',
      emails: ['zeb@example.com'],
      tags: [missingTag],
    });
    expectError(failed, 422, 'unknown_reference');
    expect(await search(c, 'contacts', 'zebulon')).toEqual([]);
    expect(await search(c, 'contacts', 'zeb')).toEqual([]);
    expect(await search(c, 'contacts', 'ada example')).toEqual([contact.id]);
    // A create that fails leaves nothing to find.
    expectError(
      await c.post('/contacts', { first_name: 'Ghost', tags: [missingTag] }),
      422,
      'unknown_reference',
    );
    expect(await search(c, 'contacts', 'ghost')).toEqual([]);

    const company = await create(c, '/companies', { name: 'Acme', website_url: 'acme.example' });
    const failedCompany = await c.put(`/companies/${company.id}`, {
      name: 'Globex',
      website_url: 'globex.example',
      contacts: [newId('con')],
    });
    expectError(failedCompany, 422, 'unknown_reference');
    expect(await search(c, 'companies', 'globex')).toEqual([]);
    expect(await search(c, 'companies', 'acme')).toEqual([company.id]);

    // A rename to a taken name (409) leaves the tag's words.
    await create(c, '/tags', { name: 'Taken' });
    const tag = await create(c, '/tags', { name: 'Mine' });
    expectError(await c.put(`/tags/${tag.id}`, { name: 'TAKEN' }), 409, 'conflict');
    expect(await search(c, 'tags', 'mine')).toEqual([tag.id]);
    const note = await create(c, '/notes', { body: 'kept words' });
    expectError(
      await c.put(`/notes/${note.id}`, { body: 'lost words', contacts: [newId('con')] }),
      422,
      'unknown_reference',
    );
    expect(await search(c, 'notes', 'lost')).toEqual([]);
    expect(await search(c, 'notes', 'kept')).toEqual([note.id]);
  });

  it('q of 1 to 200 characters with a letter or digit; otherwise 400 at /query/q', async () => {
    const c = await t.workspace();
    const ada = await create(c, '/contacts', { first_name: 'Ada' });
    const exactly200 = `${'ada '.repeat(49)}ada1`;
    expect(exactly200).toHaveLength(200);
    expect(await search(c, 'contacts', exactly200)).toEqual([]);
    expect(await search(c, 'contacts', `${'ada '.repeat(49)}ada `)).toEqual([ada.id]);
    expect(await search(c, 'contacts', '1')).toEqual([]);
    for (const path of ['contacts', 'companies', 'tags', 'lists', 'notes', 'tasks']) {
      expectBadQ(await c.get(`/${path}?q=${'a'.repeat(201)}`));
      expectBadQ(await c.get(`/${path}?q=${encodeURIComponent(`${'ada '.repeat(50)}a`)}`));
      expectBadQ(await c.get(`/${path}?q=`));
      expectBadQ(await c.get(`/${path}?q=${encodeURIComponent('@@ -- !?')}`));
      expectBadQ(await c.get(`/${path}?q=${encodeURIComponent('   ')}`));
      expectBadQ(await c.get(`/${path}?q=${encodeURIComponent('\u0301')}`));
    }
  });

  it('q combines with other filters (AND) and with order_by', async () => {
    const c = await t.workspace();
    const tag = await create(c, '/tags', { name: 'Family' });
    // Inserted in an order unlike the one asked for.
    const zoe = await create(c, '/contacts', { first_name: 'Zoe', last_name: 'Smith', tags: [tag.id] });
    const mia = await create(c, '/contacts', { first_name: 'Mia', last_name: 'Smithers', is_starred: true });
    const bob = await create(c, '/contacts', { first_name: 'Bob', last_name: 'Jones', tags: [tag.id] });
    const adam = await create(c, '/contacts', { first_name: 'Adam', last_name: 'Smith', tags: [tag.id] });
    const asc = await c.get('/contacts?q=smith&order_by=full_name:asc');
    expect(idsOf(asc)).toEqual([adam.id, mia.id, zoe.id]);
    expect(asc.body.meta.total).toBe(3);
    expect(idsOf(await c.get('/contacts?q=smith&order_by=full_name:desc'))).toEqual([
      zoe.id,
      mia.id,
      adam.id,
    ]);
    expect(idsOf(await c.get('/contacts?q=smith'))).toEqual([adam.id, mia.id, zoe.id]);
    const page = await c.get('/contacts?q=smith&order_by=full_name&limit=2&offset=1');
    expect(idsOf(page)).toEqual([mia.id, zoe.id]);
    expect(page.body.meta).toEqual({ limit: 2, offset: 1, total: 3, has_more: false });
    expect(await search(c, 'contacts', 'smith', `&tag=${tag.id}`)).toEqual(sorted(zoe.id, adam.id));
    expect(await search(c, 'contacts', 'smith', '&is_starred=true')).toEqual([mia.id]);
    expect(await search(c, 'contacts', 'jones', '&is_starred=true')).toEqual([]);
    expect(await search(c, 'contacts', 'smith', `&ids=${bob.id},${zoe.id}`)).toEqual([zoe.id]);
    expect(idsOf(await c.get(`/contacts?q=s&tag=${tag.id}&order_by=full_name:asc`))).toEqual([
      adam.id,
      zoe.id,
    ]);
    const t1 = await create(c, '/tasks', { body: 'renew contract', due_date: '2026-06-03T00:00:00Z' });
    const t2 = await create(c, '/tasks', {
      body: 'renew licence',
      due_date: '2026-06-01T00:00:00Z',
      completed: true,
    });
    const t3 = await create(c, '/tasks', { body: 'renew domain', due_date: '2026-06-02T00:00:00Z' });
    await create(c, '/tasks', { body: 'cancel contract', due_date: '2026-06-04T00:00:00Z' });
    expect(idsOf(await c.get('/tasks?q=renew&order_by=due_date:asc'))).toEqual([t2.id, t3.id, t1.id]);
    expect(idsOf(await c.get('/tasks?q=renew&completed=false&order_by=due_date:desc'))).toEqual([
      t1.id,
      t3.id,
    ]);
    expect(await search(c, 'tasks', 'contract', '&due_before=2026-06-04T00:00:00Z')).toEqual([t1.id]);
  });

  it("another workspace's records are never found", async () => {
    const c = await t.workspace();
    const other = await t.workspace();
    const mine = await create(c, '/contacts', { first_name: 'Ada', last_name: 'Lovelace' });
    const theirs = await create(other, '/contacts', { first_name: 'Ada', last_name: 'Lovelace' });
    await create(other, '/contacts', { first_name: 'Adam', emails: ['ada@elsewhere.example'] });
    expect(await search(c, 'contacts', 'ada')).toEqual([mine.id]);
    expect(await search(c, 'contacts', 'elsewhere')).toEqual([]);
    expect(await search(other, 'contacts', 'ada lovelace')).toEqual([theirs.id]);
    for (const path of ['companies', 'tags', 'notes', 'tasks']) {
      const body = path === 'notes' || path === 'tasks' ? { body: 'Secret plan' } : { name: 'Secret plan' };
      const ours = await create(c, `/${path}`, body);
      await create(other, `/${path}`, body);
      expect(await search(c, path, 'secret'), path).toEqual([ours.id]);
    }
    await create(other, '/lists', { name: 'Secret plan', type: 'CONTACT' });
    expect(await search(c, 'lists', 'secret')).toEqual([]);
    // Collections that q does not search reject it.
    for (const path of ['custom-fields', 'workspace-users']) {
      const res = await c.get(`/${path}?q=ada`);
      expectBadQ(res);
    }
  });
});

const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.runIf(postgres)('word search on PostgreSQL', () => {
  it('is planned for its words on every execution (never a named statement with a generic plan), while other reads are prepared once', async () => {
    const { app, handle } = await startApp(postgres!);
    try {
      const db = handle.db;
      await db.connection().execute(async (conn) => {
        const workspaceId = newId('wsp');
        for (let i = 0; i < 3; i++)
          await conn
            .selectFrom('contacts')
            .select('id')
            .where('workspace_id', '=', workspaceId)
            .where(matchesSearch(conn, 'contacts', 'contacts.id', searchQueryText(conn, [`ada${i}`])))
            .execute();
        await conn.selectFrom('contacts').select('id').where('workspace_id', '=', workspaceId).execute();
        const prepared = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(conn);
        const statements = prepared.rows.map((r) => r.statement);
        expect(statements.some((s) => s.includes('tsquery'))).toBe(false);
        expect(statements.some((s) => s.includes('from "contacts"'))).toBe(true);
      });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
