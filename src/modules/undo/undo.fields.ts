import type { TObject } from '@sinclair/typebox';
import { eventSourceFor } from '../../core/changes.js';
import type { FeedEvent } from './undo.events.js';
import { specOf } from './undo.links.js';

/**
 * An `.updated` event's `previous` as an update body (API.md section 12:
 * "an `.updated` record gets each field of `previous` back"). `previous`
 * holds each field as the record's answer showed it (section 8); the body
 * takes it in its write form: a relation as the IDs that still exist, an
 * e-mail or phone number without its ID, a custom field's values by field
 * and option IDs (and `null` for a field the update gave a first value), an
 * embedded user by its ID, a task's `completed_at` as `completed`. A field
 * the body does not take (the server sets it) is not reverted on its own:
 * it follows the fields it derives from (a contact's `full_name`).
 */

type Value = unknown;

const idOf = (value: Value) =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string }).id
    : value;

/** The body field a changed field is written back through, or null when the server derives it. */
export function bodyFieldOf(resource: string, field: string, changed: readonly string[]): string | null {
  const spec = specOf(resource);
  if (resource === 'contact' && field === 'full_name')
    return changed.includes('first_name') || changed.includes('last_name') ? null : 'full_name';
  if (resource === 'task' && field === 'completed_at') return 'completed';
  const body = (spec.updateBody as TObject).properties[field] as { not?: unknown } | undefined;
  if (!body || ('not' in body && body.not !== undefined)) return null;
  return field;
}

/** The fields of an `.updated` event that an undo writes back, in the event's order. */
export const revertibleFields = (event: FeedEvent) =>
  event.changed.filter((field) => bodyFieldOf(event.resource, field, event.changed) !== null);

/** True when `field` of the resource lists linked records (a relation through a link table). */
export const isRelation = (resource: string, field: string) =>
  eventSourceFor(specOf(resource).table).linkFields.has(field);

/** The update body that gives `fields` of the event's record their old values; `exists` says which IDs do. */
export function revertBody(
  event: FeedEvent,
  fields: readonly string[],
  exists: (id: string) => boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const target = bodyFieldOf(event.resource, field, event.changed);
    if (target === null) continue;
    const old = event.previous[field];
    if (isRelation(event.resource, field)) {
      body[target] = ((old as string[] | undefined) ?? []).filter(exists);
    } else if (field === 'emails') {
      body[target] = ((old as { email: string; is_primary: boolean }[]) ?? []).map(
        ({ email, is_primary }) => ({
          email,
          is_primary,
        }),
      );
    } else if (field === 'phone_numbers') {
      body[target] = (
        (old as { country_code: string; phone_number: string; is_primary: boolean }[]) ?? []
      ).map(({ country_code, phone_number, is_primary }) => ({ country_code, phone_number, is_primary }));
    } else if (field === 'custom_fields') {
      body[target] = customFieldsBack(old, event.data[field]);
    } else if (field === 'multi_select_options') {
      // Options by ID and value: an option kept keeps its ID.
      body[target] = old;
    } else if (target === 'completed') {
      body[target] = old !== null && old !== undefined;
    } else {
      body[target] = Array.isArray(old) ? old.map(idOf) : idOf(old);
    }
  }
  return body;
}

type ValueRead = { id: string; value: Value };

/** Custom-field values back: each old value, and null for a field that had none before the update. */
function customFieldsBack(old: Value, after: Value): { id: string; value: Value }[] {
  const before = (old as ValueRead[] | undefined) ?? [];
  const had = new Set(before.map((v) => v.id));
  const out = before.map((v) => ({
    id: v.id,
    value: Array.isArray(v.value) ? v.value.map(idOf) : idOf(v.value),
  }));
  for (const v of (after as ValueRead[] | undefined) ?? [])
    if (!had.has(v.id)) out.push({ id: v.id, value: null });
  return out;
}
