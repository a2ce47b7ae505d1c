/**
 * Recognises PostgreSQL errors through Drizzle's wrapper, on PGlite and node-postgres alike, and describes
 * them for the log without the values the query carried.
 */
type PgError = {
  code?: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
};

/** Each error of a `cause` chain, outermost first (Drizzle wraps the driver's error). */
function* causeChain(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    yield current as PgError;
    current = (current as PgError).cause;
  }
}

function pgErrorOf(error: unknown): PgError | undefined {
  for (const e of causeChain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
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

/** A delete refused because other rows still name the row (a foreign key of `no action` or `restrict`). */
export function isStillReferenced(error: unknown) {
  const code = pgErrorOf(error)?.code;
  return code === '23503' || code === '23001';
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot take (invalid text representation,
 * numeric value out of range, character not in repertoire, string data right truncation, ...). Request
 * schemas refuse such values first; one that slips through is the client's bad input, not a server fault.
 */
export function isDataException(error: unknown) {
  return pgErrorOf(error)?.code?.startsWith('22') ?? false;
}

/**
 * SQLSTATEs of a database that cannot serve for now: connection exceptions (class 08), a server shutting down or
 * starting (57P01-57P03), no connection slot left (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** The driver's own words for a connection it lost or could not open. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a query failed because the database cannot be reached for now (a restart, a failover, an outage): the
 * request is answered 503 with a `Retry-After`, not 500; the pool opens new connections once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A failed query as the log shows it: SQL text with $1 placeholders, SQLSTATE and message, no values. */
export class QueryFailure extends Error {
  override name = 'QueryFailure';
  constructor(
    message: string,
    readonly query: string | undefined,
    readonly code: string | undefined,
    readonly constraint: string | undefined,
    readonly table: string | undefined,
    readonly column: string | undefined,
  ) {
    super(message);
  }
}

/** Values that may be echoed in a message: strings as they are, arrays and objects as their JSON. */
function echoableValues(params: unknown): string[] {
  if (!Array.isArray(params)) return [];
  return params.flatMap((p) => {
    if (typeof p === 'string') return [p];
    if (p && typeof p === 'object' && !(p instanceof Date) && !ArrayBuffer.isView(p)) return [JSON.stringify(p)];
    return [];
  });
}

/**
 * PostgreSQL quotes an offending value in its message (`invalid input syntax for type integer: "..."`).
 * Each parameter value found there is masked: as a quoted whole at any length, and anywhere when it is 8
 * characters or longer (a shorter one is too likely to be part of the message's own words, e.g. a
 * constraint name).
 */
function maskValues(message: string, params: unknown) {
  let masked = message;
  for (const value of echoableValues(params)) {
    if (value) masked = masked.split(`"${value}"`).join('"[redacted]"');
    if (value.length >= 8) masked = masked.split(value).join('[redacted]');
  }
  return masked;
}

/**
 * What the log may say about an error. A failed query keeps its SQL text, the PostgreSQL code and message
 * and the constraint, table and column it names, never its parameters: they hold what people typed,
 * password hashes and tokens. Drizzle's own message and every error of the chain carry the parameters, and
 * pino logs every enumerable property, so the description is built afresh rather than filtered. The stack
 * keeps its frames only (its first line is the message that lists the parameters). Any other error is
 * returned as it is.
 */
export function loggableError(error: unknown): unknown {
  const chain = [...causeChain(error)];
  const failed = chain.find((e) => typeof e.query === 'string');
  const pg = pgErrorOf(error);
  if (!failed && !pg) return error;
  const params = chain.flatMap((e) => (Array.isArray(e.params) ? e.params : []));
  const described = new QueryFailure(
    maskValues(pg?.message ?? 'query failed', params),
    failed?.query as string | undefined,
    pg?.code,
    pg?.constraint,
    pg?.table,
    pg?.column,
  );
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  described.stack = [`${described.name}: ${described.message}`, ...frames].join('\n');
  return described;
}
