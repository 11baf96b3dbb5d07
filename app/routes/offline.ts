import { requestContext } from "~/lib/context.server";
import { offlinePageHtml } from "~/lib/service-worker/offline-page.server";
import { nonceContext } from "~/lib/transport-context";
import type { Route } from "./+types/offline";

/** /offline: the page the service worker stores and shows without a connection, in the visitor's language (their lng cookie). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(offlinePageHtml(context.get(requestContext).locale, context.get(nonceContext)), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
