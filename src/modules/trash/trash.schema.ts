import { Type } from '@sinclair/typebox';
import { eventResources } from '../../core/event-types.js';
import { registeredResources } from '../../core/resources.js';
import { Closed, Id } from '../../core/schemas.js';
import { Note } from '../notes/notes.schema.js';
import { PAGING } from '../../core/collection.js';

const noteExample = (Note.examples as Record<string, unknown>[])[0] as { id: string } & Record<
  string,
  unknown
>;

/** At most this many records per restore (API.md section 12). */
export const MAX_RESTORE = 100;

/** A record as its resource's GET with every include answers it: any of the seven. */
export const AnyRecord = Type.Union(
  registeredResources().map((spec) => Type.Ref(spec.record)),
  { $id: 'AnyRecord', examples: [noteExample] },
);

/** One deleted record in the trash (API.md section 12). */
export const TrashItem = Type.Object(
  {
    id: Id,
    resource: Type.String({
      enum: eventResources(),
      description: 'As the change feed names it: `contact`, `custom_field`',
    }),
    deleted_at: Type.String({ format: 'date-time', description: "The delete event's `occurred_at`" }),
    actor: Type.Union(
      [Type.Object({ api_key_id: Id, user_id: Id }, { additionalProperties: false }), Type.Null()],
      { description: 'Who deleted it: the API key and its user; null outside a request.' },
    ),
    request_id: Type.Union([Type.String(), Type.Null()], { description: "The delete's request ID." }),
    record: Type.Union(
      registeredResources().map((spec) => Type.Ref(spec.record)),
      {
        description:
          "The delete event's `data`: the record as `GET /:id` answered it just before its delete.",
      },
    ),
  },
  {
    $id: 'TrashItem',
    additionalProperties: false,
    examples: [
      {
        id: noteExample.id,
        resource: 'note',
        deleted_at: '2026-11-23T09:30:00.000Z',
        actor: { api_key_id: 'key_01jd8k2m3n4p5q6r7s8t9v0w1z', user_id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w20' },
        request_id: 'req-7f3a',
        record: noteExample,
      },
    ],
  },
);

export const TrashListQuery = Closed({
  resource: Type.Optional(
    Type.String({
      enum: eventResources(),
      description: 'Only records of this resource, named as events name it',
    }),
  ),
  ...PAGING,
});

export const RestoreBody = Closed(
  {
    ids: Type.Array(Id, {
      minItems: 1,
      maxItems: MAX_RESTORE,
      description: 'IDs of deleted records of any resources, 1 to 100, each once',
    }),
  },
  { examples: [{ ids: [noteExample.id, 'tag_01jd8k2m3n4p5q6r7s8t9v0w21'] }] },
);

export const RestoreAnswer = Type.Object(
  {
    data: Type.Array(Type.Ref(AnyRecord), { description: 'Each record restored, in the order sent' }),
  },
  { additionalProperties: false },
);
