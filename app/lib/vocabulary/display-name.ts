import { shownText, storedText } from "~/lib/i18n/stored-text";
import type { TFunction } from "~/lib/i18n/translator";

/**
 * What a person or a company is named from. A caller leaves out what its reader may not see (the
 * e-mail outside the messages) and the account's name where the spec does not use it.
 */
export type NameParts = {
  company: boolean;
  companyName?: string | null;
  /** The account's own name (`user.name`): a company without a company name. */
  accountName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

/** How an erased member is named where their messages and mentions stay ('Ex-miembro de {{siteName}}' in Spanish). */
export const FORMER_MEMBER_NAME = storedText("names.formerMember");
/** The ids of former members' accounts start with this: a random id per erased account, unlinkable to the person. */
export const FORMER_MEMBER_PREFIX = "ex-miembro-";
/** How the company website contact form signs its messages ('Formulario de tu sitio web' in Spanish). */
export const WEBSITE_FORM_NAME = storedText("names.websiteForm");

/** Whether an account id is a former member's (an erased account whose messages stayed with others). */
export function isFormerMember(id: string): boolean {
  return id.startsWith(FORMER_MEMBER_PREFIX);
}

/** First and last name joined by a space, trimmed; "" when the person has neither. */
export function personName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName].filter(Boolean).join(" ").trim();
}

/**
 * Spec §8's name in its stored form: a company by its name (else its account's name), else 'Empresa';
 * a person by first and last name, else the e-mail, else 'Usuario'; no profile at all (null) is
 * 'Usuario desconocido'. A fallback is a catalog text (`stored-text`), never a Spanish word.
 */
export function storedName(parts: NameParts | null): string {
  if (!parts) return storedText("names.unknown");
  if (parts.company) return parts.companyName || parts.accountName || storedText("names.company");
  return personName(parts.firstName, parts.lastName) || parts.email || storedText("names.user");
}

/** The name of `storedName` in the translator's language (the reader's). */
export function displayName(t: TFunction, parts: NameParts | null): string {
  return shownText(t, storedName(parts));
}
