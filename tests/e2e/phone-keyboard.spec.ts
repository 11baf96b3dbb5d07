import type { Locator, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInWithForm, registerIndividual, test, verifyThroughDevMail } from "./fixtures";

/**
 * Two common Android phones, and the height left to the page when the on-screen keyboard is open
 * (about 45 % of the screen): the root viewport's `interactive-widget=resizes-content` makes the
 * keyboard shrink the layout viewport, which a smaller viewport emulates.
 */
const PHONES = [
  { width: 360, height: 740, withKeyboard: 400 },
  { width: 390, height: 844, withKeyboard: 470 },
] as const;

type Box = { top: number; bottom: number; left: number; right: number; covered: string[] };

/** Where an element is in the viewport, and what (if anything) is drawn over its top, centre and bottom instead of it. */
function placeOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const points = [rect.top + 2, rect.top + rect.height / 2, rect.bottom - 2];
    const covered = points.flatMap((y) => {
      const hit = document.elementFromPoint(x, y);
      if (hit && element.contains(hit)) return [];
      return [hit ? `${hit.tagName.toLowerCase()}.${hit.className} at ${Math.round(y)}` : `nothing at ${Math.round(y)}`];
    });
    return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, covered };
  });
}

/** Asserts the element is wholly inside the viewport and nothing fixed or sticky covers it. */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  const box = await placeOf(locator);
  expect(box.top, `${what}: top inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${what}: bottom inside the viewport of ${viewport.height}`).toBeLessThanOrEqual(viewport.height);
  expect(box.left, `${what}: left inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${what}: right inside the viewport of ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
  expect(box.covered, `${what}: not covered`).toEqual([]);
}

/**
 * Focuses the field on the phone, opens the keyboard (the viewport shrinks), brings the field into
 * view as the browser does, then scrolls just enough to show its button, as a person would: the field,
 * still focused, and the button must both be in view and uncovered. The page width never overflows.
 */
async function expectTypingFits(page: Page, phone: (typeof PHONES)[number], field: Locator, button: Locator): Promise<void> {
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await field.scrollIntoViewIfNeeded();
  await field.focus();
  await page.setViewportSize({ width: phone.width, height: phone.withKeyboard });
  await field.scrollIntoViewIfNeeded();
  await button.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
  await expect(field).toBeFocused();
  await expectInView(page, field, "the field");
  await expectInView(page, button, "its button");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Asserts each control can be scrolled to and is then in view and uncovered, with the keyboard's height left. */
async function expectReachable(page: Page, phone: (typeof PHONES)[number], controls: [string, Locator][]): Promise<void> {
  await page.setViewportSize({ width: phone.width, height: phone.withKeyboard });
  for (const [what, control] of controls) {
    await control.scrollIntoViewIfNeeded();
    await expectInView(page, control, what);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const phone of PHONES) {
  test.describe(`a ${phone.width} px phone with the keyboard open`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height }, isMobile: true, hasTouch: true });

    test("messages: the message being written and 'Enviar' stay in view", async ({ page }) => {
      await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
      await page.goto("/messages");
      await page.getByTestId("conversation").first().click();
      const composer = page.getByRole("form", { name: /^Escribir a / });
      const field = composer.getByLabel("Mensaje", { exact: true });
      await field.fill("Llego a la prueba de sonido a las 17, ¿hay estacionamiento para la camioneta?");
      await expectTypingFits(page, phone, field, composer.getByRole("button", { name: "Enviar" }));
    });

    test("notifications: the filters and every action of a notification can be reached", async ({ page }) => {
      await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
      await page.goto("/notifications");
      const filters = page.getByRole("form", { name: "Filtrar notificaciones" });
      await expectReachable(page, phone, [
        ["'Mostrar'", filters.getByLabel("Mostrar")],
        ["'Tipo'", filters.getByLabel("Tipo")],
        ["'Filtrar'", filters.getByRole("button", { name: "Filtrar" })],
        ["'Marcar todas como leídas'", page.getByRole("button", { name: "Marcar todas como leídas" })],
        ["a notification's 'Eliminar'", page.getByRole("button", { name: /^Eliminar la notificación/ }).first()],
      ]);
    });

    test("bookings: the reason for declining a request and 'Rechazar' stay in view", async ({ page }) => {
      await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
      await page.goto("/bookings");
      await page.getByRole("link", { name: "Festival Ciudad Vieja" }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Festival Ciudad Vieja");
      const decline = page.getByTestId("booking-step-decline");
      const field = decline.getByLabel("Motivo del rechazo (opcional)");
      await field.fill("Ese fin de semana estoy de gira.");
      await expectTypingFits(page, phone, field, decline.getByRole("button", { name: "Rechazar" }));
    });

    test("availability: the note of the chosen days and 'Guardar' stay in view", async ({ page }) => {
      await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
      await page.goto("/profile/availability");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi disponibilidad");
      const form = page.getByRole("form", { name: /^Marcar/ });
      const field = form.getByLabel("Nota (opcional)");
      await field.fill("Gira con la banda hasta el 12");
      await expectTypingFits(page, phone, field, form.getByRole("button", { name: "Guardar", exact: true }));
    });

    test("the lesson player: 'Marcar como completada' and the way to the next lesson can be reached", async ({ page }) => {
      await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
      await page.goto("/courses");
      await page.getByRole("link", { name: /^Continuar: Sistemas de PA/ }).click();
      await expect(page.getByText(/Lección \d+ de \d+/)).toBeVisible();
      await expectReachable(page, phone, [
        ["'Marcar como completada'", page.getByRole("button", { name: "Marcar como completada" })],
        ["the outline's next lesson", page.getByRole("link", { name: "Siguiente lección" })],
      ]);
    });

    test("a timed final assessment: its clock stays below the header, an answer and 'Entregar y calificar' can be reached", async ({ page }) => {
      test.setTimeout(120_000);
      const email = freshEmail("evaluada-telefono");
      await registerIndividual(page, email);
      await verifyThroughDevMail(page, email);
      await page.goto("/university/sonido-en-vivo-fundamentos");
      await page.getByRole("button", { name: "Inscribirme" }).click();
      const next = page.getByRole("link", { name: "Siguiente lección" });
      const position = page.getByText(/Lección \d+ de \d+/);
      await expect(position).toBeVisible();
      const total = Number(/de (\d+)/.exec((await position.textContent()) ?? "")?.[1]);
      for (let lesson = 1; lesson <= total; lesson++) {
        await expect(page.getByText(`Lección ${lesson} de ${total}`)).toBeVisible();
        await page.getByRole("button", { name: "Marcar como completada" }).click();
        await expect(page.getByText(`${lesson} de ${total} lecciones completadas`)).toBeVisible();
        if (lesson < total) await next.click();
      }
      await page.getByRole("link", { name: "Ir a la evaluación final" }).click();
      await page.getByRole("button", { name: "Empezar el intento" }).click();
      await expect(page.getByRole("heading", { name: "Intento 1" })).toBeVisible();
      const firstQuestion = page.getByRole("group").first();
      await expectReachable(page, phone, [
        // The questions are drawn per attempt: the first may take one answer (radios) or several (checkboxes).
        ["an answer of the first question", firstQuestion.getByRole("radio").or(firstQuestion.getByRole("checkbox")).first()],
        ["'Entregar y calificar'", page.getByRole("button", { name: "Entregar y calificar" })],
      ]);
      await page.getByRole("button", { name: "Entregar y calificar" }).evaluate((button) => button.scrollIntoView({ block: "end" }));
      await expectInView(page, page.getByRole("timer"), "the clock, kept at the top while scrolling");
    });
  });
}
