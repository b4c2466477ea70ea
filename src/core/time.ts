/** The current instant in the contract's form: ISO 8601 UTC with milliseconds. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The `updated_at` for a record last updated at `previous`: now, but never
 * earlier than what is stored (clocks of several instances can disagree).
 */
export function nextUpdatedAt(previous: string): string {
  const now = nowIso();
  return now > previous ? now : previous;
}

/**
 * True when an ISO string (`toISOString()` form, or `YYYY-MM-DD`) lies in
 * the years 0001 to 9999, the range both stores keep (API.md section 2).
 * `toISOString()` writes year 0 as `0000` and years outside 0..9999 with a
 * sign and six digits, so four digits that are not `0000` are the range.
 */
export function inYearRange(iso: string): boolean {
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000');
}

/** What a sent timestamp must be, as a validation message says it. */
export const TIMESTAMP_RULE =
  'must be an ISO 8601 timestamp in the years 0001 to 9999 UTC, such as 2026-11-22T01:15:12.345Z';

/** What a sent date must be, as a validation message says it. */
export const DATE_RULE = 'must be a real calendar date written YYYY-MM-DD, in the years 0001 to 9999';

/**
 * Parses a timestamp sent in with any offset; null when it is not one, or
 * when its UTC form falls outside the years 0001 to 9999.
 */
export function toUtcIso(value: string): string | null {
  // The date as written may be year 0000 when its UTC form is in 0001 (`0000-12-31T23:00:00-02:00`).
  if (!isRealDate(value.slice(0, 10))) return null;
  if (!/^\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/.test(value))
    return null;
  // Without an offset the time is taken as UTC, whatever the server's zone.
  const hasZone = /([Zz]|[+-]\d{2}:?\d{2})$/.test(value) && value.length > 10;
  const ms = Date.parse(value.length > 10 && !hasZone ? `${value.replace(' ', 'T')}Z` : value);
  return instantIso(ms);
}

/** An instant (milliseconds since the epoch) as the contract writes it; null when not one or out of range. */
export function instantIso(ms: number): string | null {
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return inYearRange(iso) ? iso : null;
}

/** True for a real calendar date written YYYY-MM-DD, in the years 0001 to 9999. */
export function isCalendarDate(value: string): boolean {
  return isRealDate(value) && inYearRange(value);
}

/** True for a date written YYYY-MM-DD that the calendar has (no 30 February), year 0000 included. */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
