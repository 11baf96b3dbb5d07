import type { Page } from "@playwright/test";
import { expect, newTechnician, test } from "./fixtures";

/**
 * Issue 36 §1 (decision 042): with the footer set to English or Português, the labels of filters
 * and chips (AV categories, skills, countries) and the home's links read in that language. Text
 * members wrote (names, job titles, bios, document and offer titles) may be Spanish, so only the
 * filters and the chips are read.
 */
const SPANISH_LABELS = ["Iluminación", "Escenografía", "Consolas Digitales", "Eventos en vivo", "Otro"];
/** Portuguese writes these country names as Spanish does: only English must not show them. */
const SPANISH_COUNTRIES = ["Brasil", "México", "Estados Unidos"];

async function chooseLanguage(page: Page, language: "en" | "pt") {
  await page.goto("/about");
  await page.locator("footer select").first().selectOption(language);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** The texts of the page's search form: its labels, options and checkboxes. */
async function filterTexts(page: Page): Promise<string> {
  const form = page.getByRole("search").first();
  await expect(form).toBeVisible();
  const options = await form.locator("option").allTextContents();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as rendered
  return `${await form.innerText()}\n${options.join("\n")}`;
}

/** The skill chips of the cards on the page. */
async function chipTexts(page: Page, skills: string): Promise<string> {
  return (await page.getByRole("list", { name: skills }).allInnerTexts()).join("\n");
}

function expectNone(text: string, words: string[], where: string) {
  expect(
    words.filter((word) => text.includes(word)),
    where,
  ).toEqual([]);
}

for (const { language, forbidden, expected, skills } of [
  {
    language: "en" as const,
    forbidden: [...SPANISH_LABELS, ...SPANISH_COUNTRIES],
    expected: { category: "Lighting", country: "Mexico", university: "RedAV University" },
    skills: "Skills",
  },
  {
    language: "pt" as const,
    forbidden: SPANISH_LABELS,
    expected: { category: "Iluminação", country: "México", university: "Universidade RedAV" },
    skills: "Habilidades",
  },
]) {
  test(`filters and chips read in ${language}: the member's home, /jobs, /library, /member/technicians, /explore`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page } = await newTechnician(browser, { prefix: `labels-${language}` });
    await chooseLanguage(page, language);

    // The member's home: its links name the university in the reader's language.
    await page.goto("/");
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as rendered
    expect(await page.locator("main").innerText()).not.toContain("Universidad RedAV");
    await page.goto("/bronze-member");
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as rendered
    const home = await page.locator("main").innerText();
    expect(home).not.toContain("Universidad RedAV");
    expect(home).toContain(expected.university);

    await page.goto("/jobs");
    const jobs = await filterTexts(page);
    expectNone(jobs, forbidden, "/jobs filters");
    expect(jobs).toContain(expected.category);
    expect(jobs).toContain(expected.country);

    await page.goto("/library");
    const library = await filterTexts(page);
    expectNone(library, forbidden, "/library filters");
    expect(library).toContain(expected.category);
    await page.goto(`/library?q=${encodeURIComponent("iluminacion")}`);
    await expect(page.getByText(`· ${expected.category}`).first()).toBeVisible();

    await page.goto("/member/technicians");
    const technicians = `${await filterTexts(page)}\n${await chipTexts(page, skills)}`;
    expectNone(technicians, forbidden, "/member/technicians");
    expect(technicians).toContain(expected.category);

    await page.goto("/explore");
    const explore = `${await filterTexts(page)}\n${await chipTexts(page, skills)}`;
    expectNone(explore, forbidden, "/explore");
    expect(explore).toContain(expected.country);

    // An old link with Spanish values is read as its codes.
    await page.goto(`/jobs?pais=${encodeURIComponent("México")}&categoria=${encodeURIComponent("Iluminación")}`);
    const form = page.getByRole("search").first();
    await expect(form.locator('select[name="pais"]')).toHaveValue("MX");
    await expect(form.locator('select[name="categoria"]')).toHaveValue("lighting");
    await page.context().close();
  });
}
