// RedAV's service worker (issue 42), served at /sw.js by app/routes/service-worker.ts, which puts
// `const CONFIG = {...}` (the build's version, cache names, the offline banner's texts) before this text.
// Pages always come from the network; a cache answers a page only when the network cannot, and then says so.

const ASSETS = "redav-assets";
const OFFLINE = `redav-offline-${CONFIG.build}`;
const SIGN_OUT = /^\/logout(?:\.data)?$/;
const LANGUAGE_CHOICE = /^\/locale(?:\.data)?$/;

/** Stores the offline page as the server answers it now (in the visitor's language, with its own headers). */
async function cacheOfflinePage() {
  const response = await fetch(CONFIG.offlineUrl, { credentials: "same-origin", cache: "no-store" });
  if (response.ok) await (await caches.open(OFFLINE)).put(CONFIG.offlineUrl, response);
}

/** Deletes the pages kept for offline viewing (every member's): at sign-out, and whenever a page says nobody is signed in. */
async function forgetKeptPages() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CONFIG.keptPrefix)).map((name) => caches.delete(name)));
}

/** Forgets the oldest hashed assets beyond the limit (those of earlier builds go first). */
async function pruneAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - CONFIG.assetsMax)).map((key) => cache.delete(key)));
}

/** A hashed asset never changes: the cached copy if there is one, else the network's, kept for next time (earlier builds' too, for pages still open). */
async function asset(event) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy).then(() => pruneAssets(cache)));
  }
  return response;
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A kept page with the banner saying when it was kept and that the device is offline, at the top of its body. */
async function withBanner(kept) {
  if (!(kept.headers.get("content-type") || "").startsWith("text/html")) return kept;
  const html = await kept.text();
  const lang = (/<html[^>]*\slang="([a-z]{2})"/i.exec(html) || [])[1];
  const text = CONFIG.banner[lang] || CONFIG.banner.es;
  const keptAt = new Date(kept.headers.get(CONFIG.keptAtHeader) || 0);
  const date = new Intl.DateTimeFormat(CONFIG.dateLocale[lang] || CONFIG.dateLocale.es, { dateStyle: "long", timeStyle: "short" }).format(keptAt);
  const banner = `<p role="status" data-kept-copy style="position:sticky;top:0;z-index:2147483647;margin:0;padding:.75rem 1rem;background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;font:600 1rem/1.4 system-ui,sans-serif;text-align:center">${escapeHtml(text.replace("{{date}}", date))}</p>`;
  return new Response(
    html.replace(/<body[^>]*>/i, (tag) => tag + banner),
    { headers: kept.headers },
  );
}

/** The copy of `url` the member kept, with its banner, or null. */
async function keptCopy(url) {
  const names = (await caches.keys()).filter((name) => name.startsWith(CONFIG.keptPrefix));
  for (const name of names) {
    const kept = await (await caches.open(name)).match(url);
    if (kept) return withBanner(kept);
  }
  return null;
}

/** A page from the network, never stored; without a network, the kept copy (marked) or the offline page. */
async function navigation(event) {
  try {
    return await fetch(event.request);
  } catch (error) {
    const fallback = (await keptCopy(event.request.url)) || (await caches.match(CONFIG.offlineUrl, { cacheName: OFFLINE }));
    if (fallback) return fallback;
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const stale = (name) => name.startsWith("redav-offline-") && name !== OFFLINE;
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "signed-out") event.waitUntil(forgetKeptPages());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && SIGN_OUT.test(url.pathname)) {
    // The kept pages go before the sign-out itself is sent, with or without the page's JavaScript.
    event.respondWith(forgetKeptPages().then(() => fetch(request)));
    return;
  }
  if (request.method === "POST" && LANGUAGE_CHOICE.test(url.pathname)) {
    // A new language: the offline page is stored again in it once the choice is answered.
    event.respondWith(
      fetch(request).then((response) => {
        event.waitUntil(cacheOfflinePage().catch(() => undefined));
        return response;
      }),
    );
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/assets/")) event.respondWith(asset(event));
  else if (request.mode === "navigate") event.respondWith(navigation(event));
});

/** A site path to open from a notification (same origin only); anything else opens the notifications page. */
function sitePath(url) {
  if (typeof url !== "string" || !url.startsWith("/")) return "/notifications";
  const parsed = new URL(url, self.location.origin);
  return parsed.origin === self.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : "/notifications";
}

self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      data: { url: sitePath(message.url) },
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = sitePath(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(path);
      await open.focus();
      return open.navigate(path).catch(() => self.clients.openWindow(path));
    })(),
  );
});
