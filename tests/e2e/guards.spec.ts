import { DEMO, DEMO_PASSWORD, expect, logInRequest, test } from "./fixtures";

type Role = "anonymous" | "bronze" | "silver" | "gold" | "company" | "admin";
const ROLES: Role[] = ["anonymous", "bronze", "silver", "gold", "company", "admin"];
const ALL_IN = { bronze: "ok", silver: "ok", gold: "ok", company: "ok", admin: "ok" } as const;

/** Spec §6: every protected route × every role → "ok" (200) or the redirect target. */
const MATRIX: Record<string, Partial<Record<Role, string>>> = {
  "/admin": { bronze: "/bronze-member", silver: "/silver-member", gold: "/gold-member", company: "/company", admin: "ok" },
  "/admin/events/new": ALL_IN,
  "/gold-member": { bronze: "/bronze-member", silver: "/silver-member", gold: "ok", company: "/company", admin: "ok" },
  "/silver-member": { bronze: "/bronze-member", silver: "ok", gold: "ok", company: "/company", admin: "ok" },
  "/bronze-member": { bronze: "ok", silver: "ok", gold: "ok", company: "/company", admin: "ok" },
  "/company": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "ok" },
  "/company/messages": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "ok" },
  "/company/news/articulo-1": { bronze: "/", silver: "/", gold: "/", company: "ok", admin: "ok" },
  "/company/profile/change-password": ALL_IN,
  "/messages": ALL_IN,
  "/member/technicians": ALL_IN,
  "/courses/sonido-en-vivo": ALL_IN,
  "/profile": ALL_IN,
  "/settings/security": ALL_IN,
  "/settings/security/change-password": ALL_IN,
  "/settings/security/2fa-setup": ALL_IN,
  "/dashboard/news/articulo-1": ALL_IN,
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
