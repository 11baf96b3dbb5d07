import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { imageBase } from "~/lib/storage/image-key";
import type { ReferenceFinder } from "~/lib/storage/orphans.server";

/** The image keys (every size) whose base one of `bases` names. */
function keysOfBases(keys: string[], referenced: Iterable<string | null>): Set<string> {
  const bases = new Set(referenced);
  return new Set(keys.filter((key) => bases.has(imageBase(key))));
}

function bases(keys: string[]): string[] {
  return [...new Set(keys.map(imageBase).filter((base): base is string => base !== null))];
}

/** Profile photos in use: a member's `profile_image_path` names their base. */
export const profilePhotoReferences: ReferenceFinder = async (db: Db, keys) => {
  const wanted = bases(keys);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ base: userProfiles.profileImagePath }).from(userProfiles).where(inArray(userProfiles.profileImagePath, wanted));
  return keysOfBases(
    keys,
    rows.map((row) => row.base),
  );
};

/** Company logos in use: a company's `logo_path` names their base. */
export const companyLogoReferences: ReferenceFinder = async (db: Db, keys) => {
  const wanted = bases(keys);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ base: companyProfiles.logoPath }).from(companyProfiles).where(inArray(companyProfiles.logoPath, wanted));
  return keysOfBases(
    keys,
    rows.map((row) => row.base),
  );
};

/** Profile CVs in use: a member's `cv_path`. */
export const profileCvReferences: ReferenceFinder = async (db: Db, keys) => {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: userProfiles.cvPath }).from(userProfiles).where(inArray(userProfiles.cvPath, keys));
  return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
};
