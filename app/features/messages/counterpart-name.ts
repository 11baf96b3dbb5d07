import { isFormerMember } from "~/features/privacy/public";
import { formerMemberName } from "~/features/privacy/public.server";

/** The profile columns a message's other party is named from (all null when the account has no profile). */
export type NameColumns = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  companyName: string | null;
  company: boolean;
};

/** The account the contact forms of company websites write from (migration 0035): nobody signs in to it or answers it. */
export const WEBSITE_FORM_SENDER_ID = "redav-sitio-web";

/** How the website form's messages are signed in a company's inbox. */
export const WEBSITE_FORM_NAME = "Formulario de tu sitio web";

/**
 * Spec §5 names: a company by its name, else 'Empresa'; a person by first and last name, else the
 * e-mail, else 'Usuario'; an account without any profile is 'Usuario desconocido', an erased one 'Ex-miembro de RedAV'.
 */
export function counterpartName(row: NameColumns, id?: string): string {
  if (id === WEBSITE_FORM_SENDER_ID) return WEBSITE_FORM_NAME;
  if (id && isFormerMember(id)) return formerMemberName();
  if (row.company) return row.companyName || "Empresa";
  if (row.firstName === null && row.lastName === null && row.email === null) return "Usuario desconocido";
  return [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "Usuario";
}
