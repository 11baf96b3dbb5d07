import { shownText } from "~/lib/i18n/stored-text";
import type { TFunction } from "~/lib/i18n/translator";
import { displayName, FORMER_MEMBER_NAME, isFormerMember, WEBSITE_FORM_NAME } from "~/lib/vocabulary/display-name";

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

/**
 * A message's other party in the reader's language, by the one display-name rule (`~/lib/vocabulary/display-name`):
 * the website form and an erased member by their catalog names, an account without any profile
 * as 'Usuario desconocido', everyone else by spec §8's rule with the e-mail as a person's fallback.
 */
export function counterpartName(t: TFunction, row: NameColumns, id?: string): string {
  if (id === WEBSITE_FORM_SENDER_ID) return shownText(t, WEBSITE_FORM_NAME);
  if (id && isFormerMember(id)) return shownText(t, FORMER_MEMBER_NAME);
  const noProfile = !row.company && row.firstName === null && row.lastName === null && row.email === null;
  return displayName(t, noProfile ? null : row);
}
