import { RouterContextProvider } from "react-router";
import { type Ctx, requestContext } from "~/lib/context.server";

/** What a route answered: its status and body (a redirect's location), and any cookie it set. */
export type RouteAnswer = { status: number; body: unknown; cookie?: string | null };

/**
 * What a route's loader or action answers `ctx`, thrown answers included, as the router sends it for
 * the page and its `.data` twin: a Response gives its status (a redirect its location and any cookie),
 * `data(…, init)` its status and data; a body makes it a POST.
 */
export async function routeAnswer(
  handler: (args: never) => unknown,
  ctx: Ctx,
  url: string,
  params: Record<string, string>,
  body?: URLSearchParams,
): Promise<RouteAnswer> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`http://localhost:3000${url}`, body ? { method: "POST", body } : {});
  try {
    const value = (await (handler as (args: unknown) => unknown)({ request, context, params })) as unknown;
    if (value instanceof Response) {
      const cookie = value.headers.get("set-cookie");
      return { status: value.status, body: value.headers.get("location"), ...(cookie ? { cookie } : {}) };
    }
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const wrapped = value as { data: unknown; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null };
    const failure = thrown as { init?: { status?: number }; data?: unknown };
    return { status: failure.init?.status ?? 500, body: failure.data };
  }
}
