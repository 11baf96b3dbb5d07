import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, mailedLink, test } from "./fixtures";

const PASSWORD = "correct horse battery";

async function picture(color: string, name: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function hydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  return response;
}

/** A new company on a phone-sized screen, registered, verified (which signs it in) and with its address on RedAV. */
async function companyOnPhone(browser: Browser, slug: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  const email = freshEmail("sitio");
  const form = { intent: "register", userType: "company", email, password: PASSWORD, companyName: "Sonido Andino", country: "UY", mainCategory: "rental" };
  expect((await page.request.post("/register", { form, maxRedirects: 0 })).status()).toBe(201);
  await hydrated(page, await mailedLink(page, email, "/auth/verify"));
  await hydrated(page, "/company/profile");
  await page.getByLabel("Dirección en RedAV").fill(slug);
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByRole("status").filter({ hasText: "se guardó" })).toBeVisible();
  return page;
}

test("a company builds its site on a phone and publishes it; a visitor browses the sections, opens the gallery and writes through the form, which reaches the company's inbox", async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(120_000);
  const slug = `sonido-andino-${Date.now().toString(36)}`;
  const company = await companyOnPhone(browser, slug);
  await hydrated(company, "/company/website");
  await expect(company.getByRole("heading", { name: "Sitio web de tu empresa" })).toBeVisible();
  const saved = company.getByTestId("save-state");

  const editor = company.locator("#panel-edit");
  await editor.getByLabel("Título de la portada").fill("Sonido Andino");
  await editor.getByLabel("Imagen de fondo").setInputFiles(await picture("#223344", "escenario.jpg"));
  await company.getByRole("button", { name: "Agregar producto" }).click();
  await editor.getByLabel("Nombre", { exact: true }).fill("Line array K2");
  await editor.getByLabel("Características").last().fill("Coaxial\nDSP integrado\nRigging incluido\nFlight case");
  await editor.getByLabel("Precio").fill("1500");
  await editor.getByLabel("Subir imágenes a la galería").setInputFiles([await picture("#884422", "uno.jpg"), await picture("#228844", "dos.jpg")]);
  await expect(editor.getByLabel("Descripción de la imagen")).toHaveCount(2);
  await editor.getByLabel("Descripción de la imagen").first().fill("Montaje de PA en el Teatro Solís");
  await editor.getByLabel("Descripción de la imagen").last().fill("Consola de monitores en festival");
  await editor.getByLabel("Teléfono o WhatsApp").fill("099 123 456");
  await expect(company.getByText("WhatsApp: +59899123456")).toBeVisible();

  // 'Deshacer' takes back the last change, and the draft is saved as it is again.
  await editor.getByLabel("Subtítulo", { exact: true }).fill("texto escrito por error");
  await expect(saved).toHaveText("Guardado");
  await company.getByRole("button", { name: "Deshacer" }).click();
  await expect(editor.getByLabel("Subtítulo", { exact: true })).toHaveValue("");
  await expect(saved).toHaveText("Guardado");

  // On a phone the preview is a tab of its own.
  await company.getByRole("tab", { name: "Vista previa" }).click();
  await expect(company.locator("#panel-preview").getByRole("heading", { name: "Sonido Andino", level: 1 })).toBeVisible();
  await expect(company.locator("#panel-preview").getByText("Se encontró 1 producto")).toBeVisible();
  await company.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(company.getByTestId("publish-state")).toHaveText("Publicado");

  const response = await hydrated(visitor, `/empresa/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: "Sonido Andino", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("banner")).toHaveCount(0);
  await expect(visitor.getByTestId("products-count")).toHaveText("Se encontró 1 producto");
  const card = visitor.getByTestId("product-card");
  await expect(card).toContainText("+1 característica más");
  await expect(card).toContainText("$1.500 UYU");
  await expect(visitor.getByTestId("gallery-count")).toHaveText("2 imágenes en la galería");
  await expect(visitor.getByRole("link", { name: "Escribir por WhatsApp" }).first()).toHaveAttribute("href", /^https:\/\/wa\.me\/59899123456\?text=/);
  await expect(visitor.getByRole("link", { name: "Powered by RedAV" })).toHaveAttribute("href", "/");

  await visitor.getByRole("navigation", { name: "Secciones del sitio" }).getByRole("link", { name: "Galería" }).click();
  await expect(visitor).toHaveURL(/#galeria$/);
  // A visitor's page has no JavaScript (issue 43): each picture is a link to its large version
  // (the lightbox a member gets is in company-site-without-js.spec.ts).
  const opener = visitor.getByRole("link", { name: "Ampliar imagen: Montaje de PA en el Teatro Solís" });
  await expect(opener).toHaveAttribute("href", /^\/files\//);
  await expect(visitor.getByRole("link", { name: "Volver arriba" })).toBeInViewport();

  // The visitor types as a person does (the form refuses what is sent within 3 s of showing it).
  await visitor.getByLabel("Nombre").pressSequentially("Martina Rossi", { delay: 60 });
  await visitor.getByLabel("Correo electrónico").pressSequentially("martina@example.com", { delay: 60 });
  await visitor.getByRole("textbox", { name: "Mensaje" }).pressSequentially("¿Tienen el line array libre el sábado 12?", { delay: 60 });
  await visitor.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Tu mensaje fue enviado" })).toBeVisible();

  // Visitors are served from the page cache; publishing a change purges it at once.
  await hydrated(visitor, `/empresa/${slug}`);
  await hydrated(company, "/company/website");
  await editor.getByLabel("Título de la portada").fill("Sonido Andino: audio para giras");
  await expect(saved).toHaveText("Guardado");
  // The visitor reads the page once the publication is answered (a visitor's page no longer waits for hydration, which gave it time).
  const published = company.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/company/website"),
  );
  await company.getByRole("button", { name: "Publicar cambios" }).click();
  expect((await published).ok()).toBe(true);
  await expect(company.getByRole("button", { name: "Publicar cambios" })).toBeEnabled();
  await hydrated(visitor, `/empresa/${slug}`);
  await expect(visitor.getByRole("heading", { name: "Sonido Andino: audio para giras", level: 1 })).toBeVisible();

  await hydrated(company, "/company/messages");
  await company
    .getByRole("link", { name: /Formulario de tu sitio web/ })
    .first()
    .click();
  // The thread shows the message (the conversation list beside it may show its first lines too).
  const message = company.getByTestId("thread-message");
  await expect(message.getByText("¿Tienen el line array libre el sábado 12?")).toBeVisible();
  await expect(message.getByText("Martina Rossi · martina@example.com")).toBeVisible();
  await expect(company.getByText("Mensajes del formulario de tu sitio web")).toBeVisible();
});

test("an address nobody published reads 'Página no encontrada' with a way home, answered 404", async ({ page }) => {
  const response = await page.goto(`/empresa/nadie-${Date.now().toString(36)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByText("La página que buscas no existe o no está disponible públicamente.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
});

test("a published site is found and shared well: sitemaps, JSON-LD, Open Graph, canonical, the hero first and the rest lazily; 'Cargando página...' while it loads", async ({
  page,
  request,
}) => {
  const index = await (await request.get("/sitemap.xml")).text();
  const sitesFiles = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/sites-\d+\.xml)<\/loc>/g)].map(([, path]) => path ?? "");
  const sitemap = (await Promise.all(sitesFiles.map(async (path) => (await request.get(path)).text()))).join("");
  expect(sitemap).toContain("/empresa/sonido-sur-rental</loc>");
  expect(sitemap).not.toContain("/empresa/tarima-producciones<");
  const upper = await request.get("/empresa/Sonido-Sur-Rental", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe("/empresa/sonido-sur-rental");
  expect((await request.get("/empresa/tarima-producciones")).status()).toBe(404);

  // 'Cargando página...' belongs to a client navigation: a member's /sitemap hydrates (a visitor's has no scripts).
  await logInWithForm(page, DEMO.silver, DEMO_PASSWORD);
  await hydrated(page, "/sitemap");
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/empresa\/sonido-sur-rental\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Sonido Sur Rental" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cargando página..." })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sonido e iluminación para tu evento, en todo Uruguay");

  await hydrated(page, "/empresa/sonido-sur-rental");
  const schema = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const [business, ...products] = schema["@graph"];
  expect(business).toMatchObject({ "@type": "LocalBusiness", name: "Sonido Sur Rental", address: { addressCountry: "UY" } });
  expect(business.telephone).toMatch(/^\+598\d+$/);
  expect(business.logo).toMatch(/\/files\/company-logos\//);
  expect(products.length).toBeGreaterThan(0);
  expect(products[0]).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "UYU" } });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/empresa\/sonido-sur-rental$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/share-cards\/company\/sonido-sur-rental\/es-[\w-]{16}\.jpg$/);
  const hero = page.locator("img[fetchpriority]");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  const lazy = await page
    .getByTestId("product-card")
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
  expect(new Set(lazy)).toEqual(new Set(["lazy"]));
});
