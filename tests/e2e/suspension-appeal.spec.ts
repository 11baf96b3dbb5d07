import { randomUUID } from "node:crypto";
import { DEMO, DEMO_PASSWORD, expect, logInRequest, logInWithForm, mailedLink, newTechnician, REGISTER_PASSWORD, test } from "./fixtures";

test("an admin suspends a member with a reason; she appeals from the e-mailed link, the admin lifts the suspension and she signs in again", async ({
  browser,
  page: admin,
  request,
}) => {
  const { email, page: member, profilePath } = await newTechnician(browser, { prefix: "apelante" });
  await member.context().clearCookies();
  const marker = `Anuncios ajenos ${randomUUID().slice(0, 8)}`;
  const reason = `Publicó anuncios de otras empresas como propios (${marker}).`;

  // Another member reports her, as the report dialog does.
  await logInRequest(request, DEMO.gold, DEMO_PASSWORD);
  const reported = await request.post("/api/reports", {
    form: { kind: "profile", targetId: profilePath.split("/").at(-1) ?? "", reason: "spam", details: marker },
    headers: { accept: "application/json" },
  });
  expect(reported.status()).toBe(200);

  await logInWithForm(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto("/admin/reports");
  const report = admin.getByTestId("report").filter({ hasText: marker });
  await report.getByText("Suspender cuenta", { exact: true }).click();
  await report.getByLabel("Motivo de la suspensión").fill(reason);
  await report.getByRole("button", { name: "Confirmar la suspensión" }).click();
  await expect(admin.getByText("Cuenta suspendida: ya no puede iniciar sesión y su perfil quedó oculto. Le enviamos el motivo por correo.")).toBeVisible();

  // The suspension e-mail (sent by the outbox worker) carries the reason and the appeal link.
  let link = "";
  await expect(async () => {
    link = await mailedLink(member, email, "/apelar?token=");
  }).toPass({ timeout: 15_000 });
  await expect(member.getByTestId("dev-mail").filter({ hasText: email }).first()).toContainText(reason);
  const opened = await member.goto(link);
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  await expect(member.getByRole("heading", { level: 1 })).toHaveText("Apelar la suspensión de tu cuenta");
  await expect(member.getByTestId("suspension-reason")).toHaveText(reason);
  await member.getByLabel("Tu apelación").fill("Esos anuncios son de la empresa donde trabajo, que me pidió publicarlos.");
  await member.getByRole("button", { name: "Enviar apelación" }).click();
  await expect(member.getByText("Recibimos tu apelación. Un administrador la revisará y te responderá por correo.")).toBeVisible();
  await member.reload();
  await expect(member.getByText("Ya recibimos tu apelación y la estamos revisando: te responderemos por correo.")).toBeVisible();

  await admin.goto("/admin");
  await admin.getByRole("link", { name: /^Apelaciones \(\d+ abiertas?\)$/ }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Apelaciones");
  const appeal = admin.getByTestId("appeal").filter({ hasText: marker });
  await expect(appeal).toContainText("Esos anuncios son de la empresa donde trabajo");
  await appeal.getByLabel("Motivo de tu decisión").fill("La empresa confirmó que le pidió publicar esos anuncios.");
  await appeal.getByRole("button", { name: "Levantar la suspensión" }).click();
  await expect(admin.getByText("Suspensión levantada: la cuenta puede iniciar sesión de nuevo y le avisamos por correo.")).toBeVisible();
  await expect(admin.getByTestId("appeal").filter({ hasText: marker })).toHaveCount(0);

  await logInWithForm(member, email, REGISTER_PASSWORD);
  await expect(member).toHaveURL(/\/bronze-member$/);
  await member.context().close();
});
