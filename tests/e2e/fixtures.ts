import { randomInt } from "node:crypto";
import { type APIRequestContext, type Browser, test as base, expect, type Page } from "@playwright/test";

/** Each test comes from its own client IP (the e2e server trusts X-Forwarded-For), so rate limits never leak between tests. */
export const test = base.extend({
  extraHTTPHeaders: async ({ baseURL: _baseURL }, use) => {
    await use({ "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  page: async ({ page }, use) => {
    // Every navigation waits for hydration, so a click never lands before React listens (a document served without scripts is ready as loaded).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { DEMO_LOGINS as DEMO, DEMO_PASSWORD } from "../../seed/content/demo-logins";
export { expect };

/** A fresh e-mail for one test. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomInt(1e9).toString(36)}@e2e.redav.lat`;
}

/** Signs in through the login form and waits for the landing page. */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Signs an API request context in by posting the login form (cookies stay in the context). */
export async function logInRequest(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post("/login", { form: { intent: "login", email, password }, maxRedirects: 0 });
  expect(response.status(), `login of ${email}`).toBe(302);
}

/** The newest link containing `path` mailed to `email`, read from /dev/mail. */
export async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  const mail = page
    .getByTestId("dev-mail")
    .filter({ hasText: email })
    .filter({ has: page.locator(`a[href*="${path}"]`) })
    .first();
  // Mail is sent by the outbox worker just after the request's commit: the page is read again until it is there.
  await expect(async () => {
    await page.goto("/dev/mail");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const links = await mail.getByRole("link").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const link = links.find((href) => href.includes(path));
  if (!link) throw new Error(`no ${path} link for ${email}`);
  return link;
}

/** Signs out through the header's account menu and waits for the home page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Menú de cuenta/ }).click();
  await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The password the registration helpers use. */
export const REGISTER_PASSWORD = "una frase bastante larga";

/** Registers an individual (Lucía Fernández, Chile) through the form, up to "Revisa tu correo". */
export async function registerIndividual(page: Page, email: string, names = { first: "Lucía", last: "Fernández" }): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Técnico / Individual").check();
  await page.getByLabel("Nombre", { exact: true }).fill(names.first);
  await page.getByLabel("Apellido").fill(names.last);
  await page.getByLabel("País").selectOption("Chile");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa tu correo");
}

/** Follows the verification link mailed to `email` (the member lands signed in). */
export async function verifyThroughDevMail(page: Page, email: string): Promise<void> {
  const link = await mailedLink(page, email, "/auth/verify");
  await page.goto(link);
}

/**
 * A new, verified technician (Lucía and the last name given, Fernández by default) signed in on a
 * browser context of her own: her e-mail, that page (close its context when done) and the path of
 * her public profile.
 */
export async function newTechnician(
  browser: Browser,
  options: { prefix?: string; lastName?: string } = {},
): Promise<{ email: string; page: Page; profilePath: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = freshEmail(options.prefix ?? "tecnica");
  await registerIndividual(page, email, { first: "Lucía", last: options.lastName ?? "Fernández" });
  await verifyThroughDevMail(page, email);
  await page.goto("/profile");
  const profilePath = await page.getByRole("link", { name: "Ver mi perfil de miembro" }).getAttribute("href");
  if (!profilePath) throw new Error("no public profile link");
  return { email, page, profilePath };
}
