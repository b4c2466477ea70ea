import { expect } from 'vitest';
import { makeCompany, makeContact, makeList, makeTag, makeTask } from '../factories.js';
import type { Client, Harness } from '../harness.js';

/**
 * One record of every kind in a workspace (custom fields of every entity
 * and the types that hold references), so that tests can name each kind
 * from another workspace, or from the wrong place.
 */
export interface World {
  ids: {
    contact: string;
    company: string;
    tag: string;
    task: string;
    contactList: string;
    companyList: string;
    user: string;
    contactText: string;
    companyText: string;
    contactUser: string;
    companyUser: string;
    contactSelect: string;
    companySelect: string;
    contactOption: string;
    companyOption: string;
  };
}

async function field(c: Client, entity: 'CONTACT' | 'COMPANY', type: string, name: string) {
  const body: Record<string, unknown> = { name, field_type: type, entity_type: entity };
  if (type === 'SINGLE_SELECT') body.multi_select_options = [{ value: 'Red' }, { value: 'Blue' }];
  const res = await c.post('/custom-fields', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; multi_select_options?: { id: string }[] };
}

/** One record of every kind, so that each kind can be named from the other workspace. */
export async function world(t: Harness, c: Client): Promise<World> {
  const user = await c.addUser('MEMBER', 'Member Of This Workspace');
  const contactSelect = await field(c, 'CONTACT', 'SINGLE_SELECT', 'Colour');
  const companySelect = await field(c, 'COMPANY', 'SINGLE_SELECT', 'Colour');
  return {
    ids: {
      contact: await makeContact(t, c, 'Own', 'Contact'),
      company: await makeCompany(t, c, 'Own Company'),
      tag: await makeTag(t, c, 'own-tag'),
      task: await makeTask(t, c, 'Own task'),
      contactList: await makeList(t, c, 'Own contact list', 'CONTACT'),
      companyList: await makeList(t, c, 'Own company list', 'COMPANY'),
      user: user.id,
      contactText: (await field(c, 'CONTACT', 'SINGLE_LINE_TEXT', 'Nickname')).id,
      companyText: (await field(c, 'COMPANY', 'SINGLE_LINE_TEXT', 'Motto')).id,
      contactUser: (await field(c, 'CONTACT', 'USER', 'Owner')).id,
      companyUser: (await field(c, 'COMPANY', 'USER', 'Owner')).id,
      contactSelect: contactSelect.id,
      companySelect: companySelect.id,
      contactOption: contactSelect.multi_select_options![0].id,
      companyOption: companySelect.multi_select_options![0].id,
    },
  };
}

export type Ids = World['ids'];
