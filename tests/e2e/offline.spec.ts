import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, signOut, test } from "./fixtures";

// This spec is about the service worker: it runs with it (the others block it, playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The names of the caches holding `path` (the site's origin), read in the page. */
function cachesHolding(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (address) => {
    const names = await caches.keys();
    const holding = await Promise.all(names.map(async (name) => ((await (await caches.open(name)).match(address)) ? name : null)));
    return holding.filter((name): name is string => name !== null);
  }, path);
}

/** The pages kept for offline viewing on this device (every member's caches), read in the page. */
function keptCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("redav-kept-")));
}

test("a visitor's home, sent without the router, still installs the worker, which then keeps the offline page", async ({ page, context, baseURL }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-scriptless", "true");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => cachesHolding(page, "/offline")).toHaveLength(1);
  await context.setOffline(true);
  await page.mainFrame().goto(`${baseURL}/jobs`);
  await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
});

test("/sw.js is a script asked for again on every check, carrying the build's version", async ({ request }) => {
  const home = await (await request.get("/terms")).text();
  const version = /\/assets\/manifest-([\w-]+)\.js/.exec(home)?.[1];
  expect(version, "the page names the build's client manifest").toBeTruthy();
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(await worker.text()).toContain(`"build":"${version}"`);
});

test("/offline says 'Sin conexión' with 'Reintentar' in the visitor's language, and the same to a member as to a visitor", async ({
  page,
  context,
  baseURL,
}) => {
  await page.mainFrame().goto(`${baseURL}/offline`);
  await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  const withoutNonce = async (response: Promise<{ text(): Promise<string> }>) => (await (await response).text()).replace(/nonce="[^"]*"/, "");
  const visitorCopy = await withoutNonce(page.request.get("/offline"));
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  expect(await withoutNonce(page.request.get("/offline"))).toBe(visitorCopy);
  await context.addCookies([{ name: "lng", value: "en", url: baseURL ?? "" }]);
  await page.mainFrame().goto(`${baseURL}/offline`);
  await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("choosing another language stores the offline page again in it", async ({ page, context, baseURL }) => {
  await page.goto("/terms");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByLabel("Idioma").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  await expect.poll(() => page.evaluate(async () => (await (await caches.match("/offline"))?.text()) ?? "")).toContain('<html lang="en">');
  await context.setOffline(true);
  await page.mainFrame().goto(`${baseURL}/jobs`);
  await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
});

test("a kept certificate opens offline with its banner, the offline page lists it, the network wins again online, and signing out forgets it", async ({
  page,
  context,
  baseURL,
}) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/courses");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.locator('main a[href^="/certificates/"]').first().click();
  await page.waitForURL(/\/certificates\/[\w-]{22}$/);
  const certificate = new URL(page.url()).pathname;

  await page.getByRole("button", { name: "Guardar para ver sin conexión" }).click();
  await expect(page.getByText("Guardada para ver sin conexión")).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar" })).toBeVisible();

  // A signed-in page visited, not kept, is in no cache.
  await page.goto("/notifications");
  expect(await cachesHolding(page, "/notifications")).toEqual([]);
  expect(await cachesHolding(page, "/courses")).toEqual([]);

  await context.setOffline(true);
  await page.mainFrame().goto(`${baseURL}/jobs`);
  await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  const kept = page.getByRole("link", { name: /Certificado/ });
  await expect(kept).toHaveAttribute("href", `${baseURL}${certificate}`);

  await kept.click();
  await page.waitForURL(`${baseURL}${certificate}`);
  await expect(page.getByRole("status").filter({ hasText: /^Copia guardada el .+ — sin conexión$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Certificado de finalización" })).toBeVisible();

  await context.setOffline(false);
  await page.goto(certificate);
  await expect(page.getByRole("heading", { level: 1, name: "Certificado de finalización" })).toBeVisible();
  await expect(page.getByText(/Copia guardada el/)).toHaveCount(0);
  await expect(page.getByText("Guardada para ver sin conexión")).toBeVisible();
  expect(await keptCaches(page)).toHaveLength(1);

  await signOut(page);
  await expect.poll(() => keptCaches(page)).toEqual([]);
});
