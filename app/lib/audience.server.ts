import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { userProfiles } from "~/db/schema/profiles";
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

/** How many accounts a notification's audience is read at a time. */
const RECIPIENT_PAGE = 1000;

/** The next page of verified accounts after `after` (in id order) that `condition` (on `u` and `p`) admits. */
const AUDIENCE_PAGE = rawQuery(
  "audience.page",
  (condition: SQL, after: string) =>
    sql<{ id: string }>`select u.id from ${user} u left join ${userProfiles} p on p.id = u.id
          where u.email_verified and u.id > ${after} and ${condition}
          order by u.id limit ${RECIPIENT_PAGE}`,
  [
    [levelAudienceCondition(null), ""],
    [levelAudienceCondition("gold"), "someone"],
  ],
);

/** The verified accounts of `levelAudienceCondition(minLevel)`, a page of ids at a time, in id order (each account once). */
export async function* audiencePages(db: Db, minLevel: MembershipLevel | null): AsyncGenerator<string[]> {
  const condition = levelAudienceCondition(minLevel);
  let after = "";
  for (;;) {
    const page = await AUDIENCE_PAGE.rows(db, condition, after);
    if (page.length === 0) return;
    yield page.map((row) => row.id);
    after = page[page.length - 1]?.id ?? after;
  }
}
