import type { Actor } from "~/lib/actor";
import { ACCESS_RULES } from "./access";
import { accountsPolicy, homePath } from "./policy";

/** Spec §2 post-login landing: admin first (whoever may enter the admin area), then the account's home (company, or the individual's level); no user → /login. */
export function landingPath(user: Actor | null): string {
  if (!user) return "/login";
  if (accountsPolicy.can(user, "enterArea", ACCESS_RULES.adminOnly)) return "/admin";
  return homePath(user);
}
