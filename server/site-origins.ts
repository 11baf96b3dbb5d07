import type { Env } from "~/lib/env.server";

/** The names a machine calls itself: people type 127.0.0.1 as often as localhost. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

function isLoopback(url: URL): boolean {
  return LOOPBACK_NAMES.includes(url.hostname);
}

/**
 * The origins this site answers as itself: PUBLIC_URL's and, in local mode, every loopback name on
 * the port the server listens on (and on PUBLIC_URL's scheme and port when PUBLIC_URL is a loopback
 * address). A deployment (APP_ENV=production) is only ever its PUBLIC_URL.
 */
export function siteOrigins(config: Pick<Env, "APP_ENV" | "PUBLIC_URL" | "PORT">): Set<string> {
  const publicUrl = new URL(config.PUBLIC_URL);
  const origins = new Set([publicUrl.origin]);
  if (config.APP_ENV !== "local") return origins;
  const bases = [`http://localhost:${config.PORT}`, ...(isLoopback(publicUrl) ? [publicUrl.origin] : [])];
  for (const base of bases) {
    for (const name of LOOPBACK_NAMES) {
      const url = new URL(base);
      url.hostname = name;
      origins.add(url.origin);
    }
  }
  return origins;
}

/** The origin a request claims: its Origin header, else the scheme and Host it was sent to. */
function claimedOrigin(req: { protocol: string; get(name: string): string | undefined }): string {
  return req.get("origin") ?? `${req.protocol}://${req.get("host") ?? ""}`;
}

/**
 * The origin to build a request's URL on: the one the visitor used when it is one of the site's (so
 * a page opened at 127.0.0.1 posts its forms, and is redirected, to 127.0.0.1), else PUBLIC_URL's.
 * React Router refuses an action whose Origin differs from the URL's, so the two must agree.
 */
export function requestOrigin(req: { protocol: string; get(name: string): string | undefined }, origins: Set<string>, fallback: string): string {
  const claimed = claimedOrigin(req);
  return origins.has(claimed) ? claimed : fallback;
}
