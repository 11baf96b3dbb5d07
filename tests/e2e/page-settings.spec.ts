import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, newTechnician, test } from "./fixtures";

/** The 'Tu página pública' section of the profile editor. */
const section = (page: Page) => page.getByRole("region", { name: "Tu página pública" });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("section[aria-labelledby='page-settings-title']").analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a technician chooses her page's address and visibility, reorders its parts by keyboard and gets the QR code and the WhatsApp link", async ({
  browser,
}) => {
  const { page } = await newTechnician(browser, { prefix: "pagina", lastName: `Paz${Date.now().toString(36)}` });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const settings = section(page);
  const handle = settings.getByLabel("Dirección de tu página");
  await expect(handle).toHaveValue(/^lucia-paz/);
  await expect(settings.getByText("Elige una dirección para tener tu página")).toBeVisible();

  await handle.fill("Soporte");
  await settings.getByRole("button", { name: "Guardar dirección" }).click();
  await expect(settings.getByText("Esa dirección está reservada para RedAV: elige otra.")).toBeVisible();
  await expect(handle).toHaveAttribute("aria-invalid", "true");

  const chosen = `lucia-${Date.now().toString(36)}`;
  await handle.fill(` ${chosen.replace("lucia", "Lucía")} `);
  await settings.getByRole("button", { name: "Guardar dirección" }).click();
  await expect(settings.getByText("Guardado").first()).toBeVisible();
  await expect(settings.getByRole("link", { name: "Ver mi página" })).toHaveAttribute("href", `/tecnicos/${chosen}`);
  await expect(settings.getByRole("link", { name: "Vista previa como visitante" })).toHaveAttribute("href", `/tecnicos/${chosen}?vista=visitante`);
  await expect(settings.getByRole("img", { name: /Código QR de tu página/ }).locator("svg")).toBeVisible();
  const whatsapp = settings.getByRole("link", { name: "Compartir por WhatsApp" });
  expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(`/tecnicos/${chosen}`);

  await settings.getByLabel(/^Oculta/).check();
  await settings.getByRole("button", { name: "Guardar visibilidad" }).click();
  await expect(whatsapp).toHaveCount(0);
  await settings.getByLabel(/^Pública/).check();
  await settings.getByRole("button", { name: "Guardar visibilidad" }).click();
  await expect(whatsapp).toBeVisible();

  const down = settings.getByRole("button", { name: "Bajar Foto", exact: true });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(settings.getByRole("button", { name: "Bajar Foto", exact: true })).toBeFocused();
  await settings.getByRole("checkbox", { name: "Equipo propio" }).uncheck();
  await settings.getByRole("button", { name: "Guardar orden" }).click();
  // The parts' own form says 'Guardado' (the visibility form above still says it from its save).
  const layoutForm = settings.locator("form").filter({ has: page.getByRole("button", { name: "Guardar orden" }) });
  await expect(layoutForm.getByRole("status")).toHaveText("Guardado");
  await page.reload();
  const parts = section(page).getByRole("listitem");
  await expect(parts.nth(0)).toContainText("Titular");
  await expect(parts.nth(1)).toContainText("Foto");
  await expect(section(page).getByRole("checkbox", { name: "Equipo propio" })).not.toBeChecked();
  await expect(section(page).getByLabel(/^Pública/)).toBeChecked();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  }
});
