import AxeBuilder from "@axe-core/playwright";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of ["/", "/terms", "/login", "/register"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("axe finds no serious or critical violation on /settings/security", async ({ page }) => {
  await logInWithForm(page, DEMO.silver, DEMO_PASSWORD);
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seguridad de la cuenta");
  expect(await seriousViolations(page)).toEqual([]);
});
