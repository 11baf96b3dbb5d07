import { DEMO, DEMO_PASSWORD, expect, logInRequest, test } from "./fixtures";

type Role = "anonymous" | "bronze" | "silver" | "gold" | "company" | "admin";
const ROLES: Role[] = ["anonymous", "bronze", "silver", "gold", "company", "admin"];
const ALL_IN = { bronze: "ok", silver: "ok", gold: "ok", company: "ok", admin: "ok" } as const;

/** Spec §6: every protected route × every role → "ok" (200), "403" (let in, but the page is not for them) or the redirect target. */
const MATRIX: Record<string, Partial<Record<Role, string>>> = {
  "/admin": { bronze: "/bronze-member", silver: "/silver-member", gold: "/gold-member", company: "/company", admin: "ok" },
  "/admin/events/new": { bronze: "/bronze-member", silver: "/silver-member", gold: "/gold-member", company: "/company", admin: "ok" },
  "/gold-member": { bronze: "/bronze-member", silver: "/silver-member", gold: "ok", company: "/company", admin: "ok" },
  "/silver-member": { bronze: "/bronze-member", silver: "ok", gold: "ok", company: "/company", admin: "ok" },
  "/bronze-member": { bronze: "ok", silver: "ok", gold: "ok", company: "/company", admin: "ok" },
  "/company": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "ok" },
  "/company/messages": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "ok" },
  "/company/news/guia-practica-cableado-dmx-escenario": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "ok" },
  "/company/profile/change-password": ALL_IN,
  "/messages": ALL_IN,
  "/member/technicians": ALL_IN,
  "/member/applications": { ...ALL_IN, company: "/company" },
  "/courses": ALL_IN,
  "/saved": ALL_IN,
  "/profile": { ...ALL_IN, company: "/company/profile" },
  "/company/profile": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "403" },
  "/settings/security": ALL_IN,
  "/settings/security/change-password": ALL_IN,
  "/settings/security/2fa-setup": ALL_IN,
  "/dashboard/news/guia-practica-cableado-dmx-escenario": ALL_IN,
};

const ACCOUNTS: Record<Exclude<Role, "anonymous">, string> = {
  bronze: DEMO.bronze,
  silver: DEMO.silver,
  gold: DEMO.gold,
  company: DEMO.company,
  admin: DEMO.admin,
};

for (const role of ROLES) {
  test(`guard matrix for ${role}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `10.200.${ROLES.indexOf(role)}.${Date.now() % 250}` },
    });
    if (role !== "anonymous") await logInRequest(request, ACCOUNTS[role], DEMO_PASSWORD);
    for (const [path, expected] of Object.entries(MATRIX)) {
      const response = await request.get(path, { maxRedirects: 0 });
      const want = role === "anonymous" ? `/login?redirectTo=${encodeURIComponent(path)}` : expected[role];
      if (want === "ok") {
        expect(response.status(), `${role} ${path}`).toBe(200);
      } else if (want === "403") {
        expect(response.status(), `${role} ${path}`).toBe(403);
      } else {
        expect(response.status(), `${role} ${path}`).toBe(302);
        expect(
          new URL(response.headers().location ?? "", baseURL).pathname + new URL(response.headers().location ?? "", baseURL).search,
          `${role} ${path}`,
        ).toBe(want);
      }
    }
    await request.dispose();
  });
}

test("percent-encoded paths get the same guard as the plain ones", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await logInRequest(request, DEMO.bronze, DEMO_PASSWORD);
  for (const [path, target] of [
    ["/%67old-member", "/bronze-member"],
    ["/gold%2Dmember", "/bronze-member"],
    ["/%63ompany", "/"],
    ["/%61dmin", "/bronze-member"],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(new URL(response.headers().location ?? "", baseURL).pathname, path).toBe(target);
  }
  await request.dispose();
});

test("the guard also protects actions: a bronze member cannot post to the admin page", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await logInRequest(request, DEMO.bronze, DEMO_PASSWORD);
  const response = await request.post("/admin", { form: { change: "admin", accountId: "x", value: "true" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toContain("/bronze-member");
  await request.dispose();
});

test("a non-company user sent away from /company sees why", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.bronze);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/bronze-member$/);
  await page.goto("/company");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Solo las cuentas empresariales pueden acceder a esta sección.")).toBeVisible();
});

test("an admin changes a member's level from the admin home", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.admin);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel("Buscar por nombre o correo").fill("lucia.pereira1@demo.redav.lat");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByTestId("admin-account").first()).toBeVisible();
  const row = page.getByTestId("admin-account").filter({ hasText: "lucia.pereira1@demo.redav.lat" });
  await row.getByLabel("Nivel").selectOption("gold");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Cambio guardado.")).toBeVisible();
  await expect(page.getByTestId("admin-account").filter({ hasText: "lucia.pereira1@demo.redav.lat" }).getByLabel("Nivel")).toHaveValue("gold");
});

/** Route ids and texts that only company pages answer with. */
const COMPANY_CONTENT = [/routes\/areas\/company-home/, /news-article-company/, /"company-messages"/];

/** True when a single-fetch (.data) answer is a redirect whose target is outside /company. */
function singleFetchRedirectAway(body: string): boolean {
  if (!body.includes('"SingleFetchRedirect"')) return false;
  const target = /"redirect","([^"]*)"/.exec(body)?.[1];
  return target !== undefined && !/^\/company(\/|$)/i.test(new URL(target, "http://x.invalid").pathname);
}

test("encoded dot segments under /company never reach company pages for a bronze member", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.201.1.${Date.now() % 250}` } });
  await logInRequest(request, DEMO.bronze, DEMO_PASSWORD);
  for (const path of [
    "/company/news/..%2F..%2Fx",
    "/company/news/..%5C..%5Cx",
    "/company/news/%2E%2E%2F%2E%2E%2Fx",
    "/company/news/%2e%2e%2f%2e%2e%2fx",
    "/company/messages/..%2F..%2F..%2Fbronze-member",
    "/company/news/..%2F..%2F..%2F",
    "/company/%2E%2E/company",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    expect(status >= 300 && status < 500, `${path} answered ${status}`).toBe(true);
    if (status < 400) expect(new URL(response.headers().location ?? "/company", baseURL).pathname, path).not.toMatch(/^\/company(\/|$)/i);
    const body = await response.text();
    for (const marker of COMPANY_CONTENT) expect(body, path).not.toMatch(marker);
  }
  await request.dispose();
});

test("single-fetch .data requests for company pages are refused to a bronze member", async ({ playwright, baseURL }) => {
  // The markers do appear when the guard lets the request in, so the probes below are not vacuous.
  const companyRequest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.201.3.${Date.now() % 250}` } });
  await logInRequest(companyRequest, DEMO.company, DEMO_PASSWORD);
  for (const [path, marker] of [
    ["/company.data", COMPANY_CONTENT[0]],
    ["/company/news/guia-practica-cableado-dmx-escenario.data", COMPANY_CONTENT[1]],
    ["/company/messages.data", COMPANY_CONTENT[2]],
  ] as const) {
    const response = await companyRequest.get(path, { maxRedirects: 0 });
    expect(response.status(), `company ${path}`).toBe(200);
    expect(await response.text(), `company ${path}`).toMatch(marker as RegExp);
  }
  await companyRequest.dispose();

  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.201.2.${Date.now() % 250}` } });
  await logInRequest(request, DEMO.bronze, DEMO_PASSWORD);
  for (const path of [
    "/company.data",
    "/company/_.data",
    "/company/messages.data",
    "/company/news/guia-practica-cableado-dmx-escenario.data",
    "/company/news/..%2F..%2Fx.data",
    "/company/news/..%5C..%5Cx.data",
    "/company/news/%2E%2E%2F%2E%2E%2Fx.data",
    "/company/unknown.data",
    "/company.data?_routes=routes/areas/company-home",
    "/company/messages.data?_routes=company-messages",
    "/_root.data?_routes=routes/areas/company-home",
    "/_.data?_routes=routes/areas/company-home",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    const body = await response.text();
    for (const marker of COMPANY_CONTENT) expect(body, path).not.toMatch(marker);
    if (status === 200) continue; // an answer without any company data (e.g. `[{}]` for routes that did not match)
    const refused = (status >= 300 && status < 500 && status !== 202) || (status === 202 && singleFetchRedirectAway(body));
    expect(refused, `${path} answered ${status}: ${body.slice(0, 200)}`).toBe(true);
  }
  await request.dispose();
});

test("an anonymous .data request is sent to /login remembering the page it was for, trailing slash included", async ({ request }) => {
  for (const [path, page] of [
    ["/company.data", "/company"],
    ["/company/_.data", "/company/"],
    ["/gold-member/_.data?tab=1&_routes=root", "/gold-member/?tab=1"],
    ["/settings/security.data?_routes=routes/settings/security", "/settings/security"],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const body = await response.text();
    expect(response.status(), path).toBe(202);
    expect(/"redirect","([^"]*)"/.exec(body)?.[1], path).toBe(`/login?redirectTo=${encodeURIComponent(page as string)}`);
  }
});
