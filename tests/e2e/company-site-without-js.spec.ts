import { randomInt } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, logInWithForm } from "./fixtures";

// A published demo site (seed/content/demo-sites.ts) with a gallery, a contact section and its form.
const SITE = "/empresa/sonido-sur-rental";
const COMPANY_LOGIN = "contacto@sonido-sur-rental.demo.redav.lat";
const PICTURE = "Ampliar imagen: Escenario principal de un festival de verano con line arrays colgados y pantallas laterales";

/** A connection of its own, so the form's hourly limit per address is this test's alone. */
function ownAddress() {
  return { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** Types the visitor's message as a person does (the form refuses, silently, what is sent within 3 s of showing it). */
async function fillContactForm(page: Page, name: string, message: string) {
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Correo electrónico").fill("visita@example.com");
  await page.getByRole("textbox", { name: "Mensaje" }).pressSequentially(message, { delay: 60 });
}

/** The message reached the site's company: its RedAV inbox shows it in the website form's conversation. */
async function expectDelivered(browser: Browser, message: string) {
  const context = await browser.newContext({ javaScriptEnabled: true, extraHTTPHeaders: ownAddress() });
  const company = await context.newPage();
  await logInWithForm(company, COMPANY_LOGIN, DEMO_PASSWORD);
  await company.goto("/company/messages");
  await company.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await company
    .getByRole("link", { name: /Formulario de tu sitio web/ })
    .first()
    .click();
  await expect(company.getByTestId("thread-message").getByText(message)).toBeVisible();
  await context.close();
}

test.describe("a visitor without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });

  test("a gallery thumbnail is a link that opens the large picture", async ({ page, request }) => {
    await page.goto(SITE);
    const thumbnail = page.getByRole("link", { name: PICTURE });
    const large = await thumbnail.getAttribute("href");
    expect(large).toMatch(/^\/files\//);
    const picture = await request.get(large ?? "");
    expect(picture.headers()["content-type"]).toMatch(/^image\//);
    await thumbnail.click();
    await expect(page).toHaveURL((url) => url.pathname === large);
  });

  test("'Volver arriba' waits below the first screen, shows once the page is scrolled and takes the visitor and the focus to the title", async ({ page }) => {
    await page.goto(SITE);
    const title = page.getByRole("heading", { level: 1 });
    const backToTop = page.getByRole("link", { name: "Volver arriba" });
    await expect(backToTop).toHaveAttribute("href", "#sitio-titulo");
    await expect(backToTop).not.toBeInViewport();
    await page.getByRole("navigation", { name: "Secciones del sitio" }).getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/#contacto$/);
    await expect(title).not.toBeInViewport();
    await expect(backToTop).toBeInViewport();
    await backToTop.click();
    await expect(page).toHaveURL(/#sitio-titulo$/);
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).not.toBeInViewport();
  });

  test("the contact form posts to the page, which opens on the answer, and the message reaches the company", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const message = `¿Tienen sistema libre el sábado? (sin JavaScript ${Date.now().toString(36)})`;
    await page.goto(SITE);
    await fillContactForm(page, "Lucía Pérez", message);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(/\/empresa\/sonido-sur-rental#sitio-formulario$/);
    const answer = page.getByRole("status").filter({ hasText: "Tu mensaje fue enviado" });
    await expect(answer).toBeVisible();
    await expect(answer).toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Mensaje" })).toHaveValue("");
    await expectDelivered(browser, message);
  });
});

test.describe("a member, with the page hydrated", () => {
  test.use({ extraHTTPHeaders: ownAddress() });

  test("a thumbnail opens the lightbox in place, 'Volver arriba' moves to the title and the form answers in place", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
    await page.goto(SITE);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A marker on the window: it is gone if anything below reloads the document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const thumbnail = page.getByRole("link", { name: PICTURE });
    await thumbnail.click();
    const lightbox = page.getByRole("dialog", { name: "Galería de imágenes" });
    await expect(lightbox).toContainText("Imagen 1 de 6");
    await expect(page).toHaveURL((url) => url.pathname === SITE);
    await page.keyboard.press("ArrowRight");
    await expect(lightbox).toContainText("Imagen 2 de 6");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(thumbnail).toBeFocused();

    const title = page.getByRole("heading", { level: 1 });
    await page.getByRole("navigation", { name: "Secciones del sitio" }).getByRole("link", { name: "Contacto" }).click();
    await expect(title).not.toBeInViewport();
    await page.getByRole("link", { name: "Volver arriba" }).click();
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();

    const message = `¿Tienen sistema libre el domingo? (con JavaScript ${Date.now().toString(36)})`;
    await fillContactForm(page, "Bruno Silva", message);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tu mensaje fue enviado" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Mensaje" })).toHaveValue("");
    await expect(page).toHaveURL((url) => url.pathname === SITE && url.hash === "#sitio-titulo");
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expectDelivered(browser, message);
  });
});

test("'Reintentar' on a site that failed to load is a link to its address, which loads it again whole", async ({ page }) => {
  await page.context().setExtraHTTPHeaders(ownAddress());
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/sitemap");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.route("**/empresa/sonido-sur-rental.data*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }), { times: 1 });
  await page.getByRole("link", { name: "Sonido Sur Rental" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error al cargar la página");
  const retry = page.getByRole("link", { name: "Reintentar" });
  await expect(retry).toHaveAttribute("href", SITE);
  await retry.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sonido e iluminación para tu evento, en todo Uruguay");
});
