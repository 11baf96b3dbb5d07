import type { Browser, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, test } from "./fixtures";

/** Letters only, so the name passes the form and is unique in the search. */
function uniqueLastName(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let name = "";
  for (let index = 0; index < 8; index++) name += letters[Math.floor(Math.random() * letters.length)];
  return `Men${name}`;
}

/** A new, verified technician with a unique last name, signed in on her own page. */
async function newWriter(browser: Browser): Promise<{ page: Page; lastName: string }> {
  const lastName = uniqueLastName();
  const { page } = await newTechnician(browser, { prefix: "mensajes", lastName });
  return { page, lastName };
}

/** The demo company's account id, read from the link to its public profile in its editor. */
async function demoCompanyId(page: Page): Promise<string> {
  await page.goto("/company/profile");
  const href = await page.getByRole("link", { name: "Ver el perfil público" }).getAttribute("href");
  const id = href?.split("/").pop();
  if (!id) throw new Error("no public profile link");
  return id;
}

test("a company contacts a technician from the search; she reads it, replies, and the reply reaches the company's open conversation live", async ({
  browser,
  page,
}) => {
  const technician = await newWriter(browser);
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  await page.goto(`/member/technicians?q=${technician.lastName}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Contactar" }).click();
  const dialog = page.getByRole("dialog");
  const send = dialog.getByRole("button", { name: "Enviar" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(`Tu mensaje para Lucía ${technician.lastName}`).fill("Hola Lucía, ¿estás libre para el festival del 12 de enero?");
  await send.click();
  await expect(page).toHaveURL(/\/company\/messages\?con=/);
  const thread = page.getByRole("list", { name: `Conversación con Lucía ${technician.lastName}` });
  await expect(thread.getByTestId("thread-message")).toHaveCount(1);
  await expect(thread).toContainText(`Contacto inicial - Lucía ${technician.lastName}`);

  const her = technician.page;
  await her.setViewportSize({ width: 390, height: 800 });
  const overflow = () => her.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await her.goto("/messages");
  await expect(her.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(her.getByTestId("messages-count")).toHaveText("1");
  const row = her.getByTestId("conversation").filter({ hasText: "Montevideo Audio Rental" });
  await expect(row).toContainText("1 mensaje sin leer");
  await row.click();
  await expect(her.getByRole("list", { name: "Conversación con Montevideo Audio Rental" })).toContainText("festival del 12 de enero");
  await expect(her.getByTestId("messages-count")).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(her.getByTestId("quota")).toHaveText("Responder a quien te escribió no cuenta para tu límite diario.");
  await her.getByLabel("Mensaje", { exact: true }).fill("¡Sí! Te paso mi rider esta tarde.");
  await her.getByRole("button", { name: "Enviar" }).click();
  await expect(her.getByRole("list", { name: "Conversación con Montevideo Audio Rental" }).getByTestId("thread-message")).toHaveCount(2);

  // Live delivery crosses the outbox worker, the SSE stream and a revalidation: on a loaded CI machine that can take longer than the default 5 s.
  await expect(thread.getByTestId("thread-message")).toHaveCount(2, { timeout: 15_000 });
  await expect(thread).toContainText("Te paso mi rider esta tarde.");
  await her.context().close();
});

test("an individual reads why she cannot write first to a company, and the server refuses it too", async ({ browser, page, baseURL }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  const companyId = await demoCompanyId(page);
  const technician = await newWriter(browser);
  const her = technician.page;
  // The company's profile offers no dead-end 'Enviar mensaje': it says the rule instead.
  await her.goto(`/profile/${companyId}`);
  await expect(her.getByText("Los usuarios individuales no pueden iniciar conversaciones con empresas")).toBeVisible();
  await expect(her.getByRole("link", { name: "Enviar mensaje" })).toHaveCount(0);
  await expect(her.getByRole("button", { name: /^Reportar/ })).toBeVisible();
  await her.goto(`/messages?con=${companyId}`);
  await expect(her.getByText("Los usuarios individuales no pueden iniciar conversaciones con empresas")).toBeVisible();
  await expect(her.getByRole("button", { name: "Enviar" })).toHaveCount(0);

  const response = await her.request.post(`/messages?con=${companyId}`, {
    form: { intent: "send", recipientId: companyId, subject: "Hola", content: "¿Tienen trabajo?" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Los usuarios individuales no pueden iniciar conversaciones con empresas");
  await her.context().close();
});

test("an individual writes to five different people in a day; the sixth is refused with the spec's text", async ({ browser }) => {
  const { page } = await newWriter(browser);
  await page.goto("/messages?nuevo=1&buscar=ar");
  const writeLinks = page.getByRole("link", { name: /^Escribir/ });
  await expect(writeLinks.nth(5)).toBeVisible();
  const recipients = await writeLinks.evaluateAll((links) => links.slice(0, 6).map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
  expect(new Set(recipients).size).toBe(6);

  for (const [index, href] of recipients.slice(0, 5).entries()) {
    await page.goto(href);
    await expect(page.getByTestId("quota")).toHaveText(index === 4 ? "Te queda 1 destinatario hoy." : `Te quedan ${5 - index} destinatarios hoy.`);
    await page.getByLabel("Asunto").fill("Consulta de equipos");
    await page.getByLabel("Mensaje", { exact: true }).fill(`Hola, ¿tienes una consola libre el sábado? (${index + 1})`);
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByTestId("thread-message")).toHaveCount(1);
  }

  await page.goto(recipients[5]);
  await expect(page.getByText("Has alcanzado el límite diario de 5 destinatarios diferentes")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar" })).toHaveCount(0);
  await page.goto(recipients[0]);
  await expect(page.getByTestId("quota")).toHaveText("Te quedan 0 destinatarios hoy.");
  await expect(page.getByRole("button", { name: "Enviar" })).toBeVisible();
  await page.context().close();
});
