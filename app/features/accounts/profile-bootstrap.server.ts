import { eq } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { deriveAccount } from "./account-type";

/**
 * Spec §4: on sign-in, creates the missing profile of an account from its auth metadata.
 * A concurrent or earlier insert (unique conflict) leaves the existing profile as it is.
 */
export async function ensureProfile(ctx: Pick<Ctx, "db">, userId: string): Promise<void> {
  const { db } = ctx;
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      userType: user.userType,
      type: user.type,
      isAdmin: user.isAdmin,
      userProfileId: userProfiles.id,
      companyProfileId: companyProfiles.id,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(companyProfiles, eq(companyProfiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row || row.userProfileId || row.companyProfileId) return;
  const { userType } = deriveAccount({ metadata: { user_type: row.userType, type: row.type } });
  if (userType === "company") {
    await db
      .insert(companyProfiles)
      .values({ id: userId, email: row.email, companyName: row.name || row.email.split("@")[0], isAdmin: row.isAdmin })
      .onConflictDoNothing();
    return;
  }
  const [firstName, ...rest] = (row.name ?? "").trim().split(/\s+/);
  await db
    .insert(userProfiles)
    .values({ id: userId, email: row.email, firstName: firstName || null, lastName: rest.join(" ") || null, isAdmin: row.isAdmin })
    .onConflictDoNothing();
}
