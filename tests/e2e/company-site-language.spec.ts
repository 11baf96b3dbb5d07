import { randomInt } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, mailedLink, test } from "./fixtures";

const PASSWORD = "una frase bastante larga";
const PORTUGUESE_NAV = ["Sobre nós", "Produtos", "Galeria", "Contato", "Ligar"];

async function hydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  return response;
}

/** A new Brazilian company on a screen of `width`, registered through the form, verified (which signs it in) and with its address on RedAV. */
async function brazilianCompany(browser: Browser, slug: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: "es-UY",
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  const email = freshEmail("estudio");
  await hydrated(page, "/register");
  await page.getByLabel("Empresa", { exact: true }).check();
  await page.getByLabel("Nombre de la empresa").fill("Som do Sul");
  await page.getByLabel("Categoría principal").selectOption("services");
  await page.getByLabel("País").selectOption("Brasil");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa tu correo");
  await hydrated(page, await mailedLink(page, email, "/auth/verify"));
  await hydrated(page, "/company/profile");
  await page.getByLabel("Dirección en RedAV").fill(slug);
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByRole("status").filter({ hasText: "se guardó" })).toBeVisible();
  return page;
}

test("the demo Brazilian site speaks Portuguese, its WhatsApp message too, to a visitor whose RedAV is in Spanish", async ({ page }) => {
  await hydrated(page, "/empresa/estudio-paulista");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator('[lang="pt"]').getByRole("heading", { level: 1 })).toBeVisible();
  const whatsapp = page.getByRole("link", { name: "Escrever pelo WhatsApp" }).first();
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/wa\.me\/55\d+\?text=/);
  expect(new URL(href).searchParams.get("text")).toMatch(/^Olá, vi o site de Estúdio Paulista na .+ e gostaria de fazer uma consulta\.$/);
  const nav = page.getByRole("navigation", { name: "Seções do site" });
  for (const name of PORTUGUESE_NAV) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByText("Escribir por WhatsApp")).toHaveCount(0);
  await expect(page.getByText("Hola, vi el sitio")).toHaveCount(0);
  await expect(page.getByTestId("gallery-count")).toHaveText(/^\d+ imagens na galeria$/);
  // The language offer and the rest of RedAV's own words stay the visitor's: the document is Spanish.
  await expect(page.getByRole("link", { name: "Powered by RedAV" })).toHaveAttribute("href", "/");
});

/** Each link of a site's navigation as the eye finds it: whole inside the bar, clear of the company's name, and the topmost thing where it is drawn. */
async function navItemsSeen(nav: Locator) {
  return nav.evaluate((bar) => {
    const brand = bar.querySelector('a[href="#sitio-titulo"]')?.getBoundingClientRect();
    const box = bar.getBoundingClientRect();
    return [...bar.querySelectorAll("li a")].map((link) => {
      const own = link.getBoundingClientRect();
      const hit = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
      const clear = !brand || own.left >= brand.right || own.top >= brand.bottom;
      const whole = own.left >= box.left && own.right <= box.right && own.right <= window.innerWidth && link.scrollWidth <= link.clientWidth;
      return { name: link.textContent, whole, clear, hit: Boolean(hit && link.contains(hit)) };
    });
  });
}

test("on a 390 px phone every item of a site's sticky navigation is on screen, whole, without scrolling the bar", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "es-UY" });
  const page = await context.newPage();
  await hydrated(page, "/empresa/estudio-paulista");
  // The site's only navigation (its sections and the call button), whatever language it speaks.
  const nav = page.getByRole("navigation");
  const seen = await navItemsSeen(nav);
  expect(seen).toHaveLength(5);
  for (const item of seen) expect(item, item.name ?? "").toMatchObject({ whole: true, clear: true, hit: true });
  // After scrolling down the bar stays, and a link still takes the visitor to its section.
  await page.mouse.wheel(0, 1500);
  await nav.locator('a[href="#contacto"]').click();
  await expect(page).toHaveURL(/#contacto$/);
  await expect(nav).toBeInViewport();
  await context.close();
});

test("a new Brazilian company's site starts in Portuguese, its editor names the empty sections, and the published site leaves them out", async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(120_000);
  const slug = `som-do-sul-${Date.now().toString(36)}`;
  const company = await brazilianCompany(browser, slug, 1280);
  await hydrated(company, "/company/website");
  await expect(company.getByLabel("Idioma del sitio")).toHaveValue("pt");
  const preview = company.locator("#panel-preview");
  await expect(preview.getByRole("navigation", { name: "Seções do site" })).toBeVisible();
  await expect(company.getByTestId("empty-sections")).toHaveText(
    "Estas secciones están activadas pero vacías, y no se mostrarán en el sitio: Sobre nosotros, Productos y servicios y Galería.",
  );
  await expect(preview.getByText("0 imagens na galeria")).toHaveCount(0);

  // Beside the form on a laptop, the preview overlaps neither the form nor the editor's bar.
  const [form, panel, bar] = await Promise.all([
    company.locator("#panel-edit").boundingBox(),
    preview.boundingBox(),
    company.getByTestId("publish-state").locator("xpath=../..").boundingBox(),
  ]);
  if (!form || !panel || !bar) throw new Error("the editor's parts are laid out");
  expect(panel.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(panel.y).toBeGreaterThanOrEqual(bar.y + bar.height);

  // The company switches its site to Spanish: the preview follows at once, and back to Portuguese.
  await company.getByLabel("Idioma del sitio").selectOption("es");
  await expect(preview.getByRole("navigation", { name: "Secciones del sitio" })).toBeVisible();
  await expect(company.getByText("Idioma del sitio guardado.")).toBeVisible();
  await company.getByLabel("Idioma del sitio").selectOption("pt");
  await expect(preview.getByRole("navigation", { name: "Seções do site" })).toBeVisible();

  await company.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(company.getByTestId("publish-state")).toHaveText("Publicado");

  await hydrated(visitor, `/empresa/${slug}`);
  await expect(visitor.getByRole("heading", { name: "Som do Sul", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Enviar mensagem" })).toBeVisible();
  await expect(visitor.locator("#galeria")).toHaveCount(0);
  await expect(visitor.getByTestId("gallery-count")).toHaveCount(0);
  await expect(visitor.getByText(/0 (imagens|imágenes)/)).toHaveCount(0);
  await expect(visitor.locator("#productos")).toHaveCount(0);
  await expect(visitor.locator("#sobre-nosotros")).toHaveCount(0);
  const nav = visitor.getByRole("navigation", { name: "Seções do site" });
  await expect(nav.getByRole("link", { name: "Galeria" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Contato" })).toBeVisible();
});

test("the editor's 'Editar / Vista previa' tabs are WAI-ARIA tabs, each controlling its panel, moved with the arrow keys", async ({ browser }) => {
  test.setTimeout(120_000);
  const company = await brazilianCompany(browser, `som-abas-${Date.now().toString(36)}`, 390);
  await hydrated(company, "/company/website");
  const tabs = company.getByRole("tablist", { name: "Editor y vista previa" }).getByRole("tab");
  await expect(tabs).toHaveCount(2);
  for (const tab of await tabs.all()) {
    const panelId = await tab.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = company.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute("role", "tabpanel");
    await expect(panel).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id")) ?? "");
  }
  const edit = company.getByRole("tab", { name: "Editar" });
  const view = company.getByRole("tab", { name: "Vista previa" });
  await expect(edit).toHaveAttribute("aria-selected", "true");
  await expect(company.getByRole("tabpanel", { name: "Editar" })).toBeVisible();
  await edit.focus();
  await company.keyboard.press("ArrowRight");
  await expect(view).toBeFocused();
  await expect(view).toHaveAttribute("aria-selected", "true");
  await expect(edit).toHaveAttribute("aria-selected", "false");
  await expect(company.getByRole("tabpanel", { name: "Vista previa" })).toBeVisible();
  await expect(company.getByRole("tabpanel", { name: "Editar" })).toBeHidden();
  await company.keyboard.press("ArrowLeft");
  await expect(edit).toBeFocused();
  await expect(company.getByRole("tabpanel", { name: "Editar" })).toBeVisible();
  // The site's address is a single line: the browser fills it from the first line of an address.
  await expect(company.getByLabel("Dirección", { exact: true })).toHaveAttribute("autocomplete", "address-line1");
});

test("at 1280 px the editor's live preview shows the site's navigation whole, clear of the company's name", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "es-UY" });
  const page = await context.newPage();
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await hydrated(page, "/company/website");
  const nav = page.locator("#panel-preview").getByRole("navigation", { name: "Secciones del sitio" });
  await expect(nav).toBeVisible();
  const seen = await navItemsSeen(nav);
  expect(seen.length).toBeGreaterThan(0);
  for (const item of seen) expect(item, item.name ?? "").toMatchObject({ whole: true, clear: true, hit: true });
  await context.close();
});
