import type { EntityType, FieldType } from '../db/types.js';
import type { Random } from './random.js';

/**
 * The custom fields a seed defines, one or more of each type, and how their
 * values are drawn. Values are stored as the API stores them: JSON text of a
 * string, number, boolean, `YYYY-MM-DD` string, option ID, array of option
 * IDs, or workspace-user ID.
 */
export interface FieldSpec {
  name: string;
  fieldType: FieldType;
  entityType: EntityType;
  /** Share of records that have a value. */
  share: number;
  /** Option values of a select field. */
  options?: readonly string[];
  /** Draws the value of a non-select, non-user field. */
  draw?: (rnd: Random) => string | number | boolean;
}

const DAY = 86_400_000;

/** A calendar date within `fromDays`..`toDays` of `now`, `YYYY-MM-DD`. */
export function dateAround(rnd: Random, now: number, fromDays: number, toDays: number): string {
  return new Date(now + rnd.int(fromDays, toDays) * DAY).toISOString().slice(0, 10);
}

export function fieldSpecs(now: number): FieldSpec[] {
  return [
    {
      name: 'Lead source',
      fieldType: 'SINGLE_SELECT',
      entityType: 'CONTACT',
      share: 0.7,
      options: ['Website', 'Referral', 'Event', 'Cold outreach', 'Partner', 'Social media'],
    },
    {
      name: 'Interests',
      fieldType: 'MULTI_SELECT',
      entityType: 'CONTACT',
      share: 0.4,
      options: ['Product updates', 'Pricing', 'Integrations', 'Security', 'Training'],
    },
    {
      name: 'Lead score',
      fieldType: 'NUMERIC',
      entityType: 'CONTACT',
      share: 0.6,
      draw: (r) => r.int(0, 100),
    },
    {
      name: 'Newsletter opt-in',
      fieldType: 'BOOLEAN',
      entityType: 'CONTACT',
      share: 0.8,
      draw: (r) => r.chance(0.55),
    },
    {
      name: 'First contacted',
      fieldType: 'DATE',
      entityType: 'CONTACT',
      share: 0.5,
      draw: (r) => dateAround(r, now, -730, 0),
    },
    {
      name: 'Preferred language',
      fieldType: 'SINGLE_LINE_TEXT',
      entityType: 'CONTACT',
      share: 0.5,
      draw: (r) =>
        r.pick(['English', 'French', 'German', 'Spanish', 'Italian', 'Japanese', 'Portuguese', 'Dutch']),
    },
    { name: 'Account manager', fieldType: 'USER', entityType: 'CONTACT', share: 0.5 },
    {
      name: 'Industry',
      fieldType: 'SINGLE_SELECT',
      entityType: 'COMPANY',
      share: 0.8,
      options: [
        'Software',
        'Manufacturing',
        'Retail',
        'Healthcare',
        'Finance',
        'Logistics',
        'Education',
        'Media',
      ],
    },
    {
      name: 'Tier',
      fieldType: 'SINGLE_SELECT',
      entityType: 'COMPANY',
      share: 0.6,
      options: ['Gold', 'Silver', 'Bronze'],
    },
    {
      name: 'Products used',
      fieldType: 'MULTI_SELECT',
      entityType: 'COMPANY',
      share: 0.3,
      options: ['CRM', 'Billing', 'Support desk', 'Analytics'],
    },
    {
      name: 'Renewal date',
      fieldType: 'DATE',
      entityType: 'COMPANY',
      share: 0.4,
      draw: (r) => dateAround(r, now, -30, 365),
    },
    { name: 'Partner', fieldType: 'BOOLEAN', entityType: 'COMPANY', share: 0.7, draw: (r) => r.chance(0.2) },
    {
      name: 'Health score',
      fieldType: 'NUMERIC',
      entityType: 'COMPANY',
      share: 0.5,
      draw: (r) => r.int(10, 100) / 10,
    },
    {
      name: 'Stock ticker',
      fieldType: 'SINGLE_LINE_TEXT',
      entityType: 'COMPANY',
      share: 0.15,
      draw: (r) => String.fromCharCode(r.int(65, 90), r.int(65, 90), r.int(65, 90), r.int(65, 90)),
    },
    { name: 'Account owner', fieldType: 'USER', entityType: 'COMPANY', share: 0.5 },
  ];
}

/** A field as seeded: its ID, its option IDs (select fields), and its spec. */
export interface SeededField {
  id: string;
  spec: FieldSpec;
  optionIds: string[];
}

/** The stored JSON text of one value, or null when this record gets none. */
export function drawValue(rnd: Random, field: SeededField, userIds: readonly string[]): string | null {
  if (!rnd.chance(field.spec.share)) return null;
  switch (field.spec.fieldType) {
    case 'SINGLE_SELECT':
      return JSON.stringify(rnd.pick(field.optionIds));
    case 'MULTI_SELECT': {
      // Chosen options in the field's own order, as a client picking from the list sends them.
      const chosen = new Set(rnd.sample(field.optionIds, rnd.int(1, Math.min(3, field.optionIds.length))));
      return JSON.stringify(field.optionIds.filter((id) => chosen.has(id)));
    }
    case 'USER':
      return userIds.length ? JSON.stringify(rnd.pick(userIds)) : null;
    default:
      return JSON.stringify(field.spec.draw!(rnd));
  }
}
