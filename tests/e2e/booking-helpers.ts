import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, freshEmail, REGISTER_PASSWORD, verifyThroughDevMail } from "./fixtures";

/** A day `count` days after today in Montevideo, as YYYY-MM-DD. */
export function dayFromToday(count: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Montevideo" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Registers and verifies a company in Uruguay named `name` on this page; it lands on /company signed in. */
export async function newUruguayanCompany(page: Page, name: string, emailPrefix: string): Promise<void> {
  const email = freshEmail(emailPrefix);
  await page.goto("/register");
  await page.getByLabel("Empresa", { exact: true }).check();
  await page.getByLabel("Nombre de la empresa").fill(name);
  await page.getByLabel("Categoría principal").selectOption("rental");
  await page.getByLabel("País").selectOption("Uruguay");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa tu correo");
  await verifyThroughDevMail(page, email);
  await expect(page).toHaveURL(/\/company$/);
}

/** axe's serious and critical violations on the page, each as its rule and the elements it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
