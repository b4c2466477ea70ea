import { Type } from '@sinclair/typebox';
import { pageOf, parseOrder } from '../../core/collection.js';
import { notFound } from '../../core/errors.js';
import { parseInclude } from '../../core/includes.js';
import { created } from '../../core/responses.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import type { ApiModule } from '../module.js';
import { deleteNote, findNote, insertNote, listNotes, updateNote } from './notes.queries.js';
import {
  NOTE_INCLUDES,
  Note,
  NoteCreate,
  NoteListQuery,
  NoteOneQuery,
  noteOrder,
  NoteUpdate,
} from './notes.schema.js';

const tags = ['notes'];
const One = DataEnvelope(Type.Ref(Note));

export const notesModule: ApiModule = {
  name: 'notes',
  schemas: [Note],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/notes',
      {
        schema: {
          tags,
          operationId: 'listNotes',
          summary: 'List notes',
          querystring: NoteListQuery,
          response: { 200: CollectionEnvelope(Type.Ref(Note)), ...errorResponses() },
        },
      },
      async (request) => {
        const { limit, offset, order_by, include } = request.query;
        const { rows, total } = await listNotes(
          db,
          request.auth.workspaceId,
          parseOrder(order_by, noteOrder),
          limit,
          offset,
          parseInclude(include),
        );
        return pageOf(rows, limit, offset, total);
      },
    );

    app.get(
      '/notes/:id',
      {
        schema: {
          tags,
          operationId: 'getNote',
          summary: 'Get one note',
          params: IdParams,
          querystring: NoteOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const note = await findNote(
          db,
          request.auth.workspaceId,
          request.params.id,
          parseInclude(request.query.include),
        );
        if (!note) throw notFound('note', request.params.id);
        return { data: note };
      },
    );

    app.post(
      '/notes',
      {
        schema: {
          tags,
          operationId: 'createNote',
          summary: 'Create a note',
          querystring: NoteOneQuery,
          body: NoteCreate,
          response: { 201: One, ...errorResponses(415, 413, 422) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.auth;
        const note = await db.transaction().execute(async (trx) => {
          const id = await insertNote(trx, workspaceId, request.body);
          return findNote(trx, workspaceId, id, NOTE_INCLUDES);
        });
        return created(request, reply, note!.id, { data: note! });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: '/notes/:id',
        schema: {
          tags,
          operationId: method === 'PUT' ? 'updateNote' : 'patchNote',
          summary: method === 'PUT' ? 'Update a note' : 'Update a note (same as PUT)',
          params: IdParams,
          querystring: NoteOneQuery,
          body: NoteUpdate,
          response: { 200: One, ...errorResponses(404, 415, 413, 422) },
        },
        handler: async (request) => {
          const { workspaceId } = request.auth;
          const note = await db.transaction().execute(async (trx) => {
            if (!(await updateNote(trx, workspaceId, request.params.id, request.body)))
              throw notFound('note', request.params.id);
            return findNote(trx, workspaceId, request.params.id, NOTE_INCLUDES);
          });
          return { data: note! };
        },
      });
    }

    app.delete(
      '/notes/:id',
      {
        schema: {
          tags,
          operationId: 'deleteNote',
          summary: 'Delete a note; answers the note as it was',
          params: IdParams,
          querystring: NoteOneQuery,
          response: { 200: One, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { workspaceId } = request.auth;
        const note = await db.transaction().execute(async (trx) => {
          const found = await findNote(
            trx,
            workspaceId,
            request.params.id,
            parseInclude(request.query.include),
          );
          if (!found) throw notFound('note', request.params.id);
          await deleteNote(trx, workspaceId, found.id);
          return found;
        });
        return { data: note };
      },
    );
  },
};
