import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

test.describe("the audit log's date filters (issue 35 §5)", () => {
  test("a day that does not exist answers 400 with the form and its message at the field; an empty 'hasta' is no bound", async ({ page }) => {
    await logInWithForm(page, DEMO.admin, DEMO_PASSWORD);
    for (const [query, field] of [
      ["desde=2027-02-30", "Desde"],
      ["desde=2027-13-01", "Desde"],
      ["desde=0000-01-01", "Desde"],
      ["hasta=2027-02-30", "Hasta"],
    ] as const) {
      const response = await page.goto(`/admin/audit?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByLabel(field)).toHaveAccessibleDescription("Esa fecha no existe: elige un día del calendario.");
      await expect(page.getByTestId("audit-row")).toHaveCount(0);
    }
    const unbounded = await page.goto("/admin/audit?desde=2020-01-01&hasta=");
    expect(unbounded?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel("Hasta")).not.toHaveAttribute("aria-invalid", "true");
  });
});
