import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

/** Every heading of the document, hidden ones too, in document order: its level and text. */
function headings(page: Page) {
  return page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) => nodes.map((node) => ({ level: Number(node.tagName[1]), text: node.textContent?.trim() })));
}

/** The document's outline never skips a level going down (h1 → h3). */
function jumps(list: { level: number; text?: string }[]) {
  return list.filter((heading, index) => index > 0 && heading.level > list[index - 1].level + 1);
}

test("on a signed-in page the page's h1 is the document's first heading, after the header's bell has loaded", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/bronze-member");
  await expect(page.getByRole("button", { name: /^Notificaciones/ })).toBeVisible();
  const list = await headings(page);
  expect(list[0]?.level).toBe(1);
  expect(list.filter((heading) => heading.level === 1)).toHaveLength(1);
});

test("/profile's outline goes down one level at a time, and the form of address is asked with its explanation", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: /^Notificaciones/ })).toBeVisible();
  expect(jumps(await headings(page))).toEqual([]);
  const choice = page.getByLabel("Cómo prefieres que te nombremos");
  await expect(choice).toHaveValue("masculine");
  await expect(choice).toHaveAccessibleDescription(/Opcional/);
  await expect(choice.locator("option")).toHaveText(["Sin indicar", "Femenino", "Masculino", "Neutral"]);
});

test("a woman's founding badge reads 'Fundadora', and 'Miembro fundador' once she leaves the choice unsaid", async ({ page }) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Ver mi perfil de miembro" }).click();
  await expect(page.getByText("Fundadora", { exact: true })).toBeVisible();
  await page.goto("/profile");
  await page.getByLabel("Cómo prefieres que te nombremos").selectOption("");
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("Tu perfil se guardó.")).toBeVisible();
  await page.getByRole("link", { name: "Ver mi perfil de miembro" }).click();
  await expect(page.getByText("Miembro fundador", { exact: true })).toBeVisible();
  await page.goto("/profile");
  await page.getByLabel("Cómo prefieres que te nombremos").selectOption("feminine");
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("Tu perfil se guardó.")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByLabel("Cómo prefieres que te nombremos")).toHaveValue("feminine");
});

test("the account button's name holds the initials it shows, and the member's menu lists their pages", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  const button = page.getByRole("button", { name: /^Menú de cuenta/ });
  const shown = (await button.locator("span").first().textContent())?.trim() ?? "";
  expect(shown).toBe("BB");
  await expect(button).toHaveAccessibleName(new RegExp(`\\b${shown}\\b`));
  await button.click();
  const menu = page.getByRole("banner");
  for (const [name, path] of [
    ["Mi disponibilidad", "/profile/availability"],
    ["Mis postulaciones", "/member/applications"],
    ["Mis alertas de empleo", "/member/job-alerts"],
    ["Privacidad", "/settings/privacy"],
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await expect(menu.getByRole("link", { name: "Mis eventos", exact: true })).toHaveCount(0);
  await menu.getByRole("link", { name: "Mis alertas de empleo", exact: true }).click();
  await expect(page).toHaveURL(/\/member\/job-alerts$/);
});

test("a company finds its events in its account menu and on its dashboard, and no member's pages", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto("/company");
  await expect(page.getByRole("main").getByRole("link", { name: "Mis eventos", exact: true })).toHaveAttribute("href", "/company/events");
  await page.getByRole("button", { name: /^Menú de cuenta/ }).click();
  const menu = page.getByRole("banner");
  await expect(menu.getByRole("link", { name: "Mis eventos", exact: true })).toHaveAttribute("href", "/company/events");
  await expect(menu.getByRole("link", { name: "Mi perfil", exact: true })).toHaveAttribute("href", "/company/profile");
  await expect(menu.getByRole("link", { name: "Privacidad", exact: true })).toHaveAttribute("href", "/settings/privacy");
  for (const name of ["Mi disponibilidad", "Mis postulaciones", "Mis alertas de empleo"])
    await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
  await menu.getByRole("link", { name: "Mis eventos", exact: true }).click();
  await expect(page).toHaveURL(/\/company\/events$/);
});

test("a link followed without connection says 'Sin conexión' (not the server's fault), waits while offline and goes on once the connection is back", async ({
  page,
  context,
}) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/bronze-member");
  await context.setOffline(true);
  await page.getByRole("main").getByRole("link", { name: "Mis postulaciones" }).click();
  const offline = page.getByRole("heading", { level: 1, name: "Sin conexión" });
  await expect(offline).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  await expect(page.getByText("Algo salió mal")).toHaveCount(0);
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  // The connection coming back runs the navigation again by itself.
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Mis postulaciones" })).toBeVisible();
});

test("'Reintentar' runs the failed navigation again", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/bronze-member");
  let attempts = 0;
  await page.route("**/member/applications.data*", (route) => {
    attempts += 1;
    return route.abort("internetdisconnected");
  });
  await page.getByRole("main").getByRole("link", { name: "Mis postulaciones" }).click();
  const offline = page.getByRole("heading", { level: 1, name: "Sin conexión" });
  await expect(offline).toBeVisible();
  const before = attempts;
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect.poll(() => attempts).toBeGreaterThan(before);
  await expect(offline).toBeVisible();
  await page.unroute("**/member/applications.data*");
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Mis postulaciones" })).toBeVisible();
});
