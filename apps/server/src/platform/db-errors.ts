/** Recognises PostgreSQL errors through Drizzle's wrapper, on PGlite and node-postgres alike. */
type PgError = { code?: string; constraint?: string; cause?: unknown };

function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as PgError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** The constraint name of a unique violation, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = pgErrorOf(error);
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

export function isForeignKeyViolation(error: unknown) {
  return pgErrorOf(error)?.code === '23503';
}
