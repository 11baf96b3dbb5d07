import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, newTechnician, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#page-credits").analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a technician adds show credits (a refused field says why in Spanish), reorders and edits them by keyboard, and a visitor sees them as self-declared", async ({
  browser,
}) => {
  const { page } = await newTechnician(browser, { prefix: "creditos", lastName: `Sol${Date.now().toString(36)}` });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const credits = page.locator("#page-credits");
  await expect(credits.getByRole("heading", { name: "Créditos", exact: true })).toBeVisible();
  await expect(credits.getByText("Todavía no cargaste créditos.")).toBeVisible();

  await credits.getByLabel("Producción o evento (obligatorio)").fill("Cosquín Rock 2025");
  await credits.getByLabel("Rol (obligatorio)").selectOption({ label: "Sonidista de FOH" });
  await credits.getByLabel("Enlace").fill("http://example.com/nota");
  await credits.getByRole("button", { name: "Agregar crédito" }).click();
  const start = credits.getByLabel("Fecha de inicio (obligatorio)");
  await expect(start).toHaveAttribute("aria-invalid", "true");
  await expect(start).toHaveAccessibleDescription("Indica la fecha de inicio: una fecha válida desde 1950 y hasta un año adelante.");
  await expect(start).toBeFocused();
  await expect(credits.getByLabel("Producción o evento (obligatorio)")).toHaveValue("Cosquín Rock 2025");

  await start.fill("2025-02-15");
  await credits.getByRole("button", { name: "Agregar crédito" }).click();
  const link = credits.getByLabel("Enlace");
  await expect(link).toHaveAccessibleDescription(/El enlace debe ser una dirección https:\/\/ completa/);
  await link.fill("https://example.com/nota");
  await credits.getByLabel("Lugar (sala, estadio, festival)").fill("Aeródromo de Santa María de Punilla");
  await credits.getByLabel("Ciudad").fill("Córdoba");
  await credits.getByLabel("País").selectOption({ label: "Argentina" });
  await credits.getByRole("button", { name: "Agregar crédito" }).click();
  const list = credits.getByRole("list", { name: "Tus créditos" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem").first()).toContainText("Sonidista de FOH · 15 de febrero de 2025");
  await expect(list.getByRole("listitem").first()).toContainText("Autodeclarado");
  await expect(credits.getByRole("status")).toHaveText("Crédito agregado.");
  await expect(credits.getByLabel("Producción o evento (obligatorio)")).toHaveValue("");

  await credits.getByLabel("Producción o evento (obligatorio)").fill("Lollapalooza Argentina");
  await credits.getByLabel("Rol (obligatorio)").selectOption({ label: "Sonidista de monitores" });
  await credits.getByLabel("Fecha de inicio (obligatorio)").fill("2024-03-15");
  await credits.getByLabel("Fecha de fin").fill("2024-03-17");
  await credits.getByRole("button", { name: "Agregar crédito" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // Newest first: the older show goes below.
  await expect(list.getByRole("listitem").last()).toContainText("Lollapalooza Argentina");

  const up = credits.getByRole("button", { name: "Subir «Lollapalooza Argentina»" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("listitem").first()).toContainText("Lollapalooza Argentina");
  await expect(credits.getByRole("status")).toHaveText("Orden guardado.");
  await expect(up).toBeFocused();

  await credits.getByRole("button", { name: "Editar «Cosquín Rock 2025»" }).click();
  const production = list.getByLabel("Producción o evento (obligatorio)");
  await production.fill("Cosquín Rock 2025 (día 2)");
  await list.getByLabel("Fecha de fin").fill("2025-02-01");
  await list.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(list.getByLabel("Fecha de fin")).toHaveAccessibleDescription(/La fecha de fin no puede ser anterior a la de inicio/);
  await list.getByLabel("Fecha de fin").fill("2025-02-16");
  await list.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(credits.getByRole("status")).toHaveText("Crédito guardado.");
  await expect(list.getByRole("listitem").last()).toContainText("Cosquín Rock 2025 (día 2)");
  await expect(credits.getByRole("button", { name: "Editar «Cosquín Rock 2025 (día 2)»" })).toBeFocused();

  await page.reload();
  await expect(page.locator("#page-credits").getByRole("listitem").first()).toContainText("Lollapalooza Argentina");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width}px`).toEqual([]);
  }

  page.once("dialog", (dialog) => dialog.accept());
  await page.locator("#page-credits").getByRole("button", { name: "Eliminar «Lollapalooza Argentina»" }).click();
  await expect(page.locator("#page-credits").getByRole("list", { name: "Tus créditos" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.locator("#page-credits").getByRole("status")).toHaveText("Crédito eliminado.");

  const settings = page.getByRole("region", { name: "Tu página pública" });
  const handle = `sol-${Date.now().toString(36)}`;
  await settings.getByLabel("Dirección de tu página").fill(handle);
  await settings.getByRole("button", { name: "Guardar dirección" }).click();
  await expect(settings.getByRole("link", { name: "Ver mi página" })).toHaveAttribute("href", `/tecnicos/${handle}`);
  await settings.getByLabel(/^Pública/).check();
  await settings.getByRole("button", { name: "Guardar visibilidad" }).click();
  await expect(settings.getByRole("link", { name: "Compartir por WhatsApp" })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/tecnicos/${handle}`);
  const shown = visitor.getByRole("region", { name: "Créditos" });
  await expect(shown.getByRole("listitem")).toHaveCount(1);
  await expect(shown.getByRole("listitem")).toContainText("Cosquín Rock 2025 (día 2)");
  await expect(shown.getByRole("listitem")).toContainText("Aeródromo de Santa María de Punilla · Córdoba, Argentina");
  await expect(shown.getByRole("listitem")).toContainText("15–16 de febrero de 2025");
  await expect(shown.getByRole("listitem")).toContainText("Autodeclarado");
  await expect(shown.getByRole("link", { name: "Ver enlace de «Cosquín Rock 2025 (día 2)» (se abre en otra pestaña)" })).toHaveAttribute(
    "href",
    "https://example.com/nota",
  );
});
