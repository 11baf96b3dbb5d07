import { requestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { sitemapResponse, urlsetXml } from "~/lib/sitemap.server";
import { sitemapFileUrls } from "~/shell/sitemaps.server";
import type { Route } from "./+types/sitemap-file";

/** /sitemaps/{kind}-{n}.xml (decision 049): one child sitemap of the index, every page a visitor can open with its last change; 404 for a file the index does not list. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const urls = await sitemapFileUrls(ctx, params.file);
  if (!urls) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return sitemapResponse(urlsetXml(new URL(env().PUBLIC_URL).origin, urls));
}
