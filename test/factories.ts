import { type IdPrefix, newId } from '../src/core/ids.js';
import type { Client, Harness, Response } from './harness.js';

/**
 * Records made straight in the database, for tests of other resources that
 * only need something to link to. Tests of a resource itself go through HTTP.
 */
type FactoryTable = 'contacts' | 'companies' | 'tags' | 'tasks' | 'lists';

/** Inserts one row of the client's workspace with a new ID and timestamps; returns the ID. */
async function insertRecord(
  t: Harness,
  c: Client,
  table: FactoryTable,
  prefix: IdPrefix,
  columns: Record<string, unknown>,
): Promise<string> {
  const id = newId(prefix);
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto(table)
    .values({ id, workspace_id: c.workspace.id, ...columns, created_at: now, updated_at: now } as any)
    .execute();
  return id;
}

export function makeContact(t: Harness, c: Client, first = 'Test', last = 'Person'): Promise<string> {
  const full = `${first} ${last}`.trim();
  return insertRecord(t, c, 'contacts', 'con', {
    first_name: first,
    last_name: last,
    full_name: full,
    sort_name: full.toLowerCase(),
  });
}

export function makeCompany(t: Harness, c: Client, name = 'Acme'): Promise<string> {
  return insertRecord(t, c, 'companies', 'cmp', { name, sort_name: name.toLowerCase() });
}

export function makeTag(t: Harness, c: Client, name = 'Tag'): Promise<string> {
  return insertRecord(t, c, 'tags', 'tag', { name, sort_name: name.toLowerCase() });
}

/** A task assigned to and created by the client's own user. */
export function makeTask(t: Harness, c: Client, body = 'Task'): Promise<string> {
  return insertRecord(t, c, 'tasks', 'tsk', {
    body,
    due_date: null,
    completed_at: null,
    assignee_id: c.user.id,
    creator_id: c.user.id,
  });
}

export function makeList(
  t: Harness,
  c: Client,
  name = 'List',
  type: 'CONTACT' | 'COMPANY' = 'CONTACT',
): Promise<string> {
  return insertRecord(t, c, 'lists', 'lst', { name, sort_name: name.toLowerCase(), type, description: '' });
}

type Body = Record<string, unknown>;

/** POSTs and returns the record, failing the test unless it answered 201. */
export async function created(c: Client, path: string, body: Body, headers?: Record<string, string>) {
  const res = await c.request('POST', path, body, headers);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** PUTs and returns the record, failing the test unless it answered 200. */
export async function updated(c: Client, path: string, body: Body) {
  const res = await c.put(path, body);
  if (res.status !== 200) throw new Error(`PUT ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The IDs of a collection read's page, failing the test unless it answered 200. */
export function idsOf(res: Response): string[] {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.map((r: { id: string }) => r.id);
}
