import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 43 §3: the public lists are sent to a visitor without scripts, so everything a visitor does
 * there must work in a browser that runs none: the filter forms (GET, with their button), the pager,
 * the calendar's views and months, and opening an item of a list.
 */
test.use({ javaScriptEnabled: false });

/** The cards of the list on the page. */
const cardsOf = (page: Page) => page.getByRole("main").getByRole("article");

/** Opens the first card's item and checks its page is the one the card named. */
async function openFirst(page: Page, address: RegExp): Promise<void> {
  const link = cardsOf(page).first().getByRole("heading").getByRole("link");
  const title = (await link.textContent())?.trim() ?? "";
  await link.click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("html")).toHaveAttribute("data-scriptless", "true");
}

test("a visitor filters the job board with its button, pages through it and opens an offer", async ({ page }) => {
  await page.goto("/jobs");
  await expect(page.locator("html")).toHaveAttribute("data-scriptless", "true");
  const pager = page.getByRole("navigation", { name: "Páginas de ofertas" });
  await expect(pager.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await pager.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/jobs\?pagina=2$/);
  await expect(pager.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await pager.getByRole("link", { name: "Anterior" }).click();
  await expect(page).toHaveURL(/\/jobs\??$/);
  await expect(pager.getByText(/^Página 1 de \d+$/)).toBeVisible();

  await page.getByLabel("Categoría").selectOption("Audio");
  await page.getByLabel("Remoto").check();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/categoria=audio/);
  await expect(page).toHaveURL(/remoto=1/);
  await expect(page.getByLabel("Categoría")).toHaveValue("audio");
  await expect(page.getByLabel("Remoto")).toBeChecked();
  await expect(cardsOf(page).first()).toBeVisible();
  for (const card of await cardsOf(page).all()) await expect(card.getByText("Remoto", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Avisarme de ofertas así" })).toHaveAttribute("href", /categoria=audio/);
  await openFirst(page, /\/jobs\/\d+$/);
});

test("a visitor filters the university's catalogue and opens a course", async ({ page }) => {
  await page.goto("/university");
  const all = Number((await page.getByText(/^\d+ cursos?$/).textContent())?.match(/\d+/)?.[0]);
  await page.getByLabel("Nivel").selectOption("Inicial");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\/university\?.*nivel=beginner/);
  await expect(page.getByLabel("Nivel")).toHaveValue("beginner");
  await expect(page.getByRole("link", { name: "Limpiar filtros" }).first()).toBeVisible();
  const filtered = Number((await page.getByText(/^\d+ cursos?$/).textContent())?.match(/\d+/)?.[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  for (const card of await cardsOf(page).all()) await expect(card).toContainText("Inicial");
  await openFirst(page, /\/university\/[\w-]+$/);
});

test("a visitor picks a news section, clears it and opens an article", async ({ page }) => {
  await page.goto("/news");
  await page.getByLabel("Sección").selectOption("guias");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\/news\?categoria=guias$/);
  await expect(cardsOf(page).first()).toBeVisible();
  for (const card of await cardsOf(page).all()) await expect(card).toContainText("Guías prácticas");
  await page.getByRole("link", { name: "Ver todas" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByLabel("Sección")).toHaveValue("");
  await openFirst(page, /\/news\/[\w-]+$/);
});

test("a visitor switches the calendar to a month, moves between months and back to the list, and opens an event", async ({ page }) => {
  await page.goto("/calendar");
  const views = page.getByRole("navigation", { name: "Calendario" });
  await views.getByRole("link", { name: "Mes", exact: true }).click();
  await expect(page).toHaveURL(/vista=mes&mes=\d{4}-\d{2}$/);
  await expect(views.getByRole("link", { name: "Mes", exact: true })).toHaveAttribute("aria-current", "page");
  const month = page.locator("#month-title");
  const first = await month.textContent();
  const start = new URL(page.url()).searchParams.get("mes") ?? "";
  await page.getByRole("link", { name: "Mes siguiente" }).click();
  await expect(page).not.toHaveURL(new RegExp(`mes=${start}`));
  await expect(month).not.toHaveText(first ?? "");
  await page.getByRole("link", { name: "Mes anterior" }).click();
  await expect(page).toHaveURL(new RegExp(`mes=${start}$`));
  await expect(month).toHaveText(first ?? "");

  await views.getByRole("link", { name: "Lista" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByText(/^\d+ eventos? próximos?$/)).toBeVisible();
  await openFirst(page, /\/calendar\/[\w-]+$/);
});

test("a visitor pages through the network and explores companies by category with the search button", async ({ page }) => {
  await page.goto("/explore");
  const pager = page.getByRole("navigation", { name: "Páginas de resultados" });
  const firstCard = await cardsOf(page).first().textContent();
  await pager.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/explore\?pagina=2$/);
  await expect(pager.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(cardsOf(page).first()).not.toHaveText(firstCard ?? "");

  await page.getByRole("link", { name: "Empresas" }).click();
  await expect(page).toHaveURL(/\/explore\?tipo=empresas$/);
  // Named as well as filtered: other tests' new rental companies may fill the first page.
  await page.getByRole("searchbox", { name: "Buscar" }).fill("Montevideo Audio");
  await page.getByLabel("Categoría").selectOption("rental");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/tipo=empresas/);
  await expect(page).toHaveURL(/categoria=rental/);
  await expect(page).toHaveURL(/q=Montevideo\+Audio/);
  await expect(cardsOf(page).filter({ hasText: "Montevideo Audio Rental" })).toBeVisible();
});
