/**
 * The few differences between the stores that code outside src/db/ may need
 * to know about. Everything else is portable Kysely.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface Dialect {
  readonly name: DialectName;
  /** True when `err` is a unique-constraint violation. */
  isUniqueViolation(err: unknown): boolean;
  /** True when `err` is a foreign-key violation. */
  isForeignKeyViolation(err: unknown): boolean;
  /**
   * True when a rolled-back write may simply be run again: a race lost on a
   * unique index (the rerun sees the winner and answers 409 properly), a
   * deadlock or a serialization failure.
   */
  isRetryable(err: unknown): boolean;
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}

export const sqliteDialect: Dialect = Object.freeze({
  name: 'sqlite' as const,
  isUniqueViolation: (err: unknown) =>
    errorCode(err) === 'SQLITE_CONSTRAINT_UNIQUE' || errorCode(err) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  isForeignKeyViolation: (err: unknown) => errorCode(err) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  isRetryable: (err: unknown) => sqliteDialect.isUniqueViolation(err) || errorCode(err) === 'SQLITE_BUSY',
});

export const postgresDialect: Dialect = Object.freeze({
  name: 'postgres' as const,
  isUniqueViolation: (err: unknown) => errorCode(err) === '23505',
  isForeignKeyViolation: (err: unknown) => errorCode(err) === '23503',
  isRetryable: (err: unknown) => ['23505', '40001', '40P01'].includes(errorCode(err) ?? ''),
});
