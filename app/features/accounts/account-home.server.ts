import { type Ctx, requireActor } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import type { AccountHomeData } from "./components/account-home";
import { shownLevel } from "./policy";

const MEMBER_LINKS = [
  ["/profile", "home.links.profile"],
  ["/jobs", "home.links.jobs"],
  ["/member/applications", "home.links.applications"],
  ["/university", "home.links.university"],
  ["/courses", "home.links.myCourses"],
  ["/courses/transcript", "home.links.transcript"],
  ["/saved", "home.links.saved"],
  ["/messages", "home.links.messages"],
  ["/calendar", "home.links.calendar"],
  ["/settings/security", "home.links.security"],
] as const;

const COMPANY_LINKS = [
  ["/company/jobs", "home.links.companyJobs"],
  ["/company/events", "home.links.companyEvents"],
  ["/member/technicians", "home.links.technicians"],
  ["/company/lists", "home.links.talentLists"],
  ["/company/searches", "home.links.savedSearches"],
  ["/company/messages", "home.links.messages"],
  ["/jobs", "home.links.jobs"],
  ["/saved", "home.links.saved"],
  ["/company/profile", "home.links.profile"],
  ["/company/website", "home.links.companyWebsite"],
  ["/company/profile/change-password", "auth.changePassword.title"],
  ["/settings/security", "home.links.security"],
] as const;

/** The company's recruiting tools (issue 41): its home route shows them only to an account that may use them (an admin visiting /company sees none). */
export const RECRUITING_HOME_PATHS: ReadonlySet<string> = new Set(["/company/lists", "/company/searches"]);

/** The signed-in actor's home screen (member or company): level or tier, member number and date, and the links of their area, in their language. */
export function accountHome(ctx: Ctx, area: "member" | "company"): AccountHomeData {
  const actor = requireActor(ctx);
  const { t } = serverI18n(ctx.locale);
  const level = shownLevel(actor, area);
  return {
    displayName: shownText(t, actor.displayName),
    levelLabel: t(`levels.${level}`, { defaultValue: level }),
    memberNumber: actor.memberNumber,
    memberSince: actor.memberSince,
    locale: ctx.locale,
    links: (area === "company" ? COMPANY_LINKS : MEMBER_LINKS).map(([to, key]) => ({ to, label: t(key) })),
  };
}
