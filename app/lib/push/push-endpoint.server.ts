import { isLoopbackHost } from "~/lib/env.server";

/** The browsers' push services (Chrome/Edge on Android and desktop, Firefox, Safari/iOS, Windows, Samsung/Opera through FCM). */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.services.mozilla.com"];
/** Push services whose host is a subdomain of one of these (Apple's web.push.apple.com and regional Windows hosts). */
const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"];

/**
 * Whether the server may send to this endpoint (the SSRF guard): https to a known browser push service
 * on its default port, no credentials in the URL; outside a deployment also http or https to this
 * machine's loopback (a local push service in tests and development).
 */
export function isAllowedPushEndpoint(endpoint: string, deployed: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!deployed && (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(host)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length);
}
