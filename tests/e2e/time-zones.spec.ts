import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

test("the event editor lists cities grouped by country, values the zone ids", async ({ page }) => {
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto("/admin/events/new");
  const zone = page.getByLabel("Zona horaria");
  const mexico = zone.locator('optgroup[label="México"]');
  await expect(mexico.locator("option")).toHaveText(["Cancún", "Ciudad de México", "Monterrey", "Tijuana"]);
  await expect(mexico.getByText("Ciudad de México")).toHaveAttribute("value", "America/Mexico_City");
  await expect(zone.locator('optgroup[label="Argentina"] option')).toHaveText(["Buenos Aires", "Córdoba"]);
  await expect(zone.locator('optgroup[label="Brasil"] option')).toHaveText(["Manaos", "São Paulo"]);
  await expect(zone.locator("option", { hasText: "_" })).toHaveCount(0);
  await zone.selectOption("America/Argentina/Buenos_Aires");
  await expect(zone).toHaveValue("America/Argentina/Buenos_Aires");
});

test("an event says its zone as people do, in the reader's language", async ({ page, context, baseURL }) => {
  await page.goto("/calendar/taller-consolas-digitales-guadalajara");
  await expect(page.getByText("(hora de Ciudad de México)")).toBeVisible();
  await page.goto("/calendar");
  await expect(page.getByText("· Hora de Ciudad de México").first()).toBeVisible();
  await expect(page.getByText("· Hora de São Paulo").first()).toBeVisible();

  await context.addCookies([{ name: "lng", value: "en", url: baseURL }]);
  await page.goto("/calendar/taller-consolas-digitales-guadalajara");
  await expect(page.getByText("(Mexico City time)")).toBeVisible();
  await context.addCookies([{ name: "lng", value: "pt", url: baseURL }]);
  await page.goto("/calendar/feria-av-latam-sao-paulo");
  await expect(page.getByText("(horário de São Paulo)")).toBeVisible();
});
