import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

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

test("a technician picks her zone by city and leaves her days out of 'Mi agenda', which then carries none", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "agenda" });
  await page.goto("/profile/availability");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Libre hoy" }).click();
  await expect(page.getByText(/^Listo: marcamos/)).toBeVisible();
  await page.goto("/calendar");
  const address = await page.getByLabel("Dirección de tu agenda").inputValue();
  const feed = async () => (await page.request.get(address)).text();
  expect(await feed()).toContain("TRANSP:TRANSPARENT");

  await page.goto("/profile/availability");
  const zone = page.getByLabel("Tu zona horaria");
  await expect(zone.locator('optgroup[label="Argentina"] option')).toHaveText(["Buenos Aires", "Córdoba"]);
  await zone.selectOption("America/Lima");
  const inFeed = page.getByLabel("Mostrar mis días en «Mi agenda»");
  await expect(inFeed).toBeChecked();
  await inFeed.uncheck();
  await page.getByRole("button", { name: "Guardar privacidad" }).click();
  await expect(page.getByText("Guardamos quién ve tu disponibilidad.")).toBeVisible();
  await expect(page.getByLabel("Mostrar mis días en «Mi agenda»")).not.toBeChecked();
  await expect(page.getByLabel("Tu zona horaria")).toHaveValue("America/Lima");
  const without = await feed();
  expect(without).toContain("BEGIN:VCALENDAR");
  expect(without).not.toContain("availability-");
});
