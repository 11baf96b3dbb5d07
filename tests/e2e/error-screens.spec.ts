import type { Locator, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

/** What the site's stylesheet decides about a button-like link or button: its colours, padding and corners. */
function looks(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color, padding: style.padding, radius: style.borderRadius, font: style.fontWeight };
  });
}

/** The header's main navigation as styled: the list's bullets and the links' underline. */
function navigationLooks(page: Page) {
  return page
    .getByRole("navigation", { name: "Navegación principal" })
    .first()
    .evaluate((nav) => {
      const list = nav.querySelector("ul");
      const link = nav.querySelector("a");
      return { bullets: list ? getComputedStyle(list).listStyleType : "none", underline: link ? getComputedStyle(link).textDecorationLine : "none" };
    });
}

/** The server-rendered screen for a missing page: the look every error screen must keep. */
async function serverRenderedLooks(page: Page) {
  await page.goto("/esta-pagina-no-existe");
  const home = page.getByRole("main").getByRole("link", { name: "Volver al inicio" });
  await expect(home).toBeVisible();
  return { button: await looks(home), navigation: await navigationLooks(page) };
}

/** Makes the next client navigation's data request fail (a server error answered while the page is open). */
async function failNextDataRequest(page: Page, path: string): Promise<void> {
  await page.route(`**${path}.data*`, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }), { times: 1 });
}

for (const who of ["a visitor (stylesheet inlined)", "a member (stylesheet linked)"] as const) {
  test(`the error screen rendered in the browser looks like the server-rendered one, for ${who}`, async ({ page }) => {
    if (who.startsWith("a member")) await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
    const expected = await serverRenderedLooks(page);
    expect(expected.button.background).toBe("rgb(29, 78, 216)");

    await page.goto("/terms");
    await failNextDataRequest(page, "/jobs");
    await page.getByRole("navigation", { name: "Navegación principal" }).first().getByRole("link", { name: "Empleos" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Algo salió mal");
    const reload = page.getByRole("link", { name: "Recargar página" });
    expect(await looks(reload)).toEqual(expected.button);
    expect(await navigationLooks(page)).toEqual(expected.navigation);
  });
}
