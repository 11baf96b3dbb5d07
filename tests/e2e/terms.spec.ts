import { expect, test } from "./fixtures";

test("desktop: accepting the terms keeps the acceptance and hides the button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/terms");
  await expect(page.getByText("Última actualización: 10 de mayo de 2025")).toBeVisible();
  const index = page.getByRole("navigation", { name: "En esta página" });
  for (const title of ["Introducción", "Definiciones", "Registro y Cuenta de Usuario", "Derechos y Restricciones de Uso", "Contenido de la Plataforma"]) {
    await expect(index.getByRole("link", { name: title })).toBeVisible();
  }
  await page.getByRole("button", { name: "Aceptar Términos" }).click();
  await expect(page.getByRole("button", { name: "Aceptar Términos" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("redav_terms_accepted"))).toBeTruthy();
  await page.reload();
  await expect(page.getByText("Aceptaste los Términos y Condiciones. ¡Gracias!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aceptar Términos" })).toHaveCount(0);
});

test("desktop: the index highlights the section being read", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/terms");
  const index = page.getByRole("navigation", { name: "En esta página" });
  await expect(index.getByRole("link", { name: "Introducción" })).toHaveAttribute("aria-current", "location");
  await page.evaluate(() => document.getElementById("contenido")?.scrollIntoView());
  await expect(index.getByRole("link", { name: "Contenido de la Plataforma" })).toHaveAttribute("aria-current", "location");
});

test("mobile: the checkbox enables the accept button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/terms");
  const accept = page.getByRole("button", { name: "Aceptar Términos" });
  await expect(accept).toBeDisabled();
  await page.getByLabel("He leído y acepto los Términos y Condiciones").check();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(accept).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("redav_terms_accepted"))).toBeTruthy();
});

test("the terms offer the way back and the calls to action", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Crear cuenta" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");
  await page.getByRole("link", { name: "Regresar" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the legal texts arrive on client-side navigation from a page that did not load them", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: "Privacidad", exact: true }).last().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidad");
  await page.goto("/about");
  await footer.getByRole("link", { name: "Términos y Condiciones" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos y Condiciones");
  await expect(page.getByRole("navigation", { name: "En esta página" }).getByRole("link", { name: "Definiciones" })).toBeVisible();
});

test("a document of the terms ships their text once: in the HTML, kept through hydration, with no script copy", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto("/terms");
  const html = (await response?.text()) ?? "";
  const firstParagraph = "RedAV es una red profesional en línea";
  expect(html.split(firstParagraph).length - 1).toBe(1);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByText(firstParagraph)).toBeVisible();
  await expect(page.locator("#aceptacion, section[id]").first()).toBeVisible();
  const downloaded = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(downloaded.filter((source) => source.includes(firstParagraph))).toHaveLength(0);
});
