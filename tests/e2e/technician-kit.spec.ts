import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, newTechnician, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#page-kit").include("#page-languages").analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a technician lists her kit (a refused field says why in Spanish), reorders it and saves her work languages", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "equipo" });
  const kit = page.locator("#page-kit");
  await expect(kit.getByRole("heading", { name: "Equipo propio" })).toBeVisible();
  await expect(kit.getByText("Todavía no cargaste equipos.")).toBeVisible();

  await kit.getByLabel("Categoría").selectOption({ label: "Microfonía" });
  await kit.getByLabel("Modelo").fill("SM58");
  await kit.getByLabel("Cantidad").fill("4");
  await kit.getByRole("button", { name: "Agregar equipo" }).click();
  const brand = kit.getByLabel("Marca");
  await expect(brand).toHaveAttribute("aria-invalid", "true");
  await expect(brand).toHaveAccessibleDescription("Escribe la marca del equipo.");
  await expect(brand).toBeFocused();
  await expect(kit.getByLabel("Modelo")).toHaveValue("SM58");

  await brand.fill("Shure");
  await kit.getByRole("button", { name: "Agregar equipo" }).click();
  const list = kit.getByRole("list", { name: "Tu equipo" });
  await expect(list.getByRole("listitem")).toHaveText([/Shure SM58 ×4\s*Microfonía/]);
  await expect(kit.getByRole("status")).toHaveText("Equipo agregado.");
  await expect(kit.getByLabel("Marca")).toHaveValue("");

  await kit.getByLabel("Categoría").selectOption({ label: "Consolas de audio" });
  await kit.getByLabel("Marca").fill("Yamaha");
  await kit.getByLabel("Modelo").fill("CL5");
  await kit.getByLabel("Cantidad").fill("1");
  await kit.getByRole("button", { name: "Agregar equipo" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await kit.getByRole("button", { name: "Subir Yamaha CL5" }).click();
  await expect(list.getByRole("listitem").first()).toContainText("Yamaha CL5");
  await expect(kit.getByRole("status")).toHaveText("Orden guardado.");
  await expect(kit.getByRole("button", { name: "Bajar Yamaha CL5" })).toBeFocused();

  await kit.getByRole("button", { name: "Editar Shure SM58 ×4" }).click();
  await list.getByLabel("Cantidad").fill("0");
  await list.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(list.getByLabel("Cantidad")).toHaveAccessibleDescription("La cantidad debe ser un número entero entre 1 y 999.");
  await list.getByLabel("Cantidad").fill("6");
  await list.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(list.getByRole("listitem").last()).toContainText("Shure SM58 ×6");
  await expect(kit.getByRole("button", { name: "Editar Shure SM58 ×6" })).toBeFocused();

  const languages = page.locator("#page-languages");
  await languages.getByLabel("Español").check();
  await languages.getByLabel("Guaraní").check();
  await languages.getByRole("button", { name: "Guardar idiomas" }).click();
  await expect(languages.getByRole("status")).toHaveText("Idiomas guardados.");
  await page.reload();
  await expect(page.locator("#page-languages").getByLabel("Guaraní")).toBeChecked();
  await expect(page.locator("#page-kit").getByRole("listitem").first()).toContainText("Yamaha CL5");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width}px`).toEqual([]);
  }
  await page.locator("#page-kit").getByRole("button", { name: "Eliminar Yamaha CL5" }).click();
  await expect(page.locator("#page-kit").getByRole("listitem")).toHaveCount(1);
  await expect(page.locator("#page-kit").getByRole("heading", { name: "Equipo propio" })).toBeFocused();
});
