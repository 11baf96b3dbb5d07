import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_DMX_GUIDE_SLUG } from "../../seed/content/demo-news";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** An admin writes an article in /admin/news and publishes it at once; answers its public address. */
async function publishArticle(admin: Page, title: string, audience: string): Promise<string> {
  await admin.goto("/admin/news");
  await admin.getByRole("link", { name: "Nuevo artículo" }).click();
  await admin.getByLabel("Título", { exact: true }).fill(title);
  await admin.getByLabel("Resumen").fill("Lo que cambia en los tableros de escenario para la próxima temporada.");
  await admin.getByRole("textbox", { name: "Texto", exact: true }).fill("Los tableros deberán llevar protección diferencial por circuito.");
  await admin.getByLabel("Sección").selectOption({ label: "Industria" });
  await admin.getByLabel("Quién puede leerlo completo").selectOption({ label: audience });
  await admin.getByLabel("Publicar ahora (avisa a los lectores)").check();
  await admin.getByRole("button", { name: "Crear artículo" }).click();
  await expect(admin.getByText("El artículo está publicado.")).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  const href = await admin.getByRole("link", { name: "Ver", exact: true }).getAttribute("href");
  if (!href) throw new Error("no public address");
  return href;
}

test("an admin publishes an article; a member is notified and reads it whole; a visitor reads a members-only one as its summary", async ({ page, browser }) => {
  // Two articles written through the rich-text editor, a member's notice and a visitor: about 50 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  const stamp = Date.now().toString(36);
  const openTitle = `Nueva norma eléctrica ${stamp}`;
  const membersTitle = `Encuesta de tarifas ${stamp}`;
  const member = await newTechnician(browser, { prefix: "lectora" });
  const openAddress = await publishArticle(page, openTitle, "Público");
  const membersAddress = await publishArticle(page, membersTitle, "Miembros de RedAV");

  await expect(async () => {
    await member.page.goto("/notifications");
    await expect(member.page.getByRole("main").getByText(membersTitle).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await member.page.getByRole("main").getByRole("listitem").filter({ hasText: membersTitle }).getByRole("link").first().click();
  await expect(member.page.getByRole("heading", { level: 1 })).toHaveText(membersTitle);
  await expect(member.page.getByText("protección diferencial")).toBeVisible();
  await member.page.context().close();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/news");
  await expect(visitor.getByRole("link", { name: openTitle })).toBeVisible();
  await visitor.goto(openAddress);
  await expect(visitor.getByText("protección diferencial")).toBeVisible();
  const schema = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(schema).toMatchObject({ "@type": "NewsArticle", headline: openTitle, isAccessibleForFree: true });
  await visitor.goto(membersAddress);
  await expect(visitor.getByRole("heading", { name: "Este artículo es para Miembros de RedAV" })).toBeVisible();
  await expect(visitor.getByText("protección diferencial")).toHaveCount(0);
  const locked = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(locked).toMatchObject({ isAccessibleForFree: false });
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();
});

test("the demo members' 'Nueva noticia' opens the DMX guide it announces", async ({ page }) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/notifications");
  await page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "Guía práctica: cableado DMX sin sorpresas en escenario" })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/news/${DEMO_DMX_GUIDE_SLUG}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía práctica: cableado DMX sin sorpresas en escenario");
  await page.goto(`/dashboard/news/${DEMO_DMX_GUIDE_SLUG}`);
  await expect(page.getByRole("link", { name: "Compartir por WhatsApp" })).toBeVisible();
});
