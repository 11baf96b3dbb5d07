import { rm } from "node:fs/promises";
import path from "node:path";
import { expect, freshEmail, test } from "./fixtures";
import { get, type Instance, postForm, ROOT, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS, startInstance, stopInstance } from "./server-process";

/**
 * An association runs RedAV under its own name: SITE_NAME, CONTACT_EMAIL and POSTAL_ADDRESS change
 * every page, legal text, title and e-mail at once, on the server and in the browser.
 */

const OTHER = { SITE_NAME: "Red Técnica Andina", CONTACT_EMAIL: "contacto@rta.example", POSTAL_ADDRESS: "Av. Amazonas 1234, Quito, Ecuador" };
/** What the network itself writes: none of it may show on the other association's instance. */
const NETWORK_LITERALS = ["RedAV", "hola@redav.lat", "Montevideo, Uruguay", "Montevidéu, Uruguai"];

/** The text a reader sees in a document (and its title): tags, scripts and styles removed, entities of the kind React writes decoded. */
function readableText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
}

function expectNoNetworkLiteral(text: string, where: string) {
  for (const literal of NETWORK_LITERALS) expect(text, `${where} shows "${literal}"`).not.toContain(literal);
}

test.describe("an instance run under another association's name", () => {
  test.describe.configure({ mode: "default" });

  const dataDir = `./tmp/e2e-site-settings-${process.pid}`;
  let server: Instance | undefined;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    server = await startInstance("another association's instance", { APP_ENV: "local", DATA_DIR: dataDir, ...OTHER });
  });

  test.afterAll(async () => {
    test.setTimeout(STOP_TIMEOUT_MS + 30_000);
    await stopInstance(server);
    await rm(path.resolve(ROOT, dataDir), { recursive: true, force: true });
  });

  test("its pages, legal texts, titles and footer name it, its e-mail and its address, never the network's", async () => {
    const instance = server as Instance;
    for (const locale of ["es", "en", "pt"]) {
      for (const page of ["/legal/terms", "/legal/privacy", "/legal/cookies", "/terms", "/contact", "/about", "/membership", "/sponsors", "/login"]) {
        const response = await fetch(`${instance.url}${page}`, { headers: { cookie: `lng=${locale}` } });
        expect(response.status, page).toBe(200);
        const html = await response.text();
        const text = readableText(html);
        expectNoNetworkLiteral(text, `${page} (${locale})`);
        expect(text, `${page} (${locale})`).toContain(OTHER.SITE_NAME);
        expect(text, `the footer of ${page} (${locale})`).toContain(OTHER.CONTACT_EMAIL);
        expect(text, `the footer of ${page} (${locale})`).toContain(OTHER.POSTAL_ADDRESS);
        expect(html, `the link preview of ${page} (${locale})`).toContain(`<meta property="og:site_name" content="${OTHER.SITE_NAME}"/>`);
      }
    }
    const privacy = readableText(await (await get(instance, "/legal/privacy")).text());
    expect(privacy).toContain(`es ${OTHER.SITE_NAME}, con sede en ${OTHER.POSTAL_ADDRESS}`);
  });

  test("a page the browser renders after a client navigation names it too", async ({ page }) => {
    const instance = server as Instance;
    await page.goto(`${instance.url}/terms`);
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Sponsors", exact: true }).click();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(page.locator("main")).toContainText(`escríbenos a ${OTHER.CONTACT_EMAIL}`);
    await expect(page).toHaveTitle(new RegExp(`· ${OTHER.SITE_NAME}$`));
    // The footer's legal list (the newsletter's consent line links the same page first).
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacidad", exact: true }).last().click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect(page.locator("main")).toContainText(OTHER.POSTAL_ADDRESS);
    expect(documents, "both pages were rendered in the browser").toBe(0);
    expectNoNetworkLiteral((await page.locator("header, main, footer").allTextContents()).join("\n"), "the pages rendered in the browser");
  });

  test("its e-mails name it", async () => {
    const instance = server as Instance;
    const email = freshEmail("nombre-propio");
    const registered = await postForm(instance, "/register", {
      intent: "register",
      userType: "individual",
      email,
      password: "una frase bastante larga para otra red",
      firstName: "Lucía",
      lastName: "Fernández",
      country: "UY",
    });
    expect(registered.status, instance.output()).toBe(201);
    const mailOf = async () =>
      readableText(await (await get(instance, "/dev/mail")).text())
        .split(email)
        .slice(1)
        .join(" ");
    await expect.poll(mailOf, { message: "the verification e-mail on /dev/mail" }).toContain(OTHER.POSTAL_ADDRESS);
    const mail = (await (await get(instance, "/dev/mail")).text()).split('data-testid="dev-mail"').find((block) => block.includes(`>${email}<`)) ?? "";
    const text = readableText(mail);
    expect(text).toContain(`Confirma tu correo en ${OTHER.SITE_NAME}`);
    expect(text).toContain(`El equipo de ${OTHER.SITE_NAME}`);
    expectNoNetworkLiteral(text, "the verification e-mail");
  });
});
