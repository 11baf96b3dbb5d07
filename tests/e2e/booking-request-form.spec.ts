import { dayFromToday, newUruguayanCompany, seriousViolations } from "./booking-helpers";
import { expect, newTechnician, test } from "./fixtures";

test("a company asks a technician for dates on a phone: prefilled days, per-day call times, a refusal at its field, then 'Pedido enviado'", async ({
  page,
  browser,
}) => {
  const technician = await newTechnician(browser, { prefix: "tecnica-pedido", lastName: "Pedido" });
  const technicianId = technician.profilePath.split("/").pop() as string;
  await technician.page.context().close();

  await newUruguayanCompany(page, "Producciones Formulario", "empresa-pedido");
  await page.getByRole("button", { name: /^Menú de cuenta/ }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Reservas" })).toHaveAttribute("href", "/bookings");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 844 });

  const first = dayFromToday(10);
  const last = dayFromToday(12);
  await page.goto(`/company/bookings/new?tecnico=${technicianId}&origen=search&desde=${first}&hasta=${last}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedir una reserva");
  await expect(page.getByRole("main")).toContainText("Lucía Pedido");
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("Primer día")).toHaveValue(first);
  await expect(form.getByLabel("Último día")).toHaveValue(last);
  await expect(form.getByLabel("País")).toHaveValue("UY");
  await expect(form.getByLabel("Zona horaria del lugar")).toHaveValue("America/Montevideo");
  await expect(form.locator('input[type="time"][name^="callTime."]')).toHaveCount(3);
  await expect(form.getByLabel("Opción (la mejor disponible)")).toBeChecked();

  // 'Un solo día' leaves one day: no last day, no per-day call times.
  await form.getByLabel("Un solo día").check();
  await expect(form.getByLabel("Último día")).toHaveCount(0);
  await expect(form.locator('input[type="time"][name^="callTime."]')).toHaveCount(0);
  await form.getByLabel("Un solo día").uncheck();
  await form.getByLabel("Último día").fill(last);
  await expect(form.locator('input[type="time"][name^="callTime."]')).toHaveCount(3);

  // Without a production the request is refused at that field, which takes the focus.
  await form.getByLabel("Rol").selectOption("foh");
  await form.getByLabel("Ciudad").fill("Montevideo");
  await form.getByRole("button", { name: "Enviar pedido" }).click();
  const production = form.getByLabel("Producción o evento");
  await expect(production).toHaveAttribute("aria-invalid", "true");
  await expect(production).toBeFocused();
  await expect(form).toContainText("Escribe el nombre de la producción o del evento");
  await expect(form.getByLabel("Ciudad")).toHaveValue("Montevideo");
  expect(await seriousViolations(page)).toEqual([]);

  await production.fill("Festival Formulario");
  await form.getByLabel("Hora de citación", { exact: true }).fill("08:00");
  await form.getByLabel("Reserva confirmada si las fechas están libres").check();
  await form.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page).toHaveURL(/\/bookings\/[^/?]+$/);
  await expect(page.getByRole("status").filter({ hasText: "Pedido enviado" })).toBeVisible();
});

test("a member opening the request form is turned away by the companies' guard", async ({ browser }) => {
  const technician = await newTechnician(browser, { prefix: "tecnica-guardia" });
  const technicianId = technician.profilePath.split("/").pop() as string;
  const response = await technician.page.goto(`/company/bookings/new?tecnico=${technicianId}`);
  expect(new URL(technician.page.url()).pathname).not.toBe("/company/bookings/new");
  expect(response?.status()).toBeLessThan(500);
  await technician.page.context().close();
});
