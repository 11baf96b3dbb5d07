import { dayFromToday, newUruguayanCompany, seriousViolations } from "./booking-helpers";
import { expect, newTechnician, test } from "./fixtures";

test("'Reservas' on a phone: an empty tab says how bookings start; the technician accepts from the list; the booking page shows rank, history and the steps", async ({
  page,
  browser,
}) => {
  const production = `Noche de Pantallas ${Date.now().toString(36)}`;
  const technician = await newTechnician(browser, { prefix: "tecnica-reservas", lastName: "Reservas" });
  const technicianId = technician.profilePath.split("/").pop() as string;
  const tech = technician.page;
  await tech.setViewportSize({ width: 390, height: 844 });

  await newUruguayanCompany(page, "Pantallas del Este", "empresa-reservas");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/bookings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reservas");
  await expect(page.getByRole("link", { name: "Solicitudes (0)" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("bookings-empty")).toContainText("No tienes solicitudes esperando respuesta.");
  await expect(page.getByRole("link", { name: "Buscar técnicos" }).last()).toHaveAttribute("href", "/member/technicians");
  expect(await seriousViolations(page)).toEqual([]);

  const day = dayFromToday(9);
  await page.goto(`/company/bookings/new?tecnico=${technicianId}&origen=search&desde=${day}&hasta=${day}`);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("Producción o evento").fill(production);
  await form.getByLabel("Rol").selectOption("foh");
  await form.getByLabel("Ciudad").fill("Montevideo");
  await form.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page).toHaveURL(/\/bookings\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(production);
  await expect(page.getByRole("main")).toContainText("Solicitud pendiente");
  await expect(page.getByRole("button", { name: "Retirar solicitud" })).toBeVisible();

  // The technician answers from the list, on her phone.
  await tech.goto("/bookings");
  await expect(tech.getByRole("link", { name: "Solicitudes (1)" })).toHaveAttribute("aria-current", "page");
  const card = tech.getByTestId("booking-card").filter({ hasText: production });
  await expect(card).toContainText("Solicitud pendiente");
  await expect(card).toContainText("Pantallas del Este");
  expect(await seriousViolations(tech)).toEqual([]);
  await card.getByRole("button", { name: `Aceptar ${production}` }).click();
  await expect(tech.getByRole("status").filter({ hasText: "Aceptaste la solicitud." }).first()).toBeVisible();
  await expect(tech.getByRole("link", { name: "Opciones (1)" })).toBeVisible();
  await tech.getByRole("link", { name: "Opciones (1)" }).click();
  await expect(tech.getByRole("link", { name: "Opciones (1)" })).toHaveAttribute("aria-current", "page");
  await expect(tech.getByTestId("booking-card").filter({ hasText: production })).toContainText("Primera opción");

  // The booking page: rank badge, history in words, and the technician's step (cancel, with a labelled reason).
  await tech.getByRole("link", { name: production }).click();
  await expect(tech.getByRole("heading", { level: 1 })).toHaveText(production);
  await expect(tech.getByRole("main")).toContainText("Primera opción");
  await expect(tech.getByTestId("booking-history")).toContainText(`Pantallas del Este pidió fechas para ${production}.`);
  await expect(tech.getByTestId("booking-history")).toContainText(`aceptó ${production} como primera opción.`);
  await expect(tech.getByLabel("Motivo de la cancelación (obligatorio)")).toBeVisible();
  expect(await seriousViolations(tech)).toEqual([]);

  // The company confirms; the technician accepts the confirmation.
  await page.goto("/bookings?tab=opciones");
  await expect(page.getByLabel("Técnico")).toContainText("Lucía Reservas");
  await page.getByRole("link", { name: production }).click();
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pediste la confirmación." }).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Esperando confirmación");
  await tech.reload();
  await tech.getByRole("button", { name: "Aceptar la confirmación" }).click();
  await expect(tech.getByRole("status").filter({ hasText: "La reserva quedó confirmada." }).first()).toBeVisible();
  await tech.goto("/bookings?tab=confirmadas");
  await expect(tech.getByTestId("booking-card").filter({ hasText: production })).toContainText("Confirmada");
  await tech.context().close();
});
