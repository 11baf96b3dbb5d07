import { requestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { sitemapIndexXml, sitemapResponse } from "~/lib/sitemap.server";
import { sitemapIndexEntries } from "~/shell/sitemaps.server";
import type { Route } from "./+types/sitemap-xml";

/** /sitemap.xml for search engines (decision 049): the index of the child sitemaps under /sitemaps/, each dated by its newest change. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return sitemapResponse(sitemapIndexXml(new URL(env().PUBLIC_URL).origin, await sitemapIndexEntries(ctx)));
}
