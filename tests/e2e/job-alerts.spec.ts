import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInRequest, logInWithForm, test } from "./fixtures";

/** A client IP of its own for a request context, so rate limits never meet another test's. */
const freshIp = () => `10.201.${randomInt(256)}.${randomInt(1, 255)}`;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a signed-in technician turns a /jobs search into an alert, sees it listed in words, and deletes it", async ({ page }) => {
  await logInWithForm(page, DEMO.silver, DEMO_PASSWORD);
  await page.goto("/jobs");
  await expect(page.getByText("Elige al menos un filtro y podrás pedir que te avisemos")).toBeVisible();
  await expect(page.getByRole("link", { name: "Avisarme de ofertas así" })).toHaveCount(0);
  await page.getByLabel("Categoría").selectOption("Audio");
  await page.getByLabel("Remoto").check();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/categoria=audio/);

  await page.getByRole("link", { name: "Avisarme de ofertas así" }).click();
  await expect(page).toHaveURL(/\/member\/job-alerts\?nueva=1&categoria=audio&remoto=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mis alertas de empleo");
  const proposal = page.getByRole("region", { name: "Nueva alerta" });
  await expect(proposal.getByRole("definition")).toHaveText([
    "Cualquier texto",
    "Audio",
    "Todos los tipos",
    "Cualquier experiencia",
    "Todos los países",
    "Solo ofertas con trabajo remoto",
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await proposal.getByRole("button", { name: "Crear alerta" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Alerta creada. Te avisaremos de las ofertas nuevas que coincidan." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Nueva alerta" })).toHaveCount(0);
  const alert = page.getByTestId("job-alert").filter({ hasText: "Audio · remoto" });
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole("link", { name: "Ver ofertas de la alerta Audio · remoto" })).toHaveAttribute("href", "/jobs?categoria=audio&remoto=1");
  expect(await seriousViolations(page)).toEqual([]);

  await alert.getByRole("button", { name: "Eliminar la alerta Audio · remoto" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerta eliminada." })).toBeVisible();
  await expect(page.getByTestId("job-alert").filter({ hasText: "Audio · remoto" })).toHaveCount(0);
  await expect(page.getByText("Todavía no tienes alertas.")).toBeVisible();
});

test("a visitor's 'Avisarme de ofertas así' goes through the login and comes back with the search", async ({ page }) => {
  await page.goto("/jobs?q=t%C3%A9cnico+de+sonido&pais=Argentina");
  await page.getByRole("link", { name: "Avisarme de ofertas así" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Correo electrónico").fill(DEMO.bronze);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/member/job-alerts?nueva=1&q=t%C3%A9cnico+de+sonido&pais=AR");
  const proposal = page.getByRole("region", { name: "Nueva alerta" });
  await expect(proposal).toContainText("“técnico de sonido”");
  await expect(proposal).toContainText("Argentina");
  await expect(proposal.getByRole("button", { name: "Crear alerta" })).toBeVisible();
});

test("the forms work without JavaScript, and a company is refused with the reason", async ({ playwright, baseURL }) => {
  const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": freshIp() } });
  await logInRequest(member, DEMO.gold, DEMO_PASSWORD);
  const created = await member.post("/member/job-alerts?nueva=1&categoria=video", { form: { intent: "create", categoria: "video" }, maxRedirects: 0 });
  expect(created.status()).toBe(303);
  expect(created.headers().location).toBe("/member/job-alerts?hecho=creada");
  const page = await (await member.get("/member/job-alerts?hecho=creada")).text();
  expect(page).toContain("Alerta creada.");
  const id = /name="id" value="(\d+)"/.exec(page)?.[1];
  expect(id).toBeTruthy();
  const deleted = await member.post("/member/job-alerts", { form: { intent: "delete", id: String(id) }, maxRedirects: 0 });
  expect(deleted.headers().location).toBe("/member/job-alerts?hecho=eliminada");
  await member.dispose();

  const company = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": freshIp() } });
  await logInRequest(company, DEMO.company, DEMO_PASSWORD);
  expect(await (await company.get("/member/job-alerts")).text()).toContain("las cuentas de empresa no pueden crearlas");
  const refused = await company.post("/member/job-alerts", { form: { intent: "create", categoria: "Video" }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Las alertas de empleo son para técnicos y profesionales");
  await company.dispose();
});
