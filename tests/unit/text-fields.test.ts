import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emailOnlyInput, registrationInput } from "~/features/accounts/accounts.schemas";
import { applicationInput, offerInput } from "~/features/jobs/jobs.schemas";
import { newsletterInput } from "~/features/newsletter/newsletter.schemas";
import { companyProfileInput, individualProfileInput } from "~/features/profiles/profile-editor.schemas";

/**
 * Every text field of every feature's zod schemas, with the limit its form states (decision 021):
 * each is NFC, counts code points, and refuses control characters and lone surrogates with
 * 'INVALID_CHARACTERS'. A new text field belongs in this list.
 */
type TextInput = {
  schema: z.ZodType;
  max: number;
  tooLong: string;
  shape?: "multiline";
  /** A valid value of a length (characters outside the BMP unless the field takes only some text). */
  fits?: (length: number) => string;
  /** A valid value with an accent typed as a combining mark; null for e-mails (ASCII only). */
  decomposed?: string | null;
};

const [individualRegistration, companyRegistration] = registrationInput.options;
/** An address of `length` characters (e-mails are ASCII: z.email takes no other). */
const email = (length: number) => `${"a".repeat(length - "@e2e.redav.lat".length)}@e2e.redav.lat`;
const emailRule = { max: 254, tooLong: "INVALID_EMAIL", fits: email, decomposed: null };

const TEXT_INPUTS: Record<string, TextInput> = {
  "registration: first name": { schema: individualRegistration.shape.firstName, max: 80, tooLong: "NAMES_REQUIRED" },
  "registration: last name": { schema: individualRegistration.shape.lastName, max: 80, tooLong: "NAMES_REQUIRED" },
  "registration: e-mail": { schema: individualRegistration.shape.email, ...emailRule },
  "registration: company name": { schema: companyRegistration.shape.companyName, max: 120, tooLong: "FIELD_TOO_LONG" },
  "sign-in and password reset: e-mail": { schema: emailOnlyInput.shape.email, ...emailRule },
  "newsletter: e-mail": { schema: newsletterInput.shape.email, ...emailRule },
  "profile: first name": { schema: individualProfileInput.shape.firstName, max: 80, tooLong: "NAMES_REQUIRED" },
  "profile: last name": { schema: individualProfileInput.shape.lastName, max: 80, tooLong: "NAMES_REQUIRED" },
  "profile: job titles": { schema: individualProfileInput.shape.jobTitle, max: 200, tooLong: "FIELD_TOO_LONG" },
  "profile: specialization": { schema: individualProfileInput.shape.specialization, max: 120, tooLong: "FIELD_TOO_LONG" },
  "profile: city": { schema: individualProfileInput.shape.city, max: 80, tooLong: "FIELD_TOO_LONG" },
  "profile: bio": { schema: individualProfileInput.shape.bio, max: 2000, tooLong: "FIELD_TOO_LONG", shape: "multiline" },
  "company profile: name": { schema: companyProfileInput.shape.companyName, max: 120, tooLong: "FIELD_TOO_LONG" },
  "company profile: description": { schema: companyProfileInput.shape.description, max: 3000, tooLong: "FIELD_TOO_LONG", shape: "multiline" },
  "company profile: city": { schema: companyProfileInput.shape.city, max: 80, tooLong: "FIELD_TOO_LONG" },
  "company profile: industry": { schema: companyProfileInput.shape.industry, max: 120, tooLong: "FIELD_TOO_LONG" },
  "company profile: website": {
    schema: companyProfileInput.shape.website,
    max: 200,
    tooLong: "WEBSITE_INVALID",
    fits: (length) => `https://redav.lat/${"😀".repeat(length - "https://redav.lat/".length)}`,
    decomposed: "https://cafe\u0301.lat",
  },
  "job offer: title": { schema: offerInput.shape.title, max: 120, tooLong: "JOB_TITLE_TOO_LONG" },
  "job offer: description": { schema: offerInput.shape.description, max: 10_000, tooLong: "JOB_DESCRIPTION_TOO_LONG", shape: "multiline" },
  "job offer: city": { schema: offerInput.shape.city, max: 80, tooLong: "FIELD_TOO_LONG" },
  "job offer: one requirement": {
    schema: offerInput.shape.requirements,
    max: 200,
    tooLong: "JOB_REQUIREMENTS_INVALID",
    shape: "multiline",
  },
  "application: cover letter": { schema: applicationInput.shape.coverLetter, max: 5000, tooLong: "APPLICATION_COVER_LETTER_TOO_LONG", shape: "multiline" },
};

function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The parsed text, whatever shape the field gives it (a list of requirements, a nullable text). */
function parsedText(schema: z.ZodType, value: string): string {
  const parsed = schema.parse(value);
  return Array.isArray(parsed) ? parsed.join("\n") : String(parsed);
}

describe.each(Object.entries(TEXT_INPUTS))("%s", (_name, input) => {
  const fits = input.fits ?? ((length: number) => "𐀀".repeat(length));

  it("counts characters as the database does: the limit in characters outside the BMP fits, one more does not", () => {
    expect(firstProblem(input.schema, fits(input.max))).toBeUndefined();
    expect(firstProblem(input.schema, fits(input.max + 1))).toBe(input.tooLong);
  });

  const decomposed = input.decomposed === undefined ? "Jose\u0301" : input.decomposed;
  if (decomposed !== null) {
    it("keeps NFC: an accent typed as a combining mark is stored composed", () => {
      expect(parsedText(input.schema, decomposed)).toMatch(/é/);
    });
  }

  it("refuses control characters and lone surrogates with 'INVALID_CHARACTERS'", () => {
    for (const bad of ["Ana\u0000", "Ana\u0007Paz", "\u001B[2J", "Ana\u0085", "Ana\uD800", "\uDFFFAna"]) {
      expect(firstProblem(input.schema, bad), JSON.stringify(bad)).toBe("INVALID_CHARACTERS");
    }
  });

  it(input.shape === "multiline" ? "keeps line breaks (as \\n) and tabs" : "refuses line breaks and tabs inside the text", () => {
    const problem = firstProblem(input.schema, "Ana\r\nPaz\tLuz");
    if (input.shape === "multiline") expect(problem).toBeUndefined();
    else expect(problem).toBe("INVALID_CHARACTERS");
  });
});
