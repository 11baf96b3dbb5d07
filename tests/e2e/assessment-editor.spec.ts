import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demoTechnicians } from "../../seed/content/demo-people";
import { DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

/** A demo technician who is a trainer (the demo network has a few). */
const DEMO_TRAINER = demoTechnicians().find((technician) => technician.isTrainer)?.email ?? "";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a trainer gives a course a certificate validity and a graded assessment with questions of the three kinds", async ({ page }) => {
  await logInWithForm(page, DEMO_TRAINER, DEMO_PASSWORD);
  await page.goto("/courses/manage/new");
  const title = `Alimentación fantasma ${Date.now().toString(36)}`;
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Resumen").fill("Qué es la alimentación fantasma y cuándo usarla.");
  await page.getByLabel("Descripción").fill("Micrófonos de condensador, cajas directas activas y los 48 V de la consola.");
  await page.getByLabel("Categoría").selectOption("Audio");
  await page.getByLabel("Duración (horas)").fill("2");
  await page.getByLabel("Validez del certificado (años)").fill("3");
  await page.getByRole("button", { name: "Crear curso" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Editar «${title}»`);
  await expect(page.getByLabel("Validez del certificado (años)")).toHaveValue("3");

  await page.getByRole("link", { name: "Evaluación final" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Evaluación final de «${title}»`);
  await page.getByLabel("Preguntas por intento").fill("2");
  await page.getByLabel("Nota para aprobar (%)").fill("70");
  await page.getByLabel("Intentos permitidos").fill("3");
  await page.getByLabel("Espera entre intentos (minutos)").fill("60");
  await page.getByLabel("Mostrar la banda de la nota en el certificado").check();
  await page.getByRole("button", { name: "Crear evaluación" }).click();
  await expect(page.getByText("Todavía no está lista: faltan 2 preguntas para llenar un intento.")).toBeVisible();

  await page.getByRole("link", { name: "Agregar pregunta" }).click();
  await page.getByLabel("Pregunta", { exact: true }).fill("¿Qué tensión entrega la alimentación fantasma estándar?");
  await page.getByLabel("Opción 1", { exact: true }).fill("48 V");
  await page.getByLabel("Opción 2", { exact: true }).fill("9 V");
  await page.getByLabel("La opción 1 es correcta").check();
  await page.getByLabel("Explicación").fill("La norma P48 fija 48 V sobre las dos líneas de la señal balanceada.");
  await page.getByRole("button", { name: "Guardar pregunta" }).click();
  await expect(page.getByText("1 pregunta en el banco; cada intento saca 2.")).toBeVisible();

  await page.getByRole("link", { name: "Agregar pregunta" }).click();
  await page.getByLabel("Tipo de pregunta").selectOption("Opción múltiple");
  await page.getByLabel("Pregunta", { exact: true }).fill("¿Qué equipos necesitan alimentación fantasma?");
  await page.getByLabel("Opción 1", { exact: true }).fill("Micrófono de condensador");
  await page.getByLabel("Opción 2", { exact: true }).fill("Caja directa activa");
  await page.getByLabel("Opción 3", { exact: true }).fill("Micrófono dinámico");
  await page.getByRole("button", { name: "Guardar pregunta" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Marca las respuestas correctas: una sola en opción única y verdadero/falso, al menos una en opción múltiple.",
  );
  await expect(page.getByLabel("Opción 3", { exact: true })).toHaveValue("Micrófono dinámico");
  await page.getByLabel("La opción 1 es correcta").check();
  await page.getByLabel("La opción 2 es correcta").check();
  await page.getByRole("button", { name: "Guardar pregunta" }).click();
  await expect(page.getByText("Lista: los miembros ya pueden rendirla.")).toBeVisible();

  await page.getByRole("link", { name: "Agregar pregunta" }).click();
  await page.getByLabel("Tipo de pregunta").selectOption("Verdadero o falso");
  await page.getByLabel("Pregunta", { exact: true }).fill("Un micrófono dinámico se daña siempre con la fantasma encendida.");
  await page.getByLabel("Falso").check();
  await page.getByLabel("Explicación").fill("Un dinámico balanceado no la ve: la tensión es igual en ambas líneas.");
  await page.getByRole("button", { name: "Guardar pregunta" }).click();
  await expect(page.getByText("3 preguntas en el banco; cada intento saca 2.")).toBeVisible();

  const bank = page.getByRole("region", { name: "Banco de preguntas" }).getByRole("listitem");
  await expect(bank).toHaveCount(3);
  await expect(bank.nth(0)).toContainText("Opción única · Correcta: 48 V");
  await expect(bank.nth(1)).toContainText("Opción múltiple · Correcta: Micrófono de condensador · Caja directa activa");
  await expect(bank.nth(2)).toContainText("Verdadero o falso · Correcta: Falso");
  await page.getByRole("button", { name: "Subir la pregunta 3" }).click();
  await expect(bank.nth(1)).toContainText("Verdadero o falso");
  expect(await seriousViolations(page)).toEqual([]);
});
