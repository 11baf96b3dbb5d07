import type { Browser } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

/** A new, verified technician (Lucía Fernández): the path of her public profile. */
async function newTechnicianProfile(browser: Browser): Promise<string> {
  const { page, profilePath } = await newTechnician(browser, { prefix: "seguida" });
  await page.context().close();
  return profilePath;
}

test("a company follows and unfollows a technician from her profile: the button and the count change, and survive a reload", async ({ browser, page }) => {
  const profilePath = await newTechnicianProfile(browser);
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto(profilePath);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("link", { name: "0 seguidores" })).toBeVisible();
  await page.getByRole("button", { name: "Seguir" }).click();
  await expect(page.getByRole("link", { name: "1 seguidor" })).toBeVisible();
  const following = page.getByRole("button", { name: /Siguiendo|Dejar de seguir/ });
  await expect(following).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "1 seguidor" })).toBeVisible();
  await page.getByRole("link", { name: "1 seguidor" }).click();
  await expect(page.getByRole("heading", { name: "Seguidores (1)" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Montevideo Audio Rental" })).toBeVisible();

  const button = page.getByRole("button", { name: /Siguiendo|Dejar de seguir/ });
  await button.focus();
  await expect(button).toHaveText("Dejar de seguir");
  await button.click();
  await expect(page.getByRole("link", { name: "0 seguidores" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Seguir" })).toBeVisible();
});

test("when the server fails, the button flips back and a toast says so", async ({ browser, page }) => {
  const profilePath = await newTechnicianProfile(browser);
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto(profilePath);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.route("**/api/follows", (route) => route.fulfill({ status: 503, body: "" }));
  await page.getByRole("button", { name: "Seguir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No se pudo actualizar el seguimiento. Inténtalo de nuevo." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Seguir" })).toBeVisible();
  await page.unroute("**/api/follows");
  await page.reload();
  await expect(page.getByRole("link", { name: "0 seguidores" })).toBeVisible();
});

test("without JavaScript the button is a form post that comes back to the profile", async ({ browser }) => {
  const profilePath = await newTechnicianProfile(browser);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto(profilePath);
  await page.getByRole("button", { name: "Seguir" }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  await expect(page.getByRole("link", { name: "1 seguidor" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toBeVisible();
  await context.close();
});

test("a visitor cannot follow: the API answers 401 'Usuario no autenticado' and a form post is sent to sign in", async ({ request, baseURL }) => {
  const json = await request.post("/api/follows", {
    form: { intent: "follow", userId: "alguien" },
    headers: { accept: "application/json", origin: baseURL ?? "" },
  });
  expect(json.status()).toBe(401);
  expect((await json.json()).error.message).toBe("Usuario no autenticado");
  const form = await request.post("/api/follows", {
    form: { intent: "follow", userId: "alguien", redirectTo: "/profile/alguien" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(303);
  expect(form.headers().location).toBe("/login?redirectTo=%2Fprofile%2Falguien");
});
