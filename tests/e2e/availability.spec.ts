import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

/** The profile's own form on /profile (the public page's sections below it have a city and a country too). */
const profileForm = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: "Guardar perfil" }) });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** The Saturday after today in Argentina (a week ahead when today is Saturday), as YYYY-MM-DD. */
function nextSaturdayInArgentina(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

test("a technician marks next Saturday available in Córdoba; a company filtering by that Saturday and Argentina finds her", async ({ page, browser }) => {
  const lastName = `Disponible${Date.now().toString(36)}`;
  const saturday = nextSaturdayInArgentina();
  const technician = await newTechnician(browser, { prefix: "disponible", lastName });
  const mine = technician.page;
  await profileForm(mine).getByLabel("País").selectOption("Argentina");
  await profileForm(mine).getByLabel("Ciudad").fill("Buenos Aires");
  await mine.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(mine.getByText("Tu perfil se guardó.")).toBeVisible();

  await mine.getByRole("link", { name: "Mi disponibilidad" }).click();
  await expect(mine.getByRole("heading", { level: 1 })).toHaveText("Mi disponibilidad");
  await expect(mine.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dayButton = mine.locator(`button[data-day="${saturday}"]`);
  if ((await dayButton.count()) === 0) await mine.getByRole("link", { name: "Mes siguiente" }).click();
  await expect(dayButton).toHaveAttribute("data-status", "none");
  await dayButton.click();
  await expect(mine.getByLabel("Desde")).toHaveValue(saturday);
  await mine.getByLabel("Disponible", { exact: true }).check();
  await mine.getByLabel("Ciudades o países donde puedes trabajar (opcional)").fill("Córdoba");
  await mine.getByLabel("Nota (opcional)").fill("Gira con X hasta el 12");
  await mine.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(mine.getByText("Guardamos tus días.")).toBeVisible();
  await expect(mine.locator(`button[data-day="${saturday}"]`)).toHaveAttribute("data-status", "available");
  expect(await seriousViolations(mine)).toEqual([]);

  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto("/member/technicians");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Disponible desde").fill(saturday);
  await page.getByLabel("País").selectOption("Argentina");
  await expect(page).toHaveURL(new RegExp(`desde=${saturday}.*pais=AR|pais=AR.*desde=${saturday}`));
  const card = page
    .getByRole("main")
    .getByRole("article")
    .filter({ hasText: `Lucía ${lastName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("Disponible", { exact: true })).toBeVisible();
  await expect(card).toContainText(/Disponible sáb/);
  await expect
    .poll(async () =>
      (await page.getByRole("main").getByRole("article").allTextContents()).every((text) => /Disponible (?:lun|mar|mié|jue|vie|sáb|dom)/.test(text)),
    )
    .toBe(true);
  // Her profile shows the company her next weeks, with the place she named.
  await card.getByRole("link", { name: `Lucía ${lastName}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Disponibilidad (próximas 4 semanas)" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Disponible · Córdoba · Gira con X hasta el 12");
  await mine.context().close();
});
