import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, registerIndividual, test, verifyThroughDevMail } from "./fixtures";

const COURSE = "/university/pantallas-led-montaje";
const PHONE = { width: 390, height: 844 };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a member who finished a course reviews it, the catalogue counts it, and an admin hides it and restores it", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": `10.203.${randomInt(256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  const email = freshEmail("resena");
  await registerIndividual(page, email);
  await verifyThroughDevMail(page, email);

  await page.goto(COURSE);
  await expect(page.getByRole("heading", { name: "Reseñas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Evaluación y certificado" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Valora este curso" })).toHaveCount(0);
  await page.getByRole("button", { name: "Inscribirme" }).click();
  for (let lesson = 1; lesson <= 5; lesson++) {
    await expect(page.getByText(`Lección ${lesson} de 5`)).toBeVisible();
    await page.getByRole("button", { name: "Marcar como completada" }).click();
    await expect(page.getByText(`${lesson} de 5 lecciones completadas`)).toBeVisible();
    if (lesson < 5) await page.getByRole("link", { name: "Siguiente lección" }).click();
  }

  await page.goto(COURSE);
  const form = page.getByRole("heading", { name: "Valora este curso" }).locator("..");
  await form.getByRole("radio", { name: "4 estrellas" }).check();
  const body = page.getByRole("textbox", { name: "Tu opinión" });
  await body.fill("Corto");
  await body.evaluate((field: HTMLTextAreaElement) => field.removeAttribute("minlength"));
  await page.getByRole("button", { name: "Publicar reseña" }).click();
  await expect(page.getByText("Escribe tu opinión en 10 a 1000 caracteres.")).toBeVisible();
  const text = `Muy práctico para armar pantallas ${randomInt(1_000_000)}.`;
  await page.getByRole("textbox", { name: "Tu opinión" }).fill(text);
  await page.getByRole("button", { name: "Publicar reseña" }).click();
  await expect(page.getByText("Guardamos tu reseña.")).toBeVisible();
  await expect(page.getByRole("article", { name: "Reseña de Lucía Fernández" }).filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tu reseña" })).toBeVisible();
  await page.getByRole("radio", { name: "5 estrellas" }).check();
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Guardamos tu reseña.")).toBeVisible();
  await expect(page.getByRole("article", { name: "Reseña de Lucía Fernández" }).getByRole("img", { name: "5 de 5 estrellas" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const visitor = await browser.newPage();
  await visitor.goto("/university?q=pantallas+led");
  const card = visitor.getByRole("article").filter({ hasText: "Pantallas LED: montaje" });
  await expect(card.getByText(/Valoración \d,\d de 5, \d+ reseñas?/)).toBeVisible();
  await visitor.goto(COURSE);
  await expect(visitor.getByText(text)).toBeVisible();

  const admin = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.204.${randomInt(256)}.${randomInt(1, 255)}` } })).newPage();
  await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Reseñas de cursos" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Reseñas de cursos");
  await admin.getByLabel("Mostrar").selectOption("todas");
  await admin.getByRole("button", { name: "Filtrar" }).click();
  const review = admin.getByRole("article").filter({ hasText: text });
  await review.getByLabel("Motivo para ocultarla").fill("Contenido de prueba");
  await review.getByRole("button", { name: "Ocultar reseña" }).click();
  await expect(admin.getByText("Ocultamos la reseña.")).toBeVisible();
  await expect(admin.getByRole("article").filter({ hasText: text }).getByText("Oculta: Contenido de prueba")).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await visitor.goto(COURSE);
  await expect(visitor.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Un administrador ocultó tu reseña: Contenido de prueba.", { exact: false })).toBeVisible();

  await admin.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Restaurar reseña" }).click();
  await expect(admin.getByText("Restauramos la reseña.")).toBeVisible();
  await visitor.goto(COURSE);
  await expect(visitor.getByText(text)).toBeVisible();
});
