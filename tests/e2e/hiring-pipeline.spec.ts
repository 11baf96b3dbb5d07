import { randomUUID } from "node:crypto";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

test("the whole pipeline: a company publishes, a technician filters and applies once, the company moves her to contacted and writes, she sees the status and the notice", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const token = randomUUID().slice(0, 8);
  const title = `Técnica de iluminación ${token}`;

  // 1. The company publishes an offer; a missing category is refused in Spanish and what was typed stays.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await logInWithForm(company, DEMO.company, DEMO_PASSWORD);
  await company.goto("/company");
  await company.getByRole("link", { name: "Mis ofertas de empleo" }).click();
  await expect(company.getByRole("heading", { level: 1 })).toHaveText("Mis ofertas de empleo");
  await company.getByRole("link", { name: "Nueva oferta" }).click();
  await expect(company.getByRole("heading", { level: 1 })).toHaveText("Nueva oferta de empleo");
  await company.getByLabel("Título del puesto").fill(title);
  await company.getByLabel("Descripción").fill("Operación de consola grandMA para una temporada de teatro en Lima.");
  await company.getByLabel("Tipo de empleo").selectOption("temporary");
  await company.getByLabel("País").selectOption("Perú");
  await company.getByLabel("Ciudad (opcional)").fill("Lima");
  await company.getByLabel("Salario mensual mínimo (opcional)").fill("3000");
  await company.getByLabel("Salario mensual máximo (opcional)").fill("4500");
  await company.getByLabel("Moneda").selectOption("PEN");
  await company.getByLabel("Requisitos (uno por línea)").fill("grandMA3\nDisponibilidad nocturna");
  await company.getByRole("button", { name: "Publicar oferta" }).click();
  await expect(company.getByRole("alert")).toHaveText("Elige al menos una categoría.");
  await expect(company.getByLabel("Título del puesto")).toHaveValue(title);
  await company.getByRole("checkbox", { name: "Iluminación" }).check();
  await company.getByRole("button", { name: "Publicar oferta" }).click();
  await expect(company).toHaveURL(/\/company\/jobs\?guardada=active$/);
  await expect(company.getByText("Oferta guardada y publicada.")).toBeVisible();
  const row = company.getByTestId("company-offer").filter({ hasText: title });
  await expect(row).toContainText("Publicada");
  await expect(row).toContainText("0 postulaciones");

  // 2. A technician finds it with filters and applies, with her cover letter.
  const technician = await newTechnician(browser, { prefix: "pipeline", lastName: `Quispe` });
  const her = technician.page;
  await her.goto("/jobs");
  await her.getByRole("searchbox", { name: "Buscar" }).fill(token);
  await her.getByLabel("Categoría").selectOption("Iluminación");
  await her.getByLabel("Tipo de empleo").selectOption("temporary");
  await her.getByLabel("País").selectOption("Perú");
  await her.getByRole("button", { name: "Filtrar" }).click();
  await expect(her).toHaveURL(/pais=PE/);
  await expect(her.getByText("1 oferta encontrada")).toBeVisible();
  await her.getByRole("link", { name: title }).click();
  await expect(her.getByRole("heading", { level: 1 })).toHaveText(title);
  const offerPath = new URL(her.url()).pathname;
  const second = await her.context().newPage();
  await second.goto(offerPath);
  await second.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  const apply = her.getByRole("region", { name: "Postularme a esta oferta" });
  await expect(apply).toContainText("No tienes un CV en tu perfil");
  await apply.getByLabel("Carta de presentación (opcional)").fill("Operé grandMA3 en tres temporadas de ópera.");
  await apply.getByRole("button", { name: "Postularme" }).click();
  await expect(apply).toContainText("Estado: Pendiente");

  // 3. A second application is refused.
  const again = second.getByRole("region", { name: "Postularme a esta oferta" });
  await again.getByRole("button", { name: "Postularme" }).click();
  await expect(again.getByRole("alert")).toHaveText("Ya te has postulado a esta oferta");
  await second.close();

  // She keeps 'Mis postulaciones' open, with the bell's live stream listening.
  const listening = her.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/stream");
  await her.goto("/member/applications");
  await listening;
  const mine = her.getByTestId("my-application").filter({ hasText: title });
  await expect(mine).toContainText("Pendiente");

  // 4. The company sees the application, moves it to contacted and writes to her with the application's subject.
  await company.goto("/company/jobs");
  await expect(row).toContainText("1 postulación");
  await row.getByRole("link", { name: "1 postulación" }).click();
  await expect(company.getByRole("heading", { level: 1 })).toHaveText(`Postulaciones a «${title}»`);
  const received = company.getByTestId("received-application");
  await expect(received).toHaveCount(1);
  await expect(received).toContainText("Lucía Quispe");
  await expect(received).toContainText("Operé grandMA3 en tres temporadas de ópera.");
  await expect(received).toContainText("Sin CV disponible");
  await received.getByLabel("Estado de la postulación de Lucía Quispe").selectOption("contacted");
  await received.getByRole("button", { name: "Actualizar estado" }).click();
  await expect(company.getByRole("status").filter({ hasText: "Estado actualizado: Contactado" })).toBeVisible();
  await company.getByRole("link", { name: "Contactado (1)" }).click();
  await expect(company.getByText("1 postulación", { exact: true })).toBeVisible();
  await expect(received).toContainText("Lucía Quispe");
  await received.getByRole("link", { name: /^Contactar/ }).click();
  await expect(company).toHaveURL(/\/company\/messages\?con=/);
  await expect(company.getByLabel("Asunto")).toHaveValue(`${title} - De: Lucía Quispe`);

  // 5. Her open 'Mis postulaciones' shows the new status without a reload (outbox, stream, revalidation: slower on a loaded machine), then the spec's notice.
  await expect(mine).toContainText("Contactado", { timeout: 15_000 });
  await expect(async () => {
    await her.goto("/notifications");
    await expect(her.getByText("El empleador se pondrá en contacto contigo").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Another company never reaches these screens: the guard or the service answers 403/404, never the data.
  const offerId = offerPath.split("/").pop();
  const stranger = await newTechnician(browser, { prefix: "curiosa" });
  const peek = await stranger.page.request.get(`/company/jobs/${offerId}/applications`, { maxRedirects: 0 });
  expect(peek.status()).not.toBe(200);

  await stranger.page.context().close();
  await technician.page.context().close();
  await companyContext.close();
});
