import { type CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../src/core/ids.js';
import { linkSides } from '../src/core/link-sides.js';
import { registeredResources } from '../src/core/resources.js';
import { loadRelation, relationOf } from '../src/core/links.js';
import type { Database } from '../src/db/connect.js';
import { isPostgres } from '../src/db/locking.js';
import type { LinkTable } from '../src/db/types.js';
import { describeEachDatabase, type Harness } from './harness.js';
import { indexesOf, planOf } from './query-plans.js';

/**
 * Each link table has its unique `(a, b)` and one index per side on
 * `(side, seq)` (migration 0015 dropped `(b, a)`): a link made or undone
 * writes one entry per side besides the unique one. The reads of a relation
 * from either side still go through an index, the `(side, seq)` one for the
 * second side, which gives the rows in link order.
 */

/** Every declared link's table and its two columns (core/link-sides.ts): the migrations' tables, and any added since. */
const declaredLinks = () =>
  registeredResources().flatMap((spec) =>
    (spec.links ?? []).map((link) => ({ table: link.table, columns: [link.from.column, link.to.column] })),
  );

describeEachDatabase(
  'link tables: one index per side besides the unique one (migration 0015)',
  (t: Harness) => {
    it('has the unique (a, b), (a, seq) and (b, seq), and no (b, a), on every link table', async () => {
      const links = declaredLinks();
      expect(links.map((l) => l.table)).toEqual(
        expect.arrayContaining([
          'company_tags',
          'contact_companies',
          'contact_tags',
          'list_companies',
          'list_contacts',
          'note_contacts',
          'task_contacts',
          'task_tags',
        ]),
      );
      for (const { table, columns } of links) {
        const names = [...(await indexesOf(t.handle.db, table)).keys()];
        for (const column of columns) expect(names, table).toContain(`${table}_${column}_seq_idx`);
        // `(b, a)` by name, whichever of the two sides a link declares as its `from`.
        for (const [x, y] of [columns, [...columns].reverse()])
          expect(names, table).not.toContain(`${table}_${x}_${y}_idx`);
        // Besides the two: the unique one, and PostgreSQL's primary key (SQLite's rowid has no index).
        const others = names.filter((n) => !n.endsWith('_seq_idx'));
        expect(others.length, `${table}: ${others.join(', ')}`).toBe(isPostgres(t.handle.db) ? 2 : 1);
      }
    });

    /** The one statement `fn` sends through the database it is given (a prepared query sends it compiled). */
    async function statementOf(fn: (db: Database) => Promise<unknown>): Promise<CompiledQuery> {
      const seen: CompiledQuery[] = [];
      const db = t.handle.db;
      const recording = new Proxy(db, {
        get(target, prop) {
          if (prop === 'executeQuery')
            return (query: CompiledQuery) => {
              seen.push(query);
              return target.executeQuery(query);
            };
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      await fn(recording);
      expect(seen).toHaveLength(1);
      return seen[0]!;
    }

    it("reads a relation from either side through that side's index, a record's in link order without a sort", async () => {
      const c = await t.workspace();
      const ws = c.workspace.id;
      const now = new Date().toISOString();
      const record = (prefix: 'con' | 'tag' | 'lst', i: number, extra: Record<string, unknown>) => ({
        id: newId(prefix),
        workspace_id: ws,
        created_at: now,
        updated_at: now,
        ...extra,
        ...(prefix === 'con'
          ? { first_name: 'P', last_name: `${i}`, full_name: `P ${i}`, sort_name: `p ${i}` }
          : { name: `${prefix} ${i}`, sort_name: `${prefix} ${i}` }),
      });
      const contacts = Array.from({ length: 2000 }, (_, i) => record('con', i, {}));
      const tags = Array.from({ length: 40 }, (_, i) => record('tag', i, {}));
      const lists = Array.from({ length: 20 }, (_, i) =>
        record('lst', i, { type: 'CONTACT', description: '' }),
      );
      const db = t.handle.db as any;
      for (let i = 0; i < contacts.length; i += 250)
        await db
          .insertInto('contacts')
          .values(contacts.slice(i, i + 250))
          .execute();
      await db.insertInto('tags').values(tags).execute();
      await db.insertInto('lists').values(lists).execute();
      // Links made in an order unlike the IDs' (the last contacts first), so link order is not ID order.
      const reversed = [...contacts].reverse();
      const tagLinks = reversed.flatMap((con, i) => [
        { contact_id: con.id, tag_id: tags[i % 40]!.id },
        { contact_id: con.id, tag_id: tags[(i + 7) % 40]!.id },
      ]);
      const listLinks = reversed.map((con, i) => ({ list_id: lists[i % 20]!.id, contact_id: con.id }));
      for (let i = 0; i < tagLinks.length; i += 500)
        await db
          .insertInto('contact_tags')
          .values(tagLinks.slice(i, i + 500))
          .execute();
      for (let i = 0; i < listLinks.length; i += 500)
        await db
          .insertInto('list_contacts')
          .values(listLinks.slice(i, i + 500))
          .execute();
      await sql`analyze`.execute(t.handle.db);

      const postgres = isPostgres(t.handle.db);
      const cases: [LinkTable, 'contacts' | 'tags' | 'lists', string, string][] = [
        ['list_contacts', 'contacts', reversed[3]!.id, 'list_contacts_contact_id_seq_idx'],
        ['list_contacts', 'lists', lists[5]!.id, 'list_contacts_list_id_seq_idx'],
        ['contact_tags', 'contacts', reversed[3]!.id, 'contact_tags_contact_id_seq_idx'],
        ['contact_tags', 'tags', tags[5]!.id, 'contact_tags_tag_id_seq_idx'],
      ];
      for (const [link, owner, id, index] of cases) {
        const relation = relationOf(linkSides(link), owner);
        const query = await statementOf((d) => loadRelation(d, relation, [id]));
        const plan = await planOf(t.handle.db, query);
        expect(plan, `${link} from ${owner}`).toContain(index);
        // SQLite reads one record's links in link order from the index; PostgreSQL may sort what a bitmap scan found.
        if (!postgres) expect(plan, `${link} from ${owner}`).not.toContain('TEMP B-TREE');
      }

      // And what they read is in link order, not ID order: the contact's tags, and the tag's first contacts.
      const contact = reversed[3]!.id;
      const tagsOfContact = await loadRelation(
        t.handle.db,
        relationOf(linkSides('contact_tags'), 'contacts'),
        [contact],
      );
      expect((tagsOfContact.get(contact) as { tag: { id: string } }[]).map((x) => x.tag.id)).toEqual([
        tags[3]!.id,
        tags[10]!.id,
      ]);
      const contactsOfTag = await loadRelation(t.handle.db, relationOf(linkSides('contact_tags'), 'tags'), [
        tags[5]!.id,
      ]);
      expect((contactsOfTag.get(tags[5]!.id) as { id: string }[]).slice(0, 3).map((x) => x.id)).toEqual([
        reversed[5]!.id,
        reversed[38]!.id,
        reversed[45]!.id,
      ]);
    });
  },
);
