import { publishedSites } from "~/features/company-sites/public.server";
import { requestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { escapeHtml } from "~/lib/html";
import { PUBLIC_ROUTES } from "~/lib/public-routes";
import type { Route } from "./+types/sitemap-xml";

/** /sitemap.xml for search engines: the public pages and every published company site (newest first, with its publication date). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const origin = new URL(env().PUBLIC_URL).origin;
  const pages = [...PUBLIC_ROUTES.main, ...PUBLIC_ROUTES.legal].map((route) => `<url><loc>${escapeHtml(`${origin}${route.path}`)}</loc></url>`);
  const sites = (await publishedSites(ctx)).map(
    (site) => `<url><loc>${escapeHtml(`${origin}/empresa/${site.slug}`)}</loc><lastmod>${site.publishedAt.slice(0, 10)}</lastmod></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...pages, ...sites].join("")}</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
