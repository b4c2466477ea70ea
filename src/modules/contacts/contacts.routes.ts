import { CONTACT_LINKS } from './contacts.links.js';
import { resourceModule } from '../../core/resource-routes.js';
import { type ContactInput, parseContactInput } from './contacts.input.js';
import {
  deleteContact,
  findContact,
  findContacts,
  findContactsByEmail,
  insertContact,
  insertContacts,
  listContacts,
  updateContact,
} from './contacts.queries.js';
import {
  CONTACT_INCLUDES,
  Contact,
  ContactCreate,
  ContactEmail,
  ContactListQuery,
  ContactOneQuery,
  ContactPhoneNumber,
  ContactUpdate,
  contactOrder,
  contactFilters,
} from './contacts.schema.js';

export const contactsModule = resourceModule<Contact, ContactInput, ContactInput>(
  {
    description:
      'People, with their e-mails, phone numbers, companies, tags, lists, notes and custom-field values.',
    schemas: [ContactEmail, ContactPhoneNumber, Contact],
  },
  {
    path: '/contacts',
    singular: 'contact',
    event: 'contact',
    idPrefix: 'con',
    links: CONTACT_LINKS,
    export: {
      csvOmitted: ['full_name'],
      csvCells: ' (e-mails and phones by value, the primary first, phones as `+<code> <number>`)',
      vcard: true,
    },
    operation: 'Contact',
    operationPlural: 'Contacts',
    table: 'contacts',
    record: Contact,
    createBody: ContactCreate,
    updateBody: ContactUpdate,
    listQuery: ContactListQuery,
    filters: contactFilters,
    oneQuery: ContactOneQuery,
    order: contactOrder,
    fullIncludes: CONTACT_INCLUDES,
    nameColumn: 'full_name',
    // The full answer, which carries the e-mails (CONTACT_INCLUDES).
    search: {
      fromAnswer: (c: Contact) => [c.first_name, c.last_name, c.job_title, ...c.emails!.map((e) => e.email)],
    },
    list: listContacts,
    find: findContact,
    findMany: findContacts,
    // Names, e-mails and phones are checked and normalised before the transaction.
    prepareCreate: (body) => parseContactInput(body, 'create'),
    prepareUpdate: (body) => parseContactInput(body, 'update'),
    insert: (trx, auth, input) => insertContact(trx, auth.workspaceId, input),
    insertMany: (trx, auth, inputs) => insertContacts(trx, auth.workspaceId, inputs),
    update: (trx, auth, id, input, locked) => updateContact(trx, auth.workspaceId, id, input, locked),
    remove: deleteContact,
    upsert: {
      matchOn: {
        email: {
          description: "a contact having any of the body's e-mails, ignoring case",
          path: '/body/emails',
          values: (input) =>
            input.emails && 'set' in input.emails ? input.emails.set.map((e) => e.email) : [],
          find: findContactsByEmail,
        },
      },
      adds: ['emails', 'phone_numbers', 'companies', 'tags', 'lists'],
    },
  },
);
