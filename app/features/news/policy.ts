import type { Actor } from "~/lib/actor";
import { policyView } from "~/lib/actor-roles";
import { contentBenefit, hasBenefit } from "~/lib/membership-benefits";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";
import { audienceRule, type NewsAudience } from "./news-options";

/** Whether an account (or a visitor, null) is in an article's audience: the one rule every channel uses. */
function inAudience(actor: PolicyActor | null, audience: NewsAudience): boolean {
  const rule = audienceRule(audience);
  if (!rule.signedIn) return true;
  if (!actor) return false;
  if (roles.isAdmin(actor)) return true;
  return rule.minLevel === null || hasBenefit(actor, contentBenefit("news", rule.minLevel));
}

/**
 * Who may do what with news (issue 23 §1): admins write, preview, publish and unpublish; an
 * article is read whole by its audience (everyone, members, or a membership level and up: the
 * admins always), as `readsWholeArticle` says.
 */
export const newsPolicy = definePolicy({
  /** Writing, editing, previewing, publishing and unpublishing articles: the admins. */
  writeNews: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});

/** Whether a visitor (null) or an account reads an article whole; otherwise its summary and an invitation. */
export function readsWholeArticle(actor: Actor | null, audience: NewsAudience): boolean {
  return inAudience(actor && policyView(actor), audience);
}
