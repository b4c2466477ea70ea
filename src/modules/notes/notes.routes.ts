import { NOTE_LINKS } from './notes.links.js';
import { resourceModule } from '../../core/resource-routes.js';
import { deleteNote, findNote, findNotes, insertNote, listNotes, updateNote } from './notes.queries.js';
import {
  NOTE_INCLUDES,
  Note,
  NoteCreate,
  NoteListQuery,
  NoteOneQuery,
  noteOrder,
  NoteUpdate,
  noteFilters,
} from './notes.schema.js';

export const notesModule = resourceModule<Note, NoteCreate, NoteUpdate>(
  { description: 'Free-text notes linked to contacts.', schemas: [Note] },
  {
    path: '/notes',
    singular: 'note',
    event: 'note',
    idPrefix: 'nte',
    links: NOTE_LINKS,
    export: {},
    operation: 'Note',
    operationPlural: 'Notes',
    table: 'notes',
    record: Note,
    createBody: NoteCreate,
    updateBody: NoteUpdate,
    listQuery: NoteListQuery,
    filters: noteFilters,
    oneQuery: NoteOneQuery,
    order: noteOrder,
    fullIncludes: NOTE_INCLUDES,
    search: { fromAnswer: (n: Note) => [n.body] },
    list: listNotes,
    find: findNote,
    findMany: findNotes,
    insert: (trx, auth, input) => insertNote(trx, auth.workspaceId, input),
    update: (trx, auth, id, input, locked) => updateNote(trx, auth.workspaceId, id, input, locked),
    remove: deleteNote,
  },
);
