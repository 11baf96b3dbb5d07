import { type SQL, sql } from "drizzle-orm";
import { MEMBERSHIP_LEVELS, type MembershipLevel } from "./actor";

/**
 * The accounts something for a membership level and up reaches, as a condition on `user` (u)
 * left-joined with the individuals' `user_profiles` (p): every account without a level; otherwise
 * individuals of that level or higher, and the admins. (roles.hasLevel is the same rule for one actor.)
 */
export function levelAudienceCondition(minLevel: MembershipLevel | null): SQL {
  if (minLevel === null) return sql`true`;
  const levels = MEMBERSHIP_LEVELS.slice(MEMBERSHIP_LEVELS.indexOf(minLevel));
  return sql`(p.is_admin or p.membership_level in (${sql.join(
    levels.map((level) => sql`${level}`),
    sql`, `,
  )}))`;
}
