import { type Static, Type } from '@sinclair/typebox';
import { Closed, Nullable } from '../../core/schemas.js';

/** At most this many events are taken back by one undo (API.md section 12); more is a 400 at `/body`. */
export const UNDO_MAX_EVENTS = 10_000;

/** A request ID as the server keeps one (an `X-Request-Id` it accepts, or one it made). */
export const REQUEST_ID_FORM = /^[\w.:-]{1,128}$/;
/** An API key's ID: `key_` and its ULID. */
export const KEY_ID_FORM = /^key_[0-9a-z]{26}$/;

export const UndoBody = Closed(
  {
    request_id: Type.Optional(
      Type.String({
        description:
          "Takes back every kept event with this request ID: an HTTP request's `X-Request-Id`, or the " +
          '`request_id` a `crm import` run printed. Not with `api_key_id`.',
        examples: ['3f0c2a9e-8d1b-4c7e-9a55-1e2f3a4b5c6d'],
      }),
    ),
    api_key_id: Type.Optional(
      Type.String({
        description:
          'Takes back every kept event of this API key whose `occurred_at` is in [`since`, `until`). Not with `request_id`.',
        examples: ['key_01jd8k2m3n4p5q6r7s8t9v0w1z'],
      }),
    ),
    since: Type.Optional(
      Type.String({
        description: 'With `api_key_id` (required there): the start of the range, included. Any offset.',
        examples: ['2026-11-22T01:00:00.000Z'],
      }),
    ),
    until: Type.Optional(
      Type.String({
        description:
          'With `api_key_id`: the end of the range, left out; now when absent. Equal to `since`: an empty range.',
        examples: ['2026-11-22T02:00:00.000Z'],
      }),
    ),
    dry_run: Type.Optional(Type.Boolean({ description: 'Answer what the undo would do, and write nothing' })),
    force: Type.Optional(
      Type.Boolean({
        description:
          'Revert what a later write (not among those taken back) changed since, too, instead of leaving it and listing it as a conflict',
      }),
    ),
  },
  {
    // The one command after a bad run of an automation: what undoing its key's writes since it began would do.
    examples: [
      { api_key_id: 'key_01jd8k2m3n4p5q6r7s8t9v0w1z', since: '2026-11-22T09:00:00.000Z', dry_run: true },
    ],
  },
);
export type UndoBody = Static<typeof UndoBody>;

export const UNDO_ACTIONS = ['deleted', 'restored', 'reverted', 'unlinked', 'linked', 'skipped'] as const;
export type UndoAction = (typeof UNDO_ACTIONS)[number];

export const UndoneEvent = Type.Object(
  {
    event_id: Type.String({ description: 'The event taken back' }),
    resource: Type.String({
      description: "The event's resource, as the feed names it (a link event: its from side)",
    }),
    resource_id: Type.String(),
    action: Type.Unsafe<UndoAction>({
      type: 'string',
      enum: [...UNDO_ACTIONS],
      description:
        'What was done: deleted (a created or restored record), restored (a deleted one), reverted (an update), ' +
        'unlinked, linked, or skipped (a conflict, listed in meta.conflicts)',
    }),
  },
  {
    $id: 'UndoneEvent',
    additionalProperties: false,
    examples: [
      {
        event_id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1z',
        resource: 'contact',
        resource_id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y',
        action: 'reverted',
      },
    ],
  },
);
export type UndoneEvent = Static<typeof UndoneEvent>;

export const UndoConflict = Type.Object(
  {
    event_id: Type.String({ description: 'The event that was not taken back' }),
    resource_id: Type.String(),
    field: Nullable(
      Type.String({
        description:
          'The field the later write changed (a relation by its field); null when it is the record itself (deleted or restored since)',
      }),
    ),
    changed_by: Type.String({
      description: 'The later event, not among those taken back, that changed it: evt_...',
    }),
  },
  {
    $id: 'UndoConflict',
    additionalProperties: false,
    examples: [
      {
        event_id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1z',
        resource_id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y',
        field: 'job_title',
        changed_by: 'evt_01jd8k2m3n4p5q6r7s8t9v0w2a',
      },
    ],
  },
);
export type UndoConflict = Static<typeof UndoConflict>;

export const UndoAnswer = Type.Object(
  {
    data: Type.Array(Type.Ref(UndoneEvent), { description: 'Each event taken, newest first' }),
    meta: Type.Object(
      {
        reverted: Type.Integer({ description: 'Events taken back (those not skipped)' }),
        conflicts: Type.Array(Type.Ref(UndoConflict)),
        dry_run: Type.Boolean(),
      },
      {
        additionalProperties: false,
        examples: [
          {
            reverted: 1,
            conflicts: [
              {
                event_id: 'evt_01jd8k2m3n4p5q6r7s8t9v0w1z',
                resource_id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y',
                field: 'job_title',
                changed_by: 'evt_01jd8k2m3n4p5q6r7s8t9v0w2a',
              },
            ],
            dry_run: true,
          },
        ],
      },
    ),
  },
  { additionalProperties: false },
);
export type UndoAnswer = Static<typeof UndoAnswer>;
