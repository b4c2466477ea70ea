import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The whole schema of the first release. Every table that belongs to a
 * workspace carries `workspace_id`; every `order_by` field has an index that
 * starts with `workspace_id` and ends with the `id` tie-breaker; nullable
 * ordering fields are indexed as `(field is null), field` in both directions
 * so that "nulls last" reads an index on both stores.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const now = (c: any) => c.notNull();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .execute();

  await db.schema
    .createTable('workspace_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('sort_name', t.sortKey, (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .addUniqueConstraint('workspace_users_email_unique', ['workspace_id', 'email'])
    .execute();
  await index(db, 'workspace_users', ['workspace_id', 'created_at', 'id']);
  await index(db, 'workspace_users', ['workspace_id', 'sort_name', 'id']);

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('workspace_users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, now)
    .addColumn('expires_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await index(db, 'api_keys', ['workspace_id', 'created_at', 'id']);
  await index(db, 'api_keys', ['user_id']);

  // --- companies and contacts -------------------------------------------------
  for (const table of ['companies', 'contacts'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'));
    if (table === 'companies') {
      builder = builder
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort_name', t.sortKey, (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('headquarters_location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('website_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('logo_url', 'text')
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('arr_estimate', t.float, (c) => c.notNull().defaultTo(0))
        .addColumn('number_of_employees', 'integer', (c) => c.notNull().defaultTo(0));
    } else {
      builder = builder
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_name', t.sortKey, (c) => c.notNull())
        .addColumn('job_title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text')
        .addColumn('birthday', 'text');
    }
    await builder
      .addColumn('linkedin_slug', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('x_slug', 'text')
      .addColumn('facebook_slug', 'text')
      .addColumn('instagram_slug', 'text')
      .addColumn('is_starred', t.boolean, (c) => c.notNull().defaultTo(false))
      .addColumn('ignore_merge', t.boolean, (c) => c.notNull().defaultTo(false))
      .addColumn('last_team_interaction', t.timestamp)
      .addColumn('team_members_connected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.timestamp, now)
      .addColumn('updated_at', t.timestamp, now)
      .execute();
    await index(db, table, ['workspace_id', 'created_at', 'id']);
    await index(db, table, ['workspace_id', 'updated_at', 'id']);
    await index(db, table, ['workspace_id', 'sort_name', 'id']);
    await nullsLastIndexes(db, table, 'last_team_interaction');
    if (table === 'companies') await index(db, table, ['workspace_id', 'team_members_connected', 'id']);
  }

  for (const [table, extra] of [
    ['contact_emails', ['email']],
    ['contact_phone_numbers', ['country_code', 'phone_number']],
  ] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
      .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'));
    for (const column of extra) builder = builder.addColumn(column, 'text', (c) => c.notNull());
    await builder
      .addColumn('is_primary', t.boolean, (c) => c.notNull().defaultTo(false))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await index(db, table, ['contact_id', 'position']);
  }
  await index(db, 'contact_emails', ['workspace_id', 'email']);

  // --- tags, lists, notes, tasks ----------------------------------------------
  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_name', t.sortKey, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .addUniqueConstraint('tags_name_unique', ['workspace_id', 'sort_name'])
    .execute();
  await index(db, 'tags', ['workspace_id', 'created_at', 'id']);
  await index(db, 'tags', ['workspace_id', 'updated_at', 'id']);

  await db.schema
    .createTable('lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_name', t.sortKey, (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .execute();
  for (const field of ['created_at', 'updated_at', 'sort_name']) {
    await index(db, 'lists', ['workspace_id', field, 'id']);
    await index(db, 'lists', ['workspace_id', 'type', field, 'id']);
  }

  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .execute();
  await index(db, 'notes', ['workspace_id', 'created_at', 'id']);
  await index(db, 'notes', ['workspace_id', 'updated_at', 'id']);

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('due_date', t.timestamp)
    .addColumn('completed_at', t.timestamp)
    .addColumn('assignee_id', 'text', (c) => c.notNull().references('workspace_users.id'))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('workspace_users.id'))
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .execute();
  await index(db, 'tasks', ['workspace_id', 'created_at', 'id']);
  await index(db, 'tasks', ['workspace_id', 'updated_at', 'id']);
  await nullsLastIndexes(db, 'tasks', 'due_date');
  await nullsLastIndexes(db, 'tasks', 'completed_at');
  await index(db, 'tasks', ['assignee_id']);
  await index(db, 'tasks', ['creator_id']);

  // --- custom fields ------------------------------------------------------------
  await db.schema
    .createTable('custom_fields')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_name', t.sortKey, (c) => c.notNull())
    .addColumn('field_type', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, now)
    .addColumn('updated_at', t.timestamp, now)
    .addUniqueConstraint('custom_fields_name_unique', ['workspace_id', 'entity_type', 'sort_name'])
    .execute();
  await index(db, 'custom_fields', ['workspace_id', 'created_at', 'id']);
  await index(db, 'custom_fields', ['workspace_id', 'updated_at', 'id']);
  await index(db, 'custom_fields', ['workspace_id', 'sort_name', 'id']);

  await db.schema
    .createTable('custom_field_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('field_id', 'text', (c) => c.notNull().references('custom_fields.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await index(db, 'custom_field_options', ['field_id', 'position']);

  // Values are JSON text, read according to the field's type (see custom-fields).
  for (const [table, owner, ownerTable] of [
    ['contact_field_values', 'contact_id', 'contacts'],
    ['company_field_values', 'company_id', 'companies'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(owner, 'text', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
      .addColumn('field_id', 'text', (c) => c.notNull().references('custom_fields.id').onDelete('cascade'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [owner, 'field_id'])
      .execute();
    await index(db, table, ['field_id']);
  }

  // --- links: one table per relation, seen from both sides -----------------------
  // `seq` records the order the links were made; embedded arrays list members in it.
  const links: [string, string, string, string, string][] = [
    ['contact_companies', 'contact_id', 'contacts', 'company_id', 'companies'],
    ['contact_tags', 'contact_id', 'contacts', 'tag_id', 'tags'],
    ['company_tags', 'company_id', 'companies', 'tag_id', 'tags'],
    ['task_tags', 'task_id', 'tasks', 'tag_id', 'tags'],
    ['list_contacts', 'list_id', 'lists', 'contact_id', 'contacts'],
    ['list_companies', 'list_id', 'lists', 'company_id', 'companies'],
    ['note_contacts', 'note_id', 'notes', 'contact_id', 'contacts'],
    ['task_contacts', 'task_id', 'tasks', 'contact_id', 'contacts'],
  ];
  for (const [table, a, aTable, b, bTable] of links) {
    await db.schema
      .createTable(table)
      .addColumn('seq', t.sequence)
      .addColumn(a, 'text', (c) => c.notNull().references(`${aTable}.id`).onDelete('cascade'))
      .addColumn(b, 'text', (c) => c.notNull().references(`${bTable}.id`).onDelete('cascade'))
      .addUniqueConstraint(`${table}_unique`, [a, b])
      .execute();
    await index(db, table, [b, a]);
  }
}

async function index(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

/** Two indexes that read `field` with NULLs last, ascending and descending. */
async function nullsLastIndexes(db: Kysely<any>, table: string, field: string): Promise<void> {
  const f = sql.ref(field);
  await sql`create index ${sql.ref(`${table}_${field}_asc_idx`)} on ${sql.table(table)}
    (workspace_id, (${f} is null), ${f}, id)`.execute(db);
  await sql`create index ${sql.ref(`${table}_${field}_desc_idx`)} on ${sql.table(table)}
    (workspace_id, (${f} is null), ${f} desc, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
