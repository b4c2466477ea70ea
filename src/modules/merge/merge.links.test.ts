import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import { beforeAll, expect, it, vi } from 'vitest';
import { created } from '../../../test/factories.js';
import { describeEachDatabase } from '../../../test/harness.js';
import { createNoteCompanies } from '../../../test/scratch-links.js';
import type { Event } from '../events/events.schema.js';

/**
 * A merge moves the links every resource declares with the merged records on
 * either side, not a list of its own: here the notes declare one more link,
 * to companies (test/scratch-links.ts), that nothing in the merge names.
 */
vi.mock('../index.js', async () => {
  const { registeredAs } = await import('../../../test/scratch-registry.js');
  const { notesListingCompanies } = await import('../../../test/scratch-links.js');
  return registeredAs((m) => [
    m.contacts,
    m.companies,
    m.tags,
    notesListingCompanies(m.notes),
    m.lists,
    m.tasks,
    m.customFields,
  ]);
});

type LinkData = { relation: string; from: { id: string }; to: { id: string } };

describeEachDatabase('merge, with a link no merge code names', (t) => {
  beforeAll(() => createNoteCompanies(t.handle.db, t.db.name));

  const linked = async (company: string) =>
    (
      await sql<{ note_id: string }>`select note_id from note_companies where company_id = ${company}
        order by seq`.execute(t.handle.db)
    ).rows.map((row) => row.note_id);

  it('moves its links to the target, in the order listed, none twice, with their events', async () => {
    const c = await t.workspace();
    const [target, a, b] = await Promise.all(
      ['Acme', 'Acme Inc', 'ACME'].map((name) => created(c, '/companies', { name })),
    );
    const [n1, n2, n3] = await Promise.all(
      ['One', 'Two', 'Three'].map((body) => created(c, '/notes', { body })),
    );
    for (const [note, company] of [
      [n3, target],
      [n2, a],
      [n1, a],
      [n2, b],
    ])
      await sql`insert into note_companies (note_id, company_id) values (${note.id}, ${company.id})`.execute(
        t.handle.db,
      );
    const cursor = (await c.get('/events?limit=1000')).body.meta.next_cursor as string;

    const res = await c.post(`/companies/${target.id}/merge`, { companies: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(await linked(target.id)).toEqual([n3.id, n2.id, n1.id]);
    expect(await linked(a.id)).toEqual([]);
    expect(await linked(b.id)).toEqual([]);
    // The notes' new field is read as the link declares it: their export's full records list the target.
    const exported = (await c.get('/notes/export?format=jsonl')).raw.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const companiesOf = (id: string) => exported.find((note: { id: string }) => note.id === id).companies;
    const acme = { id: target.id, name: 'Acme', logo_url: null };
    expect([n1, n2, n3].map((note) => companiesOf(note.id))).toEqual([[acme], [acme], [acme]]);
    // Its CSV writes the field, as the declaration lets it, by the companies' names.
    const csv = (await c.get('/notes/export')).raw.body.trim().split('\n');
    expect(csv[0]).toBe('id,body,created_at,updated_at,contacts,companies');
    expect(csv.slice(1).every((row: string) => row.endsWith(',,Acme'))).toBe(true);

    const events: Static<typeof Event>[] = (await c.get(`/events?limit=1000&after=${cursor}`)).body.data;
    const summary = (e: Static<typeof Event>) =>
      e.type.startsWith('link.')
        ? `${e.type} ${(e.data as LinkData).relation} ${(e.data as LinkData).from.id}>${(e.data as LinkData).to.id}`
        : `${e.type} ${e.resource_id}`;
    expect(events.map(summary)).toEqual([
      `link.added companies ${n2.id}>${target.id}`,
      `link.added companies ${n1.id}>${target.id}`,
      `company.deleted ${a.id}`,
      `link.removed companies ${n2.id}>${a.id}`,
      `link.removed companies ${n1.id}>${a.id}`,
      `company.deleted ${b.id}`,
      `link.removed companies ${n2.id}>${b.id}`,
    ]);
  });
});
