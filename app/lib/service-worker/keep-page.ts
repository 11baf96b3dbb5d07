import { entriesToForget, KEPT_PAGES, type KeepOfflineOffer, keptCacheName, stillCopy } from "./kept-pages";

// A kept copy runs no script and loads nothing from elsewhere: it is shown as it was kept.
const KEPT_PAGE_CSP =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Whether the browser can keep pages (a service worker to show them and the Cache API to hold them). */
export function mayKeepPages(): boolean {
  return "serviceWorker" in navigator && typeof caches !== "undefined";
}

/** Whether the member whose offer this is has kept its page. */
export async function isKept(offer: KeepOfflineOffer): Promise<boolean> {
  return (await caches.match(offer.url, { cacheName: keptCacheName(offer.memberKey) })) !== undefined;
}

/**
 * Fetches the offer's page (or file) now and keeps it in the member's cache with its title and the
 * time, as a still copy without scripts; another member's kept pages on this device are forgotten and
 * so is the oldest beyond the limit. False when the page could not be fetched (offline, refused, a redirect).
 */
export async function keepPage(offer: KeepOfflineOffer): Promise<boolean> {
  const response = await fetch(offer.url, { credentials: "same-origin", redirect: "manual" }).catch(() => null);
  if (!response?.ok) return false;
  const name = keptCacheName(offer.memberKey);
  const others = (await caches.keys()).filter((cacheName) => cacheName.startsWith(KEPT_PAGES.prefix) && cacheName !== name);
  await Promise.all(others.map((cacheName) => caches.delete(cacheName)));
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  const html = type.startsWith("text/html");
  const headers = new Headers({
    "content-type": type,
    "content-security-policy": html ? KEPT_PAGE_CSP : (response.headers.get("content-security-policy") ?? "default-src 'none'; sandbox"),
    [KEPT_PAGES.keptAtHeader]: new Date().toISOString(),
    [KEPT_PAGES.titleHeader]: encodeURIComponent(offer.title),
  });
  const disposition = response.headers.get("content-disposition");
  if (disposition) headers.set("content-disposition", disposition);
  const body = html ? stillCopy(await response.text()) : await response.blob();
  const cache = await caches.open(name);
  const address = new URL(offer.url, window.location.href).href;
  const kept = (await cache.keys()).map((request) => request.url);
  await Promise.all(entriesToForget(kept, address).map((url) => cache.delete(url)));
  await cache.put(address, new Response(body, { headers }));
  return true;
}

/** Forgets the offer's kept page. */
export async function forgetPage(offer: KeepOfflineOffer): Promise<void> {
  await (await caches.open(keptCacheName(offer.memberKey))).delete(offer.url);
}
