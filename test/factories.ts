import { newId } from '../src/core/ids.js';
import type { Client, Harness } from './harness.js';

/**
 * Records made straight in the database, for tests of other resources that
 * only need something to link to. Tests of a resource itself go through HTTP.
 */
export async function makeContact(t: Harness, c: Client, first = 'Test', last = 'Person'): Promise<string> {
  const id = newId('con');
  const now = new Date().toISOString();
  const full = `${first} ${last}`.trim();
  await t.handle.db
    .insertInto('contacts')
    .values({
      id,
      workspace_id: c.workspace.id,
      first_name: first,
      last_name: last,
      full_name: full,
      sort_name: full.toLowerCase(),
      created_at: now,
      updated_at: now,
    } as any)
    .execute();
  return id;
}

export async function makeCompany(t: Harness, c: Client, name = 'Acme'): Promise<string> {
  const id = newId('cmp');
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('companies')
    .values({
      id,
      workspace_id: c.workspace.id,
      name,
      sort_name: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    } as any)
    .execute();
  return id;
}

export async function makeTag(t: Harness, c: Client, name = 'Tag'): Promise<string> {
  const id = newId('tag');
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('tags')
    .values({
      id,
      workspace_id: c.workspace.id,
      name,
      sort_name: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A task assigned to and created by the client's own user. */
export async function makeTask(t: Harness, c: Client, body = 'Task'): Promise<string> {
  const id = newId('tsk');
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('tasks')
    .values({
      id,
      workspace_id: c.workspace.id,
      body,
      due_date: null,
      completed_at: null,
      assignee_id: c.user.id,
      creator_id: c.user.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function makeList(
  t: Harness,
  c: Client,
  name = 'List',
  type: 'CONTACT' | 'COMPANY' = 'CONTACT',
): Promise<string> {
  const id = newId('lst');
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('lists')
    .values({
      id,
      workspace_id: c.workspace.id,
      name,
      sort_name: name.toLowerCase(),
      type,
      description: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
