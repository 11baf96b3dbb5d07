import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

test("a member finds a manual without accents, downloads it, reads why a gold document is not for her level, and an admin adds one", async ({
  page,
  browser,
}) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.getByRole("button", { name: /^Menú de cuenta/ }).click();
  await page.getByRole("link", { name: "Biblioteca técnica" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biblioteca técnica");
  await page.getByLabel("Buscar", { exact: true }).fill("guia de redes dante");
  await page.getByRole("button", { name: "Buscar" }).click();
  const row = page.getByRole("article").filter({ hasText: "Guía de redes Dante para eventos" });
  await expect(row).toBeVisible();
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: /^Descargar/ }).click();
  const file = await readFile((await (await download).path()) ?? "", "latin1");
  expect(file.startsWith("%PDF-")).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.getByLabel("Buscar", { exact: true }).fill("calibracion de pantallas");
  await page.getByRole("button", { name: "Buscar" }).click();
  const gold = page.getByRole("article").filter({ hasText: "Guía de calibración de pantallas LED" });
  await expect(gold.getByText("Para miembros Oro o superior.")).toBeVisible();
  await expect(gold.getByRole("link", { name: /^Descargar/ })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto("/library");
  await admin.getByRole("link", { name: "Agregar documento" }).click();
  const title = `Ficha del amplificador ${Date.now().toString(36)}`;
  await admin.getByLabel("Título", { exact: true }).fill(title);
  await admin.getByLabel("Descripción", { exact: true }).fill("Especificaciones y diagrama de conexión del amplificador.");
  await admin.getByLabel("Categoría").selectOption("Audio");
  await admin.getByLabel("Tipo").selectOption({ label: "Ficha técnica" });
  await admin.getByLabel("Archivo", { exact: true }).setInputFiles({ name: "ficha.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 ficha") });
  await admin.getByRole("button", { name: "Agregar documento" }).click();
  await expect(admin.getByText("Documento guardado.")).toBeVisible();
  await admin.context().close();
  await page.goto(`/library?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("a link document shows its whole address on a page of the site before leaving, and its download never redirects to another site", async ({
  page,
  browser,
}) => {
  const destination = `https://descargas-firmware.example/consola/cl5-${Date.now().toString(36)}.zip?ref=biblioteca`;
  const title = `Firmware de la consola ${Date.now().toString(36)}`;
  const admin = await (await browser.newContext()).newPage();
  await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto("/library/new");
  await admin.getByLabel("Título", { exact: true }).fill(title);
  await admin.getByLabel("Descripción", { exact: true }).fill("Firmware y notas de la versión para la consola.");
  await admin.getByLabel("Categoría").selectOption("Audio");
  await admin.getByLabel("Tipo").selectOption({ label: "Software" });
  await admin.getByLabel("O un enlace (https://)").fill(destination);
  await admin.getByRole("button", { name: "Agregar documento" }).click();
  await expect(admin.getByText("Documento guardado.")).toBeVisible();
  await admin.context().close();

  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto(`/library?q=${encodeURIComponent(title)}`);
  const open = page
    .getByRole("article")
    .filter({ hasText: title })
    .getByRole("link", { name: /^Abrir enlace/ });
  const href = (await open.getAttribute("href")) ?? "";
  const id = /^\/library\/(\d+)\/link$/.exec(href)?.[1];
  expect(id).toBeTruthy();
  const answer = await page.request.get(`/library/${id}/download`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(new URL(answer.headers().location ?? "", page.url()).origin).toBe(new URL(page.url()).origin);

  await open.click();
  await expect(page).toHaveURL(new RegExp(`/library/${id}/link$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vas a salir a otro sitio");
  await expect(page.getByText(destination, { exact: true })).toBeVisible();
  const next = page.getByRole("link", { name: "Continuar" });
  await expect(next).toHaveAttribute("href", destination);
  await expect(next).toHaveAttribute("rel", "noopener noreferrer");
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.getByRole("link", { name: "Volver a la biblioteca" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biblioteca técnica");
});
