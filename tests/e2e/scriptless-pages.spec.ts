import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

/**
 * Issue 43 §3: the content pages work whole without JavaScript, so a visitor's document carries no
 * script at all (JSON-LD is data, not code) and the browser runs none; a member's document of the
 * same page keeps the router and hydrates.
 */

/** The first address of a sitemap file that matches `pattern` (the sitemap lists public pages only). */
async function listed(page: Page, sitemap: string, pattern: RegExp): Promise<string> {
  const xml = await (await page.request.get(sitemap)).text();
  const address = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname).find((path) => pattern.test(path));
  if (!address) throw new Error(`nothing like ${pattern} in ${sitemap}`);
  return address;
}

/** The visitor's content pages of the demo network, one of each kind. */
async function contentPages(page: Page): Promise<string[]> {
  return [
    await listed(page, "/sitemaps/jobs-1.xml", /^\/jobs\/\d+$/),
    await listed(page, "/sitemaps/news-1.xml", /^\/news\/[\w-]+$/),
    await listed(page, "/sitemaps/events-1.xml", /^\/calendar\/[\w-]+$/),
    await listed(page, "/sitemaps/courses-1.xml", /^\/university\/[\w-]+$/),
    await listed(page, "/sitemaps/sites-1.xml", /^\/empresa\/[\w-]+$/),
    await listed(page, "/sitemaps/technicians-1.xml", /^\/tecnicos\/[\w-]+$/),
    "/legal/terms",
    "/legal/privacy",
  ];
}

/**
 * The public lists and pages whose whole visitor behaviour is links and plain forms (GET filters with
 * their button, pager links, month links): each view a visitor reaches first, filtered and paged ones too.
 */
const LIST_PAGES = [
  "/news",
  "/news?categoria=industria",
  "/calendar",
  "/calendar?vista=mes",
  "/university",
  "/university?nivel=beginner",
  "/membership",
  "/opportunities",
  "/explore",
  "/explore?tipo=empresas",
  "/sitemap",
  "/about",
  "/sponsors",
  "/contact",
  "/jobs",
  "/jobs?categoria=audio&remoto=1",
  "/jobs?pagina=2",
];

/** Scripts the browser fetched or found in the document, JSON-LD aside. */
async function scriptsOf(page: Page, path: string): Promise<{ fetched: string[]; inDocument: number; preloads: number; scriptless: string | null }> {
  const fetched: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") fetched.push(request.url());
  };
  page.on("request", listener);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  page.off("request", listener);
  return {
    fetched,
    inDocument: await page.locator('script:not([type="application/ld+json"])').count(),
    preloads: await page.locator('link[rel="modulepreload"]').count(),
    scriptless: await page.locator("html").getAttribute("data-scriptless"),
  };
}

test("a visitor's content pages carry no script and the browser fetches none", async ({ page }) => {
  for (const path of await contentPages(page)) {
    const scripts = await scriptsOf(page, path);
    expect(scripts, path).toEqual({ fetched: [], inDocument: 0, preloads: 0, scriptless: "true" });
    await expect(page.locator("h1").first(), path).toBeVisible();
  }
});

test("a visitor's public lists and pages carry no script and the browser fetches none", async ({ page }) => {
  for (const path of LIST_PAGES) {
    const scripts = await scriptsOf(page, path);
    expect(scripts, path).toEqual({ fetched: [], inDocument: 0, preloads: 0, scriptless: "true" });
    await expect(page.locator("h1").first(), path).toBeVisible();
  }
});

// The registration itself is proved in offline.spec.ts, where service workers are allowed.
test("a visitor's home carries only the service worker's registration, allowed by its nonce and, from the page cache, by its hash", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  const scripts = await scriptsOf(page, "/");
  expect(scripts).toEqual({ fetched: [], inDocument: 1, preloads: 0, scriptless: "true" });
  expect(await page.locator("script:not([type])").first().textContent()).toContain('register("/sw.js")');
  // Again from the page cache, whose policy allows the script by its hash.
  const again = await page.goto("/");
  expect(again?.headers()["x-page-cache"]).toBe("hit");
  expect(refused).toEqual([]);
  await expect(page.getByRole("main").getByRole("link", { name: "Únete gratis" })).toHaveAttribute("href", "/register");
  // A member's home is the same page with the router.
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  const member = await scriptsOf(page, "/");
  expect(member.scriptless).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

test("a visitor's shared transcript carries no script", async ({ page, browser }) => {
  const member = await newTechnician(browser, { prefix: "formacion" });
  await member.page.goto("/courses/transcript");
  await member.page.getByRole("button", { name: "Compartir mi formación" }).click();
  const link = member.page.getByLabel("Enlace público");
  await expect(link).toHaveValue(/\/formacion\/[\w-]{22}$/);
  const path = new URL(await link.inputValue()).pathname;
  expect(await scriptsOf(page, path)).toEqual({ fetched: [], inDocument: 0, preloads: 0, scriptless: "true" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Formación de Lucía/);
  await member.page.context().close();
});

test("a visitor's certificate page carries no script either", async ({ page, browser }) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/courses");
  const path = await page.locator('main a[href^="/certificates/"]').first().getAttribute("href");
  if (!path) throw new Error("no certificate of the demo member");
  // A visitor of her own (the member's page may still be loading its lazy parts).
  const visitor = await browser.newPage();
  expect(await scriptsOf(visitor, path)).toEqual({ fetched: [], inDocument: 0, preloads: 0, scriptless: "true" });
  await visitor.context().close();
});

test("pages that need JavaScript keep it for a visitor, and a member's content and list pages hydrate", async ({ page }) => {
  // '/terms' keeps its scripts: its 'Aceptar' button remembers the acceptance in the browser's storage.
  for (const path of ["/login", "/terms"]) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.scriptless, path).toBeNull();
    expect(scripts.fetched.length, path).toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  const article = await listed(page, "/sitemaps/news-1.xml", /^\/news\/[\w-]+$/);
  await logInWithForm(page, DEMO.silver, DEMO_PASSWORD);
  for (const path of [article, "/jobs", "/calendar"]) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.scriptless, path).toBeNull();
    await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "true");
  }
});

test("without scripts a visitor still reads, follows links and changes the language", async ({ page }) => {
  const article = await listed(page, "/sitemaps/news-1.xml", /^\/news\/[\w-]+$/);
  await page.goto(article);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("combobox").selectOption("en");
  await footer.getByRole("button", { name: "Cambiar idioma" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(new URL(page.url()).pathname).toBe(article);
  await expect(page.locator("html")).toHaveAttribute("data-scriptless", "true");
});
