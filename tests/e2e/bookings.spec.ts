import { randomInt } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type Browser, type BrowserContext, devices, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, REGISTER_PASSWORD, test } from "./fixtures";
import { type Instance, ROOT, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS, startInstance, stopInstance } from "./server-process";

/**
 * Issue 39's browser test: a company finds a technician free on a Saturday and asks for a first
 * option; the technician accepts on her phone; a second company gets the second option and
 * challenges; the first confirms and the technician accepts the confirmation; after the date the
 * company confirms the work; both review each other; the technician's public page shows the
 * verified credit and the rating. Strangers (the second company, an admin) get 404 from the
 * booking's `.data` twin, read or posted.
 *
 * "After the date" needs the Saturday to be over, and the server reads the real clock: this spec
 * runs its own server on its own data dir, and between the confirmation and the work's closing it
 * stops the server and moves that booking's days into the past in the database (see shiftIntoPast).
 */

const TIME_ZONE = "America/Montevideo";
const SUFFIX = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
const PRODUCTION = `Festival Aurora ${SUFFIX}`;
const SECOND_PRODUCTION = `Gira Austral ${SUFFIX}`;
const TECHNICIAN = { first: "Marina", last: `Reservas${SUFFIX}` };
const HANDLE = `marina-reservas-${SUFFIX}`;

/** Today in Montevideo (the place of every booking here), as YYYY-MM-DD. */
function todayInMontevideo(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
}
/** The day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
/** The Saturday after today in Montevideo (a week ahead when today is Saturday). */
function nextSaturday(): string {
  const today = todayInMontevideo();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (6 - weekday + 7) % 7 || 7);
}
/** Whole days from `from` to `to`. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

test.describe("bookings: from a free Saturday to a verified credit and reviews both ways", () => {
  test.describe.configure({ mode: "serial" });

  const dataDir = `./tmp/e2e-bookings-${process.pid}`;
  let server: Instance | undefined;
  /** The running server's address (it changes when the server is started again). */
  const origin = () => `http://localhost:${(server as Instance).port}`;

  async function start() {
    server = await startInstance("bookings", { APP_ENV: "local", DATA_DIR: dataDir, TRUST_PROXY: "1" });
  }

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    await rm(path.resolve(ROOT, dataDir), { recursive: true, force: true });
    await start();
  });

  test.afterAll(async () => {
    test.setTimeout(STOP_TIMEOUT_MS + 30_000);
    await stopInstance(server);
    await rm(path.resolve(ROOT, dataDir), { recursive: true, force: true });
  });

  /** A browser of one person: its own cookies and client address (the server trusts X-Forwarded-For, so rate limits stay apart). */
  async function person(browser: Browser, options: { phone?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const { defaultBrowserType: _chromium, ...pixel } = devices["Pixel 7"];
    const context = await browser.newContext({
      ...(options.phone ? pixel : { viewport: { width: 1280, height: 900 } }),
      locale: "es-UY",
      extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    return { context, page: await context.newPage() };
  }

  /** Opens a path of the running server and waits until React listens. */
  async function go(page: Page, pathname: string) {
    await page.goto(`${origin()}${pathname}`);
    await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  }

  /** Follows the link to `pathname` mailed to `email` (read from the server's /dev/mail). */
  async function followMailedLink(page: Page, email: string, pathname: string) {
    const mail = page
      .getByTestId("dev-mail")
      .filter({ hasText: email })
      .filter({ has: page.locator(`a[href*="${pathname}"]`) })
      .first();
    await expect(async () => {
      await page.goto(`${origin()}/dev/mail`);
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const links = await mail.getByRole("link").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    const link = links.find((href) => href.includes(pathname));
    if (!link) throw new Error(`no ${pathname} link for ${email}`);
    await go(page, new URL(link).pathname + new URL(link).search);
  }

  async function registerTechnician(page: Page, email: string) {
    await go(page, "/register");
    await page.getByLabel("Técnico / Individual").check();
    await page.getByLabel("Nombre", { exact: true }).fill(TECHNICIAN.first);
    await page.getByLabel("Apellido").fill(TECHNICIAN.last);
    await page.getByLabel("País").selectOption("Uruguay");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa tu correo");
    await followMailedLink(page, email, "/auth/verify");
  }

  async function registerCompany(page: Page, email: string, name: string) {
    await go(page, "/register");
    await page.getByLabel("Empresa", { exact: true }).check();
    await page.getByLabel("Nombre de la empresa").fill(name);
    await page.getByLabel("Categoría principal").selectOption("rental");
    await page.getByLabel("País").selectOption("Uruguay");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa tu correo");
    await followMailedLink(page, email, "/auth/verify");
    await expect(page).toHaveURL(/\/company$/);
  }

  /** The company finds the technician free on `saturday` in the technician search and asks for an option from her card. */
  async function findAndAsk(page: Page, saturday: string, production: string): Promise<string> {
    await go(page, "/member/technicians");
    await page.getByLabel("Disponible desde").fill(saturday);
    await page.getByLabel("País").selectOption("Uruguay");
    await expect(page).toHaveURL(new RegExp(`desde=${saturday}`));
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ hasText: `${TECHNICIAN.first} ${TECHNICIAN.last}` });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: /^Pedir reserva/ }).click();
    await expect(page).toHaveURL(/\/company\/bookings\/new\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedir una reserva");
    await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
    const form = page.getByRole("main").locator("form");
    // The search's day, the company's country and its zone come prefilled; an option is what it asks for unless told.
    await expect(form.getByLabel("Primer día")).toHaveValue(saturday);
    await expect(form.getByLabel("Zona horaria del lugar")).toHaveValue(TIME_ZONE);
    await expect(form.getByLabel("Opción (la mejor disponible)")).toBeChecked();
    await form.getByLabel("Un solo día").check();
    await form.getByLabel("Producción o evento").fill(production);
    await form.getByLabel("Rol").selectOption("foh");
    await form.getByLabel("Ciudad").fill("Montevideo");
    await form.getByRole("button", { name: "Enviar pedido" }).click();
    await expect(page).toHaveURL(/\/bookings\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(production);
    return new URL(page.url()).pathname.split("/").pop() as string;
  }

  /** Serious or critical accessibility violations on the page as it is now. */
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }

  /** The technician, on her phone, accepts a request from her 'Reservas' list (its quick answer). */
  async function acceptFromList(page: Page, production: string) {
    await go(page, "/bookings");
    const card = page.getByTestId("booking-card").filter({ hasText: production });
    await expect(card).toBeVisible();
    expect(await seriousViolations(page), "'Reservas' on a phone").toEqual([]);
    await card.getByRole("button", { name: `Aceptar ${production}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Aceptaste la solicitud." }).first()).toBeVisible();
  }

  /** Takes a step on the booking page by its button, and waits for the page to say it was done. */
  async function step(page: Page, button: string, done: string) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: done }).first()).toBeVisible();
  }

  /**
   * Moves the booking's days `days` into the past, with the server stopped (PGlite is one process's).
   * Honest about what it fakes: only the calendar moves. The booking keeps its history, its status
   * (confirmed, by the steps the browsers took) and everything else; its days (and call times, its
   * expiry and the days it holds in the technician's calendar) move back by the same number of days, as if
   * the company had asked for a Saturday that is now over. The search's copy of the held days
   * (user_profiles.held_days) is rewritten by the next step under the technician's lock (the closing),
   * which also reranks the second company's option: it stays on the real Saturday, untouched, and no
   * longer overlaps this booking.
   */
  async function shiftIntoPast(bookingId: string, days: number) {
    const client = await PGlite.create(path.resolve(ROOT, dataDir, "pglite"), { extensions: { pg_trgm, unaccent } });
    try {
      const interval = `${days} days`;
      const { rows } = await client.query<{ call_times: Record<string, string> }>("select call_times from bookings where id = $1", [bookingId]);
      const callTimes = Object.fromEntries(Object.entries(rows[0]?.call_times ?? {}).map(([day, time]) => [addDays(day, -days), time]));
      const changed = await client.query(
        `update bookings set starts_on = starts_on - $2::int, ends_on = ends_on - $2::int, expires_on = expires_on - $2::int,
           expires_at = expires_at - $3::interval, call_times = $4::jsonb where id = $1 and status = 'confirmed'`,
        [bookingId, days, interval, JSON.stringify(callTimes)],
      );
      expect(changed.affectedRows, "the confirmed booking moved").toBe(1);
      await client.query("update availability_holds set starts_on = starts_on - $2::int, ends_on = ends_on - $2::int where booking_id = $1", [bookingId, days]);
    } finally {
      await client.close();
    }
  }

  test("a company books a technician for a Saturday; after the job both review and her page shows the verified credit and the rating", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(STARTUP_TIMEOUT_MS + STOP_TIMEOUT_MS + 300_000);
    const saturday = nextSaturday();

    // The technician, on her phone: registers, says where she works, makes her page public and marks the Saturday available.
    const technician = await person(browser, { phone: true });
    const tech = technician.page;
    await registerTechnician(tech, freshEmail("reservas-tecnica"));
    await go(tech, "/profile");
    const profileForm = tech.locator("form").filter({ has: tech.getByRole("button", { name: "Guardar perfil" }) });
    await profileForm.getByLabel("País").selectOption("Uruguay");
    await profileForm.getByLabel("Ciudad").fill("Montevideo");
    await tech.getByRole("button", { name: "Guardar perfil" }).click();
    await expect(tech.getByText("Tu perfil se guardó.")).toBeVisible();
    const settings = tech.getByRole("region", { name: "Tu página pública" });
    await settings.getByLabel("Dirección de tu página").fill(HANDLE);
    await settings.getByRole("button", { name: "Guardar dirección" }).click();
    await expect(settings.getByRole("link", { name: "Ver mi página" })).toHaveAttribute("href", `/tecnicos/${HANDLE}`);
    await settings.getByLabel(/^Pública/).check();
    await settings.getByRole("button", { name: "Guardar visibilidad" }).click();
    await expect(settings.getByRole("link", { name: "Compartir por WhatsApp" })).toBeVisible();
    await go(tech, "/profile/availability");
    const dayButton = tech.locator(`button[data-day="${saturday}"]`);
    if ((await dayButton.count()) === 0) await tech.getByRole("link", { name: "Mes siguiente" }).click();
    await dayButton.click();
    await expect(tech.getByLabel("Desde")).toHaveValue(saturday);
    await tech.getByLabel("Disponible", { exact: true }).check();
    await tech.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(tech.getByText("Guardamos tus días.")).toBeVisible();
    await expect(tech.locator(`button[data-day="${saturday}"]`)).toHaveAttribute("data-status", "available");

    // The first company finds her free that Saturday and asks for a first option.
    const first = await person(browser);
    await registerCompany(first.page, freshEmail("reservas-aurora"), `Producciones Aurora ${SUFFIX}`);
    const bookingId = await findAndAsk(first.page, saturday, PRODUCTION);
    await expect(first.page.getByRole("status").filter({ hasText: "Pedido enviado" }).first()).toBeVisible();
    await expect(first.page.getByRole("main")).toContainText("Solicitud pendiente");

    // She accepts on her phone: the company holds the first option.
    await acceptFromList(tech, PRODUCTION);
    await go(first.page, `/bookings/${bookingId}`);
    await expect(first.page.getByRole("main")).toContainText("Primera opción");

    // A second company asks for the same Saturday: the second option, which challenges the first.
    const second = await person(browser);
    await registerCompany(second.page, freshEmail("reservas-austral"), `Austral Eventos ${SUFFIX}`);
    const secondId = await findAndAsk(second.page, saturday, SECOND_PRODUCTION);
    await acceptFromList(tech, SECOND_PRODUCTION);
    await go(second.page, `/bookings/${secondId}`);
    await expect(second.page.getByRole("main")).toContainText("Segunda opción");
    await step(second.page, "Desafiar la primera opción", "Desafiaste la primera opción.");

    // The first company sees the challenge and confirms; the technician accepts the confirmation on her phone.
    await go(first.page, `/bookings/${bookingId}`);
    await expect(first.page.getByRole("main")).toContainText("Primera opción desafiada");
    await step(first.page, "Confirmar reserva", "Pediste la confirmación.");
    await go(tech, `/bookings/${bookingId}`);
    expect(await seriousViolations(tech), "the booking page on a phone").toEqual([]);
    await step(tech, "Aceptar la confirmación", "La reserva quedó confirmada.");
    await go(first.page, `/bookings/${bookingId}`);
    await expect(first.page.getByRole("main")).toContainText("Confirmada");

    // Strangers get nothing from the booking's `.data` twin, read or posted: the second company and an admin.
    const admin = await playwright.request.newContext({
      baseURL: origin(),
      extraHTTPHeaders: { "x-forwarded-for": `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    const login = await admin.post("/login", { form: { intent: "login", email: DEMO.admin, password: DEMO_PASSWORD }, maxRedirects: 0 });
    expect(login.status(), "the demo admin signs in").toBe(302);
    for (const [who, request] of [
      ["the second company", second.context.request],
      ["an admin", admin],
    ] as const) {
      const read = await request.get(`${origin()}/bookings/${bookingId}.data`, { maxRedirects: 0 });
      expect(read.status(), `${who} reads /bookings/{id}.data`).toBe(404);
      expect(await read.text()).not.toContain(PRODUCTION);
      for (const intent of ["confirm", "cancel", "release", "complete"]) {
        const posted = await request.post(`${origin()}/bookings/${bookingId}.data`, {
          form: { intent, reason: "Intento ajeno" },
          headers: { origin: origin() },
          maxRedirects: 0,
        });
        expect(posted.status(), `${who} posts ${intent} to /bookings/{id}.data`).toBe(404);
      }
    }
    await admin.dispose();
    await go(first.page, `/bookings/${bookingId}`);
    await expect(first.page.getByRole("main")).toContainText("Confirmada");
    await expect(first.page.getByRole("button", { name: "Cancelar reserva" })).toBeVisible();

    // After the date: the Saturday moves into the past (yesterday in Montevideo) with the server stopped.
    await stopInstance(server);
    await shiftIntoPast(bookingId, daysBetween(addDays(todayInMontevideo(), -1), saturday));
    await start();

    // The company confirms the work was done.
    await go(first.page, `/bookings/${bookingId}`);
    await step(first.page, "Confirmar trabajo", "Confirmaste que el trabajo se realizó.");
    await expect(first.page.getByRole("main")).toContainText("Trabajo realizado");

    // Both review: the company rates the technician, the technician (on her phone) the company; both are published at once.
    await writeReview(first.page, ["Puntualidad", "Conocimiento técnico", "Trabajo en equipo"], "Impecable con el sistema de PA, llegó antes de la citación.");
    await go(tech, `/bookings/${bookingId}`);
    expect(await seriousViolations(tech), "the review form on a phone").toEqual([]);
    await writeReview(tech, ["Pago en término", "Organización", "Trato"], "Pagaron en término y la producción estuvo muy ordenada.");
    await expect(tech.getByRole("main")).toContainText("Impecable con el sistema de PA");
    await go(first.page, `/bookings/${bookingId}`);
    await expect(first.page.getByRole("main")).toContainText("Pagaron en término y la producción estuvo muy ordenada.");

    // Her public page: the job as a verified credit (production, company), and her rating.
    const visitor = await person(browser);
    await expect(async () => {
      await go(visitor.page, `/tecnicos/${HANDLE}`);
      await expect(visitor.page.getByRole("main")).toContainText(PRODUCTION, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const main = visitor.page.getByRole("main");
    // The credit (the published review below names the production too).
    const credit = main.locator("li:not([data-testid=published-review])").filter({ hasText: PRODUCTION });
    await expect(credit).toContainText(`Verificado por Producciones Aurora ${SUFFIX}`);
    await expect(main).toContainText(/5(,0)? ★ \(1 reseña\)/);
    await expect(main.getByTestId("published-review").filter({ hasText: PRODUCTION })).toContainText("Impecable con el sistema de PA");

    for (const { context } of [technician, first, second, visitor]) await context.close();
  });

  /** Scores every criterion 5 of 5 and writes the comment, on the booking page's review form. */
  async function writeReview(page: Page, criteria: string[], body: string) {
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Enviar reseña" }) });
    for (const criterion of criteria)
      await form
        .getByRole("group", { name: criterion })
        .getByRole("radio", { name: /5 de 5/ })
        .check();
    await form.getByLabel("Comentario (opcional)").fill(body);
    await form.getByRole("button", { name: "Enviar reseña" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Guardamos tu reseña." }).first()).toBeVisible();
  }
});
