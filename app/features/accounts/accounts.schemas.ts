import { z } from "zod";
import { errorKey } from "~/lib/errors";
import { textField } from "~/lib/text-input";
import { COMPANY_CATEGORIES } from "~/lib/vocabulary/company";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";

const optionalText = (max: number) =>
  textField({ max })
    .optional()
    .transform((value) => (value ? value : undefined));

/** An e-mail as every account form takes it: under the text rule, lower-cased, at most 254 characters. */
export const emailField = textField({ max: 254, tooLong: errorKey("INVALID_EMAIL"), notText: errorKey("INVALID_EMAIL") })
  .toLowerCase()
  .pipe(z.email({ error: errorKey("INVALID_EMAIL") }));

const name = textField({ max: 80, tooLong: errorKey("NAMES_REQUIRED"), notText: errorKey("NAMES_REQUIRED") }).min(1, errorKey("NAMES_REQUIRED"));

/** Registration input after spec §5's first checks (the password policy runs after it, knowing the e-mail and names). */
export const registrationInput = z.discriminatedUnion("userType", [
  z.object({
    userType: z.literal("individual"),
    email: emailField,
    password: z.string(),
    firstName: name,
    lastName: name,
    country: z
      .enum(COUNTRY_CODES)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  }),
  z.object({
    userType: z.literal("company"),
    email: emailField,
    password: z.string(),
    companyName: optionalText(120),
    country: z.enum(COUNTRY_CODES, { error: errorKey("COMPANY_FIELDS_REQUIRED") }),
    mainCategory: z.enum(COMPANY_CATEGORIES, { error: errorKey("COMPANY_FIELDS_REQUIRED") }),
  }),
]);

export type RegistrationInput = z.infer<typeof registrationInput>;

export const emailOnlyInput = z.object({ email: emailField });

export const totpInput = z.object({
  code: z
    .string({ error: errorKey("TOTP_INVALID") })
    .trim()
    .regex(/^\d{6}$/, errorKey("TOTP_INVALID")),
});
