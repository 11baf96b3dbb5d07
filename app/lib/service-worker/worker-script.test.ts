import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { KEPT_PAGES } from "./kept-pages";
import { serviceWorkerScript } from "./worker-script.server";

const ORIGIN = "https://redav.test";
type Listener = (event: Record<string, unknown>) => void;

/** A Cache Storage in memory, keyed by absolute URL, as the worker uses it. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (request: string | Request) => new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
    return {
      match: async (request: string | Request) => store.get(key(request))?.clone(),
      put: async (request: string | Request, response: Response) => void store.set(key(request), response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: string | Request) => store.delete(key(request)),
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string, options?: { cacheName?: string }) =>
      options?.cacheName && stores.has(options.cacheName) ? (await open(options.cacheName)).match(request) : undefined,
  };
}

/** Runs the worker's text with a fake `self`, caches and network; returns what it registered and what it did. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const caches = memoryCaches();
  const fetch = vi.fn<(request: Request | string) => Promise<Response>>();
  const windows: { url: string; focus: () => Promise<void>; navigate: (url: string) => Promise<unknown> }[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: async () => undefined, matchAll: async () => windows, openWindow: vi.fn(async () => null) },
  };
  runInNewContext(serviceWorkerScript("build-1"), { self, caches, fetch, Response, Request, URL, Headers, Intl, Promise });
  /** Dispatches an event and answers what it responded with (or undefined) once everything it waits for is done. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, respondWith: (value: Promise<Response>) => (answer = value), waitUntil: (value: Promise<unknown>) => waits.push(value) });
    const response = await answer;
    await Promise.all(waits);
    return response;
  };
  return { caches, fetch, self, windows, dispatch };
}

/** A fetch event's request as the browser gives it: its mode says whether it is a navigation. */
function requestEvent(path: string, mode: RequestMode, method = "GET") {
  return { request: Object.defineProperty(new Request(`${ORIGIN}${path}`, { method }), "mode", { value: mode }) };
}

function navigation(path: string, method = "GET") {
  return requestEvent(path, "navigate", method);
}

const OFFLINE_PAGE = () => new Response("<html><body>Sin conexión</body></html>", { headers: { "content-type": "text/html" } });

async function keep(caches: ReturnType<typeof memoryCaches>, path: string, html: string) {
  const headers = { "content-type": "text/html", [KEPT_PAGES.keptAtHeader]: "2026-11-20T15:00:00.000Z", [KEPT_PAGES.titleHeader]: "Certificado" };
  await (await caches.open(`${KEPT_PAGES.prefix}member-a`)).put(`${ORIGIN}${path}`, new Response(html, { headers }));
}

describe("the service worker", () => {
  let worker: ReturnType<typeof loadWorker>;
  beforeEach(async () => {
    worker = loadWorker();
    worker.fetch.mockResolvedValueOnce(OFFLINE_PAGE());
    await worker.dispatch("install", {});
  });

  it("stores the offline page of its build at install", async () => {
    expect(worker.fetch).toHaveBeenCalledWith("/offline", expect.objectContaining({ credentials: "same-origin" }));
    expect([...worker.caches.stores.keys()]).toEqual(["redav-offline-build-1"]);
  });

  it("answers a page from the network and stores nothing of it", async () => {
    worker.fetch.mockResolvedValueOnce(new Response("<p>Mensajes de Ana</p>", { headers: { "content-type": "text/html" } }));
    const response = await worker.dispatch("fetch", navigation("/messages"));
    expect(await response?.text()).toBe("<p>Mensajes de Ana</p>");
    expect([...worker.caches.stores.keys()]).toEqual(["redav-offline-build-1"]);
  });

  it("never answers a kept page while the network answers", async () => {
    await keep(worker.caches, "/certificates/abc", '<html lang="es"><body><h1>Viejo</h1></body></html>');
    worker.fetch.mockResolvedValueOnce(new Response("<h1>Nuevo</h1>"));
    expect(await (await worker.dispatch("fetch", navigation("/certificates/abc")))?.text()).toBe("<h1>Nuevo</h1>");
  });

  it("without a network, answers a kept page with the banner saying when it was kept", async () => {
    await keep(worker.caches, "/certificates/abc", '<html lang="es"><body class="x"><h1>Certificado</h1></body></html>');
    worker.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const html = (await (await worker.dispatch("fetch", navigation("/certificates/abc")))?.text()) ?? "";
    expect(html).toMatch(
      /<body class="x"><p role="status" data-kept-copy [^>]*>Copia guardada el 20 de noviembre de 2026.* — sin conexión<\/p><h1>Certificado<\/h1>/,
    );
  });

  it("without a network, answers any other page with the offline page", async () => {
    worker.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await (await worker.dispatch("fetch", navigation("/jobs")))?.text()).toContain("Sin conexión");
  });

  it("forgets every kept page before the sign-out is sent", async () => {
    await keep(worker.caches, "/certificates/abc", "<html><body></body></html>");
    worker.fetch.mockImplementationOnce(async () => new Response(String([...worker.caches.stores.keys()].some((name) => name.startsWith(KEPT_PAGES.prefix)))));
    expect(await (await worker.dispatch("fetch", navigation("/logout", "POST")))?.text()).toBe("false");
  });

  it("forgets every kept page when a page says nobody is signed in", async () => {
    await keep(worker.caches, "/certificates/abc", "<html><body></body></html>");
    await worker.dispatch("message", { data: "signed-out" });
    expect([...worker.caches.stores.keys()]).toEqual(["redav-offline-build-1"]);
  });

  it("caches hashed assets and answers them from the cache afterwards", async () => {
    const asset = () => requestEvent("/assets/root-abc.js", "no-cors");
    worker.fetch.mockResolvedValueOnce(Object.defineProperty(new Response("code"), "type", { value: "basic" }));
    expect(await (await worker.dispatch("fetch", asset()))?.text()).toBe("code");
    expect(await (await worker.dispatch("fetch", asset()))?.text()).toBe("code");
    expect(worker.fetch).toHaveBeenCalledTimes(2);
  });

  it("shows a push message with the site's icons, and a click opens its page on this site only", async () => {
    const payload = { title: "Nuevo mensaje", body: "Ana te escribió", url: "/messages?con=1", tag: "notification-7", lang: "es" };
    await worker.dispatch("push", { data: { json: () => payload } });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith("Nuevo mensaje", {
      body: "Ana te escribió",
      tag: "notification-7",
      lang: "es",
      data: { url: "/messages?con=1" },
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
    });
    const navigate = vi.fn(async () => undefined);
    worker.windows.push({ url: `${ORIGIN}/jobs`, focus: async () => undefined, navigate });
    await worker.dispatch("notificationclick", { notification: { close: () => undefined, data: { url: "/messages?con=1" } } });
    expect(navigate).toHaveBeenCalledWith("/messages?con=1");
    worker.windows.length = 0;
    await worker.dispatch("notificationclick", { notification: { close: () => undefined, data: { url: "//evil.example/x" } } });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith("/notifications");
  });
});
