import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import type { MembershipLevel } from "../../app/lib/actor";
import { benefitsAddedAt } from "../../app/lib/membership-benefits";
import { catalogTexts } from "./catalog-texts";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

const PUBLIC_ROUTES: [string, string][] = [
  ["/", "La red profesional del audiovisual en Latinoamérica"],
  ["/about", "Institución"],
  ["/membership", "Membresías"],
  ["/university", "Universidad RedAV"],
  ["/opportunities", "Oportunidades"],
  ["/calendar", "Calendario"],
  ["/news", "Noticias"],
  ["/sponsors", "Sponsors"],
  ["/contact", "Contacto"],
  ["/jobs", "Ofertas de trabajo"],
  ["/explore", "Explorar la red"],
  ["/login", "Iniciar sesión"],
  ["/register", "Crea tu cuenta en RedAV"],
  ["/Register", "Crea tu cuenta en RedAV"],
  ["/forgot-password", "Recuperar contraseña"],
  ["/reset-password", "Restablecer contraseña"],
  ["/auth/verify", "Verificación de correo"],
  ["/sitemap", "Mapa del sitio"],
  ["/terms", "Términos y Condiciones"],
  ["/legal/terms", "Condiciones de uso"],
  ["/legal/privacy", "Política de Privacidad"],
  ["/legal/cookies", "Política de Cookies"],
];

for (const [path, heading] of PUBLIC_ROUTES) {
  test(`${path} answers with its heading, title, description and Open Graph tags`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/RedAV/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain("RedAV");
    expect(await page.locator('meta[property="og:description"]').getAttribute("content")).toBeTruthy();
    const canonical = new URL(page.url());
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${canonical.origin}${canonical.pathname}`);
  });
}

test("robots.txt opens the public pages and closes the member areas", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  for (const path of ["/admin", "/company", "/settings"]) expect(body).toContain(`Disallow: ${path}`);
  expect(body).not.toMatch(/Disallow: \/\s*$/m);
});

test("liveness answers without the database; readiness checks it", async ({ request }) => {
  expect(await (await request.get("/api/health")).json()).toEqual({ status: "ok", service: "redav" });
  const ready = await request.get("/api/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", service: "redav" });
});

test("the site map lists every public route", async ({ page }) => {
  await page.goto("/sitemap");
  for (const [path] of PUBLIC_ROUTES.filter(([p]) => p !== "/Register")) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
});

test("a client navigation brings each page's own texts: from a page that loaded only the shell's to the site map, information pages, explore and opportunities", async ({
  page,
}) => {
  await page.goto("/login");
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Mapa del sitio" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mapa del sitio");
  const stops: [string, string, string][] = [
    ["/membership", "Membresías", "Membresías"],
    ["/about", "Institución", "Institución"],
    ["/explore", "Explorar", "Explorar la red"],
    ["/opportunities", "Oportunidades", "Oportunidades"],
    ["/", "Inicio", "La red profesional del audiovisual en Latinoamérica"],
  ];
  for (const [path, link, heading] of stops) {
    await page.locator(`main a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
    await expect(page.getByRole("heading", { level: 1 }), link).toHaveText(heading);
    await expect(page).toHaveTitle(`${link} · RedAV`);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mapa del sitio");
  }
  await expect(page.getByRole("main")).not.toContainText(/\b(?:cards|explore|opportunities|membership)\.[a-zA-Z]+/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no-existe/para-nada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("every response carries the security headers and a CSP that allows only its own scripts (a nonce, or hashes on a cache hit)", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-[^']+'/);
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("hashed assets are cached for a year and sent as the build compressed them: brotli, gzip or plain as accepted, with Vary and an ETag", async ({
  playwright,
  baseURL,
}) => {
  const raw = await playwright.request.newContext({ baseURL });
  const html = await (await raw.get("/terms")).text();
  const src = html.match(/href="(\/assets\/entry\.client-[^"]+\.js)"/)?.[1] ?? "";
  expect(src).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const built = readFileSync(`build/client${src}`);
  for (const [accepted, encoding, file] of [
    ["gzip, deflate, br", "br", `build/client${src}.br`],
    ["gzip", "gzip", `build/client${src}.gz`],
    ["identity", undefined, `build/client${src}`],
  ] as const) {
    const response = await fetch(new URL(src, baseURL), { headers: { "accept-encoding": accepted } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-encoding") ?? undefined).toBe(encoding);
    expect(Number(response.headers.get("content-length")), accepted).toBe(readFileSync(file).length);
    const etag = response.headers.get("etag") ?? "";
    expect((await fetch(new URL(src, baseURL), { headers: { "accept-encoding": accepted, "if-none-match": etag } })).status).toBe(304);
  }
  // The brotli copy is the file at the highest setting: what the browser unpacks is the built file.
  expect(brotliDecompressSync(readFileSync(`build/client${src}.br`)).equals(built)).toBe(true);
  await raw.dispose();
});

test("a cross-site form post is refused", async ({ request }) => {
  const response = await request.post("/newsletter", { form: { email: "x@y.com" }, headers: { origin: "https://evil.example" } });
  expect(response.status()).toBe(403);
});

test("/membership lists for each level exactly what the membership table gives it (the table the policies read), and nothing 'Próximamente'", async ({
  page,
}) => {
  await page.goto("/membership");
  const texts = catalogTexts<{ membership: { levels: { id: MembershipLevel; name: string }[]; includes: string; benefits: Record<string, string> } }>(
    "es",
    "pages",
  ).membership;
  for (const [index, level] of texts.levels.entries()) {
    const below = texts.levels[index - 1];
    const expected = [
      ...(below ? [texts.includes.replace("{{level}}", below.name)] : []),
      ...benefitsAddedAt(level.id).map((benefit) => texts.benefits[benefit]),
    ];
    const section = page.getByRole("region", { name: level.name, exact: true });
    await expect(section.getByRole("listitem")).toHaveText(expected);
  }
  // Certificates and the library are Bronce benefits, as the rules have always allowed (issue 36).
  await expect(page.getByRole("region", { name: "Bronce", exact: true })).toContainText("Certificados al completar los cursos de tu nivel");
  await expect(page.getByRole("region", { name: "Plata", exact: true })).not.toContainText("Certificados");
  await expect(page.getByText("Su propio mini sitio web público en RedAV")).not.toContainText("Próximamente");
  await expect(page.getByText("Próximamente")).toHaveCount(0);
});

test("a signed-in member is not invited to join: the home page leads to her area, /membership offers no 'Únete'", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/");
  const hero = page.getByRole("main");
  await expect(hero.getByRole("link", { name: "Únete gratis" })).toHaveCount(0);
  await expect(hero.getByRole("link", { name: "Ir a mi área" })).toHaveAttribute("href", "/bronze-member");
  await page.goto("/membership");
  await expect(page.getByRole("main").getByRole("link", { name: "Únete" })).toHaveCount(0);
});
