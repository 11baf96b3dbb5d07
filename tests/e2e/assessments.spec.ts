import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { demoTechnicians } from "../../seed/content/demo-people";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, registerIndividual, test, verifyThroughDevMail } from "./fixtures";

/** A demo technician who is a trainer (the demo network has a few). */
const DEMO_TRAINER = demoTechnicians().find((technician) => technician.isTrainer)?.email ?? "";

const TRUE_FALSE = {
  prompt: "Un cable XLR balanceado lleva la señal por dos conductores y una malla.",
  explanation: "La señal viaja en fase y en contrafase por dos conductores; la malla es la tierra.",
};
const SINGLE = {
  prompt: "¿Qué conector usa un micrófono dinámico de escenario?",
  options: ["RCA", "XLR de tres pines", "Speakon"],
  explanation: "Los micrófonos de escenario usan XLR de tres pines, una conexión balanceada.",
};

/** The trainer writes a one-lesson course with a final assessment (2 questions, 100 % to pass, 1 minute of wait) and an admin publishes it: its title. */
async function assessedCourse(page: Page, browser: Browser): Promise<string> {
  await logInWithForm(page, DEMO_TRAINER, DEMO_PASSWORD);
  await page.goto("/courses/manage/new");
  const title = `Cables balanceados ${Date.now().toString(36)}`;
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Resumen").fill("Conectores y cables de audio balanceado.");
  await page.getByLabel("Descripción").fill("Qué es una señal balanceada, qué conectores la llevan y cómo evitar zumbidos.");
  await page.getByLabel("Categoría").selectOption("Audio");
  await page.getByLabel("Duración (horas)").fill("2");
  await page.getByRole("button", { name: "Crear curso" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Editar «${title}»`);
  const courseId = /\/courses\/manage\/(\d+)/.exec(page.url())?.[1];
  await page.getByRole("link", { name: "Agregar lección" }).click();
  await page.getByLabel("Título de la lección").fill("Señal balanceada");
  await page.getByLabel("Contenido").fill("Dos conductores en contrafase y una malla.");
  await page.getByLabel("Duración (minutos)").fill("15");
  await page.getByRole("button", { name: "Guardar lección" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Editar «${title}»`);

  await page.goto(`/courses/manage/${courseId}/assessment`);
  await page.getByLabel("Preguntas por intento").fill("2");
  await page.getByLabel("Nota para aprobar (%)").fill("100");
  await page.getByLabel("Espera entre intentos (minutos)").fill("1");
  await page.getByRole("button", { name: "Crear evaluación" }).click();
  await expect(page.getByRole("link", { name: "Agregar pregunta" })).toBeVisible();

  await page.getByRole("link", { name: "Agregar pregunta" }).click();
  await page.getByLabel("Tipo de pregunta").selectOption("Verdadero o falso");
  await page.getByLabel("Pregunta", { exact: true }).fill(TRUE_FALSE.prompt);
  await page.getByLabel("Verdadero", { exact: true }).check();
  await page.getByLabel("Explicación").fill(TRUE_FALSE.explanation);
  await page.getByRole("button", { name: "Guardar pregunta" }).click();
  await expect(page.getByText(TRUE_FALSE.prompt)).toBeVisible();

  await page.getByRole("link", { name: "Agregar pregunta" }).click();
  await page.getByLabel("Pregunta", { exact: true }).fill(SINGLE.prompt);
  for (const [index, text] of SINGLE.options.entries()) await page.getByLabel(`Opción ${index + 1}`, { exact: true }).fill(text);
  await page.getByLabel("La opción 2 es correcta").check();
  await page.getByLabel("Explicación").fill(SINGLE.explanation);
  await page.getByRole("button", { name: "Guardar pregunta" }).click();
  await expect(page.getByText(SINGLE.prompt)).toBeVisible();
  await expect(page.getByText("Lista: los miembros ya pueden rendirla.")).toBeVisible();
  await page.context().close();

  const admin = await (await browser.newContext()).newPage();
  await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto(`/courses/manage/${courseId}`);
  await admin.getByRole("button", { name: "Publicar" }).click();
  await expect(admin.getByText("El curso está publicado en la Universidad.")).toBeVisible();
  await admin.context().close();
  return title;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** Answers both questions, right or wrong, and hands the attempt in. */
async function answerAndHandIn(page: Page, right: boolean) {
  const trueFalse = page.getByRole("group").filter({ hasText: TRUE_FALSE.prompt });
  await trueFalse.getByLabel(right ? "Verdadero" : "Falso", { exact: true }).check();
  const single = page.getByRole("group").filter({ hasText: SINGLE.prompt });
  await single.getByLabel(right ? "XLR de tres pines" : "RCA", { exact: true }).check();
  await page.getByRole("button", { name: "Entregar y calificar" }).click();
}

test("a member takes a course's assessment, fails once, waits, passes and gets the certificate; a visitor sees it verified", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = await assessedCourse(page, browser);

  const learner = await (await browser.newContext()).newPage();
  const email = freshEmail("evaluada");
  await registerIndividual(learner, email);
  await verifyThroughDevMail(learner, email);
  await learner.goto(`/university?q=${encodeURIComponent(title)}`);
  await learner.getByRole("link", { name: title }).click();
  await learner.getByRole("button", { name: "Inscribirme" }).click();
  await expect(learner.getByText("Lección 1 de 1")).toBeVisible();
  await learner.getByRole("button", { name: "Marcar como completada" }).click();
  await expect(learner.getByText("Completaste esta lección.")).toBeVisible();
  await learner.getByRole("link", { name: "Ir a la evaluación final" }).click();
  await expect(learner.getByRole("heading", { level: 1 })).toHaveText("Evaluación final");
  await learner.getByRole("button", { name: "Empezar el intento" }).click();
  await expect(learner.getByRole("heading", { name: "Intento 1" })).toBeVisible();
  expect(await seriousViolations(learner)).toEqual([]);

  // Before grading, neither the document nor its data carries a right answer or an explanation.
  const address = new URL(learner.url()).pathname;
  for (const path of [address, `${address}.data`]) {
    const response = await learner.request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body).toContain(SINGLE.prompt);
    for (const secret of [TRUE_FALSE.explanation, SINGLE.explanation, '"correct"', '"explanation"']) expect(body, path).not.toContain(secret);
  }

  await answerAndHandIn(learner, false);
  await expect(learner.getByText("No aprobaste: obtuviste 0 % y se necesita 100 %.")).toBeVisible();
  await expect(learner.getByText(SINGLE.explanation)).toBeVisible();
  expect(await seriousViolations(learner)).toEqual([]);
  await expect(learner.getByText(/^Podrás volver a intentarlo desde el /)).toBeVisible();
  await expect(learner.getByRole("button", { name: "Intentar de nuevo" })).toHaveCount(0);
  // The wait is kept by the server: the page reads itself again when it ends.
  await expect(learner.getByRole("button", { name: "Intentar de nuevo" })).toBeVisible({ timeout: 90_000 });
  await learner.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(learner.getByRole("heading", { name: "Intento 2" })).toBeVisible();
  await answerAndHandIn(learner, true);
  await expect(learner.getByText("Aprobaste con 100 %.")).toBeVisible();
  await expect(learner.getByText("Obtuviste tu certificado.")).toBeVisible();

  await learner.goto("/courses");
  await expect(learner.getByText("Evaluación final: Aprobada (100 %)")).toBeVisible();
  await learner.goto(address);
  await learner.getByRole("link", { name: "Ver mi certificado" }).click();
  await learner.waitForURL(/\/certificates\/[\w-]{22}$/);
  const certificate = learner.url();
  await learner.context().close();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(certificate);
  await expect(visitor.getByRole("definition").filter({ hasText: "Lucía Fernández" })).toBeVisible();
  await expect(visitor.getByText(/^Firma digital válida/)).toBeVisible();
  await expect(visitor.getByText("Vigente", { exact: true })).toBeVisible();
  await visitor.context().close();
});
