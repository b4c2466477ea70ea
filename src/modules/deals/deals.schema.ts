import { type Static, Type } from '@sinclair/typebox';
import { collectionQuery, type OrderFields } from '../../core/collection.js';
import { defineFilters, oneOf, search } from '../../core/filters.js';
import { includeParam } from '../../core/includes.js';
import { Closed, Id, Nullable, Timestamp } from '../../core/schemas.js';
import type { DealStage as DealStageValue } from './deals.table.js';

/** A deal embeds no other record. */
export const DEAL_INCLUDES = [] as const;

export const DEAL_STAGES = ['open', 'won', 'lost'] as const;
export const DealStage = Type.Unsafe<DealStageValue>(
  Type.String({ enum: [...DEAL_STAGES], description: 'open (still being worked), won or lost' }),
);

const example = {
  id: 'del_01jd8k2m3n4p5q6r7s8t9v0w1x',
  name: 'Acme renewal 2027',
  value: 48000,
  stage: 'open',
  created_at: '2026-11-22T01:15:12.345Z',
  updated_at: '2026-11-22T01:15:12.345Z',
};

export const Deal = Type.Object(
  {
    id: Id,
    name: Type.String(),
    value: Nullable(Type.Number()),
    stage: DealStage,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Deal', additionalProperties: false, examples: [example] },
);
export type Deal = Static<typeof Deal>;

const Name = Type.String({ minLength: 1, maxLength: 200 });
/** What the deal is worth; null when not known. */
const Value = Nullable(Type.Number({ minimum: 0, description: 'What the deal is worth; null when unknown' }));

export const DealCreate = Closed(
  { name: Name, value: Type.Optional(Value), stage: Type.Optional(DealStage) },
  { examples: [{ name: example.name, value: example.value, stage: example.stage }] },
);
export type DealCreate = Static<typeof DealCreate>;

/** PUT and PATCH: fields absent stay as they are. */
export const DealUpdate = Closed({
  name: Type.Optional(Name),
  value: Type.Optional(Value),
  stage: Type.Optional(DealStage),
});
export type DealUpdate = Static<typeof DealUpdate>;

export const dealOrder: OrderFields = {
  created_at: { column: 'created_at' },
  name: { column: 'sort_name' },
  updated_at: { column: 'updated_at' },
};

/** The collection's filters (API.md section 6). */
export const dealFilters = defineFilters('deals', 'del', {
  stage: oneOf('stage', DEAL_STAGES, 'Deals at any of these stages (comma-separated): open, won, lost'),
  q: search('deals', 'Words that each start a word of the name, ignoring case and accents'),
});

export const DealListQuery = collectionQuery({
  orderBy: dealOrder,
  include: DEAL_INCLUDES,
  filters: dealFilters,
});
export const DealOneQuery = Closed({ include: includeParam(DEAL_INCLUDES) });
