import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, newTechnician, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("a technician makes her page public, adds a credit and a photo and copies its link; a visitor sees the credit and the share card and is asked to sign in to contact her", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await newTechnician(browser, { prefix: "publica", lastName: `Ríos${Date.now().toString(36)}` });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Her address and who sees the page.
  const settings = page.getByRole("region", { name: "Tu página pública" });
  const handle = `lucia-rios-${Date.now().toString(36)}`;
  await settings.getByLabel("Dirección de tu página").fill(handle);
  await settings.getByRole("button", { name: "Guardar dirección" }).click();
  await expect(settings.getByRole("link", { name: "Ver mi página" })).toHaveAttribute("href", `/tecnicos/${handle}`);
  await settings.getByLabel(/^Pública/).check();
  await settings.getByRole("button", { name: "Guardar visibilidad" }).click();
  await expect(settings.getByRole("link", { name: "Compartir por WhatsApp" })).toBeVisible();

  // A show credit.
  const credits = page.locator("#page-credits");
  await credits.getByLabel("Producción o evento (obligatorio)").fill("Vive Latino 2025");
  await credits.getByLabel("Rol (obligatorio)").selectOption({ label: "Sonidista de monitores" });
  await credits.getByLabel("Fecha de inicio (obligatorio)").fill("2025-03-15");
  await credits.getByLabel("Lugar (sala, estadio, festival)").fill("Estadio GNP Seguros");
  await credits.getByRole("button", { name: "Agregar crédito" }).click();
  await expect(credits.getByRole("status")).toHaveText("Crédito agregado.");

  // A photo of her rig.
  const media = page.getByRole("region", { name: "Fotos y videos" });
  const upload = media.getByRole("form", { name: "Agregar una foto" });
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1e3a8a" } })
    .jpeg()
    .toBuffer();
  await upload.getByLabel("Foto", { exact: true }).setInputFiles({ name: "monitores.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await upload.getByLabel("Descripción de la foto").fill("Mesa de monitores junto al escenario");
  await upload.getByRole("button", { name: "Subir foto" }).click();
  await expect(upload.getByRole("status")).toHaveText("Foto agregada a tu página.");

  // She copies the link she sends on WhatsApp.
  const whatsapp = settings.getByRole("link", { name: "Compartir por WhatsApp" });
  const sent = decodeURIComponent(new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? "");
  await settings.getByRole("button", { name: "Copiar enlace" }).click();
  await expect(settings.getByText("Enlace copiado.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^https?://[^/]+/tecnicos/${handle}$`));
  expect(sent).toContain(copied);
  await page.context().close();

  // A visitor opens the link.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(copied).pathname);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(`Lucía Ríos`);
  const main = visitor.getByRole("main");
  await expect(main).toContainText("Vive Latino 2025");
  await expect(main).toContainText("Sonidista de monitores");
  await expect(main).toContainText("Autodeclarado");
  await expect(main.getByRole("img", { name: "Mesa de monitores junto al escenario" })).toBeVisible();
  const card = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toMatch(/\/share-cards\/technician\//);
  const image = await visitor.request.get(card ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const { width, height } = await sharp(await image.body()).metadata();
  expect([width, height]).toEqual([1200, 630]);

  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(visitor)).toEqual([]);
  }

  await main.getByRole("link", { name: "Contactar" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/tecnicos/${handle}`)}`));
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await visitor.context().close();
});
