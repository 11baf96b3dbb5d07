import { catalogTexts } from "./catalog-texts";
import { expect, newTechnician, REGISTER_PASSWORD, test } from "./fixtures";

/**
 * The site's own origins: in local mode the address people type (127.0.0.1) works as well as
 * PUBLIC_URL's localhost, and a form from anywhere else is refused with a page in the visitor's
 * language that looks like the site (JSON for data requests), never a bare 'Bad Request'.
 */

const errors = (locale: string) => catalogTexts(locale, "errors");

/** The same server at 127.0.0.1 (the e2e server runs in local mode with PUBLIC_URL at localhost). */
function loopbackUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = "127.0.0.1";
  return url.href;
}

test("opened at http://127.0.0.1:<port>, a member signs in and saves a job alert there", async ({ browser, page, baseURL }) => {
  const { email, page: registered } = await newTechnician(browser, { prefix: "loopback" });
  await registered.context().close();

  await page.goto(loopbackUrl(baseURL, "/login"));
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
  await expect(page.getByRole("button", { name: /^Menú de cuenta/ })).toBeVisible();

  await page.goto(loopbackUrl(baseURL, `/member/job-alerts?nueva=1&q=${encodeURIComponent("𐀀😀")}`));
  await page.getByRole("region", { name: "Nueva alerta" }).getByRole("button", { name: "Crear alerta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerta creada." })).toBeVisible();
  await expect(page.getByTestId("job-alert").filter({ hasText: "𐀀😀" })).toHaveCount(1);
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
});

test("a form posted from another site gets a page with the site's look in the visitor's language, a data request JSON", async ({
  context,
  request,
  baseURL,
}) => {
  const site = new URL(baseURL ?? "").origin;
  for (const [locale, title, home] of [
    ["es", "Algo salió mal", "Volver al inicio"],
    ["en", "Something went wrong", "Back to home"],
  ] as const) {
    await context.addCookies([{ name: "lng", value: locale, url: site }]);
    // A page of no origin of the site's (a new tab's about:blank posts with Origin: null) sending a form to it.
    const page = await context.newPage();
    await page.setContent(
      `<form method="post" action="${site}/newsletter"><input name="email" value="otro-sitio@e2e.redav.lat"><button>Enviar</button></form>`,
    );
    const [answer] = await Promise.all([page.waitForResponse(`${site}/newsletter`), page.getByRole("button", { name: "Enviar" }).click()]);
    expect(answer.status(), locale).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(errors(locale).ORIGIN_NOT_ALLOWED)).toBeVisible();
    const back = page.getByRole("link", { name: home });
    await expect(back).toHaveAttribute("href", "/");
    expect(await back.evaluate((link) => getComputedStyle(link).backgroundColor), "the site's stylesheet applies").toBe("rgb(29, 78, 216)");
  }

  const data = await request.post("/newsletter.data", { form: { email: "otro-sitio@e2e.redav.lat" }, headers: { origin: "https://evil.example" } });
  expect(data.status()).toBe(403);
  expect(await data.json()).toEqual({ error: { code: "ORIGIN_NOT_ALLOWED", message: errors("es").ORIGIN_NOT_ALLOWED } });
});
