import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** Ten days from now at the given local time, as a datetime-local field takes it. */
function inTenDays(time: string): string {
  return `${new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T${time}`;
}

test("an admin publishes an event; members are told, sign up until it is full, wait, and get the freed place; the .ics parses", async ({ page, browser }) => {
  const first = await newTechnician(browser, { prefix: "asistente" });
  const second = await newTechnician(browser, { prefix: "espera" });
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto("/admin/events");
  await page.getByRole("link", { name: "Nuevo evento" }).click();
  const title = `Taller de microfonía ${Date.now().toString(36)}`;
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page.getByLabel("Descripción", { exact: true }).fill("Microfonía de batería y amplificadores para escenarios chicos, con práctica.");
  await page.getByLabel("Zona horaria").selectOption("America/Mexico_City");
  await page.getByLabel("Empieza (hora del lugar)").fill(inTenDays("19:00"));
  await page.getByLabel("Termina (hora del lugar)").fill(inTenDays("18:00"));
  await page.getByLabel("Lugar", { exact: true }).fill("Foro Sur");
  await page.getByLabel("Ciudad", { exact: true }).fill("Guadalajara");
  await page.getByLabel("País", { exact: true }).selectOption("MX");
  await page.getByLabel("Cupo (vacío: sin límite)").fill("1");
  await page.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByRole("alert")).toContainText("El evento debe terminar después de empezar");
  await page.getByLabel("Termina (hora del lugar)").fill(inTenDays("22:00"));
  await page.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByText("Evento guardado.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The new event reaches members through the outbox and opens its page.
  await expect(async () => {
    await first.page.goto("/notifications");
    await expect(first.page.getByRole("main").getByText(title).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await first.page.getByRole("main").getByRole("listitem").filter({ hasText: title }).getByRole("link").first().click();
  await expect(first.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(first.page.getByText("(hora de Ciudad de México)")).toBeVisible();
  await first.page.getByRole("button", { name: "Asistiré" }).click();
  await expect(first.page.getByText("Estás anotado.", { exact: true })).toBeVisible();
  const eventPath = new URL(first.page.url()).pathname;

  await second.page.goto(eventPath);
  await expect(second.page.getByText("El cupo está completo: si te anotas entras en la lista de espera.")).toBeVisible();
  await second.page.getByRole("button", { name: "Asistiré" }).click();
  await expect(second.page.getByText("Estás en la lista de espera (puesto 1).")).toBeVisible();
  expect(await seriousViolations(second.page)).toEqual([]);

  await first.page.getByRole("button", { name: "Ya no asistiré" }).click();
  await expect(first.page.getByRole("button", { name: "Asistiré" })).toBeVisible();
  await expect(async () => {
    await second.page.goto("/notifications");
    await expect(second.page.getByRole("main").getByText("¡Tienes lugar!").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await second.page.goto(eventPath);
  await expect(second.page.getByText("Estás anotado.", { exact: true })).toBeVisible();

  const download = second.page.waitForEvent("download");
  await second.page.getByRole("link", { name: "Descargar .ics" }).click();
  const file = await readFile((await (await download).path()) ?? "", "utf8");
  const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent") ?? undefined);
  expect(parsed.summary).toBe(title);
  expect(parsed.startDate.toJSDate().toISOString()).toBe(new Date(`${inTenDays("19:00")}:00-06:00`).toISOString());
  await first.page.context().close();
  await second.page.context().close();
});

test("a visitor browses the calendar as a list and a month, filters online events, and reads an event's Event JSON-LD", async ({ page }) => {
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendario");
  await page.getByLabel("Solo en línea").check();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByRole("link", { name: "Webinar: redes Dante para principiantes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Feria AV Latam São Paulo" })).toHaveCount(0);
  await page.getByRole("link", { name: "Mes" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/calendar/feria-tecnologia-espectaculos-cdmx");
  await expect(page.getByText("Este evento fue cancelado.")).toBeVisible();
  const schema = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(schema).toMatchObject({ "@type": "Event", eventStatus: "https://schema.org/EventCancelled", location: { "@type": "Place" } });
});
