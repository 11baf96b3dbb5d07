import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

const PAGES = ["/terms", "/login", "/register"];

for (const path of PAGES) {
  test(`${path}: every script the browser runs before hydration is announced in the HTML (no second round)`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const html = (await response?.text()) ?? "";
    const announced = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !announced.has(script))).toEqual([]);
  });
}

test("the document announces the translations of its own language only", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lng", value: "en", url: baseURL }]);
  const response = await page.goto("/terms");
  const html = (await response?.text()) ?? "";
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  const sources = await Promise.all(preloaded.map(async (href) => (await page.request.get(href)).text()));
  expect(sources.some((source) => source.includes("Sign in"))).toBe(true);
  expect(sources.some((source) => source.includes("Iniciar sesión"))).toBe(false);
});

test("the stylesheet is inlined in the head: no stylesheet request, and the page is styled before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<head>.*<style[ >]/s);
  expect(stylesheets).toEqual([]);
  await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
  await context.close();
});

test("a visitor's document prefetches the stylesheet; a member's documents link the cached file instead of inlining it", async ({ page }) => {
  const visitor = await page.goto("/login");
  const stylesheetHref = ((await visitor?.text()) ?? "").match(/<link rel="prefetch" href="([^"]+\.css)"/)?.[1];
  expect(stylesheetHref).toMatch(/^\/assets\/.+\.css$/);
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
  const member = await page.goto("/bronze-member");
  const html = (await member?.text()) ?? "";
  expect(html).toContain(`<link rel="stylesheet" href="${stylesheetHref}"/>`);
  expect(html).not.toMatch(/<style>/);
  await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
});
