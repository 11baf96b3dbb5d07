import { eq } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { purgePages } from "~/lib/page-cache.server";
import { parseInput } from "~/lib/parse-input.server";
import { type FileSlot, imageSlot, saveWithFiles } from "~/lib/storage/save-with-files.server";
import { chosenFile, preparePdf } from "~/lib/storage/uploads.server";
import { AVATAR_SIZES, avatarUrl } from "./avatar";
import { ageFrom } from "./experience";
import { profilesPolicy } from "./policy";
import { type IndividualProfileInput, individualProfileInput } from "./profile-editor.schemas";
import { INTERESTS, type Interest, skillsFromInterests } from "./skills";

function checkBirthdate(birthdate: string | null, now: Date): void {
  if (!birthdate) return;
  const parsed = new Date(`${birthdate}T00:00:00Z`);
  const age = ageFrom(birthdate, now);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthdate || age === null || age < 14 || age > 100) {
    throw new AppError("BIRTHDATE_INVALID", 400, {}, "birthdate");
  }
}

/** The photo (every avatar size) and the CV of the form, each checked by its content and prepared in memory (nothing is stored yet). */
async function fileSlots(form: FormData, input: IndividualProfileInput): Promise<Record<"photo" | "cv", FileSlot>> {
  const cvFile = chosenFile(form.get("cv"));
  return {
    photo: await imageSlot(form, { field: "photo", bucket: "profile-images", widths: AVATAR_SIZES, remove: input.removePhoto }),
    cv: { bucket: "cvs", field: "cv", upload: cvFile ? await preparePdf(cvFile, "cv") : null, remove: input.removeCv },
  };
}

function interestColumns(input: IndividualProfileInput) {
  const flags = Object.fromEntries(INTERESTS.map((interest) => [interest, input[`interest_${interest}`]])) as Record<Interest, boolean>;
  return {
    flags,
    columns: {
      interestAudio: flags.audio,
      interestVideo: flags.video,
      interestLighting: flags.lighting,
      interestMixing: flags.mixing,
      interestRecording: flags.recording,
      interestStreaming: flags.streaming,
      interestLiveevents: flags.liveevents,
      interestProduction: flags.production,
      interestInstallation: flags.installation,
    },
  };
}

/**
 * The signed-in individual saves their profile (spec §3 fields, the nine interests with the skills
 * derived from them, the form of address (decision 044), the photo, the CV and its switch; who sees the page is the 'Tu página pública' section's). Everything is checked
 * first (files by content, in memory); then, under the member's file lock, the storage quota, the new
 * files and the profile in one statement; after the commit the files it replaced are removed. Saves
 * at once never leave a file nothing references. A refusal changes nothing and leaves no file behind.
 * Admin-only fields are never taken from the form.
 */
export async function saveIndividualProfile(ctx: Ctx, values: Record<string, string>, form: FormData): Promise<{ saved: true }> {
  const actor = profilesPolicy.authorize(requireActor(ctx), "editPersonalProfile");
  const input = parseInput(individualProfileInput, values);
  checkBirthdate(input.birthdate, ctx.now());
  if (input.hasCvEnabled && !profilesPolicy.can(actor, "offerCvToCompanies")) throw new AppError("CV_DOWNLOADS_GOLD_ONLY", 403, {}, "hasCvEnabled");
  const slots = await fileSlots(form, input);
  const { flags, columns } = interestColumns(input);
  await saveWithFiles(ctx, { folder: actor.id }, slots, {
    current: async (tx) => {
      const [current] = await tx.db
        .select({ photo: userProfiles.profileImagePath, cv: userProfiles.cvPath })
        .from(userProfiles)
        .where(eq(userProfiles.id, actor.id))
        .limit(1);
      if (!current) throw new AppError("PROFILE_NOT_FOUND", 404);
      const hasCv = slots.cv.upload !== null || (Boolean(current.cv) && !input.removeCv);
      if (input.hasCvEnabled && !hasCv) throw new AppError("CV_MISSING", 400, {}, "hasCvEnabled");
      return current;
    },
    write: async (tx, { photo, cv }) => {
      await tx.db
        .update(userProfiles)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          specialization: input.specialization,
          city: input.city,
          country: input.country,
          bio: input.bio,
          birthdate: input.birthdate,
          experienceLevel: input.experienceLevel,
          formOfAddress: input.formOfAddress,
          hasCvEnabled: input.hasCvEnabled && cv !== null,
          ...columns,
          skills: skillsFromInterests(flags),
          profileImagePath: photo,
          profileImageUrl: avatarUrl(photo, 256),
          profileImage: avatarUrl(photo, 256),
          cvPath: cv,
          updatedAt: tx.now(),
        })
        .where(eq(userProfiles.id, actor.id));
      // Issue 41: saved talent searches are matched again once the change commits.
      await enqueue(tx.db, { type: "profile.changed", payload: { userId: actor.id } });
    },
  });
  // /explore shows profiles to visitors from the page cache: every instance forgets it now.
  await purgePages(ctx.db, "/explore");
  await purgeMemberPage(ctx.db, actor.id);
  return { saved: true };
}

export type IndividualProfileForm = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  specialization: string;
  city: string;
  country: string;
  bio: string;
  birthdate: string;
  age: number | null;
  experienceLevel: string;
  /** How the member asks to be addressed ('' when they did not say). */
  formOfAddress: string;
  hasCvEnabled: boolean;
  /** Whether the member may offer their CV to companies (a gold benefit): otherwise the switch is off and says why. */
  mayOfferCv: boolean;
  hasCv: boolean;
  photoUrl: string | null;
  interests: Record<Interest, boolean>;
  skills: string[];
};

/** The signed-in individual's profile as the editor shows it (no bio shows as an empty field). */
export async function individualProfileForm(ctx: Ctx): Promise<IndividualProfileForm> {
  const actor = profilesPolicy.authorize(requireActor(ctx), "editPersonalProfile");
  const [row] = await ctx.db.select().from(userProfiles).where(eq(userProfiles.id, actor.id)).limit(1);
  if (!row) throw new AppError("PROFILE_NOT_FOUND", 404);
  const interests: Record<Interest, boolean> = {
    audio: row.interestAudio,
    video: row.interestVideo,
    lighting: row.interestLighting,
    mixing: row.interestMixing,
    recording: row.interestRecording,
    streaming: row.interestStreaming,
    liveevents: row.interestLiveevents,
    production: row.interestProduction,
    installation: row.interestInstallation,
  };
  return {
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    jobTitle: (row.jobTitle ?? []).join(", "),
    specialization: row.specialization ?? "",
    city: row.city ?? "",
    country: row.country ?? "",
    bio: row.bio ?? "",
    birthdate: row.birthdate ?? "",
    age: ageFrom(row.birthdate, ctx.now()),
    experienceLevel: row.experienceLevel ?? "",
    formOfAddress: row.formOfAddress ?? "",
    hasCvEnabled: row.hasCvEnabled && profilesPolicy.can(actor, "offerCvToCompanies"),
    mayOfferCv: profilesPolicy.can(actor, "offerCvToCompanies"),
    hasCv: row.cvPath !== null,
    photoUrl: avatarUrl(row.profileImagePath, 256),
    interests,
    skills: skillsFromInterests(interests),
  };
}
