import { DEMO, DEMO_PASSWORD, expect, logInRequest, test } from "./fixtures";

const BROWSER = { "accept-encoding": "gzip, deflate, br", "accept-language": "es" };

test("an anonymous page is served from the cache the second time, with a hash-based CSP, and still hydrates", async ({ page, request }) => {
  await request.get("/terms", { headers: BROWSER });
  const hit = await request.get("/terms", { headers: BROWSER });
  expect(hit.headers()["x-page-cache"]).toBe("hit");
  const csp = hit.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain("nonce-");
  expect(hit.headers()["strict-transport-security"]).toContain("max-age=31536000");

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/terms");
  await expect(page.locator("html[data-hydrated], html[data-scriptless]")).toBeAttached();
  expect(violations).toEqual([]);
});

test("a signed-in response is never stored nor served to anyone else", async ({ playwright, baseURL }) => {
  const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...BROWSER, "x-forwarded-for": "10.9.8.7" } });
  await logInRequest(member, DEMO.bronze, DEMO_PASSWORD);
  const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: BROWSER });

  const signedIn = await member.get("/contact");
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  expect(await signedIn.text()).toContain("Menú de cuenta");
  const afterMember = await anonymous.get("/contact");
  expect(await afterMember.text()).not.toContain("Menú de cuenta");

  await anonymous.get("/contact");
  const stillMember = await member.get("/contact");
  expect(stillMember.headers()["x-page-cache"]).toBeUndefined();
  expect(await stillMember.text()).toContain("Menú de cuenta");
  await member.dispose();
  await anonymous.dispose();
});

test("a flash message is never cached", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: BROWSER });
  const refused = await visitor.get("/company", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  const withFlash = await visitor.get("/sponsors");
  expect(withFlash.headers()["x-page-cache"]).toBeUndefined();
  expect(await withFlash.text()).toContain("Debes iniciar sesión");
  const fresh = await playwright.request.newContext({ baseURL, extraHTTPHeaders: BROWSER });
  await fresh.get("/sponsors");
  const cached = await fresh.get("/sponsors");
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  expect(await cached.text()).not.toContain("Debes iniciar sesión");
  await visitor.dispose();
  await fresh.dispose();
});

test("tiny JSON answers are not compressed; pages are", async ({ request }) => {
  const health = await request.get("/api/health", { headers: BROWSER });
  expect(health.headers()["content-encoding"]).toBeUndefined();
  const home = await request.get("/news", { headers: BROWSER });
  expect(home.headers()["content-encoding"]).toBe("br");
});
