import { noteContacts } from './notes.links.js';
import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, linkedTo, search } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import { Closed, EmbeddedContact, Id, RelationUpdate, Timestamp } from '../../core/schemas.js';

export const NOTE_INCLUDES = ['contacts'] as const;
export type NoteInclude = (typeof NOTE_INCLUDES)[number];

const example = {
  id: 'nte_01jd8k2m3n4p5q6r7s8t9v0w1x',
  body: 'Called about the renewal; follow up in March.',
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  contacts: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y', full_name: 'Mary Ann Smith', image_url: null }],
};

export const Note = Type.Object(
  {
    id: Id,
    body: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
    contacts: Type.Optional(Type.Array(Type.Ref(EmbeddedContact))),
  },
  { $id: 'Note', additionalProperties: false, examples: [example] },
);
export type Note = Static<typeof Note>;

const Body = Type.String({ minLength: 1, maxLength: 100_000 });
const ContactIds = Type.Array(Id, { description: 'The full set of linked contacts' });

export const NoteCreate = Closed(
  { body: Body, contacts: Type.Optional(ContactIds) },
  { examples: [{ body: example.body, contacts: [example.contacts[0].id] }] },
);
export type NoteCreate = Static<typeof NoteCreate>;

/** PUT and PATCH: `contacts` as an array replaces the linked contacts, as `{add, remove}` changes them. */
export const NoteUpdate = Closed({
  body: Type.Optional(Body),
  contacts: Type.Optional(RelationUpdate(Id, { what: 'linked contacts' })),
});
export type NoteUpdate = Static<typeof NoteUpdate>;

export const noteOrder: OrderFields = {
  created_at: { column: 'created_at' },
  updated_at: { column: 'updated_at' },
};

/** The collection's filters (API.md section 6). */
export const noteFilters = defineFilters('notes', 'nte', {
  contact: linkedTo(noteContacts, 'con', 'Notes about any of these contacts (comma-separated IDs)'),
  q: search('notes', 'Words that each start a word of the body, ignoring case and accents'),
});

export const NoteListQuery = collectionQuery({
  orderBy: noteOrder,
  include: NOTE_INCLUDES,
  filters: noteFilters,
});
export const NoteOneQuery = Closed({ include: includeParam(NOTE_INCLUDES) });
