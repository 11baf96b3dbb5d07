import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const PUBLIC_PAGES = ["/", "/terms", "/login", "/register", "/membership", "/about", "/sitemap", "/legal/privacy", "/forgot-password", "/no-existe"];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the pages Lighthouse audits keep their headings in order (no level skipped)", async ({ page }) => {
  await page.goto("/jobs");
  const offer = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
  for (const path of ["/", "/jobs", offer ?? "/jobs", "/explore", "/login", "/opportunities"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
      path,
    ).toEqual([]);
  }
});

test("axe finds no serious or critical violation on the mobile menu and the scrolled header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/terms");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.mouse.wheel(0, 600);
  await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");
  expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious or critical violation on the signed-in settings and admin screens", async ({ page }) => {
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  for (const path of [
    "/settings/security",
    "/settings/security/2fa-setup",
    "/settings/security/change-password",
    "/settings/privacy",
    "/admin",
    "/admin/reports",
    "/admin/appeals",
    "/admin/membership",
  ]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("axe finds no serious or critical violation on the signed-in member screens", async ({ page }) => {
  await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
  for (const path of ["/profile", "/member/technicians", "/gold-member", "/messages", "/messages?vista=recibidos", "/messages?nuevo=1&buscar=ar"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("axe finds no serious or critical violation on the company's screens", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  for (const path of ["/company", "/company/profile", "/member/technicians", "/company/messages"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The report page (the report dialog's page without JavaScript), about the first technician found.
  await page.goto("/member/technicians");
  const profile = (await page.locator('main a[href*="/user/"]').first().getAttribute("href")) ?? "";
  const report = `/member/report?tipo=perfil&id=${profile.split("/").at(-1)}`;
  await page.goto(report);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Reportar el perfil de");
  expect(await seriousViolations(page), report).toEqual([]);
});

test("axe finds no serious or critical violation on the company's job board screens", async ({ page }) => {
  await logInWithForm(page, DEMO.company, DEMO_PASSWORD);
  // The demo company's newest offer has applications (demo seed): its pipeline and its edit form.
  await page.goto("/company/jobs");
  expect(await seriousViolations(page), "/company/jobs").toEqual([]);
  const applications = await page
    .getByRole("link", { name: /postulaci/ })
    .first()
    .getAttribute("href");
  for (const path of ["/company/jobs/new", applications ?? "", (applications ?? "").replace("/applications", "/edit")]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
