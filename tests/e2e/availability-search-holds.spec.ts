import AxeBuilder from "@axe-core/playwright";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

test("a company's technician search offers 'Sin opciones en esas fechas' once a day is chosen", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto("/member/technicians");
  await expect(page.getByLabel("Sin opciones en esas fechas")).toHaveCount(0);
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Disponible desde").fill(day);
  await page.getByLabel("Sin opciones en esas fechas").check();
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL(/sinOpciones=1/);
  await expect(page.getByLabel("Sin opciones en esas fechas")).toBeChecked();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(violations.map((v) => v.id)).toEqual([]);
});
