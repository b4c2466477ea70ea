import { expect, it } from 'vitest';
import { describeEachDatabase, expectError } from '../../../test/harness.js';
import { createApiKey } from '../api-keys/api-keys.queries.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeEachDatabase('me', (t) => {
  it('shows the workspace, the user and the key behind the key sent', async () => {
    const c = await t.workspace('Acme Corp');
    const res = await c.get('/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        workspace: { id: c.workspace.id, name: 'Acme Corp' },
        user: {
          id: c.user.id,
          full_name: c.user.full_name,
          email: c.user.email,
          avatar_url: null,
          role: 'OWNER',
          created_at: c.user.created_at,
          updated_at: c.user.updated_at,
        },
        api_key: {
          id: c.key_id,
          name: 'Default key',
          scopes: ['delete'],
          created_at: expect.stringMatching(ISO),
          expires_at: null,
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(c.api_key);
  });

  it("a member's key with an expiry shows that member and that expiry", async () => {
    const c = await t.workspace();
    const member = await c.addUser('MEMBER', 'Mia Member');
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const { secret, key } = await createApiKey(t.handle.db, {
      workspaceId: c.workspace.id,
      userId: member.id,
      name: 'zapier',
      expiresAt,
    });
    const res = await t.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: member.id, full_name: 'Mia Member', role: 'MEMBER' });
    expect(res.body.data.api_key).toEqual({
      id: key.id,
      name: 'zapier',
      scopes: ['delete'],
      created_at: key.created_at,
      expires_at: expiresAt,
    });
  });

  it('takes no query parameters', async () => {
    const c = await t.workspace();
    const err = expectError(await c.get('/me?verbose=1'), 400, 'validation_error');
    expect(err.details).toEqual([{ path: '/query/verbose', message: 'is not a known query parameter' }]);
  });
});
