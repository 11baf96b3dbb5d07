import { randomUUID } from "node:crypto";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, registerIndividual, signOut, test, verifyThroughDevMail } from "./fixtures";

/** The bell's unread count, read from its accessible name (0 when it names none). */
async function bellCount(page: import("@playwright/test").Page): Promise<number> {
  const label = (await page.getByRole("button", { name: /^Notificaciones/ }).getAttribute("aria-label")) ?? "";
  return Number(label.match(/(\d+) sin leer/)?.[1] ?? 0);
}

test("an admin's notice reaches a signed-in member live: a toast and the bell count rise within 2 s, without a reload", async ({ browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInWithForm(member, DEMO.silver, DEMO_PASSWORD);
  const bell = member.getByRole("button", { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  // The first load (800 ms after hydration) has answered once the panel no longer says it is loading.
  await bell.click();
  await expect(member.getByText("Cargando notificaciones…")).toHaveCount(0);
  await bell.click();
  const before = await bellCount(member);
  const marker = await member.evaluate(() => document.documentElement.dataset.hydrated);
  expect(marker).toBe("true");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto("/admin/notifications");
  const title = `Aviso ${randomUUID().slice(0, 8)}`;
  await admin.getByLabel(/^Correos/).fill(DEMO.silver);
  await admin.getByLabel("Título").fill(title);
  await admin.getByLabel("Mensaje", { exact: true }).fill("Mañana hay mantenimiento de 2 a 3.");
  await admin.getByRole("button", { name: "Enviar notificación" }).click();
  await expect(admin.getByText("Notificación en camino a 1 cuenta.")).toBeVisible();

  const toast = member.getByRole("status").filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 2000 });
  await expect(toast).toContainText("Mañana hay mantenimiento de 2 a 3.");
  // At least this notice: other tests on the shared server may tell every member of something at the same moment.
  await expect.poll(() => bellCount(member), { timeout: 2000 }).toBeGreaterThanOrEqual(before + 1);
  await expect(member.locator("html")).toHaveAttribute("data-hydrated", "true");

  await memberContext.close();
  await adminContext.close();
});

test("the notifications page lists, filters, marks read and deletes, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.gold);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
  const unreadFirst = page.getByRole("button", { name: "Marcar como leída" }).first();
  if ((await unreadFirst.count()) > 0) {
    const before = await page.getByRole("button", { name: "Marcar como leída" }).count();
    await unreadFirst.click();
    await expect(page.getByRole("button", { name: "Marcar como leída" })).toHaveCount(before - 1);
  }
  await page.getByLabel("Mostrar").selectOption("unread");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/show=unread/);
  await context.close();
});

test("a visitor gets 401 from the notification API and stream, never someone's list", async ({ request }) => {
  const list = await request.get("/api/notifications");
  expect(list.status()).toBe(401);
  expect((await list.json()).error.message).toBe("No hay usuario autenticado");
  const stream = await request.get("/api/notifications/stream");
  expect(stream.status()).toBe(401);
  // No `.data` twin of an API route (it would hold a live stream open without answering).
  expect((await request.get("/api/notifications/stream.data")).status()).toBe(404);
});

test("the bell shows the document's unread count at once, never a stale cached one, and its panel fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = freshEmail("campana");
  await registerIndividual(page, email);
  await verifyThroughDevMail(page, email);
  const serverUnread = async () => ((await (await page.request.get("/api/notifications?limit=1")).json()) as { unread: number }).unread;
  await expect.poll(serverUnread).toBeGreaterThan(0);
  const unread = await serverUnread();

  // Another tab left a cache that says 7, and the bell's first load never answers: only the document can tell the truth.
  await page.evaluate(() => localStorage.setItem("redav_notifications", JSON.stringify({ items: [], unread: 7 })));
  await page.route(
    (url) => url.pathname === "/api/notifications",
    () => undefined,
  );
  await page.goto("/settings/notifications");
  const bell = page.getByRole("button", { name: /^Notificaciones/ });
  await expect(bell).toHaveAttribute("aria-label", `Notificaciones: ${unread} sin leer`);
  await expect(bell.getByTestId("notification-count")).toHaveText(String(unread));

  await bell.click();
  const panel = page.locator(`[id="${await bell.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  const all = panel.getByRole("listitem").filter({ hasText: "Ver todas" });
  const preferences = panel.getByRole("listitem").filter({ hasText: "Elegir qué notificaciones recibo" });
  await expect(all).toBeVisible();
  await expect(preferences).toBeVisible();
  const [first, second] = [await all.boundingBox(), await preferences.boundingBox()];
  const sameRow = Math.abs((first?.y ?? 0) - (second?.y ?? 0)) < 4;
  if (sameRow) expect((first?.x ?? 0) + (first?.width ?? 0) + 8).toBeLessThanOrEqual(second?.x ?? 0);
});

/** Resolves with the moment (Date.now()) a streaming response ended (the test's time-out bounds the wait). */
async function endOf(response: Response): Promise<number> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    // Heartbeats and events until the server ends the stream.
  }
  return Date.now();
}

test("a session holds at most 10 live streams: the next gets 429 in Spanish, the bell backs off and gets in once one closes, and signing out ends them all at once", async ({
  browser,
  baseURL,
}) => {
  // Registered without JavaScript, so no bell holds a stream while the test counts them.
  const quiet = await browser.newContext({ javaScriptEnabled: false });
  const setup = await quiet.newPage();
  const email = freshEmail("streams");
  await registerIndividual(setup, email);
  await verifyThroughDevMail(setup, email);
  const cookies = await quiet.cookies();
  await quiet.close();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const open = (signal?: AbortSignal) => fetch(`${baseURL}/api/notifications/stream`, { headers: { cookie }, signal });

  const tabs = Array.from({ length: 10 }, () => new AbortController());
  const streams: Response[] = [];
  for (const tab of tabs) streams.push(await open(tab.signal));
  expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
  const refused = await open();
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await refused.json()).toEqual({
    error: {
      code: "LIVE_STREAMS_TOO_MANY",
      message: "Tienes demasiadas conexiones en vivo abiertas. Cierra alguna pestaña o vuelve a intentarlo en unos segundos.",
    },
  });

  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const bellAnswer = (status: number) =>
    page.waitForResponse((response) => response.url().includes("/api/notifications/stream") && response.status() === status, { timeout: 20_000 });
  const bellRefused = bellAnswer(429);
  await page.goto("/profile");
  await bellRefused;
  const bellAdmitted = bellAnswer(200);
  tabs[0]?.abort();
  await bellAdmitted;

  const ended = streams.slice(1).map(endOf);
  await signOut(page);
  const signedOut = Date.now();
  const endings = await Promise.all(ended);
  expect(Math.max(...endings) - signedOut, "every stream of the session ends well before the 30 s heartbeat").toBeLessThan(5_000);
  expect((await open()).status).toBe(401);
  await context.close();
});

test("a member who switches to English reads their notifications in English, the demo's too", async ({ page }) => {
  await logInWithForm(page, DEMO.bronze, DEMO_PASSWORD);
  await page.goto("/notifications");
  await expect(page.getByText("Lucía Fernández comenzó a seguirte").first()).toBeVisible();
  await page.getByLabel("Idioma").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Lucía Fernández started following you").first()).toBeVisible();
  await expect(page.getByText("Welcome to RedAV!").first()).toBeVisible();
  await expect(page.getByText("Lucía Fernández comenzó a seguirte")).toHaveCount(0);
  await page.getByLabel("Language").selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
