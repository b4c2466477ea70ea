import pg from 'pg';

/**
 * New PostgreSQL databases beside the tests' one, named `<prefix>_...`: for a
 * migration that must start from an older schema, or a test that must see no
 * other test file's rows. `create` answers the new database's URL; `dropAll`
 * (in an `afterAll`) drops every database made so far.
 */
export function freshPostgresDatabases(testUrl: string, prefix: string) {
  const made: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `${prefix}_${process.pid}_${Date.now()}_${made.length}`;
      made.push(name);
      await asAdmin(testUrl, `create database "${name}"`);
      const fresh = new URL(testUrl);
      fresh.pathname = `/${name}`;
      return fresh.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of made.splice(0))
        await asAdmin(testUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
