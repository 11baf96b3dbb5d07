import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

/** Moves the month view forward (at most twice) until the month's list of holds names `text`. */
async function monthListing(page: Page, text: RegExp) {
  const list = page.getByRole("link", { name: text });
  for (let step = 0; step < 2 && (await list.count()) === 0; step++) {
    await page.getByRole("link", { name: "Mes siguiente" }).click();
    await expect(page.locator("#calendar-month")).toBeVisible();
  }
  return list;
}

test("the technician's month shows a company's option and confirmed work apart from her marks, in words, with links to the bookings", async ({ page }) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/profile/availability");
  const option = await monthListing(page, /Opción 1\.ª — Congreso Regional de Cardiología/);
  await expect(option).toHaveAttribute("href", /^\/bookings\//);
  await expect(page.locator('button[data-hold="option"]').first()).toHaveAttribute("aria-label", /Opción 1\.ª — Congreso Regional de Cardiología/);
  await expect(page.getByText("Opción de una empresa (a confirmar)")).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(violations.map((v) => v.id)).toEqual([]);
  const confirmed = await monthListing(page, /Confirmado — Gala Benéfica del Hospital de Clínicas/);
  await confirmed.click();
  await expect(page).toHaveURL(/\/bookings\/[^/]+$/);
});

test("a company's technician search offers 'Sin opciones en esas fechas' once a day is chosen", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto("/member/technicians");
  await expect(page.getByLabel("Sin opciones en esas fechas")).toHaveCount(0);
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Disponible desde").fill(day);
  await page.getByLabel("Sin opciones en esas fechas").check();
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL(/sinOpciones=1/);
  await expect(page.getByLabel("Sin opciones en esas fechas")).toBeChecked();
});
