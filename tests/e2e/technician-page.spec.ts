import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, newTechnician, test } from "./fixtures";

/** Saves one of the page settings' forms as the signed-in technician (the editor's own action route). */
async function saveSetting(page: Page, form: Record<string, string>): Promise<void> {
  const response = await page.request.post("/profile/page/settings", { form, headers: { accept: "application/json" } });
  expect(response.status(), JSON.stringify(form)).toBeLessThan(400);
}

test("a visitor gets a public page with its JSON-LD and share card; a members-only page asks to sign in; a hidden one is the unknown address's 404", async ({
  browser,
  baseURL,
}) => {
  const { page: owner } = await newTechnician(browser, { prefix: "pagina" });
  const handle = `lucia-${randomInt(1e9).toString(36)}`;
  await saveSetting(owner, { intent: "handle", handle });
  await saveSetting(owner, { intent: "visibility", visibility: "public" });

  const visitor = await (await browser.newContext()).newPage();
  const answer = await visitor.goto(`/tecnicos/${handle}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Lucía Fernández");
  await expect(visitor.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/tecnicos/${handle}`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  const schema = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(schema).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person", name: "Lucía Fernández", url: `${baseURL}/tecnicos/${handle}` } });
  const image = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(new RegExp(`/share-cards/technician/${handle}/es-[A-Za-z0-9_-]{16}\\.jpg$`));
  const card = await visitor.request.get(image ?? "");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");

  // The visitor's page is the anonymous page cache's copy from the second request on.
  await expect.poll(async () => (await visitor.request.get(`/tecnicos/${handle}`)).headers()["x-page-cache"]).toBe("hit");

  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page: visitor }).analyze();
    expect(results.violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);
  }

  await visitor.getByRole("link", { name: "Contactar" }).click();
  await expect(visitor).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/tecnicos/${handle}`)}`);

  // The change purges the cached copy at once (the cache would keep it 30 s otherwise).
  await saveSetting(owner, { intent: "visibility", visibility: "members" });
  await visitor.goto(`/tecnicos/${handle}`);
  await expect(visitor.getByText("Inicia sesión para ver este perfil")).toBeVisible();
  await expect(visitor.getByText("Lucía Fernández")).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect.poll(async () => (await visitor.request.get(`/tecnicos/${handle}`)).headers()["x-page-cache"]).toBe("hit");
  await expect(visitor.getByRole("link", { name: "Iniciar sesión" }).last()).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/tecnicos/${handle}`)}`,
  );

  await saveSetting(owner, { intent: "visibility", visibility: "hidden" });
  const hidden = await visitor.request.get(`/tecnicos/${handle}`);
  const unknown = await visitor.request.get(`/tecnicos/nadie-${randomInt(1e9).toString(36)}`);
  expect([hidden.status(), unknown.status()]).toEqual([404, 404]);
  const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  expect(heading(await hidden.text())).toBe(heading(await unknown.text()));

  await owner.goto(`/tecnicos/${handle}`);
  await expect(owner.getByText("Tu página está oculta: solo tú la ves.")).toBeVisible();
});
