import { serverSiteParams } from "~/lib/i18n/site-params.server";

/** How a former member is named where their messages stay for others, and in the rows that named them (issue 25 §1): 'Ex-miembro de' the instance's name. */
export function formerMemberName(): string {
  return `Ex-miembro de ${serverSiteParams().siteName}`;
}
