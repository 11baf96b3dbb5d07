import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, freshEmail, registerIndividual, test, verifyThroughDevMail } from "./fixtures";

test("a technician adds a photo and videos to her page in the profile editor, reorders and deletes them; refusals sit under their field", async ({ page }) => {
  const email = freshEmail("fotos");
  await registerIndividual(page, email);
  await verifyThroughDevMail(page, email);
  await page.goto("/profile");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const section = page.getByRole("region", { name: "Fotos y videos" });
  await expect(section.getByText("Todavía no subiste fotos.")).toBeVisible();

  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#884422" } })
    .png()
    .toBuffer();
  const upload = section.getByRole("form", { name: "Agregar una foto" });
  await upload.getByLabel("Foto", { exact: true }).setInputFiles({ name: "rack.png", mimeType: "image/png", buffer: png });
  await upload.getByLabel("Descripción de la foto").fill("Rack de monitores en el escenario");
  await upload.getByRole("button", { name: "Subir foto" }).click();
  await expect(upload.getByRole("status")).toHaveText("Foto agregada a tu página.");
  await expect(section.getByRole("img", { name: "Rack de monitores en el escenario" })).toBeVisible();
  await expect(upload.getByLabel("Descripción de la foto")).toHaveValue("");

  const video = section.getByRole("form", { name: "Agregar un video" });
  await video.getByLabel("Enlace de YouTube o Vimeo").fill("https://example.com/watch?v=dQw4w9WgXcQ");
  await video.getByLabel("Título del video").fill("Show en el Luna Park");
  await video.getByRole("button", { name: "Agregar video" }).click();
  const url = video.getByLabel("Enlace de YouTube o Vimeo");
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expect(url).toHaveAccessibleDescription(/Pega un enlace de YouTube o de Vimeo/);
  await url.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await video.getByRole("button", { name: "Agregar video" }).click();
  await expect(video.getByRole("status")).toHaveText("Video agregado a tu página.");
  await video.getByLabel("Enlace de YouTube o Vimeo").fill("https://vimeo.com/76979871");
  await video.getByLabel("Título del video").fill("Montaje de luces");
  await video.getByRole("button", { name: "Agregar video" }).click();
  await expect(section.getByRole("heading", { name: "Videos (2 de 6)" })).toBeVisible();

  await section.getByRole("button", { name: "Mover antes: «Montaje de luces»" }).press("Enter");
  await expect(section.getByRole("status").first()).toHaveText("Orden guardado.");
  await expect(section.getByLabel("Título del video").first()).toHaveValue("Montaje de luces");
  await expect(section.getByRole("button", { name: "Mover antes: «Montaje de luces»" })).toBeDisabled();

  await section.getByRole("button", { name: "Borrar «Rack de monitores en el escenario»" }).click();
  await expect(section.getByText("Todavía no subiste fotos.")).toBeVisible();

  const results = await new AxeBuilder({ page }).include("#fotos-y-videos").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
