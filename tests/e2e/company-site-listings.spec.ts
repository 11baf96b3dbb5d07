import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, freshEmail, mailedLink, test } from "./fixtures";

const PASSWORD = "correct horse battery";

async function hydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  return response;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a company switches on its RedAV sections in the site editor; visitors see the crew section say that confirmed credits appear there, and no empty offers (decision 063)", async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(120_000);
  const slug = `luces-del-sur-${Date.now().toString(36)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });
  const company = await context.newPage();
  const email = freshEmail("listados");
  const form = { intent: "register", userType: "company", email, password: PASSWORD, companyName: "Luces del Sur", country: "UY", mainCategory: "rental" };
  expect((await company.request.post("/register", { form, maxRedirects: 0 })).status()).toBe(201);
  await hydrated(company, await mailedLink(company, email, "/auth/verify"));
  await hydrated(company, "/company/profile");
  await company.getByLabel("Dirección en RedAV").fill(slug);
  await company.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(company.getByRole("status").filter({ hasText: "se guardó" })).toBeVisible();

  await hydrated(company, "/company/website");
  const switches = company.getByTestId("listing-fields");
  await expect(switches.getByRole("checkbox", { name: "Mostrar ofertas abiertas" })).not.toBeChecked();
  await switches.getByRole("checkbox", { name: "Mostrar ofertas abiertas" }).check();
  await switches.getByRole("checkbox", { name: "Mostrar el equipo que trabajó con nosotros" }).check();
  await expect(company.getByTestId("save-state")).toHaveText("Guardado");
  await expect(company.locator("#panel-preview").getByText("aquí aparecen tus ofertas de empleo activas")).toBeVisible();
  expect(await seriousViolations(company)).toEqual([]);
  await company.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(company.getByTestId("publish-state")).toHaveText("Publicado");

  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 844 });
    expect((await hydrated(visitor, `/empresa/${slug}`))?.status()).toBe(200);
    const crew = visitor.getByTestId("site-crew");
    await expect(crew.getByRole("heading", { name: "Equipo que trabajó con nosotros" })).toBeVisible();
    await expect(crew).toContainText("Los créditos de los técnicos aparecen aquí cuando la empresa los confirma.");
    await expect(visitor.getByTestId("site-jobs")).toHaveCount(0);
    await expect(visitor.getByRole("navigation", { name: "Secciones del sitio" }).getByRole("link", { name: "Equipo que trabajó con nosotros" })).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
  }
  await context.close();
});
