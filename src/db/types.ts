import type { Generated } from 'kysely';

/**
 * The database as the code sees it, the same on both stores: timestamps are
 * ISO strings, booleans are booleans, integers are numbers (connect.ts makes
 * it so).
 */
export interface WorkspacesTable {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export type Role = 'OWNER' | 'ADMIN' | 'MEMBER';

export interface WorkspaceUsersTable {
  id: string;
  workspace_id: string;
  full_name: string;
  sort_name: string;
  email: string;
  avatar_url: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
}

export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  user_id: string;
  name: string;
  key_hash: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  /** A JSON array of scope strings (API.md section 3); `["delete"]` when made without scopes. */
  scopes: Generated<string>;
}

interface PartyColumns {
  id: string;
  workspace_id: string;
  linkedin_slug: string;
  x_slug: string | null;
  facebook_slug: string | null;
  instagram_slug: string | null;
  is_starred: boolean;
  ignore_merge: boolean;
  last_team_interaction: string | null;
  team_members_connected: number;
  created_at: string;
  updated_at: string;
}

export interface CompaniesTable extends PartyColumns {
  name: string;
  sort_name: string;
  description: string;
  headquarters_location: string;
  website_url: string;
  /** The website's host (core/normalize.ts hostOf), which `domain` compares. */
  domain: string;
  logo_url: string | null;
  email: string;
  country_code: string;
  phone_number: string;
  arr_estimate: number;
  number_of_employees: number;
}

export interface ContactsTable extends PartyColumns {
  first_name: string;
  last_name: string;
  full_name: string;
  sort_name: string;
  job_title: string;
  description: string;
  location: string;
  image_url: string | null;
  birthday: string | null;
}

export interface ContactEmailsTable {
  id: string;
  workspace_id: string;
  contact_id: string;
  email: string;
  is_primary: boolean;
  position: number;
}

export interface ContactPhoneNumbersTable {
  id: string;
  workspace_id: string;
  contact_id: string;
  country_code: string;
  phone_number: string;
  is_primary: boolean;
  position: number;
}

export type ListType = 'CONTACT' | 'COMPANY';

export interface TagsTable {
  id: string;
  workspace_id: string;
  name: string;
  sort_name: string;
  created_at: string;
  updated_at: string;
}

export interface ListsTable {
  id: string;
  workspace_id: string;
  name: string;
  sort_name: string;
  type: ListType;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface NotesTable {
  id: string;
  workspace_id: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface TasksTable {
  id: string;
  workspace_id: string;
  body: string;
  due_date: string | null;
  completed_at: string | null;
  assignee_id: string;
  creator_id: string;
  created_at: string;
  updated_at: string;
}

export type FieldType =
  'SINGLE_LINE_TEXT' | 'USER' | 'SINGLE_SELECT' | 'MULTI_SELECT' | 'DATE' | 'NUMERIC' | 'BOOLEAN';
export type EntityType = 'CONTACT' | 'COMPANY';

export interface CustomFieldsTable {
  id: string;
  workspace_id: string;
  name: string;
  sort_name: string;
  field_type: FieldType;
  entity_type: EntityType;
  created_at: string;
  updated_at: string;
}

export interface CustomFieldOptionsTable {
  id: string;
  field_id: string;
  value: string;
  position: number;
}

/** `value` is JSON text: string, number, boolean, option ID, option IDs or user ID. */
export interface ContactFieldValuesTable {
  contact_id: string;
  field_id: string;
  value: string;
}
export interface CompanyFieldValuesTable {
  company_id: string;
  field_id: string;
  value: string;
}

/** A link table's row: the two records' IDs and the link's place (`seq`); a new resource's `<m>.table.ts` declares its link tables with it. */
export type Link<A extends string, B extends string> = { seq: Generated<number> } & Record<A | B, string>;

export interface DB {
  workspaces: WorkspacesTable;
  workspace_users: WorkspaceUsersTable;
  api_keys: ApiKeysTable;
  companies: CompaniesTable;
  contacts: ContactsTable;
  contact_emails: ContactEmailsTable;
  contact_phone_numbers: ContactPhoneNumbersTable;
  tags: TagsTable;
  lists: ListsTable;
  notes: NotesTable;
  tasks: TasksTable;
  custom_fields: CustomFieldsTable;
  custom_field_options: CustomFieldOptionsTable;
  contact_field_values: ContactFieldValuesTable;
  company_field_values: CompanyFieldValuesTable;
  contact_companies: Link<'contact_id', 'company_id'>;
  contact_tags: Link<'contact_id', 'tag_id'>;
  company_tags: Link<'company_id', 'tag_id'>;
  task_tags: Link<'task_id', 'tag_id'>;
  list_contacts: Link<'list_id', 'contact_id'>;
  list_companies: Link<'list_id', 'company_id'>;
  note_contacts: Link<'note_id', 'contact_id'>;
  task_contacts: Link<'task_id', 'contact_id'>;
  contacts_search: SearchTable;
  companies_search: SearchTable;
  tags_search: SearchTable;
  lists_search: SearchTable;
  notes_search: SearchTable;
  tasks_search: SearchTable;
  events: EventsTable;
  answer_marks: AnswerMarksTable;
  event_purges: EventPurgesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/** Per workspace, a number every write that changes a record increases (migration 0007; core/answers.ts). */
export interface AnswerMarksTable {
  workspace_id: string;
  mark: number;
}

/** The change feed (migration 0006; core/events). `seq` is the feed's order. */
export interface EventsTable {
  seq: Generated<number>;
  id: string;
  workspace_id: string;
  type: string;
  resource_id: string;
  /** The record's resource, or a link's `from` side's (migration 0008). */
  resource: string | null;
  /** A link event's `to` side; null for a record event. */
  linked_resource: string | null;
  linked_id: string | null;
  occurred_at: string;
  payload: string;
  /** A `.deleted` event's JSON of what a restore needs (migration 0011; modules/trash); null otherwise. */
  kept: string | null;
  /** The event's `request_id` and its actor's key, as its JSON has them (migration 0012; modules/undo). */
  request_id: string | null;
  api_key_id: string | null;
  /**
   * On the first event of a write's run that has a request ID or a key, the
   * number of events of the run; null otherwise (migration 0014; modules/undo).
   */
  run_length: number | null;
}

export interface EventPurgesTable {
  workspace_id: string;
  purged_through: number;
}

export interface WebhooksTable {
  id: string;
  workspace_id: string;
  url: string;
  /** JSON array of event types, or `["*"]`. */
  event_types: string;
  description: string;
  enabled: boolean;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  feed_position: number;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDeliveriesTable {
  id: string;
  workspace_id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** The event's JSON when it is not in the feed (a test event); null: the feed's `events.payload`. */
  payload: string | null;
  attempts: number;
  status: DeliveryStatus;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  next_attempt_at: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A record's search text (migration 0004; core/search.ts). */
export interface SearchTable {
  doc_id: Generated<number>;
  record_id: string;
  text: string;
}

/** The tables whose rows `T` matches, by name (the unions below follow `DB`, never a list of names). */
type TablesWhere<T> = { [K in keyof DB]: DB[K] extends T ? K : never }[keyof DB];

/** Link tables, by name (a `seq` and the two records' `<x>_id` columns); see core/links.ts. */
export type LinkTable = {
  [K in keyof DB]: DB[K] extends { seq: unknown }
    ? Exclude<keyof DB[K], 'seq'> extends `${string}_id`
      ? K
      : never
    : never;
}[keyof DB];

/**
 * The tables of a workspace's records, by name: a row has its `id`, its
 * `workspace_id` and its `updated_at` (what a record's lock and reads by ID
 * need, db/locking.ts and core/records.ts).
 */
export type RecordTable = TablesWhere<{ id: string; workspace_id: string; updated_at: string }>;

/** The tables that `q` searches, by name: those with a `<table>_search` table (migration 0004). */
export type SearchedTable = { [K in keyof DB]: `${K}_search` extends keyof DB ? K : never }[keyof DB];
