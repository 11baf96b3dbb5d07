/** The better-auth error code carried by a thrown APIError (e.g. INVALID_EMAIL_OR_PASSWORD), if any. */
export function authErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === "string" ? body.code : undefined;
}
