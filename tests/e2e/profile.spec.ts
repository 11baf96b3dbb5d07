import { request as httpRequest } from "node:http";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInRequest, registerIndividual, test, verifyThroughDevMail } from "./fixtures";

/** The profile's own form on /profile (the public page's sections below it have a city and a country too). */
const profileForm = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: "Guardar perfil" }) });

const PDF = { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% CV de prueba\n") };

async function newTechnician(page: Page): Promise<void> {
  const email = freshEmail("perfil");
  await registerIndividual(page, email);
  await verifyThroughDevMail(page, email);
  await page.goto("/profile");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function publicPath(page: Page): Promise<string> {
  const href = await page.getByRole("link", { name: "Ver mi perfil de miembro" }).getAttribute("href");
  if (!href) throw new Error("no public profile link");
  return href;
}

async function companyPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(DEMO.company);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  return page;
}

test("a technician edits her profile with a photo: the fields, the derived skills and the photo show on her public profile", async ({ page }) => {
  await newTechnician(page);
  await page.getByLabel("Cargo o puesto").fill("Ingeniera de monitores");
  await profileForm(page).getByLabel("Ciudad").fill("Valparaíso");
  await page.getByLabel("Biografía").fill("Giras por el Cono Sur desde 2012.");
  await page.getByLabel("Nivel de experiencia").selectOption("senior");
  await page.getByLabel("Audio", { exact: true }).check();
  await page.getByLabel("Eventos en vivo").check();
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#cc6633" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Foto de perfil", { exact: true }).setInputFiles({ name: "yo.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("Tu perfil se guardó.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Tu foto actual" })).toBeVisible();

  await page.goto(await publicPath(page));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucía Fernández");
  await expect(page.getByText("Ingeniera de monitores")).toBeVisible();
  await expect(page.getByText("Giras por el Cono Sur desde 2012.")).toBeVisible();
  await expect(page.getByRole("list", { name: /Habilidades|Skills/ })).toHaveText(/Audio.*Eventos en vivo/);
  const src = await page.locator("main img").first().getAttribute("src");
  expect(src).toMatch(/^\/files\/profile-images\/.+-256\.webp$/);
  const image = await page.request.get(src ?? "");
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
});

test("an upload whose content is not what its name says is refused with a Spanish message and nothing changes", async ({ page }) => {
  await newTechnician(page);
  await profileForm(page).getByLabel("Ciudad").fill("Quilpué");
  await page
    .getByLabel("Foto de perfil", { exact: true })
    .setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html>no soy una foto</html>") });
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByRole("alert").first()).toContainText("El archivo no es una imagen válida: sube una foto JPG, PNG, WebP o GIF.");
  await expect(profileForm(page).getByLabel("Ciudad")).toHaveValue("Quilpué");
  await page.reload();
  await expect(profileForm(page).getByLabel("Ciudad")).toHaveValue("");
});

/** An admin moves a member to gold, as /admin does (the member's next request sees it). */
async function promoteToGold(browser: Browser, profilePath: string, baseURL: string): Promise<void> {
  const admin = await browser.newContext();
  await logInRequest(admin.request, DEMO.admin, DEMO_PASSWORD);
  const accountId = profilePath.split("/").pop() ?? "";
  const response = await admin.request.post("/admin", { form: { change: "level", accountId, value: "gold" }, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  await admin.close();
}

test("offering the CV to companies is a gold benefit; a company downloads an offered CV, the technician sees who did; a withdrawn one is refused with 403", async ({
  browser,
  page,
  baseURL,
}) => {
  await newTechnician(page);
  const offer = page.getByLabel("Permitir que las empresas descarguen mi CV");
  await expect(offer).toBeDisabled();
  await expect(page.getByText("Que las empresas descarguen tu CV es un beneficio de la membresía Oro.")).toBeVisible();
  await promoteToGold(browser, await publicPath(page), baseURL ?? "");
  await page.reload();
  await page.getByLabel("CV en PDF").setInputFiles(PDF);
  await offer.check();
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("Tu perfil se guardó.")).toBeVisible();
  const path = await publicPath(page);

  const company = await companyPage(browser);
  await company.goto(path);
  const download = company.waitForEvent("download");
  await company.getByRole("link", { name: "Descargar CV" }).click();
  expect((await download).suggestedFilename()).toBe("CV-Lucia-Fernandez.pdf");

  await page.reload();
  await expect(page.getByText(/Montevideo Audio Rental ·/)).toBeVisible();

  await page.getByLabel("Permitir que las empresas descarguen mi CV").uncheck();
  await page.getByRole("button", { name: "Guardar perfil" }).click();
  await expect(page.getByText("Tu perfil se guardó.")).toBeVisible();
  await company.goto(path);
  await expect(company.getByRole("link", { name: "Descargar CV" })).toHaveCount(0);
  const refused = await company.request.get(`${path}/cv`);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe("Este CV no está disponible para descarga.");
  await company.context().close();
});

test("a form with files over the upload limit is refused with 413 and a Spanish message before it is read", async ({ page, baseURL }) => {
  await newTechnician(page);
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  // Only the declared length is sent: the server refuses on it without reading, so the answer cannot race the upload.
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(new URL("/profile", baseURL), {
      method: "POST",
      headers: { origin: baseURL ?? "", cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(12 * 1024 * 1024) },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.flushHeaders();
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain("Los archivos enviados superan el límite de 11 MB por envío.");
});
