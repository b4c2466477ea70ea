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
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as any).code) : undefined;
}

export const sqliteDialect: Dialect = Object.freeze({
  name: 'sqlite' as const,
  isUniqueViolation: (err: unknown) =>
    errorCode(err) === 'SQLITE_CONSTRAINT_UNIQUE' || errorCode(err) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  isForeignKeyViolation: (err: unknown) => errorCode(err) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
});

export const postgresDialect: Dialect = Object.freeze({
  name: 'postgres' as const,
  isUniqueViolation: (err: unknown) => errorCode(err) === '23505',
  isForeignKeyViolation: (err: unknown) => errorCode(err) === '23503',
});
