import { eq } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { purgePages } from "~/lib/page-cache.server";
import { parseInput } from "~/lib/parse-input.server";
import type { FileStore } from "~/lib/storage/file-store";
import { fileStore } from "~/lib/storage/file-store.server";
import { checkStorageQuota, holdFileLock, isSizeOfImage } from "~/lib/storage/quota.server";
import { chosenFile, deleteImage, type PreparedUpload, prepareImage, preparePdf, storePrepared } from "~/lib/storage/uploads.server";
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

type Files = { photo: string | null; cv: string | null };
type Uploads = { photo: PreparedUpload | null; cv: PreparedUpload | null };

/** The chosen photo and CV, each checked by its content and prepared in memory (nothing is stored yet). */
async function prepareUploads(form: FormData): Promise<Uploads> {
  const photoFile = chosenFile(form.get("photo"));
  const cvFile = chosenFile(form.get("cv"));
  return {
    photo: photoFile ? await prepareImage(photoFile, AVATAR_SIZES, "photo") : null,
    cv: cvFile ? await preparePdf(cvFile, "cv") : null,
  };
}

/** Stores the prepared photo and CV under new keys of the member's folder. */
async function storeUploads(store: FileStore, ownerId: string, uploads: Uploads): Promise<Files> {
  const photo = uploads.photo ? (await storePrepared(store, "profile-images", ownerId, uploads.photo)).base : null;
  const cv = uploads.cv ? (await storePrepared(store, "cvs", ownerId, uploads.cv)).keys[0] : null;
  return { photo, cv };
}

async function discard(store: FileStore, files: Files): Promise<void> {
  try {
    await Promise.all([files.photo ? deleteImage(store, "profile-images", files.photo, AVATAR_SIZES) : null, files.cv ? store.delete("cvs", files.cv) : null]);
  } catch (error) {
    logger.warn({ err: error }, "profile files could not be removed");
  }
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
 * derived from them, the photo, the CV and its switch, 'Perfil público'). Everything is checked
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
  const uploads = await prepareUploads(form);
  const { flags, columns } = interestColumns(input);
  const replaced = await withTransaction(ctx, async (tx) => {
    // One save of the member's files at a time: what it replaces and the quota are read as they are.
    await holdFileLock(tx.db, actor.id);
    const [current] = await tx.db
      .select({ photo: userProfiles.profileImagePath, cv: userProfiles.cvPath })
      .from(userProfiles)
      .where(eq(userProfiles.id, actor.id))
      .limit(1);
    if (!current) throw new AppError("PROFILE_NOT_FOUND", 404);
    const hasCv = uploads.cv !== null || (Boolean(current.cv) && !input.removeCv);
    if (input.hasCvEnabled && !hasCv) throw new AppError("CV_MISSING", 400, {}, "hasCvEnabled");
    const gone: Files = {
      photo: uploads.photo || input.removePhoto ? current.photo : null,
      cv: uploads.cv || input.removeCv ? current.cv : null,
    };
    const store = fileStore(tx.db);
    await checkStorageQuota(
      store,
      actor.id,
      { bytes: (uploads.photo?.size ?? 0) + (uploads.cv?.size ?? 0), field: uploads.cv ? "cv" : "photo" },
      (file) => isSizeOfImage(file, "profile-images", gone.photo) || (file.bucket === "cvs" && file.key === gone.cv),
    );
    const added = await storeUploads(store, actor.id, uploads);
    const photo = added.photo ?? (input.removePhoto ? null : current.photo);
    const cv = added.cv ?? (input.removeCv ? null : current.cv);
    try {
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
          isPublic: input.isPublic,
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
    } catch (error) {
      await discard(store, added);
      throw error;
    }
    return gone;
  });
  // /explore shows profiles to visitors from the page cache: every instance forgets it now.
  await purgePages(ctx.db, "/explore");
  await discard(fileStore(ctx.db), replaced);
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
  isPublic: boolean;
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
    isPublic: row.isPublic,
    hasCvEnabled: row.hasCvEnabled && profilesPolicy.can(actor, "offerCvToCompanies"),
    mayOfferCv: profilesPolicy.can(actor, "offerCvToCompanies"),
    hasCv: row.cvPath !== null,
    photoUrl: avatarUrl(row.profileImagePath, 256),
    interests,
    skills: skillsFromInterests(interests),
  };
}
