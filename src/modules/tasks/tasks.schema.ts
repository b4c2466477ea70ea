import { taskContacts, taskTags } from './tasks.links.js';
import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, isSet, linkedTo, referenceTo, search, timeBound } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import {
  Closed,
  EmbeddedContact,
  EmbeddedUser,
  Id,
  Nullable,
  RelationUpdate,
  TagRef,
  Timestamp,
} from '../../core/schemas.js';

export const TASK_INCLUDES = ['tags'] as const;
export type TaskInclude = (typeof TASK_INCLUDES)[number];

const owner = { id: 'usr_01jd8k2m3n4p5q6r7s8t9v0w1z', full_name: 'Ada Lovelace', avatar_url: null };
const example = {
  id: 'tsk_01jd8k2m3n4p5q6r7s8t9v0w1x',
  body: 'Send the renewal offer.',
  due_date: '2026-12-01T09:00:00.000Z',
  completed_at: null,
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
  contacts: [{ id: 'con_01jd8k2m3n4p5q6r7s8t9v0w1y', full_name: 'Mary Ann Smith', image_url: null }],
  assignee: owner,
  creator: owner,
  tags: [{ id: 'tag_01jd8k2m3n4p5q6r7s8t9v0w1w', name: 'Renewals' }],
};

/**
 * A task. `contacts`, `assignee` and `creator` are always present, but a
 * write's answer to a key without `contacts:read` has no `contacts`; `tags`
 * only when included (and on POST/PUT/PATCH responses to a key with
 * `tags:read`). API.md sections 3 and 5.
 */
export const Task = Type.Object(
  {
    id: Id,
    body: Type.String(),
    due_date: Nullable(Timestamp),
    completed_at: Nullable({
      ...Timestamp,
      description: 'When the task was completed; null while it is open',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
    contacts: Type.Optional(
      Type.Array(Type.Ref(EmbeddedContact), {
        description: "Always present, except in a write's answer to a key without contacts:read",
      }),
    ),
    assignee: Type.Ref(EmbeddedUser),
    creator: Type.Ref(EmbeddedUser),
    tags: Type.Optional(Type.Array(Type.Ref(TagRef))),
  },
  { $id: 'Task', additionalProperties: false, examples: [example] },
);
export type Task = Static<typeof Task>;

const Body = Type.String({ minLength: 1, maxLength: 10_000 });
/** Checked and converted to UTC by the handler (see `parseDueDate`). */
const DueDate = Nullable(
  Type.String({
    maxLength: 64,
    description: 'ISO 8601 timestamp with any offset, stored in UTC; null clears it',
    examples: ['2026-12-01T10:00:00+01:00'],
  }),
);
const Writable = {
  due_date: Type.Optional(DueDate),
  assignee: Type.Optional({
    ...Id,
    description: 'A workspace user of this workspace; defaults to the creator',
  }),
  completed: Type.Optional(
    Type.Boolean({ description: 'true sets completed_at to now unless already set; false clears it' }),
  ),
  contacts: Type.Optional(Type.Array(Id, { description: 'The full set of linked contacts' })),
  tags: Type.Optional(Type.Array(Id, { description: 'The full set of linked tags' })),
};
/** PUT and PATCH take each relation as the full set or as `{add, remove}`. */
const Updatable = {
  ...Writable,
  contacts: Type.Optional(RelationUpdate(Id, { what: 'linked contacts' })),
  tags: Type.Optional(RelationUpdate(Id, { what: 'linked tags' })),
};

export const TaskCreate = Closed(
  { body: Body, ...Writable },
  {
    examples: [
      {
        body: example.body,
        due_date: '2026-12-01T10:00:00+01:00',
        contacts: [example.contacts[0].id],
        tags: [example.tags[0].id],
      },
    ],
  },
);
export type TaskCreate = Static<typeof TaskCreate>;

export const TaskUpdate = Closed({ body: Type.Optional(Body), ...Updatable });
export type TaskUpdate = Static<typeof TaskUpdate>;

export const taskOrder: OrderFields = {
  due_date: { column: 'due_date', nullable: true },
  created_at: { column: 'created_at' },
  updated_at: { column: 'updated_at' },
  completed_at: { column: 'completed_at', nullable: true },
};

/** The collection's filters (API.md section 6). */
export const taskFilters = defineFilters('tasks', 'tsk', {
  assignee: referenceTo(
    'assignee_id',
    'usr',
    'Tasks assigned to any of these workspace users (comma-separated IDs)',
  ),
  creator: referenceTo(
    'creator_id',
    'usr',
    'Tasks created by any of these workspace users (comma-separated IDs)',
  ),
  completed: isSet('completed_at', 'Completed tasks (true) or open ones (false)'),
  due_after: timeBound(
    'due_date',
    '>',
    'Due strictly after this instant; a task without a due date never matches',
  ),
  due_before: timeBound(
    'due_date',
    '<',
    'Due strictly before this instant; a task without a due date never matches',
  ),
  contact: linkedTo(taskContacts, 'con', 'Tasks about any of these contacts (comma-separated IDs)'),
  tag: linkedTo(taskTags, 'tag', 'Tasks with any of these tags (comma-separated IDs)'),
  q: search('tasks', 'Words that each start a word of the body, ignoring case and accents'),
});

export const TaskListQuery = collectionQuery({
  orderBy: taskOrder,
  include: TASK_INCLUDES,
  filters: taskFilters,
});
export const TaskOneQuery = Closed({ include: includeParam(TASK_INCLUDES) });
