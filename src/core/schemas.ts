import { type Static, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';

/**
 * Schemas every resource shares. Those with an `$id` are registered once on
 * the app (see `sharedSchemas`) and referenced with `Type.Ref`, so that they
 * become named components of the OpenAPI document.
 */

/** `T | null` written as a JSON-schema type array, which serialisers handle fastest. */
export function Nullable<T extends TSchema>(schema: T) {
  const type: unknown = schema.type;
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  return Type.Union([schema, Type.Null()]);
}

export const Id = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Opaque ID with a resource prefix',
});
export const Timestamp = Type.String({
  format: 'date-time',
  description: 'ISO 8601 UTC with milliseconds',
  examples: ['2026-11-22T01:15:12.345Z'],
});

export const ErrorDetail = Type.Object(
  {
    path: Type.String({ description: 'JSON pointer into the request: /body/name, /query/order_by' }),
    message: Type.String(),
    existing_id: Type.Optional(Type.String({ description: 'The record that holds the unique value (409)' })),
    id: Type.Optional(Type.String({ description: 'The ID that was not found (422)' })),
  },
  { $id: 'ErrorDetail', additionalProperties: false },
);

export const ErrorBody = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ examples: ['validation_error'] }),
        message: Type.String(),
        details: Type.Array(Type.Ref(ErrorDetail)),
        request_id: Type.String(),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'Error', additionalProperties: false },
);

export const EmbeddedContact = Type.Object(
  { id: Id, full_name: Type.String(), image_url: Nullable(Type.String()) },
  { $id: 'EmbeddedContact', additionalProperties: false },
);
export const EmbeddedCompany = Type.Object(
  { id: Id, name: Type.String(), logo_url: Nullable(Type.String()) },
  { $id: 'EmbeddedCompany', additionalProperties: false },
);
export const EmbeddedUser = Type.Object(
  { id: Id, full_name: Type.String(), avatar_url: Nullable(Type.String()) },
  { $id: 'EmbeddedUser', additionalProperties: false },
);
export const TagRef = Type.Object(
  { id: Id, name: Type.String() },
  { $id: 'TagRef', additionalProperties: false },
);
export const TagLink = Type.Object(
  { tag: Type.Ref(TagRef) },
  { $id: 'TagLink', additionalProperties: false },
);
export const ListRef = Type.Object(
  { id: Id, name: Type.String() },
  { $id: 'ListRef', additionalProperties: false },
);
export const ListLink = Type.Object(
  { list: Type.Ref(ListRef) },
  { $id: 'ListLink', additionalProperties: false },
);
export const EmbeddedTask = Type.Object(
  { id: Id, body: Type.String() },
  { $id: 'EmbeddedTask', additionalProperties: false },
);
/** A note as a contact embeds it. */
export const ContactNote = Type.Object(
  { id: Id, body: Type.String(), created_at: Timestamp, updated_at: Timestamp },
  { $id: 'ContactNote', additionalProperties: false },
);

export const PageMeta = Type.Object(
  {
    limit: Type.Integer(),
    offset: Type.Integer(),
    total: Type.Integer({ description: 'Exact number of records that match' }),
    has_more: Type.Boolean({ description: 'offset + data.length < total' }),
  },
  { $id: 'PageMeta', additionalProperties: false },
);

/**
 * The state fields contacts and companies share, in their read form:
 * starred, merge, team-interaction (server-managed) and the timestamps.
 */
export const PartyState = {
  is_starred: Type.Boolean(),
  ignore_merge: Type.Boolean(),
  last_team_interaction: Nullable(Timestamp),
  team_members_connected: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

/** Registered on the app and on both validators; order matters only for readability. */
export const sharedSchemas: TSchema[] = [
  ErrorDetail,
  ErrorBody,
  EmbeddedContact,
  EmbeddedCompany,
  EmbeddedUser,
  TagRef,
  TagLink,
  ListRef,
  ListLink,
  EmbeddedTask,
  ContactNote,
  PageMeta,
];

/** `{data: record}` */
export const DataEnvelope = <T extends TSchema>(record: T) =>
  Type.Object({ data: record }, { additionalProperties: false });

/** `{data: [record...], meta}` */
export const CollectionEnvelope = <T extends TSchema>(record: T) =>
  Type.Object({ data: Type.Array(record), meta: Type.Ref(PageMeta) }, { additionalProperties: false });

/** A closed object: unknown properties are refused, never dropped. */
export const Closed = <P extends TProperties>(properties: P, options: object = {}): TObject<P> =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const IdParams = Closed({ id: Id });

/** The error responses every API route can give, for the route schema. */
export function errorResponses(...statuses: number[]) {
  const out: Record<number, TSchema> = {};
  for (const s of [400, 401, 429, 500, ...statuses]) out[s] = Type.Ref(ErrorBody);
  return out;
}

/** A related record given by ID, as a string or `{id}` (lists accept both). */
export const IdOrObject = Type.Union([Id, Closed({ id: Id })], {
  'x-message': 'must be an ID string or an object {"id": ...}',
});

/**
 * A relation in a PUT or PATCH body (API.md section 7): an array is the full
 * final set; an object adds and removes members and leaves the others in
 * place (either key may be absent, not both). `removeItem` is what `remove`
 * takes when it differs from what `add` takes (an e-mail address or ID).
 */
export function RelationUpdate<T extends TSchema, R extends TSchema = T>(
  item: T,
  options: {
    what: string;
    maxItems?: number;
    setDescription?: string;
    addDescription?: string;
    removeItem?: R;
    removeDescription?: string;
  },
) {
  const limit = options.maxItems === undefined ? {} : { maxItems: options.maxItems };
  return Type.Union(
    [
      Type.Array(item, {
        ...limit,
        description: options.setDescription ?? `The full set of ${options.what}`,
      }),
      Closed(
        {
          add: Type.Optional(
            Type.Array(item, {
              ...limit,
              description:
                options.addDescription ??
                'Linked at the end in the order sent; what is already linked stays in place',
            }),
          ),
          remove: Type.Optional(
            Type.Array((options.removeItem ?? item) as R, {
              ...limit,
              description:
                options.removeDescription ??
                'Unlinked; an ID that is not linked (or does not exist) is ignored',
            }),
          ),
        },
        { minProperties: 1, description: `Adds and removes ${options.what}; the others stay` },
      ),
    ],
    {
      // A to-one relation (core/link-sides.ts, `atMostOne`) says so: the array's own limit is hidden by the union's message.
      'x-message':
        options.maxItems === 1
          ? `must be an array of at most 1 ID (the ${options.what}; [] unlinks it) or an object {"add": [at most 1 ID], "remove": [...]} with at least one of them`
          : `must be an array (the full set of ${options.what}) or an object {"add": [...], "remove": [...]} with at least one of them`,
    },
  );
}
