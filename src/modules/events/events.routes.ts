import type { FastifyReply } from 'fastify';
import { AppError, notFound, validationError } from '../../core/errors.js';
import type { ApiModule } from '../../core/module.js';
import { DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import { Type } from '@sinclair/typebox';
import { findEvent, purgedThrough, readFeed } from './events.queries.js';
import { Event, EventListQuery, EventPage } from './events.schema.js';
import { eventTypes } from '../../core/event-types.js';
import { registeredResources } from '../../core/resources.js';
import type { AuthContext } from '../../core/auth.js';
import { areaOfPath, holds, need } from '../../core/scopes.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON text as it is: the serialiser is not asked to rebuild what is stored whole. */
function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type(JSON_TYPE).send(text);
}
const KNOWN_TYPES = new Set(eventTypes());

const cursorExpired = (after: string) =>
  new AppError(
    410,
    'cursor_expired',
    `The cursor "${after}" is older than the events the feed keeps; read the feed again from its start (without "after").`,
    [{ path: '/query/after', message: 'is older than the oldest event kept' }],
  );

/** `types=contact.created,contact.updated`: each a known type (400 at `/query/types` otherwise). */
function parseTypes(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const types = [...new Set(raw.split(',').map((t) => t.trim()))];
  const unknown = types.filter((t) => !KNOWN_TYPES.has(t));
  if (unknown.length)
    throw validationError(
      unknown.map((t) => ({
        path: '/query/types',
        message: `"${t}" is not an event type; use ${eventTypes().slice(0, 3).join(', ')} and so on`,
      })),
    );
  return types;
}

/** The event resources a key may read (API.md section 3); null when it may read all of them. */
function readableResources(auth: AuthContext): string[] | null {
  const resources = registeredResources();
  const readable = resources.flatMap((spec) =>
    holds(auth, areaOfPath(spec.path), 'read') ? [spec.event] : [],
  );
  return readable.length === resources.length ? null : readable;
}

/** Whether the key may read this event: its resource's area, and for a link event both sides'. */
function mayRead(auth: AuthContext, payload: string): boolean {
  const readable = readableResources(auth);
  if (readable === null) return true;
  const event = JSON.parse(payload) as {
    type?: string;
    resource: string;
    data?: { to?: { resource?: string } };
  };
  const sides = event.type?.startsWith('link.')
    ? [event.resource, event.data?.to?.resource]
    : [event.resource];
  return sides.every((resource) => resource !== undefined && readable.includes(resource));
}

/**
 * The change feed (API.md section 8). Answers are built from the events'
 * stored JSON text as it is: an event reads the same every time.
 */
export const eventsModule: ApiModule = {
  name: 'events',
  description:
    'The change feed: one event per record each write changed, in commit order, kept 30 days; follow `next_cursor`.',
  schemas: [Event],
  routes: async (app, { handle }) => {
    const { db } = handle;

    app.get(
      '/events',
      {
        config: { scope: need('events', 'read') },
        schema: {
          tags: ['events'],
          operationId: 'listEvents',
          summary: 'Read the change feed',
          description:
            'Events oldest first, after the cursor `after` (or with `order=desc`, newest first, before `before`). ' +
            'Follow `meta.next_cursor` to read on: oldest first, it never skips ' +
            'an event and never shows one twice, even while writes commit on several instances. Events are kept ' +
            '`EVENT_RETENTION_DAYS` (30 by default); a cursor older than that answers 410 `cursor_expired`.',
          querystring: EventListQuery,
          response: { 200: EventPage, ...errorResponses(410) },
        },
      },
      async (request, reply) => {
        const { after, before, order, limit, types, resource_id } = request.query;
        const workspaceId = request.auth.workspaceId;
        const newestFirst = order === 'desc';
        if (newestFirst ? after !== undefined : before !== undefined)
          throw validationError([
            newestFirst
              ? { path: '/query/after', message: 'reads oldest first; with order=desc, use "before"' }
              : { path: '/query/before', message: 'reads newest first: send it with order=desc' },
          ]);
        const typeList = parseTypes(types);
        const purged = await purgedThrough(db, workspaceId);
        if (after !== undefined && Number(after) < purged) throw cursorExpired(after);
        const start = after === undefined ? purged : Number(after);
        const { events, hasMore } = await readFeed(db, workspaceId, {
          after: newestFirst ? purged : start,
          newestFirst: newestFirst ? { before: before === undefined ? null : Number(before) } : undefined,
          limit,
          types: typeList,
          resourceId: resource_id ?? null,
          readable: readableResources(request.auth),
        });
        // Where a reader goes on: after the newest answered, or (newest first) before the oldest.
        const nextCursor = events.length
          ? String(events[events.length - 1].seq)
          : newestFirst
            ? (before ?? String(purged))
            : String(start);
        return sendJsonText(
          reply,
          `{"data":[${events.map((e) => e.payload).join(',')}],"meta":${JSON.stringify({
            next_cursor: nextCursor,
            has_more: hasMore,
          })}}`,
        );
      },
    );

    app.get(
      '/events/:id',
      {
        config: { scope: need('events', 'read') },
        schema: {
          tags: ['events'],
          operationId: 'getEvent',
          summary: 'Get one event',
          params: IdParams,
          querystring: Type.Object({}, { additionalProperties: false }),
          response: { 200: DataEnvelope(Type.Ref(Event)), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const payload = await findEvent(db, request.auth.workspaceId, request.params.id);
        // An event of an area the key cannot read answers as one that does not exist.
        if (payload === undefined || !mayRead(request.auth, payload))
          throw notFound('event', request.params.id);
        return sendJsonText(reply, `{"data":${payload}}`);
      },
    );
  },
};
