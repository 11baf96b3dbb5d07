import { env } from "~/lib/env.server";

const PRIVATE_AREAS = ["/admin", "/bronze-member", "/silver-member", "/gold-member", "/company", "/settings", "/messages", "/profile", "/dev/", "/api/"];

/** /robots.txt: public pages are open to crawlers; member areas, settings and tools are not (they need a session anyway). */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_AREAS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL(env().PUBLIC_URL).origin}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
