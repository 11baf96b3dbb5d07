import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { Editor } from "@tiptap/core";
import sharp from "sharp";
import { demoTechnicians } from "../../seed/content/demo-people";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

const DEMO_TRAINER = demoTechnicians().find((technician) => technician.isTrainer)?.email ?? "";
/** The editor's own chunks (app/components/rich-text): only editor pages may ask for them. */
const EDITOR_CHUNK = /\/assets\/rich-text-(editor|field)-[\w-]+\.js/;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** Every script address a page asks for while `visit` runs. */
async function scriptsRequested(page: Page, visit: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  const listener = (request: { url: () => string; resourceType: () => string }) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js")) urls.push(request.url());
  };
  page.on("request", listener);
  await visit();
  await page.waitForLoadState("networkidle");
  page.off("request", listener);
  return urls;
}

/** From the editing area, Alt+F10 reaches the toolbar; the arrow keys go to the button named `name`; Enter presses it. */
async function pressTool(page: Page, name: string): Promise<void> {
  const toolbar = page.getByRole("toolbar", { name: "Formato del texto" });
  const button = toolbar.getByRole("button", { name, exact: true });
  await page.keyboard.press("Alt+F10");
  await page.keyboard.press("Home");
  for (let step = 0; step < 20 && !(await button.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press("ArrowRight");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
}

/**
 * Types `text` and waits until the editor holds it: the editor reads typed text a moment after the
 * browser shows it, so a key pressed sooner (Enter, a tool) could land inside the text on a loaded machine.
 */
async function typeIntoEditor(page: Page, area: Locator, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expect.poll(() => area.evaluate((element) => (element as HTMLElement & { editor: Editor }).editor.state.doc.textContent)).toContain(text);
}

/** Writes, with the keyboard only, a heading, a line, a bulleted list of two items and a sentence ending in a link. */
async function writeWithToolbar(page: Page, text: { name: string; heading: string; link: string; href: string }): Promise<void> {
  const area = page.getByRole("textbox", { name: text.name, exact: true });
  await expect(area).toHaveAttribute("contenteditable", "true");
  await area.focus();
  await typeIntoEditor(page, area, text.heading);
  await pressTool(page, "Encabezado");
  await expect(page.getByRole("button", { name: "Encabezado", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(area).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await typeIntoEditor(page, area, "Lo que hay que revisar antes de cada función:");
  await page.keyboard.press("Enter");
  await pressTool(page, "Lista con viñetas");
  await expect(page.getByRole("button", { name: "Lista con viñetas", exact: true })).toHaveAttribute("aria-pressed", "true");
  await typeIntoEditor(page, area, "Cable de alimentación");
  await page.keyboard.press("Enter");
  await typeIntoEditor(page, area, "Cable DMX");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  const sentence = `Más información en ${text.link}`;
  await page.keyboard.type(sentence);
  // The editor reads typed text a moment after the browser shows it, and redraws the line (putting the
  // caret back at its end): select only once it holds the sentence, and until the browser shows the link text selected.
  await expect.poll(() => area.evaluate((element) => (element as HTMLElement & { editor: Editor }).editor.state.doc.textContent)).toContain(sentence);
  for (let step = 0; step < 2 * text.link.length && (await page.evaluate(() => document.getSelection()?.toString())) !== text.link; step += 1)
    await page.keyboard.press("Shift+ArrowLeft");
  await expect
    .poll(() =>
      area.evaluate((element) => {
        const { state } = (element as HTMLElement & { editor: Editor }).editor;
        return state.doc.textBetween(state.selection.from, state.selection.to);
      }),
    )
    .toBe(text.link);
  await pressTool(page, "Enlace");
  await expect(page.getByLabel("Dirección del enlace")).toBeFocused();
  await page.keyboard.type(text.href);
  await page.keyboard.press("Enter");
  await expect(area).toBeFocused();
  await expect(area.getByRole("link", { name: text.link })).toBeVisible();
}

/** What a reader sees: the heading, the list and the link the editor wrote. */
async function expectWritten(page: Page, text: { heading: string; link: string; href: string }): Promise<void> {
  await expect(page.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Cable DMX" })).toBeVisible();
  await expect(page.getByRole("list").filter({ hasText: "Cable de alimentación" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("link", { name: text.link })).toHaveAttribute("href", text.href);
}

test("an admin writes an article with the toolbar (keyboard only), adds a described picture and publishes; readers see it; no public page loads the editor", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // keyboard-only writing, an upload and three public pages: about 55 s on a loaded 2-core machine
  const stamp = Date.now().toString(36);
  const title = `Montaje con editor ${stamp}`;
  const text = { name: "Texto", heading: `Montaje seguro ${stamp}`, link: "la bolsa de trabajo", href: "https://redav.lat/jobs" };
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto("/admin/news");
  const editorScripts = await scriptsRequested(page, async () => {
    await page.getByRole("link", { name: "Nuevo artículo" }).click();
    // The editor's chunk is fetched once the page has hydrated: wait for the editor itself, not for a quiet network.
    await expect(page.getByRole("textbox", { name: text.name, exact: true })).toHaveAttribute("contenteditable", "true");
  });
  expect(editorScripts.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page.getByLabel("Resumen").fill("Lo que cambia en los tableros de escenario para la próxima temporada.");
  await writeWithToolbar(page, text);
  await page.getByLabel("Sección").selectOption({ label: "Industria" });
  await page.getByLabel("Publicar ahora (avisa a los lectores)").check();
  await page.getByRole("button", { name: "Crear artículo" }).click();
  await expect(page.getByText("El artículo está publicado.")).toBeVisible();

  // The stored article opens in the editor again; a picture is uploaded from the toolbar with its description.
  const area = page.getByRole("textbox", { name: "Texto", exact: true });
  await expect(area.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
  await area.focus();
  await page.keyboard.press("Control+End");
  await pressTool(page, "Imagen");
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7c2d12" } })
    .png()
    .toBuffer();
  await page.getByLabel("Imagen (JPG, PNG, WebP o GIF de hasta 5 MB)").setInputFiles({ name: "escenario.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Subir e insertar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Describe la imagen antes de insertarla.");
  await page.getByLabel("Descripción de la imagen (texto alternativo)").fill("Escenario con el tablero abierto");
  await page.getByRole("button", { name: "Subir e insertar" }).click();
  await expect(area.getByRole("img", { name: "Escenario con el tablero abierto" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Guardar artículo" }).click();
  await expect(page.getByText("Artículo guardado.")).toBeVisible();
  const href = await page.getByRole("link", { name: "Ver", exact: true }).getAttribute("href");
  if (!href) throw new Error("no public address");

  const visitor = await (await browser.newContext()).newPage();
  // The article and the news list reach a visitor without any script (decision 081); the terms hydrate.
  for (const address of ["/terms", "/news", href]) {
    const scripts = await scriptsRequested(visitor, () => visitor.goto(address));
    if (address === "/terms") expect(scripts.length, `scripts of ${address}`).toBeGreaterThan(0);
    else expect(scripts, `scripts of ${address}`).toEqual([]);
    expect(
      scripts.filter((url) => EDITOR_CHUNK.test(url)),
      `editor chunks on ${address}`,
    ).toEqual([]);
  }
  await expectWritten(visitor, text);
  await expect(visitor.getByRole("img", { name: "Escenario con el tablero abierto" })).toHaveAttribute(
    "src",
    /^\/files\/news-images\/news-[0-9a-f]+\/[\w-]+-960\.webp$/,
  );
  await visitor.context().close();
});

test("a trainer writes a lesson with the toolbar (keyboard only) on a phone; the lesson shows it; a lesson's toolbar has no picture button", async ({
  browser,
}) => {
  test.setTimeout(120_000); // keyboard-only writing of a course and a lesson: up to a minute on a loaded 2-core machine
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const title = `Curso con editor ${stamp}`;
  const text = { name: "Contenido", heading: `Antes de la prueba ${stamp}`, link: "la guía DMX", href: "https://redav.lat/news" };
  await logInWithForm(page, DEMO_TRAINER, DEMO_PASSWORD);
  await page.goto("/courses/manage/new");
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Resumen").fill("Cómo preparar el escenario antes de la prueba de sonido.");
  await page.getByLabel("Descripción").fill("Revisiones de cables, tableros y señal antes de cada función.");
  await page.getByLabel("Categoría").selectOption("Audio");
  await page.getByLabel("Duración (horas)").fill("2");
  await page.getByRole("button", { name: "Crear curso" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Editar «${title}»`);
  await page.getByRole("link", { name: "Agregar lección" }).click();
  await page.getByLabel("Título de la lección").fill("Revisión de cables");
  await writeWithToolbar(page, text);
  await expect(page.getByRole("toolbar", { name: "Formato del texto" }).getByRole("button", { name: "Imagen", exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Duración (minutos)").fill("15");
  await page.getByRole("button", { name: "Guardar lección" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Editar «${title}»`);
  await page.getByRole("link", { name: "Ver como alumno" }).first().click();
  await page.getByRole("link", { name: "Revisión de cables" }).click();
  await expectWritten(page, text);
  await context.close();
});

test("without JavaScript the editor pages keep their HTML text area, and what it holds is published", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const title = `Sin JavaScript ${Date.now().toString(36)}`;
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto("/admin/news/new");
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page.getByLabel("Resumen").fill("Un artículo escrito en un navegador sin JavaScript.");
  await page
    .getByRole("textbox", { name: "Texto", exact: true })
    .fill('<h2>Escrito a mano</h2><ul><li>Uno</li><li>Dos</li></ul><p>Ver <a href="https://redav.lat/news">noticias</a>.</p>');
  await page.getByLabel("Sección").selectOption({ label: "Industria" });
  await page.getByLabel("Publicar ahora (avisa a los lectores)").check();
  await page.getByRole("button", { name: "Crear artículo" }).click();
  await expect(page.getByText("El artículo está publicado.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Texto", exact: true })).toHaveValue(/^<h2>Escrito a mano<\/h2><ul><li>Uno<\/li>/);
  const href = await page.getByRole("link", { name: "Ver", exact: true }).getAttribute("href");
  await page.goto(href ?? "/news");
  await expect(page.getByRole("heading", { level: 2, name: "Escrito a mano" })).toBeVisible();
  await expect(page.getByRole("link", { name: "noticias", exact: true })).toHaveAttribute("href", "https://redav.lat/news");
  await context.close();
});
