import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, newTechnician, REGISTER_PASSWORD, test } from "./fixtures";

test.describe("the privacy centre (issue 25 §1)", () => {
  test("a member asks for their data, downloads the ZIP when it is ready and opens it", async ({ browser }) => {
    const { email, page } = await newTechnician(browser, { prefix: "copia", lastName: "Exportada" });
    await page.goto("/settings/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacidad");
    await page.getByRole("button", { name: "Descargar mis datos" }).click();
    await expect(page.getByText("Estamos preparando tu copia. Te avisaremos cuando esté lista.")).toBeVisible();
    // The copy is built in the background: the page shows it once the server has made it.
    const download = page.getByRole("link", { name: /^Descargar la copia pedida el/ });
    await expect(async () => {
      await page.reload();
      await expect(download).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // A second copy the same day is refused with the rule, in Spanish.
    await page.getByRole("button", { name: "Descargar mis datos" }).click();
    await expect(page.getByText(/^Ya pediste una copia de tus datos en las últimas 24 horas/)).toBeVisible();

    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^redav-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await file.path()) ?? "")));
    const data = JSON.parse(strFromU8(zip["datos.json"] ?? new Uint8Array()));
    expect(data.account[0].email).toBe(email);
    expect(data.profile[0]).toMatchObject({ first_name: "Lucía", last_name: "Exportada" });
    // The readable page opens in a browser on its own.
    await page.setContent(strFromU8(zip["datos.html"] ?? new Uint8Array()));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tus datos en RedAV");
    await expect(page.getByRole("heading", { name: "Perfil", exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: email }).first()).toBeVisible();
    await page.context().close();
  });

  test("a member schedules the deletion of their account, signs in, and keeps it", async ({ browser }) => {
    const { email, page } = await newTechnician(browser, { prefix: "baja", lastName: "Arrepentida" });
    await page.goto("/settings/privacy");
    const deletion = page.getByRole("region", { name: "Eliminar mi cuenta" });
    await deletion.getByLabel("Tu contraseña").fill("no es la contraseña");
    await deletion.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar tu cuenta?" });
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog, on its safe way out.
    await expect(dialog.getByRole("button", { name: "Cerrar" })).toBeFocused();
    await dialog.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await expect(page.getByText("La contraseña actual no es correcta.")).toBeVisible();

    await deletion.getByLabel("Tu contraseña").fill(REGISTER_PASSWORD);
    await deletion.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await dialog.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/^Tu cuenta está programada para eliminarse el \d{1,2} de \w+ de \d{4}\.$/)).toBeVisible();
    await page.goto("/settings/privacy");
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("heading", { name: "Tu cuenta se va a eliminar" })).toBeVisible();
    await page.getByRole("button", { name: "Conservar mi cuenta" }).click();
    await expect(page.getByText("Listo: tu cuenta ya no se eliminará. Inicia sesión para entrar.")).toBeVisible();
    await logInWithForm(page, email, REGISTER_PASSWORD);
    await expect(page).toHaveURL(/\/bronze-member$/);
    await page.context().close();
  });
});

test.describe("membership levels as a flow (issue 25 §2)", () => {
  test("a member asks for silver from her area, an admin approves it, and she lands in the silver area", async ({ browser }) => {
    const { page } = await newTechnician(browser, { prefix: "nivel", lastName: "Ascendida" });
    await page.goto("/bronze-member");
    await page.getByRole("link", { name: "Pedir un nivel superior" }).click();
    await expect(page).toHaveURL(/\/membership#pedir$/);
    const ask = page.getByRole("region", { name: "Pide tu nivel" });
    await ask.getByLabel("Plata").check();
    await ask.getByLabel("Nota para el equipo (opcional)").fill("Trabajo en giras desde 2019.");
    await ask.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(ask.getByText("Recibimos tu solicitud. Te avisaremos cuando la revisemos.")).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
    await admin.goto("/admin/membership");
    await admin.getByRole("button", { name: "Aprobar la solicitud de Lucía Ascendida" }).click();
    await expect(admin.getByText(/^Solicitud aprobada/)).toBeVisible();
    await admin.goto("/admin/audit?accion=level-request.approve");
    await expect(admin.getByRole("cell", { name: /Lucía Ascendida/ }).first()).toBeVisible();
    await admin.context().close();

    // Her next request already sees the new level: the landing is the silver area, and she was told.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/silver-member$/);
    await page.goto("/notifications");
    // On the page itself: the header's bell keeps its own (closed) list of the same notifications.
    await expect(page.getByRole("main").getByText("Tu solicitud de nivel fue aprobada").first()).toBeVisible();
    await page.context().close();
  });
});
