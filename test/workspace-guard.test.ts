import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps workspace scoping in one place (eslint.config.js):
 * code in src/modules/ and src/core/ reaches a workspace's rows through
 * db/workspace.ts (inWorkspace, ownedBy), never with a hand-written
 * `workspace_id` condition or value, so that no query can forget it.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restricted(code: string, file = 'src/modules/things/things.queries.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

const header = `import { sql } from 'kysely';
import { inWorkspace, ownedBy } from '../../db/workspace.js';
declare const db: any;
declare const ws: string;
`;

describe('the workspace scoping rule', () => {
  it('refuses each hand-written form of the workspace condition in modules and core', async () => {
    const cases = [
      `db.selectFrom('tags').where('workspace_id', '=', ws);`,
      `db.selectFrom('tags as t').where('t.workspace_id', '=', ws);`,
      `db.selectFrom('events').where('workspace_id', 'in', [ws]);`,
      'db.selectFrom(table).where(`${table}.workspace_id`, "=", ws);',
      `db.selectFrom('tags').where((eb: any) => eb('workspace_id', '=', ws));`,
      'sql`select id from tags where workspace_id = ${ws}`;',
      'sql`select id from tags t where t.workspace_id in (${ws})`;',
      `db.insertInto('tags').values({ id: 'x', workspace_id: ws });`,
    ];
    for (const code of cases) {
      expect(await restricted(header + code), code).toEqual([5]);
      expect(await restricted(header + code, 'src/core/thing.ts'), code).toEqual([5]);
    }
  });

  it('takes the helper, correlations between tables, and src/db/ itself', async () => {
    const fine = `
inWorkspace(db, ws).selectFrom('tags').select('id').where('id', '=', 'x');
inWorkspace(db, ws).selectFrom('contacts as c').innerJoin('contact_emails as e', 'e.contact_id', 'c.id').where(ownedBy('e', ws));
inWorkspace(db, ws).insertInto('notes', { id: 'x', body: '', created_at: '', updated_at: '' });
db.selectFrom('webhooks as w').whereRef('w.workspace_id', '=', 'w.workspace_id').select('w.workspace_id');
sql\`select \${ownedBy('c', ws)}\`;
`;
    expect(await restricted(header + fine)).toEqual([]);
    expect(
      await restricted(header + `db.selectFrom('tags').where('workspace_id', '=', ws);`, 'src/db/x.ts'),
    ).toEqual([]);
  });
});
