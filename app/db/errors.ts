/** The PostgreSQL SQLSTATE of an error from either driver (also when Drizzle wraps it), if any. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}

/**
 * True when the database gave up on a statement that ran past its time (57014: the server's
 * statement_timeout, or a cancel): the database is there but busy, so the request may succeed later.
 */
export function isStatementTimeout(error: unknown): boolean {
  return pgErrorCode(error) === "57014";
}

/** Socket-level failures of the PostgreSQL driver: the server is not there (stopped, restarting, unreachable). */
const UNREACHABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** SQLSTATEs of a server that is shutting down or starting up (57P01–57P03), and of connection exceptions (class 08). */
const UNREACHABLE_SQLSTATE = /^(?:57P0[123]|08...)$/;
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True when an error (from either driver, also wrapped by Drizzle) says the database could not be
 * reached at all, as opposed to a query it refused: the request may succeed once it is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
