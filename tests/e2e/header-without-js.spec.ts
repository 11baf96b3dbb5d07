import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";

// The site header works whole without JavaScript (issue 43 §3): the mobile menu and "Más" are native
// popovers, the solid background after 50 px is a scroll-driven animation. Each test comes from its own
// address, as in fixtures.ts, so rate limits never leak between tests.
test.use({ extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` } });

const NAVY = "rgb(23, 37, 84)";
const WHITE = "rgb(255, 255, 255)";
const MORE_LINKS = ["Oportunidades", "Explorar", "Contacto"];

/** The "expanded" state Chromium gives assistive technology for the element `selector` finds (a popover's button has it natively). */
async function expandedState(page: Page, selector: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
}

/** The header's computed background colour. */
const headerBackground = (page: Page) => page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

  test("the mobile menu opens from its button, shows every link with 'Iniciar sesión', closes with Escape and its links work", async ({ page }) => {
    await page.goto("/legal/privacy");
    const menu = page.locator("#menu-movil");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeHidden();

    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu).toBeVisible();
    for (const name of ["Inicio", "Empleos", "Noticias", "Contacto", "Iniciar sesión"]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeVisible();
    expect(await expandedState(page, "[popovertarget=menu-movil]")).toBe(true);
    expect((await menu.boundingBox())?.height).toBeGreaterThan(700);
    // Open, it is white like the scrolled header, and the page under it does not scroll.
    await expect.poll(() => headerBackground(page)).toBe(WHITE);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect.poll(() => headerBackground(page)).toBe(NAVY);
    expect(await expandedState(page, "[popovertarget=menu-movil]")).toBe(false);

    await page.getByRole("button", { name: "Abrir menú" }).click();
    await menu.getByRole("link", { name: "Noticias" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator("#menu-movil")).toBeHidden();
  });

  test("the mobile menu closes when the visitor taps the button again", async ({ page }) => {
    await page.goto("/legal/privacy");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.locator("#menu-movil")).toBeVisible();
    await page.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(page.locator("#menu-movil")).toBeHidden();
  });

  test("at 1100 px 'Más' opens under its button with the links that do not fit, and Escape closes it", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto("/legal/privacy");
    const bar = page.getByRole("banner").getByRole("navigation", { name: "Navegación principal" });
    const more = bar.getByRole("button", { name: "Más" });
    for (const name of MORE_LINKS) await expect(bar.getByRole("link", { name })).toBeHidden();
    await more.click();
    for (const name of MORE_LINKS) await expect(bar.getByRole("link", { name })).toBeVisible();
    expect(await expandedState(page, "nav [popovertarget]")).toBe(true);
    // As before: right under the button, right edges aligned.
    const button = await more.boundingBox();
    const panel = await bar.getByRole("link", { name: "Oportunidades" }).locator("xpath=ancestor::*[@popover]").boundingBox();
    expect(button && panel).toBeTruthy();
    if (button && panel) {
      expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(panel.y).toBeLessThan(button.y + button.height + 16);
      expect(Math.abs(panel.x + panel.width - (button.x + button.width))).toBeLessThan(2);
    }
    await page.keyboard.press("Escape");
    for (const name of MORE_LINKS) await expect(bar.getByRole("link", { name })).toBeHidden();

    await more.click();
    await bar.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the header turns white after 50 px of scrolling and back at the top", async ({ page }) => {
    await page.goto("/legal/privacy");
    const wordmark = page.locator("header a[href='/']").first();
    expect(await headerBackground(page)).toBe(NAVY);
    const before = await wordmark.evaluate((link) => getComputedStyle(link).color);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(100);
    await expect.poll(() => headerBackground(page)).toBe(WHITE);
    expect(await wordmark.evaluate((link) => getComputedStyle(link).color)).not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => headerBackground(page)).toBe(NAVY);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(() => headerBackground(page)).toBe(WHITE);
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("a visitor's scriptless document (no script served) has the same working menu", async ({ page }) => {
    await page.goto("/legal/privacy");
    await expect(page.locator("html")).toHaveAttribute("data-scriptless", "true");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.locator("#menu-movil").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-movil")).toBeHidden();
  });

  /** Opens a page and waits for React to listen. */
  const open = async (page: Page, path: string) => {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };

  test("on a hydrated page the mobile menu opens, keeps its behaviour and closes after following a link", async ({ page }) => {
    await open(page, "/terms");
    const menu = page.locator("#menu-movil");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Inicio" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();

    await page.getByRole("button", { name: "Abrir menú" }).click();
    await menu.getByRole("link", { name: "Noticias" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("on a hydrated page 'Más' closes after following one of its links", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await open(page, "/terms");
    const bar = page.getByRole("banner").getByRole("navigation", { name: "Navegación principal" });
    await bar.getByRole("button", { name: "Más" }).click();
    await bar.getByRole("link", { name: "Explorar" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    for (const name of MORE_LINKS) await expect(bar.getByRole("link", { name })).toBeHidden();
  });
});
