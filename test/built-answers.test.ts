import { expect, it } from 'vitest';
import { ChangeSet, eventSourceFor } from '../src/core/changes.js';
import { NO_ORIGIN } from '../src/core/event-append.js';
import { created, makeList } from './factories.js';
import { type Client, countQueries, describeEachDatabase } from './harness.js';

const ALL = 'emails,phone_numbers,companies,custom_fields,tags,lists,notes';

/**
 * A new contact's answer and its `contact.created` event are built from the
 * rows its create wrote (core/changes.ts `built`), not read back: they must
 * be exactly what a read of the record answers, for every part a create
 * body can write, alone and in a batch.
 */
describeEachDatabase('answers built from what a create wrote', (t) => {
  async function setUp(c: Client) {
    const tags = [
      (await created(c, '/tags', { name: 'Zeta' })).id,
      (await created(c, '/tags', { name: 'Alpha' })).id,
    ];
    const companies = [
      (await created(c, '/companies', { name: 'Plain Co' })).id,
      (await created(c, '/companies', { name: 'Logo Co', logo_url: 'https://logo.example/l.png' })).id,
    ];
    const list = await makeList(t, c, 'Leads');
    const field = (
      await created(c, '/custom-fields', { name: 'Score', field_type: 'NUMERIC', entity_type: 'CONTACT' })
    ).id as string;
    return { tags, companies, list, field };
  }

  /** Bodies covering each part of a contact a create writes; the last has a custom-field value. */
  function bodies(refs: Awaited<ReturnType<typeof setUp>>, n: string) {
    return [
      { first_name: `Only${n}` },
      {
        first_name: `Full${n}`,
        last_name: 'Person',
        job_title: 'Chief',
        description: 'A description',
        location: 'Paris',
        linkedin_slug: 'full-person',
        x_slug: 'fullx',
        image_url: 'https://img.example/p.png',
        birthday: '1990-02-03',
        is_starred: true,
        emails: [`first${n}@example.com`, { email: `Second${n}@Example.com`, is_primary: true }],
        phone_numbers: [
          { country_code: '+1', phone_number: '5550100' },
          { country_code: '+44', phone_number: '2079460000', is_primary: true },
        ],
        companies: [refs.companies[1], refs.companies[0]],
        tags: [refs.tags[0], refs.tags[1]],
        lists: [refs.list],
      },
      { full_name: `Split Name${n}`, tags: [refs.tags[1]], emails: [`only${n}@example.com`] },
      { last_name: `Valued${n}`, custom_fields: [{ id: refs.field, value: 7 }], tags: [refs.tags[0]] },
    ];
  }

  const cursorOf = async (c: Client) => (await c.get('/events?limit=1000')).body.meta.next_cursor as string;

  /** Each record as a read answers it, and as its created event's data. */
  async function expectAsRead(c: Client, answered: { id: string }[], cursor: string) {
    const events = (await c.get(`/events?limit=1000&after=${cursor}`)).body.data as {
      type: string;
      resource_id: string;
      data: unknown;
    }[];
    for (const record of answered) {
      const read = await c.get(`/contacts/${record.id}?include=${ALL}`);
      expect(read.status).toBe(200);
      expect(record).toEqual(read.body.data);
      const event = events.find((e) => e.type === 'contact.created' && e.resource_id === record.id);
      expect(event?.data).toEqual(read.body.data);
      // The feed's record is the answer, key for key and in the same order.
      expect(JSON.stringify(event?.data)).toBe(JSON.stringify(record));
    }
  }

  it('a create answers and records each contact as a read shows it', async () => {
    const c = await t.workspace();
    const refs = await setUp(c);
    const cursor = await cursorOf(c);
    const answered = [];
    for (const body of bodies(refs, 'a')) answered.push(await created(c, '/contacts', body));
    await expectAsRead(c, answered, cursor);
  });

  it('a batch answers and records each contact as a read shows it', async () => {
    const c = await t.workspace();
    const refs = await setUp(c);
    for (const records of [bodies(refs, 'b').slice(0, 3), bodies(refs, 'c')]) {
      const cursor = await cursorOf(c);
      const res = await c.post('/contacts/batch', { records });
      expect(res.status).toBe(200);
      await expectAsRead(c, res.body.data, cursor);
    }
  });

  it('a create reads none of the new contact back (one with a custom-field value, read back, runs 8 more statements or over)', async () => {
    const c = await t.workspace();
    const refs = await setUp(c);
    const [, full, , valued] = bodies(refs, 'd');
    await created(c, '/contacts', { first_name: 'Warm' });
    const built = await countQueries(() => created(c, '/contacts', full));
    // The same body and a custom-field value: its own statements, then the 7 includes and the row read.
    const readBack = await countQueries(() =>
      created(c, '/contacts', {
        ...full,
        emails: ['other@example.com'],
        custom_fields: valued.custom_fields,
      }),
    );
    expect(readBack.queries - built.queries).toBeGreaterThanOrEqual(8);
  });

  it("a built record serves until the write's next step other than naming what it created", async () => {
    // The resources and their links are registered with the app.
    await t.workspace();
    const contacts = eventSourceFor('contacts');
    const record = { id: 'con_built', first_name: 'Built' };
    const steps: [string, (changes: ChangeSet) => void][] = [
      ['a link made to it', (c) => c.newLinks('contact_tags', 'tag_id', 'tag_new', ['con_built'])],
      ['a link changed', (c) => c.linksChanged('contact_tags', 'contact_id', 'con_built', [], [], ['tag_x'])],
      ['a savepoint rolled back', (c) => c.rollbackTo(c.mark())],
      ['another record restored', (c) => c.restored(contacts, 'wsp_one', 'con_other')],
    ];
    for (const [, step] of steps) {
      const changes = new ChangeSet(NO_ORIGIN);
      changes.built('contacts', [record]);
      changes.created(contacts, 'wsp_one', 'con_built');
      changes.created(contacts, 'wsp_one', 'con_next');
      expect(changes.builtOf('contacts', ['con_built'])).toEqual([record]);
      // Only when every record asked for was built.
      expect(changes.builtOf('contacts', ['con_built', 'con_next'])).toBeUndefined();
      step(changes);
      expect(changes.builtOf('contacts', ['con_built'])).toBeUndefined();
    }
  });
});
