import { explained, jsonFailure, loaderFailure } from "~/lib/error-answer.server";
import { ServiceUnavailable } from "~/lib/errors";
import { detectLocale } from "~/lib/i18n/locale.server";

/** True for the API and clients that ask for JSON rather than a page (React Router's own data requests get its encoding). */
function wantsJson(request: Request): boolean {
  const path = new URL(request.url).pathname;
  const accept = request.headers.get("accept") ?? "";
  return path.startsWith("/api/") || (accept.includes("application/json") && !accept.includes("text/html"));
}

/**
 * What the root middleware answers when the database could not be reached: a JSON 503 with
 * `Retry-After` for the API and clients that ask for JSON, the error screen with 503 for a page or a
 * navigation's data. Any other error is rethrown unchanged.
 */
export function outageAnswer(request: Request, error: unknown): Response {
  const known = explained(error);
  if (!(known instanceof ServiceUnavailable)) throw error;
  const ctx = { locale: detectLocale(request.headers.get("cookie")) };
  if (wantsJson(request)) return jsonFailure(ctx, known);
  return loaderFailure(ctx, known);
}
