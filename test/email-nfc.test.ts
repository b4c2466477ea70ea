import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/connect.js';
import { createWorkspaceWithOwner } from '../src/modules/workspaces/workspaces.setup.js';
import { appOn, BASE, describeEachDatabase, expectError, testConfig, testDatabases } from './harness.js';
import { freshDatabases, migrateTo } from './fresh-postgres.js';

/**
 * API.md section 2: e-mail addresses are stored and compared lower-cased
 * and in Unicode NFC, so that an address typed with composed or decomposed
 * accents is one address; migration 0009 folds those already stored.
 */
const NFC = 'jos\u00e9@maps.example';
const NFD = 'jose\u0301@maps.example';
const NFD_UPPER = 'JOSE\u0301@MAPS.EXAMPLE';

describeEachDatabase('e-mails in NFC', (t) => {
  it('stores an NFD address in NFC, and matches, filters and refuses repeats across the two forms', async () => {
    const c = await t.workspace();
    expect(NFC).not.toBe(NFD);
    const made = await c.post('/contacts', { first_name: 'José', emails: [NFD] });
    expect(made.status).toBe(201);
    expect(made.body.data.emails.map((e: any) => e.email)).toEqual([NFC]);
    const id = made.body.data.id;

    // Upsert on either form finds the one contact.
    for (const email of [NFC, NFD_UPPER]) {
      const res = await c.post('/contacts?match_on=email', { first_name: 'José', emails: [email] });
      expect(res.status, email).toBe(200);
      expect(res.body.data.id).toBe(id);
      expect(res.body.data.emails.map((e: any) => e.email)).toEqual([NFC]);
    }
    // The filter takes either form.
    for (const email of [NFC, NFD]) {
      const found = await c.get(`/contacts?email=${encodeURIComponent(email)}`);
      expect(
        found.body.data.map((r: any) => r.id),
        email,
      ).toEqual([id]);
    }
    // The two forms in one body are one address sent twice.
    const twice = await c.post('/contacts', { first_name: 'Twice', emails: [NFC, NFD] });
    expect(expectError(twice, 400, 'validation_error').details[0].path).toBe('/body/emails/1');
    // A company's e-mail too.
    const company = await c.post('/companies', { name: 'Atlas', email: NFD });
    expect(company.body.data.email).toBe(NFC);
    const byEmail = await c.get(`/companies?email=${encodeURIComponent(NFC)}`);
    expect(byEmail.body.data.map((r: any) => r.id)).toEqual([company.body.data.id]);
    expect((await c.get('/contacts')).body.meta.total).toBe(1);
  });

  it('an import row with the other form of an address updates the contact with --match-on email', async () => {
    const c = await t.workspace();
    const made = await c.post('/contacts', { first_name: 'José', emails: [NFC] });
    const res = await t.inject({
      method: 'POST',
      url: `${BASE}/contacts/import?match_on=email`,
      payload: `first_name,emails,job_title\nJosé,${NFD},Cartographer\n`,
      headers: { 'x-service-api-key': c.api_key, 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const list = await c.get('/contacts?include=emails');
    expect(list.body.data.map((r: any) => [r.id, r.job_title, r.emails.map((e: any) => e.email)])).toEqual([
      [made.body.data.id, 'Cartographer', [NFC]],
    ]);
  });
});

for (const database of testDatabases()) {
  describe(`migration 0009 on stored e-mails [${database.name}]`, () => {
    const open = freshDatabases(database, 'crm_migration');

    it('folds the e-mails of contacts (one of a duplicate kept, primary), companies and users', async () => {
      const { handle, url } = await open();
      await migrateTo(handle, '0007-answer-marks');
      const ws = await createWorkspaceWithOwner(handle.db, {
        name: 'Old',
        ownerEmail: 'o@old.example',
        ownerName: 'O',
      });
      const workspace_id = ws.workspace.id;
      const now = new Date().toISOString();
      const db = handle.db as any;
      const contact = (id: string, first_name: string) => ({
        id,
        workspace_id,
        first_name,
        full_name: first_name,
        sort_name: first_name.toLowerCase(),
        created_at: now,
        updated_at: now,
      });
      const one = 'con_01jd8k2m3n4p5q6r7s8t9v0w1a';
      const two = 'con_01jd8k2m3n4p5q6r7s8t9v0w1b';
      await db
        .insertInto('contacts')
        .values([contact(one, 'José'), contact(two, 'Zoë')])
        .execute();
      const email = (
        id: string,
        contact_id: string,
        address: string,
        is_primary: boolean,
        position: number,
      ) => ({
        id,
        workspace_id,
        contact_id,
        email: address,
        is_primary,
        position,
      });
      await db
        .insertInto('contact_emails')
        .values([
          // José has the address twice, the primary one decomposed and second.
          email('eml_01jd8k2m3n4p5q6r7s8t9v0w1a', one, NFC, false, 0),
          email('eml_01jd8k2m3n4p5q6r7s8t9v0w1b', one, NFD, true, 1),
          email('eml_01jd8k2m3n4p5q6r7s8t9v0w1c', one, 'plain@maps.example', false, 2),
          email('eml_01jd8k2m3n4p5q6r7s8t9v0w1d', two, 'zoe\u0308@maps.example', true, 0),
        ])
        .execute();
      await db
        .insertInto('companies')
        .values({
          id: 'cmp_01jd8k2m3n4p5q6r7s8t9v0w1x',
          workspace_id,
          name: 'Atlas',
          sort_name: 'atlas',
          email: NFD,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('workspace_users')
        .values({
          id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w1x',
          workspace_id,
          full_name: 'Renée',
          sort_name: 'renée',
          email: 'rene\u0301e@old.example',
          role: 'MEMBER',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await migrate(handle);

      const { app } = await appOn(handle, testConfig(url));
      try {
        const get = async (path: string) => {
          const res = await app.inject({
            method: 'GET',
            url: `${BASE}${path}`,
            headers: { 'x-service-api-key': ws.api_key },
          });
          expect(res.statusCode, res.body).toBe(200);
          return JSON.parse(res.body).data;
        };
        const jose = await get(`/contacts/${one}?include=emails`);
        expect(jose.emails.map((e: any) => [e.email, e.is_primary])).toEqual([
          [NFC, true],
          ['plain@maps.example', false],
        ]);
        const zoe = await get(`/contacts/${two}?include=emails`);
        expect(zoe.emails.map((e: any) => e.email)).toEqual(['zo\u00eb@maps.example']);
        expect((await get(`/contacts?email=${encodeURIComponent(NFD)}`)).map((r: any) => r.id)).toEqual([
          one,
        ]);
        expect((await get('/companies/cmp_01jd8k2m3n4p5q6r7s8t9v0w1x')).email).toBe(NFC);
        const users = await get(`/workspace-users?email=${encodeURIComponent('ren\u00e9e@old.example')}`);
        expect(users.map((u: any) => u.email)).toEqual(['ren\u00e9e@old.example']);
      } finally {
        await app.close();
      }
    });
  });
}
