import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

test("searching technicians without accents finds them with accents, filters narrow the list, and the URL keeps it all", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto("/member/technicians");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Búsqueda de Profesionales");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByText(/^\d+ técnicos encontrados$/)).toBeVisible();

  await page.getByLabel("Buscar por nombre, cargo o biografía").fill("iluminacion");
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL(/q=iluminacion/);
  const cards = page.getByRole("main").getByRole("article");
  // The URL changes as the navigation commits; React may render the new list a moment later, so poll the cards.
  const everyCard = (pattern: RegExp) => async () => {
    const texts = await cards.allTextContents();
    return texts.length > 0 && texts.every((text) => pattern.test(text));
  };
  await expect.poll(everyCard(/iluminación/i)).toBe(true);

  await page.getByLabel("País").selectOption("Argentina");
  await expect(page).toHaveURL(/pais=AR/);
  await expect(page.getByLabel("Ciudad")).toBeEnabled();
  await expect.poll(everyCard(/Argentina/)).toBe(true);

  const url = page.url();
  await page.goto(url);
  await expect(page.getByLabel("País")).toHaveValue("AR");
  await expect(page.getByLabel("Buscar por nombre, cargo o biografía")).toHaveValue("iluminacion");
});

test("a search that finds nobody says so with the spec's text and offers to clear the filters", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/member/technicians?q=zzzyyyxxx");
  await expect(page.getByText("No se encontraron técnicos con los criterios seleccionados.")).toBeVisible();
  await expect(page.getByText("0 técnicos encontrados")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Limpiar filtros" }).last().click();
  await expect(page.getByText(/^\d+ técnicos encontrados$/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});

test("the cards open the technician's profile in a modal that keyboard users can close, and contact opens the message form", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto("/member/technicians");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const first = page.getByRole("main").getByRole("article").first();
  const opener = first.getByRole("button", { name: "Ver perfil" });
  await opener.click();
  // The title follows how the technician asks to be named (decision 044); the first card is any of them (a random order).
  const dialog = page.getByRole("dialog", { name: /^Perfil (?:del Técnico|de la Técnica)$/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // A card's follow button shows no follower count, before or after a follow (the order is random: pick a card not followed yet).
  const articles = page.getByRole("main").getByRole("article");
  const labels = await articles.evaluateAll((nodes) => nodes.map((node) => [...node.querySelectorAll("button")].map((button) => button.textContent?.trim())));
  const card = articles.nth(labels.findIndex((buttons) => buttons.includes("Seguir")));
  await card.getByRole("button", { name: "Seguir", exact: true }).click();
  await expect(card.getByRole("button", { name: /Siguiendo|Dejar de seguir/ })).toBeVisible();
  await expect(card).not.toContainText("seguidor");
  await card.getByRole("button", { name: /Siguiendo|Dejar de seguir/ }).click();
  await expect(card.getByRole("button", { name: "Seguir", exact: true })).toBeVisible();
  await first.getByRole("button", { name: "Contactar" }).click();
  const contact = page.getByRole("dialog", { name: /^Contactar a / });
  await expect(contact.getByLabel(/^Tu mensaje para /)).toBeVisible();
  await expect(contact.getByRole("button", { name: "Enviar" })).toBeDisabled();
  await contact.getByLabel(/^Tu mensaje para /).fill("   ");
  await expect(contact.getByRole("button", { name: "Enviar" })).toBeDisabled();
});

test("the member home suggests technicians to follow and searches people by name without accents", async ({ page }) => {
  await logInWithForm(page, DEMO.silver, DEMO_PASSWORD);
  const suggestions = page.getByRole("region", { name: "Técnicos que podrías seguir" });
  await expect(suggestions.getByRole("article").first()).toBeVisible();
  await expect(suggestions.getByRole("button", { name: "Seguir" }).first()).toBeVisible();
  await page.getByLabel("Nombre, apellido o especialización").fill("lucia");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/buscar=lucia/);
  const results = page.getByRole("region", { name: "Buscar personas" }).getByRole("article");
  await expect(results.first()).toContainText("Lucía");
});
