import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, mailedLink, test } from "./fixtures";

test("the header changes its background after 50 px of scrolling", async ({ page }) => {
  await page.goto("/terms");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(50);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the mobile menu opens full screen and closes when the window grows past 1024 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.locator("#menu-movil");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Institución" })).toBeInViewport();
  await expect(menu.getByRole("link", { name: "Contacto" })).toBeInViewport();
  const box = await menu.boundingBox();
  expect(box?.height).toBeGreaterThan(700);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(menu).toBeHidden();
});

test("the mobile menu keeps the keyboard inside, closes with Escape and returns focus to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/terms");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.locator("#menu-movil");
  await expect(menu.getByRole("link", { name: "Inicio" })).toBeFocused();
  for (let i = 0; i < 14; i++) await page.keyboard.press("Tab");
  const insideMenu = await page.evaluate(
    () => Boolean(document.activeElement?.closest("#menu-movil")) || document.activeElement?.getAttribute("aria-controls") === "menu-movil",
  );
  expect(insideMenu).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.locator("#menu-movil")).toBeHidden();
  await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/terms");
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator("footer").getByRole("link", { name: "Mapa del sitio" }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the newsletter is double opt-in: the mailed link confirms, the unsubscribe link removes", async ({ page }) => {
  const email = freshEmail("boletin");
  await page.goto("/");
  await page.getByLabel("Tu correo para el boletín").fill(email);
  await page.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.getByText("¡Listo! Te enviamos un correo para confirmar tu suscripción.")).toBeVisible();
  const confirm = await mailedLink(page, email, "/newsletter/confirm");
  await expect(page.getByTestId("dev-mail").filter({ hasText: email }).first()).toContainText("Confirma tu suscripción al boletín de RedAV");
  const unsubscribe = await mailedLink(page, email, "/newsletter/unsubscribe");
  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect(page.getByText("¡Listo! Tu suscripción al boletín está confirmada.")).toBeVisible();
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.getByText("Te diste de baja: ya no recibirás el boletín.")).toBeVisible();
});

test("a mail client's one-click unsubscribe (RFC 8058) works without the page", async ({ page, request }) => {
  const email = freshEmail("un-clic");
  await page.goto("/");
  await page.getByLabel("Tu correo para el boletín").fill(email);
  await page.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.getByText("¡Listo! Te enviamos un correo para confirmar tu suscripción.")).toBeVisible();
  const unsubscribe = await mailedLink(page, email, "/newsletter/unsubscribe");
  const response = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  await page.goto(await mailedLink(page, email, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect(page.getByRole("alert")).toContainText("El enlace del boletín no es válido");
});

test("the newsletter explains a bad e-mail in Spanish", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Tu correo para el boletín").fill("esto-no-es-un-correo");
  await page.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.getByText("Ingresa un correo electrónico válido.")).toBeVisible();
});

test("the language selector applies on change and survives a reload", async ({ page }) => {
  const hydrated = () => page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  await page.goto("/terms");
  await page.getByLabel("Idioma").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await hydrated();
  await expect(page.getByRole("link", { name: "Join" })).toBeVisible();
  await page.reload();
  await hydrated();
  await expect(page.getByRole("link", { name: "Join" })).toBeVisible();
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByLabel("Language").selectOption("pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await page.reload();
  await hydrated();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await page.getByLabel("Idioma").selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "Únete" })).toBeVisible();
});

test("without JavaScript the language is changed with its button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/contact`);
  await page.getByLabel("Idioma").selectOption("en");
  await page.getByRole("button", { name: "Cambiar idioma" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/contact$/);
  await context.close();
});

test("a browser preferring Portuguese gets Spanish and a line offering Portuguese, until the visitor answers", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/about`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const offer = page.getByRole("region", { name: "Idioma sugerido" });
  await expect(offer).toContainText("O RedAV também está disponível em português.");
  await offer.getByRole("button", { name: "Mudar para português" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  await context.close();
});

test("an English browser that keeps Spanish is not asked again", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("region", { name: "Suggested language" }).getByRole("button", { name: "Keep Spanish" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  await context.close();
});

test("a slow navigation shows 'Cargando...' and, after 15 s, a way back to /login", async ({ page }) => {
  await page.clock.install();
  await page.goto("/terms");
  await page.route("**/about.data*", () => {
    // never answered: the navigation stays pending
  });
  await page.getByRole("navigation", { name: "Navegación principal" }).first().getByRole("link", { name: "Institución" }).click();
  await page.clock.fastForward(1_000);
  await expect(page.getByRole("status").filter({ hasText: "Cargando..." })).toBeVisible();
  await expect(page.getByText("La operación está tomando más tiempo de lo esperado.")).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(page.getByText("La operación está tomando más tiempo de lo esperado.")).toBeVisible();
  await page.getByRole("link", { name: "Cancelar y volver" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a failure while rendering shows 'Algo salió mal' with a reload button", async ({ page }) => {
  await page.goto("/terms");
  await page.route("**/about.data*", (route) => route.fulfill({ status: 500, contentType: "text/x-script", body: "not a turbo-stream" }));
  await page.getByRole("navigation", { name: "Navegación principal" }).first().getByRole("link", { name: "Institución" }).click();
  await expect(page.getByRole("heading", { name: "Algo salió mal" })).toBeVisible();
  await expect(page.getByText("Estamos trabajando para solucionarlo lo antes posible.")).toBeVisible();
  await page.unroute("**/about.data*");
  await page.getByRole("link", { name: "Recargar página" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Institución");
});

const NAV_LABELS = ["Institución", "Membresías", "Universidad", "Oportunidades", "Empleos", "Calendario", "Noticias", "Explorar", "Contacto"];

for (const width of [1024, 1100, 1280, 1440]) {
  test(`at ${width} px the signed-in header fits and every link and account action is reachable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
    const header = page.getByRole("banner");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const headerBox = await header.boundingBox();
    expect(headerBox && headerBox.x + headerBox.width).toBeLessThanOrEqual(width);

    const menuButton = page.getByRole("button", { name: /^Menú de cuenta/ });
    const menuBox = await menuButton.boundingBox();
    expect(menuBox && menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
    const bellBox = await page.getByRole("button", { name: /^Notificaciones/ }).boundingBox();
    expect(bellBox && bellBox.x + bellBox.width).toBeLessThanOrEqual(width);
    await menuButton.click();
    for (const item of ["Mi área", "Mi perfil", "Seguridad"]) await expect(header.getByRole("link", { name: item })).toBeVisible();
    await expect(header.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuButton).toBeFocused();

    if (width <= 1024) {
      await header.getByRole("button", { name: "Abrir menú" }).click();
      for (const label of NAV_LABELS) await expect(page.locator("#menu-movil").getByRole("link", { name: label })).toBeVisible();
      return;
    }
    const bar = header.getByRole("navigation", { name: "Navegación principal" });
    const hidden = [];
    for (const label of NAV_LABELS) if (!(await bar.getByRole("link", { name: label }).isVisible())) hidden.push(label);
    if (hidden.length > 0) {
      await bar.getByRole("button", { name: "Más" }).click();
      for (const label of hidden) await expect(bar.getByRole("link", { name: label })).toBeVisible();
    }
  });
}

test("the admin page fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto("/admin");
  await expect(page.getByTestId("admin-account").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("card lists show one column on a phone, two from 640 px and three on a desktop (from 1025 px)", async ({ page }) => {
  await page.goto("/explore");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.nth(3)).toBeVisible();
  /** How many cards share the first card's row. */
  const inFirstRow = () =>
    cards.evaluateAll((items) => {
      const top = items[0]?.getBoundingClientRect().top;
      return items.filter((item) => item.getBoundingClientRect().top === top).length;
    });
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1024, 2],
    [1025, 3],
    [1440, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(inFirstRow, { message: `${width} px` }).toBe(columns);
  }
});
