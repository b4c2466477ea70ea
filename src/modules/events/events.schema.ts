import { Type } from '@sinclair/typebox';
import { Closed, Id, Timestamp } from '../../core/schemas.js';
import { Contact } from '../contacts/contacts.schema.js';
import { eventResources, eventTypes } from '../../core/event-types.js';
import { linksOf } from '../../core/link-sides.js';
import { inProse } from '../../core/prose.js';
import { pluralOf, registeredResources } from '../../core/resources.js';
// The record resources are registered before the feed's schemas list them.
import '../index.js';

export const MAX_EVENTS_LIMIT = 1000;
export const DEFAULT_EVENTS_LIMIT = 100;
/** A cursor is a position in the feed: a whole number, written in decimal. */
export const CURSOR_FORM = /^(0|[1-9][0-9]{0,15})$/;

const example = {
  id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1x',
  type: 'contact.updated',
  occurred_at: '2026-11-22T01:15:12.345Z',
  resource: 'contact',
  resource_id: (Contact.examples as { id: string }[])[0].id,
  data: { ...(Contact.examples as object[])[0], job_title: 'CEO' },
  changed: ['job_title'],
  previous: { job_title: 'CTO' },
  actor: { api_key_id: 'key_01jd8k2m3n4p5q6r7s8t9v0w1x', user_id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w1x' },
  request_id: '3f1c8f0e-6f5e-4a39-9d0e-2f4b8f6a1c2d',
};

/** The linked resources whose records a link event's side does not name (their specs have no `nameColumn`). */
const unnamed = registeredResources()
  .filter((spec) => !spec.nameColumn && linksOf(spec.table).length)
  .map(pluralOf);

const LinkSide = Type.Object(
  {
    resource: Type.String({ enum: eventResources() }),
    id: Id,
    name: Type.Optional(
      Type.String({
        description: `The record's display name; ${inProse(unnamed)} have none (the key is absent).`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** A link event's `data` (API.md section 8). */
const LinkData = Type.Object(
  {
    relation: Type.String({
      description: "The `from` record's relation that lists the link: `tags`, `lists`, ...",
    }),
    from: LinkSide,
    to: LinkSide,
  },
  { additionalProperties: false },
);

/** One change to one record (API.md section 8). */
export const Event = Type.Object(
  {
    id: Id,
    type: Type.String({
      enum: eventTypes(),
      description:
        '`<resource>.created`, `.updated`, `.deleted` or `.restored` (a record event), or `link.added` / `link.removed` (a link event)',
    }),
    occurred_at: Timestamp,
    resource: Type.String({ enum: eventResources() }),
    resource_id: Id,
    data: Type.Union([...registeredResources().map((spec) => Type.Ref(spec.record)), LinkData], {
      description:
        "A record event: the record as the write answered it (fully expanded, as POST and PUT answer); for `deleted`, the record as `GET /:id` without `include` answered it just before. A link event: the link's relation and both sides, oriented as the contract's table says.",
    }),
    changed: Type.Array(Type.String(), {
      description:
        "The top-level fields of `data` whose values the write changed, except `updated_at`, in `data`'s order; `[]` for created, deleted and restored.",
    }),
    previous: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'The old value of each changed field: a relation as the array of its old IDs in their old order, any other field as `data` showed it. `{}` for any other event.',
      },
    ),
    actor: Type.Union(
      [Type.Object({ api_key_id: Id, user_id: Id }, { additionalProperties: false }), Type.Null()],
      {
        description:
          'The API key that made the write and its user; null outside a request (`crm import`, `crm seed`).',
      },
    ),
    request_id: Type.Union([Type.String(), Type.Null()], {
      description: "The write request's `X-Request-Id`; null outside a request.",
    }),
  },
  { $id: 'Event', additionalProperties: false, examples: [example] },
);

export const EventListQuery = Closed({
  after: Type.Optional(
    Type.String({
      pattern: CURSOR_FORM.source,
      description:
        'A `next_cursor` from an earlier answer: the events after it. Without it, the feed starts at the oldest event kept.',
      'x-message': 'must be a cursor from an earlier answer\'s "next_cursor"',
    }),
  ),
  order: Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
    default: 'asc',
    description:
      '`asc` (default): oldest first, after `after`, the way to follow the feed. `desc`: newest first, before ' +
      '`before`: what happened lately (a poll that wants the last few events reads one page, not the whole feed).',
  }),
  before: Type.Optional(
    Type.String({
      pattern: CURSOR_FORM.source,
      description:
        'With `order=desc`: a `next_cursor` from an earlier newest-first answer, the events before it. Without it, ' +
        'the newest event first.',
      'x-message': 'must be a cursor from an earlier answer\'s "next_cursor"',
    }),
  ),
  limit: Type.Integer({
    minimum: 1,
    maximum: MAX_EVENTS_LIMIT,
    default: DEFAULT_EVENTS_LIMIT,
    description: 'Events per answer, 1 to 1000',
  }),
  types: Type.Optional(
    Type.String({
      description: `Comma-separated event types: only those. Types: ${eventTypes().join(', ')}.`,
    }),
  ),
  resource_id: Type.Optional(Type.String({ ...Id, description: 'Only the events of this record' })),
});

export const EventPage = Type.Object(
  {
    data: Type.Array(Type.Ref(Event)),
    meta: Closed(
      {
        next_cursor: Type.String({
          description:
            'Where to read on from: the position of the last event answered (with `order=desc`, the oldest), or the ' +
            '`after` (`before`) sent when none were.',
        }),
        has_more: Type.Boolean({
          description: 'More events are there now after `next_cursor` (with `order=desc`: before it)',
        }),
      },
      { examples: [{ next_cursor: '1234', has_more: false }] },
    ),
  },
  { additionalProperties: false },
);
