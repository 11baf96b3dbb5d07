import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { account, user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import type { CompanyCategory, CompanySize } from "~/lib/vocabulary/company";

/** A technician as bulk data (the demo seed) brings one in: a verified account with its profile. */
export type ImportedTechnician = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  level: MembershipLevel;
  isAdmin: boolean;
  isTrainer: boolean;
  jobTitles: string[];
  formOfAddress: string | null;
  specialization: string;
  experienceLevel: string;
  bio: string;
  /** The interest codes (audio, video, …) the profile ticks. */
  interests: string[];
  skills: string[];
};

/** A company as bulk data brings one in: a verified account with its company profile. */
export type ImportedCompany = {
  id: string;
  email: string;
  companyName: string;
  country: string;
  city: string;
  mainCategory: CompanyCategory;
  subcategories: string[];
  companySize: CompanySize;
  description: string;
  slug: string;
  website: string;
};

/**
 * Inserts verified accounts with their profiles in one transaction, all signing in with one password
 * (hashed once, so a few hundred accounts cost one hash); every one counts as a founding member.
 */
export async function importMembers(
  ctx: Pick<Ctx, "db">,
  input: { password: string; technicians: ImportedTechnician[]; companies: ImportedCompany[] },
): Promise<void> {
  const { technicians, companies } = input;
  if (technicians.length + companies.length === 0) return;
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const users = [
      ...technicians.map((t) => ({
        id: t.id,
        name: `${t.firstName} ${t.lastName}`,
        email: t.email,
        emailVerified: true,
        userType: "individual",
        type: "individual",
        isCompany: false,
        isAdmin: t.isAdmin,
      })),
      ...companies.map((c) => ({
        id: c.id,
        name: c.companyName,
        email: c.email,
        emailVerified: true,
        userType: "company",
        type: "company",
        isCompany: true,
        isAdmin: false,
      })),
    ];
    await tx.insert(user).values(users);
    await tx.insert(account).values(users.map((u) => ({ id: randomUUID(), accountId: u.id, providerId: "credential", userId: u.id, password: passwordHash })));
    if (technicians.length) {
      await tx.insert(userProfiles).values(
        technicians.map((t) => {
          const has = (interest: string) => t.interests.includes(interest);
          return {
            id: t.id,
            email: t.email,
            firstName: t.firstName,
            lastName: t.lastName,
            country: t.country,
            city: t.city,
            membershipLevel: t.level,
            isAdmin: t.isAdmin,
            isTrainer: t.isTrainer,
            jobTitle: t.jobTitles,
            formOfAddress: t.formOfAddress,
            specialization: t.specialization,
            experienceLevel: t.experienceLevel,
            bio: t.bio,
            skills: t.skills,
            isFoundingMember: true,
            interestAudio: has("audio"),
            interestVideo: has("video"),
            interestLighting: has("lighting"),
            interestMixing: has("mixing"),
            interestRecording: has("recording"),
            interestStreaming: has("streaming"),
            interestLiveevents: has("liveevents"),
            interestProduction: has("production"),
            interestInstallation: has("installation"),
          };
        }),
      );
    }
    if (companies.length) {
      await tx.insert(companyProfiles).values(companies.map((c) => ({ ...c, isFoundingMember: true })));
    }
  });
}
