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
