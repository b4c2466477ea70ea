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

/** Parses a timestamp sent in with any offset; null when it is not one. */
export function toUtcIso(value: string): string | null {
  if (!isCalendarDate(value.slice(0, 10))) return null;
  if (!/^\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/.test(value))
    return null;
  // Without an offset the time is taken as UTC, whatever the server's zone.
  const hasZone = /([Zz]|[+-]\d{2}:?\d{2})$/.test(value) && value.length > 10;
  const ms = Date.parse(value.length > 10 && !hasZone ? `${value.replace(' ', 'T')}Z` : value);
  if (Number.isNaN(ms)) return null;
  return new Date(ms).toISOString();
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
