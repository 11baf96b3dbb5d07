import { eq } from "drizzle-orm";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { accountStanding } from "~/features/moderation/public.server";
import { parseArrayField } from "~/lib/array-field";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { displayName } from "~/lib/vocabulary/display-name";
import { avatarUrl } from "./avatar";
import { shownBio } from "./bio";
import { ageFrom } from "./experience";
import { profilesPolicy } from "./policy";
import { companiesWithPublishedSite } from "./published-sites.server";

export type ProfileView =
  | {
      kind: "individual";
      id: string;
      name: string;
      jobTitles: string[];
      skills: string[];
      bio: string;
      city: string | null;
      country: string | null;
      level: string;
      memberNumber: number;
      memberSince: string;
      foundingMember: boolean;
      /** How the person asks to be addressed (decision 044), for the badges and titles shown about them; null: neutral wording. */
      formOfAddress: string | null;
      email: string | null;
      photoUrl: string | null;
      age: number | null;
      experienceLevel: string | null;
      specialization: string | null;
      /** Shown as 'Descargar CV': the owner enabled it and the viewer is a company or an admin. */
      cvDownloadable: boolean;
      /** The technician's public page (issue 38) when it has an address and the viewer may open it (not hidden, or their own). */
      pagePath: string | null;
    }
  | {
      kind: "company";
      id: string;
      name: string;
      description: string | null;
      city: string | null;
      country: string | null;
      mainCategory: string | null;
      website: string | null;
      slug: string | null;
      /** Set when the company's website is published: its profile links to /empresa/{slug}. */
      siteSlug: string | null;
      memberNumber: number;
      memberSince: string;
      foundingMember: boolean;
      email: string | null;
    };

/**
 * The profile a signed-in user asked for (their own when no id is given), whether it is theirs and
 * whether it is suspended; 401 signed out, 404 unknown id, and 404 for a suspended account's profile,
 * one whose deletion is scheduled or one that never verified its e-mail, to everyone but admins and
 * the account itself.
 */
export async function viewProfile(ctx: Ctx, requestedId?: string): Promise<{ profile: ProfileView; own: boolean; suspended: boolean }> {
  const actor = requireActor(ctx);
  const id = requestedId ?? actor.id;
  const [profile, standing] = await Promise.all([getProfile(ctx, id), accountStanding(ctx, id)]);
  if (id !== actor.id && (standing.suspended || standing.leaving || standing.unverified)) profilesPolicy.authorize(actor, "seeSuspendedProfiles");
  return { profile, own: profile.id === actor.id, suspended: standing.suspended };
}

/** A profile as the signed-in viewer may see it, in their language (no flags; the e-mail only for an admin; the CV link only when they may download it); 404 when the id is unknown. */
async function getProfile(ctx: Ctx, id: string): Promise<ProfileView> {
  const actor = requireActor(ctx);
  const showEmail = profilesPolicy.can(actor, "seeEmails");
  const [person] = await ctx.db
    .select({
      id: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      jobTitle: userProfiles.jobTitle,
      skills: userProfiles.skills,
      bio: userProfiles.bio,
      city: userProfiles.city,
      country: userProfiles.country,
      level: userProfiles.membershipLevel,
      memberNumber: userProfiles.memberNumber,
      memberSince: userProfiles.memberSince,
      foundingMember: userProfiles.isFoundingMember,
      formOfAddress: userProfiles.formOfAddress,
      email: userProfiles.email,
      photoPath: userProfiles.profileImagePath,
      birthdate: userProfiles.birthdate,
      experienceLevel: userProfiles.experienceLevel,
      specialization: userProfiles.specialization,
      cvEnabled: userProfiles.hasCvEnabled,
      cvPath: userProfiles.cvPath,
      handle: userProfiles.handle,
      pageVisibility: userProfiles.pageVisibility,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, id))
    .limit(1);
  if (person) {
    return {
      kind: "individual",
      id: person.id,
      name: displayName(serverI18n(ctx.locale).t, { company: false, firstName: person.firstName, lastName: person.lastName }),
      jobTitles: parseArrayField(person.jobTitle),
      skills: parseArrayField(person.skills),
      bio: shownBio(serverI18n(ctx.locale).t, person.bio),
      city: person.city,
      country: person.country,
      level: person.level,
      memberNumber: person.memberNumber,
      memberSince: person.memberSince,
      foundingMember: person.foundingMember,
      formOfAddress: person.formOfAddress,
      email: showEmail ? person.email : null,
      photoUrl: avatarUrl(person.photoPath, 256),
      age: ageFrom(person.birthdate, ctx.now()),
      experienceLevel: person.experienceLevel,
      specialization: person.specialization,
      cvDownloadable: person.cvPath !== null && profilesPolicy.can(actor, "downloadCv", { id: person.id, enabled: person.cvEnabled, level: person.level }),
      pagePath: person.handle && (person.pageVisibility !== "hidden" || person.id === actor.id) ? `/tecnicos/${person.handle}` : null,
    };
  }
  const [company] = await ctx.db
    .select({
      id: companyProfiles.id,
      name: companyProfiles.companyName,
      description: companyProfiles.description,
      city: companyProfiles.city,
      country: companyProfiles.country,
      mainCategory: companyProfiles.mainCategory,
      website: companyProfiles.website,
      slug: companyProfiles.slug,
      memberNumber: companyProfiles.memberNumber,
      memberSince: companyProfiles.memberSince,
      foundingMember: companyProfiles.isFoundingMember,
      email: companyProfiles.email,
    })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, id))
    .limit(1);
  if (company) {
    const published = company.slug !== null && (await companiesWithPublishedSite(ctx, [company.id])).has(company.id);
    return {
      kind: "company",
      ...company,
      siteSlug: published ? company.slug : null,
      name: displayName(serverI18n(ctx.locale).t, { company: true, companyName: company.name }),
      email: showEmail ? company.email : null,
    };
  }
  throw new AppError("PROFILE_NOT_FOUND", 404);
}
