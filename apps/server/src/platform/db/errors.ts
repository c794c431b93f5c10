/** The SQLSTATE of a PostgreSQL error, also when the driver or the ORM wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row is still referenced by another table's foreign key. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
