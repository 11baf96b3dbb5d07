import { createECDH, randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, logInWithForm, newTechnician, REGISTER_PASSWORD, test } from "./fixtures";

// This spec is about the service worker: it runs with it (the others block it, playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const PATH = "/settings/notifications";
const TURN_ON = "Activar en este dispositivo";

declare global {
  interface Window {
    permissionAsks: number;
    serverKeyBytes: number[];
  }
}

/** What `PushSubscription.toJSON()` gives for a browser whose push service is a dead loopback port: a real P-256 key and 16 random bytes of auth. */
function loopbackSubscription(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

/** Registers a device for the page's session through the browser's own fetch (same origin, its cookies), as the button would. */
async function registerThroughApi(page: Page): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const response = await fetch("/api/push/subscriptions", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return response.status;
  }, loopbackSubscription());
  expect(status).toBe(201);
}

test("loading the preferences never asks for the browser's permission; pressing the button asks once", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "permiso" });
  await page.addInitScript(() => {
    window.permissionAsks = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      window.permissionAsks += 1;
      return ask(...args);
    };
  });
  await page.goto(PATH);
  const section = page.getByRole("region", { name: "Avisos en este dispositivo" });
  await expect(section).toContainText("en la pantalla de bloqueo de este teléfono o computadora, aunque tengas el sitio cerrado");
  const button = section.getByRole("button", { name: TURN_ON });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => window.permissionAsks)).toBe(0);

  await button.click();
  await expect.poll(() => page.evaluate(() => window.permissionAsks)).toBe(1);
  // Not granted here: the section says why and never claims success.
  await expect(section.getByTestId("push-device-status")).toHaveText(/bloqueados para RedAV|no recibió tu permiso/);
  await expect(page.getByText("Avisos activados en este dispositivo")).toHaveCount(0);
  await page.context().close();
});

test("with the permission granted but no push service reachable, the page says so plainly and offers to retry", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "sinservicio" });
  await page.context().grantPermissions(["notifications"]);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(PATH);
  const section = page.getByRole("region", { name: "Avisos en este dispositivo" });
  await section.getByRole("button", { name: TURN_ON }).click();
  await expect(section.getByTestId("push-device-status")).toHaveText(/No pudimos conectar con el servicio de avisos de este navegador/, { timeout: 30_000 });
  const retry = section.getByRole("button", { name: "Intentar de nuevo" });
  await expect(retry).toBeVisible();
  await expect(retry).toBeFocused();
  await expect(page.getByText("Avisos activados en este dispositivo")).toHaveCount(0);
  await expect(page.getByText("Activos en este dispositivo")).toHaveCount(0);
  await expect(page.getByText("Todavía no activaste los avisos en ningún dispositivo.")).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a device registered for this session is listed as 'Este dispositivo' and 'Quitar' removes it, with and without JavaScript", async ({ browser }) => {
  const { page, email } = await newTechnician(browser, { prefix: "dispositivo" });
  await page.goto(PATH);
  const devices = page.getByRole("region", { name: "Dispositivos con avisos" });
  await expect(devices).toContainText("Todavía no activaste los avisos en ningún dispositivo.");
  await registerThroughApi(page);
  await page.reload();
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  const device = devices.getByTestId("push-device");
  await expect(device).toHaveCount(1);
  await expect(device).toContainText("Este dispositivo");
  await expect(device).toContainText("Sin entregas todavía");
  await expect(device).toContainText(/Agregado el \d{1,2} de \w+ de \d{4}/);
  // This browser has no subscription of its own, so the section still offers to turn it on.
  await expect(page.getByRole("button", { name: TURN_ON })).toBeVisible();

  await device.getByRole("button", { name: /^Quitar/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dispositivo quitado" })).toBeVisible();
  await expect(devices).toContainText("Todavía no activaste los avisos en ningún dispositivo.");
  await expect(devices.getByRole("heading", { name: "Dispositivos con avisos" })).toBeFocused();
  await page.context().close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await logInWithForm(plain, email, REGISTER_PASSWORD);
  await plain.goto(PATH);
  // Without JavaScript the page cannot run fetch: the context's own request (its cookies, so the same session) registers the device.
  const response = await noScript.request.post("/api/push/subscriptions", { data: loopbackSubscription() });
  expect(response.status()).toBe(201);
  await plain.reload();
  const plainDevices = plain.getByRole("region", { name: "Dispositivos con avisos" });
  await expect(plainDevices.getByTestId("push-device")).toContainText("Este dispositivo");
  // Playwright's text selectors skip <noscript>; the browser without JavaScript shows it.
  const needsScript = plain.getByRole("region", { name: "Avisos en este dispositivo" }).locator("noscript p");
  await expect(needsScript).toBeVisible();
  await expect(needsScript).toHaveText(/^Para activar los avisos en este dispositivo hace falta JavaScript/);
  await expect(plain.getByRole("button", { name: TURN_ON })).toHaveCount(0);
  await plainDevices.getByRole("button", { name: /^Quitar/ }).click();
  await expect(plainDevices).toContainText("Todavía no activaste los avisos en ningún dispositivo.");
  await noScript.close();
});

test("where the browser's push service answers, the button turns push on (the device is listed as this one) and off again", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "activar" });
  await page.context().grantPermissions(["notifications"]);
  // The browser's push service, stood in for by a subscription to a dead loopback port (there is no internet here).
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      window.serverKeyBytes = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
      current = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, loopbackSubscription());
  await page.goto(PATH);
  const section = page.getByRole("region", { name: "Avisos en este dispositivo" });
  const devices = page.getByRole("region", { name: "Dispositivos con avisos" });
  await section.getByRole("button", { name: TURN_ON }).click();
  await expect(page.getByRole("status").filter({ hasText: "Avisos activados en este dispositivo" })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId("push-device-status")).toHaveText("Activos en este dispositivo");
  await expect(section.getByRole("button", { name: "Desactivar en este dispositivo" })).toBeFocused();
  await expect(devices.getByTestId("push-device")).toContainText("Este dispositivo");
  const key = await page.evaluate(() => window.serverKeyBytes);
  expect([key.length, key[0]]).toEqual([65, 4]);

  await section.getByRole("button", { name: "Desactivar en este dispositivo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Avisos desactivados en este dispositivo" })).toBeVisible();
  await expect(devices).toContainText("Todavía no activaste los avisos en ningún dispositivo.");
  await expect(section.getByRole("button", { name: TURN_ON })).toBeFocused();
  await page.context().close();
});

test("the 'Al teléfono' column saves with the other two, and the page fits a 360 px phone", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "columna" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PATH);
  await expect(page.getByRole("columnheader", { name: "Al teléfono" })).toBeVisible();
  const messages = page.getByRole("checkbox", { name: "Avisos al teléfono de Mensajes" });
  await expect(messages).toBeChecked();
  await messages.uncheck();
  await page.getByRole("button", { name: "Guardar preferencias" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Preferencias guardadas" })).toBeVisible();
  await page.reload();
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  await expect(page.getByRole("checkbox", { name: "Avisos al teléfono de Mensajes" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Mensajes en la aplicación" })).toBeChecked();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await page.getByRole("checkbox", { name: "Avisos al teléfono de Mensajes" }).boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: TURN_ON }).scrollIntoViewIfNeeded();
  const turnOn = await page.getByRole("button", { name: TURN_ON }).boundingBox();
  expect((turnOn?.x ?? 999) + (turnOn?.width ?? 0)).toBeLessThanOrEqual(360);
  await page.context().close();
});

test("axe finds no violation on the preferences page with a device listed", async ({ browser }) => {
  const { page } = await newTechnician(browser, { prefix: "axe-avisos" });
  await page.goto(PATH);
  await registerThroughApi(page);
  await page.reload();
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  await expect(page.getByTestId("push-device")).toContainText("Este dispositivo");
  await expect(page.getByRole("button", { name: TURN_ON })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.context().close();
});
