import { expect, test } from "./fixtures";

test("a visitor explores public technicians and companies, without contact details, and is invited to join", async ({ page }) => {
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explorar la red");
  await expect(page.getByRole("link", { name: "Crear mi cuenta" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await page.getByRole("main").textContent()).not.toMatch(/@demo\.redav\.lat/);
  await expect(page.getByText(/^\d+ perfiles$/)).toBeVisible();

  await page.getByRole("link", { name: "Empresas" }).click();
  await expect(page).toHaveURL(/tipo=empresas/);
  // The category list is the companies' once the new page has rendered.
  await expect(page.getByLabel("Categoría").locator("option", { hasText: "Alquiler de equipos" })).toBeAttached();
  await page.getByLabel("Categoría").selectOption("rental");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/categoria=rental/);
  await expect(cards.filter({ hasText: "Montevideo Audio Rental" })).toBeVisible();
});

test("the home page's figures come from the database", async ({ page }) => {
  await page.goto("/");
  const technicians = page.locator("dl div").filter({ hasText: "técnicos" }).locator("dd");
  await expect(technicians).toHaveText(/^\d+$/);
  expect(Number(await technicians.textContent())).toBeGreaterThan(50);
});
