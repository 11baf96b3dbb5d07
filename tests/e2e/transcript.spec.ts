import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

const CERTIFIED = "Sonido en vivo: fundamentos de mezcla FOH";
const IN_PROGRESS = "Sistemas de PA: alineación y medición";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a member with a certificate shares 'Mi formación'; a visitor opens it; a new link and 'Dejar de compartir' withdraw the old address", async ({
  page,
  browser,
}) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/courses/transcript");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi formación");
  const certified = page.getByRole("article", { name: CERTIFIED });
  // learning.spec revokes and then restores this certificate: either state may show while it runs alongside.
  await expect(certified.getByText(/^(Vigente|Revocado)$/).first()).toBeVisible();
  await expect(certified.getByRole("link", { name: /^Ver certificado de Sonido en vivo/ })).toHaveAttribute("href", /^\/certificates\/[\w-]{22}$/);
  await expect(page.getByRole("article", { name: IN_PROGRESS }).getByText("En curso")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const pdf = await page.request.get("/courses/transcript/pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A data folder used before may hold a shared transcript already: start from a private one.
  const stop = page.getByRole("button", { name: "Dejar de compartir" });
  if (await stop.isVisible()) await stop.click();
  await page.getByRole("button", { name: "Compartir mi formación" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tu formación ya se puede ver en el enlace público." })).toBeVisible();
  const link = page.getByLabel("Enlace público");
  await expect(link).toHaveValue(/\/formacion\/[\w-]{22}$/);
  const address = new URL(await link.inputValue()).pathname;
  expect(await seriousViolations(page)).toEqual([]);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(address);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(/^Formación de \S/);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const shown = visitor.getByRole("article", { name: CERTIFIED });
  await expect(shown.getByText(/^(Vigente|Revocado)$/).first()).toBeVisible();
  await expect(visitor.getByText(IN_PROGRESS)).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await shown.getByRole("link", { name: /^Ver certificado de Sonido en vivo/ }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Certificado de finalización");
  const publicPdf = await visitor.request.get(`${address}/pdf`);
  expect(publicPdf.status()).toBe(200);
  expect(publicPdf.headers()["content-type"]).toBe("application/pdf");

  await page.getByRole("button", { name: "Crear un enlace nuevo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Creaste un enlace nuevo; el anterior ya no funciona." })).toBeVisible();
  const renewed = new URL(await page.getByLabel("Enlace público").inputValue()).pathname;
  expect(renewed).not.toBe(address);
  const old = await visitor.goto(address);
  expect(old?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await visitor.goto(renewed);
  await expect(visitor.getByRole("article", { name: CERTIFIED })).toBeVisible();

  await page.getByRole("button", { name: "Dejar de compartir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dejaste de compartir tu formación." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Compartir mi formación" })).toBeVisible();
  expect((await visitor.request.get(renewed)).status()).toBe(404);
  const withdrawnPdf = await visitor.request.get(`${renewed}/pdf`);
  expect(withdrawnPdf.status()).toBe(404);
  expect(await withdrawnPdf.text()).toBe("Esta formación no está publicada.");
  await visitor.context().close();
});
