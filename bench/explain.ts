import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { OrderFields } from '../src/core/collection.js';
import { createDb, migrate } from '../src/db/connect.js';
import { COMPANY_INCLUDES, companyOrder } from '../src/modules/companies/companies.schema.js';
import { CONTACT_INCLUDES, contactOrder } from '../src/modules/contacts/contacts.schema.js';
import { customFieldOrder } from '../src/modules/custom-fields/custom-fields.schema.js';
import { LIST_INCLUDES, listOrder } from '../src/modules/lists/lists.schema.js';
import { NOTE_INCLUDES, noteOrder } from '../src/modules/notes/notes.schema.js';
import { TAG_INCLUDES, tagOrder } from '../src/modules/tags/tags.schema.js';
import { TASK_INCLUDES, taskOrder } from '../src/modules/tasks/tasks.schema.js';
import { workspaceUserOrder } from '../src/modules/workspace-users/workspace-users.schema.js';
import { type BenchWorkspace, freshDatabase, seedDataset } from './dataset.js';
import { ROOT } from './processes.js';
import { commit } from './report.js';

/**
 * bench/QUERY-PLANS.md: the plan of every query a collection read and an
 * include run, on SQLite (EXPLAIN QUERY PLAN) and, with `--db`, PostgreSQL
 * (EXPLAIN), with the index each one uses. The queries are the real ones:
 * the app runs in this process against a freshly seeded database, every
 * statement it sends is captured with its parameters, and each distinct
 * statement is explained with them.
 *
 *   npx tsx bench/explain.ts [--db postgres://...] [--contacts N] [--out FILE]
 */
const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    contacts: { type: 'string', default: '20000' },
    out: { type: 'string', default: join(ROOT, 'bench', 'QUERY-PLANS.md') },
  },
});

interface Captured {
  sql: string;
  params: unknown[];
}
let capture: Captured[] | null = null;

// Every statement the app sends goes through one of these two methods.
const prepare = SQLite.prototype.prepare;
SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
  const stmt = prepare.call(this, source) as any;
  for (const method of ['all', 'run', 'get', 'iterate'] as const) {
    const original = stmt[method];
    stmt[method] = function (...params: unknown[]) {
      capture?.push({ sql: source, params: params.flat() });
      return original.apply(this, params);
    };
  }
  return stmt;
} as any;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, text: any, values?: any, ...rest: any[]) {
  // A statement prepared by name (db/connect.ts) arrives as `{ name, text, values }`.
  const statement =
    typeof text === 'string' ? { sql: text, params: values } : { sql: text?.text, params: text?.values };
  if (typeof statement.sql === 'string' && !/^(begin|commit|rollback)/i.test(statement.sql))
    capture?.push({ sql: statement.sql, params: statement.params ?? [] });
  return (query as any).call(this, text, values, ...rest);
} as any;

interface Resource {
  path: string;
  order: OrderFields;
  includes: readonly string[];
  extra?: string[];
}

const RESOURCES: Resource[] = [
  { path: 'contacts', order: contactOrder, includes: CONTACT_INCLUDES },
  { path: 'companies', order: companyOrder, includes: COMPANY_INCLUDES },
  { path: 'tags', order: tagOrder, includes: TAG_INCLUDES },
  {
    path: 'lists',
    order: listOrder,
    includes: LIST_INCLUDES,
    extra: ['type=CONTACT', 'type=COMPANY&order_by=name:asc'],
  },
  { path: 'notes', order: noteOrder, includes: NOTE_INCLUDES },
  { path: 'tasks', order: taskOrder, includes: TASK_INCLUDES },
  { path: 'custom-fields', order: customFieldOrder, includes: [] },
  { path: 'workspace-users', order: workspaceUserOrder, includes: [] },
];

/**
 * Every filter of API.md section 6 with a value that exists in the seeded
 * workspace, and the combinations the benchmark reads.
 */
async function filterRequests(handle: ReturnType<typeof createDb>, ws: BenchWorkspace): Promise<string[]> {
  const { db } = handle;
  const one = async (query: any) => (await query.limit(1).executeTakeFirstOrThrow()) as any;
  const w = ws.id;
  const phone = await one(
    db
      .selectFrom('contact_phone_numbers')
      .select(['country_code', 'phone_number'])
      .where('workspace_id', '=', w),
  );
  const company = await one(
    db
      .selectFrom('companies')
      .select(['id', 'name', 'email'])
      .where('workspace_id', '=', w)
      .where('email', '<>', ''),
  );
  const task = await one(
    db.selectFrom('tasks').select(['id', 'assignee_id', 'creator_id']).where('workspace_id', '=', w),
  );
  const user = await one(
    db.selectFrom('workspace_users').select(['id', 'email']).where('workspace_id', '=', w),
  );
  const field = await one(db.selectFrom('custom_fields').select('name').where('workspace_id', '=', w));
  const tagName = await one(db.selectFrom('tags').select('name').where('workspace_id', '=', w));
  const listName = await one(db.selectFrom('lists').select('name').where('workspace_id', '=', w));
  const instant = '2026-01-01T00:00:00.000Z';
  const q = ws.lastNamePrefixes[0];
  const e = encodeURIComponent;
  const ids = ws.contactIds.slice(0, 3).join(',');
  return [
    `/contacts?ids=${ids}`,
    `/contacts?created_after=${instant}`,
    `/contacts?updated_before=${instant}`,
    `/contacts?email=${e(ws.emails[0])}`,
    `/contacts?phone=${e(phone.country_code + phone.phone_number)}`,
    `/contacts?q=${q}&limit=25`,
    `/contacts?q=${q}&order_by=full_name:asc`,
    `/contacts?tag=${ws.fivePercentTagId}&order_by=created_at:desc`,
    `/contacts?list=${ws.contactListIds[0]}`,
    `/contacts?company=${ws.companyIds[0]}`,
    `/contacts?is_starred=true`,
    `/companies?domain=${ws.domains[0]}`,
    `/companies?name=${e(company.name)}`,
    `/companies?email=${e(company.email)}`,
    `/companies?q=${e(company.name.split(' ')[0].slice(0, 4))}`,
    `/companies?tag=${ws.tagIds[0]}`,
    `/companies?contact=${ws.contactIds[0]}`,
    `/companies?is_starred=true`,
    `/tags?name=${e(tagName.name)}`,
    `/tags?q=${e(tagName.name.slice(0, 3))}`,
    `/tags?contact=${ws.contactIds[0]}`,
    `/tags?company=${ws.companyIds[0]}`,
    `/tags?task=${task.id}`,
    `/lists?name=${e(listName.name)}`,
    `/lists?q=${e(listName.name.slice(0, 3))}`,
    `/lists?contact=${ws.contactIds[0]}`,
    `/lists?company=${ws.companyIds[0]}`,
    `/notes?contact=${ws.contactIds[0]}`,
    `/notes?q=call`,
    `/tasks?assignee=${task.assignee_id}`,
    `/tasks?creator=${task.creator_id}`,
    `/tasks?completed=true`,
    `/tasks?due_after=${instant}`,
    `/tasks?due_before=${instant}`,
    `/tasks?contact=${ws.contactIds[0]}`,
    `/tasks?tag=${ws.tagIds[0]}`,
    `/tasks?q=call`,
    `/custom-fields?entity_type=CONTACT`,
    `/custom-fields?field_type=NUMERIC`,
    `/custom-fields?name=${e(field.name)}`,
    `/workspace-users?email=${e(user.email)}`,
    `/workspace-users?role=MEMBER`,
  ];
}

/** The requests explained, in order: each order_by both ways, then each include on its own. */
function requests(): string[] {
  const out: string[] = [];
  for (const r of RESOURCES) {
    for (const field of Object.keys(r.order))
      for (const dir of ['asc', 'desc']) out.push(`/${r.path}?order_by=${field}:${dir}`);
    for (const name of r.includes) out.push(`/${r.path}?include=${name}`);
    for (const extra of r.extra ?? []) out.push(`/${r.path}?${extra}`);
  }
  return out;
}

interface Plan {
  request: string;
  sql: string;
  plan: string[];
  indexes: string[];
  warnings: string[];
}

/** `in (?, ?, ... ?)` written once with its length, so that statements read at a glance. */
function shorten(sql: string): string {
  return sql
    .replace(/\((?:\s*(?:\?|\$\d+)\s*,){3,}\s*(?:\?|\$\d+)\s*\)/g, (m) => `(… ${m.split(',').length} values)`)
    .replace(/\s+/g, ' ');
}

/** Indexes a plan uses, and its scans (with the table's size) and sorts. */
function indexesOf(
  lines: string[],
  postgres: boolean,
  sqlText: string,
  sizes: Map<string, number>,
): { indexes: string[]; warnings: string[] } {
  const aliases = new Map([...sqlText.matchAll(/"(\w+)" as "(\w+)"/g)].map((m) => [m[2], m[1]]));
  const sized = (name: string) => {
    const table = aliases.get(name) ?? name;
    const rows = sizes.get(table);
    return rows === undefined ? table : `${table} (${rows} rows)`;
  };
  const indexes = new Set<string>();
  const warnings: string[] = [];
  for (const line of lines) {
    if (postgres) {
      const m = /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/.exec(line);
      if (m) indexes.add(m[2]);
      const seq = /Seq Scan on (\S+)/.exec(line);
      if (seq) warnings.push(`sequential scan of ${sized(seq[1])}`);
    } else {
      const m = /USING (?:COVERING )?INDEX (\S+)|USING (INTEGER PRIMARY KEY)/.exec(line);
      if (m) indexes.add(m[1] ?? m[2]);
      const scan = /^SCAN (\S+)(?: USING (?:COVERING )?INDEX (\S+))?/.exec(line.replace(/^[-|`\s]+/, ''));
      // An FTS5 table answering MATCH reads its own word index.
      const fts = /^SCAN (\S+) VIRTUAL TABLE INDEX \d+:M/.exec(line.replace(/^[-|`\s]+/, ''));
      if (fts) indexes.add(`${fts[1]} (FTS5 word index)`);
      else if (scan && !scan[2]) warnings.push(`full scan of ${sized(scan[1])}`);
      if (/USE TEMP B-TREE FOR ORDER BY/.test(line)) warnings.push('sorts its rows (temporary B-tree)');
    }
  }
  return { indexes: [...indexes], warnings };
}

async function explainStore(postgresUrl: string | undefined): Promise<string> {
  const contacts = Number(args.contacts);
  const db = await freshDatabase(postgresUrl);
  try {
    const seedSizes = [{ contacts, companies: Math.floor(contacts / 5), tags: 200 }];
    const dataset = await seedDataset(db.url, seedSizes, (line) => process.stderr.write(`${line}\n`));
    const ws = dataset.workspaces[0];
    const config = loadConfig(
      {},
      { databaseUrl: db.url, logLevel: 'silent', rateLimitPerMinute: 0, maxEventLoopDelayMs: 0 },
    );
    const handle = createDb(db.url, { poolSize: 1 });
    await migrate(handle);
    const app = await buildApp({ config, handle });
    await app.ready();
    const client = postgresUrl ? new pg.Client({ connectionString: db.url }) : null;
    await client?.connect();
    const seen = new Map<string, Plan>();
    const auth: string[] = [];
    const sizes = new Map<string, number>();
    for (const table of await handle.db.introspection.getTables()) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table.name)}`.execute(
        handle.db,
      );
      sizes.set(table.name, Number(rows[0].n));
    }
    try {
      const paths = [
        ...requests(),
        ...(await filterRequests(handle, ws)),
        `/contacts/${ws.contactIds[0]}?include=${CONTACT_INCLUDES.join(',')}`,
      ];
      paths.push(`/companies/${ws.companyIds[0]}?include=${COMPANY_INCLUDES.join(',')}`);
      for (const path of paths) {
        capture = [];
        const res = await app.inject({
          method: 'GET',
          url: `/user-api/v1${path}`,
          headers: { 'x-service-api-key': ws.apiKey },
        });
        const statements = capture;
        capture = null;
        if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body}`);
        for (const s of statements) {
          const key = shorten(s.sql);
          if (seen.has(key) || auth.includes(key)) continue;
          const lines = await explain(handle, s, client);
          // SQLite's change marks, read to know whether answers and resolved API keys still hold
          // (core/answers.ts, core/auth.ts): `pragma_data_version`, and the writer's `pragma data_version`.
          if (/pragma[_ ]data_version/.test(s.sql)) {
            auth.push(key);
            seen.set(key, {
              request: 'every request (has the database changed?)',
              sql: key,
              plan: lines,
              indexes: [],
              warnings: [],
            });
            continue;
          }
          if (/api_keys/.test(s.sql)) {
            auth.push(key);
            seen.set(key, {
              request: 'every request (the API key)',
              sql: key,
              plan: lines,
              ...indexesOf(lines, Boolean(postgresUrl), s.sql, sizes),
            });
            continue;
          }
          seen.set(key, {
            request: `GET ${path.replace(/\/(con|cmp)_\w+/, '/:id').replace(/=(\w+)_\w{26}(,\w+_\w{26})*/g, '=<$1 ID>')}`,
            sql: key,
            plan: lines,
            ...indexesOf(lines, Boolean(postgresUrl), s.sql, sizes),
          });
        }
      }
    } finally {
      await client?.end();
      await app.close();
      await handle.close();
    }
    return render(postgresUrl ? 'PostgreSQL' : 'SQLite', contacts, [...seen.values()]);
  } finally {
    await db.drop();
  }
}

async function explain(
  handle: ReturnType<typeof createDb>,
  s: Captured,
  client: pg.Client | null,
): Promise<string[]> {
  if (!client) {
    const rows = handle.sqlite!.prepare(`explain query plan ${s.sql}`).all(...(s.params as any[])) as any[];
    // Indent by depth, as the sqlite3 shell draws it.
    const depth = new Map<number, number>([[0, -1]]);
    return rows.map((r) => {
      const d = (depth.get(r.parent) ?? -1) + 1;
      depth.set(r.id, d);
      return `${'  '.repeat(d)}${r.detail}`;
    });
  }
  const { rows } = await (query as any).call(client, `explain ${s.sql}`, s.params);
  return rows.map((r: any) => r['QUERY PLAN']);
}

/** What a statement reads, for the summary table: its tables, and whether it is a count or a page. */
function summary(sql: string): string {
  const tables = [...sql.matchAll(/(?:from|join) "?(\w+)"?/g)].map((m) => m[1]);
  const pragma = /^pragma (\w+)/.exec(sql)?.[1];
  if (!tables.length && pragma) return `pragma ${pragma}`;
  if (tables.includes('collection_counts'))
    return `meta.total of ${tables.filter((t) => t !== 'collection_counts').join(', ')}, kept by triggers`;
  const kind = /select count\(\*\)/.test(sql) ? 'count of ' : /limit (\?|\$\d+)/.test(sql) ? 'page of ' : '';
  const order = /order by (.*?)(?: limit|$)/.exec(sql)?.[1].replace(/"/g, '');
  return `${kind}${[...new Set(tables)].join(' ⋈ ')}${order ? `, order by ${order}` : ''}`;
}

function render(store: string, contacts: number, plans: Plan[]): string {
  const lines = [
    `## ${store}`,
    '',
    `A workspace of ${contacts} contacts and ${Math.floor(contacts / 5)} companies, seeded with crm seed's generator.`,
    '',
  ];
  lines.push('| request | statement reads | index used | notes |', '| --- | --- | --- | --- |');
  for (const p of plans) {
    lines.push(
      `| ${p.request} | ${summary(p.sql).replace(/\|/g, '\\|')} | ${p.indexes.join(', ') || '—'} | ${p.warnings.join('; ')} |`,
    );
  }
  lines.push('', '### Plans', '');
  for (const p of plans)
    lines.push(`**${p.request}**`, '', '```sql', p.sql, '```', '', '```', ...p.plan, '```', '');
  return lines.join('\n');
}

async function main() {
  const sections = [await explainStore(undefined)];
  if (args.db) sections.push(await explainStore(args.db));
  const header = [
    '# Query plans',
    '',
    `Written by \`npx tsx bench/explain.ts${args.db ? ' --db <url>' : ''}\` at commit ${commit()}, ${new Date().toISOString()}.`,
    'Every statement that the collection reads (each `order_by` field both ways, each filter of API.md',
    'section 6 with a value that exists) and each include send,',
    'captured from the app itself and explained with its own parameters, on a freshly seeded database',
    "with the planner's statistics gathered (ANALYZE, as the service and the seed do). A scan is",
    "flagged with its table's size: on a table of a few rows it is the planner's right choice, and",
    'with more rows (once statistics are refreshed) it turns into an index search. Link tables list',
    'their members in the order the links were made (`seq`), hence the small sort of each include.',
    '',
  ];
  writeFileSync(args.out, `${[...header, ...sections].join('\n')}\n`);
  process.stderr.write(`wrote ${args.out}\n`);
}

await main();
process.exit(0);
